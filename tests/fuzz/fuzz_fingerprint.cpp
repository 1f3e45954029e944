// libFuzzer harness: a cache's fingerprint.json read by
// DatasetFingerprint::fromJson, then the planning that uses it.
#include "FuzzSupport.h"
#include "common/formats/DatasetFingerprint.h"
#include "common/formats/PreprocessingPlan.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("fingerprint");
    const std::string path = fuzz::writeInput(folder, "fingerprint.json", data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const DatasetFingerprint fingerprint = DatasetFingerprint::fromJson(readJsonFile(path), path);
        (void)fingerprint.toJson().dump();
        (void)planPreprocessing(fingerprint);
    });
    return 0;
}
