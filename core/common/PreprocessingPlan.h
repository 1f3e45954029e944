#pragma once
// How scans become network input: crop, resample, normalise. Resolved once
// per dataset (CT statistics come from its fingerprint), stored in the cache
// index and in every model package so inference preprocesses new scans the
// same way. Plain data, no toolkit.
#include <string>
#include <vector>

#include "common/DatasetFingerprint.h"
#include "common/Geometry.h"
#include "common/JsonFile.h"

namespace segstudio {

enum class ImageInterpolation { Linear, BSpline };
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
    std::vector<ChannelNormalization> channels;

    Json toJson() const;
    // Throws InputError(file, field, reason) on unknown or missing values.
    static PreprocessingPlan fromJson(const Json& json, const std::string& fileForErrors);
};

// Target spacing from the fingerprint (nnU-Net's rule) and per-channel
// normalisation from the channel names and foreground statistics.
PreprocessingPlan planPreprocessing(const DatasetFingerprint& fingerprint);

const char* imageInterpolationName(ImageInterpolation i);  // "linear", "bspline"
const char* labelInterpolationName(LabelInterpolation i);  // "nearest", "per-label-linear"

}  // namespace segstudio
