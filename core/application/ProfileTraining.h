#pragma once
// Use case "where does my training step's time go": a dataset folder is
// preprocessed first (as training would; a cache folder is used as it is),
// the configuration planned as a run would plan it, then N real steps are
// profiled (engine/train/TrainingProfiler.h). The GUI's Profile tab and
// segstudio-cli profile call this.
#include <atomic>
#include <functional>

#include "engine/train/TrainingProfiler.h"

namespace segstudio::application {

// `config.dataset`: a dataset or cache folder. `progress(done, total)` per
// step (warm-up included), on the calling thread. Throws InputError /
// ValidationError for bad input, Cancelled when `cancel` is set (also
// during preprocessing).
engine::TrainingProfile profileTraining(engine::TrainingConfig config, int steps, int warmupSteps,
                                        const std::atomic<bool>* cancel = nullptr,
                                        const std::function<void(int, int)>& progress = {});

}  // namespace segstudio::application
