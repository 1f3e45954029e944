#include "application/ProfileTraining.h"

#include "engine/train/Trainer.h"
#include "io/Preprocessing.h"

namespace segstudio::application {

engine::TrainingProfile profileTraining(engine::TrainingConfig config, int steps, int warmupSteps,
                                        const std::atomic<bool>* cancel, const std::function<void(int, int)>& progress)
{
    io::PreprocessOptions options;
    options.cancel = cancel;
    config.dataset = io::ensurePreprocessed(config.dataset, {}, options);
    engine::ProfileRequest request;
    request.config = engine::planRun(config);
    request.steps = steps;
    request.warmupSteps = warmupSteps;
    request.cancel = cancel;
    request.progress = progress;
    return engine::profileTraining(request);
}

}  // namespace segstudio::application
