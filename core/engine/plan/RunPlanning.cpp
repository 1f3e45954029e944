// resolveTraining (ResolvedTraining.h): device, precision and plan of a
// run, with the step time measured on the run's device. A fine-tuning run
// (config.initFrom) keeps its model's network and patch (FineTuning.h).
#include <algorithm>
#include <cstdio>

#include "common/formats/CacheIndex.h"
#include "common/Errors.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/plan/ResolvedTraining.h"
#include "engine/profile/Autotune.h"
#include "engine/train/FineTuning.h"
#include "engine/train/Loss.h"
#include "engine/profile/StepTiming.h"

namespace segstudio::engine {

namespace {

// Precision auto on a CPU that computes bf16 natively: bf16 only if
// autotune's guard holds, the losses of a few steps on one synthetic batch,
// from the run's seeded weights, close to fp32's. Returns the precision and
// a plan note.
std::pair<Precision, std::string> guardedCpuBf16(TrainingConfig config, const CacheIndex& index,
                                                 const torch::Device& device)
{
    // The guard checks arithmetic, not the batch: at most the CPU planner's
    // largest batch, so a GPU-sized plan (a ResEnc preset's batch of 100)
    // does not spend minutes here.
    config.batchSize = std::min(config.batchSize, kCpuMaxBatch);
    const int channels = static_cast<int>(index.channelNames.size());
    const LabelEncoding labels = labelEncoding(index.plan, device);
    auto losses = [&](Precision precision) {
        config.precision = precision;
        return guardLosses(config, channels, index.plan.outputCount(), index.numClasses(), labels, device,
                           kPrecisionGuardSteps);
    };
    const std::vector<double> reference = losses(Precision::Float32);
    const double deviation = lossDeviation(losses(Precision::BFloat16), reference);
    char guard[96];
    std::snprintf(guard, sizeof guard, "%.2g %% (guard: %d steps, tolerance %g %%)", deviation * 100,
                  kPrecisionGuardSteps, kPrecisionGuardTolerance * 100);
    if (deviation <= kPrecisionGuardTolerance)
        return {Precision::BFloat16,
                std::string("precision bf16: this processor computes bf16 natively, and its losses stay within ") +
                    guard + " of fp32's"};
    return {Precision::Float32,
            std::string("precision fp32: this processor computes bf16 natively, but bf16's losses differ from fp32's by ") +
                guard};
}

}  // namespace

ResolvedTraining resolveTraining(const TrainingConfig& settings, const StepCostModel& stepSeconds)
{
    const CacheIndex index = CacheIndex::load(settings.dataset);
    const DatasetFingerprint fingerprint =
        DatasetFingerprint::fromJson(readJsonFile(index.fingerprintPath()), index.fingerprintPath());
    const std::vector<Problem> problems = settings.validate("config");
    if (!problems.empty())
        throw ValidationError(std::to_string(problems.size()) + " problem(s) in the training configuration:", problems);
    TrainingConfig request = settings;
    const torch::Device device = resolveDevice(settings.device);
    request.device = device.str();
    request.precision = resolvePrecision(settings.precision, device);
    std::vector<std::string> notes;
    if (!settings.initFrom.empty())
        adoptModelForFineTuning(request, readModelInfo(settings.initFrom), index, notes);
    const int channels = static_cast<int>(index.channelNames.size()), classes = index.plan.outputCount();
    const StepCostModel measured = stepSeconds ? stepSeconds : [channels, classes](const TrainingConfig& candidate) {
        return measureTrainingStepSeconds(candidate, channels, classes, /*warmup=*/1, /*steps=*/1);
    };
    PlanExplanation explanation;
    TrainingConfig planned = planTraining(request, index, fingerprint, describeDevice(request.device), &explanation, measured);
    if (!settings.initFrom.empty()) {
        applyFineTuningSchedule(planned, settings);
        notes.push_back("fine-tuning: learning rate " + std::to_string(planned.optimizer.learningRate) + ", warm-up " +
                        std::to_string(planned.optimizer.warmupEpochs) + " epochs");
    }
    if (settings.precision == Precision::Auto && device.is_cpu() && planned.precision == Precision::BFloat16) {
        auto [precision, note] = guardedCpuBf16(planned, index, device);
        planned.precision = precision;
        notes.push_back(std::move(note));
    }
    explanation.lines.insert(explanation.lines.end(), notes.begin(), notes.end());
    return ResolvedTraining(std::move(planned), std::move(explanation));
}

}  // namespace segstudio::engine
