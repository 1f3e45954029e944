#pragma once
// An nnU-Net fold's weights in SegStudio's UNet (engine-internal, LibTorch).
// The checkpoint's "network_weights" are read as data (TorchCheckpoint.h)
// and matched by name: dynamic_network_architectures' module names
// (encoder.stages.<s>.0.convs.<b>.conv.weight, decoder.transpconvs.<i>...,
// encoder.stem..., encoder.stages.<s>.blocks.<b>.conv1..., ...) onto the
// UNet's, shape by shape. Left out on purpose: the duplicate views nnU-Net
// registers (all_modules.*, decoder.encoder.*) and the biases of
// convolutions followed by instance normalisation, which that
// normalisation cancels exactly. Any other tensor left over, or missing,
// refuses the checkpoint, naming the tensor.
#include "engine/infer/ModelInfo.h"
#include "engine/nn/UNet.h"

namespace segstudio::engine {

// The fold's network (info.network, eval mode, CPU) with its weights.
// Throws InputError naming the checkpoint and the tensor.
UNet loadNnUNetNetwork(const ModelInfo& info);

}  // namespace segstudio::engine
