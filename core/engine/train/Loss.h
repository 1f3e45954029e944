#pragma once
// Dice + cross-entropy (nnU-Net's DC_and_CE), deep supervision, and the
// overlap metrics of label maps. Losses are computed in float32 whatever the
// autocast dtype of the logits.
#include <torch/torch.h>

#include <vector>

#include "common/SegmentationMetrics.h"

namespace segstudio::engine {

struct LossWeights {
    double dice = 1.0;
    double crossEntropy = 1.0;
};

// logits (B, K, spatial...), target (B, 1, spatial...) int64. Soft Dice over
// the foreground classes with the batch pooled (nnU-Net's batch Dice),
// reported as 1 - Dice so the total stays positive.
torch::Tensor diceCrossEntropyLoss(const torch::Tensor& logits, const torch::Tensor& target, const LossWeights& weights);

// Weighted sum over deep-supervision levels; targets are downsampled
// (nearest) to each output's size. Levels with weight 0 are skipped.
torch::Tensor deepSupervisionLoss(const std::vector<torch::Tensor>& outputs, const torch::Tensor& target,
                                  const std::vector<double>& levelWeights, const LossWeights& weights);

// Per-class counts of a class map against the truth (scores and their
// conventions: common/SegmentationMetrics.h). prediction and truth: integer
// tensors of equal shape with values in [0, classes); a value outside is an
// error, never a silent miscount.
OverlapCounts overlapCounts(const torch::Tensor& prediction, const torch::Tensor& truth, int classes);

}  // namespace segstudio::engine
