#pragma once
// One case, scans -> network input, nnU-Net style:
//  1. crop every channel and the label to the bounding box of the non-zero
//     voxels (of any channel);
//  2. resample to the plan's target spacing (images linear or B-spline,
//     labels nearest or per-label linear; anisotropic data: the coarse axis
//     separately, nearest, see Resampling.h);
//  3. normalise each channel by its plan entry: per-image z-score (inside the
//     non-zero mask, holes filled, when the plan says so for the dataset),
//     CT (clip to the dataset's foreground 0.5-99.5 percentiles, then z-score
//     with the dataset's foreground mean and std), per-image min-max to
//     [0, 1], divide by 255 (RGB), or none;
//  4. label values -> classes (PreprocessingPlan::labelValues).
// The mapping back to the source scan is PredictionMapping.h.
#include <array>
#include <string>
#include <vector>

#include "common/formats/JsonFile.h"
#include "common/formats/PreprocessingPlan.h"
#include "common/image/Volume.h"

namespace segstudio::io {

// Half-open voxel box [lo, hi) in the source scan.
struct CropBox {
    std::array<int64_t, 3> lo{0, 0, 0};
    std::array<int64_t, 3> hi{1, 1, 1};
    Size3 size() const { return {hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]}; }
};

// Bounding box of voxels where any channel is non-zero; the whole grid when
// every voxel is zero.
CropBox nonZeroBoundingBox(const std::vector<Volume>& images);

// The mapping from a source scan to its preprocessed grid, stored in each
// cache file's "source" header and used to put predictions back.
struct CaseMapping {
    Geometry source;     // the scan as read
    CropBox crop;
    Geometry cropped;    // source spacing, cropped extent
    Geometry resampled;  // the network's grid
    bool normalizedInsideMaskOnly = false;

    Json toJson() const;
    static CaseMapping fromJson(const Json& json, const std::string& fileForErrors);
};

struct PreprocessedCase {
    std::string caseId;
    int channels = 0;
    std::vector<float> image;     // channel-planar float32 on mapping.resampled
    std::vector<int16_t> label;   // classes (not label values); empty without a label
    CaseMapping mapping;
};

// One case through crop, resample, normalise. `images` are the case's image
// files as read (their components become channels, in order); `label` may be
// null (inference). Throws InputError when the channel count differs from the
// plan's, or when the label map holds a value the plan does not declare.
// Runs on any thread; `threads` bounds ITK's work units.
PreprocessedCase preprocessCase(const std::string& caseId, const std::vector<Volume>& images, const Volume* label,
                                const PreprocessingPlan& plan, int threads = 1);

// The steps of preprocessCase, for block-wise preprocessing
// (blockwise/SlabPreprocessing.h):
// the source grid's geometry inside `box` (same spacing and direction);
Geometry croppedSourceGeometry(const Geometry& source, const CropBox& box);
// one channel normalised in place by its plan entry (z-score and min-max
// from these values, inside `mask` when given);
void normalizeValues(std::vector<float>& values, const ChannelNormalization& normalization,
                     const std::vector<uint8_t>* mask);

// Channels of all image files, each as float32, x fastest.
std::vector<std::vector<float>> splitChannels(const std::vector<Volume>& images);

// The label map's values (first component), rounded; 32 bits, so uint16
// values above 32767 keep their value.
std::vector<int32_t> labelValuesAsInt32(const Volume& label);

}  // namespace segstudio::io
