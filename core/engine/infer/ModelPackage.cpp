#include "engine/infer/ModelPackage.h"
#include "engine/infer/PackagedNetwork.h"

#include <algorithm>
#include <filesystem>

#include "common/Errors.h"
#include "engine/TorchSupport.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"

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
        if (entry.is_number_integer())
            structures.push_back({entry.get<int>()});
        else if (entry.is_array() && !entry.empty() &&
                 std::all_of(entry.begin(), entry.end(), [](const Json& v) { return v.is_number_integer(); }))
            structures.push_back(entry.get<std::vector<int>>());
        else
            throw InputError(file, "postprocessing.keep_largest_component",
                             "entry " + entry.dump() + " is neither a label value nor a list of them");
    }
    return structures;
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
    if (json.value("format", "") != "segstudio-model")
        throw InputError(file, "format", "is not a SegStudio model package");
    const TrainingConfig withNetwork = TrainingConfig::fromJson({{"network", requireField<Json>(json, "network", file)}}, file);
    info.network = withNetwork.network;
    info.patchXyz = requireField<Triple>(json, "patch_size_xyz", file);
    info.inputChannels = requireField<int>(json, "input_channels", file);
    info.classes = requireField<int>(json, "classes", file);
    const Json labels = requireField<Json>(json, "labels", file);
    for (const auto& [value, name] : labels.items())
        info.labels[std::stoi(value)] = name.get<std::string>();
    info.channelNames = requireField<std::vector<std::string>>(json, "channel_names", file);
    info.preprocessing = PreprocessingPlan::fromJson(requireField<Json>(json, "preprocessing", file), file);
    info.datasetName = json.value("dataset_name", "");
    info.trainedEpochs = json.value("trained_epochs", 0);
    info.validationMeanDice = json.value("validation_mean_dice", -1.0);
    info.validationDicePerClass = numbersFromJson(json.value("validation_dice_per_class", Json::array()));
    if (json.contains("postprocessing")) {
        info.keepLargestComponent =
            structuresFromJson(json.at("postprocessing").value("keep_largest_component", Json::array()), file);
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

struct Predictor::Impl {
    ModelInfo info;
    torch::Device device{torch::kCPU};
    UNet network{nullptr};
};

Predictor::Predictor(const std::string& modelPath, const std::string& deviceName, int cpuThreads)
    : m_impl(std::make_unique<Impl>())
{
    m_impl->info = readModelInfo(modelPath);
    m_impl->device = resolveDevice(deviceName);
    configureCpuThreads(cpuThreads);
    m_impl->network = loadPackagedNetwork(m_impl->info);
    m_impl->network->to(m_impl->device);
    m_impl->network->eval();
}

Predictor::~Predictor() = default;

const ModelInfo& Predictor::info() const { return m_impl->info; }

std::string Predictor::deviceName() const { return m_impl->device.str(); }

std::vector<float> Predictor::probabilities(const std::vector<float>& image, int channels, const Size3& sizeXyz,
                                            const PredictOptions& options, const std::function<void(int, int)>& progress,
                                            const std::atomic<bool>* cancel, std::vector<float>* mirrorDisagreement)
{
    const ModelInfo& info = m_impl->info;
    if (channels != info.inputChannels)
        throw InputError("", "channels",
                         "the scan has " + std::to_string(channels) + " channel(s), the model was trained on " +
                             std::to_string(info.inputChannels));
    const int64_t voxels = sizeXyz[0] * sizeXyz[1] * sizeXyz[2];
    if (static_cast<int64_t>(image.size()) != voxels * channels)
        throw std::invalid_argument("Predictor::probabilities: image size does not match sizeXyz and channels");
    const torch::Tensor input =
        torch::from_blob(const_cast<float*>(image.data()), {channels, sizeXyz[2], sizeXyz[1], sizeXyz[0]}, torch::kFloat32);
    SlidingWindowOptions sliding;
    sliding.patchXyz = info.patchXyz;
    sliding.overlap = options.overlap;
    sliding.mirroring = options.mirroring;
    sliding.windowBatch = options.windowBatch;
    sliding.precision = resolvePrecision(options.precision, m_impl->device);
    sliding.sigmoid = info.preprocessing.regionBased();
    torch::Tensor disagreement;
    const torch::Tensor probabilities = slidingWindowProbabilities(m_impl->network, input, m_impl->device, sliding, progress,
                                                                   cancel, mirrorDisagreement ? &disagreement : nullptr);
    if (!probabilities.defined())
        return {};
    if (mirrorDisagreement && disagreement.defined()) {
        const float* d = disagreement.data_ptr<float>();
        mirrorDisagreement->assign(d, d + disagreement.numel());
    }
    const float* data = probabilities.data_ptr<float>();
    return {data, data + probabilities.numel()};
}

}  // namespace segstudio::engine
