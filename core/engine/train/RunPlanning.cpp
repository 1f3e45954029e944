// planRun (Trainer.h): the plan of a run, with the step time measured on
// the run's device when the config has a time budget.
#include "common/CacheIndex.h"
#include "common/Errors.h"
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
    const int channels = static_cast<int>(index.channelNames.size()), classes = index.plan.outputCount();
    const StepCostModel measured = [channels, classes](const TrainingConfig& candidate) {
        return measureTrainingStepSeconds(candidate, channels, classes, /*warmup=*/1, /*steps=*/1);
    };
    return planTraining(config, index, fingerprint, describeDevice(config.device), explanation, measured);
}

}  // namespace segstudio::engine
