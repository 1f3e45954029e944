#include "engine/sandbox/ComputeOnlyFilter.h"

#include <fcntl.h>
#include <linux/audit.h>
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
#include <cstring>
#include <stdexcept>
#include <vector>

#include "engine/sandbox/SandboxFrames.h"

namespace segstudio::engine::sandbox {

namespace {

#if defined(__x86_64__)
constexpr uint32_t kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr uint32_t kArch = AUDIT_ARCH_AARCH64;
#else
#error "the model sandbox knows the system calls of x86-64 and AArch64 only"
#endif

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

class FilterBuilder {
public:
    void load(uint32_t offset) { add(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offset)); }
    void ret(uint32_t action) { add(BPF_STMT(BPF_RET | BPF_K, action)); }
    // if (A == value) { body } -- `body` must end in a return.
    void jump(sock_filter instruction) { add(instruction); }
    void ifEquals(uint32_t value, const std::vector<sock_filter>& body)
    {
        add(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, value, 0, static_cast<uint8_t>(body.size())));
        m_program.insert(m_program.end(), body.begin(), body.end());
    }
    void allowIfEquals(int number)
    {
        add(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, static_cast<uint32_t>(number), 0, 1));
        ret(SECCOMP_RET_ALLOW);
    }
    std::vector<sock_filter> program() const { return m_program; }

private:
    void add(sock_filter instruction) { m_program.push_back(instruction); }
    std::vector<sock_filter> m_program;
};

constexpr uint32_t argLow(int index) { return static_cast<uint32_t>(offsetof(seccomp_data, args) + 8 * index); }

// Allows the call only when the low 32 bits of argument `index` are one of `values`.
std::vector<sock_filter> argumentIn(int index, const std::vector<uint32_t>& values)
{
    const auto count = static_cast<uint8_t>(values.size());
    std::vector<sock_filter> body{BPF_STMT(BPF_LD | BPF_W | BPF_ABS, argLow(index))};
    for (uint8_t i = 0; i < count; ++i)
        body.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, values[i], static_cast<uint8_t>(count - i), 0));
    body.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP));
    body.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    return body;
}

// Allows the call only when the low 32 bits of argument `index` satisfy the test.
std::vector<sock_filter> argumentTest(int index, uint16_t jumpKind, uint32_t value)
{
    return {BPF_STMT(BPF_LD | BPF_W | BPF_ABS, argLow(index)),
            BPF_JUMP(BPF_JMP | jumpKind | BPF_K, value, 0, 1),
            BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
            BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP)};
}

std::vector<sock_filter> computeOnlyProgram(const ComputeOnlyLimits& limits)
{
    FilterBuilder filter;
    filter.load(offsetof(seccomp_data, arch));
    // Another architecture's calling convention (e.g. 32-bit calls on x86-64): kill.
    filter.jump(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kArch, 1, 0));
    filter.ret(SECCOMP_RET_KILL_PROCESS);
    filter.load(offsetof(seccomp_data, nr));
#if defined(__x86_64__)
    filter.jump(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));  // x32 calls
    filter.ret(SECCOMP_RET_KILL_PROCESS);
#endif
    for (const int number : kAllowed)
        filter.allowIfEquals(number);
    // Threads, never new processes; glibc falls back from clone3 (whose flags BPF cannot read) to clone.
    filter.ifEquals(SYS_clone, argumentTest(0, BPF_JSET, CLONE_THREAD));
    filter.ifEquals(SYS_clone3, {BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS)});
    // fstatat can look up any path (AT_EMPTY_PATH does not forbid one), and
    // BPF cannot read the path: refused softly (glibc's fstat uses it).
    filter.ifEquals(SYS_newfstatat, {BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)});
    // Limits, scheduling and signals of this process only (0: the caller).
    for (const long call : {SYS_prlimit64, SYS_sched_getaffinity, SYS_sched_setaffinity, SYS_sched_getparam,
                            SYS_sched_getscheduler, SYS_get_robust_list})
        filter.ifEquals(static_cast<uint32_t>(call), argumentTest(0, BPF_JEQ, 0));
    filter.ifEquals(SYS_tgkill, argumentTest(0, BPF_JEQ, static_cast<uint32_t>(::getpid())));
    // Thread names (PR_SET_NAME, PR_GET_NAME) and nothing else of prctl.
    filter.ifEquals(SYS_prctl, argumentIn(0, {PR_SET_NAME, PR_GET_NAME}));
    // Descriptor flags only: F_SETOWN/F_SETSIG would let a held descriptor
    // signal any process of the user.
    filter.ifEquals(SYS_fcntl, argumentIn(1, {F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_DUPFD_CLOEXEC}));
    if (limits.allowDeviceControl) {
        // A CUDA context maps device memory shared and controls the device
        // files it opened before the filter (descriptors 3 and up; never
        // stdio, where ioctl could reach a terminal).
        filter.allowIfEquals(SYS_mmap);
        filter.ifEquals(SYS_ioctl, argumentTest(0, BPF_JGE, 3));
    } else {
        // Private mappings only: shared anonymous memory and grow-down
        // stacks are not counted by RLIMIT_DATA.
        filter.ifEquals(SYS_mmap, {BPF_STMT(BPF_LD | BPF_W | BPF_ABS, argLow(3)),
                                   BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, MAP_SHARED | MAP_GROWSDOWN, 0, 1),
                                   BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP),
                                   BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)});
    }
    filter.ret(SECCOMP_RET_TRAP);
    return filter.program();
}

}  // namespace

void restrictToComputing(const ComputeOnlyLimits& limits, int reportFd)
{
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
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        throw std::runtime_error(std::string("cannot set no_new_privs: ") + std::strerror(errno));
    std::vector<sock_filter> program = computeOnlyProgram(limits);
    const sock_fprog filter{static_cast<unsigned short>(program.size()), program.data()};
    if (::syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &filter) != 0)
        throw std::runtime_error(std::string("the kernel refused the seccomp filter (Linux 3.17 or later with "
                                             "CONFIG_SECCOMP_FILTER is needed): ") +
                                 std::strerror(errno));
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
