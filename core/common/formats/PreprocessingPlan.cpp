#include "common/formats/PreprocessingPlan.h"

#include <algorithm>

#include "common/Errors.h"

namespace segstudio {

const char* imageInterpolationName(ImageInterpolation i)
{
    return i == ImageInterpolation::BSpline ? "bspline" : i == ImageInterpolation::NnUNet ? "nnunet" : "linear";
}

const char* labelInterpolationName(LabelInterpolation i)
{
    return i == LabelInterpolation::Nearest ? "nearest" : "per-label-linear";
}

int PreprocessingPlan::classOfValue(int value) const
{
    if (ignoreLabelValue && value == *ignoreLabelValue)
        return ignoreClass();
    const auto found = std::lower_bound(labelValues.begin(), labelValues.end(), value);
    return found != labelValues.end() && *found == value ? static_cast<int>(found - labelValues.begin()) : -1;
}

Json PreprocessingPlan::toJson() const
{
    Json channelList = Json::array();
    for (const ChannelNormalization& c : channels)
        channelList.push_back({{"name", c.name},
                               {"normalization", normalizationName(c.scheme)},
                               {"clip_low", c.clipLow},
                               {"clip_high", c.clipHigh},
                               {"mean", c.mean},
                               {"std", c.std}});
    Json json = {{"target_spacing_xyz", targetSpacingXyz},
                 {"image_interpolation", imageInterpolationName(imageInterpolation)},
                 {"label_interpolation", labelInterpolationName(labelInterpolation)},
                 {"crop_to_nonzero", cropToNonZero},
                 {"normalize_inside_nonzero_mask", normalizeInsideNonZeroMask},
                 {"keep_source_spacing_z", keepSourceSpacingZ},
                 {"channels", channelList},
                 {"label_values", labelValues}};
    if (ignoreLabelValue)
        json["ignore_label_value"] = *ignoreLabelValue;
    if (monaiResampling)
        json["monai_resampling"] = true;
    if (instances)
        json["instances"] = true;
    regions.addToJson(json);
    return json;
}

static NormalizationScheme schemeFromName(const std::string& name, const std::string& file, const std::string& field)
{
    if (const auto scheme = normalizationFromName(name))
        return *scheme;
    throw InputError(file, field, "unknown normalization '" + name + "' (zscore, ct, none, rescale_to_0_1 or rgb_to_0_1)");
}

PreprocessingPlan PreprocessingPlan::fromJson(const Json& json, const std::string& file)
{
    PreprocessingPlan plan;
    plan.targetSpacingXyz = requireField<Vec3>(json, "target_spacing_xyz", file);
    for (double s : plan.targetSpacingXyz)
        if (!(s > 0))
            throw InputError(file, "target_spacing_xyz", "must be positive");
    const std::string image = requireField<std::string>(json, "image_interpolation", file);
    if (image != "linear" && image != "bspline" && image != "nnunet")
        throw InputError(file, "image_interpolation", "must be linear, bspline or nnunet, not '" + image + "'");
    plan.imageInterpolation = image == "bspline" ? ImageInterpolation::BSpline
                              : image == "nnunet" ? ImageInterpolation::NnUNet
                                                  : ImageInterpolation::Linear;
    const std::string label = requireField<std::string>(json, "label_interpolation", file);
    if (label != "nearest" && label != "per-label-linear")
        throw InputError(file, "label_interpolation", "must be nearest or per-label-linear, not '" + label + "'");
    plan.labelInterpolation = label == "nearest" ? LabelInterpolation::Nearest : LabelInterpolation::PerLabelLinear;
    plan.cropToNonZero = requireField<bool>(json, "crop_to_nonzero", file);
    // Plans written before the decision was per dataset: the whole image.
    plan.normalizeInsideNonZeroMask = optionalField<bool>(json, "normalize_inside_nonzero_mask", false, file);
    plan.keepSourceSpacingZ = optionalField<bool>(json, "keep_source_spacing_z", false, file);
    plan.monaiResampling = optionalField<bool>(json, "monai_resampling", false, file);
    const Json channels = requireField<Json>(json, "channels", file);
    for (std::size_t i = 0; i < channels.size(); ++i) {
        const std::string where = "channels[" + std::to_string(i) + "]";
        ChannelNormalization c;
        c.name = requireField<std::string>(channels[i], "name", file + " " + where);
        c.scheme = schemeFromName(requireField<std::string>(channels[i], "normalization", file), file, where + ".normalization");
        c.clipLow = requireField<double>(channels[i], "clip_low", file + " " + where);
        c.clipHigh = requireField<double>(channels[i], "clip_high", file + " " + where);
        c.mean = requireField<double>(channels[i], "mean", file + " " + where);
        c.std = requireField<double>(channels[i], "std", file + " " + where);
        plan.channels.push_back(c);
    }
    if (plan.channels.empty())
        throw InputError(file, "channels", "must list at least one channel");
    if (!json.contains("label_values"))
        throw InputError(file, "label_values",
                         "missing: written by a SegStudio that kept label values as classes; preprocess or train again");
    try {
        plan.labelValues = getChecked<std::vector<int>>(json.at("label_values"));
    } catch (const nlohmann::json::exception&) {
        throw InputError(file, "label_values", "must be a list of integers");
    }
    const bool ascending = std::adjacent_find(plan.labelValues.begin(), plan.labelValues.end(),
                                              [](int a, int b) { return a >= b; }) == plan.labelValues.end();
    if (plan.labelValues.size() < 2 || plan.labelValues.front() != 0 || !ascending)
        throw InputError(file, "label_values", "must start with 0 and list at least two distinct values in ascending order");
    if (json.contains("ignore_label_value")) {
        plan.ignoreLabelValue = requireField<int>(json, "ignore_label_value", file);
        if (*plan.ignoreLabelValue <= 0 || std::count(plan.labelValues.begin(), plan.labelValues.end(), *plan.ignoreLabelValue))
            throw InputError(file, "ignore_label_value", "must be a positive value that label_values does not list");
    }
    plan.instances = optionalField<bool>(json, "instances", false, file);
    if (plan.instances && plan.labelValues != std::vector<int>{0, 1, 2})
        throw InputError(file, "instances", "an instance plan has the label values [0, 1, 2] (background, interior, "
                                            "boundary)");
    plan.regions = RegionLabels::fromJson(json, file);
    for (const LabelRegion& r : plan.regions.regions)
        for (int value : r.values)
            if (plan.classOfValue(value) < 0)
                throw InputError(file, "regions", "region '" + r.name + "' holds label value " + std::to_string(value) +
                                                      ", which label_values does not list");
    return plan;
}

PreprocessingPlan planPreprocessing(const DatasetFingerprint& fingerprint)
{
    PreprocessingPlan plan;
    plan.targetSpacingXyz = plannedTargetSpacing(fingerprint);
    plan.normalizeInsideNonZeroMask = fingerprint.medianRelativeSizeAfterCropping() < kMaskNormalizationThreshold;
    for (std::size_t c = 0; c < fingerprint.channelNames.size(); ++c) {
        ChannelNormalization n;
        n.name = fingerprint.channelNames[c];
        n.scheme = normalizationFromModality(n.name);
        if (c < fingerprint.foregroundIntensity.size()) {
            const IntensityStatistics& s = fingerprint.foregroundIntensity[c];
            n.clipLow = s.percentile00_5;
            n.clipHigh = s.percentile99_5;
            n.mean = s.mean;
            n.std = s.std > 1e-8 ? s.std : 1.0;
        }
        plan.channels.push_back(n);
    }
    plan.labelValues = {0};
    for (const auto& [value, name] : fingerprint.labelNames)
        if (value > 0)
            plan.labelValues.push_back(value);
    if (plan.labelValues.size() < 2)
        plan.labelValues.push_back(1);
    plan.regions = fingerprint.regions;
    plan.ignoreLabelValue = fingerprint.ignoreLabelValue;
    plan.instances = fingerprint.instances;
    return plan;
}

}  // namespace segstudio
