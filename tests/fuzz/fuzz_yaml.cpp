// libFuzzer harness: YAML read as JSON (YamlFile.h, a MONAI bundle's
// inference.yaml): libyaml's parser and SegStudio's conversion with its
// depth, alias-expansion and tag checks, and a dump of what it accepts.
#include "FuzzSupport.h"
#include "common/formats/YamlFile.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("yaml");
    const std::string path = fuzz::writeInput(folder, "inference.yaml", data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const Json json = readYamlFile(path);
        (void)json.dump(2);
    });
    return 0;
}
