#include "engine/train/FineTuning.h"

#include <cmath>

#include "common/Errors.h"

namespace segstudio::engine {

namespace {

// The model takes the cache's channels at the cache's spacing.
void checkInputsFitCache(const ModelInfo& model, const CacheIndex& cache)
{
    const std::string modelFile = model.descriptionFile();
    const PreprocessingPlan& ours = cache.plan;
    const PreprocessingPlan& theirs = model.preprocessing;
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

}  // namespace

bool modelHeadFitsCache(const ModelInfo& model, const CacheIndex& cache)
{
    const PreprocessingPlan& ours = cache.plan;
    const PreprocessingPlan& theirs = model.preprocessing;
    if (ours.labelValues != theirs.labelValues || ours.outputCount() != model.classes ||
        ours.regions.count() != theirs.regions.count() || ours.regions.classOrder != theirs.regions.classOrder)
        return false;
    for (int r = 0; r < ours.regions.count(); ++r)
        if (ours.regions.regions[r].values != theirs.regions.regions[r].values)
            return false;
    return true;
}

void checkModelFitsCache(const ModelInfo& model, const CacheIndex& cache)
{
    if (!modelHeadFitsCache(model, cache))
        throw InputError(model.descriptionFile(), "label_values",
                         "the model was trained on other labels than the dataset in " + cache.folder +
                             " holds; the same label values are needed");
    checkInputsFitCache(model, cache);
}

void adoptModelForFineTuning(TrainingConfig& config, const ModelInfo& model, const CacheIndex& cache,
                             std::vector<std::string>& notes)
{
    if (model.interactive)
        checkModelFitsCache(model, cache);
    else
        checkInputsFitCache(model, cache);
    config.network = model.network;
    config.patchSize = model.patchXyz;
    config.interactive = model.interactive;  // its prompt channels come with its weights
    notes.push_back("fine-tuning " + model.folder + ": its network and " + std::to_string(model.patchXyz[0]) + "x" +
                    std::to_string(model.patchXyz[1]) + "x" + std::to_string(model.patchXyz[2]) + " patch are kept" +
                    (model.interactive ? " (an interactive model: it stays one)" : ""));
    if (!modelHeadFitsCache(model, cache))
        notes.push_back("a new output head: the dataset's " + std::to_string(cache.plan.outputCount()) +
                        " outputs are other labels than the model's " + std::to_string(model.classes) +
                        "; the rest of the network starts from the model's weights");
}

void applyFineTuningSchedule(TrainingConfig& planned, const TrainingConfig& requested)
{
    if (requested.optimizer.learningRate <= 0)
        planned.optimizer.learningRate *= kFineTuningLearningRateFactor;
    if (requested.optimizer.warmupEpochs < 0)
        planned.optimizer.warmupEpochs = kFineTuningWarmupEpochs;
}

}  // namespace segstudio::engine
