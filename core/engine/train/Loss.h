#pragma once
// Dice + cross-entropy (nnU-Net's DC_and_CE), deep supervision, and the
// overlap metrics of label maps. Losses are computed in float32 whatever the
// autocast dtype of the logits.
#include <torch/torch.h>

#include <functional>
#include <vector>

#include "common/formats/PreprocessingPlan.h"
#include "common/image/SegmentationMetrics.h"

namespace segstudio::engine {

struct LossWeights {
    double dice = 1.0;
    double crossEntropy = 1.0;
    // Region-based training (common/image/LabelRegions.h): float (K classes, R
    // regions) 0/1 on the logits' device, row k saying which regions class k
    // belongs to. Undefined: softmax over classes.
    torch::Tensor regionMembership;
    // Data-parallel runs: sums a tensor over the processes with a gradient
    // (DistributedGroup::sumWithGradient), so batch Dice pools the global
    // batch, as one process holding all of it would. Empty: one process.
    std::function<torch::Tensor(const torch::Tensor&)> sumOverProcesses;
    // The ignore class (PreprocessingPlan::ignoreClass), or -1: target voxels
    // holding it add nothing to either term (nnU-Net's ignore label), and a
    // batch of only such voxels has loss 0 with zero gradients.
    int64_t ignoreClass = -1;
};

// How a plan's class targets reach the loss: its region table (undefined
// for softmax classes) and its ignore class (-1 without one).
struct LabelEncoding {
    torch::Tensor regionMembership;
    int64_t ignoreClass = -1;
};
LabelEncoding labelEncoding(const PreprocessingPlan& plan, const torch::Device& device);

// logits (B, K, spatial...), target (B, 1, spatial...) int64 classes (and
// weights.ignoreClass where unannotated). Softmax:
// cross-entropy plus soft Dice over the foreground classes. Regions (logits
// (B, R, ...)): binary cross-entropy plus soft Dice of the sigmoids against
// each region's mask, every region counted (no background output), as
// nnU-Net's DC_and_BCE. Dice pools the batch (nnU-Net's batch Dice) and is
// reported as 1 - Dice so the total stays positive.
torch::Tensor diceCrossEntropyLoss(const torch::Tensor& logits, const torch::Tensor& target, const LossWeights& weights);

// The masks (B, R, spatial...) float of the regions in a class target (B, 1,
// spatial...) int64, given the (K, R) membership table.
torch::Tensor regionTargets(const torch::Tensor& target, const torch::Tensor& membership);

// The membership table of a plan's regions (undefined when it has none).
torch::Tensor regionMembership(const PreprocessingPlan& plan, const torch::Device& device);

// Weighted sum over deep-supervision levels; targets are downsampled
// (nearest) to each output's size. Levels with weight 0 are skipped.
torch::Tensor deepSupervisionLoss(const std::vector<torch::Tensor>& outputs, const torch::Tensor& target,
                                  const std::vector<double>& levelWeights, const LossWeights& weights);

// Per-class counts of a class map against the truth (scores and their
// conventions: common/image/SegmentationMetrics.h). prediction and truth: integer
// tensors of equal shape with values in [0, classes); a value outside is an
// error, never a silent miscount.
OverlapCounts overlapCounts(const torch::Tensor& prediction, const torch::Tensor& truth, int classes);

}  // namespace segstudio::engine
