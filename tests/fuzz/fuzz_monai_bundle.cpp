// libFuzzer harness: a MONAI bundle's configs/inference.json read by
// readModelInfo (the folder also holds a valid configs/metadata.json and an
// empty models/model.ts, so every check of the configuration is reached:
// references, transforms, the inferer and the postprocessing).
#include <filesystem>

#include "FuzzSupport.h"
#include "engine/infer/ModelInfo.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = [] {
        const std::string f = fuzz::freshFolder("monai_bundle");
        std::filesystem::create_directories(f + "/configs");
        std::filesystem::create_directories(f + "/models");
        const std::string metadata =
            R"({"network_data_format": {"inputs": {"image": {"num_channels": 1, "spatial_shape": [96, 96, 96]}},)"
            R"( "outputs": {"pred": {"num_channels": 2, "channel_def": {"0": "background", "1": "spleen"}}}}})";
        fuzz::writeInput(f + "/configs", "metadata.json", reinterpret_cast<const uint8_t*>(metadata.data()),
                         metadata.size());
        fuzz::writeBytes(f + "/models/model.ts", nullptr, 0);
        return f;
    }();
    fuzz::writeInput(folder + "/configs", "inference.json", data, size);
    fuzz::expectOnlyProductErrors(folder, [&] {
        const engine::ModelInfo info = engine::readModelInfo(folder);
        (void)info.toJson().dump();
    });
    return 0;
}
