#include "common/system/SeccompProgram.h"

#include <linux/audit.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <stdexcept>
#include <string>

namespace segstudio::seccomp {

namespace {

#if defined(__x86_64__)
constexpr uint32_t kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr uint32_t kArch = AUDIT_ARCH_AARCH64;
#else
#error "SegStudio's seccomp filters know the system calls of x86-64 and AArch64 only"
#endif

constexpr uint32_t argLow(int index) { return static_cast<uint32_t>(offsetof(seccomp_data, args) + 8 * index); }

}  // namespace

sock_filter loadArgument(int index) { return BPF_STMT(BPF_LD | BPF_W | BPF_ABS, argLow(index)); }

sock_filter returnAction(uint32_t action) { return BPF_STMT(BPF_RET | BPF_K, action); }

ProgramBuilder::ProgramBuilder()
{
    m_program.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)));
    m_program.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kArch, 1, 0));
    m_program.push_back(returnAction(SECCOMP_RET_KILL_PROCESS));
    m_program.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)));
#if defined(__x86_64__)
    m_program.push_back(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));  // x32 calls
    m_program.push_back(returnAction(SECCOMP_RET_KILL_PROCESS));
#endif
}

void ProgramBuilder::allow(int number) { on(number, {returnAction(SECCOMP_RET_ALLOW)}); }

void ProgramBuilder::on(int number, const std::vector<sock_filter>& body)
{
    if (body.size() > 255)
        throw std::logic_error("seccomp::ProgramBuilder::on: a body of more than 255 instructions");
    m_program.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, static_cast<uint32_t>(number), 0, static_cast<uint8_t>(body.size())));
    // The body ends in returns: when the number differs, A still holds it for the next test.
    m_program.insert(m_program.end(), body.begin(), body.end());
}

std::vector<sock_filter> ProgramBuilder::finish(uint32_t action)
{
    m_program.push_back(returnAction(action));
    return m_program;
}

std::vector<sock_filter> argumentIn(int index, const std::vector<uint32_t>& values, uint32_t allowed, uint32_t refused)
{
    if (values.size() > 250)
        throw std::logic_error("seccomp::argumentIn: more than 250 values");
    const auto count = static_cast<uint8_t>(values.size());
    std::vector<sock_filter> body{loadArgument(index)};
    for (uint8_t i = 0; i < count; ++i)
        body.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, values[i], static_cast<uint8_t>(count - i), 0));
    body.push_back(returnAction(refused));
    body.push_back(returnAction(allowed));
    return body;
}

std::vector<sock_filter> argumentTest(int index, uint16_t jumpKind, uint32_t value, uint32_t allowed, uint32_t refused)
{
    return {loadArgument(index), BPF_JUMP(BPF_JMP | jumpKind | BPF_K, value, 0, 1), returnAction(allowed),
            returnAction(refused)};
}

void install(const std::vector<sock_filter>& program)
{
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        throw std::runtime_error(std::string("cannot set no_new_privs: ") + std::strerror(errno));
    const sock_fprog filter{static_cast<unsigned short>(program.size()), const_cast<sock_filter*>(program.data())};
    if (::syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &filter) != 0)
        throw std::runtime_error(std::string("the kernel refused the seccomp filter (Linux 3.17 or later with "
                                             "CONFIG_SECCOMP_FILTER is needed): ") +
                                 std::strerror(errno));
}

}  // namespace segstudio::seccomp
