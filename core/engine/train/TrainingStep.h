#pragma once
// One optimizer step of U-Net training, shared by the Trainer and the
// training-step benchmark so both measure the same code: copy the batch to
// the device, augment it there, forward under autocast, Dice + CE with deep
// supervision, backward with loss scaling, unscale, check for inf/NaN, clip,
// update. Runs on the training thread.
#include <torch/torch.h>
#include <chrono>
#include <optional>

#include "engine/config/TrainingConfig.h"
#include "engine/data/Augmenter.h"
#include "engine/data/BatchLoader.h"
#include "engine/dist/GradientAverager.h"
#include "engine/interactive/PromptTensors.h"
#include "engine/nn/UNet.h"
#include "engine/train/Loss.h"
#include "engine/train/Optimizer.h"

namespace segstudio::engine {

// Milliseconds from `a` to `b` (steady clock), for the step's timings.
inline double millisecondsBetween(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

struct StepTimings {
    double augmentMs = 0, forwardMs = 0, backwardMs = 0, optimizerMs = 0;
    double allReduceMs = 0;  // data-parallel runs: waiting for the gradient all-reduce
    double promptsMs = 0;    // interactive models: the simulated user's clicks on the batch
    double recordedStepMs = 0;  // recorded steps: forward to update, one replay
};

struct StepOutcome {
    double loss = 0;           // mean over the micro-batches (unscaled)
    bool gradientsFinite = true;
    StepTimings timings;       // synchronised timings when `profile` was set
};

// Throws InputError (file `configFile`, field "cuda_graphs") when config's
// cuda_graphs cannot work: not a CUDA device, several micro-batches per step,
// or several processes.
void checkRecordedStepsPossible(const TrainingConfig& config, const torch::Device& device, int processes,
                                const std::string& configFile);

class TrainingStep {
public:
    // `regionMembership`: Loss.h's table for region-based training, or
    // undefined for softmax classes.
    TrainingStep(UNet network, Optimizer& optimizer, DynamicLossScaler& scaler, const Augmenter& augmenter,
                 const torch::Device& device, Precision precision, const TrainingConfig& config,
                 const LabelEncoding& labels = {});

    // Data-parallel training: gradients are averaged over the processes
    // after each step's last micro-batch, and batch Dice pools the global
    // batch. Both outlive this step; null: one process.
    void distribute(GradientAverager* averager, DistributedGroup* group);

    // Interactive training (config "interactive"): each augmented batch goes
    // through a PromptSimulator on a grid of `spacingXyz` before the
    // forward pass. Set by the constructor with unit spacing and no ignore
    // class when config.interactive; the Trainer sets the cache's.
    void simulatePrompts(int dimensions, const std::array<double, 3>& spacingXyz, int64_t ignoreClass);

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

    // Recorded steps (config "cuda_graphs"): forward, loss, backward,
    // unscaling, the inf/NaN check, clipping and the update run as one CUDA
    // graph, recorded on the first step and replayed on every step after;
    // augmentation stays outside (its random parameters change every step).
    // The batch shape must stay the same; one micro-batch per step, one
    // process (checkRecordedStepsPossible refuses the rest). With
    // `record` false the same static-tensor step runs without a graph: how
    // the tests check it on the CPU.
    void useRecordedSteps(bool record);
    bool recordedSteps() const { return m_recorded != nullptr; }
    // One whole step in that mode at learning rate `lr`: the loss, and
    // whether the update was applied (false: inf/NaN, the step was skipped and
    // the loss scale lowered). One host sync, after the replay.
    StepOutcome runRecorded(const Batch& batch, double lr, bool profile, StepTimings& timings);

    ~TrainingStep();

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
    struct RecordedStep;
    std::unique_ptr<RecordedStep> m_recorded;
    std::optional<PromptSimulator> m_prompts;
    int m_correctiveRounds = 3;  // TrainingConfig::interactiveCorrectiveRounds

    std::pair<torch::Tensor, torch::Tensor> augmented(const Batch& batch);
    void recordedBody();
};

}  // namespace segstudio::engine
