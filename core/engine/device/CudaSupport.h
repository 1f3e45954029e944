#pragma once
// The engine's only door to CUDA-specific APIs (device properties, the
// caching allocator's statistics, NVML utilisation). CudaSupport.cpp
// implements it when LibTorch was built with CUDA; NoCuda.cpp otherwise.
// No LibTorch or CUDA headers here.
#include <cstdint>
#include <string>

namespace segstudio::engine::cuda {

struct DeviceProperties {
    std::string name;
    int64_t totalMemoryBytes = 0;
    int computeMajor = 0, computeMinor = 0;
    int multiprocessors = 0;
};

struct AllocatorStats {
    int64_t allocatedBytes = 0;  // held by live tensors
    int64_t reservedBytes = 0;   // held by the caching allocator
    int64_t peakAllocatedBytes = 0;
};

bool compiledWithCuda();
int deviceCount();
DeviceProperties properties(int device);
AllocatorStats allocatorStats(int device);
void resetPeakStats(int device);
// Percent of time a kernel ran over the last sample period (NVML, loaded at
// run time); -1 when NVML is not available.
double utilizationPercent(int device);
// Releases cached, unused blocks (after an out-of-memory error).
void emptyCache();

}  // namespace segstudio::engine::cuda
