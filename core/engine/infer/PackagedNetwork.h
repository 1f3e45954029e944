#pragma once
// A model package's network with its weights (LibTorch; engine-internal).
// The Predictor, fine-tuning (TrainingConfig::initFrom) and the model
// comparison load packages through here.
#include "engine/infer/ModelPackage.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"

namespace segstudio::engine {

// Loads <info.folder>/weights.pt into `network` (on the CPU), parsed in the
// model sandbox (sandbox/SandboxedModule.h). Throws InputError naming the
// file (and the tensor) when it is missing, damaged or from another network.
void loadPackagedWeights(UNet& network, const ModelInfo& info);

// Fine-tuning's start: the model's weights (a package's weights.pt, or an
// nnU-Net fold's checkpoint) copied into `network`, which has the model's
// topology; with `newHead` the output heads keep their fresh initialisation
// (the dataset's labels differ from the model's). Throws InputError naming
// the file and the tensor when the weights do not fit.
void loadFineTuningWeights(UNet& network, const ModelInfo& info, bool newHead);

// The package's network, built from model.json, with its weights, on the CPU.
UNet loadPackagedNetwork(const ModelInfo& info);

// What a sliding window runs for the package: its UNet, or an imported
// TorchScript module (checked against its sidecar on every batch), on
// `device`, in eval mode.
WindowNetwork loadWindowNetwork(const ModelInfo& info, const torch::Device& device);

}  // namespace segstudio::engine
