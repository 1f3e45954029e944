// libFuzzer harness: a cache folder's index, cache.json, read by
// CacheIndex::load, then the names and paths derived from it.
#include "FuzzSupport.h"
#include "common/formats/CacheIndex.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("cache_index");
    fuzz::writeInput(folder, "cache.json", data, size);
    fuzz::expectOnlyProductErrors(folder, [&] {
        const CacheIndex index = CacheIndex::load(folder);
        for (int k = 0; k < index.numClasses(); ++k)
            (void)index.className(k);
        (void)index.scoredNames();
        for (const CacheIndexCase& c : index.cases)
            (void)index.casePath(c);
    });
    return 0;
}
