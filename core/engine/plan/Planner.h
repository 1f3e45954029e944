#pragma once
// Automatic planning, nnU-Net style, from the dataset fingerprint and the
// training device: patch size (the median case at the target spacing,
// shrunk until it fits the memory budget), topology (pool each axis while its
// feature map stays >= 8 voxels; anisotropic axes wait until their spacing
// catches up), batch size (largest that fits, at most 5% of the dataset per
// batch) and the schedule. Every value the user set in the config is kept;
// only zeros / empty lists are planned. No LibTorch in this header.
#include <string>
#include <vector>

#include "common/CacheIndex.h"
#include "common/DatasetFingerprint.h"
#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

struct DeviceDescription {
    std::string id;           // "cpu", "cuda:0"
    std::string name;         // "CPU (2 cores)", "NVIDIA H100 80GB HBM3"
    bool cuda = false;
    int64_t memoryBytes = 0;  // device memory (CUDA) or physical RAM (CPU)
    int cpuThreads = 1;
};

// The CPU and every CUDA device this build can use, CPU first.
std::vector<DeviceDescription> availableDevices();
// The device a config's "device" value resolves to (auto -> first CUDA device, else CPU).
DeviceDescription describeDevice(const std::string& configDevice);

struct PlanExplanation {
    std::vector<std::string> lines;  // why each value was chosen, for the CLI and the GUI
    double estimatedMemoryBytes = 0; // activations + weights for one step
    Triple medianShapeXyz{0, 0, 0};  // at the target spacing
};

// Fills the planned fields of `requested` (see TrainingConfig: 0 = planned).
TrainingConfig planTraining(const TrainingConfig& requested, const CacheIndex& cache,
                            const DatasetFingerprint& fingerprint, const DeviceDescription& device,
                            PlanExplanation* explanation = nullptr);

// Memory of one training step (activations kept for backward, gradients,
// weights and optimizer state), in bytes; used to fit patch and batch.
double estimateTrainingMemory(const NetworkConfig& network, const Triple& patchXyz, int batchSize, int channels,
                              int classes, bool mixedPrecision);

}  // namespace segstudio::engine
