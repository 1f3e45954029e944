#pragma once
// What preprocessing learned about a dataset: geometry of every case,
// foreground intensity statistics per channel and label volumes. Saved as
// fingerprint.json next to the cache; the engine plans networks from it.
#include <map>
#include <string>
#include <vector>

#include "common/Geometry.h"
#include "common/JsonFile.h"

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

// How intensities of a channel are normalised ("CT" uses dataset statistics).
enum class NormalizationScheme { ZScorePerImage, CTClipZScore, None };
const char* normalizationName(NormalizationScheme scheme);
NormalizationScheme normalizationFromModality(const std::string& modality);  // "CT" -> CTClipZScore

struct DatasetFingerprint {
    std::string datasetName;
    std::vector<std::string> channelNames;  // modality per channel, e.g. "MRI", "CT"
    std::map<int, std::string> labelNames;  // includes 0 = background
    std::vector<CaseFingerprint> cases;
    std::vector<IntensityStatistics> foregroundIntensity;  // one per channel

    Vec3 medianSpacingXyz() const;
    Size3 medianCroppedSizeXyz() const;
    int numClasses() const { return labelNames.empty() ? 2 : labelNames.rbegin()->first + 1; }

    Json toJson() const;
    static DatasetFingerprint fromJson(const Json& json, const std::string& fileForErrors);
};

// Target spacing for resampling, following nnU-Net's rule: the median spacing,
// except that for strongly anisotropic data (coarsest axis > 3x the finest) the
// coarse axis takes its 10th percentile, so thin-slice cases are not wasted.
Vec3 plannedTargetSpacing(const DatasetFingerprint& fingerprint);

// Intensity statistics of foreground samples (values inside labels > 0).
IntensityStatistics computeIntensityStatistics(std::vector<double> samples);

}  // namespace segstudio
