#include "engine/infer/NnUNetModel.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "common/formats/TorchCheckpoint.h"

namespace segstudio::engine {

namespace fs = std::filesystem;

namespace {

const char* const kCheckpointNames[] = {"checkpoint_final.pth", "checkpoint_best.pth"};
const char* const kPlainUNet = "dynamic_network_architectures.architectures.unet.PlainConvUNet";
const char* const kResidualUNet = "dynamic_network_architectures.architectures.unet.ResidualEncoderUNet";

std::string checkpointOf(const std::string& fold)
{
    for (const char* name : kCheckpointNames)
        if (fs::is_regular_file(fs::path(fold) / name))
            return (fs::path(fold) / name).string();
    return {};
}

// A list of spatial values in nnU-Net's axis order (z, y, x or y, x) as an
// x, y, z triple (2D: z = 1).
Triple tripleOf(const Json& list, const std::string& file, const std::string& field)
{
    if (!list.is_array() || (list.size() != 2 && list.size() != 3))
        throw InputError(file, field, "expects 2 or 3 values, one per axis");
    Triple t{1, 1, 1};
    for (std::size_t a = 0; a < list.size(); ++a) {
        if (!list[a].is_number_integer() || list[a].get<int64_t>() < 1 || list[a].get<int64_t>() > 4096)
            throw InputError(file, field, "holds a value that is not a positive size");
        t[list.size() - 1 - a] = list[a].get<int>();
    }
    return t;
}

std::vector<Triple> triplesOf(const Json& lists, std::size_t dims, const std::string& file, const std::string& field)
{
    if (!lists.is_array())
        throw InputError(file, field, "expects one list per stage");
    std::vector<Triple> out;
    for (const Json& l : lists) {
        if (l.is_array() && l.size() != dims)
            throw InputError(file, field, "has a stage of " + std::to_string(l.size()) + " axes, the patch has " +
                                              std::to_string(dims));
        out.push_back(tripleOf(l, file, field));
    }
    return out;
}

std::vector<int> intsOf(const Json& list, const std::string& file, const std::string& field)
{
    if (!list.is_array())
        throw InputError(file, field, "expects a list of integers");
    std::vector<int> out;
    for (const Json& v : list) {
        if (!v.is_number_integer() || v.get<int64_t>() < 1 || v.get<int64_t>() > 4096)
            throw InputError(file, field, "holds a value that is not a positive integer");
        out.push_back(v.get<int>());
    }
    return out;
}

// The configuration with what it inherits (nnU-Net's "inherits_from").
Json resolvedConfiguration(const Json& plans, const std::string& name, const std::string& file)
{
    const Json& configurations = plans.contains("configurations") ? plans.at("configurations") : Json();
    if (!configurations.is_object() || !configurations.contains(name)) {
        std::string known;
        if (configurations.is_object())
            for (const auto& [key, value] : configurations.items())
                known += (known.empty() ? "" : ", ") + key;
        throw InputError(file, "configurations." + name, "is not in the plans (they hold: " + known + ")");
    }
    Json resolved = configurations.at(name);
    std::string parent = resolved.value("inherits_from", std::string());
    for (int depth = 0; !parent.empty(); ++depth) {
        if (depth > 8 || !configurations.contains(parent))
            throw InputError(file, "configurations." + name + ".inherits_from", "names no configuration: " + parent);
        Json merged = configurations.at(parent);
        merged.merge_patch(resolved);
        merged.erase("inherits_from");
        parent = configurations.at(parent).value("inherits_from", std::string());
        resolved = merged;
    }
    return resolved;
}

// "torch.nn.modules.conv.Conv3d" and its kin, as plans.json names them.
void requireClass(const Json& kwargs, const char* key, const std::vector<std::string>& allowed, const std::string& file)
{
    const std::string value = kwargs.contains(key) && kwargs.at(key).is_string() ? kwargs.at(key).get<std::string>() : "";
    if (std::find(allowed.begin(), allowed.end(), value) == allowed.end())
        throw InputError(file, std::string("architecture.arch_kwargs.") + key,
                         "'" + value + "' is not supported (SegStudio runs " + allowed.front() + ")");
}

void readArchitecture(const Json& configuration, std::size_t dims, const std::string& file, NetworkConfig& network)
{
    const std::string d = std::to_string(dims);
    const std::string conv = "torch.nn.modules.conv.Conv" + d + "d";
    const Json& architecture = configuration.at("architecture");
    const std::string className = architecture.value("network_class_name", std::string());
    if (className != kPlainUNet && className != kResidualUNet)
        throw InputError(file, "architecture.network_class_name",
                         "'" + className + "' is not supported: SegStudio runs PlainConvUNet and ResidualEncoderUNet");
    const Json& kwargs = architecture.at("arch_kwargs");
    requireClass(kwargs, "conv_op", {conv}, file);
    requireClass(kwargs, "norm_op", {"torch.nn.modules.instancenorm.InstanceNorm" + d + "d"}, file);
    requireClass(kwargs, "nonlin", {"torch.nn.LeakyReLU", "torch.nn.modules.activation.LeakyReLU"}, file);
    if (kwargs.contains("dropout_op") && !kwargs.at("dropout_op").is_null())
        throw InputError(file, "architecture.arch_kwargs.dropout_op", "dropout is not supported");
    const Json norm = kwargs.value("norm_op_kwargs", Json::object());
    if (!norm.value("affine", false) || std::abs(norm.value("eps", 1e-5) - 1e-5) > 1e-12)
        throw InputError(file, "architecture.arch_kwargs.norm_op_kwargs",
                         "SegStudio runs affine instance normalisation with eps 1e-5");
    const Json nonlin = kwargs.value("nonlin_kwargs", Json::object());
    if (std::abs(nonlin.value("negative_slope", 0.01) - 0.01) > 1e-12)
        throw InputError(file, "architecture.arch_kwargs.nonlin_kwargs.negative_slope", "SegStudio runs LeakyReLU(0.01)");
    if (kwargs.value("nonlin_first", false))
        throw InputError(file, "architecture.arch_kwargs.nonlin_first", "is not supported");
    network.kernelSizes = triplesOf(kwargs.at("kernel_sizes"), dims, file, "architecture.arch_kwargs.kernel_sizes");
    network.strides = triplesOf(kwargs.at("strides"), dims, file, "architecture.arch_kwargs.strides");
    network.featuresPerStage = intsOf(kwargs.at("features_per_stage"), file, "architecture.arch_kwargs.features_per_stage");
    const bool residual = className == kResidualUNet;
    network.architecture = residual ? Architecture::ResidualEncoderUNet : Architecture::PlainUNet;
    network.poolingShortcut = residual;
    const char* blocksKey = residual ? "n_blocks_per_stage" : "n_conv_per_stage";
    network.encoderBlocks = intsOf(kwargs.at(blocksKey), file, std::string("architecture.arch_kwargs.") + blocksKey);
    const std::vector<int> decoder =
        intsOf(kwargs.at("n_conv_per_stage_decoder"), file, "architecture.arch_kwargs.n_conv_per_stage_decoder");
    if (decoder.empty() || std::adjacent_find(decoder.begin(), decoder.end(), std::not_equal_to<>()) != decoder.end())
        throw InputError(file, "architecture.arch_kwargs.n_conv_per_stage_decoder",
                         "SegStudio runs the same number of convolutions at every decoder stage");
    network.decoderConvs = decoder.front();
    network.upsampleBias = kwargs.value("conv_bias", false);
    if (residual && kwargs.contains("block") && kwargs.at("block").is_string() &&
        kwargs.at("block").get<std::string>().find("BasicBlockD") == std::string::npos)
        throw InputError(file, "architecture.arch_kwargs.block", "only BasicBlockD residual blocks are supported");
    if (kwargs.value("n_stages", 0) != static_cast<int>(network.strides.size()))
        throw InputError(file, "architecture.arch_kwargs.n_stages", "differs from the number of strides");
}

// Plans written before nnU-Net 2.4 name the network's settings directly.
void readLegacyArchitecture(const Json& configuration, std::size_t dims, const std::string& file, NetworkConfig& network)
{
    const std::string className = configuration.value("UNet_class_name", std::string());
    if (className != "PlainConvUNet" && className != "ResidualEncoderUNet")
        throw InputError(file, "UNet_class_name", "'" + className + "' is not supported");
    network.kernelSizes = triplesOf(configuration.at("conv_kernel_sizes"), dims, file, "conv_kernel_sizes");
    network.strides = triplesOf(configuration.at("pool_op_kernel_sizes"), dims, file, "pool_op_kernel_sizes");
    const int base = configuration.value("UNet_base_num_features", 32);
    const int most = configuration.value("unet_max_num_features", dims == 3 ? 320 : 512);
    for (std::size_t s = 0; s < network.strides.size(); ++s)
        network.featuresPerStage.push_back(std::min(base << std::min<std::size_t>(s, 16), most));
    const bool residual = className == "ResidualEncoderUNet";
    network.architecture = residual ? Architecture::ResidualEncoderUNet : Architecture::PlainUNet;
    network.poolingShortcut = residual;
    network.encoderBlocks = intsOf(configuration.at("n_conv_per_stage_encoder"), file, "n_conv_per_stage_encoder");
    const std::vector<int> decoder = intsOf(configuration.at("n_conv_per_stage_decoder"), file, "n_conv_per_stage_decoder");
    if (decoder.empty() || std::adjacent_find(decoder.begin(), decoder.end(), std::not_equal_to<>()) != decoder.end())
        throw InputError(file, "n_conv_per_stage_decoder", "SegStudio runs the same number at every decoder stage");
    network.decoderConvs = decoder.front();
    network.upsampleBias = true;
}

ChannelNormalization normalizationOf(const std::string& scheme, const Json& properties, int channel,
                                     const std::string& plansFile)
{
    ChannelNormalization n;
    if (scheme == "ZScoreNormalization") {
        n.scheme = NormalizationScheme::ZScorePerImage;
    } else if (scheme == "CTNormalization") {
        n.scheme = NormalizationScheme::CTClipZScore;
        const std::string key = std::to_string(channel);
        const std::string field = "foreground_intensity_properties_per_channel." + key;
        if (!properties.is_object() || !properties.contains(key))
            throw InputError(plansFile, field, "is missing: CTNormalization needs the dataset's foreground intensities");
        const Json& p = properties.at(key);
        n.clipLow = requireField<double>(p, "percentile_00_5", plansFile);
        n.clipHigh = requireField<double>(p, "percentile_99_5", plansFile);
        n.mean = requireField<double>(p, "mean", plansFile);
        n.std = std::max(requireField<double>(p, "std", plansFile), 1e-8);
    } else if (scheme == "RescaleTo01Normalization") {
        n.scheme = NormalizationScheme::RescaleToUnit;
    } else if (scheme == "RGBTo0_1Normalization") {
        n.scheme = NormalizationScheme::RgbToUnit;
    } else if (scheme == "NoNormalization") {
        n.scheme = NormalizationScheme::None;
    } else {
        throw InputError(plansFile, "normalization_schemes",
                         "'" + scheme + "' is not supported (CTNormalization, ZScoreNormalization, "
                         "RescaleTo01Normalization, RGBTo0_1Normalization, NoNormalization are)");
    }
    return n;
}

void readLabels(const Json& dataset, const std::string& file, ModelInfo& info)
{
    const Json& labels = dataset.contains("labels") ? dataset.at("labels") : Json();
    if (!labels.is_object() || labels.empty())
        throw InputError(file, "labels", "is missing or empty");
    std::vector<int> values;
    for (const auto& [name, value] : labels.items()) {
        if (name == "ignore") {
            info.preprocessing.ignoreLabelValue = value.get<int>();
            continue;
        }
        if (value.is_array()) {  // a region: its label values
            LabelRegion region{name, value.get<std::vector<int>>()};
            std::sort(region.values.begin(), region.values.end());
            if (region.values.size() == 1 && region.values.front() == 0)
                continue;  // background
            info.preprocessing.regions.regions.push_back(region);
            continue;
        }
        if (!value.is_number_integer() || value.get<int64_t>() < 0 || value.get<int64_t>() > 65535)
            throw InputError(file, "labels." + name, "is not a label value");
        values.push_back(value.get<int>());
        info.labels[value.get<int>()] = name;
    }
    if (!info.preprocessing.regions.empty()) {
        info.preprocessing.regions.classOrder = requireField<std::vector<int>>(dataset, "regions_class_order", file);
        info.preprocessing.regions.validate(file);
        values = info.preprocessing.regions.labelValues();
        for (const LabelRegion& r : info.preprocessing.regions.regions)
            for (int v : r.values)
                info.labels.emplace(v, r.name);
        info.labels.emplace(0, "background");
    }
    std::sort(values.begin(), values.end());
    if (values.empty() || values.front() != 0)
        throw InputError(file, "labels", "has no background (0)");
    info.preprocessing.labelValues = values;
    info.classes = info.preprocessing.outputCount();
}

}  // namespace

bool isNnUNetResultsFolder(const std::string& path)
{
    return fs::is_regular_file(fs::path(path) / kNnUNetPlansFile) && fs::is_regular_file(fs::path(path) / kNnUNetDatasetFile);
}

bool isNnUNetFold(const std::string& path)
{
    const fs::path folder = fs::path(path).lexically_normal();
    const fs::path parent = (folder.has_filename() ? folder : folder.parent_path()).parent_path();
    return !checkpointOf(path).empty() && isNnUNetResultsFolder(parent.string());
}

std::vector<std::string> nnunetFolds(const std::string& resultsFolder)
{
    std::vector<std::string> folds;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(resultsFolder, error))
        if (entry.is_directory() && entry.path().filename().string().rfind("fold_", 0) == 0 &&
            !checkpointOf(entry.path().string()).empty())
            folds.push_back(entry.path().string());
    std::sort(folds.begin(), folds.end());
    return folds;
}

ModelInfo readNnUNetFold(const std::string& foldFolder)
{
    const fs::path fold = fs::path(foldFolder).lexically_normal();
    const fs::path results = (fold.has_filename() ? fold : fold.parent_path()).parent_path();
    const std::string plansFile = (results / kNnUNetPlansFile).string();
    const std::string datasetFile = (results / kNnUNetDatasetFile).string();
    NnUNetSource source;
    source.resultsFolder = results.string();
    source.checkpoint = checkpointOf(foldFolder);
    if (source.checkpoint.empty())
        throw InputError(foldFolder, "", "holds no checkpoint_final.pth or checkpoint_best.pth");

    const TorchCheckpoint checkpoint(source.checkpoint);
    const PickleValue& root = checkpoint.root();
    const PickleValue* trainer = root.find("trainer_name");
    source.trainer = trainer && trainer->kind == PickleValue::Kind::String ? trainer->text : "";
    // Trainers that build the network from the plans: nnUNetTrainer and its
    // variants (epochs, no mirroring, ...); the weights are checked name by
    // name, so a variant with another network is refused there.
    if (source.trainer.rfind("nnUNetTrainer", 0) != 0)
        throw InputError(source.checkpoint, "trainer_name",
                         "'" + source.trainer + "' is not an nnUNetTrainer: SegStudio cannot tell which network it built");
    const PickleValue* initArgs = root.find("init_args");
    const PickleValue* configuration = initArgs ? initArgs->find("configuration") : nullptr;
    if (configuration && configuration->kind == PickleValue::Kind::String) {
        source.configuration = configuration->text;
    } else {  // <Trainer>__<Plans>__<configuration>
        const std::string name = results.filename().string();
        const std::size_t last = name.rfind("__");
        if (last == std::string::npos)
            throw InputError(source.checkpoint, "init_args.configuration", "is missing, and the folder name does not say");
        source.configuration = name.substr(last + 2);
    }
    if (const PickleValue* axes = root.find("inference_allowed_mirroring_axes");
        axes && (axes->kind == PickleValue::Kind::Tuple || axes->kind == PickleValue::Kind::List))
        for (const PickleRef& axis : axes->items)
            if (axis->kind == PickleValue::Kind::Int && axis->integer >= 0 && axis->integer < 3)
                source.mirrorAxes.push_back(static_cast<int>(axis->integer));

    const PickleValue* epoch = root.find("current_epoch");
    const int trainedEpochs = epoch && epoch->kind == PickleValue::Kind::Int
                                  ? static_cast<int>(std::clamp<int64_t>(epoch->integer, 0, 1000000))
                                  : 0;
    const Json plans = readJsonFile(plansFile);
    const Json dataset = readJsonFile(datasetFile);
    source.plansName = plans.value("plans_name", std::string());
    try {
        const Json transpose = plans.value("transpose_forward", Json::array({0, 1, 2}));
        source.transposeForward = transpose.get<std::vector<int>>();
        if (source.transposeForward != std::vector<int>{0, 1, 2})
            throw InputError(plansFile, "transpose_forward",
                             "is not [0, 1, 2]: SegStudio does not yet run models trained on transposed axes");
        const Json config = resolvedConfiguration(plans, source.configuration, plansFile);
        const std::string field = "configurations." + source.configuration;
        if (config.contains("previous_stage"))
            throw InputError(plansFile, field + ".previous_stage",
                             "this is the second stage of a cascade: it needs the predictions of the '" +
                                 config.at("previous_stage").get<std::string>() +
                                 "' model, which SegStudio does not run before it; use the " +
                                 config.at("previous_stage").get<std::string>() + " or 3d_fullres results folder");
        if (config.value("preprocessor_name", std::string("DefaultPreprocessor")) != "DefaultPreprocessor")
            throw InputError(plansFile, field + ".preprocessor_name", "only DefaultPreprocessor is supported");
        for (const char* key : {"resampling_fn_data", "resampling_fn_probabilities"})
            if (config.value(key, std::string("resample_data_or_seg_to_shape")) != "resample_data_or_seg_to_shape")
                throw InputError(plansFile, field + "." + key, "only resample_data_or_seg_to_shape is supported");

        ModelInfo info;
        info.folder = foldFolder;
        const Json& patch = config.at("patch_size");
        const std::size_t dims = patch.size();
        info.patchXyz = tripleOf(patch, plansFile, field + ".patch_size");
        info.network.dimensions = static_cast<int>(dims);
        info.network.deepSupervision = false;
        if (config.contains("architecture"))
            readArchitecture(config, dims, plansFile, info.network);
        else
            readLegacyArchitecture(config, dims, plansFile, info.network);
        const Triple stride = info.network.totalStride();
        for (int a = 0; a < 3; ++a)
            if (info.patchXyz[static_cast<std::size_t>(a)] % stride[static_cast<std::size_t>(a)] != 0)
                throw InputError(plansFile, field + ".patch_size",
                                 "is not a multiple of the network's strides along every axis (their product: " +
                                     std::to_string(stride[2]) + ", " + std::to_string(stride[1]) + ", " +
                                     std::to_string(stride[0]) + " in nnU-Net's order)");
        // Spacing in nnU-Net's order (z, y, x); a 2D configuration has none
        // along z: the dataset's median slice spacing is kept there.
        const std::vector<double> spacing = config.at("spacing").get<std::vector<double>>();
        const std::vector<double> median =
            plans.value("original_median_spacing_after_transp", std::vector<double>{1, 1, 1});
        if (spacing.size() != dims || median.size() != 3)
            throw InputError(plansFile, field + ".spacing", "does not fit the patch's axes");
        for (std::size_t a = 0; a < dims; ++a)
            info.preprocessing.targetSpacingXyz[dims - 1 - a] = spacing[a];
        if (dims == 2) {  // each scan keeps its own slice spacing; the median estimates sizes
            info.preprocessing.targetSpacingXyz[2] = median[0];
            info.preprocessing.keepSourceSpacingZ = true;
        }
        info.preprocessing.imageInterpolation = ImageInterpolation::NnUNet;
        info.preprocessing.cropToNonZero = true;

        const Json& channels = dataset.contains("channel_names") ? dataset.at("channel_names") : dataset.value("modality", Json());
        if (!channels.is_object() || channels.empty())
            throw InputError(datasetFile, "channel_names", "is missing or empty");
        info.inputChannels = static_cast<int>(channels.size());
        const auto schemes = config.at("normalization_schemes").get<std::vector<std::string>>();
        const auto useMask = config.value("use_mask_for_norm", std::vector<bool>(schemes.size(), false));
        if (schemes.size() != channels.size())
            throw InputError(plansFile, field + ".normalization_schemes",
                             "has " + std::to_string(schemes.size()) + " entries, dataset.json names " +
                                 std::to_string(channels.size()) + " channels");
        const Json properties = plans.value("foreground_intensity_properties_per_channel", Json::object());
        for (std::size_t c = 0; c < schemes.size(); ++c) {
            ChannelNormalization n = normalizationOf(schemes[c], properties, static_cast<int>(c), plansFile);
            n.name = channels.value(std::to_string(c), std::string("channel ") + std::to_string(c));
            info.channelNames.push_back(n.name);
            info.preprocessing.channels.push_back(n);
        }
        info.preprocessing.normalizeInsideNonZeroMask = std::count(useMask.begin(), useMask.end(), true) > 0;
        readLabels(dataset, datasetFile, info);
        info.datasetName = plans.value("dataset_name", results.parent_path().filename().string());
        for (const char* licence : {"LICENSE", "LICENSE.txt", "LICENCE", "license.txt", "README.md", "NOTES.txt"})
            for (const fs::path& place : {results, results.parent_path()})
                if (source.licenceFile.empty() && fs::is_regular_file(place / licence))
                    source.licenceFile = (place / licence).string();
        info.trainedEpochs = trainedEpochs;
        info.nnunet = source;
        return info;
    } catch (const nlohmann::json::exception& e) {
        throw InputError(plansFile, source.configuration, std::string("malformed: ") + e.what());
    }
}

}  // namespace segstudio::engine
