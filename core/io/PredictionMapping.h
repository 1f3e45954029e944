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
// Memory: the results on the source grid; the probabilities are resampled
// slice by slice (SeparableResampling.h), a few slices per worker.
#include <optional>
#include <vector>

#include "common/image/Volume.h"
#include "io/CasePreprocessing.h"

namespace segstudio::io {

struct SourcePrediction {
    Volume labels;                        // label values on mapping.source; uint8 when they fit, else int16
    std::optional<Volume> probabilities;  // float32, one component per class, when asked for
    // float32 normalised entropy of those probabilities (common/image/Uncertainty.h),
    // when asked for; 0 outside the crop box. Summed class by class, so it
    // costs one float per voxel, not the probabilities.
    std::optional<Volume> entropy;
};

// `probabilities`: plan.outputCount() planar float32 channels on
// mapping.resampled (classes, or regions). Throws InputError when the sizes
// disagree, or when mapping.resampled's axes differ from mapping.cropped's.
// `threads`: worker threads.
// nnU-Net's plans (ImageInterpolation::NnUNet, softmax outputs): the
// probabilities are mapped back as logits (their logarithms), the label map
// is their argmax and the probabilities written are their softmax, as
// nnU-Net's export does.
bool mapsBackLogits(const PreprocessingPlan& plan);

SourcePrediction mapPredictionToSource(std::vector<float> probabilities, const CaseMapping& mapping,
                                       const PreprocessingPlan& plan, bool withProbabilities, int threads = 1,
                                       bool withEntropy = false);

// One float per voxel of mapping.resampled (an uncertainty map) onto the
// source grid, resampled like a class probability; `outside` fills the
// voxels outside the crop box. Throws InputError when the size disagrees.
Volume mapScalarToSource(const std::vector<float>& values, const CaseMapping& mapping, float outside, int threads = 1);

// Class indices on the cached (resampled) grid as label values (for
// previews of cached cases, which hold classes).
std::vector<int32_t> classesToLabelValues(const std::vector<int16_t>& classes, const std::vector<int>& labelValues);

}  // namespace segstudio::io
