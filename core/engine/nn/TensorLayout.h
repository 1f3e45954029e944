#pragma once
// Tensor layout of the engine's networks: spatial dims from an x, y, z
// triple, and channels-last parameters. Engine translation units only.
#include <torch/torch.h>

#include <cstdint>
#include <vector>

#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

// Dims of a (N, C, spatial...) tensor for a network of `dimensions` (2 or 3)
// given an x, y, z triple: 3D -> {z, y, x}, 2D -> {y, x}.
std::vector<int64_t> spatialDims(const Triple& xyz, int dimensions);

// Puts the module's 4D/5D parameters in channels-last layout (NHWC / NDHWC).
void convertToChannelsLast(torch::nn::Module& module);

}  // namespace segstudio::engine
