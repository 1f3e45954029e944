// planRun (Trainer.h): the plan of a run, with the step time measured on
// the run's device when the config has a time budget. A fine-tuning run
// (config.initFrom) keeps its model's network and patch (FineTuning.h).
#include "common/CacheIndex.h"
#include "common/Errors.h"
#include "engine/train/FineTuning.h"
#include "engine/train/StepTiming.h"
#include "engine/train/Trainer.h"

namespace segstudio::engine {

TrainingConfig planRun(const TrainingConfig& config, PlanExplanation* explanation)
{
    const CacheIndex index = CacheIndex::load(config.dataset);
    const DatasetFingerprint fingerprint =
        DatasetFingerprint::fromJson(readJsonFile(index.fingerprintPath()), index.fingerprintPath());
    const std::vector<Problem> problems = config.validate("config");
    if (!problems.empty())
        throw ValidationError(std::to_string(problems.size()) + " problem(s) in the training configuration:", problems);
    TrainingConfig request = config;
    std::vector<std::string> notes;
    if (!config.initFrom.empty())
        adoptModelForFineTuning(request, readModelInfo(config.initFrom), index, notes);
    const int channels = static_cast<int>(index.channelNames.size()), classes = index.plan.outputCount();
    const StepCostModel measured = [channels, classes](const TrainingConfig& candidate) {
        return measureTrainingStepSeconds(candidate, channels, classes, /*warmup=*/1, /*steps=*/1);
    };
    TrainingConfig planned = planTraining(request, index, fingerprint, describeDevice(config.device), explanation, measured);
    if (!config.initFrom.empty()) {
        applyFineTuningSchedule(planned, config);
        notes.push_back("fine-tuning: learning rate " + std::to_string(planned.optimizer.learningRate) + ", warm-up " +
                        std::to_string(planned.optimizer.warmupEpochs) + " epochs");
    }
    if (explanation)
        explanation->lines.insert(explanation->lines.end(), notes.begin(), notes.end());
    return planned;
}

}  // namespace segstudio::engine
