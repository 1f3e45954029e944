#pragma once
// Full-volume validation during training: sliding-window probabilities of
// each cached validation case, the most probable class (or the predicted
// regions), overlap counts against the cached classes, and Dice/IoU per class with the conventions
// of common/image/SegmentationMetrics.h (a class absent from a case and its
// prediction is left out; mean Dice over the classes that were scored).
// Runs on the training thread.
#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include <torch/torch.h>

#include "common/formats/CacheFormat.h"
#include "engine/data/CaseStore.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"
#include "engine/train/TrainingObserver.h"

namespace segstudio::engine {

// Each case's predicted classes (int64) and their probability (float32),
// on the cached grid, on the CPU.
using ValidationPredictionSink =
    std::function<void(const std::string& caseId, const torch::Tensor& classes, const torch::Tensor& confidence)>;

// Data-parallel validation: sums a vector of per-rank partial results over
// the ranks (DistributedGroup::sum). Empty: one process.
using ValidationCollective = std::function<std::vector<double>(const std::vector<double>& local)>;

// `classNames`: of classes 1..K-1, or of the regions of a region-based plan
// (scored as masks: sigmoid > 0.5 against the union of the region's
// classes; the kept and sunk predictions are the class map rebuilt in the
// plan's regions_class_order). The prediction of `previewId` is kept in
// the result; every prediction goes to `sink` when given. Checks `stop`
// after each case: a stopped validation returns with fewer cases than `ids`
// (its scores cover those cases only). The result's epoch and isBest are
// the caller's to set. With `collective`, `ids` are this rank's share and
// the scores, loss and case count are of every rank's cases together.
ValidationStats validateOnCases(UNet network, const CaseStore& store, const std::vector<std::string>& ids,
                                const std::vector<std::string>& classNames, const std::string& previewId,
                                SlidingWindowOptions options, const torch::Device& device,
                                const std::atomic<bool>& stop, const ValidationPredictionSink& sink = {},
                                const ValidationCollective& collective = {});

// Where the final validation's predictions go (RunPaths::validationPredictions()):
// one cache file per case (CacheFormat.h) holding the predicted classes as
// its label map and their probability as its one channel, with the cached
// case's mapping to the source scan.
void writeValidationPrediction(const std::string& path, const CachedCaseInfo& cachedCase, const torch::Tensor& classes,
                               const torch::Tensor& confidence);

}  // namespace segstudio::engine
