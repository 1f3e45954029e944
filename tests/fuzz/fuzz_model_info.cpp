// libFuzzer harness: a model package's model.json read by readModelInfo
// (the package folder also holds an empty weights.pt, so every check of
// model.json is reached).
#include "FuzzSupport.h"
#include "engine/infer/ModelInfo.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = [] {
        const std::string f = fuzz::freshFolder("model");
        fuzz::writeBytes(f + "/weights.pt", nullptr, 0);
        return f;
    }();
    fuzz::writeInput(folder, "model.json", data, size);
    fuzz::expectOnlyProductErrors(folder, [&] {
        const engine::ModelInfo info = engine::readModelInfo(folder);
        (void)info.toJson().dump();
    });
    return 0;
}
