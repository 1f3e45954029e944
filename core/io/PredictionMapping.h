#pragma once
// A prediction on the preprocessed grid, put back on the source scan as
// nnU-Net exports it: each class's probability is resampled to the cropped
// source grid (linear; the coarse axis of anisotropic data separately,
// nearest, see Resampling.h), the most probable class is taken there, the
// crop box is pasted into a background-filled source grid, and classes
// become the plan's label values. So the label map is, voxel for voxel, the
// argmax of the probabilities written beside it (ties: the lower class).
// Region-based plans (LabelRegions.h): each region's sigmoid is resampled the
// same way and the label map is rebuilt where it exceeds 0.5, in the plan's
// regions_class_order; outside the crop box no region is present.
// Memory: one class at a time on the cropped grid plus the running maximum,
// and the probability volume itself when it is asked for.
#include <optional>
#include <vector>

#include "common/Volume.h"
#include "io/CasePreprocessing.h"

namespace segstudio::io {

struct SourcePrediction {
    Volume labels;                        // label values on mapping.source; uint8 when they fit, else int16
    std::optional<Volume> probabilities;  // float32, one component per class, when asked for
};

// `probabilities`: plan.outputCount() planar float32 channels on
// mapping.resampled (classes, or regions). Throws InputError when the sizes
// disagree. `threads`: ITK work units.
SourcePrediction mapPredictionToSource(const std::vector<float>& probabilities, const CaseMapping& mapping,
                                       const PreprocessingPlan& plan, bool withProbabilities, int threads = 1);

// Class indices on the cached (resampled) grid as label values (for
// previews of cached cases, which hold classes).
std::vector<int16_t> classesToLabelValues(const std::vector<int16_t>& classes, const std::vector<int>& labelValues);

}  // namespace segstudio::io
