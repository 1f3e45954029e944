// libFuzzer harness: a preprocessed-case cache file (*.ssc, CacheFormat.h)
// opened by CacheFile::open, then every section it exposes read end to end
// (a section that open() let through must lie inside the mapping).
#include "FuzzSupport.h"
#include "common/formats/CacheFormat.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("cache_file");
    const std::string path = fuzz::writeInput(folder, "case.ssc", data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const std::shared_ptr<const CacheFile> file = CacheFile::open(path);
        const CachedCaseInfo& info = file->info();
        const auto voxels = static_cast<std::size_t>(info.voxelCount());
        volatile float sum = 0;
        for (int c = 0; c < info.channels; ++c) {
            const float* values = file->channel(c);
            sum = sum + values[0] + values[voxels - 1];
        }
        const std::vector<int16_t> labels = file->labelsAsInt16();
        if (info.hasLabel && labels.size() != voxels)
            std::abort();
        for (const auto& [label, samples] : file->foregroundSamples())
            for (std::size_t i = 0; i < samples.second; ++i)
                sum = sum + static_cast<float>(samples.first[i][0]);
        (void)file->header().dump();
    });
    return 0;
}
