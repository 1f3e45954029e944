#pragma once
// Use cases "where does my training step's time go" and "which settings are
// fastest here": a dataset folder is
// preprocessed first (as training would; a cache folder is used as it is),
// the configuration planned as a run would plan it, then N real steps are
// profiled (engine/profile/TrainingProfiler.h), or timed trials run
// (engine/profile/Autotune.h). The GUI's Profile tab calls these; segstudio-cli
// profile and autotune call the engine after the same preparation.
#include <atomic>
#include <functional>

#include "engine/profile/Autotune.h"
#include "engine/profile/TrainingProfiler.h"

namespace segstudio::application {

// `config.dataset`: a dataset or cache folder. `progress(done, total)` per
// step (warm-up included), on the calling thread. Throws InputError /
// ValidationError for bad input, Cancelled when `cancel` is set (also
// during preprocessing).
engine::TrainingProfile profileTraining(engine::TrainingConfig config, int steps, int warmupSteps,
                                        const std::atomic<bool>* cancel = nullptr,
                                        const std::function<void(int, int)>& progress = {});

// The same preparation, then engine::autotune over `config` (planned). The
// result's winner applied to `config` (withTrialSettings) is the fastest
// configuration.
engine::AutotuneResult autotuneTraining(engine::TrainingConfig config, const std::atomic<bool>* cancel = nullptr,
                                        const std::function<void(int, int, const std::string&)>& progress = {});

}  // namespace segstudio::application
