#include "application/training/ProfileTraining.h"

#include "application/training/PrepareRun.h"

namespace segstudio::application {

namespace {

// The plan a run on these settings would train with (prepareRun).
engine::ResolvedTraining planOf(engine::TrainingConfig settings, const std::atomic<bool>* cancel)
{
    RunPreparation preparation;
    preparation.settings = std::move(settings);
    preparation.cancel = cancel;
    return prepareRun(preparation).plan;
}

}  // namespace

engine::TrainingProfile profileTraining(engine::TrainingConfig config, int steps, int warmupSteps,
                                        const std::atomic<bool>* cancel, const std::function<void(int, int)>& progress)
{
    engine::ProfileRequest request{planOf(std::move(config), cancel)};
    request.steps = steps;
    request.warmupSteps = warmupSteps;
    request.cancel = cancel;
    request.progress = progress;
    return engine::profileTraining(request);
}

engine::AutotuneResult autotuneTraining(engine::TrainingConfig config, const std::atomic<bool>* cancel,
                                        const std::function<void(int, int, const std::string&)>& progress)
{
    engine::AutotuneRequest request{planOf(std::move(config), cancel)};
    request.cancel = cancel;
    request.progress = progress;
    return engine::autotune(request);
}

}  // namespace segstudio::application
