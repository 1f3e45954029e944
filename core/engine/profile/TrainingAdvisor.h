#pragma once
// Hints from a run's live telemetry, each naming the setting to change and
// why, for the dashboard (issue 19's advisor):
//  - the loader: waiting for data takes more than 5 % of the step -> one
//    more loader thread (or the cache on a faster disk);
//  - the batch: a GPU busy less than 70 % of the time with more than half
//    of its memory free -> twice the batch;
//  - the precision: fp32 (or tf32) on a device that computes bf16 natively
//    (a recent GPU, or a CPU with AVX-512 BF16 / AMX) -> bf16.
// Plain C++, no LibTorch: the facts about the device come in RunFacts.
#include <optional>
#include <string>
#include <vector>

#include "engine/config/TrainingConfig.h"
#include "engine/train/TrainingObserver.h"

namespace segstudio::engine {

struct TrainingHint {
    std::string setting;   // "loader_threads", "batch_size" or "precision"
    std::string message;   // what the telemetry shows and what to try, for the user
    // The change: the fields that are set.
    std::optional<int> loaderThreads;
    std::optional<int> batchSize;
    std::optional<Precision> precision;
    TrainingConfig applyTo(TrainingConfig config) const;
};

struct RunFacts {
    bool cuda = false;
    bool bf16Native = false;          // the device computes bf16 in hardware
    int64_t deviceMemoryBytes = 0;    // CUDA only
};

// The facts for a run's device ("cpu", "cuda:0"): /proc/cpuinfo's flags on
// the CPU, the GPU's properties on CUDA (RunFacts.cpp needs LibTorch).
RunFacts runFactsFor(const std::string& device);

// Hints from the last steps of a run (at least 10 are needed, fewer give
// none) trained with `config` (resolved: precision and device as used).
std::vector<TrainingHint> adviseFromTelemetry(const std::vector<StepStats>& recentSteps, const TrainingConfig& config,
                                              const RunFacts& facts);

// Mean samples/s and data-wait share of the steps, for before/after.
struct ThroughputSummary {
    double samplesPerSecond = 0;
    double dataWaitShare = 0;  // 0..1
    int steps = 0;
};
ThroughputSummary summarizeSteps(const std::vector<StepStats>& steps);

}  // namespace segstudio::engine
