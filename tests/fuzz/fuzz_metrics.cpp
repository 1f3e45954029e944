// libFuzzer harness: a run's metrics.jsonl read back by readRunHistory (the
// dashboard of a finished run), and by MetricsWriter when a run resumes.
#include "FuzzSupport.h"
#include "engine/train/RunFolder.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("metrics");
    const std::string path = fuzz::writeInput(folder, "metrics.jsonl", data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const engine::RunHistory history = engine::readRunHistory(path);
        for (const engine::ValidationStats& v : history.validations)
            (void)engine::validationJson(v).dump();
        engine::MetricsWriter resumed(path, /*resumeStep=*/3, /*resumeEpoch=*/1);
    });
    return 0;
}
