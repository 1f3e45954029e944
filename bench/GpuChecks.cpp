// segstudio-gpu-check: the correctness checks bench/gpu/run.sh runs before it
// measures anything, on the device it measures (issue 16):
//  1. mixed precision: one forward and backward of a U-Net of the given
//     config on fixed random inputs, under bf16 (and fp16 with loss scaling
//     and tf32 on CUDA), against fp32: the loss within 2 % (bf16) or 1 %
//     (fp16, tf32) and every gradient's direction (cosine similarity over all
//     parameters) at least 0.99 (0.95 in the CPU dry run);
//  2. fp16 loss scaling: a step with an infinite gradient is skipped and
//     halves the scale; growthInterval finite steps later the scale doubles;
//  3. CUDA graphs: six training steps recorded and replayed (TrainingStep's
//     recorded steps) against six eager steps from the same weights and
//     batches, fp32 and bf16 (and fp16 with loss scaling): losses within
//     1e-3 and weights within 1e-3 (relative); sliding-window inference with
//     and without a graph: probabilities within 1e-4. On the CPU the training
//     check runs the same static-tensor step without recording (the dry run);
//  4. the model sandbox (engine/sandbox): a TorchScript convolution saved to
//     a file runs in the sandbox on the device (its CUDA context made before
//     the seccomp filter) and gives the in-process result within 1e-4.
// One JSON object per check on stdout; exit status 1 when a check fails.
#include <cmath>
#include <filesystem>
#include <iostream>

#include <ATen/Context.h>
#include <torch/script.h>
#include <CLI/CLI.hpp>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/nn/TensorLayout.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"
#include "engine/sandbox/SandboxedModule.h"
#include "engine/profile/StepTiming.h"
#include "engine/train/Loss.h"
#include "engine/train/Optimizer.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

struct Gradients {
    double loss = 0;
    torch::Tensor flat;  // every parameter's gradient, float64, on the CPU
};

Gradients lossAndGradients(UNet& network, const torch::Tensor& x, const torch::Tensor& y, const torch::Device& device,
                           Precision precision)
{
    network->zero_grad();
    setTF32(precision == Precision::TF32);
    DynamicLossScaler scaler(precision == Precision::Float16);
    torch::Tensor loss;
    {
        AutocastGuard autocast(device, precision);
        loss = deepSupervisionLoss(network->forward(x), y, network->deepSupervisionWeights(), LossWeights{});
    }
    scaler.scaleLoss(loss).backward();
    std::vector<torch::Tensor> gradients;  // parameters backward reached (not every head is used)
    for (const torch::Tensor& p : network->parameters())
        if (p.grad().defined())
            gradients.push_back(p.grad());
    scaler.unscaleAndCheck(gradients);
    std::vector<torch::Tensor> flat;
    for (const torch::Tensor& p : network->parameters())
        flat.push_back(p.grad().defined() ? p.grad().detach().to(torch::kCPU, torch::kFloat64).flatten()
                                          : torch::zeros({p.numel()}, torch::kFloat64));
    setTF32(false);
    return {loss.item<double>(), torch::cat(flat)};
}

bool checkPrecisions(const TrainingConfig& config, const torch::Device& device)
{
    torch::manual_seed(1234);
    UNet network(config.network, 1, 3);
    network->to(device);
    network->train();
    std::vector<int64_t> shape{config.batchSize, 1};
    const int axes = config.network.dimensions == 2 ? 2 : 3;
    for (int a = axes - 1; a >= 0; --a)
        shape.push_back(config.patchSize[a]);
    const torch::Tensor x = torch::randn(shape, torch::TensorOptions().device(device));
    shape[1] = 1;
    const torch::Tensor y = torch::randint(0, 3, shape, torch::TensorOptions().dtype(torch::kLong).device(device));
    const Gradients reference = lossAndGradients(network, x, y, device, Precision::Float32);
    std::vector<Precision> precisions{Precision::BFloat16};
    if (device.is_cuda())
        precisions = {Precision::TF32, Precision::Float16, Precision::BFloat16};
    bool ok = true;
    for (Precision p : precisions) {
        const Gradients g = lossAndGradients(network, x, y, device, p);
        const double lossError = std::fabs(g.loss - reference.loss) / std::fabs(reference.loss);
        const double cosine =
            (g.flat.dot(reference.flat) / (g.flat.norm() * reference.flat.norm() + 1e-30)).item<double>();
        const double lossTolerance = p == Precision::BFloat16 ? 0.02 : 0.01;
        // GPUs: 0.99. The CPU dry run tests the check, not the CPU: a CPU
        // without native bf16 (no AVX512-BF16) rounds every convolution's
        // inputs and outputs to bf16 and gives about 0.97 on the tiny network.
        const double cosineMinimum = device.is_cuda() ? 0.99 : 0.95;
        const bool pass = lossError <= lossTolerance && cosine >= cosineMinimum && std::isfinite(g.loss);
        ok = ok && pass;
        std::cout << Json{{"check", "precision"}, {"device", device.str()}, {"precision", precisionName(p)},
                          {"loss_fp32", reference.loss}, {"loss", g.loss}, {"loss_relative_error", lossError},
                          {"loss_tolerance", lossTolerance}, {"gradient_cosine", cosine}, {"cosine_minimum", cosineMinimum},
                          {"pass", pass}}
                         .dump()
                  << std::endl;
    }
    return ok;
}

bool checkLossScaling(const torch::Device& device)
{
    constexpr int growthInterval = 4;
    DynamicLossScaler scaler(true, 1024.0, growthInterval);
    const torch::Tensor bad = torch::tensor({1.0f, std::numeric_limits<float>::infinity()}, torch::TensorOptions().device(device));
    const bool skipped = !scaler.unscaleAndCheck({bad.clone()});
    scaler.update(!skipped);
    const double afterOverflow = scaler.scale();
    for (int i = 0; i < growthInterval; ++i) {
        const bool finite = scaler.unscaleAndCheck({torch::ones({4}, torch::TensorOptions().device(device))});
        scaler.update(finite);
    }
    const double recovered = scaler.scale();
    const bool pass = skipped && afterOverflow == 512.0 && recovered == 1024.0;
    std::cout << Json{{"check", "fp16_loss_scaling"}, {"device", device.str()}, {"overflow_skipped", skipped},
                      {"scale_after_overflow", afterOverflow}, {"scale_after_growth_interval", recovered},
                      {"pass", pass}}
                     .dump()
              << std::endl;
    return pass;
}

double relativeDifference(const torch::Tensor& a, const torch::Tensor& b)
{
    return ((a - b).abs().max() / (b.abs().max() + 1e-12)).item<double>();
}

// Eager and replayed steps are compared weight by weight, so cuDNN must not
// add its own run-to-run differences (its fastest weight-gradient kernels
// sum with atomics). Restores the setting when the check ends.
class DeterministicCudnn {
public:
    DeterministicCudnn() : m_previous(at::globalContext().deterministicCuDNN())
    {
        at::globalContext().setDeterministicCuDNN(true);
    }
    ~DeterministicCudnn() { at::globalContext().setDeterministicCuDNN(m_previous); }
    DeterministicCudnn(const DeterministicCudnn&) = delete;
    DeterministicCudnn& operator=(const DeterministicCudnn&) = delete;

private:
    bool m_previous;
};

bool checkRecordedSteps(TrainingConfig config, const torch::Device& device)
{
    const DeterministicCudnn deterministic;
    config.augmentation = AugmentationConfig{false, false, false, false, false, false, false, false, false, 0};
    std::vector<Precision> precisions{Precision::Float32, Precision::BFloat16};
    if (device.is_cuda())
        precisions.push_back(Precision::Float16);
    bool ok = true;
    for (Precision precision : precisions) {
        StepHarness eager(config, 1, 3, device, precision);
        StepHarness recorded(config, 1, 3, device, precision);
        recorded.step.useRecordedSteps(/*record=*/device.is_cuda());
        torch::manual_seed(99);
        // The worst weight tensor, max-abs difference relative to its max.
        auto worstWeight = [&] {
            std::pair<double, std::string> worst{0.0, ""};
            const auto a = eager.network->named_parameters();
            const auto b = recorded.network->parameters();
            for (std::size_t i = 0; i < a.size(); ++i) {
                const double difference = relativeDifference(b[i].detach(), a[i].value().detach());
                if (difference > worst.first)
                    worst = {difference, a[i].key()};
            }
            return worst;
        };
        double worstLoss = 0;
        std::pair<double, std::string> firstStep;
        bool applied = true;
        for (int i = 0; i < 6; ++i) {
            const Batch batch = syntheticBatch(config, eager.regionXyz, 1, 3, device.is_cuda());
            const double lr = 0.01 * (1.0 - i / 6.0);
            StepTimings timings;
            const double eagerLoss = eager.step.accumulate(batch, 1, false, timings);
            applied = eager.step.apply(lr, false, timings) && applied;
            const StepOutcome outcome = recorded.step.runRecorded(batch, lr, false, timings);
            applied = outcome.gradientsFinite && applied;
            worstLoss = std::max(worstLoss, std::fabs(outcome.loss - eagerLoss) / (std::fabs(eagerLoss) + 1e-12));
            if (i == 0)
                firstStep = worstWeight();
        }
        const auto sixSteps = worstWeight();
        // The static step computes the same update as the eager one in another
        // order, so fp32 weights differ by about one rounding after a step
        // (1.6e-7 on the CPU). fp32 training from random weights is chaotic
        // enough to grow that to 1e-3 within six steps (CPU, hippocampus plan:
        // 3.7e-4 after two, 3.1e-3 after six; eager against eager: 0), so
        // fp32 is held to the first step; in bf16/fp16 the rounding of the
        // weights to 16 bits hides it, and six steps are held to 1e-3.
        const bool sixStepsJudged = precision != Precision::Float32;
        const bool pass = applied && worstLoss <= 1e-3 && firstStep.first <= 1e-5 &&
                          (!sixStepsJudged || sixSteps.first <= 1e-3);
        ok = ok && pass;
        std::cout << Json{{"check", "cuda_graph_training"}, {"device", device.str()},
                          {"precision", precisionName(precision)}, {"recorded", device.is_cuda()},
                          {"loss_relative_error", worstLoss}, {"first_step_weight_relative_error", firstStep.first},
                          {"first_step_tolerance", 1e-5}, {"weight_relative_error", sixSteps.first},
                          {"worst_weight", sixSteps.second}, {"six_steps_judged", sixStepsJudged},
                          {"tolerance", 1e-3}, {"deterministic_cudnn", true}, {"pass", pass}}
                         .dump()
                  << std::endl;
    }
    if (!device.is_cuda())
        return ok;
    torch::manual_seed(5);
    UNet network(config.network, 1, 3);
    network->to(device);
    SlidingWindowOptions options;
    options.patchXyz = config.patchSize;
    options.precision = Precision::Float32;
    std::vector<int64_t> volume{1};
    for (int64_t e : spatialDims(config.patchSize, config.network.dimensions))
        volume.push_back(e * 2 + 3);  // windows overlap, and the last batch is not full
    if (config.network.dimensions == 2)
        volume.insert(volume.begin() + 1, 5);
    const torch::Tensor image = torch::randn(volume);
    const torch::Tensor eager = slidingWindowProbabilities(network, image, device, options);
    options.cudaGraphs = true;
    const torch::Tensor replayed = slidingWindowProbabilities(network, image, device, options);
    const double difference = (replayed - eager).abs().max().item<double>();
    const bool pass = difference <= 1e-4;
    std::cout << Json{{"check", "cuda_graph_inference"}, {"device", device.str()}, {"precision", "fp32"},
                      {"max_probability_difference", difference}, {"tolerance", 1e-4}, {"pass", pass}}
                     .dump()
              << std::endl;
    return ok && pass;
}

bool checkSandboxedModule(const torch::Device& device)
{
    torch::manual_seed(9);
    torch::jit::Module module("SandboxCheck");
    module.register_parameter("weight", torch::randn({4, 2, 3, 3, 3}), false);
    module.define("def forward(self, x):\n    return torch.conv3d(x, self.weight, None, [1, 1, 1], [1, 1, 1])\n");
    const std::string file = (std::filesystem::temp_directory_path() / "segstudio_sandbox_check.pt").string();
    module.save(file);
    const torch::Tensor input = torch::randn({2, 2, 16, 24, 20});
    const torch::Tensor expected =
        torch::conv3d(input.to(device), module.attr("weight").toTensor().to(device), {}, 1, 1).cpu();
    double difference = -1;
    std::string error;
    try {
        sandbox::SandboxedModule sandboxed(file, device, torch::get_num_threads());
        difference = (sandboxed.forward(input) - expected).abs().max().item<double>();
    } catch (const std::exception& failure) {
        error = failure.what();
    }
    std::filesystem::remove(file);
    // The host memory limit holds on the GPU too (issue 67, item 9): a
    // module that asks for 4 GiB of CPU memory under a 1 GiB limit gets its
    // own allocation error, and the sandbox lives on.
    torch::jit::Module hungry("SandboxMemoryCheck");
    // The size depends on the input, so freezing cannot evaluate it at load time.
    hungry.define("def forward(self, x):\n    n = 1073741824 + int(x.sum().item()) * 0\n"
                  "    return x + torch.ones([n]).sum()\n");
    const std::string hungryFile = (std::filesystem::temp_directory_path() / "segstudio_sandbox_memory.pt").string();
    hungry.save(hungryFile);
    std::string memoryOutcome = "the 4 GiB allocation succeeded";
    bool memoryCapped = false;
    try {
        sandbox::SandboxLimits limits;
        limits.memoryBytes = uint64_t(1) << 30;
        sandbox::SandboxedModule capped(hungryFile, device, 1, limits);
        try {
            capped.forward(torch::ones({1}));
        } catch (const sandbox::ModuleError& refused) {
            memoryOutcome = refused.what();
            memoryCapped = memoryOutcome.find("alloc") != std::string::npos;
        }
    } catch (const std::exception& failure) {
        memoryOutcome = failure.what();
    }
    std::filesystem::remove(hungryFile);
    const bool pass = error.empty() && difference <= 1e-4 && memoryCapped;
    std::cout << Json{{"check", "sandboxed_module"}, {"device", device.str()}, {"max_difference", difference},
                      {"tolerance", 1e-4}, {"error", error}, {"host_memory_capped", memoryCapped},
                      {"host_memory_outcome", memoryOutcome.substr(memoryOutcome.size() > 200 ? memoryOutcome.size() - 200 : 0)},
                      {"pass", pass}}
                     .dump()
              << std::endl;
    return pass;
}

}  // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Mixed-precision and loss-scaling checks", "segstudio-gpu-check"};
    std::string configFile, deviceName = "auto";
    app.add_option("--config", configFile, "config.json (network, patch, batch)")->required();
    app.add_option("--device", deviceName, "auto, cpu, cuda:N");
    CLI11_PARSE(app, argc, argv);
    try {
        const TrainingConfig config = TrainingConfig::fromJson(readJsonFile(configFile), configFile);
        const torch::Device device = resolveDevice(deviceName);
        const bool precisions = checkPrecisions(config, device);
        const bool scaling = checkLossScaling(device);
        const bool graphs = checkRecordedSteps(config, device);
        const bool sandboxed = checkSandboxedModule(device);
        return precisions && scaling && graphs && sandboxed ? 0 : 1;
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        return 2;
    }
}
