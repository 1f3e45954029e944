#pragma once
// One interactive request on a preprocessed image (engine-internal,
// LibTorch): the window logic behind InteractivePredictor (see its header)
// and interactive validation during training.
#include <torch/torch.h>

#include <atomic>

#include "engine/infer/SlidingWindow.h"
#include "engine/interactive/InteractivePredictor.h"

namespace segstudio::engine {

// `image`: (C, Z, Y, X) float32 on the network's device, without the prompt
// channels; `patchXyz`: the model's patch; `precision`: resolved. Checks the
// prompts as InteractivePredictor::segment documents.
InteractiveAnswer segmentObject(const WindowNetwork& network, const torch::Tensor& image, const Triple& patchXyz,
                                Precision precision, const PromptSet& prompts, const std::vector<uint8_t>& previous,
                                const std::atomic<bool>* cancel = nullptr);

}  // namespace segstudio::engine
