#include "engine/profile/TrainingAdvisor.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/plan/Planner.h"

namespace segstudio::engine {

namespace {

constexpr std::size_t kMinimumSteps = 10;
constexpr double kDataWaitShare = 0.05;
constexpr double kBusyGpuPercent = 70;

std::string percent(double share)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.0f %%", share * 100);
    return text;
}

}  // namespace

TrainingConfig TrainingHint::applyTo(TrainingConfig config) const
{
    if (loaderThreads)
        config.loaderThreads = *loaderThreads;
    if (batchSize)
        config.batchSize = *batchSize;
    if (precision)
        config.precision = *precision;
    return config;
}

RunFacts runFactsFor(const std::string& device)
{
    RunFacts facts;
    const torch::Device resolved = resolveDevice(device);
    facts.cuda = resolved.is_cuda();
    facts.bf16Native = computesBf16Natively(resolved);
    if (facts.cuda)
        facts.deviceMemoryBytes = describeDevice(device).memoryBytes;
    return facts;
}

ThroughputSummary summarizeSteps(const std::vector<StepStats>& steps)
{
    ThroughputSummary s;
    double wait = 0, total = 0, samples = 0;
    for (const StepStats& step : steps) {
        wait += step.dataWaitMs;
        total += step.stepMs;
        samples += step.samplesPerSecond;
    }
    s.steps = static_cast<int>(steps.size());
    if (!steps.empty())
        s.samplesPerSecond = samples / static_cast<double>(steps.size());
    s.dataWaitShare = total > 0 ? wait / total : 0;
    return s;
}

std::vector<TrainingHint> adviseFromTelemetry(const std::vector<StepStats>& recent, const TrainingConfig& config,
                                              const RunFacts& facts)
{
    std::vector<TrainingHint> hints;
    if (recent.size() < kMinimumSteps)
        return hints;
    const ThroughputSummary summary = summarizeSteps(recent);
    if (summary.dataWaitShare > kDataWaitShare) {
        TrainingHint h;
        h.setting = "loader_threads";
        h.loaderThreads = config.loaderThreads + 1;
        h.message = "Waiting for data takes " + percent(summary.dataWaitShare) + " of each step: try " +
                    std::to_string(*h.loaderThreads) + " loader threads (now " + std::to_string(config.loaderThreads) +
                    "), or keep the cache on a faster disk.";
        hints.push_back(h);
    }
    if (facts.cuda && facts.deviceMemoryBytes > 0) {
        double busy = 0;
        int64_t peak = 0;
        int known = 0;
        for (const StepStats& s : recent) {
            if (s.memory.gpuUtilizationPercent >= 0) {
                busy += s.memory.gpuUtilizationPercent;
                ++known;
            }
            peak = std::max(peak, s.memory.devicePeakBytes);
        }
        if (known > 0 && busy / known < kBusyGpuPercent && peak < facts.deviceMemoryBytes / 2) {
            TrainingHint h;
            h.setting = "batch_size";
            h.batchSize = config.batchSize * 2;
            h.message = "The GPU computes only " + percent(busy / known / 100) + " of the time and uses " +
                        percent(static_cast<double>(peak) / static_cast<double>(facts.deviceMemoryBytes)) +
                        " of its memory: try batch " + std::to_string(*h.batchSize) + " (now " +
                        std::to_string(config.batchSize) + ").";
            hints.push_back(h);
        }
    }
    // A run's precision is resolved (ResolvedTraining): "auto" became bf16 where the device computes it natively.
    const bool fullPrecision = config.precision == Precision::Float32 || config.precision == Precision::TF32;
    if (facts.bf16Native && fullPrecision) {
        TrainingHint h;
        h.setting = "precision";
        h.precision = Precision::BFloat16;
        h.message = std::string("This ") + (facts.cuda ? "GPU" : "processor") + " computes bf16 natively and the run uses " +
                    precisionName(config.precision) + ": try precision bf16 (Find fastest settings measures it).";
        hints.push_back(h);
    }
    return hints;
}

}  // namespace segstudio::engine
