#pragma once
// Strokes drawn on one slice, expressed as the prompts an interactive model
// learns (Prompts.h): the prompt channels hold clicks and a box, and a
// stroke is turned into those:
//  - a scribble becomes clicks every `stepVoxels` along the stroke as drawn
//    (its corners included), all positive or all negative: a line of balls
//    as wide as a click. Training draws such lines too (simulatedScribble),
//    so the network has seen them;
//  - a lasso (a closed outline) becomes the box of its bounding rectangle
//    (boxAcrossSlices) and a positive click at the voxel inside the outline
//    farthest from it, which says which object the box holds (a concave
//    outline's centre may lie outside it).
// Plain C++. Voxel indices (x, y, z) on one grid; every point of a stroke
// lies on the slice through its first point perpendicular to `sliceAxis`.
#include <optional>
#include <random>
#include <vector>

#include "engine/interactive/ClickSimulation.h"

namespace segstudio::engine {

// Empty for an empty stroke; one click for a stroke of one point.
std::vector<PromptClick> scribbleClicks(const std::vector<VoxelIndex>& stroke, bool positive,
                                        double stepVoxels = kClickRadiusVoxels);

// A rectangle drawn on one slice as the box of a 3D object: it reaches
// across slices as far (in the grid's units, mm) as the rectangle's mean
// side, half on each side, clipped to the grid -- an object is about as
// deep as it is wide. On a grid one slice thick it stays that slice.
PromptBox boxAcrossSlices(const PromptBox& rectangle, int sliceAxis, const MaskGrid& grid);

// A scribble as a user draws one into `region` (0/1 on `grid`): a straight
// stroke on the slice through the region's deepest voxel, perpendicular to
// a random axis (z on a one-slice grid), through that voxel along the
// principal direction of the region's section there, ending a click's
// radius inside the section's border; returned as scribbleClicks makes it.
// Training's simulated user draws these as first prompts and corrections
// (PromptTensors.h); `interact --simulate --corrections scribble` too.
// Empty for an empty region.
std::vector<PromptClick> simulatedScribble(const std::vector<uint8_t>& region, const MaskGrid& grid, bool positive,
                                           std::mt19937_64& rng);

// A simulated user's correction of `error` (ClickSimulation.h): a click at
// its deepest voxel, or with `scribble` a simulatedScribble through it;
// positive for a missed region.
std::vector<PromptClick> correctionOf(const ErrorRegion& error, const MaskGrid& grid, bool scribble,
                                      std::mt19937_64& rng);

struct LassoPrompts {
    PromptBox box;       // the outline's bounding rectangle, across slices
    PromptClick inside;  // positive
};
// `grid`: the size and spacing of the grid the outline is on (distances in
// the slice are measured in its units). nullopt when the outline has fewer
// than three points or encloses no voxel centre (the even-odd rule).
std::optional<LassoPrompts> lassoPrompts(const std::vector<VoxelIndex>& outline, int sliceAxis, const MaskGrid& grid);

}  // namespace segstudio::engine
