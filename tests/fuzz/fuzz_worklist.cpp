// libFuzzer harness: worklist.json read by readWorklist, as the workbench's
// worklist opens one that `predict --uncertainty` wrote (or someone sent).
// What reads back is written again and must read back the same.
#include "FuzzSupport.h"
#include "application/worklist/WorklistFile.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("worklist");
    const std::string path = fuzz::writeInput(folder, application::kWorklistFile, data, size);
    fuzz::expectOnlyProductErrors(path, [&] {
        const application::Worklist worklist = application::readWorklist(path);
        const std::string copy = folder + "/copy.json";
        application::writeWorklist(copy, worklist);
        const application::Worklist again = application::readWorklist(copy);
        if (again.entries.size() != worklist.entries.size() || again.model != worklist.model ||
            again.measure != worklist.measure) {
            std::fprintf(stderr, "worklist.json does not read back as it was written\n");
            std::abort();
        }
        for (std::size_t i = 0; i < again.entries.size(); ++i)
            if (again.entries[i].caseId != worklist.entries[i].caseId ||
                again.entries[i].imageFiles != worklist.entries[i].imageFiles ||
                again.entries[i].score.structureVoxels != worklist.entries[i].score.structureVoxels) {
                std::fprintf(stderr, "entry %zu does not read back as it was written\n", i);
                std::abort();
            }
    });
    return 0;
}
