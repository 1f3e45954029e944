#pragma once
// Building and installing seccomp-BPF filters (Linux, x86-64 and AArch64):
// a program starts with the architecture check (another calling
// convention, such as 32-bit or x32 calls on x86-64, kills the process),
// then tests each system call's number and the low 32 bits of its
// arguments, and ends in a default action. Used by the model sandbox
// (engine/sandbox/ComputeOnlyFilter.h) and the reader children
// (ReaderConfinement.h).
#include <linux/filter.h>
#include <linux/seccomp.h>

#include <cstdint>
#include <vector>

namespace segstudio::seccomp {

// SECCOMP_RET_ERRNO with `error` (e.g. EPERM): the call fails, the process goes on.
constexpr uint32_t failWith(int error) { return SECCOMP_RET_ERRNO | (static_cast<uint32_t>(error) & SECCOMP_RET_DATA); }

class ProgramBuilder {
public:
    ProgramBuilder();  // the architecture check, then the call's number loaded
    void allow(int number);
    // When the call is `number`, `body` decides (it must end in returns and
    // may load arguments; the number is loaded again after it). At most 255 instructions.
    void on(int number, const std::vector<sock_filter>& body);
    // Every other call: `action` (SECCOMP_RET_ALLOW, SECCOMP_RET_TRAP, failWith(...)).
    std::vector<sock_filter> finish(uint32_t action);

private:
    std::vector<sock_filter> m_program;
};

// Bodies for ProgramBuilder::on. `allowed` / `refused`: the actions taken.
// The low 32 bits of argument `index` are one of `values`.
std::vector<sock_filter> argumentIn(int index, const std::vector<uint32_t>& values, uint32_t allowed, uint32_t refused);
// The low 32 bits of argument `index` compared with `value` by `jumpKind` (BPF_JEQ, BPF_JGE, BPF_JSET...).
std::vector<sock_filter> argumentTest(int index, uint16_t jumpKind, uint32_t value, uint32_t allowed, uint32_t refused);
// The instruction that loads the low 32 bits of argument `index`.
sock_filter loadArgument(int index);
sock_filter returnAction(uint32_t action);

// Sets no_new_privs and installs `program` on every thread of the process
// (SECCOMP_FILTER_FLAG_TSYNC), for good. Throws std::runtime_error naming
// the step the kernel refused.
void install(const std::vector<sock_filter>& program);

}  // namespace segstudio::seccomp
