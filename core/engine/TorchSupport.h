#pragma once
// LibTorch helpers shared by the engine's translation units (never included
// by Qt code): the LibTorch 1.13 / 2.x differences, devices, precision and
// autocast, tensor layout conversions. Keep this the only place that knows
// which LibTorch version it is compiled against.
#include <torch/torch.h>
#include <torch/version.h>

#include <functional>
#include <ostream>
#include <string>

#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

// "auto" -> CUDA device 0 when available, else CPU. Throws InputError
// (field "device") for an unknown or unavailable device.
torch::Device resolveDevice(const std::string& name);

// Whether this processor computes bf16 natively (avx512_bf16 or amx_bf16 in
// /proc/cpuinfo); without it LibTorch emulates bf16 many times slower.
bool cpuHasNativeBf16();

// Whether `device` computes bf16 natively: a GPU with bf16 convolutions
// (Ampere and later), a CPU with cpuHasNativeBf16.
bool computesBf16Natively(const torch::Device& device);

// "auto" -> bf16 where the device computes it natively, else fp16 (loss
// scaling) on a GPU and fp32 on the CPU; tf32 is fp32 on the CPU. Throws
// InputError (field "precision") for fp16 on the CPU. Called by
// resolveTraining (training, which also guards a CPU's bf16) and by the
// model package (inference) only.
Precision resolvePrecision(Precision requested, const torch::Device& device);

// Dtype autocast runs matrix-heavy ops in; Float for fp32/tf32.
torch::Dtype autocastDtype(Precision precision);

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

// TF32 matmuls/convolutions on Ampere+ (no-op on CPU).
void setTF32(bool enabled);
// The precision autocast computes in on this thread for `device` (Float32 when off).
Precision currentAutocastPrecision(const torch::Device& device);
void setCudnnBenchmark(bool enabled);

// Intra-op threads for CPU kernels: `requested`, or the physical core count
// when 0 (hyper-threads slow convolutions down). Returns the count set.
int configureCpuThreads(int requested);

// Dims of a (N, C, spatial...) tensor for a network of `dimensions` (2 or 3)
// given an x, y, z triple: 3D -> {z, y, x}, 2D -> {y, x}.
std::vector<int64_t> spatialDims(const Triple& xyz, int dimensions);

void synchronize(const torch::Device& device);

// Puts the module's 4D/5D parameters in channels-last layout (NHWC / NDHWC).
void convertToChannelsLast(torch::nn::Module& module);

// Seeds the default generator of the device (and the CPU) for a batch.
void seedDevice(const torch::Device& device, uint64_t seed);

// Writes a LibTorch archive to `path` atomically (AtomicFile.h) through a
// stream, so the archive's record names do not carry the temporary file's
// name and equal weights give equal files. Throws InputError naming `path`
// when it cannot be written (a full disk).
void saveArchiveAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

}  // namespace segstudio::engine
