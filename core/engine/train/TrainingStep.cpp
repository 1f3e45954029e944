#include "engine/train/TrainingStep.h"

#include <chrono>

#include "common/Errors.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/config/RecordedStepsRule.h"
#include "engine/device/CudaGraph.h"

namespace segstudio::engine {

namespace {

using Clock = std::chrono::steady_clock;

// Warm-up runs (no update applied) before recording: cuDNN's autotuning and
// lazy initialisation must happen outside the graph.
constexpr int kWarmupsBeforeRecording = 3;

std::string shapeText(const torch::Tensor& t)
{
    std::string text;
    for (int64_t d : t.sizes())
        text += (text.empty() ? "" : "x") + std::to_string(d);
    return text;
}

}  // namespace

// The static tensors a recorded step reads and writes: a replay sees their
// current values, so everything that changes between steps lives here.
struct TrainingStep::RecordedStep {
    bool record = true;
    std::unique_ptr<cuda::Graph> graph;
    torch::Tensor x, y;                  // the augmented batch
    torch::Tensor lr;                    // 0-dim float32
    torch::Tensor scale, inverseScale;   // loss scale, {1} float32
    double scaleOnDevice = 0;            // the value `scale` holds
    torch::Tensor allow;                 // 0-dim float32: 0 during warm-up runs
    torch::Tensor foundNonFinite;        // {1} float32
    torch::Tensor result;                // {2} float32: loss, update applied (1/0)
};

TrainingStep::~TrainingStep() = default;

void checkRecordedStepsPossible(const TrainingConfig& config, const torch::Device& device, int processes,
                                const std::string& configFile)
{
    if (const auto why = whyCudaGraphsCannotRecord(config, device.is_cuda(), device.str(), processes))
        throw InputError(configFile, "cuda_graphs", *why + "; set cuda_graphs to false");
}

TrainingStep::TrainingStep(UNet network, Optimizer& optimizer, DynamicLossScaler& scaler, const Augmenter& augmenter,
                           const torch::Device& device, Precision precision, const TrainingConfig& config,
                           const LabelEncoding& labels)
    : m_network(std::move(network)), m_optimizer(optimizer), m_scaler(scaler), m_augmenter(augmenter), m_device(device),
      m_precision(precision), m_channelsLast(config.channelsLast),
      m_clipNorm(config.optimizer.gradientClipNorm),
      m_lossWeights{config.diceWeight, config.crossEntropyWeight, labels.regionMembership, {}, labels.ignoreClass},
      m_levelWeights(m_network->deepSupervisionWeights())
{
    m_correctiveRounds = config.interactiveCorrectiveRounds;
    if (config.interactive)
        simulatePrompts(config.network.dimensions, {1, 1, 1}, labels.ignoreClass);
}

void TrainingStep::simulatePrompts(int dimensions, const std::array<double, 3>& spacingXyz, int64_t ignoreClass)
{
    // One object against the rest: two softmax classes, whatever the plan's regions.
    m_prompts.emplace(dimensions, spacingXyz, ignoreClass, m_correctiveRounds);
    m_lossWeights.regionMembership = torch::Tensor();
    m_lossWeights.ignoreClass = ignoreClass >= 0 ? PromptSimulator::kIgnoredTarget : -1;
}

void TrainingStep::distribute(GradientAverager* averager, DistributedGroup* group)
{
    m_averager = averager;
    if (group)
        m_lossWeights.sumOverProcesses = [group](const torch::Tensor& local) { return group->sumWithGradient(local); };
    else
        m_lossWeights.sumOverProcesses = nullptr;
}

double TrainingStep::accumulate(const Batch& batch, int microBatches, bool profile, StepTimings& timings)
{
    auto mark = [&] {
        if (profile)
            synchronize(m_device);
        return Clock::now();
    };
    const Clock::time_point start = Clock::now();
    auto [x, y] = this->augmented(batch);
    const Clock::time_point augmentedAt = mark();
    Clock::time_point promptedAt = augmentedAt;
    if (m_prompts) {
        std::tie(x, y) = m_prompts->apply(m_network, x, y, batch.sampleSeeds, m_precision);
        promptedAt = mark();
    }
    torch::Tensor loss;
    {
        AutocastGuard autocast(m_device, m_precision);
        const std::vector<torch::Tensor> outputs = m_network->forward(x);
        RECORD_USER_SCOPE("loss");
        loss = deepSupervisionLoss(outputs, y, m_levelWeights, m_lossWeights);
    }
    const Clock::time_point forwarded = mark();
    const bool lastMicroBatch = ++m_microBatchesDone >= microBatches;
    if (lastMicroBatch && m_averager)
        m_averager->beforeLastBackward();
    {
        RECORD_USER_SCOPE("backward");
        m_scaler.scaleLoss(loss / microBatches).backward();
    }
    const Clock::time_point backwarded = mark();
    if (lastMicroBatch) {
        m_microBatchesDone = 0;
        if (m_averager) {
            RECORD_USER_SCOPE("all-reduce");
            timings.allReduceMs += m_averager->afterLastBackward();
        }
    }
    timings.augmentMs += millisecondsBetween(start, augmentedAt);
    timings.promptsMs += millisecondsBetween(augmentedAt, promptedAt);  // 0 without prompts
    timings.forwardMs += millisecondsBetween(promptedAt, forwarded);
    timings.backwardMs += millisecondsBetween(forwarded, backwarded);
    return loss.detach().item<double>();
}

bool TrainingStep::apply(double lr, bool profile, StepTimings& timings)
{
    const Clock::time_point start = Clock::now();
    RECORD_USER_SCOPE("optimizer");
    std::vector<torch::Tensor> gradients;
    m_optimizer.gradients(nullptr, &gradients);
    const bool finite = m_scaler.unscaleAndCheck(gradients);
    if (finite) {
        clipGradientNorm(gradients, m_clipNorm);
        m_optimizer.step(lr);
    }
    m_optimizer.zeroGrad();
    m_scaler.update(finite);
    if (profile)
        synchronize(m_device);
    timings.optimizerMs += millisecondsBetween(start, Clock::now());
    return finite;
}

std::pair<torch::Tensor, torch::Tensor> TrainingStep::augmented(const Batch& batch)
{
    // The scopes name the parts of a step for the profiler (TrainingProfiler.h);
    // they cost nothing while it is off.
    RECORD_USER_SCOPE("augment");
    // Each sample's own seed drives its device-side random numbers (noise),
    // so a resumed run, or a distributed one, draws exactly what an
    // uninterrupted single process would.
    const torch::Tensor image = batch.image.to(m_device, /*non_blocking=*/true);
    const torch::Tensor labels = batch.labels.to(m_device, /*non_blocking=*/true);
    auto [x, y] = m_augmenter.apply(image, labels, batch.augmentation, batch.sampleSeeds);
    if (m_channelsLast)
        x = x.contiguous(x.dim() == 5 ? c10::MemoryFormat::ChannelsLast3d : c10::MemoryFormat::ChannelsLast);
    return {x, y};
}

void TrainingStep::discard()
{
    m_optimizer.zeroGrad();
    m_scaler.update(false);
}

void TrainingStep::useRecordedSteps(bool record)
{
    m_recorded = std::make_unique<RecordedStep>();
    m_recorded->record = record;
    const auto options = torch::TensorOptions().dtype(torch::kFloat32).device(m_device);
    m_recorded->lr = torch::zeros({}, options);
    m_recorded->scale = torch::ones({1}, options);
    m_recorded->inverseScale = torch::ones({1}, options);
    m_recorded->scaleOnDevice = 1.0;
    m_recorded->allow = torch::ones({}, options);
    m_recorded->foundNonFinite = torch::zeros({1}, options);
    m_recorded->result = torch::zeros({2}, options);
}

void TrainingStep::recordedBody()
{
    RecordedStep& r = *m_recorded;
    m_optimizer.zeroGrad();  // backward assigns fresh gradients (when recorded: in the graph's memory)
    torch::Tensor loss;
    {
        AutocastGuard autocast(m_device, m_precision);
        const std::vector<torch::Tensor> outputs = m_network->forward(r.x);
        loss = deepSupervisionLoss(outputs, r.y, m_levelWeights, m_lossWeights);
    }
    (loss * r.scale).sum().backward();
    std::vector<torch::Tensor> gradients;
    m_optimizer.gradients(nullptr, &gradients);
    torch::NoGradGuard noGrad;
    r.foundNonFinite.zero_();
    r.foundNonFinite.add_(torch::logical_not(torch::isfinite(loss.detach())).to(torch::kFloat32));
    DynamicLossScaler::unscaleAndFlag(gradients, r.inverseScale, r.foundNonFinite);
    clipGradientNorm(gradients, m_clipNorm);
    const torch::Tensor apply = (r.foundNonFinite == 0).to(torch::kFloat32).squeeze(0) * r.allow;
    m_optimizer.stepOnDevice(r.lr, apply);
    r.result.copy_(torch::stack({loss.detach().to(torch::kFloat32), apply}));
}

StepOutcome TrainingStep::runRecorded(const Batch& batch, double lr, bool profile, StepTimings& timings)
{
    RecordedStep& r = *m_recorded;
    const Clock::time_point start = Clock::now();
    const auto [x, y] = augmented(batch);
    if (profile)
        synchronize(m_device);
    const Clock::time_point augmentedAt = Clock::now();
    if (!r.x.defined()) {
        r.x = x.clone();  // keeps the memory format (channels-last)
        r.y = y.clone();
    } else if (x.sizes() != r.x.sizes() || y.sizes() != r.y.sizes()) {
        throw InputError("", "cuda_graphs",
                         "a CUDA graph replays one batch shape (recorded: " + shapeText(r.x) + "), but this batch is " +
                             shapeText(x) + "; turn cuda_graphs off for batches of varying shape");
    } else {
        r.x.copy_(x);
        r.y.copy_(y);
    }
    r.lr.fill_(lr);
    if (m_scaler.scale() != r.scaleOnDevice) {
        r.scale.fill_(m_scaler.scale());
        r.inverseScale.fill_(1.0 / m_scaler.scale());
        r.scaleOnDevice = m_scaler.scale();
    }
    {
        RECORD_USER_SCOPE("recorded step");
        if (!r.record) {
            recordedBody();
        } else {
            if (!r.graph) {
                r.allow.fill_(0);
                r.graph = cuda::Graph::record(m_device.has_index() ? m_device.index() : 0, kWarmupsBeforeRecording,
                                              [this] { recordedBody(); });
                r.allow.fill_(1);
            }
            r.graph->replay();
        }
    }
    const torch::Tensor result = r.result.to(torch::kCPU);  // the step's one host sync
    StepOutcome outcome;
    outcome.loss = result[0].item<double>();
    outcome.gradientsFinite = result[1].item<float>() > 0;
    m_scaler.update(outcome.gradientsFinite);
    timings.augmentMs += millisecondsBetween(start, augmentedAt);
    timings.recordedStepMs += millisecondsBetween(augmentedAt, Clock::now());
    return outcome;
}

}  // namespace segstudio::engine
