#include "ModelFixtures.h"

#include <torch/torch.h>

#include <filesystem>

#include "common/formats/JsonFile.h"
#include "engine/infer/ModelInfo.h"
#include "engine/nn/UNet.h"

namespace segstudio::test {

engine::NetworkConfig smallNetworkConfig()
{
    engine::NetworkConfig n;
    n.baseFeatures = 4;
    n.maxFeatures = 8;
    n.kernelSizes = {{3, 3, 3}, {3, 3, 3}};
    n.strides = {{1, 1, 1}, {2, 2, 2}};
    return n;
}

std::string writeRandomModelPackage(const std::string& folder, uint64_t seed, int classes)
{
    torch::manual_seed(seed);
    engine::UNet network(smallNetworkConfig(), 1, classes);
    engine::ModelInfo info;
    info.network = smallNetworkConfig();
    info.patchXyz = {16, 16, 16};
    info.inputChannels = 1;
    info.classes = classes;
    info.preprocessing.targetSpacingXyz = {1.0, 1.0, 1.0};
    info.preprocessing.labelValues.clear();
    for (int k = 0; k < classes; ++k) {
        info.preprocessing.labelValues.push_back(k);
        info.labels[k] = k == 0 ? "background" : "label" + std::to_string(k);
    }
    info.channelNames = {"MRI"};
    info.preprocessing.channels.push_back({"MRI"});
    std::filesystem::create_directories(folder);
    torch::save(network, folder + "/weights.pt");
    info.fileDigest = engine::digestOf(folder + "/weights.pt");
    writeJsonFile(folder + "/model.json", info.toJson());
    return folder;
}

}  // namespace segstudio::test
