#include "engine/infer/SlidingWindow.h"

#include <cmath>

#include "common/Errors.h"
#include "engine/infer/SlabSlidingWindow.h"
#include "engine/device/CudaGraph.h"

namespace segstudio::engine {

std::vector<int64_t> windowStarts(int64_t size, int64_t patch, double overlap, WindowScheme scheme)
{
    if (size <= patch)
        return {0};
    if (scheme == WindowScheme::Monai) {
        const int64_t interval = std::max<int64_t>(1, static_cast<int64_t>(static_cast<double>(patch) * (1.0 - overlap)));
        std::vector<int64_t> starts;
        for (int64_t start = 0;; start += interval) {
            starts.push_back(std::min(start, size - patch));
            if (start + patch >= size)
                return starts;
        }
    }
    const double targetStep = std::max(1.0, static_cast<double>(patch) * (1.0 - overlap));
    const int64_t steps = static_cast<int64_t>(std::ceil(static_cast<double>(size - patch) / targetStep)) + 1;
    std::vector<int64_t> starts;
    const double actualStep = static_cast<double>(size - patch) / static_cast<double>(steps - 1);
    for (int64_t i = 0; i < steps; ++i)
        starts.push_back(static_cast<int64_t>(std::nearbyint(actualStep * static_cast<double>(i))));  // half to even, as numpy
    return starts;
}

torch::Tensor gaussianImportance(const std::vector<int64_t>& patch, const torch::Device& device, WindowScheme scheme)
{
    const bool monai = scheme == WindowScheme::Monai;
    torch::Tensor map = torch::ones({1}, torch::kFloat64);
    for (int64_t extent : patch) {
        const double sigma = static_cast<double>(extent) / 8.0;
        // nnU-Net's compute_gaussian: centred on voxel extent / 2 (rounded
        // down); MONAI's compute_importance_map: on (extent - 1) / 2.
        const double centre = monai ? static_cast<double>(extent - 1) / 2.0 : static_cast<double>(extent / 2);
        const torch::Tensor coordinate = torch::arange(extent, torch::kFloat64) - centre;
        const torch::Tensor profile = torch::exp(-coordinate.pow(2) / (2 * sigma * sigma));
        map = map.unsqueeze(-1) * profile;
    }
    map = map.squeeze(0);
    if (monai)
        return map.clamp_min(std::max(map.min().item<double>(), 1e-3)).to(torch::kFloat32).to(device);
    map = map / map.max();
    const torch::Tensor smallest = map.masked_select(map > 0).min();
    map = torch::where(map > 0, map, smallest);
    return map.to(torch::kFloat32).to(device);
}

WindowNetwork windowNetworkOf(UNet& network)
{
    network->eval();
    return {network->config().dimensions, network->classes(),
            [network](const torch::Tensor& batch) mutable { return network->forward(batch).front(); },
            {}};
}

WindowNetwork recordedWindowNetwork(const WindowNetwork& network, const std::vector<int64_t>& batchShape,
                                    const torch::Device& device)
{
    if (!device.is_cuda())
        throw InputError("", "cuda_graphs",
                         "CUDA graphs need a CUDA device, and this inference runs on " + device.str() +
                             "; turn CUDA graphs off");
    struct Recorded {
        std::unique_ptr<cuda::Graph> graph;
        torch::Tensor input, output;
    };
    auto state = std::make_shared<Recorded>();
    state->input = torch::zeros(batchShape, torch::TensorOptions().dtype(torch::kFloat32).device(device));
    const int deviceIndex = device.has_index() ? device.index() : 0;
    WindowNetwork recorded = network;
    recorded.logits = [network, state, deviceIndex](const torch::Tensor& batch) {
        const torch::Tensor& input = state->input;
        if (batch.dim() != input.dim() || batch.size(0) > input.size(0) || batch.sizes().slice(1) != input.sizes().slice(1)) {
            auto text = [](const torch::Tensor& t) {
                std::string s;
                for (int64_t d : t.sizes())
                    s += (s.empty() ? "" : "x") + std::to_string(d);
                return s;
            };
            throw InputError("", "cuda_graphs",
                             "a CUDA graph replays one window batch shape (recorded: " + text(input) + "), but this batch is " +
                                 text(batch) + "; turn CUDA graphs off for inputs of varying shape");
        }
        const int64_t count = batch.size(0);
        input.narrow(0, 0, count).copy_(batch);
        if (!state->graph)
            state->graph = cuda::Graph::record(deviceIndex, /*warmups=*/2,
                                               [network, state] { state->output = network.logits(state->input); });
        state->graph->replay();
        return state->output.narrow(0, 0, count).clone();  // the next replay overwrites the output
    };
    return recorded;
}

torch::Tensor slidingWindowProbabilities(const WindowNetwork& network, const torch::Tensor& imageIn,
                                         const torch::Device& device, const SlidingWindowOptions& options,
                                         const std::function<void(int, int)>& progress,
                                         const std::atomic<bool>* cancel, torch::Tensor* mirrorDisagreement)
{
    const torch::Tensor image = imageIn.to(device, torch::kFloat32);
    const std::array<int64_t, 3> size{image.size(1), image.size(2), image.size(3)};
    const bool withDisagreement = mirrorDisagreement && options.mirroring;
    SlabSlidingWindow window(
        network, image.size(0), size, device, options,
        [&](int64_t first, int64_t end) { return image.narrow(1, first, end - first); }, 0, withDisagreement,
        progress);
    torch::Tensor probabilities = torch::empty({network.classes, size[0], size[1], size[2]}, torch::kFloat32);
    torch::Tensor disagreement = withDisagreement ? torch::empty({size[0], size[1], size[2]}, torch::kFloat32)
                                                  : torch::Tensor();
    while (std::optional<FinishedRows> rows = window.next(cancel)) {
        probabilities.narrow(1, rows->firstRow, rows->rows()).copy_(rows->probabilities);
        if (withDisagreement)
            disagreement.narrow(0, rows->firstRow, rows->rows()).copy_(rows->disagreement);
    }
    if (window.cancelled())
        return {};
    if (withDisagreement)
        *mirrorDisagreement = disagreement;
    return probabilities;
}

}  // namespace segstudio::engine
