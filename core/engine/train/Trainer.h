#pragma once
// The training engine's entry point, shared by segstudio-cli and the GUI's
// worker thread. No LibTorch here.
//
// A run trains a U-Net on one fold of a preprocessed cache (CacheIndex.h):
// batches from background loaders, augmentation on the device, Dice + CE
// with deep supervision, SGD/AdamW with a poly/cosine schedule, mixed
// precision, validation by sliding window on full validation volumes, and a
// run folder (RunFolder.h) with atomically written checkpoints from which a
// stopped, crashed or killed run resumes exactly where its last checkpoint
// left it (same batches, same weights).
#include <functional>
#include <optional>
#include <string>

#include "engine/config/TrainingConfig.h"
#include "engine/dist/DistributedEnvironment.h"
#include "engine/plan/Planner.h"
#include "engine/plan/ResolvedTraining.h"
#include "engine/train/TrainingObserver.h"

namespace segstudio::engine {

struct TrainingRequest {
    TrainingConfig config;   // the settings; config.dataset: a cache folder; zeros are planned
    // A new run's plan when it was resolved already (application::prepareRun);
    // absent: the Trainer resolves `config` (resolveTraining). Ignored on resume.
    std::optional<ResolvedTraining> plan;
    std::string runFolder;   // created if missing
    bool resume = false;     // continue the run in runFolder from checkpoint_last.pt
    // Resume only: a new wall-clock budget from now (0 = keep the run's planned epochs).
    double resumeMaxMinutes = 0;
    // Called with the run folder once the model package is written, before
    // the run is marked finished (the application chooses postprocessing
    // here), so a run killed during it is resumed, never "finished" without
    // it. Must not throw.
    std::function<void(const std::string& runFolder)> beforeFinished;
    // Data-parallel training (engine/dist/): this process is one rank of
    // `distributed.worldSize`, each with config.batchSize samples a step
    // (global batch = batch x world size). Every rank calls runTraining with
    // the same request; rank 0 alone plans the run and writes the run folder
    // (checkpoints, metrics, model package) and alone reports to `observer`.
    // The run folder and the cache must be on a file system all ranks see.
    DistributedEnvironment distributed;
    GradientSchedule gradientSchedule = GradientSchedule::AfterBackward;
};

// Trains on the calling thread until the planned epochs or the time budget
// are done, `control->stop` is set, or something fails. Never throws: bad
// input, out of memory and a non-finite loss come back as Failed with a
// message (and the last good checkpoint kept). `observer` and `control` may
// be null.
TrainingResult runTraining(const TrainingRequest& request, TrainingObserver* observer, TrainingControl* control);

}  // namespace segstudio::engine
