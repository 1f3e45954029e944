// CudaSupport.h for LibTorch builds without CUDA: no devices, no statistics.
#include "engine/device/CudaSupport.h"
#include "engine/device/CudaGraph.h"

#include "common/Errors.h"

namespace segstudio::engine::cuda {

bool compiledWithCuda() { return false; }
int deviceCount() { return 0; }
DeviceProperties properties(int) { return {}; }
AllocatorStats allocatorStats(int) { return {}; }
void resetPeakStats(int) {}
double utilizationPercent(int) { return -1; }
void emptyCache() {}

std::unique_ptr<Graph> Graph::record(int, int, const std::function<void()>&)
{
    throw InputError("", "cuda_graphs", "this build of SegStudio has no CUDA, so no CUDA graphs; turn cuda_graphs off "
                                        "or build against a CUDA LibTorch (README: Building for NVIDIA GPUs)");
}

}  // namespace segstudio::engine::cuda
