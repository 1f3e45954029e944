// segstudio-bench-train: training-step throughput of the engine, through the
// same TrainingStep the Trainer runs. Two data sources:
//   --synthetic   random batches of the configured shape, made once (the
//                 network-and-optimizer cost alone, comparable with
//                 bench/python/train_step.py on the same config)
//   --cache DIR   the real path: background loader + device augmentation
// Prints a JSON object (samples/s, voxels/s, median step and its parts,
// data-wait share, peak memory) and writes it to --json FILE.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include <CLI/CLI.hpp>

#include "common/Errors.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/data/Augmenter.h"
#include "engine/data/BatchLoader.h"
#include "engine/data/CaseStore.h"
#include "engine/device/AllocationMeter.h"
#include "engine/device/CudaSupport.h"
#include "engine/device/ProcessStats.h"
#include "engine/nn/UNet.h"
#include "engine/train/Optimizer.h"
#include "engine/profile/StepTiming.h"
#include "engine/train/TrainingStep.h"

using namespace segstudio;
using namespace segstudio::engine;
using Clock = std::chrono::steady_clock;

namespace {

struct Options {
    std::string config;
    std::string cache;
    std::string device = "auto";
    std::string precision;
    std::string json;
    int steps = 20;
    int warmup = 3;
    int threads = 0;
    int channels = 1;
    int classes = 3;
    int batch = 0;
    bool channelsLast = false;
    bool noAugmentation = false;
    bool activationCheckpointing = false;
    bool cudaGraphs = false;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

int run(const Options& o)
{
    TrainingConfig config = TrainingConfig::fromJson(readJsonFile(o.config), o.config);
    if (o.batch > 0)
        config.batchSize = o.batch;
    config.channelsLast = o.channelsLast;
    if (o.activationCheckpointing)
        config.network.activationCheckpointing = true;
    config.cudaGraphs = o.cudaGraphs;
    if (!o.precision.empty()) {
        Json j = config.toJson();
        j["precision"] = o.precision;
        config = TrainingConfig::fromJson(j, "--precision");
    }
    if (o.noAugmentation)
        config.augmentation = AugmentationConfig{false, false, false, false, false, false, false, false, false, 0};
    const int threads = configureCpuThreads(o.threads > 0 ? o.threads : config.threads);
    const torch::Device device = resolveDevice(o.device);
    const Precision precision = resolvePrecision(config.precision, device);
    setTF32(precision == Precision::TF32);
    setCudnnBenchmark(true);

    std::shared_ptr<CaseStore> store;
    int channels = o.channels, classes = o.classes;
    if (!o.cache.empty()) {
        store = std::make_shared<CaseStore>(CacheIndex::load(o.cache));
        channels = store->channels();
        classes = store->classes();
    }
    StepHarness harness(config, channels, classes, device, precision);
    TrainingStep& step = harness.step;
    checkRecordedStepsPossible(config, device, 1, "--cuda-graphs");
    if (config.cudaGraphs)
        step.useRecordedSteps(/*record=*/true);
    SamplerSettings s;
    s.dimensions = config.network.dimensions;
    s.patchXyz = config.patchSize;
    s.batchSize = config.batchSize;
    s.augmentation = config.augmentation;
    s.regionXyz = harness.regionXyz;
    s.seed = config.seed;
    s.pinMemory = device.is_cuda();
    std::unique_ptr<BatchLoader> loader;
    Batch synthetic;
    if (store) {
        std::vector<std::size_t> all(store->size());
        for (std::size_t i = 0; i < all.size(); ++i)
            all[i] = i;
        loader = std::make_unique<BatchLoader>(store, all, s, config.loaderThreads, config.prefetchBatches, 0);
    } else {
        synthetic = syntheticBatch(config, s.regionXyz, channels, classes, device.is_cuda());
    }

    ProcessStatsSampler process;
    CpuAllocationMeter meter;  // from the first step on: every block a step frees is known
    int64_t peakStepAllocated = 0;  // CPU: above what is held between steps
    std::vector<double> stepMs, waitMs, augmentMs, forwardMs, backwardMs, optimizerMs, recordedMs;
    int64_t peakDevice = 0, peakResident = 0;
    for (int i = 0; i < o.warmup + o.steps; ++i) {
        const bool measured = i >= o.warmup;
        if (i == o.warmup && device.is_cuda())
            cuda::resetPeakStats(device.index());
        synchronize(device);
        const int64_t heldBetweenSteps = meter.current();
        meter.resetPeak();
        const Clock::time_point start = Clock::now();
        const Batch batch = loader ? loader->next() : synthetic;
        const double wait = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        StepTimings t;
        if (step.recordedSteps()) {
            step.runRecorded(batch, 0.01, /*profile=*/true, t);
        } else {
            step.accumulate(batch, 1, /*profile=*/true, t);
            step.apply(0.01, /*profile=*/true, t);
        }
        synchronize(device);
        const double total = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        if (!measured)
            continue;
        stepMs.push_back(total);
        waitMs.push_back(wait);
        augmentMs.push_back(t.augmentMs);
        forwardMs.push_back(t.forwardMs);
        backwardMs.push_back(t.backwardMs);
        optimizerMs.push_back(t.optimizerMs);
        recordedMs.push_back(t.recordedStepMs);
        peakResident = std::max(peakResident, process.residentBytes());
        peakStepAllocated = std::max(peakStepAllocated, meter.peak() - heldBetweenSteps);
    }
    if (device.is_cuda())
        peakDevice = cuda::allocatorStats(device.index()).peakAllocatedBytes;
    int64_t patchVoxels = 1;
    for (int a = 0; a < (config.network.dimensions == 2 ? 2 : 3); ++a)
        patchVoxels *= config.patchSize[a];
    const double stepSeconds = median(stepMs) / 1000.0;
    double waitSum = 0, stepSum = 0;
    for (std::size_t i = 0; i < stepMs.size(); ++i) {
        waitSum += waitMs[i];
        stepSum += stepMs[i];
    }
    const Json result = {{"implementation", "segstudio-cpp"},
                         {"data", store ? "cache+loader+augmentation" : "synthetic"},
                         {"device", device.str()},
                         {"precision", precisionName(precision)},
                         {"threads", threads},
                         {"channels_last", config.channelsLast},
                         {"activation_checkpointing", config.network.activationCheckpointing},
                         {"cuda_graphs", config.cudaGraphs},
                         {"batch", config.batchSize},
                         {"patch_xyz", config.patchSize},
                         {"base_features", config.network.baseFeatures},
                         {"steps", o.steps},
                         {"median_step_ms", median(stepMs)},
                         {"samples_per_s", config.batchSize / stepSeconds},
                         {"mvoxels_per_s", config.batchSize * patchVoxels / stepSeconds / 1e6},
                         {"data_wait_share", stepSum > 0 ? waitSum / stepSum : 0.0},
                         {"median_augment_ms", median(augmentMs)},
                         {"median_forward_ms", median(forwardMs)},
                         {"median_backward_ms", median(backwardMs)},
                         {"median_optimizer_ms", median(optimizerMs)},
                         {"median_recorded_step_ms", median(recordedMs)},
                         {"peak_device_bytes", peakDevice},
                         {"peak_resident_bytes", peakResident},
                         {"peak_step_cpu_allocated_bytes", peakStepAllocated}};
    std::cout << result.dump() << std::endl;
    if (!o.json.empty())
        writeJsonFile(o.json, result);
    return 0;
}

}  // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Training-step benchmark of the SegStudio engine", "segstudio-bench-train"};
    Options o;
    app.add_option("--config", o.config, "config.json of a run or plan (network, patch, batch)")->required();
    app.add_option("--cache", o.cache, "Cache folder: time the real loader and augmentation (default: synthetic)");
    app.add_option("--device", o.device, "auto, cpu, cuda:N");
    app.add_option("--precision", o.precision, "fp32, tf32, fp16, bf16 (default: the config's)");
    app.add_option("--steps", o.steps, "Measured steps");
    app.add_option("--warmup", o.warmup, "Unmeasured steps first");
    app.add_option("--threads", o.threads, "CPU threads (0 = the config's / physical cores)");
    app.add_option("--batch", o.batch, "Override the batch size");
    app.add_option("--classes", o.classes, "Classes (synthetic data)");
    app.add_flag("--channels-last", o.channelsLast, "Channels-last memory format");
    app.add_flag("--no-augmentation", o.noAugmentation, "Switch every augmentation off");
    app.add_flag("--activation-checkpointing", o.activationCheckpointing,
                 "Recompute each stage in backward instead of keeping its activations");
    app.add_flag("--cuda-graphs", o.cudaGraphs, "Record forward to update as one CUDA graph, replayed every step");
    app.add_option("--json", o.json, "Also write the result here");
    CLI11_PARSE(app, argc, argv);
    try {
        return run(o);
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        return 2;
    }
}
