#pragma once
// Where a training step's time goes, measured on the user's own data and
// device: LibTorch's autograd profiler around N real training steps (the
// cache's batches through the background loader, device augmentation,
// forward, Dice + CE, backward, optimizer: the Trainer's own TrainingStep).
// The result has
//  - the operators by self time (CPU, and CUDA when the device is a GPU),
//    with call counts and their most frequent input shapes;
//  - the step split into stages: data wait, augmentation, each network
//    stage's forward and backward (encoder.s, decoder.s at resolution level
//    s, from the scopes UNetImpl::forward records), the loss, the optimizer,
//    with the memory each stage's forward and backward allocated at its peak;
//  - every profiled range as a Chrome trace (chrome://tracing, Perfetto).
// No LibTorch in this header; segstudio-cli profile and the dashboard's
// "Profile" use it.
#include <atomic>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "common/formats/JsonFile.h"
#include "engine/config/TrainingConfig.h"
#include "engine/plan/ResolvedTraining.h"

namespace segstudio::engine {

struct ProfiledOperator {
    std::string name;             // "aten::convolution"
    int64_t calls = 0;            // over all profiled steps
    double selfMs = 0;            // time in the operator itself, children excluded, per step
    double totalMs = 0;           // with its children, per step
    double selfDeviceMs = 0;      // CUDA kernels, per step (0 on the CPU)
    std::string shapes;           // the most frequent input shapes, e.g. "[2, 32, 40, 56, 40], [32, 32, 3, 3, 3]"
};

struct ProfiledStage {
    std::string name;             // "data wait", "augment", "encoder.0", ..., "loss", "optimizer"
    double forwardMs = 0;         // per step (the stage's whole time for stages without a backward)
    double backwardMs = 0;        // per step
    int64_t forwardPeakBytes = 0; // most memory allocated at once during the stage's forward, above its start
    int64_t backwardPeakBytes = 0;
};

struct TrainingProfile {
    int steps = 0;
    std::string device;           // "cpu", "cuda:0"
    std::string precision;        // resolved: "fp32", "bf16", ...
    int batchSize = 0;
    Triple patchXyz{0, 0, 0};
    double stepMs = 0;            // wall time per profiled step (mean)
    double unprofiledStepMs = 0;  // a step without the profiler: median of the warm-up steps after the first
    double backwardEngineMs = 0;  // per step: backward time not attributed to a stage (autograd's own work)
    std::vector<ProfiledStage> stages;        // in the order a step runs them
    std::vector<ProfiledOperator> operators;  // by self time, largest first
    Json chromeTrace;             // {"traceEvents": [...]}

    double stageSumMs() const;    // every stage's forward and backward, plus backwardEngineMs
    Json toJson() const;          // everything but the trace
    // Files: <base>_operators.csv, <base>_stages.csv and <base>_trace.json. Throws InputError naming the file.
    void write(const std::string& basePath) const;
};

struct ProfileRequest {
    explicit ProfileRequest(ResolvedTraining resolved) : plan(std::move(resolved)) {}
    ResolvedTraining plan;        // plan.config().dataset: the cache the batches come from
    int steps = 5;                // profiled steps
    int warmupSteps = 3;          // unprofiled steps first (allocator, caches, the unprofiled step time)
    const std::atomic<bool>* cancel = nullptr;          // polled between steps
    std::function<void(int done, int total)> progress;  // after each step, warm-up included
};

// Runs the steps on the calling thread. Throws InputError for a bad cache or
// device, Cancelled when `cancel` was set.
TrainingProfile profileTraining(const ProfileRequest& request);

}  // namespace segstudio::engine
