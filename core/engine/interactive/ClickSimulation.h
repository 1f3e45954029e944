#pragma once
// A simulated user (the protocol of the CVPR 2025 interactive 3D
// segmentation challenge, and how RITM and nnInteractive train): the first
// click goes deep inside the object, each corrective click to the centre of
// the largest error region of the current prediction -- positive in a
// missed part, negative in a false one. "Centre" is the voxel farthest from
// the region's border (a chamfer distance transform in physical units), so
// a click never lands on a thin rim. Plain C++ on byte masks (x fastest),
// used by training (per sample of a patch) and by `interact --simulate`.
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <vector>

#include "engine/interactive/Prompts.h"

namespace segstudio::engine {

struct MaskGrid {
    VoxelIndex size{1, 1, 1};              // x, y, z
    std::array<double, 3> spacing{1, 1, 1};  // relative units per axis (distances only)
    int64_t voxels() const { return size[0] * size[1] * size[2]; }
};

// The voxel of `mask` (non-zero = inside) farthest from its border, where
// the grid's faces do not count as border. Ties are broken by `rng` when
// given, else the first in memory order. nullopt for an empty mask.
std::optional<VoxelIndex> deepestVoxel(const std::vector<uint8_t>& mask, const MaskGrid& grid,
                                       std::mt19937_64* rng = nullptr);

// The largest 6-connected (4 in 2D) region of false negatives or false
// positives of `prediction` against `target` (both 0/1), as a 0/1 mask;
// `missed` when it is false negatives (those win a tie). Voxels where
// `ignore` is non-zero (may be empty) are never errors. nullopt when the
// prediction is perfect.
struct ErrorRegion {
    std::vector<uint8_t> mask;
    bool missed = true;
};
std::optional<ErrorRegion> largestErrorRegion(const std::vector<uint8_t>& prediction, const std::vector<uint8_t>& target,
                                              const MaskGrid& grid, const std::vector<uint8_t>& ignore = {});

// The corrective click: the deepest voxel of the largest error region,
// positive for false negatives. nullopt when the prediction is perfect.
std::optional<PromptClick> correctiveClick(const std::vector<uint8_t>& prediction, const std::vector<uint8_t>& target,
                                           const MaskGrid& grid, const std::vector<uint8_t>& ignore = {});

// The connected components (6-connected; 4 in 2D, where size z is 1) of
// the non-zero voxels: a label per voxel (0 outside, 1..n inside) and the
// voxel count of each (index 0 unused).
struct Components {
    std::vector<int32_t> labels;
    std::vector<int64_t> sizes;
};
Components connectedComponents(const std::vector<uint8_t>& mask, const MaskGrid& grid);

// The tight bounding box of the non-zero voxels; nullopt when there are none.
std::optional<PromptBox> boundingBox(const std::vector<uint8_t>& mask, const MaskGrid& grid);

// Dice of two 0/1 masks; 1 when both are empty.
double maskDice(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b);

// The challenge's protocol on one object: a first prompt (the deepest
// voxel as a click, or the tight box), then up to `corrections` corrective
// clicks, each added to the prompts of the request before. With
// `scribbleCorrections` each correction is a scribble into the largest
// error instead (simulatedScribble, StrokePrompts.h; seeded, so a run
// repeats). `segment`
// answers a request with a 0/1 mask on `grid` (keeping its own previous
// mask) and adds its network time to `milliseconds`. The curve holds the
// Dice after each interaction (1 + corrections values); once the answer is
// perfect the remaining values repeat it.
struct InteractionCurve {
    std::vector<double> dice;
    std::vector<double> milliseconds;  // per interaction
    double areaUnderCurve() const;     // mean Dice over the interactions
};
using SegmentFunction = std::function<std::vector<uint8_t>(const PromptSet& prompts, double& milliseconds)>;
InteractionCurve runClickProtocol(const SegmentFunction& segment, const std::vector<uint8_t>& target,
                                  const MaskGrid& grid, int corrections, bool startWithBox,
                                  const std::vector<uint8_t>& ignore = {}, bool scribbleCorrections = false);

}  // namespace segstudio::engine
