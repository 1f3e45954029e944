#include "common/system/ReaderConfinement.h"

#include <fcntl.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/system/SeccompProgram.h"

namespace segstudio {

namespace {

using seccomp::returnAction;
constexpr uint32_t kAllow = SECCOMP_RET_ALLOW;

// Calls that change the file system or reach beyond this process: refused.
const std::vector<long> kRefused = {
    SYS_socket, SYS_socketpair, SYS_connect, SYS_bind, SYS_listen, SYS_accept, SYS_accept4,
    SYS_execve, SYS_execveat, SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev,
    SYS_unlinkat, SYS_renameat, SYS_renameat2, SYS_mkdirat, SYS_linkat, SYS_symlinkat, SYS_mknodat,
    SYS_fchmod, SYS_fchmodat, SYS_fchown, SYS_fchownat, SYS_truncate, SYS_ftruncate, SYS_fallocate,
    SYS_utimensat, SYS_setxattr, SYS_lsetxattr, SYS_fsetxattr, SYS_removexattr, SYS_lremovexattr, SYS_fremovexattr,
    SYS_name_to_handle_at, SYS_open_by_handle_at, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_chroot,
    SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register, SYS_bpf, SYS_perf_event_open, SYS_userfaultfd,
    SYS_keyctl, SYS_add_key, SYS_request_key, SYS_fanotify_init, SYS_setns, SYS_unshare,
#if defined(__x86_64__)
    SYS_fork, SYS_vfork, SYS_unlink, SYS_rename, SYS_mkdir, SYS_rmdir, SYS_link, SYS_symlink, SYS_mknod,
    SYS_chmod, SYS_chown, SYS_lchown, SYS_utime, SYS_utimes, SYS_futimesat,
#endif
};

// Any of these open flags asks to write (O_TMPFILE holds O_DIRECTORY's bit
// and its own; its own suffices).
constexpr uint32_t kWriteFlags = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND | (__O_TMPFILE & ~O_DIRECTORY);

std::vector<sock_filter> readerProgram()
{
    const uint32_t refuse = seccomp::failWith(EPERM), refuseOpen = seccomp::failWith(EACCES);
    const auto pid = static_cast<uint32_t>(::getpid());
    seccomp::ProgramBuilder filter;
    for (const long call : kRefused)
        filter.on(static_cast<int>(call), {returnAction(refuse)});
    // Opening for reading only.
    filter.on(SYS_openat, seccomp::argumentTest(2, BPF_JSET, kWriteFlags, refuseOpen, kAllow));
    filter.on(SYS_openat2, {returnAction(seccomp::failWith(ENOSYS))});  // its flags are behind a pointer
#if defined(__x86_64__)
    filter.on(SYS_open, seccomp::argumentTest(1, BPF_JSET, kWriteFlags, refuseOpen, kAllow));
    filter.on(SYS_creat, {returnAction(refuseOpen)});
#endif
    // Threads, not processes; glibc falls back from clone3 (flags behind a pointer) to clone.
    filter.on(SYS_clone, seccomp::argumentTest(0, BPF_JSET, CLONE_THREAD, kAllow, refuse));
    filter.on(SYS_clone3, {returnAction(seccomp::failWith(ENOSYS))});
    // Signals to this process only (abort() raises through tgkill).
    filter.on(SYS_kill, seccomp::argumentTest(0, BPF_JEQ, pid, kAllow, refuse));
    filter.on(SYS_tgkill, seccomp::argumentTest(0, BPF_JEQ, pid, kAllow, refuse));
    return filter.finish(kAllow);
}

// The process's private writable memory now (VmData), in bytes; 0 if unknown.
uint64_t dataBytesNow()
{
    std::FILE* status = std::fopen("/proc/self/status", "r");
    if (!status)
        return 0;
    char line[256];
    unsigned long long kib = 0;
    while (std::fgets(line, sizeof line, status))
        if (std::sscanf(line, "VmData: %llu kB", &kib) == 1)
            break;
    std::fclose(status);
    return static_cast<uint64_t>(kib) * 1024;
}

}  // namespace

uint64_t defaultReaderMemoryGrowthBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGESIZE);
    return pages > 0 && pageSize > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(pageSize) / 4 * 3 : 0;
}

void confineReader(uint64_t memoryGrowthBytes)
{
    if (memoryGrowthBytes > 0) {
        const uint64_t bytes = dataBytesNow() + memoryGrowthBytes;
        const rlimit memory{bytes, bytes};
        if (::setrlimit(RLIMIT_DATA, &memory) != 0)
            throw std::runtime_error(std::string("cannot bound the reader's memory: ") + std::strerror(errno));
    }
    seccomp::install(readerProgram());
}

}  // namespace segstudio
