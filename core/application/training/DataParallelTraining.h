#pragma once
// Use case "train on every GPU of this machine" (the workbench's device
// choice "all GPUs"): data-parallel training (engine/dist/) where this
// process is rank 0 -- it trains on the caller's thread and reports to the
// caller's observer like any run -- and ranks 1..N-1 are segstudio-cli
// processes started on the same cache, configuration and run folder
// (common/system/RankLauncher.h). Stopping rank 0 stops them at the same step
// (the ranks agree on it every step, and each also gets SIGINT); a rank still
// running `stopGrace` after a stop is terminated, so a hung rank cannot hold
// a quitting workbench.
#include <chrono>
#include <string>

#include "engine/train/Trainer.h"

namespace segstudio::application {

struct LocalDataParallel {
    int processes = 1;        // ranks in all, this process included
    std::string rankProgram;  // segstudio-cli, to run ranks 1..N-1
    std::chrono::milliseconds stopGrace{std::chrono::minutes(1)};
};

// request.config.dataset: a cache folder; request.distributed is set here.
// Never throws (as engine::runTraining): a rank that cannot start or that
// fails makes the result Failed with a message naming it.
engine::TrainingResult trainOnLocalRanks(engine::TrainingRequest request, const LocalDataParallel& parallel,
                                         engine::TrainingObserver* observer, engine::TrainingControl* control);

}  // namespace segstudio::application
