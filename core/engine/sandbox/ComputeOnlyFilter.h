#pragma once
// Shuts the calling process in so that it can only compute: a seccomp filter
// (Linux) that allows memory, threads, time and reading/writing descriptors
// it already holds, and stops everything else -- opening files, sockets,
// starting programs, signalling other processes. A forbidden system call
// ends the process; before it does, a Violation frame naming the call is
// written to `reportFd` (SandboxFrames.h), so the parent can say what the
// model tried. Plus a memory limit (RLIMIT_DATA: every private writable
// mapping, i.e. everything torch allocates on the CPU).
// No LibTorch in this header.
#include <cstdint>
#include <string>
#include <vector>

namespace segstudio::engine::sandbox {

struct ComputeOnlyLimits {
    uint64_t memoryBytes = 0;  // RLIMIT_DATA, soft = hard; 0: none
    // Descriptors of device files opened before the filter (a CUDA
    // context's /dev/nvidia*): ioctl and shared mappings are allowed on
    // these alone (at most 64). Empty: no ioctl, private mappings only.
    std::vector<int> deviceDescriptors;
};

// The descriptors this process holds on NVIDIA device files (/dev/nvidia*),
// for ComputeOnlyLimits::deviceDescriptors once a CUDA context exists.
std::vector<int> nvidiaDeviceDescriptors();

// Installs the limits and the filter on every thread of the process
// (SECCOMP_FILTER_FLAG_TSYNC), for good: nothing lifts them. Throws
// std::runtime_error naming the step when the kernel refuses (no seccomp).
void restrictToComputing(const ComputeOnlyLimits& limits, int reportFd);

// "openat (opening a file)", "socket (a network connection)", or
// "system call 321" for one without a known name.
std::string describeSystemCall(int number);

}  // namespace segstudio::engine::sandbox
