#pragma once
// "Find fastest settings": short timed trials of real training steps (the
// cache's batches through the loader, device augmentation, the Trainer's
// TrainingStep) over the settings users tune by hand: intra-op threads,
// batch size within the memory budget, precision (fp32, bf16; fp16 and
// tf32 on CUDA), channels-last, loader threads and prefetch depth, and on
// CUDA cuDNN's benchmark mode. The
// search changes one setting at a time from the planned configuration and
// keeps a change when it is at least 5 % faster. A trial whose arithmetic
// differs from fp32 (another precision, channels-last) must first pass a
// correctness guard: its losses over a few fixed steps from the same
// weights stay within a tolerance of fp32's, else it is rejected.
// Results are kept per device and configuration in the cache folder, so a
// second call returns them without measuring again. No LibTorch here.
#include <atomic>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "common/formats/JsonFile.h"
#include "engine/config/TrainingConfig.h"
#include "engine/plan/ResolvedTraining.h"

namespace segstudio::engine {

struct AutotuneTrial {
    std::string change;           // "defaults", "threads 1", "precision bf16", ...
    int threads = 0;
    int batchSize = 0;
    Precision precision = Precision::Float32;  // resolved
    bool channelsLast = false;
    int loaderThreads = 1;
    int prefetchBatches = 3;
    bool cudnnBenchmark = true;   // CUDA only: cuDNN times its algorithms on the first shapes
    // Measured (medians over the timed steps; milliseconds per step):
    double samplesPerSecond = 0;
    double stepMs = 0, dataWaitMs = 0, augmentMs = 0, forwardMs = 0, backwardMs = 0, optimizerMs = 0;
    int64_t peakMemoryBytes = 0;  // the device's allocator peak on CUDA, the process's resident size on the CPU
    double lossDeviation = 0;     // guard: largest |loss - fp32 loss| / fp32 loss over its steps (0 when not guarded)
    bool accepted = true;
    std::string rejectedBecause;  // when not accepted
};

struct AutotuneResult {
    std::string device;
    std::vector<AutotuneTrial> trials;  // in the order they ran; trials[0] is the defaults
    int winner = 0;                     // the trial whose settings the search kept (fastest by >= 5 % at each step)
    bool fromCache = false;             // read from the cache folder, not measured now
    bool complete = true;               // false when the time budget ended the search early
    double gainOverDefaults() const;    // winner samples/s over the defaults', e.g. 1.25
    Json toJson() const;
    static AutotuneResult fromJson(const Json& json, const std::string& file);
};

// The precision guard, for autotune's trials and for precision auto on a
// CPU (Trainer): steps on one synthetic batch, and the relative loss
// difference from fp32 allowed (guardLosses, lossDeviation: StepTiming.h).
inline constexpr int kPrecisionGuardSteps = 3;
inline constexpr double kPrecisionGuardTolerance = 0.05;

struct AutotuneRequest {
    explicit AutotuneRequest(ResolvedTraining resolved) : plan(std::move(resolved)) {}
    ResolvedTraining plan;        // plan.config().dataset: the cache
    int warmupSteps = 1;          // per trial, untimed
    int timedSteps = 3;           // per trial
    double maxSeconds = 300;      // no new trial starts after this
    double guardTolerance = kPrecisionGuardTolerance;  // relative loss difference allowed against fp32
    int guardSteps = kPrecisionGuardSteps;
    bool reuseCached = true;      // return the cached result for this device and configuration
    const std::atomic<bool>* cancel = nullptr;
    // After each trial: trials done, trials planned (it may grow by none), the trial's change.
    std::function<void(int done, int total, const std::string& change)> progress;
};

// Runs the trials on the calling thread. Throws InputError for a bad cache or
// device, Cancelled when `cancel` was set (nothing is cached then).
AutotuneResult autotune(const AutotuneRequest& request);

// `config` with the trial's settings.
TrainingConfig withTrialSettings(TrainingConfig config, const AutotuneTrial& trial);

}  // namespace segstudio::engine
