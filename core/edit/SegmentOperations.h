#pragma once
// Segment operations on one label of a label map, the cleaning steps every
// segment editor has (Slicer's Islands, Margin, Hollow, Smoothing, Logical
// operators), built on ITK filters. Qt-free; any thread; pure: the input map
// is not changed, the result is a new map on the same grid and voxel type.
//
// Contract shared by every operation:
// - It computes the target label's new mask from its current mask. Voxels
//   that leave the mask become 0; voxels that join it get the label only
//   where they hold 0. Voxels of every other label are untouched, with one
//   exception the caller names: `union` with a label of the same map merges
//   that label's voxels into the target.
// - A locked label never changes: an operation whose target (or merged
//   operand) is locked throws InputError naming it.
// - Lengths are mm and use the map's spacing, so a 2 mm margin is 2 mm along
//   a 0.7 mm in-plane axis and along a 3 mm slice axis alike. Distances are
//   exact Euclidean distances between voxel centres (ITK's Maurer filter):
//   grow by m adds the voxels within m mm of the mask; shrink by m removes
//   the voxels within m mm of a voxel outside it (outside the image is not
//   "outside the mask"). Opening and closing are shrink-then-grow and
//   grow-then-shrink with the same distance, i.e. with a ball of radius m.
// - Islands are connected by faces (6-neighbours in 3D, 4 in 2D) unless
//   fullConnectivity asks for 26 (8).
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio::edit {

enum class SegmentOperationKind {
    KeepLargestIsland,   // the largest face-connected island stays, the others become 0
    RemoveSmallIslands,  // islands of fewer than minimumVolumeMm3 become 0
    SplitIslands,        // the largest keeps the label, the others get new labels (largest present + 1, ...) by
                         // decreasing size, equal sizes in the order of their first voxel (x fastest)
    Grow,                // margin +mm
    Shrink,              // margin -mm
    Hollow,              // a shell of `mm` thickness on the side `shell`
    Median,              // binary median, box radius round(mm / spacing) voxels per axis
    Opening,             // shrink then grow by mm
    Closing,             // grow then shrink by mm
    Gaussian,            // Gaussian of the mask (sigma mm, ITK's discrete Gaussian), thresholded at 0.5
    Union,               // mask | operand
    Intersect,           // mask & operand
    Subtract,            // mask & !operand
    Invert,              // every voxel holding 0 gets the label; the label's voxels become 0
};

enum class ShellSide { Inside, Outside, Centred };

struct SegmentOperation {
    SegmentOperationKind kind = SegmentOperationKind::KeepLargestIsland;
    int64_t label = 1;
    double mm = 0;                  // margin, shell thickness, smoothing radius or sigma
    double minimumVolumeMm3 = 0;    // RemoveSmallIslands
    ShellSide shell = ShellSide::Inside;
    bool fullConnectivity = false;  // islands: 26 (8 in 2D) neighbours instead of faces
    // Logical operations: the operand is operandLabel in operandMap (a map on
    // the same grid), or in the map itself when operandMap is null.
    const Volume* operandMap = nullptr;
    int64_t operandLabel = 0;
};

struct SegmentOperationResult {
    Volume labels;                 // the whole map after the operation
    int64_t addedVoxels = 0;       // voxels that got the label
    int64_t removedVoxels = 0;     // voxels of the label that became 0 (or a new island label)
    std::vector<int64_t> newLabels;  // SplitIslands: the labels given to the other islands
    int64_t islands = 0;           // island operations: islands of the label before the operation
};

// Parses "keep-largest", "remove-small", "split", "grow", "shrink",
// "hollow", "median", "opening", "closing", "gaussian", "union",
// "intersect", "subtract", "invert"; throws InputError(field "operation").
SegmentOperationKind segmentOperationFromName(const std::string& name);
std::string segmentOperationName(SegmentOperationKind kind);
std::vector<std::string> segmentOperationNames();
ShellSide shellSideFromName(const std::string& name);  // "inside", "outside", "centred" (or "centered")

// Throws InputError (file "", the field and reason) for a map that is not an
// integer map of one component, a label 0 or one the type cannot hold, a
// negative or non-finite length, an operand on another grid, a locked target
// or merged operand, or new island labels that do not fit the voxel type.
SegmentOperationResult applySegmentOperation(const Volume& labels, const SegmentOperation& operation,
                                             const std::set<int64_t>& lockedLabels = {});

// The scan with every voxel outside (fillOutside) or inside the label set to
// fillValue in every channel, clamped to the scan's type. `labels` must lie
// on the scan's grid (same size); throws InputError otherwise.
Volume maskScanByLabel(const Volume& scan, const Volume& labels, int64_t label, bool fillOutside, double fillValue);

}  // namespace segstudio::edit
