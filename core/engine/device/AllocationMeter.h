#pragma once
// Bytes LibTorch's CPU allocator hands out while a meter is alive, through
// c10's memory-reporting hook (the one LibTorch's profiler uses): the running
// total and its peak. Counts the calling thread and the intra-op threads its
// operators run on. Blocks allocated before the meter started and freed
// while it runs are not subtracted (c10 does not know their size), so start
// it before the work to measure and read peaks relative to a later current().
#include <cstdint>
#include <memory>

namespace segstudio::engine {

class CpuAllocationMeter {
public:
    CpuAllocationMeter();
    ~CpuAllocationMeter();
    CpuAllocationMeter(const CpuAllocationMeter&) = delete;
    CpuAllocationMeter& operator=(const CpuAllocationMeter&) = delete;

    int64_t current() const;
    int64_t peak() const;  // since construction or resetPeak()
    void resetPeak();       // the peak becomes current()

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace segstudio::engine
