#pragma once
// nnU-Net's postprocessing: for a label, keep only its largest connected
// component (26-connected in 3D, 8 in 2D; ITK's ConnectedComponentImageFilter
// fully connected), the other components become background. Whether to do
// it for a label is decided on the validation predictions: only where it
// raises that label's mean Dice.
#include <cstdint>
#include <map>
#include <vector>

#include "common/Geometry.h"
#include "common/Volume.h"

namespace segstudio::io {

// In place, on x-fastest `values` of a grid of `sizeXyz` voxels.
void keepLargestComponent(std::vector<int16_t>& values, const Size3& sizeXyz, int value);

// In place on a label map (any integer scalar type, one component).
void keepLargestComponents(Volume& labels, const std::vector<int>& values);

// A validation case: predicted and reference classes on the same grid.
struct ValidationPair {
    std::vector<int16_t> predicted, reference;
    Size3 sizeXyz{1, 1, 1};
};

struct ComponentDecision {
    int cls = 0;
    double diceBefore = 0, diceAfter = 0;  // mean over cases (SegmentationMetrics.h conventions)
    bool keepLargest = false;              // strictly higher Dice after
};

// For every class 1..classes-1, the mean Dice with and without keeping the
// largest component, and the decision.
std::vector<ComponentDecision> chooseLargestComponentClasses(const std::vector<ValidationPair>& cases, int classes);

}  // namespace segstudio::io
