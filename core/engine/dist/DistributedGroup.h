#pragma once
// The processes of a data-parallel run, joined through LibTorch's c10d:
// a store for the rendezvous (a FileStore in a private folder for local
// launches, else a TCPStore hosted by rank 0 at MASTER_ADDR:MASTER_PORT),
// its keys under the job's id, then ProcessGroupGloo for CPU tensors or ProcessGroupNCCL for CUDA ones
// (CUDA LibTorch builds only). Every collective is called by every rank in
// the same order; a rank that ends (crash, kill, out of memory) closes its
// connections and the others' next collective throws DistributedError at
// once; a rank that hangs makes them throw after `timeout`.
#include <torch/torch.h>

#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/dist/DistributedEnvironment.h"

namespace segstudio::engine {

// A collective failed: another rank ended or stopped responding.
struct DistributedError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class DistributedGroup {
public:
    // Joins (blocks until every rank has joined, or throws DistributedError
    // after `timeout`, at most 5 minutes; `timeout` bounds each collective). `device`: where the tensors of the collectives live.
    DistributedGroup(const DistributedEnvironment& environment, const torch::Device& device,
                     std::chrono::milliseconds timeout);
    ~DistributedGroup();
    DistributedGroup(const DistributedGroup&) = delete;
    DistributedGroup& operator=(const DistributedGroup&) = delete;

    int rank() const { return m_environment.rank; }
    int size() const { return m_environment.worldSize; }
    bool root() const { return m_environment.rank == 0; }
    const DistributedEnvironment& environment() const { return m_environment; }
    const torch::Device& device() const { return m_device; }

    // In place, every tensor gets rank 0's values.
    void broadcastFromRoot(std::vector<torch::Tensor> tensors);
    // In place: the element-wise sum over the ranks.
    void sum(torch::Tensor& tensor);
    // Asynchronous sum of one tensor (in place); wait with `wait`.
    struct Pending;
    std::shared_ptr<Pending> startSum(torch::Tensor tensor);
    void wait(const std::shared_ptr<Pending>& pending);
    // Convenience for a few scalars (float64 on the CPU, moved as needed).
    std::vector<double> sum(const std::vector<double>& values);
    std::vector<double> maximum(const std::vector<double>& values);
    std::vector<double> fromRoot(const std::vector<double>& values);
    // Every rank's value, by rank.
    std::vector<double> gather(double value);
    void barrier();

    // The sum over ranks with a gradient: every rank computes the same result
    // from its local part, and the backward pass hands each rank the gradient
    // of the total (the upstream gradient, identical on every rank, times the
    // number of ranks; data-parallel averaging divides that again). For
    // statistics pooled over the global batch (batch Dice).
    torch::Tensor sumWithGradient(const torch::Tensor& local);

private:
    struct Impl;
    DistributedEnvironment m_environment;
    torch::Device m_device;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace segstudio::engine
