#pragma once
// A label map made on another grid than the scan it belongs to, placed on
// the scan's grid: the NIfTI world's maps of a DICOM series (dcm2niix,
// nibabel, TotalSegmentator, nnU-Net and MONAI write LAS or RAS; the series
// is LPS), crops, other spacings, oblique grids. The same voxel centres in
// another axis order or direction are moved voxel for voxel, with no
// interpolation; any other grid that overlaps is resampled by nearest
// neighbour, with a warning that gives each label's voxel count before and
// after. Qt-free, toolkit-free.
#include <string>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio {

enum class LabelPlacementKind {
    SameGrid,    // nothing to do
    Reoriented,  // the same voxel centres: axes permuted and/or flipped, voxel for voxel
    Resampled,   // nearest neighbour onto the target grid
};

struct PlacedLabels {
    Volume labels;  // on the target grid, the input's voxel type
    LabelPlacementKind kind = LabelPlacementKind::SameGrid;
    // Resampled: one line of what changed, then one per label value
    // ("label 3: 1204 -> 1187 voxels (-1.4 %)"). Empty otherwise.
    std::vector<std::string> warnings;
};

// Voxel centres closer than this (in voxels of either grid) are the same.
inline constexpr double kSameCentreVoxels = 1e-3;

// Places `labels` (an integer label map, one component) on `target`.
// `labelFile` and `targetName` ("the reference series", "the scan") name
// the two in messages. Throws InputError naming `labelFile` (field
// "geometry") when the two grids do not overlap at all.
PlacedLabels placeLabelsOnGrid(const Volume& labels, const Geometry& target, const std::string& labelFile,
                               const std::string& targetName);

}  // namespace segstudio
