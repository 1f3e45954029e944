#pragma once
// Measured cost of one training step of a configuration on a device, on
// synthetic data through the Trainer's own TrainingStep (device
// augmentation, forward, Dice + CE, backward, optimizer). The planner uses it
// to fit a time budget; the training-step benchmark reports it.
#include <torch/torch.h>

#include <memory>
#include <optional>

#include "engine/config/TrainingConfig.h"
#include "engine/data/Augmenter.h"
#include "engine/data/BatchLoader.h"
#include "engine/nn/UNet.h"
#include "engine/train/Optimizer.h"
#include "engine/train/TrainingStep.h"

namespace segstudio::engine {

// A network in training mode on `device` with its optimizer, loss scaler,
// augmenter (region = the loader's region for the config's augmentation) and
// TrainingStep, built as the Trainer builds them (same seed, same weights).
struct StepHarness {
    // `labels`: Loss.h's encoding of the cache's classes (region table,
    // ignore class; default: softmax classes, all annotated); `regionXyz`: the loader's region when it is known
    // (trainingSamplerSettings), else the one for isotropic data.
    StepHarness(const TrainingConfig& config, int channels, int classes, const torch::Device& device,
                Precision precision, const LabelEncoding& labels = {},
                const std::optional<Triple>& regionXyz = std::nullopt);
    UNet network{nullptr};
    std::unique_ptr<Optimizer> optimizer;
    DynamicLossScaler scaler;
    Triple regionXyz;
    Augmenter augmenter;
    TrainingStep step;
};

// A random batch of the config's batch size over `regionXyz` (the loader's
// region before augmentation crops it to the patch), with neutral
// augmentation parameters; pinned when `pin`.
Batch syntheticBatch(const TrainingConfig& config, const Triple& regionXyz, int channels, int classes, bool pin);

// The precision guard (autotune's, and Trainer's for precision auto on a
// CPU): the losses of `steps` steps (learning rate 1e-3) on one synthetic
// batch from the config's seeded weights, in the config's precision and
// memory format. `outputs`: the network's output channels; `classes`: the
// label classes of the batch.
std::vector<double> guardLosses(const TrainingConfig& config, int channels, int outputs, int classes,
                                const LabelEncoding& labels, const torch::Device& device, int steps);
// The largest relative difference between a loss sequence and its reference.
double lossDeviation(const std::vector<double>& losses, const std::vector<double>& reference);

// Median wall seconds of `steps` steps after `warmup` untimed ones, on the
// calling thread, with the config's device, precision (resolved: not Auto)
// and CPU threads. Throws InputError when the device is unusable.
double measureTrainingStepSeconds(const TrainingConfig& config, int channels, int classes, int warmup = 1, int steps = 2);

}  // namespace segstudio::engine
