// CudaSupport.h for LibTorch builds without CUDA: no devices, no statistics.
#include "engine/device/CudaSupport.h"

namespace segstudio::engine::cuda {

bool compiledWithCuda() { return false; }
int deviceCount() { return 0; }
DeviceProperties properties(int) { return {}; }
AllocatorStats allocatorStats(int) { return {}; }
void resetPeakStats(int) {}
double utilizationPercent(int) { return -1; }
void emptyCache() {}

}  // namespace segstudio::engine::cuda
