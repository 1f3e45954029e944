#include "engine/plan/Planner.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "common/Errors.h"
#include "engine/plan/InteractivePlan.h"
#include "engine/plan/ResEncPresets.h"

namespace segstudio::engine {

namespace {

constexpr int kMinFeatureMap = 4;          // voxels per axis at the lowest resolution, at least
constexpr int kMaxStages3D = 6, kMaxStages2D = 7;
constexpr double kAnisotropyRatio = 2.0;   // an axis this much coarser than the finest is not pooled yet
constexpr double kMaxBatchShareOfDataset = 0.05;
constexpr int kGpuBaseFeatures = 32, kGpuMaxFeatures3D = 320, kGpuMaxFeatures2D = 512;
// Measured on the 2-core development machine (bench/README.md): 16 base
// features train the hippocampus plan to a higher Dice within a 30-minute
// budget than 32 (which takes about 3x longer per step).
constexpr int kCpuBaseFeatures = 16, kCpuMaxFeatures = 256;
constexpr int kGpuIterationsPerEpoch = 250, kCpuIterationsPerEpoch = 50;
constexpr int kLongRunEpochs = 100;
constexpr double kLongRunMinutes = 120;
constexpr int kMinPatchAxis = 16;        // a time-fitted patch keeps at least this many voxels per axis
constexpr int kMinBaseFeatures = 8;
constexpr int kMaxTimingRounds = 6;
constexpr double kShrinkMargin = 0.85;   // aim below the wanted step time: cost is not exactly linear
constexpr int64_t kProbeVoxels = 64 * 64 * 64;  // largest patch measured before it is estimated

bool isTwoDimensional(const DatasetFingerprint& fingerprint)
{
    return !fingerprint.cases.empty() &&
           std::all_of(fingerprint.cases.begin(), fingerprint.cases.end(),
                       [](const CaseFingerprint& c) { return c.originalSizeXyz[2] == 1; });
}

int axes(int dimensions) { return dimensions == 2 ? 2 : 3; }

// nnU-Net's get_pool_and_conv_props, simplified: pool every axis that is
// still large enough and not much coarser than the finest axis.
void planTopology(const Triple& patch, const Vec3& spacing, int dimensions, NetworkConfig& network)
{
    const int n = axes(dimensions);
    Vec3 currentSpacing = spacing;
    Triple size = patch;
    network.strides.clear();
    network.kernelSizes.clear();
    auto kernelFor = [&](const Vec3& s) {
        double finest = 1e300;
        for (int a = 0; a < n; ++a)
            finest = std::min(finest, s[a]);
        Triple kernel{1, 1, 1};
        for (int a = 0; a < n; ++a)
            kernel[a] = s[a] <= kAnisotropyRatio * finest ? 3 : 1;
        return kernel;
    };
    network.strides.push_back({1, 1, 1});
    network.kernelSizes.push_back(kernelFor(currentSpacing));
    const int maxStages = dimensions == 2 ? kMaxStages2D : kMaxStages3D;
    while (static_cast<int>(network.strides.size()) < maxStages) {
        double finest = 1e300;
        for (int a = 0; a < n; ++a)
            finest = std::min(finest, currentSpacing[a]);
        Triple stride{1, 1, 1};
        bool pooled = false;
        for (int a = 0; a < n; ++a)
            if (size[a] >= 2 * kMinFeatureMap && currentSpacing[a] <= kAnisotropyRatio * finest) {
                stride[a] = 2;
                size[a] /= 2;
                currentSpacing[a] *= 2;
                pooled = true;
            }
        if (!pooled)
            break;
        network.strides.push_back(stride);
        network.kernelSizes.push_back(kernelFor(currentSpacing));
    }
}

Triple roundUpToStride(const Triple& patch, const Triple& stride, int dimensions)
{
    Triple rounded = patch;
    for (int a = 0; a < axes(dimensions); ++a)
        rounded[a] = (patch[a] + stride[a] - 1) / stride[a] * stride[a];
    if (dimensions == 2)
        rounded[2] = 1;
    return rounded;
}

Triple initialPatch(const Vec3& spacing, const Triple& median, int dimensions)
{
    // nnU-Net: aspect ratio of 1/spacing, volume 256^3 (3D) or 2048^2 (2D), no larger than the median case.
    const int n = axes(dimensions);
    double product = 1;
    for (int a = 0; a < n; ++a)
        product /= spacing[a];
    const double target = dimensions == 2 ? 2048.0 * 2048.0 : 256.0 * 256.0 * 256.0;
    const double factor = std::pow(target / product, 1.0 / n);
    Triple patch{1, 1, 1};
    for (int a = 0; a < n; ++a)
        patch[a] = std::max(1, std::min(median[a], static_cast<int>(std::lround(factor / spacing[a]))));
    return patch;
}

double memoryBudget(const DeviceDescription& device)
{
    if (device.cuda)
        return 0.8 * static_cast<double>(device.memoryBytes);
    // CPU: half the RAM, at most 8 GiB (compute, not memory, limits CPU training).
    return std::min(0.5 * static_cast<double>(device.memoryBytes), 8.0 * (1 << 30));
}

// SGD + poly (nnU-Net) needs hundreds of epochs; for CPU runs and short
// budgets AdamW + cosine reaches the same Dice in a fraction of the steps.
void planOptimizer(TrainingConfig& c, const DeviceDescription& device, PlanExplanation& why)
{
    OptimizerConfig& o = c.optimizer;
    const bool longRun = c.maxMinutes <= 0 || c.maxMinutes >= kLongRunMinutes;
    if (o.kind == OptimizerKind::Auto)
        o.kind = device.cuda && longRun && c.epochs >= kLongRunEpochs ? OptimizerKind::SGD : OptimizerKind::AdamW;
    const bool adam = o.kind == OptimizerKind::AdamW;
    if (o.learningRate <= 0)
        o.learningRate = adam ? 3e-3 : 1e-2;
    if (o.weightDecay < 0)
        o.weightDecay = adam ? 1e-4 : 3e-5;
    if (o.warmupEpochs < 0)
        o.warmupEpochs = adam ? std::max(0.5, 0.02 * c.epochs) : 0.0;
    char line[160];
    std::snprintf(line, sizeof line, "optimizer %s, learning rate %g, weight decay %g, %s", optimizerName(o.kind),
                  o.learningRate, o.weightDecay,
                  adam ? "warm-up then cosine decay" : "Nesterov momentum, poly decay");
    why.lines.push_back(line);
}

// Why the cache has its spacing (planned when it was preprocessed) and what
// anisotropy changes downstream.
void explainSpacing(const Vec3& target, const Vec3& median, PlanExplanation& why)
{
    char line[320];
    std::snprintf(line, sizeof line, "target spacing %.3gx%.3gx%.3g mm (the dataset's median is %.3gx%.3gx%.3g mm)",
                  target[0], target[1], target[2], median[0], median[1], median[2]);
    why.lines.push_back(line);
    const auto [finest, coarsest] = std::minmax_element(target.begin(), target.end());
    if (*coarsest > 3.0 * *finest) {
        std::snprintf(line, sizeof line,
                      "anisotropic (%.1f:1): the %c axis is resampled separately (nearest neighbour), has 1-voxel "
                      "kernels and is pooled only once its spacing catches up",
                      *coarsest / *finest, "xyz"[coarsest - target.begin()]);
        why.lines.push_back(line);
    }
}

std::string minutesText(double minutes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", minutes);
    return text;
}

int64_t patchVoxels(const TrainingConfig& c)
{
    int64_t voxels = 1;
    for (int a = 0; a < axes(c.network.dimensions); ++a)
        voxels *= c.patchSize[a];
    return voxels;
}

// What a step costs relative to another, to first order on a CPU: patch
// voxels x batch x base features.
double stepWork(const TrainingConfig& c)
{
    return static_cast<double>(patchVoxels(c)) * c.batchSize * c.network.baseFeatures;
}

struct ShrinkRules {
    bool batchPlanned, patchPlanned, topologyPlanned, featuresPlanned;
    Vec3 spacing;
    Triple median;        // the median case at the target spacing
    int validationCases;  // in one fold's validation
};

constexpr double kForwardShareOfStep = 1.0 / 3.0;  // measured: 0.32 on the BraTS-like CPU run (bench/README.md)
constexpr int kFoldsForEstimate = 5;
// The first validation (after epoch 1) and the Trainer's reserve for the
// final one (1.5 validations: TimeBudget.cpp).
constexpr double kValidationsPerBudget = 2.5;

// Sliding-window windows over the median case.
double windowsPerCase(const TrainingConfig& c, const Triple& median)
{
    double windows = 1;
    for (int a = 0; a < axes(c.network.dimensions); ++a) {
        const double step = std::max(1.0, c.patchSize[a] * (1.0 - c.validation.overlap));
        windows *= median[a] <= c.patchSize[a] ? 1.0 : std::ceil((median[a] - c.patchSize[a]) / step) + 1.0;
    }
    return windows;
}

// Seconds of validation per second of training step: validation seconds =
// this x step seconds.
double validationStepRatio(const TrainingConfig& c, const ShrinkRules& rules)
{
    const double mirrors = c.validation.mirroring ? (c.network.dimensions == 2 ? 4.0 : 8.0) : 1.0;
    return windowsPerCase(c, rules.median) * rules.validationCases * mirrors * kForwardShareOfStep /
           std::max(1, c.batchSize);
}

// The planned patch scaled by `factor` in volume (each axis by its n-th
// root, at least kMinPatchAxis or the median, then down to a multiple of the
// network's stride), topology replanned.
void scalePatch(TrainingConfig& c, double factor, const ShrinkRules& rules)
{
    const int n = axes(c.network.dimensions);
    const double axisFactor = std::pow(factor, 1.0 / n);
    Triple patch = c.patchSize;
    for (int a = 0; a < n; ++a)
        patch[a] = std::max(std::min(kMinPatchAxis, rules.median[a]), static_cast<int>(std::floor(patch[a] * axisFactor)));
    if (rules.topologyPlanned)
        planTopology(patch, rules.spacing, c.network.dimensions, c.network);
    // Down to a multiple of the stride (rounding up could undo a small step).
    const Triple stride = c.network.totalStride();
    for (int a = 0; a < n; ++a)
        patch[a] = std::max(stride[a], patch[a] / stride[a] * stride[a]);
    c.patchSize = roundUpToStride(patch, stride, c.network.dimensions);
}

// One shrinking step towards a step `factor` (< 1) times as expensive: the
// batch first, then the patch, then the features. False when nothing
// planned is left to shrink.
bool shrinkOnce(TrainingConfig& c, double factor, const ShrinkRules& rules, PlanExplanation& why)
{
    if (rules.batchPlanned && c.batchSize > kMinBatch) {
        c.batchSize = std::max(kMinBatch, static_cast<int>(std::floor(c.batchSize * factor)));
        why.lines.push_back("time budget: batch reduced to " + std::to_string(c.batchSize));
    } else if (rules.patchPlanned && patchVoxels(c) > std::pow(kMinPatchAxis, axes(c.network.dimensions))) {
        scalePatch(c, factor, rules);
        why.lines.push_back("time budget: patch reduced to " + tripleText(c.patchSize, c.network.dimensions) + " voxels");
    } else if (rules.featuresPlanned && c.network.baseFeatures > kMinBaseFeatures) {
        c.network.baseFeatures = std::max(kMinBaseFeatures, c.network.baseFeatures / 2);
        c.network.maxFeatures = std::max(c.network.baseFeatures, c.network.maxFeatures / 2);
        why.lines.push_back("time budget: base features reduced to " + std::to_string(c.network.baseFeatures));
    } else {
        return false;
    }
    return true;
}

// The step time of `c`: measured, or for a plan above kProbeVoxels (on a
// CPU one step can take a minute) estimated from a measured probe of at most
// kProbeVoxels by the ratio of their work (stepWork). `measured` tells which.
double stepSecondsOf(const TrainingConfig& c, const ShrinkRules& rules, const StepCostModel& cost, bool* measured)
{
    TrainingConfig probe = c;
    if (rules.patchPlanned && patchVoxels(c) > kProbeVoxels)
        scalePatch(probe, static_cast<double>(kProbeVoxels) / static_cast<double>(patchVoxels(c)), rules);
    const double probeSeconds = cost(probe);
    const bool planIsProbe = probe.patchSize == c.patchSize && probe.network.strides == c.network.strides;
    if (measured)
        *measured = planIsProbe;
    return planIsProbe ? probeSeconds : probeSeconds / stepWork(probe) * stepWork(c);
}

// "Time budget: auto" (see kAutoBudgetMinMinutes): sets c.maxMinutes and says why.
void chooseTimeBudget(TrainingConfig& c, const DeviceDescription& device, const ShrinkRules& rules, std::size_t cases,
                      const StepCostModel& cost, PlanExplanation& why)
{
    if (device.cuda || c.epochs > 0 || !cost) {
        c.maxMinutes = 0;
        why.lines.push_back(device.cuda   ? "time budget auto: none on a GPU, the planned epochs train"
                            : c.epochs > 0 ? "time budget auto: none, the number of epochs is set"
                                           : "time budget auto: none (no step time measured)");
        return;
    }
    const double steps = std::min<double>(kAutoBudgetMaxSteps, kAutoBudgetBaseSteps + kAutoBudgetStepsPerCase * static_cast<double>(cases));
    const double seconds = stepSecondsOf(c, rules, cost, nullptr);
    const double neededMinutes =
        (steps + kValidationsPerBudget * validationStepRatio(c, rules)) * seconds / (1.0 - kBudgetReserveShare) / 60.0;
    c.maxMinutes = std::clamp(std::ceil(neededMinutes), kAutoBudgetMinMinutes, kAutoBudgetMaxMinutes);
    why.autoBudgetMinutes = c.maxMinutes;
    char line[320];
    std::snprintf(line, sizeof line,
                  "time budget auto: %s minutes on the CPU: %zu training cases ask for %.0f steps, %.2f s each as "
                  "planned, with two validations about %.0f minutes (kept within %.0f-%.0f)",
                  minutesText(c.maxMinutes).c_str(), cases, steps, seconds, neededMinutes, kAutoBudgetMinMinutes,
                  kAutoBudgetMaxMinutes);
    why.lines.push_back(line);
}

// Shrinks what was planned until the time budget buys
// kMinStepsPerBudgetMinute steps per minute besides the first and the final
// full-volume validation. A large plan is not measured as it is (on a CPU
// one step can take a minute): a probe of at most kProbeVoxels anchors an
// estimate (stepWork) for it; every smaller candidate is measured. States
// the measured step time, the estimated validation time and the expected
// steps and epochs.
void fitToTimeBudget(TrainingConfig& c, const ShrinkRules& rules, const StepCostModel& cost, PlanExplanation& why)
{
    const double minutes = c.maxMinutes;
    const double wantedSteps = kMinStepsPerBudgetMinute * std::min(minutes, kTimeFittedMinutes);
    const double budgetSeconds = minutes * 60.0 * (1.0 - kBudgetReserveShare);
    // Steps the budget buys at `seconds` per step, after the validations.
    auto stepsAt = [&](const TrainingConfig& x, double seconds) {
        return budgetSeconds / seconds - kValidationsPerBudget * validationStepRatio(x, rules);
    };
    char line[320];
    bool measured = false;
    double seconds = stepSecondsOf(c, rules, cost, &measured);
    for (int round = 0; round < kMaxTimingRounds && stepsAt(c, seconds) < wantedSteps; ++round) {
        std::snprintf(line, sizeof line, "%s %.2f s per step for patch %s, batch %d, %d base features: "
                      "%.0f steps in %s minutes, %.0f wanted",
                      measured ? "measured" : "estimated", seconds, tripleText(c.patchSize, c.network.dimensions).c_str(),
                      c.batchSize, c.network.baseFeatures, std::max(0.0, stepsAt(c, seconds)), minutesText(minutes).c_str(),
                      wantedSteps);
        why.lines.push_back(line);
        // Validation time hardly depends on the patch (fewer, larger windows): shrink the training step.
        const double validation = kValidationsPerBudget * validationStepRatio(c, rules) * seconds;
        const double wantedSeconds = std::max(0.0, budgetSeconds - validation) / wantedSteps;
        const TrainingConfig before = c;
        if (!shrinkOnce(c, std::clamp(kShrinkMargin * wantedSeconds / seconds, 0.05, 0.95), rules, why))
            break;
        if (c.patchSize == before.patchSize && c.batchSize == before.batchSize &&
            c.network.baseFeatures == before.network.baseFeatures)
            break;  // rounding to the network's stride left nothing smaller
        seconds = cost(c);
        measured = true;
    }
    if (!measured)
        seconds = cost(c);  // the plan is always measured as it is
    why.stepSeconds = seconds;
    why.validationSeconds = validationStepRatio(c, rules) * seconds;
    why.wantedSteps = static_cast<int64_t>(wantedSteps);
    // The Trainer plans whole epochs.
    const int64_t epochSteps = std::max(1, c.iterationsPerEpoch);
    why.expectedSteps = std::max<int64_t>(0, static_cast<int64_t>(stepsAt(c, seconds))) / epochSteps * epochSteps;
    why.expectedEpochs = static_cast<double>(why.expectedSteps) / std::max(1, c.iterationsPerEpoch);
    std::snprintf(line, sizeof line,
                  "time budget %s minutes: %.2f s per step measured, about %.0f s per full validation of %d cases "
                  "(estimated), so about %lld steps (%.1f epochs of %d); at least %.0f wanted",
                  minutesText(minutes).c_str(), seconds, why.validationSeconds, rules.validationCases,
                  static_cast<long long>(why.expectedSteps), why.expectedEpochs, c.iterationsPerEpoch, wantedSteps);
    why.lines.push_back(line);
}

}  // namespace

std::string tripleText(const Triple& t, int dimensions)
{
    return dimensions == 2 ? std::to_string(t[0]) + "x" + std::to_string(t[1])
                           : std::to_string(t[0]) + "x" + std::to_string(t[1]) + "x" + std::to_string(t[2]);
}

std::optional<Vec3> lowResolutionSpacing(const DatasetFingerprint& fingerprint, const Vec3& spacing,
                                         const Triple& patchXyz, int dimensions)
{
    const int n = axes(dimensions);
    const Vec3 medianSpacing = fingerprint.medianSpacingXyz();
    const Size3 medianSize = fingerprint.medianCroppedSizeXyz();
    double patch = 1, medianVoxels = 1;
    for (int a = 0; a < n; ++a) {
        patch *= patchXyz[a];
        medianVoxels *= medianSize[a] * medianSpacing[a] / spacing[a];
    }
    if (patch >= kLowResolutionCoverage * medianVoxels)
        return std::nullopt;
    constexpr double kIncrease = 1.03, kMaxFactor = 8.0;
    Vec3 low = spacing;
    for (int step = 0; step < 1000; ++step) {
        double coarsest = 0, voxels = 1;
        for (int a = 0; a < n; ++a)
            coarsest = std::max(coarsest, low[a]);
        bool anyFine = false;
        for (int a = 0; a < n; ++a)
            anyFine |= coarsest / low[a] > 2.0;
        for (int a = 0; a < n; ++a)
            if (!anyFine || coarsest / low[a] > 2.0)
                low[a] = std::min(low[a] * kIncrease, spacing[a] * kMaxFactor);
        for (int a = 0; a < n; ++a)
            voxels *= medianSize[a] * medianSpacing[a] / low[a];
        bool capped = true;
        for (int a = 0; a < n; ++a)
            capped &= low[a] >= spacing[a] * kMaxFactor;
        if (patch >= kLowResolutionCoverage * voxels || capped)
            break;
    }
    return low;
}

double estimateTrainingMemory(const NetworkConfig& network, const Triple& patch, int batchSize, int channels, int classes,
                              bool mixedPrecision)
{
    const int n = axes(network.dimensions);
    double voxels = 1;
    for (int a = 0; a < n; ++a)
        voxels *= patch[a];
    const double input = channels * voxels;
    double activations = 0;  // everything the stages keep for backward
    double boundaries = 0;   // with activation checkpointing: only the stages' outputs...
    double largestStage = 0; // ...and one stage's activations while it is recomputed
    double parameters = 0;
    int64_t inFeatures = channels;
    for (int s = 0; s < network.stages(); ++s) {
        for (int a = 0; a < n; ++a)
            voxels /= network.strides[s][a];
        const double f = network.featuresAt(s);
        double kernelVolume = 1;
        for (int a = 0; a < n; ++a)
            kernelVolume *= network.kernelSizes[s][a];
        // Encoder: conv, norm and activation outputs of every block are kept
        // for backward (a residual block: two of each, and its sum).
        const double convsPerBlock = network.architecture == Architecture::ResidualEncoderUNet ? 2.3 : 1.0;
        const double encoder = network.blocksAt(s) * convsPerBlock * 3 * f * voxels;
        activations += encoder;
        boundaries += f * voxels;
        largestStage = std::max(largestStage, encoder);
        parameters += kernelVolume * f * (static_cast<double>(inFeatures) + f * (network.blocksAt(s) * convsPerBlock - 1));
        if (s < network.stages() - 1) {  // decoder at this level: up-conv, concat, its blocks, head
            const double decoder = (f + 2 * f + network.decoderConvs * 3 * f + classes) * voxels;
            activations += decoder;
            boundaries += (f + classes) * voxels;
            largestStage = std::max(largestStage, decoder);
            parameters += kernelVolume * (2 * f * f + (network.decoderConvs - 1) * f * f) + f * network.featuresAt(s + 1) * 8;
        }
        inFeatures = static_cast<int64_t>(f);
    }
    activations = input + (network.activationCheckpointing ? boundaries + largestStage : activations);
    const double bytesPerActivation = mixedPrecision ? 2.5 : 4.0;
    const double backwardOverhead = 1.3;  // gradients of the largest tensors live alongside
    // weights + gradients + two optimizer states, float32
    return activations * batchSize * bytesPerActivation * backwardOverhead + parameters * 16.0;
}

TrainingConfig planTraining(const TrainingConfig& requested, const CacheIndex& cache, const DatasetFingerprint& fingerprint,
                            const DeviceDescription& device, PlanExplanation* explanation, const StepCostModel& stepSeconds)
{
    TrainingConfig c = requested;
    PlanExplanation local;
    PlanExplanation& why = explanation ? *explanation : local;
    // Each candidate is measured once (the auto budget and the fit both ask);
    // the budget, the epochs and the optimizer's schedule do not change a step.
    std::map<std::string, double> measuredSeconds;
    StepCostModel cost;
    if (stepSeconds)
        cost = [&](const TrainingConfig& candidate) {
            TrainingConfig step = candidate;
            step.maxMinutes = 0;
            step.epochs = 0;
            step.optimizer = OptimizerConfig{};
            const std::string key = step.toJson().dump();
            const auto known = measuredSeconds.find(key);
            return known != measuredSeconds.end() ? known->second : (measuredSeconds[key] = stepSeconds(candidate));
        };
    if (isTwoDimensional(fingerprint) && c.network.dimensions != 2) {
        c.network.dimensions = 2;
        why.lines.push_back("2D network: every case is a single slice");
    }
    const int d = c.network.dimensions;
    const int n = axes(d);
    const Vec3& spacing = cache.plan.targetSpacingXyz;
    const Vec3 medianSpacing = fingerprint.medianSpacingXyz();
    const Size3 medianSize = fingerprint.medianCroppedSizeXyz();
    Triple median{1, 1, 1};
    for (int a = 0; a < n; ++a)
        median[a] = std::max<int>(1, static_cast<int>(std::lround(medianSize[a] * medianSpacing[a] / spacing[a])));
    why.medianShapeXyz = median;
    explainSpacing(spacing, medianSpacing, why);
    const int channels = static_cast<int>(cache.channelNames.size());
    const int classes = cache.plan.outputCount();
    const bool mixed = device.cuda && c.precision != Precision::Float32 && c.precision != Precision::TF32;
    // --gpu-memory-target: plan for a GPU of that size (nnU-Net's -gpu_memory_target) instead of this device.
    const double budget = c.gpuMemoryTargetGB > 0 ? c.gpuMemoryTargetGB * double(1 << 30) : memoryBudget(device);
    char line[256];
    if (c.planner != PlannerPreset::Default)
        applyResEncPreset(c, spacing, fingerprint, classes, why.lines);

    if (c.network.baseFeatures <= 0)
        c.network.baseFeatures = device.cuda ? kGpuBaseFeatures : kCpuBaseFeatures;
    if (c.network.maxFeatures <= 0)
        c.network.maxFeatures = device.cuda ? (d == 2 ? kGpuMaxFeatures2D : kGpuMaxFeatures3D) : kCpuMaxFeatures;
    const bool planPatch = c.patchSize[0] <= 0;
    const bool planTopologyToo = c.network.strides.empty();
    // Planned activation checkpointing: keeps the wanted patch when only
    // recomputing the stages in backward makes a batch of 2 fit.
    bool checkpointingPlanned = false;
    if (planPatch) {
        Triple patch = initialPatch(spacing, median, d);
        // Shrink the axis that is largest relative to the median case until one batch of 2 fits.
        for (int attempt = 0; attempt < 64; ++attempt) {
            if (planTopologyToo)
                planTopology(patch, spacing, d, c.network);
            const Triple rounded = roundUpToStride(patch, c.network.totalStride(), d);
            const double needed = estimateTrainingMemory(c.network, rounded, kMinBatch, channels, classes, mixed);
            if (needed <= budget) {
                patch = rounded;
                break;
            }
            NetworkConfig checkpointed = c.network;
            checkpointed.activationCheckpointing = true;
            const double withCheckpointing = estimateTrainingMemory(checkpointed, rounded, kMinBatch, channels, classes, mixed);
            if (!c.network.activationCheckpointing && attempt == 0 && withCheckpointing <= budget) {
                c.network.activationCheckpointing = checkpointingPlanned = true;
                patch = rounded;
                std::snprintf(line, sizeof line,
                              "activation checkpointing: on, so the patch fits: a batch of %d needs %.1f GiB without it, "
                              "%.1f GiB with it, of %.1f GiB (each stage's forward runs again in backward)",
                              kMinBatch, needed / (1 << 30), withCheckpointing / (1 << 30), budget / (1 << 30));
                why.lines.push_back(line);
                break;
            }
            int largest = 0;
            for (int a = 1; a < n; ++a)
                if (static_cast<double>(patch[a]) / median[a] > static_cast<double>(patch[largest]) / median[largest])
                    largest = a;
            patch[largest] = std::max(c.network.totalStride()[largest], patch[largest] - c.network.totalStride()[largest]);
        }
        c.patchSize = patch;
        std::snprintf(line, sizeof line, "patch %s voxels: the median case at %.3gx%.3gx%.3g mm is %s voxels",
                      tripleText(patch, d).c_str(), spacing[0], spacing[1], spacing[2], tripleText(median, d).c_str());
        why.lines.push_back(line);
        if (c.interactive && d == 3)
            interactivePatchWithinTheMedian(c, median, why);
    } else if (planTopologyToo) {
        planTopology(c.patchSize, spacing, d, c.network);
    }
    if (d == 2)
        c.patchSize[2] = 1;
    why.lines.push_back("network: " + std::to_string(c.network.stages()) + " stages, " +
                        std::to_string(c.network.baseFeatures) + " to " + std::to_string(c.network.maxFeatures) +
                        " features, " + architectureName(c.network.architecture) +
                        (device.cuda || c.planner != PlannerPreset::Default
                             ? ""
                             : " (CPU: fewer features so a time budget buys more steps)"));

    const bool batchPlanned = c.batchSize <= 0;
    if (c.batchSize <= 0) {
        double patchVoxels = 1, datasetVoxels = 0;
        for (int a = 0; a < n; ++a)
            patchVoxels *= c.patchSize[a];
        for (const CaseFingerprint& cf : fingerprint.cases) {
            double v = 1;
            for (int a = 0; a < 3; ++a)
                v *= cf.croppedSizeXyz[a] * cf.spacingXyz[a] / spacing[a];
            datasetVoxels += v;
        }
        int batch = kMinBatch;
        const int cap = std::max(kMinBatch, static_cast<int>(kMaxBatchShareOfDataset * datasetVoxels / patchVoxels));
        const int computeCap = device.cuda ? 512 : kCpuMaxBatch;
        while (batch + 1 <= std::min(cap, computeCap) &&
               estimateTrainingMemory(c.network, c.patchSize, batch + 1, channels, classes, mixed) <= budget)
            ++batch;
        c.batchSize = batch;
        std::snprintf(line, sizeof line, "batch %d: largest within %.1f GiB and 5%% of the dataset%s", batch,
                      budget / (1 << 30), device.cuda ? "" : " (CPU: at most 4)");
        why.lines.push_back(line);
    }
    if (c.iterationsPerEpoch <= 0)
        c.iterationsPerEpoch = device.cuda ? kGpuIterationsPerEpoch : kCpuIterationsPerEpoch;
    int validationCases = std::max(1, static_cast<int>(std::lround(fingerprint.cases.size() / double(kFoldsForEstimate))));
    if (c.validation.maxCases > 0)
        validationCases = std::min(validationCases, c.validation.maxCases);
    const bool featuresPlanned = requested.network.baseFeatures <= 0 && requested.planner == PlannerPreset::Default;
    const ShrinkRules rules{batchPlanned, planPatch, planTopologyToo, featuresPlanned, spacing, median, validationCases};
    if (c.maxMinutes == TrainingConfig::kAutoMaxMinutes)
        chooseTimeBudget(c, device, rules, fingerprint.cases.size() - fingerprint.cases.size() / kFoldsForEstimate, cost, why);
    if (c.epochs <= 0 && c.maxMinutes <= 0)
        c.epochs = 1000;
    why.lines.push_back(c.epochs > 0 ? std::to_string(c.epochs) + " epochs of " + std::to_string(c.iterationsPerEpoch) + " steps"
                                     : "epochs: as many as fit in " + minutesText(c.maxMinutes) + " minutes (" +
                                           std::to_string(c.iterationsPerEpoch) + " steps each)");
    planOptimizer(c, device, why);
    if (c.maxMinutes > 0 && cost)
        fitToTimeBudget(c, rules, cost, why);
    interactiveAugmentationForShortRuns(c, spacing, why);
    if (checkpointingPlanned) {  // a time budget may have shrunk the patch enough to do without
        NetworkConfig plain = c.network;
        plain.activationCheckpointing = false;
        if (estimateTrainingMemory(plain, c.patchSize, c.batchSize, channels, classes, mixed) <= budget) {
            c.network.activationCheckpointing = false;
            why.lines.push_back("activation checkpointing: off again, the smaller plan fits without it");
        }
    }
    why.estimatedMemoryBytes = estimateTrainingMemory(c.network, c.patchSize, c.batchSize, channels, classes, mixed);
    if (c.planner != PlannerPreset::Default && why.estimatedMemoryBytes > memoryBudget(device)) {
        std::snprintf(line, sizeof line, "warning: this plan needs about %.1f GiB per step, more than the %.1f GiB "
                      "%s can give; set a smaller --gpu-memory-target or --batch-size", why.estimatedMemoryBytes / (1 << 30),
                      memoryBudget(device) / (1 << 30), device.name.empty() ? device.id.c_str() : device.name.c_str());
        why.lines.push_back(line);
    }
    const std::vector<Problem> problems = c.validate("plan");
    if (!problems.empty())
        throw ValidationError("the planned configuration is invalid:", problems);
    return c;
}

}  // namespace segstudio::engine
