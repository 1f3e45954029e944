#include "engine/infer/SlidingWindow.h"

#include <cmath>

#include "common/Errors.h"
#include "engine/device/Autocast.h"
#include "engine/device/CudaGraph.h"

namespace segstudio::engine {

namespace F = torch::nn::functional;
using torch::indexing::Slice;

std::vector<int64_t> windowStarts(int64_t size, int64_t patch, double overlap)
{
    if (size <= patch)
        return {0};
    const double targetStep = std::max(1.0, static_cast<double>(patch) * (1.0 - overlap));
    const int64_t steps = static_cast<int64_t>(std::ceil(static_cast<double>(size - patch) / targetStep)) + 1;
    std::vector<int64_t> starts;
    const double actualStep = static_cast<double>(size - patch) / static_cast<double>(steps - 1);
    for (int64_t i = 0; i < steps; ++i)
        starts.push_back(static_cast<int64_t>(std::llround(actualStep * static_cast<double>(i))));
    return starts;
}

torch::Tensor gaussianImportance(const std::vector<int64_t>& patch, const torch::Device& device)
{
    torch::Tensor map = torch::ones({1}, torch::kFloat64);
    for (int64_t extent : patch) {
        const double sigma = static_cast<double>(extent) / 8.0;
        const torch::Tensor coordinate = torch::arange(extent, torch::kFloat64) - (static_cast<double>(extent) - 1) / 2.0;
        const torch::Tensor profile = torch::exp(-coordinate.pow(2) / (2 * sigma * sigma));
        map = map.unsqueeze(-1) * profile;
    }
    map = map.squeeze(0);
    map = map / map.max();
    const torch::Tensor smallest = map.masked_select(map > 0).min();
    map = torch::where(map > 0, map, smallest);
    return map.to(torch::kFloat32).to(device);
}

namespace {

struct Window {
    int64_t z, y, x;  // start voxel
};

// Pads each spatial dim of (C, Z, Y, X) up to at least the patch (split
// evenly before/after); returns the padding before each dim.
torch::Tensor padToPatch(const torch::Tensor& image, const std::array<int64_t, 3>& patchZyx, std::array<int64_t, 3>* before)
{
    std::vector<int64_t> pad;  // F::pad order: last dim first
    bool any = false;
    for (int d = 2; d >= 0; --d) {
        const int64_t missing = std::max<int64_t>(0, patchZyx[d] - image.size(d + 1));
        (*before)[d] = missing / 2;
        pad.push_back(missing / 2);
        pad.push_back(missing - missing / 2);
        any = any || missing > 0;
    }
    return any ? F::pad(image, F::PadFuncOptions(pad).mode(torch::kConstant).value(0)) : image;
}

// Normalised entropy (common/image/Uncertainty.h) of probabilities (B, K, ...)
// along dim 1: (B, 1, ...).
torch::Tensor normalisedEntropy(const torch::Tensor& p, bool sigmoid)
{
    auto plogp = [](const torch::Tensor& q) { return q * torch::log(q.clamp_min(1e-30)); };
    if (sigmoid)
        return (-(plogp(p) + plogp(1 - p)).mean(1, true) / std::log(2.0)).clamp(0, 1);
    return (-plogp(p).sum(1, true) / std::log(static_cast<double>(std::max<int64_t>(2, p.size(1))))).clamp(0, 1);
}

torch::Tensor toProbabilities(const torch::Tensor& logits, bool sigmoid)
{
    return sigmoid ? torch::sigmoid(logits) : torch::softmax(logits, 1);
}

// The windows' logits, averaged over the mirrored copies when mirroring.
// With `disagreement`, also the copies' normalised mutual information
// (B, 1, ...): H(mean of their probabilities) - mean of their entropies.
torch::Tensor predictWindows(const WindowNetwork& network, const torch::Tensor& batch, bool mirroring, bool sigmoid,
                             torch::Tensor* disagreement)
{
    torch::Tensor logits = network.logits(batch).to(torch::kFloat32);
    if (!mirroring)
        return logits;
    torch::Tensor probabilitySum, entropySum;
    auto addCopy = [&](const torch::Tensor& copy) {
        if (!disagreement)
            return;
        const torch::Tensor p = toProbabilities(copy, sigmoid);
        probabilitySum = probabilitySum.defined() ? probabilitySum + p : p;
        entropySum = entropySum.defined() ? entropySum + normalisedEntropy(p, sigmoid) : normalisedEntropy(p, sigmoid);
    };
    addCopy(logits);
    std::vector<int64_t> axes;
    for (int64_t d = 2; d < batch.dim(); ++d)
        axes.push_back(d);
    int count = 1;
    for (int mask = 1; mask < (1 << axes.size()); ++mask) {
        std::vector<int64_t> flip;
        for (std::size_t a = 0; a < axes.size(); ++a)
            if (mask & (1 << a))
                flip.push_back(axes[a]);
        const torch::Tensor copy = network.logits(batch.flip(flip)).to(torch::kFloat32).flip(flip);
        addCopy(copy);
        logits += copy;
        ++count;
    }
    if (disagreement)
        *disagreement = (normalisedEntropy(probabilitySum / count, sigmoid) - entropySum / count).clamp(0, 1);
    return logits / count;
}

}  // namespace

WindowNetwork windowNetworkOf(UNet& network)
{
    network->eval();
    return {network->config().dimensions, network->classes(),
            [network](const torch::Tensor& batch) mutable { return network->forward(batch).front(); }};
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

torch::Tensor slidingWindowProbabilities(const WindowNetwork& networkIn, const torch::Tensor& imageIn,
                                         const torch::Device& device, const SlidingWindowOptions& options,
                                         const std::function<void(int, int)>& progress,
                                         const std::atomic<bool>* cancel, torch::Tensor* mirrorDisagreement)
{
    torch::NoGradGuard noGrad;
    const int dimensions = networkIn.dimensions;
    const int64_t classes = networkIn.classes;
    const std::array<int64_t, 3> patch{dimensions == 2 ? 1 : options.patchXyz[2], options.patchXyz[1], options.patchXyz[0]};
    std::array<int64_t, 3> before{0, 0, 0};
    const torch::Tensor image = padToPatch(imageIn.to(device, torch::kFloat32), patch, &before);
    const int64_t Z = image.size(1), Y = image.size(2), X = image.size(3);

    std::vector<Window> windows;
    for (int64_t z : windowStarts(Z, patch[0], dimensions == 2 ? 0.0 : options.overlap))
        for (int64_t y : windowStarts(Y, patch[1], options.overlap))
            for (int64_t x : windowStarts(X, patch[2], options.overlap))
                windows.push_back({z, y, x});

    const int64_t accumulatorBytes = (classes + 1) * Z * Y * X * 4;
    const bool onDevice = device.is_cpu() || accumulatorBytes <= options.deviceAccumulatorBudgetBytes;
    const auto accumulatorOptions = torch::TensorOptions().dtype(torch::kFloat32).device(onDevice ? device : torch::kCPU);
    torch::Tensor logits = torch::zeros({classes, Z, Y, X}, accumulatorOptions);
    torch::Tensor weights = torch::zeros({1, Z, Y, X}, accumulatorOptions);
    const bool withDisagreement = mirrorDisagreement && options.mirroring;
    torch::Tensor disagreementSum = withDisagreement ? torch::zeros({1, Z, Y, X}, accumulatorOptions) : torch::Tensor();
    const std::vector<int64_t> patchDims = dimensions == 2 ? std::vector<int64_t>{patch[1], patch[2]}
                                                           : std::vector<int64_t>{patch[0], patch[1], patch[2]};
    torch::Tensor importance = gaussianImportance(patchDims, device);
    if (dimensions == 2)
        importance = importance.unsqueeze(0);  // (1, Y, X) as a one-slice window
    const torch::Tensor importanceAccumulator = importance.to(accumulatorOptions.device());

    AutocastGuard autocast(device, options.precision);
    const int64_t batchSize = std::max(1, options.windowBatch);
    std::vector<int64_t> batchShape{std::min<int64_t>(batchSize, static_cast<int64_t>(windows.size())), image.size(0)};
    batchShape.insert(batchShape.end(), patchDims.begin(), patchDims.end());
    const WindowNetwork network = options.cudaGraphs ? recordedWindowNetwork(networkIn, batchShape, device) : networkIn;
    const int total = static_cast<int>((windows.size() + batchSize - 1) / batchSize);
    for (std::size_t first = 0, done = 0; first < windows.size(); first += batchSize, ++done) {
        if (cancel && cancel->load())
            return {};
        const std::size_t last = std::min(windows.size(), first + static_cast<std::size_t>(batchSize));
        std::vector<torch::Tensor> crops;
        for (std::size_t w = first; w < last; ++w) {
            const Window& win = windows[w];
            torch::Tensor crop = image.index({Slice(), Slice(win.z, win.z + patch[0]), Slice(win.y, win.y + patch[1]),
                                              Slice(win.x, win.x + patch[2])});
            crops.push_back(dimensions == 2 ? crop.squeeze(1) : crop);
        }
        torch::Tensor disagreement;
        torch::Tensor prediction = predictWindows(network, torch::stack(crops), options.mirroring, options.sigmoid,
                                                  withDisagreement ? &disagreement : nullptr);
        if (dimensions == 2)
            prediction = prediction.unsqueeze(2);  // (B, K, 1, Y, X)
        prediction = (prediction * importance).to(accumulatorOptions.device());
        if (withDisagreement)
            disagreement = ((dimensions == 2 ? disagreement.unsqueeze(2) : disagreement) * importance)
                               .to(accumulatorOptions.device());
        for (std::size_t w = first; w < last; ++w) {
            const Window& win = windows[w];
            const auto region = std::vector<torch::indexing::TensorIndex>{
                Slice(), Slice(win.z, win.z + patch[0]), Slice(win.y, win.y + patch[1]), Slice(win.x, win.x + patch[2])};
            logits.index(region).add_(prediction[static_cast<int64_t>(w - first)]);
            weights.index(region).add_(importanceAccumulator);
            if (withDisagreement)
                disagreementSum.index(region).add_(disagreement[static_cast<int64_t>(w - first)]);
        }
        if (progress)
            progress(static_cast<int>(done + 1), total);
    }
    logits.div_(weights);
    torch::Tensor probabilities = options.sigmoid ? torch::sigmoid(logits) : torch::softmax(logits, 0);
    probabilities = probabilities.index({Slice(), Slice(before[0], before[0] + imageIn.size(1)),
                                         Slice(before[1], before[1] + imageIn.size(2)),
                                         Slice(before[2], before[2] + imageIn.size(3))});
    if (withDisagreement)
        *mirrorDisagreement = disagreementSum.div_(weights)
                                  .squeeze(0)
                                  .index({Slice(before[0], before[0] + imageIn.size(1)),
                                          Slice(before[1], before[1] + imageIn.size(2)),
                                          Slice(before[2], before[2] + imageIn.size(3))})
                                  .to(torch::kCPU)
                                  .contiguous();
    return probabilities.to(torch::kCPU).contiguous();
}

}  // namespace segstudio::engine
