#pragma once
// Where CUDA graphs cannot record a run's training steps: the one rule that
// the trainer enforces when a run starts (checkRecordedStepsPossible,
// TrainingStep.h) and the training form shows before (TrainingForm).
#include <optional>
#include <string>

#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

// Why, as a sentence beginning "CUDA graphs ...", or nullopt when
// cuda_graphs is off or can record this run. `cudaDevice`: whether the run
// trains on a CUDA device, named `deviceName`; `processes`: data-parallel
// ranks.
std::optional<std::string> whyCudaGraphsCannotRecord(const TrainingConfig& config, bool cudaDevice,
                                                     const std::string& deviceName, int processes);

}  // namespace segstudio::engine
