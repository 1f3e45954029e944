// libFuzzer harness: a TorchScript folder's model.sidecar.json read by
// readModelInfo (the folder also holds an empty model.pt, so every check of
// the sidecar is reached, its file_digest included).
#include "FuzzSupport.h"
#include "engine/infer/ModelInfo.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = [] {
        const std::string f = fuzz::freshFolder("torchscript");
        fuzz::writeBytes(f + "/model.pt", nullptr, 0);
        return f;
    }();
    fuzz::writeInput(folder, engine::kTorchScriptSidecarFile, data, size);
    fuzz::expectOnlyProductErrors(folder, [&] {
        const engine::ModelInfo info = engine::readModelInfo(folder);
        (void)info.toJson().dump();
    });
    return 0;
}
