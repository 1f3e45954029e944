#pragma once
// Foreign model files, opened in the model sandbox (SandboxServer.h): a
// TorchScript module runs in a child process that can only compute (no file
// opened after it started, no network, no other process; a memory limit)
// and must answer each call before a deadline. Weights files are parsed
// there too, and only their tensors come back. Engine-internal (LibTorch).
#include <torch/types.h>

#include <chrono>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "common/Errors.h"

namespace torch::serialize {
class InputArchive;
}

namespace segstudio::engine::sandbox {

// The module's own error (a shape it refuses, an operation that failed):
// the sandbox lives on. Names the module file.
class ModuleError : public InputError {
public:
    using InputError::InputError;
};

struct SandboxLimits {
    uint64_t memoryBytes = 0;  // the child's CPU memory (RLIMIT_DATA); 0: three quarters of this machine's
    std::chrono::milliseconds loadDeadline{std::chrono::minutes(2)};
    std::chrono::milliseconds callDeadline{std::chrono::minutes(10)};  // one forward of one batch
};

// The helper program: $SEGSTUDIO_SANDBOX_HELPER, else segstudio-sandbox next
// to this program or in ../lib/segstudio/ (the installed layout). Throws
// std::runtime_error when it is in neither place.
std::string sandboxHelperPath();

class SandboxedModule {
public:
    // Starts the sandbox and loads the TorchScript module `file` in it, on
    // `device`, with `threads` CPU threads. Throws InputError naming `file`
    // when it cannot be loaded, or does what a model must not.
    SandboxedModule(const std::string& file, const torch::Device& device, int threads, const SandboxLimits& limits = {});
    ~SandboxedModule();  // ends the child (Quit, then SIGKILL) and reaps it
    SandboxedModule(const SandboxedModule&) = delete;
    SandboxedModule& operator=(const SandboxedModule&) = delete;

    // forward(batch) in the sandbox; the float32 result on the CPU. Throws
    // ModuleError with the module's own error; InputError naming the file with the system
    // call it tried, or the deadline it missed; after a violation, a missed
    // deadline or a crash the sandbox is gone and every later call throws.
    // Thread-safe (calls take turns). An answer of more than
    // `maxOutputElements` elements (0: 64 per input element) is refused
    // before anything is allocated for it.
    torch::Tensor forward(const torch::Tensor& batch, int64_t maxOutputElements = 0);

    int processId() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

// The tensors of a weights file (torch::save of a module) by dotted name,
// parsed in the sandbox on the CPU. Throws InputError naming `file`.
std::vector<std::pair<std::string, torch::Tensor>> readWeightsInSandbox(const std::string& file,
                                                                         const SandboxLimits& limits = {});

// A checkpoint (torch::serialize::OutputArchive::save_to) parsed in the
// sandbox on the CPU: its tensors (element types kept) and texts come back,
// and `into` is loaded on `device` from an archive rebuilt here from them,
// so nothing of the file runs in this process. Anything but tensors, texts
// and nested archives is refused. Throws InputError naming `file`.
void readArchiveInSandbox(const std::string& file, torch::serialize::InputArchive& into, const torch::Device& device,
                          const SandboxLimits& limits = {});

}  // namespace segstudio::engine::sandbox
