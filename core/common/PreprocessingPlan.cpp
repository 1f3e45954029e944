#include "common/PreprocessingPlan.h"

#include "common/Errors.h"

namespace segstudio {

const char* imageInterpolationName(ImageInterpolation i)
{
    return i == ImageInterpolation::BSpline ? "bspline" : "linear";
}

const char* labelInterpolationName(LabelInterpolation i)
{
    return i == LabelInterpolation::Nearest ? "nearest" : "per-label-linear";
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
    return {{"target_spacing_xyz", targetSpacingXyz},
            {"image_interpolation", imageInterpolationName(imageInterpolation)},
            {"label_interpolation", labelInterpolationName(labelInterpolation)},
            {"crop_to_nonzero", cropToNonZero},
            {"channels", channelList}};
}

static NormalizationScheme schemeFromName(const std::string& name, const std::string& file, const std::string& field)
{
    for (auto scheme : {NormalizationScheme::ZScorePerImage, NormalizationScheme::CTClipZScore, NormalizationScheme::None})
        if (name == normalizationName(scheme))
            return scheme;
    throw InputError(file, field, "unknown normalization '" + name + "' (zscore, ct or none)");
}

PreprocessingPlan PreprocessingPlan::fromJson(const Json& json, const std::string& file)
{
    PreprocessingPlan plan;
    plan.targetSpacingXyz = requireField<Vec3>(json, "target_spacing_xyz", file);
    for (double s : plan.targetSpacingXyz)
        if (!(s > 0))
            throw InputError(file, "target_spacing_xyz", "must be positive");
    const std::string image = requireField<std::string>(json, "image_interpolation", file);
    if (image != "linear" && image != "bspline")
        throw InputError(file, "image_interpolation", "must be linear or bspline, not '" + image + "'");
    plan.imageInterpolation = image == "bspline" ? ImageInterpolation::BSpline : ImageInterpolation::Linear;
    const std::string label = requireField<std::string>(json, "label_interpolation", file);
    if (label != "nearest" && label != "per-label-linear")
        throw InputError(file, "label_interpolation", "must be nearest or per-label-linear, not '" + label + "'");
    plan.labelInterpolation = label == "nearest" ? LabelInterpolation::Nearest : LabelInterpolation::PerLabelLinear;
    plan.cropToNonZero = requireField<bool>(json, "crop_to_nonzero", file);
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
    return plan;
}

PreprocessingPlan planPreprocessing(const DatasetFingerprint& fingerprint)
{
    PreprocessingPlan plan;
    plan.targetSpacingXyz = plannedTargetSpacing(fingerprint);
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
    return plan;
}

}  // namespace segstudio
