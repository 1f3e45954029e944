#pragma once
// What a training run needs to be one rank of a data-parallel job
// (DistributedGroup.h, GradientAverager.h): its device, its CPU threads, the
// collective timeout, rank 0's weights, and its share of the validation cases.
#include <torch/torch.h>

#include <chrono>
#include <string>
#include <vector>

#include "engine/dist/DistributedEnvironment.h"
#include "engine/dist/DistributedGroup.h"
#include "engine/dist/GradientAverager.h"

namespace segstudio::engine {

// A CUDA device becomes this rank's GPU (LOCAL_RANK modulo the GPUs visible);
// the CPU stays the CPU.
torch::Device deviceOfRank(const torch::Device& resolved, const DistributedEnvironment& environment);

// Intra-op threads of one rank: `requested` when set (> 0), else
// OMP_NUM_THREADS when set, else this host's cores shared by its
// LOCAL_WORLD_SIZE processes (at least 1).
int threadsOfRank(int requested, const DistributedEnvironment& environment);

// How long a collective waits for a rank that neither answers nor ends
// (30 min as PyTorch's default; SEGSTUDIO_DIST_TIMEOUT_SECONDS overrides). A
// rank that ends is noticed at once: its connections close.
std::chrono::milliseconds distributedTimeout();

// Parameters and buffers of `module` get rank 0's values.
void broadcastModuleFromRoot(DistributedGroup& group, torch::nn::Module& module);

// Rank `rank`'s validation cases: every world-size-th case, `previewId`
// (the dashboard's live preview) first so it lands on rank 0.
std::vector<std::string> validationShardOfRank(const std::vector<std::string>& ids, const std::string& previewId,
                                               int rank, int worldSize);

}  // namespace segstudio::engine
