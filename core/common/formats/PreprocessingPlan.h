#pragma once
// How scans become network input: crop, resample, normalise. Resolved once
// per dataset (CT statistics come from its fingerprint), stored in the cache
// index and in every model package so inference preprocesses new scans the
// same way. Plain data, no toolkit.
#include <optional>
#include <string>
#include <vector>

#include "common/formats/DatasetFingerprint.h"
#include "common/image/Geometry.h"
#include "common/formats/JsonFile.h"
#include "common/image/LabelRegions.h"

namespace segstudio {

// NnUNet: a pretrained nnU-Net model's plans (io/NnUNetResampling.h):
// normalise first, then resize to nnU-Net's shape with its cubic spline,
// and map predictions back as logits (PredictionMapping.h).
enum class ImageInterpolation { Linear, BSpline, NnUNet };
enum class LabelInterpolation { Nearest, PerLabelLinear };

struct ChannelNormalization {
    std::string name;  // modality, e.g. "CT", "MRI", "T2"
    NormalizationScheme scheme = NormalizationScheme::ZScorePerImage;
    // CTClipZScore: clip to [clipLow, clipHigh], then (x - mean) / std.
    double clipLow = 0, clipHigh = 0, mean = 0, std = 1;
};

struct PreprocessingPlan {
    Vec3 targetSpacingXyz{1, 1, 1};  // mm
    ImageInterpolation imageInterpolation = ImageInterpolation::Linear;
    LabelInterpolation labelInterpolation = LabelInterpolation::PerLabelLinear;
    bool cropToNonZero = true;
    // Per-image z-scores inside the non-zero mask (holes filled) only, the
    // rest set to 0: decided once for the dataset, as nnU-Net v2 does, when
    // cropping to the non-zero region kept less than 3/4 of the median
    // case's voxels (the zeros are then outside the body). The same for
    // every case and at inference. Other schemes ignore it.
    bool normalizeInsideNonZeroMask = false;
    // A 2D nnU-Net configuration (ImageInterpolation::NnUNet): each scan
    // keeps its own z spacing; targetSpacingXyz[2] only estimates sizes.
    bool keepSourceSpacingZ = false;
    // Resampling as MONAI's Spacingd and Invertd do it (a MONAI bundle's
    // plan): the grid keeps the first voxel centre, with round((n - 1) x
    // spacing / target) + 1 voxels, and images and probabilities are linear
    // along every axis. false: the scan's extent kept (outer voxel edges
    // meet) and the coarse axis of anisotropic data nearest, as nnU-Net
    // (io/Resampling.h).
    bool monaiResampling = false;
    std::vector<ChannelNormalization> channels;
    // Class k of the network is label value labelValues[k] in label maps:
    // the declared values in ascending order, 0 (background) first. Label maps
    // are turned into classes when cached and back into values on output, so
    // 0/255 masks train two classes and {0,1,2,4} trains four.
    std::vector<int> labelValues{0, 1};
    // Region-based training (LabelRegions.h): the network outputs one sigmoid
    // per region instead of one softmax class per label value. The cache
    // still holds classes; regions are sets of them.
    RegionLabels regions;
    // nnU-Net v2's "ignore" label: a value marking voxels nobody annotated
    // (scribbles, a few slices). It is no class of the network: cached as
    // class ignoreClass() (one past the last), left out of the loss, the
    // validation and the metrics, and never predicted.
    std::optional<int> ignoreLabelValue;
    // Instance segmentation (io/Instances.h): label maps hold one id per
    // object and train as background / interior / boundary (labelValues
    // {0, 1, 2}); predictions become one id per object again.
    bool instances = false;

    int classCount() const { return static_cast<int>(labelValues.size()); }
    int ignoreClass() const { return classCount(); }
    // Classes a cached label map may hold: the classes, and the ignore class.
    int cachedClassLimit() const { return classCount() + (ignoreLabelValue ? 1 : 0); }
    bool regionBased() const { return !regions.empty(); }
    // Network outputs: regions, or classes.
    int outputCount() const { return regionBased() ? regions.count() : classCount(); }
    // Whether class k (label value labelValues[k]) belongs to region r.
    bool regionHoldsClass(int r, int k) const { return regions.contains(r, labelValues[static_cast<std::size_t>(k)]); }
    // The class the label map gets where region r is the last region predicted.
    int classOfRegion(int r) const { return classOfValue(regions.classOrder[static_cast<std::size_t>(r)]); }
    // The class of a label value (ignoreClass() for the ignore label), or -1
    // when the value is not declared.
    int classOfValue(int value) const;

    Json toJson() const;
    // Throws InputError(file, field, reason) on unknown or missing values.
    static PreprocessingPlan fromJson(const Json& json, const std::string& fileForErrors);
};

// Cropped/original voxels below which z-scores use the non-zero mask.
constexpr double kMaskNormalizationThreshold = 0.75;

// Target spacing from the fingerprint (nnU-Net's rule), the non-zero mask
// decision (median relative size after cropping), per-channel
// normalisation from the channel names and foreground statistics, and the
// label values from the fingerprint's labels.
PreprocessingPlan planPreprocessing(const DatasetFingerprint& fingerprint);

const char* imageInterpolationName(ImageInterpolation i);  // "linear", "bspline", "nnunet"
const char* labelInterpolationName(LabelInterpolation i);  // "nearest", "per-label-linear"

}  // namespace segstudio
