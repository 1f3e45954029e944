#pragma once
// ProcessGroupNCCL for CUDA tensors: defined in NcclGroup.cpp in CUDA LibTorch
// builds that find nccl.h (syntax-checked in CPU builds), and in
// dist/NoNccl.cpp otherwise, where it throws InputError: this build has no NCCL.
#include <chrono>

#include <torch/csrc/distributed/c10d/Backend.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>
#include <torch/csrc/distributed/c10d/Store.hpp>
#include <torch/version.h>

namespace segstudio::engine {

// What ProcessGroupGloo and ProcessGroupNCCL derive from: c10d::ProcessGroup
// in LibTorch 1.x, c10d::Backend from 2.0 on (the same collectives).
#if TORCH_VERSION_MAJOR >= 2
using CollectiveBackend = c10d::Backend;
#else
using CollectiveBackend = c10d::ProcessGroup;
#endif

c10::intrusive_ptr<CollectiveBackend> makeNcclProcessGroup(const c10::intrusive_ptr<c10d::Store>& store, int rank,
                                                            int size, std::chrono::milliseconds timeout);

}  // namespace segstudio::engine
