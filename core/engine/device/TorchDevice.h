#pragma once
// Devices for LibTorch: choosing one by name, CPU threads, cuDNN and TF32
// switches, synchronisation and seeding. Engine translation units only
// (never included by Qt code).
#include <torch/torch.h>

#include <cstdint>
#include <string>

namespace segstudio::engine {

// "auto" -> CUDA device 0 when available, else CPU. Throws InputError
// (field "device") for an unknown or unavailable device.
torch::Device resolveDevice(const std::string& name);

// TF32 matmuls/convolutions on Ampere+ (no-op on CPU).
void setTF32(bool enabled);
void setCudnnBenchmark(bool enabled);

// OMP_NUM_THREADS as a positive count (its first level when it is a list), or
// 0 when it is unset or not a count. Schedulers (SLURM, torchrun, CI runners)
// set it to the cores a process was given.
int threadsFromEnvironment();

// Intra-op threads for CPU kernels: `requested`; when 0, OMP_NUM_THREADS;
// else the physical core count (hyper-threads slow convolutions down).
// Returns the count set.
int configureCpuThreads(int requested);

// Waits for the device's queued work (no-op on the CPU).
void synchronize(const torch::Device& device);

// Seeds the default generator of the device (and the CPU) for a batch.
void seedDevice(const torch::Device& device, uint64_t seed);

}  // namespace segstudio::engine
