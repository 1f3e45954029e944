#include "engine/dist/NcclGroup.h"

#ifndef USE_C10D_NCCL
#define USE_C10D_NCCL  // LibTorch's header declares ProcessGroupNCCL only with it
#endif
#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>

namespace segstudio::engine {

c10::intrusive_ptr<CollectiveBackend> makeNcclProcessGroup(const c10::intrusive_ptr<c10d::Store>& store, int rank,
                                                            int size, std::chrono::milliseconds timeout)
{
    auto options = c10d::ProcessGroupNCCL::Options::create();
    options->timeout = timeout;
    return c10::make_intrusive<c10d::ProcessGroupNCCL>(store, rank, size, options);
}

}  // namespace segstudio::engine
