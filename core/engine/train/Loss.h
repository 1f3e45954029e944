#pragma once
// Dice + cross-entropy (nnU-Net's DC_and_CE), deep supervision, and the
// overlap metrics of label maps. Losses are computed in float32 whatever the
// autocast dtype of the logits.
#include <torch/torch.h>

#include <vector>

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

// Per-class counts of a label map against the truth.
struct OverlapCounts {
    std::vector<int64_t> truePositive, falsePositive, falseNegative;  // index = class
};

// prediction and truth: integer tensors of equal shape with values in [0, classes).
OverlapCounts overlapCounts(const torch::Tensor& prediction, const torch::Tensor& truth, int classes);

// Dice and IoU of one class; NaN when the class is absent from both.
double diceScore(const OverlapCounts& counts, int label);
double iouScore(const OverlapCounts& counts, int label);

}  // namespace segstudio::engine
