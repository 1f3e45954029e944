// libFuzzer harness: a torch.save archive (common/formats/TorchCheckpoint.h),
// as nnU-Net's checkpoint_final.pth: the zip directory, data.pkl, and every
// tensor it names read from its record, each size checked.
#include <vector>

#include "FuzzSupport.h"
#include "common/formats/TorchCheckpoint.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("torch_checkpoint");
    const std::string path = fuzz::writeInput(folder, "checkpoint_final.pth", data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const TorchCheckpoint checkpoint(path);
        std::vector<const PickleValue*> pending{&checkpoint.root()};
        std::size_t seen = 0;
        while (!pending.empty() && ++seen < 10000) {
            const PickleValue* v = pending.back();
            pending.pop_back();
            if (v->kind == PickleValue::Kind::Tensor) {
                try {
                    (void)checkpoint.floatValues(v->tensor, "tensor");
                } catch (const InputError& e) {
                    fuzz::requireNamed("InputError", e.what(), path);
                }
            }
            for (const PickleRef& item : v->items)
                pending.push_back(item.get());
            for (const auto& [key, value] : v->entries)
                pending.push_back(value.get());
        }
    });
    return 0;
}
