#pragma once
// Fine-tuning a trained model on a (changed) dataset: the run keeps the
// model's network and patch so its weights load, and checks that the cache
// describes the same classes, channels and voxel spacing as the model, so
// the weights mean the same thing. No LibTorch here.
#include <string>
#include <vector>

#include "common/formats/CacheIndex.h"
#include "engine/config/TrainingConfig.h"
#include "engine/infer/ModelPackage.h"

namespace segstudio::engine {

// The learning rate of a fine-tuning run is the planned one times this, and
// its warm-up this many epochs, unless the config sets them.
constexpr double kFineTuningLearningRateFactor = 0.1;
constexpr double kFineTuningWarmupEpochs = 0.5;

// Throws InputError naming the model's description file (model.json,
// plans.json, ...) or the cache when the model does not fit the cache: other
// label values, channels, regions, or a target spacing more than 0.1 % apart.
void checkModelFitsCache(const ModelInfo& model, const CacheIndex& cache);

// Whether the model's output head serves the cache's classes: the same label
// values and regions. When not, fine-tuning starts a new head (the rest of
// the network keeps the model's weights).
bool modelHeadFitsCache(const ModelInfo& model, const CacheIndex& cache);

// Before planning: the model's network, patch and kind (interactive or
// not) replace the config's. The model must take the cache's channels at
// its spacing; the labels may differ (a new head, see modelHeadFitsCache)
// except for an interactive model. Throws InputError as checkModelFitsCache.
// `notes` gets lines for the plan's explanation.
void adoptModelForFineTuning(TrainingConfig& config, const ModelInfo& model, const CacheIndex& cache,
                             std::vector<std::string>& notes);

// After planning: a tenth of the planned learning rate and a short warm-up
// where `requested` left them to the planner.
void applyFineTuningSchedule(TrainingConfig& planned, const TrainingConfig& requested);

}  // namespace segstudio::engine
