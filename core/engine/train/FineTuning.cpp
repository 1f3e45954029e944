#include "engine/train/FineTuning.h"

#include <cmath>

#include "common/Errors.h"

namespace segstudio::engine {

void checkModelFitsCache(const ModelInfo& model, const CacheIndex& cache)
{
    const std::string modelFile = model.folder + "/model.json";
    const PreprocessingPlan& ours = cache.plan;
    const PreprocessingPlan& theirs = model.preprocessing;
    if (ours.labelValues != theirs.labelValues || ours.outputCount() != model.classes)
        throw InputError(modelFile, "label_values",
                         "the model was trained on other labels than the dataset in " + cache.folder +
                             " holds; the same label values are needed");
    if (static_cast<int>(cache.channelNames.size()) != model.inputChannels)
        throw InputError(modelFile, "channels",
                         "the model takes " + std::to_string(model.inputChannels) + " channel(s), the dataset in " + cache.folder +
                             " has " + std::to_string(cache.channelNames.size()));
    for (int a = 0; a < 3; ++a)
        if (std::abs(ours.targetSpacingXyz[a] - theirs.targetSpacingXyz[a]) > 1e-3 * std::abs(theirs.targetSpacingXyz[a]))
            throw InputError(modelFile, "target_spacing",
                             "the model works on " + formatTriple(theirs.targetSpacingXyz) + " mm voxels, the cache " + cache.folder +
                                 " on " + formatTriple(ours.targetSpacingXyz) +
                                 " mm; preprocess the dataset at the model's spacing");
}

void adoptModelForFineTuning(TrainingConfig& config, const ModelInfo& model, const CacheIndex& cache,
                             std::vector<std::string>& notes)
{
    checkModelFitsCache(model, cache);
    config.network = model.network;
    config.patchSize = model.patchXyz;
    config.interactive = model.interactive;  // its prompt channels come with its weights
    notes.push_back("fine-tuning " + model.folder + ": its network and " + std::to_string(model.patchXyz[0]) + "x" +
                    std::to_string(model.patchXyz[1]) + "x" + std::to_string(model.patchXyz[2]) + " patch are kept" +
                    (model.interactive ? " (an interactive model: it stays one)" : ""));
}

void applyFineTuningSchedule(TrainingConfig& planned, const TrainingConfig& requested)
{
    if (requested.optimizer.learningRate <= 0)
        planned.optimizer.learningRate *= kFineTuningLearningRateFactor;
    if (requested.optimizer.warmupEpochs < 0)
        planned.optimizer.warmupEpochs = kFineTuningWarmupEpochs;
}

}  // namespace segstudio::engine
