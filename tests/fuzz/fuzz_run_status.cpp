// libFuzzer harness: a run folder's status.json read by readRunStatus, as
// the workbench's run list and `resume` read it (it may be damaged by a
// crash or written by another version: any bytes give a status or none).
#include "FuzzSupport.h"
#include "engine/train/RunFolder.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("run");
    fuzz::writeInput(folder, "status.json", data, size);
    fuzz::expectOnlyProductErrors(folder, [&] {
        const std::optional<engine::RunStatus> status = engine::readRunStatus(folder);
        if (status)
            (void)status->state.size();
    });
    return 0;
}
