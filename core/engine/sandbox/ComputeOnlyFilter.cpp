#include "engine/sandbox/ComputeOnlyFilter.h"

#include <dirent.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "common/system/SeccompProgram.h"
#include "engine/sandbox/SandboxFrames.h"

namespace segstudio::engine::sandbox {

namespace {

int g_reportFd = -1;

// SIGSYS from the filter: report the call, end the process. Async-signal-safe.
void onForbiddenCall(int, siginfo_t* info, void*)
{
    char frame[1 + sizeof(int32_t)];
    frame[0] = static_cast<char>(Frame::Violation);
    const int32_t number = info->si_syscall;
    std::memcpy(frame + 1, &number, sizeof number);
    [[maybe_unused]] const ssize_t ignored = ::write(g_reportFd, frame, sizeof frame);
    ::_exit(97);
}

// System calls a computing process needs and that reach nothing outside it.
const std::vector<int> kAllowed = {
    SYS_read, SYS_write, SYS_readv, SYS_writev, SYS_close, SYS_fstat, SYS_lseek,
    SYS_munmap, SYS_mremap, SYS_mprotect, SYS_madvise, SYS_brk, SYS_mlock, SYS_munlock,
    SYS_futex, SYS_set_robust_list, SYS_rseq, SYS_membarrier,
    SYS_rt_sigaction, SYS_rt_sigprocmask, SYS_rt_sigreturn, SYS_sigaltstack,
    SYS_gettid, SYS_getpid, SYS_getppid, SYS_getuid, SYS_geteuid, SYS_getgid, SYS_getegid,
    SYS_sched_yield, SYS_sched_get_priority_max, SYS_sched_get_priority_min, SYS_getcpu,
    SYS_nanosleep, SYS_clock_nanosleep, SYS_clock_gettime, SYS_clock_getres, SYS_gettimeofday,
    SYS_exit, SYS_exit_group, SYS_getrandom, SYS_getrusage, SYS_times, SYS_sysinfo, SYS_uname,
    SYS_ppoll, SYS_pselect6, SYS_recvfrom, SYS_sendto,
#if defined(__x86_64__)
    SYS_poll, SYS_arch_prctl, SYS_time,
#endif
};

using seccomp::argumentIn;
using seccomp::argumentTest;
using seccomp::loadArgument;
using seccomp::returnAction;
constexpr uint32_t kAllow = SECCOMP_RET_ALLOW, kTrap = SECCOMP_RET_TRAP;

std::vector<sock_filter> computeOnlyProgram(const ComputeOnlyLimits& limits)
{
    seccomp::ProgramBuilder filter;
    for (const int number : kAllowed)
        filter.allow(number);
    // Threads, never new processes; glibc falls back from clone3 (whose flags BPF cannot read) to clone.
    filter.on(SYS_clone, argumentTest(0, BPF_JSET, CLONE_THREAD, kAllow, kTrap));
    filter.on(SYS_clone3, {returnAction(seccomp::failWith(ENOSYS))});
    // fstatat can look up any path (AT_EMPTY_PATH does not forbid one), and
    // BPF cannot read the path: refused softly (glibc's fstat uses it).
    filter.on(SYS_newfstatat, {returnAction(seccomp::failWith(EPERM))});
    // Limits, scheduling and signals of this process only (0: the caller).
    for (const long call : {SYS_prlimit64, SYS_sched_getaffinity, SYS_sched_setaffinity, SYS_sched_getparam,
                            SYS_sched_getscheduler, SYS_get_robust_list})
        filter.on(static_cast<int>(call), argumentTest(0, BPF_JEQ, 0, kAllow, kTrap));
    filter.on(SYS_tgkill, argumentTest(0, BPF_JEQ, static_cast<uint32_t>(::getpid()), kAllow, kTrap));
    // Thread names (PR_SET_NAME, PR_GET_NAME) and nothing else of prctl.
    filter.on(SYS_prctl, argumentIn(0, {PR_SET_NAME, PR_GET_NAME}, kAllow, kTrap));
    // Descriptor flags only: F_SETOWN/F_SETSIG would let a held descriptor
    // signal any process of the user.
    filter.on(SYS_fcntl, argumentIn(1, {F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_DUPFD_CLOEXEC}, kAllow, kTrap));
    // Private mappings; shared ones only of the device files (a CUDA
    // context maps device memory through them): shared anonymous memory and
    // grow-down stacks are not counted by RLIMIT_DATA.
    const std::vector<uint32_t> devices(limits.deviceDescriptors.begin(), limits.deviceDescriptors.end());
    std::vector<sock_filter> mmapTest{loadArgument(3),
                                      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, MAP_GROWSDOWN, 0, 1),
                                      returnAction(kTrap),
                                      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, MAP_SHARED, 1, 0),
                                      returnAction(kAllow)};
    if (devices.empty()) {
        mmapTest.push_back(returnAction(kTrap));
    } else {
        const std::vector<sock_filter> onDevice = argumentIn(4, devices, kAllow, kTrap);
        mmapTest.insert(mmapTest.end(), onDevice.begin(), onDevice.end());
        // Device control on those descriptors alone (never stdio, a
        // terminal, or the socket to the parent).
        filter.on(SYS_ioctl, argumentIn(0, devices, kAllow, kTrap));
    }
    filter.on(SYS_mmap, mmapTest);
    return filter.finish(kTrap);
}

}  // namespace

std::vector<int> nvidiaDeviceDescriptors()
{
    std::vector<int> descriptors;
    DIR* folder = ::opendir("/proc/self/fd");
    if (!folder)
        return descriptors;
    const int own = ::dirfd(folder);
    while (const dirent* entry = ::readdir(folder)) {
        char* end = nullptr;
        const long fd = std::strtol(entry->d_name, &end, 10);
        if (*end != '\0' || end == entry->d_name || fd == own || descriptors.size() >= 64)
            continue;
        char target[256] = {};
        const std::string link = std::string("/proc/self/fd/") + entry->d_name;
        const ssize_t n = ::readlink(link.c_str(), target, sizeof target - 1);
        if (n > 0 && std::strncmp(target, "/dev/nvidia", 11) == 0)
            descriptors.push_back(static_cast<int>(fd));
    }
    ::closedir(folder);
    return descriptors;
}

void restrictToComputing(const ComputeOnlyLimits& limits, int reportFd)
{
    if (limits.deviceDescriptors.size() > 64)
        throw std::invalid_argument("restrictToComputing: more than 64 device descriptors");
    g_reportFd = reportFd;
    struct sigaction action {};
    action.sa_sigaction = onForbiddenCall;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    if (::sigaction(SIGSYS, &action, nullptr) != 0)
        throw std::runtime_error(std::string("cannot install the SIGSYS handler: ") + std::strerror(errno));
    if (limits.memoryBytes > 0) {
        const rlimit memory{limits.memoryBytes, limits.memoryBytes};
        if (::setrlimit(RLIMIT_DATA, &memory) != 0)
            throw std::runtime_error(std::string("cannot set the memory limit: ") + std::strerror(errno));
    }
    const rlimit noCoreFiles{0, 0};
    ::setrlimit(RLIMIT_CORE, &noCoreFiles);
    seccomp::install(computeOnlyProgram(limits));
}

std::string describeSystemCall(int number)
{
    struct Known {
        long number;
        const char* text;
    };
    static const Known known[] = {
        {SYS_openat, "openat (opening a file)"},
        {SYS_openat2, "openat2 (opening a file)"},
        {SYS_socket, "socket (a network connection)"},
        {SYS_connect, "connect (a network connection)"},
        {SYS_bind, "bind (listening on the network)"},
        {SYS_execve, "execve (starting a program)"},
        {SYS_execveat, "execveat (starting a program)"},
        {SYS_clone, "clone (starting a process)"},
        {SYS_kill, "kill (signalling another process)"},
        {SYS_unlinkat, "unlinkat (deleting a file)"},
        {SYS_renameat, "renameat (renaming a file)"},
        {SYS_mkdirat, "mkdirat (creating a folder)"},
        {SYS_ptrace, "ptrace (inspecting another process)"},
        {SYS_ioctl, "ioctl (controlling a device)"},
        {SYS_fcntl, "fcntl (redirecting a descriptor's signals)"},
        {SYS_mmap, "mmap (shared memory)"},
#if defined(__x86_64__)
        {SYS_open, "open (opening a file)"},
        {SYS_creat, "creat (creating a file)"},
        {SYS_fork, "fork (starting a process)"},
        {SYS_vfork, "vfork (starting a process)"},
        {SYS_unlink, "unlink (deleting a file)"},
        {SYS_rename, "rename (renaming a file)"},
        {SYS_stat, "stat (looking at a file)"},
        {SYS_access, "access (looking at a file)"},
#endif
        {SYS_newfstatat, "newfstatat (looking at a file)"},
    };
    for (const Known& entry : known)
        if (entry.number == number)
            return entry.text;
    return "system call " + std::to_string(number);
}

}  // namespace segstudio::engine::sandbox
