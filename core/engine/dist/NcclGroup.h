#pragma once
// ProcessGroupNCCL for CUDA tensors: defined in NcclGroup.cpp in CUDA LibTorch
// builds (syntax-checked in CPU builds), and in device/NoCuda.cpp otherwise,
// where it throws InputError: this build has no NCCL.
#include <chrono>

#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>
#include <torch/csrc/distributed/c10d/Store.hpp>

namespace segstudio::engine {

c10::intrusive_ptr<c10d::ProcessGroup> makeNcclProcessGroup(const c10::intrusive_ptr<c10d::Store>& store, int rank,
                                                            int size, std::chrono::milliseconds timeout);

}  // namespace segstudio::engine
