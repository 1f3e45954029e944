#include "engine/device/ProcessStats.h"

#include "engine/device/CudaSupport.h"

#include <fstream>
#include <string>

#include <sys/resource.h>
#include <unistd.h>

namespace segstudio::engine {

static double processCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

ProcessStatsSampler::ProcessStatsSampler() : m_lastCpuSeconds(processCpuSeconds()), m_lastWall(std::chrono::steady_clock::now()) {}

int64_t ProcessStatsSampler::residentBytes() const
{
    std::ifstream statm("/proc/self/statm");
    int64_t size = 0, resident = 0;
    statm >> size >> resident;
    return resident * static_cast<int64_t>(sysconf(_SC_PAGESIZE));
}

double ProcessStatsSampler::cpuPercentSinceLastCall()
{
    const double cpu = processCpuSeconds();
    const auto now = std::chrono::steady_clock::now();
    const double wall = std::chrono::duration<double>(now - m_lastWall).count();
    const double percent = wall > 0 ? 100.0 * (cpu - m_lastCpuSeconds) / wall : 0.0;
    m_lastCpuSeconds = cpu;
    m_lastWall = now;
    return percent;
}

MemoryStats sampleMemoryStats(ProcessStatsSampler& process, int cudaDevice, bool withUtilization)
{
    MemoryStats m;
    m.processResidentBytes = process.residentBytes();
    m.processCpuPercent = process.cpuPercentSinceLastCall();
    if (cudaDevice >= 0) {
        const cuda::AllocatorStats a = cuda::allocatorStats(cudaDevice);
        m.deviceAllocatedBytes = a.allocatedBytes;
        m.deviceReservedBytes = a.reservedBytes;
        m.devicePeakBytes = a.peakAllocatedBytes;
        m.gpuUtilizationPercent = withUtilization ? cuda::utilizationPercent(cudaDevice) : -1;
    }
    return m;
}

}  // namespace segstudio::engine
