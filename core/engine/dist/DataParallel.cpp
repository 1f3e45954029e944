#include "engine/dist/DataParallel.h"

#include <algorithm>
#include <cstdlib>
#include <thread>

#include "engine/device/CudaSupport.h"
#include "engine/device/TorchDevice.h"

namespace segstudio::engine {

torch::Device deviceOfRank(const torch::Device& resolved, const DistributedEnvironment& environment)
{
    if (!resolved.is_cuda())
        return resolved;
    const int gpus = std::max(1, cuda::deviceCount());
    return torch::Device(torch::kCUDA, static_cast<c10::DeviceIndex>(environment.localRank % gpus));
}

int threadsOfRank(int requested, const DistributedEnvironment& environment)
{
    if (requested > 0)
        return requested;
    if (const int perProcess = threadsFromEnvironment(); perProcess > 0)
        return perProcess;  // torchrun and SLURM set it per rank
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return std::max(1, cores / std::max(1, environment.localWorldSize));
}

std::chrono::milliseconds distributedTimeout()
{
    if (const char* text = std::getenv("SEGSTUDIO_DIST_TIMEOUT_SECONDS")) {
        const long seconds = std::atol(text);
        if (seconds > 0)
            return std::chrono::seconds(seconds);
    }
    return std::chrono::minutes(30);
}

void broadcastModuleFromRoot(DistributedGroup& group, torch::nn::Module& module)
{
    torch::NoGradGuard noGrad;
    std::vector<torch::Tensor> tensors;
    for (const torch::Tensor& p : module.parameters())
        tensors.push_back(p.detach());
    for (const torch::Tensor& b : module.buffers())
        tensors.push_back(b.detach());
    group.broadcastFromRoot(tensors);
}

std::vector<std::string> validationShardOfRank(const std::vector<std::string>& ids, const std::string& previewId,
                                               int rank, int worldSize)
{
    std::vector<std::string> ordered = ids;
    const auto preview = std::find(ordered.begin(), ordered.end(), previewId);
    if (preview != ordered.end())
        std::rotate(ordered.begin(), preview, preview + 1);
    std::vector<std::string> shard;
    for (std::size_t i = static_cast<std::size_t>(rank); i < ordered.size(); i += static_cast<std::size_t>(worldSize))
        shard.push_back(ordered[i]);
    return shard;
}

}  // namespace segstudio::engine
