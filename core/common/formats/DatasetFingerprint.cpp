#include "common/formats/DatasetFingerprint.h"

#include <algorithm>
#include <cmath>

#include "common/Errors.h"
#include "common/image/Statistics.h"

namespace segstudio {

const char* normalizationName(NormalizationScheme scheme)
{
    switch (scheme) {
    case NormalizationScheme::ZScorePerImage: return "zscore";
    case NormalizationScheme::CTClipZScore: return "ct";
    case NormalizationScheme::RescaleToUnit: return "rescale_to_0_1";
    case NormalizationScheme::RgbToUnit: return "rgb_to_0_1";
    case NormalizationScheme::None: break;
    }
    return "none";
}

std::optional<NormalizationScheme> normalizationFromName(const std::string& name)
{
    for (auto scheme : {NormalizationScheme::ZScorePerImage, NormalizationScheme::CTClipZScore, NormalizationScheme::None,
                        NormalizationScheme::RescaleToUnit, NormalizationScheme::RgbToUnit})
        if (name == normalizationName(scheme))
            return scheme;
    return std::nullopt;
}

NormalizationScheme normalizationFromModality(const std::string& modality)
{
    std::string upper = modality;
    std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return std::toupper(c); });
    if (upper == "CT")
        return NormalizationScheme::CTClipZScore;
    if (upper == "NONORM" || upper == "NONE")
        return NormalizationScheme::None;
    if (upper == "RESCALE_TO_0_1")
        return NormalizationScheme::RescaleToUnit;
    if (upper == "RGB_TO_0_1")
        return NormalizationScheme::RgbToUnit;
    return NormalizationScheme::ZScorePerImage;
}

Vec3 DatasetFingerprint::medianSpacingXyz() const
{
    Vec3 result{1, 1, 1};
    for (int axis = 0; axis < 3; ++axis) {
        std::vector<double> values;
        for (const CaseFingerprint& c : cases)
            values.push_back(c.spacingXyz[axis]);
        if (!values.empty())
            result[axis] = median(values);
    }
    return result;
}

Size3 DatasetFingerprint::medianCroppedSizeXyz() const
{
    Size3 result{1, 1, 1};
    for (int axis = 0; axis < 3; ++axis) {
        std::vector<double> values;
        for (const CaseFingerprint& c : cases)
            values.push_back(static_cast<double>(c.croppedSizeXyz[axis]));
        if (!values.empty())
            result[axis] = static_cast<int64_t>(std::llround(median(values)));
    }
    return result;
}

double DatasetFingerprint::medianRelativeSizeAfterCropping() const
{
    std::vector<double> ratios;
    for (const CaseFingerprint& c : cases) {
        const double original = static_cast<double>(c.originalSizeXyz[0] * c.originalSizeXyz[1] * c.originalSizeXyz[2]);
        const double cropped = static_cast<double>(c.croppedSizeXyz[0] * c.croppedSizeXyz[1] * c.croppedSizeXyz[2]);
        ratios.push_back(original > 0 ? std::min(1.0, cropped / original) : 1.0);
    }
    return ratios.empty() ? 1.0 : median(ratios);
}

Vec3 plannedTargetSpacing(const DatasetFingerprint& fingerprint)
{
    Vec3 target = fingerprint.medianSpacingXyz();
    const Size3 sizes = fingerprint.medianCroppedSizeXyz();
    const int coarse = static_cast<int>(std::max_element(target.begin(), target.end()) - target.begin());
    double largestOther = 0;  // nnU-Net v2: max(other_spacings), not the finest
    int64_t smallestOtherSize = INT64_MAX;
    for (int axis = 0; axis < 3; ++axis)
        if (axis != coarse) {
            largestOther = std::max(largestOther, target[axis]);
            smallestOtherSize = std::min(smallestOtherSize, sizes[axis]);
        }
    const bool anisotropic = target[coarse] > 3.0 * largestOther && sizes[coarse] * 3 < smallestOtherSize;
    if (anisotropic) {
        std::vector<double> coarseSpacings;
        for (const CaseFingerprint& c : fingerprint.cases)
            coarseSpacings.push_back(c.spacingXyz[coarse]);
        const double tenth = percentile(coarseSpacings, 10.0);
        target[coarse] = std::max(tenth, largestOther);
    }
    return target;
}

IntensityStatistics computeIntensityStatistics(std::vector<double> samples)
{
    IntensityStatistics s;
    s.sampleCount = static_cast<int64_t>(samples.size());
    if (samples.empty())
        return s;
    const MeanStd ms = meanAndStd(samples);
    s.mean = ms.mean;
    s.std = ms.std;
    s.min = *std::min_element(samples.begin(), samples.end());
    s.max = *std::max_element(samples.begin(), samples.end());
    s.percentile00_5 = percentile(samples, 0.5);
    s.percentile99_5 = percentile(samples, 99.5);
    s.median = percentile(samples, 50.0);
    return s;
}

static Json statisticsToJson(const IntensityStatistics& s)
{
    return {{"mean", s.mean}, {"std", s.std}, {"median", s.median}, {"percentile_00_5", s.percentile00_5},
            {"percentile_99_5", s.percentile99_5}, {"min", s.min}, {"max", s.max}, {"sample_count", s.sampleCount}};
}

static IntensityStatistics statisticsFromJson(const Json& j)
{
    IntensityStatistics s;
    s.mean = j.at("mean");
    s.std = j.at("std");
    s.median = j.at("median");
    s.percentile00_5 = j.at("percentile_00_5");
    s.percentile99_5 = j.at("percentile_99_5");
    s.min = j.at("min");
    s.max = j.at("max");
    s.sampleCount = getChecked<int64_t>(j.at("sample_count"));
    return s;
}

Json DatasetFingerprint::toJson() const
{
    Json caseList = Json::array();
    for (const CaseFingerprint& c : cases) {
        Json volumes = Json::object();
        for (const auto& [label, mm3] : c.labelVolumesMm3)
            volumes[std::to_string(label)] = mm3;
        caseList.push_back({{"case_id", c.caseId},
                            {"original_size_xyz", c.originalSizeXyz},
                            {"cropped_size_xyz", c.croppedSizeXyz},
                            {"spacing_xyz", c.spacingXyz},
                            {"label_volumes_mm3", volumes}});
    }
    Json intensity = Json::array();
    for (const IntensityStatistics& s : foregroundIntensity)
        intensity.push_back(statisticsToJson(s));
    Json labels = Json::object();
    for (const auto& [value, name] : labelNames)
        labels[std::to_string(value)] = name;
    Json json = {{"dataset_name", datasetName},
                 {"channel_names", channelNames},
                 {"labels", labels},
                 {"median_spacing_xyz", medianSpacingXyz()},
                 {"median_cropped_size_xyz", medianCroppedSizeXyz()},
                 {"foreground_intensity", intensity},
                 {"cases", caseList}};
    if (ignoreLabelValue)
        json["ignore_label_value"] = *ignoreLabelValue;
    if (instances)
        json["instances"] = true;
    regions.addToJson(json);
    return json;
}

DatasetFingerprint DatasetFingerprint::fromJson(const Json& json, const std::string& file)
{
    DatasetFingerprint f;
    try {
        f.datasetName = json.value("dataset_name", "");
        f.channelNames = json.at("channel_names").get<std::vector<std::string>>();
        for (const auto& [value, name] : json.at("labels").items())
            f.labelNames[std::stoi(value)] = name.get<std::string>();
        for (const Json& s : json.at("foreground_intensity"))
            f.foregroundIntensity.push_back(statisticsFromJson(s));
        for (const Json& c : json.at("cases")) {
            CaseFingerprint cf;
            cf.caseId = c.at("case_id");
            cf.originalSizeXyz = getChecked<Size3>(c.at("original_size_xyz"));
            cf.croppedSizeXyz = getChecked<Size3>(c.at("cropped_size_xyz"));
            cf.spacingXyz = c.at("spacing_xyz").get<Vec3>();
            for (const auto& [label, mm3] : c.at("label_volumes_mm3").items())
                cf.labelVolumesMm3[std::stoi(label)] = mm3.get<double>();
            f.cases.push_back(cf);
        }
    } catch (const std::exception& error) {
        throw InputError(file, "", std::string("malformed fingerprint: ") + error.what());
    }
    if (json.contains("ignore_label_value"))
        f.ignoreLabelValue = requireField<int>(json, "ignore_label_value", file);
    f.instances = optionalField<bool>(json, "instances", false, file);
    f.regions = RegionLabels::fromJson(json, file);
    return f;
}

}  // namespace segstudio
