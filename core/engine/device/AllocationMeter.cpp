#include "engine/device/AllocationMeter.h"

#include <atomic>

#include <c10/core/Allocator.h>
#include <c10/util/ThreadLocalDebugInfo.h>
#include <torch/version.h>

namespace segstudio::engine {

namespace {

// The allocator's running totals: int64_t in LibTorch 1.x, size_t in 2.x.
#if TORCH_VERSION_MAJOR >= 2
using AllocatorTotal = size_t;
#else
using AllocatorTotal = int64_t;
#endif

struct Reporter : c10::MemoryReportingInfoBase {
    std::atomic<int64_t> current{0}, peak{0};

    void reportMemoryUsage(void*, int64_t bytes, AllocatorTotal, AllocatorTotal, c10::Device device) override
    {
        if (!device.is_cpu())
            return;
        const int64_t now = current.fetch_add(bytes) + bytes;
        int64_t seen = peak.load();
        while (now > seen && !peak.compare_exchange_weak(seen, now)) {
        }
    }
    bool memoryProfilingEnabled() const override { return true; }
};

}  // namespace

struct CpuAllocationMeter::Impl {
    std::shared_ptr<Reporter> reporter = std::make_shared<Reporter>();
    c10::DebugInfoGuard guard{c10::DebugInfoKind::PROFILER_STATE, reporter};
};

CpuAllocationMeter::CpuAllocationMeter() : m_impl(std::make_unique<Impl>()) {}
CpuAllocationMeter::~CpuAllocationMeter() = default;

int64_t CpuAllocationMeter::current() const { return m_impl->reporter->current.load(); }
int64_t CpuAllocationMeter::peak() const { return m_impl->reporter->peak.load(); }
void CpuAllocationMeter::resetPeak() { m_impl->reporter->peak.store(m_impl->reporter->current.load()); }

}  // namespace segstudio::engine
