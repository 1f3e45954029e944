#pragma once
// What a user gives an interactive model (engine/interactive/): clicks
// inside (positive) or outside (negative) one object, an optional box
// around it, and the previous mask. Plain C++ (no LibTorch): the CLI, the
// GUI and the application layer build them.
//
// Indices are voxel indices (x, y, z) on the grid they are given for; a box
// holds its corners, both inclusive. On the network's grid the prompts
// become kPromptChannels extra input channels, in this order:
//   0 positive clicks, 1 negative clicks (balls of kClickRadiusVoxels),
//   2 the box (1 inside), 3 the previous mask (0/1).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace segstudio::engine {

using VoxelIndex = std::array<int64_t, 3>;  // x, y, z

struct PromptClick {
    VoxelIndex index{0, 0, 0};
    bool positive = true;
};

struct PromptBox {
    VoxelIndex min{0, 0, 0};
    VoxelIndex max{0, 0, 0};  // inclusive
};

struct PromptSet {
    std::vector<PromptClick> clicks;
    std::optional<PromptBox> box;
    bool empty() const { return clicks.empty() && !box; }
    bool hasPositive() const;
};

inline constexpr int kPromptChannels = 4;
// Radius of a click's ball on the network's grid, in voxels (2D: a disc).
inline constexpr int kClickRadiusVoxels = 2;
// The prompt channels' names, in order (model.json, TorchScript sidecar).
std::vector<std::string> promptChannelNames();

}  // namespace segstudio::engine
