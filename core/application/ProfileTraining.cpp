#include "application/ProfileTraining.h"

#include "engine/train/Trainer.h"
#include "io/Preprocessing.h"

namespace segstudio::application {

namespace {

// The configuration as a run would train it: on the dataset's cache, planned.
engine::TrainingConfig plannedOnCache(engine::TrainingConfig config, const std::atomic<bool>* cancel)
{
    io::PreprocessOptions options;
    options.cancel = cancel;
    config.dataset = io::ensurePreprocessed(config.dataset, {}, options);
    return engine::planRun(config);
}

}  // namespace

engine::TrainingProfile profileTraining(engine::TrainingConfig config, int steps, int warmupSteps,
                                        const std::atomic<bool>* cancel, const std::function<void(int, int)>& progress)
{
    engine::ProfileRequest request;
    request.config = plannedOnCache(std::move(config), cancel);
    request.steps = steps;
    request.warmupSteps = warmupSteps;
    request.cancel = cancel;
    request.progress = progress;
    return engine::profileTraining(request);
}

engine::AutotuneResult autotuneTraining(engine::TrainingConfig config, const std::atomic<bool>* cancel,
                                        const std::function<void(int, int, const std::string&)>& progress)
{
    engine::AutotuneRequest request;
    request.config = plannedOnCache(std::move(config), cancel);
    request.cancel = cancel;
    request.progress = progress;
    return engine::autotune(request);
}

}  // namespace segstudio::application
