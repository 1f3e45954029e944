// libFuzzer harness: a preprocessing plan (the "preprocessing" object of
// cache.json and model.json) read by PreprocessingPlan::fromJson; what it
// accepts must read back the same from its own toJson.
#include "FuzzSupport.h"
#include "common/formats/PreprocessingPlan.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("preprocessing_plan");
    const std::string path = fuzz::writeInput(folder, "plan.json", data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const PreprocessingPlan plan = PreprocessingPlan::fromJson(readJsonFile(path), path);
        const Json saved = plan.toJson();
        if (PreprocessingPlan::fromJson(saved, path).toJson() != saved)
            std::abort();
        (void)plan.classCount();
        (void)plan.outputCount();
    });
    return 0;
}
