#pragma once
// Activation (gradient) checkpointing of one network stage: the forward pass
// keeps only the stage's input, not the activations inside it; the backward
// pass runs the stage again (under the autocast precision the forward pass
// had) and back-propagates through that recomputation. Memory for compute:
// the stage's inner activations are freed, its forward runs twice. The
// stage must be deterministic (no dropout; instance norm is) and outlive the
// backward pass; its parameters get their gradients as usual.
#include <torch/torch.h>

namespace segstudio::engine {

torch::Tensor checkpointedForward(torch::nn::SequentialImpl& stage, const torch::Tensor& input);

}  // namespace segstudio::engine
