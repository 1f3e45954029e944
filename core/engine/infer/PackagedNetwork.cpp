#include "engine/infer/PackagedNetwork.h"

#include <filesystem>

#include "common/Errors.h"

namespace segstudio::engine {

namespace {

void requireSegStudioNetwork(const ModelInfo& info)
{
    if (info.isTorchScript())
        throw InputError(info.folder, "format",
                         "is an imported TorchScript model: it segments scans, but cannot be fine-tuned or compared "
                         "as a SegStudio network");
}

}  // namespace

void loadPackagedWeights(UNet& network, const ModelInfo& info)
{
    requireSegStudioNetwork(info);
    const std::string weights = info.folder + "/weights.pt";
    if (!std::filesystem::exists(weights))
        throw InputError(weights, "", "the model's weights are missing");
    requireDigest(weights, info.fileDigest, info.folder + "/model.json");
    try {
        torch::load(network, weights);
    } catch (const c10::Error& error) {
        throw InputError(weights, "", std::string("cannot load the weights (damaged, or from another network): ") +
                                          error.what_without_backtrace());
    }
}

UNet loadPackagedNetwork(const ModelInfo& info)
{
    requireSegStudioNetwork(info);
    UNet network(info.network, info.networkInputChannels(), info.networkOutputs());
    loadPackagedWeights(network, info);
    return network;
}

}  // namespace segstudio::engine
