// CudaSupport.h for LibTorch builds with CUDA (compiled only there; CI checks
// its syntax against the installed CUDA headers).
#include "engine/device/CudaSupport.h"

#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDACachingAllocator.h>

#include <dlfcn.h>

#include <mutex>

namespace segstudio::engine::cuda {

namespace {

// The few NVML entry points we need, resolved from libnvidia-ml at run time
// (the driver ships it; no NVML headers or link-time dependency).
struct NvmlUtilization {
    unsigned int gpu;
    unsigned int memory;
};
using NvmlInit = int (*)();
using NvmlHandleByIndex = int (*)(unsigned int, void**);
using NvmlUtilizationRates = int (*)(void*, NvmlUtilization*);

struct Nvml {
    NvmlHandleByIndex handleByIndex = nullptr;
    NvmlUtilizationRates utilizationRates = nullptr;
    bool ready = false;
};

const Nvml& nvml()
{
    static Nvml instance;
    static std::once_flag once;
    std::call_once(once, [] {
        void* library = dlopen("libnvidia-ml.so.1", RTLD_LAZY | RTLD_LOCAL);
        if (!library)
            return;
        auto init = reinterpret_cast<NvmlInit>(dlsym(library, "nvmlInit_v2"));
        instance.handleByIndex = reinterpret_cast<NvmlHandleByIndex>(dlsym(library, "nvmlDeviceGetHandleByIndex_v2"));
        instance.utilizationRates =
            reinterpret_cast<NvmlUtilizationRates>(dlsym(library, "nvmlDeviceGetUtilizationRates"));
        instance.ready = init && instance.handleByIndex && instance.utilizationRates && init() == 0;
    });
    return instance;
}

}  // namespace

bool compiledWithCuda() { return true; }

int deviceCount() { return static_cast<int>(at::cuda::device_count()); }

DeviceProperties properties(int device)
{
    const cudaDeviceProp* p = at::cuda::getDeviceProperties(device);
    DeviceProperties out;
    out.name = p->name;
    out.totalMemoryBytes = static_cast<int64_t>(p->totalGlobalMem);
    out.computeMajor = p->major;
    out.computeMinor = p->minor;
    out.multiprocessors = p->multiProcessorCount;
    return out;
}

AllocatorStats allocatorStats(int device)
{
    const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(device);
    // StatType::AGGREGATE, which is 0 in every LibTorch; the enum itself moved
    // namespaces in 2.x (c10::CachingAllocator), so it is not named here.
    constexpr std::size_t all = 0;
    AllocatorStats out;
    out.allocatedBytes = stats.allocated_bytes[all].current;
    out.reservedBytes = stats.reserved_bytes[all].current;
    out.peakAllocatedBytes = stats.allocated_bytes[all].peak;
    return out;
}

void resetPeakStats(int device) { c10::cuda::CUDACachingAllocator::resetPeakStats(device); }

double utilizationPercent(int device)
{
    const Nvml& api = nvml();
    if (!api.ready)
        return -1;
    void* handle = nullptr;
    NvmlUtilization rates{};
    if (api.handleByIndex(static_cast<unsigned int>(device), &handle) != 0 || api.utilizationRates(handle, &rates) != 0)
        return -1;
    return rates.gpu;
}

void emptyCache() { c10::cuda::CUDACachingAllocator::emptyCache(); }

}  // namespace segstudio::engine::cuda
