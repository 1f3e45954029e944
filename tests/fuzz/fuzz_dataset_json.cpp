// libFuzzer harness: a dataset folder's dataset.json (MSD or nnU-Net v2)
// read by openDataset. The folder also holds imagesTr/ and labelsTr/ with
// one empty case file each, so the v2 layout finds a case.
#include "FuzzSupport.h"
#include "io/Dataset.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = [] {
        const std::string f = fuzz::freshFolder("dataset");
        fuzz::fs::create_directories(f + "/imagesTr");
        fuzz::fs::create_directories(f + "/labelsTr");
        fuzz::writeBytes(f + "/imagesTr/case_0000.nii.gz", nullptr, 0);
        fuzz::writeBytes(f + "/labelsTr/case.nii.gz", nullptr, 0);
        return f;
    }();
    fuzz::writeInput(folder, "dataset.json", data, size);
    fuzz::expectOnlyProductErrors(folder, [&] {
        const io::DatasetDescription dataset = io::openDataset(folder);
        (void)dataset.channelCount();
    });
    return 0;
}
