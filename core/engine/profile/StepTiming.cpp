#include "engine/profile/StepTiming.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <chrono>

#include "engine/device/TorchDevice.h"
#include "engine/nn/TensorLayout.h"
#include <stdexcept>

namespace segstudio::engine {

namespace {

UNet trainingNetwork(const TrainingConfig& config, int channels, int classes, const torch::Device& device)
{
    torch::manual_seed(config.seed);
    UNet network(config.network, networkInputChannels(config, channels), networkOutputs(config, classes));
    network->to(device);
    if (config.channelsLast)
        convertToChannelsLast(*network);
    network->train();
    return network;
}

}  // namespace

StepHarness::StepHarness(const TrainingConfig& config, int channels, int classes, const torch::Device& device,
                         Precision precision, const LabelEncoding& labels,
                         const std::optional<Triple>& region)
    : network(trainingNetwork(config, channels, classes, device)),
      optimizer(makeOptimizer(config.optimizer, network->parameters())),
      scaler(precision == Precision::Float16),
      regionXyz(region ? *region
                       : regionForAugmentation(config.patchSize, config.network.dimensions, config.augmentation,
                                               config.network.dimensions == 2 ? 2 : -1)),
      augmenter(config.network.dimensions, config.patchSize, regionXyz),
      step(network, *optimizer, scaler, augmenter, device, precision, config, labels)
{
}

Batch syntheticBatch(const TrainingConfig& c, const Triple& region, int channels, int classes, bool pin)
{
    Batch b;
    std::vector<int64_t> shape{c.batchSize, channels};
    for (int64_t e : spatialDims(region, c.network.dimensions))
        shape.push_back(e);
    std::vector<int64_t> labelShape = shape;
    labelShape[1] = 1;
    b.image = torch::randn(shape);
    b.labels = torch::randint(0, classes, labelShape, torch::kUInt8);
    if (pin) {
        b.image = b.image.pin_memory();
        b.labels = b.labels.pin_memory();
    }
    b.augmentation = neutralAugmentation(c.batchSize, channels);
    return b;
}

std::vector<double> guardLosses(const TrainingConfig& config, int channels, int outputs, int classes,
                                const LabelEncoding& labels, const torch::Device& device, int steps)
{
    StepHarness harness(config, channels, outputs, device, config.precision, labels);
    torch::manual_seed(config.seed);
    const Batch batch = syntheticBatch(config, harness.regionXyz, channels, classes, false);
    std::vector<double> losses;
    for (int i = 0; i < steps; ++i) {
        StepTimings unused;
        losses.push_back(harness.step.accumulate(batch, 1, false, unused));
        harness.step.apply(1e-3, false, unused);
    }
    return losses;
}

double lossDeviation(const std::vector<double>& losses, const std::vector<double>& reference)
{
    double worst = 0;
    for (std::size_t i = 0; i < losses.size() && i < reference.size(); ++i)
        worst = std::max(worst, std::abs(losses[i] - reference[i]) / std::max(1e-12, std::abs(reference[i])));
    return losses.size() == reference.size() ? worst : std::numeric_limits<double>::infinity();
}

double measureTrainingStepSeconds(const TrainingConfig& config, int channels, int classes, int warmup, int steps)
{
    using Clock = std::chrono::steady_clock;
    configureCpuThreads(config.threads);
    const torch::Device device = resolveDevice(config.device);
    if (config.precision == Precision::Auto)
        throw std::logic_error("measureTrainingStepSeconds: the precision is resolved first (resolveTraining)");
    StepHarness harness(config, channels, classes, device, config.precision);
    const Batch batch = syntheticBatch(config, harness.regionXyz, channels, classes, device.is_cuda());
    std::vector<double> seconds;
    for (int i = 0; i < warmup + steps; ++i) {
        synchronize(device);
        const Clock::time_point start = Clock::now();
        StepTimings unused;
        harness.step.accumulate(batch, 1, false, unused);
        harness.step.apply(config.optimizer.learningRate > 0 ? config.optimizer.learningRate : 1e-3, false, unused);
        synchronize(device);
        if (i >= warmup)
            seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
    }
    std::sort(seconds.begin(), seconds.end());
    return seconds.empty() ? 0.0 : seconds[seconds.size() / 2];
}

}  // namespace segstudio::engine
