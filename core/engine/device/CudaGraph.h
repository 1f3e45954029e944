#pragma once
// CUDA graphs: a sequence of GPU work recorded once and replayed with one
// launch (at::cuda::CUDAGraph). CudaGraph.cpp implements it in CUDA builds;
// NoCuda.cpp refuses. No LibTorch or CUDA headers here.
//
// Contract of a recorded body: the same tensor shapes every time, inputs
// read from and outputs written to tensors that outlive the graph (a replay
// reuses their memory), no host reads (.item(), .cpu()), no host values that
// change between replays, no new host-to-device copies.
#include <functional>
#include <memory>

namespace segstudio::engine::cuda {

class Graph {
public:
    // Runs `body` `warmups` times on a side stream (lazy initialisation,
    // cuDNN autotuning, allocator warm-up), then records one more call into a
    // graph: its kernels are recorded, not run. Autocast's weight cache is off
    // while recording. Throws InputError (field "cuda_graphs") when the body
    // cannot be recorded, with CUDA's reason.
    static std::unique_ptr<Graph> record(int device, int warmups, const std::function<void()>& body);
    virtual ~Graph() = default;
    // Runs the recorded work on the current stream.
    virtual void replay() = 0;
};

}  // namespace segstudio::engine::cuda
