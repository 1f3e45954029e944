#pragma once
// One optimizer step of U-Net training, shared by the Trainer and the
// training-step benchmark so both measure the same code: copy the batch to
// the device, augment it there, forward under autocast, Dice + CE with deep
// supervision, backward with loss scaling, unscale, check for inf/NaN, clip,
// update. Runs on the training thread.
#include <torch/torch.h>

#include "engine/config/TrainingConfig.h"
#include "engine/data/Augmenter.h"
#include "engine/data/BatchLoader.h"
#include "engine/dist/GradientAverager.h"
#include "engine/nn/UNet.h"
#include "engine/train/Loss.h"
#include "engine/train/Optimizer.h"

namespace segstudio::engine {

struct StepTimings {
    double augmentMs = 0, forwardMs = 0, backwardMs = 0, optimizerMs = 0;
    double allReduceMs = 0;  // data-parallel runs: waiting for the gradient all-reduce
};

struct StepOutcome {
    double loss = 0;           // mean over the micro-batches (unscaled)
    bool gradientsFinite = true;
    StepTimings timings;       // synchronised timings when `profile` was set
};

class TrainingStep {
public:
    // `regionMembership`: Loss.h's table for region-based training, or
    // undefined for softmax classes.
    TrainingStep(UNet network, Optimizer& optimizer, DynamicLossScaler& scaler, const Augmenter& augmenter,
                 const torch::Device& device, Precision precision, const TrainingConfig& config,
                 const torch::Tensor& regionMembership = {});

    // Data-parallel training: gradients are averaged over the processes
    // after each step's last micro-batch, and batch Dice pools the global
    // batch. Both outlive this step; null: one process.
    void distribute(GradientAverager* averager, DistributedGroup* group);

    // Forward and backward of one micro-batch; gradients accumulate.
    // Returns the batch's loss; adds its timings to `timings`.
    double accumulate(const Batch& batch, int microBatches, bool profile, StepTimings& timings);

    // Unscale and check the accumulated gradients, clip, and update at
    // learning rate `lr` unless they hold inf/NaN; clears the gradients and
    // updates the loss scale. Returns whether the update was applied.
    bool apply(double lr, bool profile, StepTimings& timings);

    // Drops the accumulated gradients without touching the optimizer (its
    // moments and step count), and lowers the loss scale: for a step whose
    // loss is not finite.
    void discard();

private:
    UNet m_network;
    Optimizer& m_optimizer;
    DynamicLossScaler& m_scaler;
    const Augmenter& m_augmenter;
    torch::Device m_device;
    Precision m_precision;
    bool m_channelsLast;
    double m_clipNorm;
    LossWeights m_lossWeights;
    std::vector<double> m_levelWeights;
    GradientAverager* m_averager = nullptr;
    int m_microBatchesDone = 0;
};

}  // namespace segstudio::engine
