// NcclGroup.h for builds without NCCL: LibTorch without CUDA, or a CUDA
// LibTorch whose NCCL headers were not found (core/engine/CMakeLists.txt).
#include "engine/dist/NcclGroup.h"

#include "common/Errors.h"

namespace segstudio::engine {

c10::intrusive_ptr<CollectiveBackend> makeNcclProcessGroup(const c10::intrusive_ptr<c10d::Store>&, int, int,
                                                            std::chrono::milliseconds)
{
    throw InputError("", "device", "this build of SegStudio has no NCCL for distributed GPU training; build against "
                                   "a CUDA LibTorch with NCCL's headers (README: Building for NVIDIA GPUs)");
}

}  // namespace segstudio::engine
