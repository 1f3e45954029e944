#pragma once
// Automatic planning, nnU-Net style, from the dataset fingerprint and the
// training device: patch size (the median case at the target spacing,
// shrunk until it fits the memory budget, or kept with activation
// checkpointing when that alone makes it fit), topology (pool each axis while its
// feature map stays >= 8 voxels; anisotropic axes wait until their spacing
// catches up), batch size (largest that fits, at most 5% of the dataset per
// batch) and the schedule. A dataset whose cases are all one slice thick is
// planned as 2D. With a time budget and a step-cost measurement, the batch,
// then the patch, then the features shrink until the budget buys a useful
// number of steps (kMinStepsPerBudgetMinute). Every value the user set in
// the config is kept; only zeros / empty lists are planned. No LibTorch in
// this header.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/formats/CacheIndex.h"
#include "common/formats/DatasetFingerprint.h"
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

// A time budget of M minutes should buy at least this many optimizer steps
// per minute, counted up to kTimeFittedMinutes: 250 steps in 10 minutes, 500
// from 20 minutes on. Past that, a larger budget keeps the larger patch
// (more context per step) rather than buying still more steps; the 30-minute
// hippocampus plan (about 1.6 s per step here) is left as it was.
constexpr int kMinStepsPerBudgetMinute = 25;
constexpr double kTimeFittedMinutes = 20;
// The share of a budget kept for starting up and saving; of the rest, the
// first and the final full-volume validations are estimated (windows per
// validation case x a forward pass, a third of a training step per sample)
// and what remains trains.
constexpr double kBudgetReserveShare = 0.05;

// "Time budget: auto" on a CPU (TrainingConfig::kAutoMaxMinutes): the
// budget that trains kAutoBudgetBaseSteps + kAutoBudgetStepsPerCase per
// training case (at most kAutoBudgetMaxSteps) at the plan's measured step
// time, with the two validations, rounded up to whole minutes and kept
// within kAutoBudgetMinMinutes..kAutoBudgetMaxMinutes (a longer run wants a
// GPU or a budget the user sets). On a GPU: no budget, the planned epochs.
constexpr double kAutoBudgetMinMinutes = 10, kAutoBudgetMaxMinutes = 30;
constexpr int kAutoBudgetBaseSteps = 250, kAutoBudgetStepsPerCase = 2, kAutoBudgetMaxSteps = 750;

// The largest batch the planner gives a CPU run (compute, not memory, limits it there).
constexpr int kCpuMaxBatch = 4;
// The smallest batch any plan gets (nnU-Net's: instance statistics need two samples).
constexpr int kMinBatch = 2;

// "40x56x40" (3D) or "40x56" (2D), as plan explanations write patches.
std::string tripleText(const Triple& t, int dimensions);

struct PlanExplanation {
    std::vector<std::string> lines;  // why each value was chosen, for the CLI and the GUI
    double estimatedMemoryBytes = 0; // activations + weights for one step
    Triple medianShapeXyz{0, 0, 0};  // at the target spacing
    double stepSeconds = 0;          // measured for the final plan; 0 = not measured
    double validationSeconds = 0;    // estimated for one full validation; 0 = not estimated
    int64_t wantedSteps = 0;         // the steps the budget must buy (at least)
    int64_t expectedSteps = 0;       // within the time budget; 0 = no budget or not measured
    double expectedEpochs = 0;
    double autoBudgetMinutes = 0;    // the budget "auto" chose; 0 = none chosen
};

// Seconds one training step of a candidate configuration takes on the
// device: measureTrainingStepSeconds (StepTiming.h) in the product, a model
// in tests.
using StepCostModel = std::function<double(const TrainingConfig&)>;

// Fills the planned fields of `requested` (see TrainingConfig: 0 = planned).
// `stepSeconds` is used only when the config has a time budget.
TrainingConfig planTraining(const TrainingConfig& requested, const CacheIndex& cache,
                            const DatasetFingerprint& fingerprint, const DeviceDescription& device,
                            PlanExplanation* explanation = nullptr, const StepCostModel& stepSeconds = {});

// nnU-Net's 3d_lowres: when a patch of `patchXyz` voxels covers less than a
// quarter of the median case at `spacing`, the spacing grows in 3% steps
// (axes finer than half the coarsest first, as nnU-Net does, so anisotropic
// data becomes more isotropic) until it does, or until the spacing is 8x
// the full resolution. Keeps the patch's voxel count (the memory-limited
// patch does not change with spacing). nullopt when the full-resolution
// patch already covers a quarter: no low-resolution configuration then.
constexpr double kLowResolutionCoverage = 0.25;
std::optional<Vec3> lowResolutionSpacing(const DatasetFingerprint& fingerprint, const Vec3& spacing,
                                         const Triple& patchXyz, int dimensions);

// Memory of one training step (activations kept for backward, gradients,
// weights and optimizer state), in bytes; used to fit patch and batch. With
// network.activationCheckpointing only the stages' outputs are kept, plus
// one stage's activations while it is recomputed.
double estimateTrainingMemory(const NetworkConfig& network, const Triple& patchXyz, int batchSize, int channels,
                              int classes, bool mixedPrecision);

}  // namespace segstudio::engine
