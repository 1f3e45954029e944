#pragma once
// Validation of an interactive model during training (engine-internal,
// LibTorch): on each validation case, for each foreground class it holds,
// the click protocol of ClickSimulation.h on the cached grid -- a click at
// the object's deepest voxel, then kValidationCorrections corrective clicks
// -- with the network in eval mode. A class's score is the mean over its
// cases of the mean Dice over the interactions (the normalised area under
// the Dice-per-click curve), so the best checkpoint is the one that is good
// after the first click and improves with the next.
#include <atomic>
#include <string>
#include <vector>

#include "common/formats/CacheIndex.h"
#include "engine/data/CaseStore.h"
#include "engine/interactive/ClickSimulation.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"
#include "engine/train/TrainingObserver.h"

namespace segstudio::engine {

inline constexpr int kValidationCorrections = 2;

// The classes an interactive model is validated on (1..K-1 of the plan's
// label values, whatever its regions: one object at a time), by name.
std::vector<std::string> interactiveClassNames(const CacheIndex& index);
// The plan's ignore class, or -1.
int64_t interactiveIgnoreClass(const CacheIndex& index);

// `classNames`: of classes 1..K-1. Checks `stop` after each case. The
// result's epoch and isBest are the caller's to set; `loss` is 0 (the
// protocol has none); dicePerClass holds each class's mean over objects of
// the mean Dice over the interactions, iouPerClass the same of the IoU;
// no preview.
// The mean of the IoU of each interaction of `curve` (for one pair of masks,
// IoU = D / (2 - D); the mean of IoUs is not that of the mean Dice).
double meanIouOf(const InteractionCurve& curve);

ValidationStats validateInteractively(UNet network, const CaseStore& store, const std::vector<std::string>& ids,
                                      const std::vector<std::string>& classNames, const Triple& patchXyz,
                                      Precision precision, const torch::Device& device, int64_t ignoreClass,
                                      const std::atomic<bool>& stop);

}  // namespace segstudio::engine
