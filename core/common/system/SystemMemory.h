#pragma once
// How much memory this machine has and can give now, for the checks that
// size work to it before starting: preprocessing workers, inference, scan
// reading.
#include <cstdint>

namespace segstudio {

// Installed physical memory; 16 GiB when it cannot be read.
uint64_t physicalMemoryBytes();

// Memory a new allocation can get without swapping or the out-of-memory
// killer: the smallest of MemAvailable (/proc/meminfo: free memory plus
// reclaimable caches), what the process's cgroup v2 still allows
// (memory.max - memory.current: containers, systemd slices) and
// $SEGSTUDIO_MEMORY_LIMIT (bytes; a cap a user sets on a shared machine).
uint64_t availableMemoryBytes();

}  // namespace segstudio
