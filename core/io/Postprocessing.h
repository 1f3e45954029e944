#pragma once
// nnU-Net's postprocessing: for a label (or a region), keep only its largest
// connected component (26-connected in 3D, 8 in 2D; ITK's ConnectedComponentImageFilter
// fully connected), the other components become background. Whether to do
// it for a label is decided on the validation predictions: only where it
// raises that label's mean Dice.
#include <cstdint>
#include <map>
#include <vector>

#include "common/image/Geometry.h"
#include "common/image/Volume.h"

namespace segstudio::io {

// A structure postprocessing acts on: the voxels whose value is one of
// `values` (one label, or the labels of a region). Removed voxels become 0.
using ValueSet = std::vector<int>;

// In place, on x-fastest `values` of a grid of `sizeXyz` voxels.
void keepLargestComponent(std::vector<int16_t>& values, const Size3& sizeXyz, const ValueSet& structure);

// In place on a label map (any integer scalar type, one component), one
// structure after the other.
void keepLargestComponents(Volume& labels, const std::vector<ValueSet>& structures);

// A validation case: predicted and reference classes on the same grid.
// Reference voxels holding `unannotated` (the ignore class; -1: none) are
// left out of the Dice.
struct ValidationPair {
    std::vector<int16_t> predicted, reference;
    Size3 sizeXyz{1, 1, 1};
    int unannotated = -1;
};

struct ComponentDecision {
    ValueSet structure;                    // classes
    double diceBefore = 0, diceAfter = 0;  // mean over cases (SegmentationMetrics.h conventions)
    bool keepLargest = false;              // strictly higher Dice after
};

// For every structure (sets of classes: each foreground class, or each
// region), the mean Dice of its mask with and without keeping its largest
// component, and the decision.
std::vector<ComponentDecision> chooseLargestComponent(const std::vector<ValidationPair>& cases,
                                                      const std::vector<ValueSet>& structures);

}  // namespace segstudio::io
