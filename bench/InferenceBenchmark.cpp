// segstudio-bench-infer: sliding-window inference throughput (Mvoxel/s of
// volume) on a synthetic phantom, with a trained model package or a network
// built from a config (random weights; the cost is the same).
#include <chrono>
#include <iostream>

#include <CLI/CLI.hpp>

#include "common/image/Phantom.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/device/CudaSupport.h"
#include "engine/infer/ModelPackage.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"

using namespace segstudio;
using namespace segstudio::engine;

int main(int argc, char** argv)
{
    CLI::App app{"Sliding-window inference benchmark", "segstudio-bench-infer"};
    std::string config, model, device = "auto", precision = "fp32", json;
    std::vector<int64_t> size{256, 256, 128};
    double overlap = 0.5;
    int windowBatch = 4, threads = 0, repeats = 1;
    bool mirroring = false, cudaGraphs = false;
    app.add_option("--config", config, "config.json (network and patch) for a randomly initialised network");
    app.add_option("--model", model, "Model package or run folder (instead of --config)");
    app.add_option("--size", size, "Volume x y z")->expected(3);
    app.add_option("--overlap", overlap, "Window overlap");
    app.add_option("--window-batch", windowBatch, "Windows per forward pass");
    app.add_option("--device", device, "auto, cpu, cuda:N");
    app.add_option("--precision", precision, "fp32, tf32, fp16, bf16");
    app.add_option("--threads", threads, "CPU threads (0 = physical cores)");
    app.add_option("--repeats", repeats, "Timed runs (median reported)");
    app.add_flag("--tta", mirroring, "Test-time mirroring");
    app.add_flag("--cuda-graphs", cudaGraphs, "Replay the window batches as a CUDA graph");
    app.add_option("--json", json, "Also write the result here");
    CLI11_PARSE(app, argc, argv);
    try {
        const int usedThreads = configureCpuThreads(threads);
        const torch::Device dev = resolveDevice(device);
        NetworkConfig network;
        Triple patch{};
        int channels = 1, classes = 3;
        if (!model.empty()) {
            const ModelInfo info = readModelInfo(model);
            network = info.network;
            patch = info.patchXyz;
            channels = info.inputChannels;
            classes = info.classes;
        } else {
            const TrainingConfig c = TrainingConfig::fromJson(readJsonFile(config), config);
            network = c.network;
            patch = c.patchSize;
        }
        UNet net(network, channels, classes);
        if (!model.empty())
            torch::load(net, readModelInfo(model).folder + "/weights.pt");
        net->to(dev);
        Json p = {{"precision", precision}};
        TrainingConfig parsed = TrainingConfig::fromJson(p, "--precision");
        SlidingWindowOptions options;
        options.patchXyz = patch;
        options.overlap = overlap;
        options.windowBatch = windowBatch;
        options.mirroring = mirroring;
        options.cudaGraphs = cudaGraphs;
        options.precision = resolvePrecision(parsed.precision, dev);
        setTF32(options.precision == Precision::TF32);
        setCudnnBenchmark(true);
        PhantomParameters phantom;
        phantom.sizeXyz = {size[0], size[1], size[2]};
        const Phantom volume = generatePhantom(phantom);
        torch::Tensor image = torch::from_blob(const_cast<float*>(volume.image.data<float>()),
                                               {channels, size[2], size[1], size[0]}, torch::kFloat32)
                                  .clone();
        image = (image - image.mean()) / image.std();
        slidingWindowProbabilities(net, image.slice(1, 0, std::min<int64_t>(size[2], patch[2] * 2)), dev, options);  // warm-up
        std::vector<double> seconds;
        for (int r = 0; r < repeats; ++r) {
            synchronize(dev);
            const auto start = std::chrono::steady_clock::now();
            const torch::Tensor out = slidingWindowProbabilities(net, image, dev, options);
            synchronize(dev);
            seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
        std::sort(seconds.begin(), seconds.end());
        const double median = seconds[seconds.size() / 2];
        const double voxels = static_cast<double>(size[0]) * size[1] * size[2];
        const Json result = {{"implementation", "segstudio-cpp"},
                             {"device", dev.str()},
                             {"precision", precisionName(options.precision)},
                             {"threads", usedThreads},
                             {"volume_xyz", size},
                             {"patch_xyz", patch},
                             {"overlap", overlap},
                             {"tta", mirroring},
                             {"cuda_graphs", cudaGraphs},
                             {"seconds", median},
                             {"mvoxels_per_s", voxels / median / 1e6},
                             {"peak_device_bytes", dev.is_cuda() ? cuda::allocatorStats(dev.index()).peakAllocatedBytes : 0}};
        std::cout << result.dump() << std::endl;
        if (!json.empty())
            writeJsonFile(json, result);
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        return 2;
    }
}
