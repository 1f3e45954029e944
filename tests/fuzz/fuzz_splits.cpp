// libFuzzer harness: splits.json (k-fold cross-validation) read by loadSplits.
#include "FuzzSupport.h"
#include "common/formats/KFoldSplit.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("splits");
    const std::string path = fuzz::writeInput(folder, "splits.json", data, size);
    fuzz::expectOnlyProductErrors(path, [&] { (void)loadSplits(path); });
    return 0;
}
