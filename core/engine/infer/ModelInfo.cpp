#include "engine/infer/ModelInfo.h"

#include <algorithm>
#include <filesystem>

#include "common/Errors.h"
#include "common/system/FileHash.h"
#include "engine/infer/MonaiBundle.h"
#include "engine/infer/NnUNetModel.h"
#include "engine/interactive/Prompts.h"

namespace segstudio::engine {

namespace fs = std::filesystem;

Json ModelInfo::toJson() const
{
    Json labelMap = Json::object();
    for (const auto& [value, name] : labels)
        labelMap[std::to_string(value)] = name;
    TrainingConfig networkOnly;
    networkOnly.network = network;
    Json json = {{"format", "segstudio-model"},
            {"version", 1},
            {"network", networkOnly.toJson()["network"]},
            {"patch_size_xyz", patchXyz},
            {"input_channels", inputChannels},
            {"classes", classes},
            {"labels", labelMap},
            {"channel_names", channelNames},
            {"preprocessing", preprocessing.toJson()},
            {"dataset_name", datasetName},
            {"trained_epochs", trainedEpochs},
            {"validation_mean_dice", validationMeanDice},
            {"validation_dice_per_class", numbersToJson(validationDicePerClass)},
            {"postprocessing", {{"keep_largest_component", structuresToJson(keepLargestComponent)}}}};
    if (interactive)
        json["interactive"] = {{"prompt_channels", promptChannelNames()}, {"click_radius_voxels", kClickRadiusVoxels}};
    if (fileDigest.recorded())
        json["file_digest"] = {{"bytes", fileDigest.bytes}, {"xxh3", fileDigest.xxh3}};
    return json;
}

int ModelInfo::networkInputChannels() const
{
    return inputChannels + (interactive ? kPromptChannels : 0);
}

int ModelInfo::networkOutputs() const
{
    return interactive ? 2 : classes;
}

FileDigest digestOf(const std::string& file)
{
    std::error_code error;
    const uint64_t bytes = fs::file_size(file, error);
    if (error)
        throw InputError(file, "", "cannot be read: " + error.message());
    return {bytes, hexDigest(hashFileContents({file}))};
}

void requireDigest(const std::string& file, const FileDigest& recorded, const std::string& describingFile)
{
    if (!recorded.recorded())
        return;
    const FileDigest now = digestOf(file);
    if (now.bytes != recorded.bytes || now.xxh3 != recorded.xxh3)
        throw InputError(file, "", "is not the file " + describingFile +
                                       " describes (another save's, or changed since): the model may be being "
                                       "replaced right now; try again, or export the model again");
}

Json structuresToJson(const std::vector<std::vector<int>>& structures)
{
    Json list = Json::array();
    for (const std::vector<int>& s : structures)
        list.push_back(s.size() == 1 ? Json(s.front()) : Json(s));
    return list;
}

std::vector<std::vector<int>> structuresFromJson(const Json& list, const std::string& file)
{
    std::vector<std::vector<int>> structures;
    if (!list.is_array())
        throw InputError(file, "postprocessing.keep_largest_component", "must be a list of label values or lists of them");
    for (const Json& entry : list) {
        try {
            if (entry.is_number_integer()) {
                structures.push_back({getChecked<int>(entry)});
                continue;
            }
            if (entry.is_array() && !entry.empty() &&
                std::all_of(entry.begin(), entry.end(), [](const Json& v) { return v.is_number_integer(); })) {
                structures.push_back(getChecked<std::vector<int>>(entry));
                continue;
            }
        } catch (const JsonNumberError& error) {
            throw InputError(file, "postprocessing.keep_largest_component", "entry " + entry.dump() + " " + error.what());
        }
        throw InputError(file, "postprocessing.keep_largest_component",
                         "entry " + entry.dump() + " is neither a label value nor a list of them");
    }
    return structures;
}

static std::string packageFolder(const std::string& path)
{
    if (fs::exists(fs::path(path) / kTorchScriptSidecarFile))
        return path;
    if (fs::exists(fs::path(path) / "model.json"))
        return path;
    if (fs::exists(fs::path(path) / "model" / "model.json"))
        return (fs::path(path) / "model").string();
    if (fs::exists(fs::path(path) / "config.json"))
        throw InputError(path, "model", "this run has no model package yet (training has not finished; "
                                        "resume it or wait for the end)");
    throw InputError(path, "", "is neither a model package (model.json) nor a run folder");
}

// The fields model.json and a TorchScript sidecar share.
static void readSharedFields(const Json& json, const std::string& file, ModelInfo& info)
{
    info.patchXyz = requireField<Triple>(json, "patch_size_xyz", file);
    info.inputChannels = requireField<int>(json, "input_channels", file);
    info.classes = requireField<int>(json, "classes", file);
    const Json labels = requireField<Json>(json, "labels", file);
    for (const auto& [value, name] : labels.items()) {
        try {
            info.labels[std::stoi(value)] = name.get<std::string>();
        } catch (const std::exception&) {  // std::stoi's errors, a name that is no string
            throw InputError(file, "labels." + value, "label keys must be integers and names strings");
        }
    }
    info.channelNames = requireField<std::vector<std::string>>(json, "channel_names", file);
    info.preprocessing = PreprocessingPlan::fromJson(requireField<Json>(json, "preprocessing", file), file);
    info.datasetName = optionalField<std::string>(json, "dataset_name", "", file);
    info.trainedEpochs = optionalField<int>(json, "trained_epochs", 0, file);
    const Json digest = optionalField<Json>(json, "file_digest", Json(), file);
    if (!digest.is_null()) {
        info.fileDigest.bytes = requireField<uint64_t>(digest, "bytes", file);
        info.fileDigest.xxh3 = requireField<std::string>(digest, "xxh3", file);
        if (info.fileDigest.xxh3.size() != 16 || info.fileDigest.xxh3.find_first_not_of("0123456789abcdef") != std::string::npos)
            throw InputError(file, "file_digest.xxh3", "must be 16 lowercase hexadecimal digits");
    }
    if (json.contains("interactive")) {
        const Json prompts = requireField<Json>(json, "interactive", file);
        if (!prompts.is_object() ||
            optionalField<std::vector<std::string>>(prompts, "prompt_channels", {}, file) != promptChannelNames() ||
            optionalField<int>(prompts, "click_radius_voxels", -1, file) != kClickRadiusVoxels)
            throw InputError(file, "interactive",
                             "describes prompts this SegStudio does not encode (it gives channels " +
                                 Json(promptChannelNames()).dump() + " with clicks of radius " +
                                 std::to_string(kClickRadiusVoxels) + ")");
        info.interactive = true;
    }
    info.validationMeanDice = optionalField<double>(json, "validation_mean_dice", -1.0, file);
    try {
        info.validationDicePerClass = numbersFromJson(optionalField<Json>(json, "validation_dice_per_class", Json::array(), file));
    } catch (const nlohmann::json::exception&) {
        throw InputError(file, "validation_dice_per_class", "must list numbers (or null for undefined scores)");
    }
    if (json.contains("postprocessing")) {
        const Json& postprocessing = json.at("postprocessing");
        if (!postprocessing.is_object())
            throw InputError(file, "postprocessing", "must be an object");
        info.keepLargestComponent =
            structuresFromJson(optionalField<Json>(postprocessing, "keep_largest_component", Json::array(), file), file);
        for (const std::vector<int>& structure : info.keepLargestComponent)
            for (int value : structure)
                if (info.preprocessing.classOfValue(value) <= 0)
                    throw InputError(file, "postprocessing.keep_largest_component",
                                     "label value " + std::to_string(value) + " is not a foreground label of the model");
    }
    if (info.preprocessing.outputCount() != info.classes)
        throw InputError(file, info.preprocessing.regionBased() ? "preprocessing.regions" : "preprocessing.label_values",
                         "describes " + std::to_string(info.preprocessing.outputCount()) + " network outputs; \"classes\" says " +
                             std::to_string(info.classes));
}

// model.sidecar.json beside a TorchScript module (TorchScriptModel.h). Written
// by hand as often as by the export: every field is checked, and the message
// names it.
static ModelInfo readTorchScriptSidecar(const std::string& folder)
{
    ModelInfo info;
    info.folder = folder;
    const std::string file = (fs::path(folder) / kTorchScriptSidecarFile).string();
    const Json json = readJsonFile(file);
    if (!json.is_object() || !json.contains("format") || json.at("format") != kTorchScriptFormat)
        throw InputError(file, "format", std::string("must be \"") + kTorchScriptFormat + "\"");
    const std::string module = optionalField<std::string>(json, "module", kTorchScriptModuleFile, file);
    if (module.empty() || module.find('/') != std::string::npos || module == "." || module == "..")
        throw InputError(file, "module", "must name a file in the sidecar's folder, not a path");
    info.torchScriptModule = (fs::path(folder) / module).string();
    if (!fs::is_regular_file(info.torchScriptModule))
        throw InputError(file, "module", "names " + module + ", which is not in " + folder);
    info.network.dimensions = requireField<int>(json, "dimensions", file);
    if (info.network.dimensions != 2 && info.network.dimensions != 3)
        throw InputError(file, "dimensions", "must be 2 or 3");
    info.exportedPrecision = optionalField<std::string>(json, "precision", "fp32", file);
    readSharedFields(json, file, info);
    for (int64_t extent : info.patchXyz)
        if (extent < 1)
            throw InputError(file, "patch_size_xyz", "every extent must be at least 1");
    if (info.inputChannels < 1)
        throw InputError(file, "input_channels", "must be at least 1");
    if (info.classes < 2 && !info.preprocessing.regionBased())
        throw InputError(file, "classes", "must be at least 2 (background and one structure)");
    if (static_cast<int>(info.channelNames.size()) != info.inputChannels)
        throw InputError(file, "channel_names", "lists " + std::to_string(info.channelNames.size()) +
                                                    " names; \"input_channels\" says " + std::to_string(info.inputChannels));
    if (static_cast<int>(info.preprocessing.channels.size()) != info.inputChannels)
        throw InputError(file, "preprocessing.channels",
                         "normalises " + std::to_string(info.preprocessing.channels.size()) +
                             " channels; \"input_channels\" says " + std::to_string(info.inputChannels));
    return info;
}

std::string ModelInfo::descriptionFile() const
{
    if (monai)
        return monai->inferenceFile;
    if (nnunet)
        return nnunet->resultsFolder + "/" + kNnUNetPlansFile;
    return folder + "/" + (isTorchScript() ? kTorchScriptSidecarFile : "model.json");
}

ModelInfo readModelInfo(const std::string& path)
{
    if (isMonaiBundle(path))
        return readMonaiBundle(path);
    if (isNnUNetFold(path))
        return readNnUNetFold(path);
    if (isNnUNetResultsFolder(path)) {
        const std::vector<std::string> folds = nnunetFolds(path);
        if (folds.empty())
            throw InputError(path, "fold_*", "no fold of this nnU-Net results folder holds checkpoint_final.pth");
        return readNnUNetFold(folds.front());
    }
    const std::string folder = packageFolder(path);
    if (fs::exists(fs::path(folder) / kTorchScriptSidecarFile))
        return readTorchScriptSidecar(folder);
    ModelInfo info;
    info.folder = folder;
    const std::string file = info.folder + "/model.json";
    const Json json = readJsonFile(file);
    if (!json.is_object() || !json.contains("format") || json.at("format") != "segstudio-model")
        throw InputError(file, "format", "is not a SegStudio model package");
    const TrainingConfig withNetwork = TrainingConfig::fromJson({{"network", requireField<Json>(json, "network", file)}}, file);
    info.network = withNetwork.network;
    readSharedFields(json, file, info);
    if (info.network.stages() == 0 || info.inputChannels < 1 || info.classes < (info.preprocessing.regionBased() ? 1 : 2))
        throw InputError(file, "network", "the package describes no usable network");
    if (!fs::exists(info.folder + "/weights.pt"))
        throw InputError(info.folder + "/weights.pt", "", "the model's weights are missing");
    return info;
}

}  // namespace segstudio::engine
