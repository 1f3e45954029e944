#include "engine/nn/TensorLayout.h"

namespace segstudio::engine {

std::vector<int64_t> spatialDims(const Triple& xyz, int dimensions)
{
    if (dimensions == 2)
        return {xyz[1], xyz[0]};
    return {xyz[2], xyz[1], xyz[0]};
}

void convertToChannelsLast(torch::nn::Module& module)
{
    torch::NoGradGuard noGrad;
    for (torch::Tensor& p : module.parameters())
        if (p.dim() == 5 || p.dim() == 4)
            p.set_data(p.contiguous(p.dim() == 5 ? c10::MemoryFormat::ChannelsLast3d : c10::MemoryFormat::ChannelsLast));
}

}  // namespace segstudio::engine
