#include "engine/train/TrainingStep.h"

#include <chrono>
#include <tuple>

#include "engine/TorchSupport.h"

namespace segstudio::engine {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsBetween(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

}  // namespace

TrainingStep::TrainingStep(UNet network, Optimizer& optimizer, DynamicLossScaler& scaler, const Augmenter& augmenter,
                           const torch::Device& device, Precision precision, const TrainingConfig& config,
                           const torch::Tensor& regionMembership)
    : m_network(std::move(network)), m_optimizer(optimizer), m_scaler(scaler), m_augmenter(augmenter), m_device(device),
      m_precision(precision), m_channelsLast(config.channelsLast),
      m_clipNorm(config.optimizer.gradientClipNorm),
      m_lossWeights{config.diceWeight, config.crossEntropyWeight, regionMembership, {}},
      m_levelWeights(m_network->deepSupervisionWeights())
{
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
    // The scopes name the parts of a step for the profiler (TrainingProfiler.h);
    // they cost nothing while it is off.
    torch::Tensor x, y;
    {
        RECORD_USER_SCOPE("augment");
        // Each sample's own seed drives its device-side random numbers (noise),
        // so a resumed run, or a distributed one, draws exactly what an
        // uninterrupted single process would.
        const torch::Tensor image = batch.image.to(m_device, /*non_blocking=*/true);
        const torch::Tensor labels = batch.labels.to(m_device, /*non_blocking=*/true);
        std::tie(x, y) = m_augmenter.apply(image, labels, batch.augmentation, batch.sampleSeeds);
        if (m_channelsLast)
            x = x.contiguous(x.dim() == 5 ? c10::MemoryFormat::ChannelsLast3d : c10::MemoryFormat::ChannelsLast);
    }
    const Clock::time_point augmented = mark();
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
    timings.augmentMs += millisecondsBetween(start, augmented);
    timings.forwardMs += millisecondsBetween(augmented, forwarded);
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

void TrainingStep::discard()
{
    m_optimizer.zeroGrad();
    m_scaler.update(false);
}

}  // namespace segstudio::engine
