#include "engine/infer/MonaiBundle.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <map>

#include "common/Errors.h"
#include "common/formats/YamlFile.h"
#include "engine/infer/MonaiConfig.h"
#include "engine/infer/MonaiLoading.h"

namespace segstudio::engine {

namespace fs = std::filesystem;

namespace {

using namespace monai;

constexpr const char* kTransformsKnown =
    "LoadImaged, EnsureChannelFirstd, Orientationd, Spacingd, ScaleIntensityRanged, NormalizeIntensityd, "
    "ScaleIntensityd, CropForegroundd, EnsureTyped and ToTensord";

ChannelNormalization scaleIntensityRange(const Transform& t)
{
    const double aMin = t.number("a_min", std::nan("")), aMax = t.number("a_max", std::nan(""));
    if (!std::isfinite(aMin) || !std::isfinite(aMax) || aMax == aMin)
        throw InputError(t.file(), t.field(), "ScaleIntensityRanged needs a_min and a_max, two different numbers");
    ChannelNormalization n;
    n.scheme = NormalizationScheme::CTClipZScore;
    // y = (x - a_min) / (a_max - a_min) * (b_max - b_min) + b_min = (x - mean) / std;
    // without b_min and b_max, MONAI maps to [0, 1].
    const bool toRange = t.has("b_min") && t.has("b_max");
    const double bMin = toRange ? t.number("b_min", 0.0) : 0.0, bMax = toRange ? t.number("b_max", 1.0) : 1.0;
    if (bMax == bMin)
        throw InputError(t.file(), t.field("b_max"), "b_min and b_max must differ");
    n.std = (aMax - aMin) / (bMax - bMin);
    n.mean = aMin - bMin * n.std;
    const bool clip = t.flag("clip", false);
    const double far = std::numeric_limits<double>::max();
    n.clipLow = clip ? std::min(aMin, aMax) : -far;
    n.clipHigh = clip ? std::max(aMin, aMax) : far;
    return n;
}

struct Preprocessing {
    MonaiBundleSteps steps;
    PreprocessingPlan plan;
};

void readPreprocessing(const BundleConfig& config, const std::string& imageKey, int dimensions, int channels,
                       Preprocessing& out)
{
    out.plan.cropToNonZero = false;
    out.plan.imageInterpolation = ImageInterpolation::Linear;
    out.plan.monaiResampling = true;
    out.plan.targetSpacingXyz = {1, 1, 1};
    out.steps.resampledAxes = {false, false, false};
    std::optional<ChannelNormalization> intensity;
    for (const Transform& t : composeOf(config, "preprocessing")) {
        const std::string& name = t.name();
        if (!t.appliesTo(imageKey))
            continue;
        if (name == "LoadImaged") {
            // A reader setting that changes the array (as_closest_canonical, converter, ...) is refused by name.
            t.requireOnly({"reader", "image_only", "meta_keys", "meta_key_postfix", "overwriting", "ensure_channel_first",
                           "simple_keys", "prune_meta_pattern", "prune_meta_sep", "expanduser", "reverse_indexing",
                           "affine_lps_to_ras"});
            out.steps.imageReader =
                monaiImageReader(t.get("reader"), t.get("reverse_indexing"), t.get("affine_lps_to_ras"), t.file(), t.field());
        } else if (name == "EnsureChannelFirstd") {
            // SegStudio reads channels as they are stored (the last axis); channel_dim 0 means the first.
            t.requireOnly({"channel_dim", "strict_check", "meta_keys", "meta_key_postfix"});
            const Json channelDim = t.get("channel_dim");
            if (!channelDim.is_null() && channelDim != "no_channel" && channelDim != -1)
                throw InputError(t.file(), t.field("channel_dim"),
                                 "is " + channelDim.dump() + "; SegStudio reads the channels a file stores last "
                                 "(channel_dim -1, \"no_channel\" or none)");
        } else if (name == "AddChanneld" || name == "EnsureTyped" || name == "ToTensord") {
            // nothing to reproduce: SegStudio's volumes are channel-first float arrays already
        } else if (name == "Orientationd") {
            t.requireOnly({"axcodes", "as_closest_canonical", "labels"});
            if (t.has("labels") && t.get("labels") != Json::parse(R"([["L","R"],["P","A"],["I","S"]])"))
                throw InputError(t.file(), t.field("labels"), "other axis labels than MONAI's default are not reproduced");
            const std::string code = monaiOrientationTarget(t.text("axcodes", ""), t.flag("as_closest_canonical", false),
                                                            dimensions, t.file(), t.field());
            if (!out.steps.steps.empty())
                throw InputError(t.file(), t.field(),
                                 "Orientationd after Spacingd, an intensity transform or CropForegroundd is not "
                                 "reproduced (SegStudio reorients first)");
            out.steps.axcodes = code;
        } else if (name == "Spacingd") {
            t.requireOnly({"pixdim", "mode", "padding_mode", "align_corners", "scale_extent", "recompute_affine",
                           "min_pixdim", "max_pixdim", "ensure_same_shape", "diagonal"});
            if (t.flag("diagonal", false))
                throw InputError(t.file(), t.field("diagonal"), "diagonal resampling is not reproduced");
            // SegStudio resamples on MONAI's default grid: the first voxel centre kept, the border value beyond.
            for (const char* key : {"align_corners", "scale_extent"})
                if (t.flag(key, false))
                    throw InputError(t.file(), t.field(key), "true moves MONAI's grid; SegStudio reproduces its default (false)");
            Json padding = t.has("padding_mode") ? t.get("padding_mode") : Json("border");
            if (padding.is_array())
                padding = padding.empty() ? Json("border") : padding[0];
            if (padding != "border")
                throw InputError(t.file(), t.field("padding_mode"), "SegStudio resamples with MONAI's default, \"border\"");
            for (const char* key : {"min_pixdim", "max_pixdim"})
                if (t.has(key))
                    throw InputError(t.file(), t.field(key), "keeping a scan's own spacing within bounds is not reproduced");
            Json mode = t.has("mode") ? t.get("mode") : Json("bilinear");
            if (mode.is_array())
                mode = mode.empty() ? Json("bilinear") : mode[0];
            if (mode != "bilinear" && mode != 1)
                throw InputError(t.file(), t.field("mode"), "SegStudio resamples images linearly (\"bilinear\")");
            if (!t.has("pixdim"))
                throw InputError(t.file(), t.field("pixdim"), "is missing");
            const std::vector<double> pixdim = t.perAxis("pixdim", dimensions, 0);
            for (std::size_t a = 0; a < pixdim.size(); ++a)
                if (pixdim[a] > 0) {
                    out.plan.targetSpacingXyz[a] = pixdim[a];
                    out.steps.resampledAxes[a] = true;
                }
            if (std::count(out.steps.steps.begin(), out.steps.steps.end(), MonaiStep::Spacing))
                throw InputError(t.file(), t.field(), "a second Spacingd; SegStudio reproduces one");
            out.steps.steps.push_back(MonaiStep::Spacing);
        } else if (name == "ScaleIntensityRanged" || name == "NormalizeIntensityd" || name == "ScaleIntensityd") {
            if (intensity)
                throw InputError(t.file(), t.field(), "a second intensity transform; SegStudio reproduces one");
            ChannelNormalization n;
            if (name == "ScaleIntensityRanged") {
                t.requireOnly({"a_min", "a_max", "b_min", "b_max", "clip"});
                n = scaleIntensityRange(t);
            } else if (name == "NormalizeIntensityd") {
                t.requireOnly({"nonzero", "channel_wise", "subtrahend", "divisor"});
                if (t.has("subtrahend") || t.has("divisor"))
                    throw InputError(t.file(), t.field(), "NormalizeIntensityd with a fixed subtrahend or divisor is not reproduced");
                if (channels > 1 && !t.flag("channel_wise", false))
                    throw InputError(t.file(), t.field("channel_wise"),
                                     "false: statistics over all channels together are not reproduced (per channel are)");
                n.scheme = NormalizationScheme::ZScorePerImage;
                out.plan.normalizeInsideNonZeroMask = t.flag("nonzero", false);
            } else {
                t.requireOnly({"minv", "maxv", "channel_wise"});
                if (t.number("minv", 0.0) != 0.0 || t.number("maxv", 1.0) != 1.0)
                    throw InputError(t.file(), t.field(), "ScaleIntensityd is reproduced to [0, 1] only (minv 0, maxv 1)");
                n.scheme = NormalizationScheme::RescaleToUnit;
            }
            n.name = "image";
            intensity = n;
            out.steps.steps.push_back(MonaiStep::Intensity);
        } else if (name == "CropForegroundd") {
            t.requireOnly({"source_key", "margin", "allow_smaller", "k_divisible", "mode", "start_coord_key", "end_coord_key"});
            if (t.text("source_key", imageKey) != imageKey)
                throw InputError(t.file(), t.field("source_key"), "must be the image (\"" + imageKey + "\")");
            for (double k : t.perAxis("k_divisible", dimensions, 1))
                if (k != 1)
                    throw InputError(t.file(), t.field("k_divisible"), "a box divisible by k is not reproduced");
            const std::vector<double> margin = t.perAxis("margin", dimensions, 0);
            for (std::size_t a = 0; a < margin.size(); ++a)
                out.steps.cropMarginVoxels[a] = static_cast<int64_t>(std::max(0.0, margin[a]));
            if (std::count(out.steps.steps.begin(), out.steps.steps.end(), MonaiStep::CropForeground))
                throw InputError(t.file(), t.field(), "a second CropForegroundd; SegStudio reproduces one");
            out.steps.steps.push_back(MonaiStep::CropForeground);
        } else {
            throw InputError(t.file(), t.field(),
                             "is MONAI's " + name + ", which SegStudio does not reproduce; it runs bundles whose "
                             "preprocessing uses " + kTransformsKnown);
        }
    }
    ChannelNormalization none;
    none.name = "image";
    none.scheme = NormalizationScheme::None;
    out.plan.channels.assign(static_cast<std::size_t>(channels), intensity.value_or(none));
}

// The inferer: SlidingWindowInferer's patch, overlap and blending.
Triple readInferer(const BundleConfig& config, int dimensions, MonaiBundleSteps& steps)
{
    const Json raw = config.entry("inferer");
    if (raw.is_null())
        throw InputError(config.file(), "inferer", "is missing; SegStudio runs bundles with a SlidingWindowInferer");
    const Transform t(config, raw, "inferer");
    if (t.name() != "SlidingWindowInferer")
        throw InputError(t.file(), "inferer", "is " + t.name() + "; SegStudio runs bundles with a SlidingWindowInferer");
    t.requireOnly({"roi_size", "sw_batch_size", "overlap", "mode", "sigma_scale", "padding_mode", "cval", "sw_device",
                   "device", "progress", "cache_roi_weight_map", "cpu_thresh"});
    const char* padding = "SegStudio pads an image smaller than the window with 0 (MONAI's default: constant, cval 0)";
    if (t.text("padding_mode", "constant") != "constant")
        throw InputError(t.file(), t.field("padding_mode"), padding);
    if (t.number("cval", 0) != 0)
        throw InputError(t.file(), t.field("cval"), padding);
    const std::vector<double> roi = t.perAxis("roi_size", dimensions, 0);
    Triple patch{1, 1, 1};
    for (std::size_t a = 0; a < roi.size(); ++a) {
        if (roi[a] < 1 || roi[a] > 4096 || roi[a] != std::floor(roi[a]))
            throw InputError(t.file(), t.field("roi_size"),
                             "must give a window size of 1 to 4096 voxels per axis (a whole-image axis, <= 0, is not reproduced)");
        patch[a] = static_cast<int64_t>(roi[a]);
    }
    steps.overlap = t.number("overlap", 0.25);
    if (!(steps.overlap >= 0 && steps.overlap < 1))
        throw InputError(t.file(), t.field("overlap"), "must be at least 0 and below 1");
    const std::string mode = t.text("mode", "constant");
    if (mode != "gaussian" && mode != "constant")
        throw InputError(t.file(), t.field("mode"), "must be \"gaussian\" or \"constant\"");
    steps.gaussianBlending = mode == "gaussian";
    for (double sigma : t.perAxis("sigma_scale", dimensions, 0.125))
        if (steps.gaussianBlending && std::abs(sigma - 0.125) > 1e-9)
            throw InputError(t.file(), t.field("sigma_scale"), "SegStudio's Gaussian has sigma = window / 8 (0.125)");
    return patch;
}

struct Postprocessing {
    bool activated = false, discrete = false;  // Activationsd, AsDiscreted seen so far
    bool invertNearest = false;                // Invertd's nearest_interp
    bool sigmoid = false;
    std::vector<int> keepLargest;  // label values; empty: none
    bool keepLargestAll = false;
};

// `resamples`: the preprocessing holds a Spacingd, which Invertd undoes by
// interpolation (crops and orientations come back exactly either way).
Postprocessing readPostprocessing(const BundleConfig& config, const std::string& predKey, bool resamples)
{
    // Without Activationsd the labels are the argmax of the logits, the same as after a softmax.
    Postprocessing out;
    if (config.entry("postprocessing").is_null())
        return out;
    for (const Transform& t : composeOf(config, "postprocessing")) {
        const std::string& name = t.name();
        if (!t.appliesTo(predKey) || name == "SaveImaged" || name == "EnsureTyped" ||
            name == "ToTensord" || name == "CopyItemsd" || name == "SqueezeDimd")
            continue;
        if (name == "Activationsd") {
            t.requireOnly({"softmax", "sigmoid", "other"});
            if (t.has("other"))
                throw InputError(t.file(), t.field("other"), "a custom activation is not reproduced");
            const bool softmax = t.flag("softmax", false), sigmoid = t.flag("sigmoid", false);
            if (softmax == sigmoid)
                throw InputError(t.file(), t.field(), "Activationsd must choose softmax or sigmoid");
            out.sigmoid = sigmoid;
            out.activated = true;
        } else if (name == "Invertd") {
            // MONAI's default nearest_interp is true: every resampling undone by nearest neighbour,
            // which commutes with the activation and argmax. Linear (false) is reproduced on probabilities.
            out.invertNearest = t.flag("nearest_interp", true);
            if (resamples && !out.invertNearest && out.discrete)
                throw InputError(t.file(), t.field("nearest_interp"),
                                 "false after AsDiscreted resamples a label map linearly (fractional labels); "
                                 "SegStudio inverts probabilities, or a label map by nearest neighbour");
            if (resamples && !out.invertNearest && !out.activated)
                throw InputError(t.file(), t.field("nearest_interp"),
                                 "false before Activationsd resamples the logits linearly; SegStudio inverts "
                                 "probabilities (put Invertd after Activationsd)");
        } else if (name == "AsDiscreted") {
            out.discrete = true;
            t.requireOnly({"argmax", "threshold", "to_onehot", "rounding"});
            if (t.has("to_onehot") || t.has("rounding"))
                throw InputError(t.file(), t.field(), "one-hot output or rounding is not reproduced (a label map is written)");
            const bool argmax = t.flag("argmax", false);
            if (!argmax && !(t.has("threshold") && std::abs(t.number("threshold", 0.5) - 0.5) < 1e-9))
                throw InputError(t.file(), t.field(), "AsDiscreted is reproduced with argmax, or threshold 0.5 after a sigmoid");
            if (argmax && out.sigmoid)
                throw InputError(t.file(), t.field("argmax"), "argmax after a sigmoid is not reproduced");
        } else if (name == "KeepLargestConnectedComponentd") {
            t.requireOnly({"applied_labels", "is_onehot", "independent", "connectivity", "num_components"});
            if (t.number("num_components", 1) != 1)
                throw InputError(t.file(), t.field("num_components"), "only the largest component (1) is reproduced");
            const Json labels = t.get("applied_labels");
            if (labels.is_null())
                out.keepLargestAll = true;
            else if (labels.is_number_integer())
                out.keepLargest.push_back(labels.get<int>());
            else if (labels.is_array())
                for (const Json& v : labels) {
                    if (!v.is_number_integer())
                        throw InputError(t.file(), t.field("applied_labels"), "must list label values");
                    out.keepLargest.push_back(v.get<int>());
                }
        } else {
            throw InputError(t.file(), t.field(),
                             "is MONAI's " + name + ", which SegStudio does not reproduce after the network; it runs "
                             "Activationsd, AsDiscreted, Invertd, KeepLargestConnectedComponentd and SaveImaged");
        }
    }
    return out;
}

// metadata.json's network_data_format: the first input and output.
struct DataFormat {
    std::string inputKey, outputKey;
    int inputChannels = 1, outputChannels = 2;
    std::map<int, std::string> outputNames;
    std::vector<std::string> inputNames;
    int dimensions = 3;
};

DataFormat readDataFormat(const Json& metadata, const std::string& file)
{
    if (!metadata.is_object() || !metadata.contains("network_data_format") || !metadata.at("network_data_format").is_object())
        throw InputError(file, "network_data_format", "is missing; it says what the network takes and returns");
    const Json& format = metadata.at("network_data_format");
    auto first = [&](const char* which) -> std::pair<std::string, Json> {
        if (!format.contains(which) || !format.at(which).is_object() || format.at(which).empty())
            throw InputError(file, std::string("network_data_format.") + which, "must describe at least one tensor");
        const auto it = format.at(which).begin();
        if (!it.value().is_object())
            throw InputError(file, std::string("network_data_format.") + which + "." + it.key(), "must be an object");
        return {it.key(), it.value()};
    };
    DataFormat out;
    const auto [inKey, in] = first("inputs");
    const auto [outKey, outJson] = first("outputs");
    out.inputKey = inKey;
    out.outputKey = outKey;
    const std::string inField = "network_data_format.inputs." + inKey, outField = "network_data_format.outputs." + outKey;
    out.inputChannels = requireField<int>(in, "num_channels", file);
    out.outputChannels = requireField<int>(outJson, "num_channels", file);
    if (out.inputChannels < 1 || out.inputChannels > 64)
        throw InputError(file, inField + ".num_channels", "must be 1 to 64");
    if (out.outputChannels < 1 || out.outputChannels > 1024)
        throw InputError(file, outField + ".num_channels", "must be 1 to 1024");
    if (in.contains("spatial_shape") && in.at("spatial_shape").is_array()) {
        out.dimensions = static_cast<int>(in.at("spatial_shape").size());
        if (out.dimensions != 2 && out.dimensions != 3)
            throw InputError(file, inField + ".spatial_shape", "must have 2 or 3 axes");
    }
    auto names = [&](const Json& tensor, int count, const std::string& field, const std::string& fallback) {
        std::map<int, std::string> byIndex;
        for (int c = 0; c < count; ++c)
            byIndex[c] = fallback + " " + std::to_string(c);
        if (tensor.contains("channel_def") && tensor.at("channel_def").is_object())
            for (auto it = tensor.at("channel_def").begin(); it != tensor.at("channel_def").end(); ++it) {
                char* end = nullptr;
                const long c = std::strtol(it.key().c_str(), &end, 10);
                if (end == it.key().c_str() || *end || c < 0 || c >= count || !it.value().is_string())
                    throw InputError(file, field + ".channel_def." + it.key(), "must name channel 0 to " + std::to_string(count - 1));
                byIndex[static_cast<int>(c)] = it.value().get<std::string>();
            }
        return byIndex;
    };
    out.outputNames = names(outJson, out.outputChannels, outField, "class");
    for (const auto& [c, name] : names(in, out.inputChannels, inField, "channel"))
        out.inputNames.push_back(name);
    return out;
}

std::string licenceOf(const fs::path& folder)
{
    for (const char* name : {"LICENSE", "LICENSE.txt", "docs/data_license.txt", "docs/README.md"})
        if (fs::is_regular_file(folder / name))
            return (folder / name).string();
    return {};
}

}  // namespace

bool isMonaiBundle(const std::string& path)
{
    const fs::path configs = fs::path(path) / "configs";
    std::error_code error;
    return fs::is_regular_file(configs / "metadata.json", error) &&
           (fs::is_regular_file(configs / "inference.json", error) || fs::is_regular_file(configs / "inference.yaml", error));
}

ModelInfo readMonaiBundle(const std::string& folder)
{
    const fs::path root(folder);
    const std::string metadataFile = (root / "configs" / "metadata.json").string();
    const std::string jsonFile = (root / "configs" / "inference.json").string();
    const bool yaml = !fs::is_regular_file(jsonFile);  // MONAI reads inference.yaml the same way (yaml.safe_load)
    const std::string inferenceFile = yaml ? (root / "configs" / "inference.yaml").string() : jsonFile;
    const std::string module = (root / "models" / "model.ts").string();
    if (!fs::is_regular_file(module))
        throw InputError(module, "",
                         "the bundle has no TorchScript module; SegStudio runs models/model.ts (MONAI's `bundle "
                         "ckpt_export` writes it) and never loads model.pt, a Python pickle");
    const Json metadata = readJsonFile(metadataFile);
    const DataFormat format = readDataFormat(metadata, metadataFile);
    const BundleConfig config(yaml ? readYamlFile(inferenceFile) : readJsonFile(inferenceFile), inferenceFile);

    ModelInfo info;
    info.folder = folder;
    info.torchScriptModule = module;
    info.exportedPrecision = "fp32";
    info.network.dimensions = format.dimensions;
    info.inputChannels = format.inputChannels;
    info.channelNames = format.inputNames;
    Preprocessing pre;
    pre.steps.inferenceFile = inferenceFile;
    pre.steps.metadataFile = metadataFile;
    pre.steps.licenceFile = licenceOf(root);
    info.patchXyz = readInferer(config, format.dimensions, pre.steps);
    readPreprocessing(config, format.inputKey, format.dimensions, format.inputChannels, pre);
    const bool resamples = std::count(pre.steps.steps.begin(), pre.steps.steps.end(), MonaiStep::Spacing) > 0;
    const Postprocessing post = readPostprocessing(config, format.outputKey, resamples);
    pre.steps.invertNearest = post.invertNearest;
    if (format.dimensions == 2) {
        pre.plan.targetSpacingXyz[2] = 1;
        pre.steps.resampledAxes[2] = false;
    }
    if (post.sigmoid) {
        // One sigmoid per channel: region r writes label value r + 1, later channels over earlier ones.
        info.labels[0] = "background";
        for (int r = 0; r < format.outputChannels; ++r) {
            pre.plan.regions.regions.push_back({format.outputNames.at(r), {r + 1}});
            pre.plan.regions.classOrder.push_back(r + 1);
            info.labels[r + 1] = format.outputNames.at(r);
        }
        pre.plan.labelValues = pre.plan.regions.labelValues();
    } else {
        if (format.outputChannels < 2)
            throw InputError(metadataFile, "network_data_format.outputs." + format.outputKey + ".num_channels",
                             "one output channel needs Activationsd(sigmoid) in the postprocessing");
        pre.plan.labelValues.clear();
        for (int c = 0; c < format.outputChannels; ++c) {
            pre.plan.labelValues.push_back(c);
            info.labels[c] = format.outputNames.at(c);
        }
    }
    info.classes = pre.plan.outputCount();
    for (int value : post.keepLargest) {
        if (value <= 0 || !info.labels.count(value))
            throw InputError(inferenceFile, "postprocessing", "KeepLargestConnectedComponentd names label " +
                                                                  std::to_string(value) + ", which the model does not output");
        info.keepLargestComponent.push_back({value});
    }
    if (post.keepLargestAll)
        for (const auto& [value, name] : info.labels)
            if (value > 0)
                info.keepLargestComponent.push_back({value});
    info.preprocessing = pre.plan;
    info.monai = pre.steps;
    const Json name = metadata.value("name", Json());
    info.datasetName = name.is_string() ? name.get<std::string>() : fs::absolute(root).filename().string();
    return info;
}

}  // namespace segstudio::engine
