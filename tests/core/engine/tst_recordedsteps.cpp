// CUDA graphs, checked on the CPU: the recorded training step's arithmetic
// (optimizer updates with device-side learning rate and skip flag, the
// static-tensor step) equals the eager step's, a skipped step changes
// nothing, and every place cuda_graphs cannot work refuses with a message
// naming the setting. The recording itself runs on a GPU only
// (bench/gpu/run.sh: segstudio-gpu-check compares replays with eager steps).
#include <QtTest>

#include <torch/torch.h>

#include <cmath>
#include <limits>

#include "common/Errors.h"
#include "engine/device/CudaGraph.h"
#include "engine/device/CudaSupport.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/train/Optimizer.h"
#include "engine/profile/StepTiming.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

bool allClose(const torch::Tensor& a, const torch::Tensor& b, double tolerance)
{
    return (a - b).abs().max().item<double>() <= tolerance * (1.0 + b.abs().max().item<double>());
}

std::vector<torch::Tensor> cloneAll(const std::vector<torch::Tensor>& tensors)
{
    std::vector<torch::Tensor> out;
    for (const torch::Tensor& t : tensors)
        out.push_back(t.detach().clone());
    return out;
}

// Parameters with gradients of a quadratic pull towards `targets`, weighted per tensor.
void setGradients(const std::vector<torch::Tensor>& params, const std::vector<torch::Tensor>& targets)
{
    for (std::size_t i = 0; i < params.size(); ++i)
        params[i].mutable_grad() = (params[i].detach() - targets[i]) * (2.0 * (i + 1.0));
}

TrainingConfig tinyConfig(OptimizerKind optimizer)
{
    TrainingConfig c;
    c.network.dimensions = 3;
    c.network.baseFeatures = 4;
    c.network.maxFeatures = 8;
    c.network.kernelSizes = {{3, 3, 3}, {3, 3, 3}};
    c.network.strides = {{1, 1, 1}, {2, 2, 2}};
    c.patchSize = {8, 8, 8};
    c.batchSize = 2;
    c.optimizer.kind = optimizer;
    c.optimizer.weightDecay = 1e-3;
    c.augmentation = AugmentationConfig{false, false, false, false, false, false, false, false, false, 0};
    return c;
}

std::string fieldOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e.problem().field + ": " + e.problem().reason;
    }
    return "no error";
}

}  // namespace

class TestRecordedSteps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { torch::manual_seed(3); }
    void deviceSideUpdateMatchesTheEagerUpdate();
    void skippedDeviceSideUpdateChangesNothing();
    void recordedStepWithoutAGraphMatchesTheEagerStep();
    void recordedStepSkipsANonFiniteBatch();
    void cudaGraphsAreRefusedWhereTheyCannotWork();
};

// SGD (Nesterov) and AdamW: stepOnDevice with the learning rate in a tensor
// gives the eager step's parameters over several steps, and AdamW's saved
// step count follows the device-side count.
void TestRecordedSteps::deviceSideUpdateMatchesTheEagerUpdate()
{
    for (OptimizerKind kind : {OptimizerKind::SGD, OptimizerKind::AdamW}) {
        OptimizerConfig config;
        config.kind = kind;
        config.weightDecay = 0.01;
        const std::vector<torch::Tensor> targets{torch::randn({7}), torch::randn({3, 4})};
        std::vector<torch::Tensor> eager{torch::randn({7}).requires_grad_(), torch::randn({3, 4}).requires_grad_()};
        std::vector<torch::Tensor> device{eager[0].detach().clone().requires_grad_(), eager[1].detach().clone().requires_grad_()};
        auto eagerOptimizer = makeOptimizer(config, eager);
        auto deviceOptimizer = makeOptimizer(config, device);
        const torch::Tensor lr = torch::zeros({});
        for (int step = 0; step < 5; ++step) {
            const double rate = 0.01 * (1.0 - 0.1 * step);  // a schedule: the tensor changes every step
            setGradients(eager, targets);
            eagerOptimizer->step(rate);
            setGradients(device, targets);
            lr.fill_(rate);
            deviceOptimizer->stepOnDevice(lr, torch::ones({}));
        }
        for (std::size_t i = 0; i < eager.size(); ++i)
            QVERIFY2(allClose(device[i], eager[i], 1e-6), optimizerName(kind));
        std::stringstream eagerArchive, deviceArchive;
        torch::serialize::OutputArchive a, b;
        eagerOptimizer->save(a);
        deviceOptimizer->save(b);
        a.save_to(eagerArchive);
        b.save_to(deviceArchive);
        // A restored optimizer continues exactly: load the device one's state into a fresh eager optimizer.
        std::vector<torch::Tensor> restored = cloneAll(device);
        for (torch::Tensor& t : restored)
            t.requires_grad_();
        auto restoredOptimizer = makeOptimizer(config, restored);
        torch::serialize::InputArchive in;
        in.load_from(deviceArchive);
        restoredOptimizer->load(in);
        setGradients(eager, targets);
        eagerOptimizer->step(0.005);
        setGradients(restored, targets);
        restoredOptimizer->step(0.005);
        for (std::size_t i = 0; i < eager.size(); ++i)
            QVERIFY2(allClose(restored[i], eager[i], 1e-6), optimizerName(kind));
    }
}

// apply = 0 with NaN and inf gradients: parameters and optimizer state keep
// their exact values, so the next applied step equals one that never saw the
// bad step.
void TestRecordedSteps::skippedDeviceSideUpdateChangesNothing()
{
    for (OptimizerKind kind : {OptimizerKind::SGD, OptimizerKind::AdamW}) {
        OptimizerConfig config;
        config.kind = kind;
        const std::vector<torch::Tensor> targets{torch::randn({5}), torch::randn({2, 3})};
        std::vector<torch::Tensor> skipped{torch::randn({5}).requires_grad_(), torch::randn({2, 3}).requires_grad_()};
        std::vector<torch::Tensor> clean{skipped[0].detach().clone().requires_grad_(), skipped[1].detach().clone().requires_grad_()};
        auto skippedOptimizer = makeOptimizer(config, skipped);
        auto cleanOptimizer = makeOptimizer(config, clean);
        const torch::Tensor lr = torch::full({}, 0.01);
        setGradients(skipped, targets);
        skippedOptimizer->stepOnDevice(lr, torch::ones({}));
        setGradients(clean, targets);
        cleanOptimizer->stepOnDevice(lr, torch::ones({}));
        const std::vector<torch::Tensor> before = cloneAll(skipped);
        skipped[0].mutable_grad() = torch::full({5}, std::numeric_limits<float>::quiet_NaN());
        skipped[1].mutable_grad() = torch::full({2, 3}, std::numeric_limits<float>::infinity());
        skippedOptimizer->stepOnDevice(lr, torch::zeros({}));
        for (std::size_t i = 0; i < skipped.size(); ++i)
            QVERIFY(torch::equal(skipped[i].detach(), before[i]));
        setGradients(skipped, targets);
        skippedOptimizer->stepOnDevice(lr, torch::ones({}));
        setGradients(clean, targets);
        cleanOptimizer->stepOnDevice(lr, torch::ones({}));
        for (std::size_t i = 0; i < skipped.size(); ++i)
            QVERIFY2(torch::equal(skipped[i].detach(), clean[i].detach()), optimizerName(kind));
    }
}

// The static-tensor step a CUDA graph records, run without recording, against
// TrainingStep's eager accumulate + apply: the same losses and weights after
// several steps, with SGD and AdamW, fp32 and bf16 autocast.
void TestRecordedSteps::recordedStepWithoutAGraphMatchesTheEagerStep()
{
    for (OptimizerKind kind : {OptimizerKind::SGD, OptimizerKind::AdamW}) {
        for (Precision precision : {Precision::Float32, Precision::BFloat16}) {
            const TrainingConfig config = tinyConfig(kind);
            const torch::Device cpu(torch::kCPU);
            StepHarness eager(config, 1, 3, cpu, precision);
            StepHarness recorded(config, 1, 3, cpu, precision);
            recorded.step.useRecordedSteps(/*record=*/false);
            QVERIFY(recorded.step.recordedSteps());
            // bf16 autocast on a CPU with native bf16 (AVX512-BF16, AMX) runs
            // oneDNN kernels whose sums may round differently in the two
            // paths: agreement within bf16's resolution (8 bits), not fp32's.
            const double tolerance = precision == Precision::BFloat16 ? 4e-3 : 1e-5;
            torch::manual_seed(11);
            for (int i = 0; i < 4; ++i) {
                const Batch batch = syntheticBatch(config, eager.regionXyz, 1, 3, false);
                const double rate = 0.01 / (i + 1);
                StepTimings timings;
                const double eagerLoss = eager.step.accumulate(batch, 1, false, timings);
                QVERIFY(eager.step.apply(rate, false, timings));
                const StepOutcome outcome = recorded.step.runRecorded(batch, rate, false, timings);
                QVERIFY(outcome.gradientsFinite);
                QVERIFY2(std::abs(outcome.loss - eagerLoss) <= tolerance * (1 + std::abs(eagerLoss)),
                         qPrintable(QString("%1 %2 step %3: %4 vs %5").arg(optimizerName(kind)).arg(precisionName(precision))
                                        .arg(i).arg(outcome.loss).arg(eagerLoss)));
                QVERIFY(timings.recordedStepMs > 0);
            }
            const auto a = eager.network->parameters(), b = recorded.network->parameters();
            for (std::size_t i = 0; i < a.size(); ++i)
                QVERIFY2(allClose(b[i].detach(), a[i].detach(), tolerance),
                         qPrintable(QString("%1 %2 parameter %3").arg(optimizerName(kind)).arg(precisionName(precision)).arg(i)));
        }
    }
}

// A batch of NaN intensities: the recorded step reports it as not applied
// and leaves every weight as it was; the next good batch trains normally.
void TestRecordedSteps::recordedStepSkipsANonFiniteBatch()
{
    const TrainingConfig config = tinyConfig(OptimizerKind::AdamW);
    StepHarness harness(config, 1, 3, torch::kCPU, Precision::Float32);
    harness.step.useRecordedSteps(false);
    Batch good = syntheticBatch(config, harness.regionXyz, 1, 3, false);
    StepTimings timings;
    QVERIFY(harness.step.runRecorded(good, 0.01, false, timings).gradientsFinite);
    const std::vector<torch::Tensor> before = cloneAll(harness.network->parameters());
    Batch bad = good;
    bad.image = torch::full_like(good.image, std::numeric_limits<float>::quiet_NaN());
    const StepOutcome outcome = harness.step.runRecorded(bad, 0.01, false, timings);
    QVERIFY(!outcome.gradientsFinite);
    QVERIFY(!std::isfinite(outcome.loss));
    const auto after = harness.network->parameters();
    for (std::size_t i = 0; i < after.size(); ++i)
        QVERIFY(torch::equal(after[i].detach(), before[i]));
    QVERIFY(harness.step.runRecorded(good, 0.01, false, timings).gradientsFinite);
    QVERIFY(!torch::equal(harness.network->parameters()[0].detach(), before[0]));
    // A batch of another shape cannot replay the recorded one.
    TrainingConfig larger = config;
    larger.batchSize = 3;
    const Batch other = syntheticBatch(larger, harness.regionXyz, 1, 3, false);
    const std::string error = fieldOf([&] { harness.step.runRecorded(other, 0.01, false, timings); });
    QVERIFY2(error.rfind("cuda_graphs: a CUDA graph replays one batch shape (recorded: 2x1x8x8x8)", 0) == 0, error.c_str());
}

void TestRecordedSteps::cudaGraphsAreRefusedWhereTheyCannotWork()
{
    TrainingConfig config = tinyConfig(OptimizerKind::SGD);
    config.cudaGraphs = true;
    const torch::Device cpu(torch::kCPU);
    std::string error = fieldOf([&] { checkRecordedStepsPossible(config, cpu, 1, "config.json"); });
    QVERIFY2(error == "cuda_graphs: CUDA graphs need a CUDA device, and this run trains on cpu; set cuda_graphs to false",
             error.c_str());
    config.optimizer.gradientAccumulation = 2;
    error = fieldOf([&] { checkRecordedStepsPossible(config, torch::Device(torch::kCUDA, 0), 1, "config.json"); });
    QVERIFY2(error.find("gradient_accumulation asks for 2 micro-batches") != std::string::npos, error.c_str());
    config.optimizer.gradientAccumulation = 1;
    error = fieldOf([&] { checkRecordedStepsPossible(config, torch::Device(torch::kCUDA, 0), 4, "config.json"); });
    QVERIFY2(error.find("data-parallel training yet (4 processes)") != std::string::npos, error.c_str());
    config.cudaGraphs = false;
    QCOMPARE(fieldOf([&] { checkRecordedStepsPossible(config, cpu, 4, "config.json"); }), std::string("no error"));
    // The key round-trips through config.json.
    config.cudaGraphs = true;
    QVERIFY(TrainingConfig::fromJson(config.toJson(), "config.json").cudaGraphs);

    // Inference on the CPU, and a build without CUDA.
    UNet network(config.network, 1, 3);
    SlidingWindowOptions options;
    options.patchXyz = config.patchSize;
    options.cudaGraphs = true;
    error = fieldOf([&] { slidingWindowProbabilities(network, torch::randn({1, 8, 8, 8}), cpu, options); });
    QVERIFY2(error.rfind("cuda_graphs: CUDA graphs need a CUDA device, and this inference runs on cpu", 0) == 0,
             error.c_str());
    if (!cuda::compiledWithCuda()) {
        error = fieldOf([] { cuda::Graph::record(0, 0, [] {}); });
        QVERIFY2(error.rfind("cuda_graphs: this build of SegStudio has no CUDA", 0) == 0, error.c_str());
    }
}

QTEST_GUILESS_MAIN(TestRecordedSteps)
#include "tst_recordedsteps.moc"
