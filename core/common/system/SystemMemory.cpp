#include "common/system/SystemMemory.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string>

#include <unistd.h>

namespace segstudio {

namespace {

// The first number in `path`, or 0 when it holds none ("max", missing).
uint64_t numberIn(const std::string& path)
{
    std::ifstream in(path);
    uint64_t value = 0;
    return in >> value ? value : 0;
}

// What the cgroup (v2) of this process may still allocate; 0 = no limit known.
uint64_t cgroupRemainingBytes()
{
    std::ifstream self("/proc/self/cgroup");
    std::string line;
    while (std::getline(self, line)) {
        if (line.rfind("0::", 0) != 0)
            continue;
        const std::string folder = "/sys/fs/cgroup" + line.substr(3);
        const uint64_t limit = numberIn(folder + "/memory.max");
        const uint64_t used = numberIn(folder + "/memory.current");
        return limit == 0 ? 0 : (limit > used ? limit - used : 1);
    }
    return 0;
}

}  // namespace

uint64_t physicalMemoryBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGE_SIZE);
    return pages > 0 && pageSize > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(pageSize)
                                     : (uint64_t{16} << 30);
}

uint64_t availableMemoryBytes()
{
    uint64_t available = physicalMemoryBytes();
    std::ifstream meminfo("/proc/meminfo");
    std::string key, unit;
    uint64_t kib = 0;
    while (meminfo >> key >> kib >> unit)
        if (key == "MemAvailable:") {
            available = kib * 1024;
            break;
        }
    if (const uint64_t cgroup = cgroupRemainingBytes())
        available = std::min(available, cgroup);
    if (const char* cap = std::getenv("SEGSTUDIO_MEMORY_LIMIT"); cap && *cap)
        if (const uint64_t bytes = std::strtoull(cap, nullptr, 10))
            available = std::min(available, bytes);
    return available;
}

}  // namespace segstudio
