#include "engine/infer/ModelInfo.h"

#include <algorithm>
#include <filesystem>

#include "common/Errors.h"

namespace segstudio::engine {

namespace fs = std::filesystem;

Json ModelInfo::toJson() const
{
    Json labelMap = Json::object();
    for (const auto& [value, name] : labels)
        labelMap[std::to_string(value)] = name;
    TrainingConfig networkOnly;
    networkOnly.network = network;
    return {{"format", "segstudio-model"},
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

// An optional field: `fallback` when absent, else requireField's checks.
template <class T> static T optionalField(const Json& json, const std::string& key, T fallback, const std::string& file)
{
    return json.contains(key) ? requireField<T>(json, key, file) : fallback;
}

static std::string packageFolder(const std::string& path)
{
    if (fs::exists(fs::path(path) / "model.json"))
        return path;
    if (fs::exists(fs::path(path) / "model" / "model.json"))
        return (fs::path(path) / "model").string();
    if (fs::exists(fs::path(path) / "config.json"))
        throw InputError(path, "model", "this run has no model package yet (training has not finished; "
                                        "resume it or wait for the end)");
    throw InputError(path, "", "is neither a model package (model.json) nor a run folder");
}

ModelInfo readModelInfo(const std::string& path)
{
    ModelInfo info;
    info.folder = packageFolder(path);
    const std::string file = info.folder + "/model.json";
    const Json json = readJsonFile(file);
    if (!json.is_object() || !json.contains("format") || json.at("format") != "segstudio-model")
        throw InputError(file, "format", "is not a SegStudio model package");
    const TrainingConfig withNetwork = TrainingConfig::fromJson({{"network", requireField<Json>(json, "network", file)}}, file);
    info.network = withNetwork.network;
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
    if (info.network.stages() == 0 || info.inputChannels < 1 || info.classes < 2)
        throw InputError(file, "network", "the package describes no usable network");
    if (info.preprocessing.outputCount() != info.classes)
        throw InputError(file, info.preprocessing.regionBased() ? "preprocessing.regions" : "preprocessing.label_values",
                         "describes " + std::to_string(info.preprocessing.outputCount()) + " network outputs; \"classes\" says " +
                             std::to_string(info.classes));
    if (!fs::exists(info.folder + "/weights.pt"))
        throw InputError(info.folder + "/weights.pt", "", "the model's weights are missing");
    return info;
}

}  // namespace segstudio::engine
