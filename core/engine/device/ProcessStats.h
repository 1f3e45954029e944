#pragma once
// Resident memory and CPU use of this process (Linux /proc), for the
// dashboard's process charts. Not thread-safe: one sampler per thread.
#include <chrono>
#include <cstdint>

#include "engine/train/TrainingObserver.h"

namespace segstudio::engine {

class ProcessStatsSampler {
public:
    ProcessStatsSampler();
    int64_t residentBytes() const;
    // CPU time used since the previous call, as percent of one core (200 = two cores busy).
    double cpuPercentSinceLastCall();

private:
    double m_lastCpuSeconds = 0;
    std::chrono::steady_clock::time_point m_lastWall;
};

// The process's memory and CPU use, and with `cudaDevice` >= 0 that device's
// allocator statistics (and its utilisation when `withUtilization`).
MemoryStats sampleMemoryStats(ProcessStatsSampler& process, int cudaDevice, bool withUtilization);

}  // namespace segstudio::engine
