#include "engine/config/RecordedStepsRule.h"

namespace segstudio::engine {

std::optional<std::string> whyCudaGraphsCannotRecord(const TrainingConfig& config, bool cudaDevice,
                                                     const std::string& deviceName, int processes)
{
    if (!config.cudaGraphs)
        return std::nullopt;
    if (!cudaDevice)
        return "CUDA graphs need a CUDA device, and this run trains on " + deviceName;
    if (processes > 1)
        return "CUDA graphs are not supported with data-parallel training yet (" + std::to_string(processes) +
               " processes)";
    if (config.optimizer.gradientAccumulation > 1)
        return "CUDA graphs record one whole step, and optimizer.gradient_accumulation asks for " +
               std::to_string(config.optimizer.gradientAccumulation) + " micro-batches per step";
    if (config.interactive)
        return std::string("CUDA graphs replay one batch shape, and an interactive model's simulated clicks change "
                           "between steps");
    return std::nullopt;
}

}  // namespace segstudio::engine
