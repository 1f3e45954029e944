#include "engine/profile/Autotune.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "common/formats/CacheIndex.h"
#include "common/Errors.h"
#include "common/system/SystemMemory.h"
#include "engine/device/TorchDevice.h"
#include "engine/data/BatchLoader.h"
#include "engine/data/CaseStore.h"
#include "engine/device/CudaSupport.h"
#include "engine/device/ProcessStats.h"
#include "engine/plan/Planner.h"
#include "engine/train/Loss.h"
#include "engine/profile/StepTiming.h"

namespace segstudio::engine {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr double kKeepIfFasterBy = 1.05;  // below that, a few timed steps cannot tell settings apart

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

struct Context {
    std::shared_ptr<CaseStore> store;
    std::vector<std::size_t> cases;
    torch::Device device{torch::kCPU};
    LabelEncoding labels;
    const AutotuneRequest* request = nullptr;
};

// The plan with its CPU thread count made concrete.
TrainingConfig withThreadsSet(TrainingConfig config)
{
    config.threads = configureCpuThreads(config.threads);
    return config;
}

// Autotune's guard (StepTiming.h) on the cache's shapes.
std::vector<double> guardLosses(const TrainingConfig& config, const Context& c)
{
    return guardLosses(config, c.store->channels(), c.store->outputs(), c.store->classes(), c.labels, c.device,
                       c.request->guardSteps);
}

// Times one configuration: real batches from the loader, then the step.
void measure(const TrainingConfig& config, const Context& c, AutotuneTrial& trial)
{
    configureCpuThreads(config.threads);
    const SamplerSettings sampler =
        trainingSamplerSettings(config, c.store->index().plan.targetSpacingXyz, c.device.is_cuda());
    StepHarness harness(config, c.store->channels(), c.store->outputs(), c.device, config.precision, c.labels,
                        sampler.regionXyz);
    BatchLoader loader(c.store, c.cases, sampler, config.loaderThreads, config.prefetchBatches, 0);
    ProcessStatsSampler process;
    if (c.device.is_cuda())
        cuda::resetPeakStats(c.device.index());
    std::vector<double> step, wait, augment, forward, backward, optimizer;
    int64_t resident = 0;
    const double lr = config.optimizer.learningRate > 0 ? config.optimizer.learningRate : 1e-3;
    for (int i = 0; i < c.request->warmupSteps + c.request->timedSteps; ++i) {
        synchronize(c.device);
        const Clock::time_point start = Clock::now();
        const Batch batch = loader.next();
        const double waited = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        StepTimings t;
        harness.step.accumulate(batch, 1, /*profile=*/true, t);
        harness.step.apply(lr, /*profile=*/true, t);
        synchronize(c.device);
        resident = std::max(resident, process.residentBytes());
        if (i < c.request->warmupSteps)
            continue;
        step.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        wait.push_back(waited);
        augment.push_back(t.augmentMs);
        forward.push_back(t.forwardMs);
        backward.push_back(t.backwardMs);
        optimizer.push_back(t.optimizerMs);
    }
    trial.stepMs = median(step);
    trial.samplesPerSecond = trial.stepMs > 0 ? config.batchSize * 1000.0 / trial.stepMs : 0;
    trial.dataWaitMs = median(wait);
    trial.augmentMs = median(augment);
    trial.forwardMs = median(forward);
    trial.backwardMs = median(backward);
    trial.optimizerMs = median(optimizer);
    trial.peakMemoryBytes = c.device.is_cuda() ? cuda::allocatorStats(c.device.index()).peakAllocatedBytes : resident;
}

AutotuneTrial describe(const TrainingConfig& config, const std::string& change)
{
    AutotuneTrial t;
    t.change = change;
    t.threads = config.threads;
    t.batchSize = config.batchSize;
    t.precision = config.precision;
    t.channelsLast = config.channelsLast;
    t.loaderThreads = config.loaderThreads;
    t.prefetchBatches = config.prefetchBatches;
    t.cudnnBenchmark = config.cudnnBenchmark;
    return t;
}

using Variants = std::vector<std::pair<std::string, TrainingConfig>>;
enum class Setting { Threads, Batch, Precision, Layout, Loaders, Prefetch, CudnnBenchmark };
constexpr Setting kSearchOrder[] = {Setting::Threads, Setting::Batch,    Setting::Precision,     Setting::Layout,
                                    Setting::Loaders, Setting::Prefetch, Setting::CudnnBenchmark};

// The variants of `current` that change `setting` alone.
Variants variants(Setting setting, const TrainingConfig& current, const TrainingConfig& planned, const Context& c)
{
    Variants out;
    auto add = [&](const std::string& change, TrainingConfig v) { out.emplace_back(change, std::move(v)); };
    const DeviceDescription device = describeDevice(c.device.str());
    switch (setting) {
    case Setting::Threads:
    for (int threads : {std::max(1, device.cpuThreads / 2), device.cpuThreads})
        if (threads != current.threads) {
            TrainingConfig v = current;
            v.threads = threads;
            add("threads " + std::to_string(threads), v);
        }
    break;
    case Setting::Batch: {
    const double budget = 0.5 * static_cast<double>(c.device.is_cuda() ? device.memoryBytes : availableMemoryBytes());
    for (int batch : {std::max(1, planned.batchSize / 2), planned.batchSize * 2}) {
        const bool mixed = current.precision == Precision::BFloat16 || current.precision == Precision::Float16;
        if (batch == current.batchSize || estimateTrainingMemory(current.network, current.patchSize, batch, c.store->channels(),
                                                                 c.store->outputs(), mixed) > budget)
            continue;
        TrainingConfig v = current;
        v.batchSize = batch;
        add("batch " + std::to_string(batch), v);
    }
    break;
    }
    case Setting::Precision: {
    std::vector<Precision> precisions{Precision::Float32, Precision::BFloat16};
    if (c.device.is_cuda())
        precisions = {Precision::Float32, Precision::TF32, Precision::Float16, Precision::BFloat16};
    for (Precision p : precisions)
        if (p != current.precision) {
            TrainingConfig v = current;
            v.precision = p;
            add(std::string("precision ") + precisionName(p), v);
        }
    break;
    }
    case Setting::Layout: {
    TrainingConfig layout = current;
    layout.channelsLast = !current.channelsLast;
    add(layout.channelsLast ? "channels-last" : "channels-first", layout);
    break;
    }
    case Setting::Loaders:
    for (int loaders : {1, 2, 4})
        if (loaders != current.loaderThreads && loaders <= std::max(2, device.cpuThreads)) {
            TrainingConfig v = current;
            v.loaderThreads = loaders;
            add("loader threads " + std::to_string(loaders), v);
        }
    break;
    case Setting::Prefetch:
    for (int depth : {2, 6})
        if (depth != current.prefetchBatches) {
            TrainingConfig v = current;
            v.prefetchBatches = depth;
            add("prefetch " + std::to_string(depth), v);
        }
    break;
    case Setting::CudnnBenchmark:
        if (c.device.is_cuda()) {
            TrainingConfig v = current;
            v.cudnnBenchmark = !current.cudnnBenchmark;
            add(v.cudnnBenchmark ? "cudnn benchmark on" : "cudnn benchmark off", v);
        }
        break;
    }
    return out;
}

Json cacheKey(const TrainingConfig& c)
{
    const Json j = c.toJson();
    return {{"network", j.at("network")},       {"patch_size_xyz", j.at("patch_size_xyz")},
            {"batch_size", j.at("batch_size")}, {"precision", j.at("precision")},
            {"augmentation", j.at("augmentation")}, {"dataset", c.dataset}};
}

std::string cacheFile(const TrainingConfig& config, const torch::Device& device)
{
    std::string name = describeDevice(device.str()).name + "-" + device.str();
    for (char& ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch)))
            ch = '_';
    return (fs::path(config.dataset) / "autotune" / (name + ".json")).string();
}

}  // namespace

double AutotuneResult::gainOverDefaults() const
{
    if (trials.empty() || trials.front().samplesPerSecond <= 0)
        return 1.0;
    return trials[static_cast<std::size_t>(winner)].samplesPerSecond / trials.front().samplesPerSecond;
}

TrainingConfig withTrialSettings(TrainingConfig config, const AutotuneTrial& trial)
{
    config.threads = trial.threads;
    config.batchSize = trial.batchSize;
    config.precision = trial.precision;
    config.channelsLast = trial.channelsLast;
    config.loaderThreads = trial.loaderThreads;
    config.prefetchBatches = trial.prefetchBatches;
    config.cudnnBenchmark = trial.cudnnBenchmark;
    return config;
}

AutotuneResult autotune(const AutotuneRequest& request)
{
    Context c;
    c.request = &request;
    c.device = resolveDevice(request.plan.config().device);
    setTF32(false);
    c.store = std::make_shared<CaseStore>(CacheIndex::load(request.plan.config().dataset));
    c.labels = labelEncoding(c.store->index().plan, c.device);
    for (std::size_t i = 0; i < c.store->size(); ++i)
        c.cases.push_back(i);
    const TrainingConfig planned = withThreadsSet(request.plan.config());
    const std::string file = cacheFile(planned, c.device);
    if (request.reuseCached && fs::exists(file)) {
        try {
            const Json cached = readJsonFile(file);
            if (cached.at("key") == cacheKey(planned)) {
                AutotuneResult result = AutotuneResult::fromJson(cached.at("result"), file);
                result.fromCache = true;
                return result;
            }
        } catch (const std::exception&) {  // stale or damaged: measure again
        }
    }

    AutotuneResult result;
    result.device = describeDevice(c.device.str()).name;
    const Clock::time_point start = Clock::now();
    // fp32, channels-first losses per batch size: what a guarded trial must match.
    std::map<int, std::vector<double>> references;
    auto referenceFor = [&](const TrainingConfig& config) -> const std::vector<double>& {
        if (!references.count(config.batchSize)) {
            TrainingConfig fp32 = config;
            fp32.precision = Precision::Float32;
            fp32.channelsLast = false;
            references[config.batchSize] = guardLosses(fp32, c);
        }
        return references[config.batchSize];
    };
    int plannedTrials = 1;
    for (Setting setting : kSearchOrder)
        plannedTrials += static_cast<int>(variants(setting, planned, planned, c).size());
    auto run = [&](const TrainingConfig& config, const std::string& change) -> const AutotuneTrial& {
        if (request.cancel && request.cancel->load())
            throw Cancelled("the search for the fastest settings was cancelled");
        AutotuneTrial trial = describe(config, change);
        setTF32(config.precision == Precision::TF32);
        setCudnnBenchmark(config.cudnnBenchmark);
        try {
            if (config.precision != Precision::Float32 || config.channelsLast) {
                const std::vector<double>& reference = referenceFor(config);
                trial.lossDeviation = lossDeviation(guardLosses(config, c), reference);
                if (!(trial.lossDeviation <= request.guardTolerance)) {
                    trial.accepted = false;
                    trial.rejectedBecause = "its losses differ from fp32's by " +
                                            std::to_string(trial.lossDeviation * 100) + " % (tolerance " +
                                            std::to_string(request.guardTolerance * 100) + " %)";
                }
            }
            if (trial.accepted)
                measure(config, c, trial);
        } catch (const Cancelled&) {
            throw;
        } catch (const std::exception& error) {  // out of memory, an unsupported kernel: not a candidate
            trial.accepted = false;
            trial.rejectedBecause = error.what();
        }
        setTF32(false);
        result.trials.push_back(trial);
        if (request.progress)
            request.progress(static_cast<int>(result.trials.size()), plannedTrials, change);
        return result.trials.back();
    };

    // One setting at a time; a change is kept when it is 5 % faster than the
    // settings kept so far, which stay the winner otherwise (measurement
    // noise of a few steps must not pick a setting).
    run(planned, "defaults");
    TrainingConfig current = planned;
    double currentSpeed = result.trials.front().samplesPerSecond;
    for (Setting setting : kSearchOrder) {
        int best = -1;
        double bestSpeed = currentSpeed * kKeepIfFasterBy;
        TrainingConfig bestConfig = current;
        for (const auto& [change, config] : variants(setting, current, planned, c)) {
            if (std::chrono::duration<double>(Clock::now() - start).count() > request.maxSeconds) {
                result.complete = false;
                break;
            }
            const AutotuneTrial& trial = run(config, change);
            if (trial.accepted && trial.samplesPerSecond > bestSpeed) {
                best = static_cast<int>(result.trials.size()) - 1;
                bestSpeed = trial.samplesPerSecond;
                bestConfig = config;
            }
        }
        if (best >= 0) {
            current = bestConfig;
            currentSpeed = bestSpeed;
            result.winner = best;
        }
        if (!result.complete)
            break;
    }
    fs::create_directories(fs::path(file).parent_path());
    writeJsonFile(file, {{"key", cacheKey(planned)}, {"result", result.toJson()}});
    return result;
}

Json AutotuneResult::toJson() const
{
    Json list = Json::array();
    for (const AutotuneTrial& t : trials)
        list.push_back({{"change", t.change},
                        {"threads", t.threads},
                        {"batch_size", t.batchSize},
                        {"precision", precisionName(t.precision)},
                        {"channels_last", t.channelsLast},
                        {"loader_threads", t.loaderThreads},
                        {"prefetch_batches", t.prefetchBatches},
                        {"cudnn_benchmark", t.cudnnBenchmark},
                        {"samples_per_s", t.samplesPerSecond},
                        {"step_ms", t.stepMs},
                        {"data_wait_ms", t.dataWaitMs},
                        {"augment_ms", t.augmentMs},
                        {"forward_ms", t.forwardMs},
                        {"backward_ms", t.backwardMs},
                        {"optimizer_ms", t.optimizerMs},
                        {"peak_memory_bytes", t.peakMemoryBytes},
                        {"loss_deviation", t.lossDeviation},
                        {"accepted", t.accepted},
                        {"rejected_because", t.rejectedBecause}});
    return {{"device", device}, {"trials", list}, {"winner", winner}, {"complete", complete},
            {"gain_over_defaults", gainOverDefaults()}};
}

AutotuneResult AutotuneResult::fromJson(const Json& json, const std::string& file)
{
    AutotuneResult r;
    r.device = requireField<std::string>(json, "device", file);
    r.winner = requireField<int>(json, "winner", file);
    r.complete = requireField<bool>(json, "complete", file);
    for (const Json& t : requireField<Json>(json, "trials", file)) {
        AutotuneTrial trial;
        trial.change = requireField<std::string>(t, "change", file);
        trial.threads = requireField<int>(t, "threads", file);
        trial.batchSize = requireField<int>(t, "batch_size", file);
        const auto precision = precisionFromName(requireField<std::string>(t, "precision", file));
        if (!precision)
            throw InputError(file, "trials.precision", "unknown precision");
        trial.precision = *precision;
        trial.channelsLast = requireField<bool>(t, "channels_last", file);
        trial.loaderThreads = requireField<int>(t, "loader_threads", file);
        trial.prefetchBatches = requireField<int>(t, "prefetch_batches", file);
        trial.cudnnBenchmark = requireField<bool>(t, "cudnn_benchmark", file);
        trial.samplesPerSecond = requireField<double>(t, "samples_per_s", file);
        trial.stepMs = requireField<double>(t, "step_ms", file);
        trial.dataWaitMs = requireField<double>(t, "data_wait_ms", file);
        trial.augmentMs = requireField<double>(t, "augment_ms", file);
        trial.forwardMs = requireField<double>(t, "forward_ms", file);
        trial.backwardMs = requireField<double>(t, "backward_ms", file);
        trial.optimizerMs = requireField<double>(t, "optimizer_ms", file);
        trial.peakMemoryBytes = requireField<int64_t>(t, "peak_memory_bytes", file);
        trial.lossDeviation = requireField<double>(t, "loss_deviation", file);
        trial.accepted = requireField<bool>(t, "accepted", file);
        trial.rejectedBecause = requireField<std::string>(t, "rejected_because", file);
        r.trials.push_back(trial);
    }
    if (r.trials.empty() || r.winner < 0 || r.winner >= static_cast<int>(r.trials.size()))
        throw InputError(file, "winner", "names no trial");
    return r;
}

}  // namespace segstudio::engine
