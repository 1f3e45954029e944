// libFuzzer harness: a training configuration (a run's config.json, or the
// plan.json `segstudio-cli plan` writes) read by TrainingConfig::fromJson.
// What it accepts must survive a round trip through toJson unchanged.
#include "FuzzSupport.h"
#include "engine/config/TrainingConfig.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("training_config");
    const std::string path = fuzz::writeInput(folder, "config.json", data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const engine::TrainingConfig config = engine::TrainingConfig::fromJson(readJsonFile(path), path);
        const Json saved = config.toJson();
        const engine::TrainingConfig again = engine::TrainingConfig::fromJson(saved, path);
        if (again.toJson() != saved) {
            std::fprintf(stderr, "config.json round trip changed:\n%s\n%s\n", saved.dump().c_str(),
                         again.toJson().dump().c_str());
            std::abort();
        }
    });
    return 0;
}
