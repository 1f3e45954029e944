#pragma once
// Precision on a device: whether it computes bf16 natively, resolving the
// requested precision (Auto) once for a run, and autocast for a scope.
// Engine translation units only (never included by Qt code).
#include <torch/torch.h>

#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

// Whether this processor computes bf16 natively (avx512_bf16 or amx_bf16 in
// /proc/cpuinfo); without it LibTorch emulates bf16 many times slower.
bool cpuHasNativeBf16();

// Whether `device` computes bf16 natively: a GPU with bf16 convolutions
// (Ampere and later), a CPU with cpuHasNativeBf16.
bool computesBf16Natively(const torch::Device& device);

// "auto" -> bf16 where the device computes it natively, else fp16 (loss
// scaling) on a GPU and fp32 on the CPU; tf32 is fp32 on the CPU. Throws
// InputError (field "precision") for fp16 on the CPU. The one rule for
// "auto", called once where work starts: resolveTraining (training, which
// also guards a CPU's bf16), and for inference the model package, the
// interactive predictor and the model comparison.
Precision resolvePrecision(Precision requested, const torch::Device& device);

// Dtype autocast runs matrix-heavy ops in; Float for fp32/tf32.
torch::Dtype autocastDtype(Precision precision);

// The precision autocast computes in on this thread for `device` (Float32 when off).
Precision currentAutocastPrecision(const torch::Device& device);

// Enables autocast for the device on the current thread for its lifetime
// (autocast state is thread-local), as `with torch.autocast(...)` does.
class AutocastGuard {
public:
    AutocastGuard(const torch::Device& device, Precision precision);
    ~AutocastGuard();
    AutocastGuard(const AutocastGuard&) = delete;
    AutocastGuard& operator=(const AutocastGuard&) = delete;

private:
    bool m_enabled = false;
    bool m_cuda = false;
    bool m_previous = false;
    at::ScalarType m_previousDtype = at::kFloat;
};

}  // namespace segstudio::engine
