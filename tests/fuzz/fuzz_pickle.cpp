// libFuzzer harness: the pickle reader (common/formats/PickleReader.h) on
// any bytes, as a torch.save archive's data.pkl. It either reads data or
// refuses with an InputError naming the source; the value read is walked
// (tensors, containers) to the nesting limit.
#include <vector>

#include "FuzzSupport.h"
#include "common/formats/PickleReader.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string source = "fuzz/data.pkl";
    fuzz::expectOnlyProductErrors(source, [&] {
        const PickleRef root = readPickle(std::string_view(reinterpret_cast<const char*>(data), size), source);
        std::vector<const PickleValue*> pending{root.get()};
        std::size_t seen = 0;
        while (!pending.empty() && ++seen < 100000) {
            const PickleValue* v = pending.back();
            pending.pop_back();
            (void)v->kindName();
            (void)v->find("network_weights");
            for (const PickleRef& item : v->items)
                pending.push_back(item.get());
            for (const auto& [key, value] : v->entries) {
                pending.push_back(key.get());
                pending.push_back(value.get());
            }
        }
    });
    return 0;
}
