#pragma once
// What preprocessing learned about a dataset: geometry of every case,
// foreground intensity statistics per channel and label volumes. Saved as
// fingerprint.json next to the cache; the engine plans networks from it.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/image/Geometry.h"
#include "common/formats/JsonFile.h"
#include "common/image/LabelRegions.h"

namespace segstudio {

struct IntensityStatistics {
    double mean = 0, std = 0, median = 0;
    double percentile00_5 = 0, percentile99_5 = 0;
    double min = 0, max = 0;
    int64_t sampleCount = 0;
};

struct CaseFingerprint {
    std::string caseId;
    Size3 originalSizeXyz{1, 1, 1};
    Size3 croppedSizeXyz{1, 1, 1};  // after cropping to the non-zero region
    Vec3 spacingXyz{1, 1, 1};       // mm, of the source scan
    std::map<int, double> labelVolumesMm3;  // per class > 0
};

// How intensities of a channel are normalised, chosen from the channel name as
// nnU-Net v2 does: "CT" -> CTClipZScore (dataset foreground statistics),
// "noNorm" -> None, "rescale_to_0_1" -> RescaleToUnit (per-image min-max),
// "rgb_to_0_1" -> RgbToUnit (divide by 255), anything else -> ZScorePerImage.
enum class NormalizationScheme { ZScorePerImage, CTClipZScore, None, RescaleToUnit, RgbToUnit };
const char* normalizationName(NormalizationScheme scheme);  // "zscore", "ct", "none", "rescale_to_0_1", "rgb_to_0_1"
NormalizationScheme normalizationFromModality(const std::string& modality);
// The scheme named by normalizationName(), or nullopt.
std::optional<NormalizationScheme> normalizationFromName(const std::string& name);

struct DatasetFingerprint {
    std::string datasetName;
    std::vector<std::string> channelNames;  // modality per channel, e.g. "MRI", "CT"
    std::map<int, std::string> labelNames;  // includes 0 = background
    std::optional<int> ignoreLabelValue;
    bool instances = false;  // dataset.json "instances": labelNames are background, object, boundary    // nnU-Net v2 "ignore" (PreprocessingPlan.h); not in labelNames
    RegionLabels regions;                   // region-based datasets only
    std::vector<CaseFingerprint> cases;
    std::vector<IntensityStatistics> foregroundIntensity;  // one per channel

    Vec3 medianSpacingXyz() const;
    Size3 medianCroppedSizeXyz() const;
    // Median over cases of cropped voxels / original voxels (1 without cases).
    double medianRelativeSizeAfterCropping() const;
    // Declared label values (background 0 included) become classes 0..n-1 in
    // ascending order of value; undeclared: background and one foreground.
    int numClasses() const { return labelNames.empty() ? 2 : static_cast<int>(labelNames.size()); }

    Json toJson() const;
    static DatasetFingerprint fromJson(const Json& json, const std::string& fileForErrors);
};

// Target spacing for resampling, following nnU-Net's rule: the median spacing,
// except that for strongly anisotropic data (coarsest axis > 3x the largest
// other spacing, and fewer than a third of the smallest other extent's
// voxels along it) the coarse axis takes its 10th percentile, never finer
// than the largest other spacing, so thin-slice cases are not wasted.
Vec3 plannedTargetSpacing(const DatasetFingerprint& fingerprint);

// Intensity statistics of foreground samples (values inside labels > 0).
IntensityStatistics computeIntensityStatistics(std::vector<double> samples);

}  // namespace segstudio
