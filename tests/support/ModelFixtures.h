#pragma once
// Model packages made up for tests (needs the engine): a seeded random
// U-Net of two stages, 4-8 features, with model.json, so inference paths
// run on a real network without training one. LibTorch stays in
// ModelFixtures.cpp (library segstudio_test_models), so a test that only
// writes a package compiles without <torch/torch.h>.
#include <cstdint>
#include <string>

#include "engine/config/TrainingConfig.h"

namespace segstudio::test {

engine::NetworkConfig smallNetworkConfig();

// A package in `folder` of smallNetworkConfig() with weights drawn from
// `seed`: one channel "MRI" (z-scored), classes 0..classes-1 as label
// values, a 16^3 patch, 1 mm target spacing. Returns `folder`.
std::string writeRandomModelPackage(const std::string& folder, uint64_t seed, int classes = 3);

}  // namespace segstudio::test
