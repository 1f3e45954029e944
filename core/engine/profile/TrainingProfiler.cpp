#include "engine/profile/TrainingProfiler.h"

#include <torch/csrc/autograd/profiler_legacy.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <set>

#include "common/system/AtomicFile.h"
#include "common/formats/CacheIndex.h"
#include "common/formats/CsvText.h"
#include "common/Errors.h"
#include "engine/device/TorchDevice.h"
#include "engine/data/BatchLoader.h"
#include "engine/data/CaseStore.h"
#include "engine/train/Loss.h"
#include "engine/profile/StepTiming.h"

namespace segstudio::engine {

namespace profiler = torch::autograd::profiler;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* kStepScope = "segstudio::training_step";
constexpr const char* kBackwardPrefix = "autograd::engine::evaluate_function: ";

// One profiled range: a push/pop pair of the legacy profiler, with its
// children's time and the memory allocated while it was the innermost range.
struct Range {
    std::string name;
    double startUs = 0, endUs = 0, childUs = 0;
    double deviceUs = 0;
    uint64_t thread = 0;
    int64_t sequence = -1;
    int parent = -1;
    std::vector<std::vector<int64_t>> shapes;
    double durationUs() const { return endUs - startUs; }
};

struct Allocation {
    double timeUs;
    int64_t bytes;  // negative: a free
};

std::string shapesText(const std::vector<std::vector<int64_t>>& shapes)
{
    std::string text;
    for (const auto& shape : shapes) {
        if (shape.empty())
            continue;
        std::string one = "[";
        for (std::size_t i = 0; i < shape.size(); ++i)
            one += (i ? ", " : "") + std::to_string(shape[i]);
        text += (text.empty() ? "" : ", ") + one + "]";
    }
    return text;
}

// Pairs the events of every thread into ranges (times relative to the first
// event), and lists the allocations in time order.
void collect(const profiler::thread_event_lists& lists, std::vector<Range>& ranges, std::vector<Allocation>& allocations)
{
    const profiler::LegacyEvent* reference = nullptr;
    for (const auto& list : lists)
        for (const auto& event : list)
            if (!reference || reference->cpuElapsedUs(event) < 0)
                reference = &event;
    if (!reference)
        return;
    for (const auto& list : lists) {
        std::map<uint64_t, std::pair<const profiler::LegacyEvent*, int>> open;  // handle -> push, its range index
        std::vector<int> stack;
        for (const auto& event : list) {
            switch (event.kind()) {
            case profiler::EventKind::PushRange: {
                Range range;
                range.name = event.name();
                range.startUs = reference->cpuElapsedUs(event);
                range.thread = event.threadId();
                range.sequence = event.sequenceNr();
                range.shapes = event.shapes();
                range.parent = stack.empty() ? -1 : stack.back();
                ranges.push_back(std::move(range));
                open[event.handle()] = {&event, static_cast<int>(ranges.size() - 1)};
                stack.push_back(static_cast<int>(ranges.size() - 1));
                break;
            }
            case profiler::EventKind::PopRange: {
                const auto it = open.find(event.handle());
                if (it == open.end())
                    break;
                Range& range = ranges[static_cast<std::size_t>(it->second.second)];
                range.endUs = reference->cpuElapsedUs(event);
                if (it->second.first->hasCuda() && event.hasCuda())
                    range.deviceUs = it->second.first->cudaElapsedUs(event);
                if (range.parent >= 0)
                    ranges[static_cast<std::size_t>(range.parent)].childUs += range.durationUs();
                stack.erase(std::remove(stack.begin(), stack.end(), it->second.second), stack.end());
                open.erase(it);
                break;
            }
            case profiler::EventKind::MemoryAlloc:
                allocations.push_back({reference->cpuElapsedUs(event), event.cpuMemoryUsage() + event.cudaMemoryUsage()});
                break;
            default:
                break;
            }
        }
    }
    std::sort(allocations.begin(), allocations.end(), [](const Allocation& a, const Allocation& b) { return a.timeUs < b.timeUs; });
}

// Peak of the running allocation total inside [start, end], above its value at start.
class MemoryTimeline {
public:
    explicit MemoryTimeline(const std::vector<Allocation>& allocations) : m_allocations(allocations) {}
    int64_t peakWithin(double startUs, double endUs) const
    {
        auto it = std::lower_bound(m_allocations.begin(), m_allocations.end(), startUs,
                                   [](const Allocation& a, double t) { return a.timeUs < t; });
        int64_t running = 0, peak = 0;
        for (; it != m_allocations.end() && it->timeUs <= endUs; ++it) {
            running += it->bytes;
            peak = std::max(peak, running);
        }
        return peak;
    }

private:
    const std::vector<Allocation>& m_allocations;
};

// The stage scopes UNetImpl::forward and TrainingStep record, in step order.
bool isStageScope(const std::string& name)
{
    return name.rfind("encoder.", 0) == 0 || name.rfind("decoder.", 0) == 0 || name == "data wait" ||
           name == "augment" || name == "loss" || name == "optimizer";
}

bool isBackwardFunction(const std::vector<Range>& ranges, int index)
{
    return ranges[static_cast<std::size_t>(index)].name.rfind(kBackwardPrefix, 0) == 0;
}

// Whether the range `index` (or -1) is or lies inside one of autograd's evaluate_function ranges.
bool insideBackwardFunction(const std::vector<Range>& ranges, int index)
{
    for (int r = index; r >= 0; r = ranges[static_cast<std::size_t>(r)].parent)
        if (isBackwardFunction(ranges, r))
            return true;
    return false;
}

std::string innermostStage(const std::vector<Range>& ranges, int index)
{
    for (int r = index; r >= 0; r = ranges[static_cast<std::size_t>(r)].parent)
        if (isStageScope(ranges[static_cast<std::size_t>(r)].name))
            return ranges[static_cast<std::size_t>(r)].name;
    return "";
}

Json traceOf(const std::vector<Range>& ranges, const std::vector<std::string>& stageOf)
{
    Json events = Json::array();
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        const Range& r = ranges[i];
        if (r.endUs <= r.startUs && r.endUs == 0)
            continue;  // never closed
        Json args = {{"stage", stageOf[i]}};
        if (!r.shapes.empty())
            args["shapes"] = shapesText(r.shapes);
        if (r.sequence >= 0)
            args["sequence"] = r.sequence;
        events.push_back({{"name", r.name}, {"ph", "X"}, {"ts", r.startUs}, {"dur", r.durationUs()},
                          {"pid", 0}, {"tid", r.thread}, {"cat", isStageScope(r.name) ? "stage" : "op"},
                          {"args", args}});
    }
    return {{"traceEvents", events}, {"displayTimeUnit", "ms"}};
}

void analyse(const std::vector<Range>& ranges, const std::vector<Allocation>& allocations, int steps,
             TrainingProfile& profile)
{
    const double perStep = 1.0 / std::max(1, steps) / 1000.0;  // us over all steps -> ms per step
    std::vector<std::string> stageOf(ranges.size());
    std::map<int64_t, std::string> stageOfSequence;  // forward op -> its stage: where its backward is counted
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        stageOf[i] = innermostStage(ranges, static_cast<int>(i));
        // A forward op records the sequence number its autograd node will
        // get; ops before it that make no node record the same number, so
        // the last op with a number (in time order) is the node's.
        if (ranges[i].sequence >= 0 && !insideBackwardFunction(ranges, static_cast<int>(i)) && !stageOf[i].empty())
            stageOfSequence[ranges[i].sequence] = stageOf[i];
    }
    const MemoryTimeline memory(allocations);
    std::vector<std::string> order;
    std::map<std::string, ProfiledStage> stages;
    auto stage = [&](const std::string& name) -> ProfiledStage& {
        if (!stages.count(name)) {
            order.push_back(name);
            stages[name].name = name;
        }
        return stages[name];
    };
    double backwardUs = 0, attributedBackwardUs = 0;
    std::map<std::string, ProfiledOperator> operators;
    std::map<std::string, std::map<std::string, int>> shapeCounts;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        const Range& r = ranges[i];
        const std::string enclosingStage = r.parent >= 0 ? stageOf[static_cast<std::size_t>(r.parent)] : "";
        if (isStageScope(r.name) && enclosingStage != r.name) {
            ProfiledStage& s = stage(r.name);  // outermost range of this stage name
            s.forwardMs += r.durationUs() * perStep;
            s.forwardPeakBytes = std::max(s.forwardPeakBytes, memory.peakWithin(r.startUs, r.endUs));
        } else if (r.name == "backward") {
            backwardUs += r.durationUs();
        } else if (r.sequence >= 0 && r.parent >= 0 && isBackwardFunction(ranges, r.parent) &&
                   !insideBackwardFunction(ranges, ranges[static_cast<std::size_t>(r.parent)].parent)) {
            // An autograd node ("ConvolutionBackward0") in the engine's
            // evaluate_function range: the whole range counts for the stage
            // of the forward op that made the node. On the CPU it runs on this
            // thread, inside "backward"; on CUDA on the device's autograd thread.
            const Range& evaluate = ranges[static_cast<std::size_t>(r.parent)];
            const auto it = stageOfSequence.find(r.sequence);
            if (it != stageOfSequence.end()) {
                ProfiledStage& s = stage(it->second);
                s.backwardMs += evaluate.durationUs() * perStep;
                s.backwardPeakBytes = std::max(s.backwardPeakBytes, memory.peakWithin(evaluate.startUs, evaluate.endUs));
                attributedBackwardUs += evaluate.durationUs();
            }
        }
        if (r.name == kStepScope || isStageScope(r.name) || r.name == "backward" || r.name.rfind(kBackwardPrefix, 0) == 0)
            continue;
        ProfiledOperator& op = operators[r.name];
        op.name = r.name;
        ++op.calls;
        op.selfMs += (r.durationUs() - r.childUs) * perStep;
        op.totalMs += r.durationUs() * perStep;
        op.selfDeviceMs += r.deviceUs * perStep;
        ++shapeCounts[r.name][shapesText(r.shapes)];
    }
    // Network stages as they run: encoder down, decoder up; then the rest in step order.
    const std::vector<std::string> fixedBefore{"data wait", "augment"}, fixedAfter{"loss", "optimizer"};
    std::vector<std::string> network;
    for (const std::string& name : order)
        if (name.rfind("encoder.", 0) == 0)
            network.push_back(name);
    std::vector<std::string> up;
    for (const std::string& name : order)
        if (name.rfind("decoder.", 0) == 0)
            up.push_back(name);
    std::sort(network.begin(), network.end());
    std::sort(up.rbegin(), up.rend());
    network.insert(network.end(), up.begin(), up.end());
    for (const std::vector<std::string>* group :
         std::initializer_list<const std::vector<std::string>*>{&fixedBefore, &network, &fixedAfter})
        for (const std::string& name : *group)
            if (stages.count(name))
                profile.stages.push_back(stages[name]);
    profile.backwardEngineMs = (backwardUs - attributedBackwardUs) * perStep;
    for (auto& [name, op] : operators) {
        int best = 0;
        for (const auto& [shape, count] : shapeCounts[name])
            if (count > best) {
                best = count;
                op.shapes = shape;
            }
        profile.operators.push_back(op);
    }
    std::sort(profile.operators.begin(), profile.operators.end(),
              [](const ProfiledOperator& a, const ProfiledOperator& b) { return a.selfMs > b.selfMs; });
    profile.chromeTrace = traceOf(ranges, stageOf);
}

}  // namespace

TrainingProfile profileTraining(const ProfileRequest& request)
{
    const TrainingConfig& config = request.plan.config();
    configureCpuThreads(config.threads);
    const torch::Device device = resolveDevice(config.device);
    const Precision precision = config.precision;
    setTF32(precision == Precision::TF32);
    auto store = std::make_shared<CaseStore>(CacheIndex::load(config.dataset));
    // Batches exactly as the Trainer draws them.
    const SamplerSettings sampler = trainingSamplerSettings(config, store->index().plan.targetSpacingXyz, device.is_cuda());
    StepHarness harness(config, store->channels(), store->outputs(), device, precision,
                        labelEncoding(store->index().plan, device), sampler.regionXyz);
    std::vector<std::size_t> cases(store->size());
    for (std::size_t i = 0; i < cases.size(); ++i)
        cases[i] = i;
    BatchLoader loader(store, cases, sampler, config.loaderThreads, config.prefetchBatches, 0);
    const double lr = config.optimizer.learningRate > 0 ? config.optimizer.learningRate : 1e-3;

    auto runStep = [&] {
        Batch batch;
        {
            RECORD_USER_SCOPE("data wait");
            batch = loader.next();
        }
        StepTimings unused;
        harness.step.accumulate(batch, 1, /*profile=*/false, unused);
        harness.step.apply(lr, /*profile=*/false, unused);
        synchronize(device);
    };
    const int total = request.warmupSteps + request.steps;
    std::vector<double> warmupMs;
    for (int i = 0; i < request.warmupSteps; ++i) {
        if (request.cancel && request.cancel->load())
            throw Cancelled("the profile was cancelled");
        const Clock::time_point start = Clock::now();
        runStep();
        warmupMs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (request.progress)
            request.progress(i + 1, total);
    }
    profiler::enableProfilerLegacy(torch::profiler::impl::ProfilerConfig(
        device.is_cuda() ? torch::profiler::impl::ProfilerState::CUDA : torch::profiler::impl::ProfilerState::CPU,
        /*report_input_shapes=*/true, /*profile_memory=*/true));
    double profiledMs = 0;
    try {
        for (int i = 0; i < request.steps; ++i) {
            if (request.cancel && request.cancel->load())
                throw Cancelled("the profile was cancelled");
            const Clock::time_point start = Clock::now();
            {
                RECORD_USER_SCOPE(kStepScope);
                runStep();
            }
            profiledMs += std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            if (request.progress)
                request.progress(request.warmupSteps + i + 1, total);
        }
    } catch (...) {
        profiler::disableProfilerLegacy();
        throw;
    }
    const profiler::thread_event_lists events = profiler::disableProfilerLegacy();

    TrainingProfile profile;
    profile.steps = request.steps;
    profile.device = device.str();
    profile.precision = precisionName(precision);
    profile.batchSize = config.batchSize;
    profile.patchXyz = config.patchSize;
    profile.stepMs = profiledMs / std::max(1, request.steps);
    // The first step pays for allocations and caches: the others are the unprofiled cost.
    if (warmupMs.size() > 1)
        warmupMs.erase(warmupMs.begin());
    std::sort(warmupMs.begin(), warmupMs.end());
    profile.unprofiledStepMs = warmupMs.empty() ? 0.0 : warmupMs[warmupMs.size() / 2];
    std::vector<Range> ranges;
    std::vector<Allocation> allocations;
    collect(events, ranges, allocations);
    analyse(ranges, allocations, request.steps, profile);
    return profile;
}

double TrainingProfile::stageSumMs() const
{
    double sum = backwardEngineMs;
    for (const ProfiledStage& s : stages)
        sum += s.forwardMs + s.backwardMs;
    return sum;
}

Json TrainingProfile::toJson() const
{
    Json stageList = Json::array(), operatorList = Json::array();
    for (const ProfiledStage& s : stages)
        stageList.push_back({{"stage", s.name},
                             {"forward_ms", s.forwardMs},
                             {"backward_ms", s.backwardMs},
                             {"forward_peak_bytes", s.forwardPeakBytes},
                             {"backward_peak_bytes", s.backwardPeakBytes}});
    for (const ProfiledOperator& o : operators)
        operatorList.push_back({{"operator", o.name},
                                {"calls", o.calls},
                                {"self_ms_per_step", o.selfMs},
                                {"total_ms_per_step", o.totalMs},
                                {"self_device_ms_per_step", o.selfDeviceMs},
                                {"shapes", o.shapes}});
    return {{"steps", steps},
            {"device", device},
            {"precision", precision},
            {"batch_size", batchSize},
            {"patch_size_xyz", patchXyz},
            {"step_ms", stepMs},
            {"unprofiled_step_ms", unprofiledStepMs},
            {"stage_sum_ms", stageSumMs()},
            {"backward_engine_ms", backwardEngineMs},
            {"stages", stageList},
            {"operators", operatorList}};
}

void TrainingProfile::write(const std::string& basePath) const
{
    std::string operatorsCsv = "operator,calls,self_ms_per_step,total_ms_per_step,self_device_ms_per_step,shapes\n";
    for (const ProfiledOperator& o : operators)
        operatorsCsv += csvField(o.name) + "," + std::to_string(o.calls) + "," + std::to_string(o.selfMs) + "," +
                        std::to_string(o.totalMs) + "," + std::to_string(o.selfDeviceMs) + "," + csvField(o.shapes) + "\n";
    std::string stagesCsv = "stage,forward_ms,backward_ms,forward_peak_bytes,backward_peak_bytes\n";
    for (const ProfiledStage& s : stages)
        stagesCsv += csvField(s.name) + "," + std::to_string(s.forwardMs) + "," + std::to_string(s.backwardMs) + "," +
                     std::to_string(s.forwardPeakBytes) + "," + std::to_string(s.backwardPeakBytes) + "\n";
    stagesCsv += "backward (autograd engine)," + std::to_string(0.0) + "," + std::to_string(backwardEngineMs) + ",0,0\n";
    writeFileAtomically(basePath + "_operators.csv", operatorsCsv);
    writeFileAtomically(basePath + "_stages.csv", stagesCsv);
    writeFileAtomically(basePath + "_trace.json", chromeTrace.dump());
}

}  // namespace segstudio::engine
