// libFuzzer harness: the JSON layer every reader shares (JsonFile.h):
// readJsonFile's size, depth and syntax checks, and a dump of what it accepts.
#include "FuzzSupport.h"
#include "common/formats/JsonFile.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("json");
    const std::string path = fuzz::writeInput(folder, "file.json", data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const Json json = readJsonFile(path);
        (void)json.dump(2);
        (void)parseOrderedJson(std::string_view(reinterpret_cast<const char*>(data), size), path).dump();
    });
    return 0;
}
