#include "engine/infer/PackagedNetwork.h"

#include <filesystem>
#include <map>

#include "common/Errors.h"
#include "engine/infer/NnUNetWeights.h"
#include "engine/sandbox/SandboxedModule.h"

namespace segstudio::engine {

namespace {

void requireSegStudioNetwork(const ModelInfo& info)
{
    if (info.isTorchScript())
        throw InputError(info.folder, "format",
                         "is an imported TorchScript model: it segments scans, but cannot be fine-tuned or compared "
                         "as a SegStudio network");
}

// Copies the weights file's tensors into `network`: every parameter and
// buffer by name and shape, nothing missing, nothing left over; except that
// the network's tensors named `kept...` stay as they are and the file's are
// dropped (a new output head).
void assignNamedTensors(UNet& network, const std::vector<std::pair<std::string, torch::Tensor>>& tensors,
                        const std::string& weights, const std::string& kept = {})
{
    std::map<std::string, torch::Tensor> byName;
    for (const auto& [name, tensor] : tensors)
        if (kept.empty() || name.rfind(kept, 0) != 0)
            byName.emplace(name, tensor);
    torch::NoGradGuard noGrad;
    auto assign = [&](const std::string& name, torch::Tensor& target) {
        if (!kept.empty() && name.rfind(kept, 0) == 0)
            return;
        const auto found = byName.find(name);
        if (found == byName.end())
            throw InputError(weights, name, "is missing: the weights are from another network");
        if (found->second.sizes() != target.sizes())
            throw InputError(weights, name, "has shape " + c10::str(found->second.sizes()) + ", the network needs " +
                                                c10::str(target.sizes()) + ": the weights are from another network");
        target.copy_(found->second);
        byName.erase(found);
    };
    for (auto& parameter : network->named_parameters())
        assign(parameter.key(), parameter.value());
    for (auto& buffer : network->named_buffers())
        assign(buffer.key(), buffer.value());
    if (!byName.empty())
        throw InputError(weights, byName.begin()->first,
                         "is not part of this network: the weights are from another network");
}

// <info.folder>/weights.pt's tensors, checked against model.json's digest
// and parsed in the sandbox: a weights file is TorchScript, and loading one
// runs the code its objects carry (__setstate__).
std::vector<std::pair<std::string, torch::Tensor>> weightsFileTensors(const ModelInfo& info, const std::string& weights)
{
    if (!std::filesystem::exists(weights))
        throw InputError(weights, "", "the model's weights are missing");
    requireDigest(weights, info.fileDigest, info.folder + "/model.json");
    return sandbox::readWeightsInSandbox(weights);
}

}  // namespace

void loadPackagedWeights(UNet& network, const ModelInfo& info)
{
    requireSegStudioNetwork(info);
    if (info.isNnUNet())
        throw InputError(info.folder, "format", "is an nnU-Net fold: its weights load with loadNnUNetNetwork");
    const std::string weights = info.folder + "/weights.pt";
    assignNamedTensors(network, weightsFileTensors(info, weights), weights);
}

void loadFineTuningWeights(UNet& network, const ModelInfo& info, bool newHead)
{
    requireSegStudioNetwork(info);
    const std::string kept = newHead ? UNetImpl::kHeadsPrefix : "";
    if (!info.isNnUNet()) {
        const std::string weights = info.folder + "/weights.pt";
        assignNamedTensors(network, weightsFileTensors(info, weights), weights, kept);
        return;
    }
    // The checkpoint read as data into the fold's own network, then copied over by name.
    UNet fold = loadNnUNetNetwork(info);
    std::vector<std::pair<std::string, torch::Tensor>> tensors;
    for (const auto& parameter : fold->named_parameters())
        tensors.emplace_back(parameter.key(), parameter.value());
    for (const auto& buffer : fold->named_buffers())
        tensors.emplace_back(buffer.key(), buffer.value());
    assignNamedTensors(network, tensors, info.nnunet->checkpoint, kept);
}

UNet loadPackagedNetwork(const ModelInfo& info)
{
    if (info.isNnUNet())
        return loadNnUNetNetwork(info);
    requireSegStudioNetwork(info);
    UNet network(info.network, info.networkInputChannels(), info.networkOutputs());
    loadPackagedWeights(network, info);
    return network;
}

}  // namespace segstudio::engine
