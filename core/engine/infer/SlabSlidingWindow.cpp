#include "engine/infer/SlabSlidingWindow.h"

#include <algorithm>
#include <cmath>

#include "engine/device/Autocast.h"

namespace segstudio::engine {

namespace F = torch::nn::functional;
using torch::indexing::Slice;

namespace {

struct Window {
    int64_t z, y, x;  // start voxel, padded coordinates
};

// Normalised entropy (common/image/Uncertainty.h) of probabilities (B, K, ...)
// along dim 1: (B, 1, ...).
torch::Tensor normalisedEntropy(const torch::Tensor& p, bool sigmoid)
{
    auto plogp = [](const torch::Tensor& q) { return q * torch::log(q.clamp_min(1e-30)); };
    if (sigmoid)
        return (-(plogp(p) + plogp(1 - p)).mean(1, true) / std::log(2.0)).clamp(0, 1);
    return (-plogp(p).sum(1, true) / std::log(static_cast<double>(std::max<int64_t>(2, p.size(1))))).clamp(0, 1);
}

torch::Tensor toProbabilities(const torch::Tensor& logits, bool sigmoid, int64_t dim)
{
    return sigmoid ? torch::sigmoid(logits) : torch::softmax(logits, dim);
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
        const torch::Tensor p = toProbabilities(copy, sigmoid, 1);
        probabilitySum = probabilitySum.defined() ? probabilitySum + p : p;
        entropySum = entropySum.defined() ? entropySum + normalisedEntropy(p, sigmoid) : normalisedEntropy(p, sigmoid);
    };
    addCopy(logits);
    std::vector<int64_t> axes;
    for (int64_t d = 2; d < batch.dim(); ++d)
        if (network.mirrorAxes.empty() ||
            std::count(network.mirrorAxes.begin(), network.mirrorAxes.end(), d - 2))
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

// Rows [lo, hi) of a running buffer that starts at row `first`: a view.
torch::Tensor rowsOf(const torch::Tensor& buffer, int64_t first, int64_t lo, int64_t hi)
{
    return buffer.narrow(1, lo - first, hi - lo);
}

// `buffer` (D, rows from `*first`, Y, X) without its rows below `lo`.
void dropRowsBelow(torch::Tensor& buffer, int64_t* first, int64_t lo)
{
    if (!buffer.defined() || lo <= *first)
        return;
    const int64_t keep = std::max<int64_t>(0, *first + buffer.size(1) - lo);
    buffer = keep > 0 ? buffer.narrow(1, buffer.size(1) - keep, keep).clone() : torch::Tensor();
    *first = lo;
}

}  // namespace

struct SlabSlidingWindow::State {
    WindowNetwork network;
    SlidingWindowOptions options;
    RowReader read;
    std::function<void(int, int)> progress;
    torch::Device device{torch::kCPU};
    int dimensions = 3;
    int64_t channels = 0, classes = 0;
    std::array<int64_t, 3> size{};     // unpadded z, y, x
    std::array<int64_t, 3> patch{};    // z (1 in 2D), y, x
    std::array<int64_t, 3> before{};   // padding before each axis
    std::array<int64_t, 3> padded{};   // padded extent
    std::vector<Window> windows;
    std::vector<int64_t> patchDims;    // the network's spatial window shape
    torch::Tensor importance;          // (pz, py, px) on the device
    torch::Tensor importanceAccumulator;
    torch::TensorOptions accumulatorOptions;
    int64_t batchSize = 1;
    int64_t neededPadded = 0;          // first padded row to return
    bool withDisagreement = false;
    bool cancelled = false;

    std::size_t nextWindow = 0;        // first window of the next batch
    int batchesDone = 0, batchesTotal = 0;
    int64_t emittedUpTo = 0;           // padded rows below this are returned or never needed
    torch::Tensor input;               // (C, rows, Yp, Xp) from inputFirst, on the device
    int64_t inputFirst = 0;
    torch::Tensor logits, weights, disagreementSum;  // (K | 1, rows, Yp, Xp) from accFirst
    int64_t accFirst = 0;

    // Padded rows [lo, hi) of the input, zero outside the volume, padded in y and x.
    torch::Tensor readPadded(int64_t lo, int64_t hi)
    {
        const auto floatOptions = torch::TensorOptions().dtype(torch::kFloat32).device(device);
        const int64_t inLo = std::clamp(before[0], lo, hi), inHi = std::clamp(before[0] + size[0], inLo, hi);
        std::vector<torch::Tensor> parts;
        if (inLo > lo)
            parts.push_back(torch::zeros({channels, inLo - lo, size[1], size[2]}, floatOptions));
        if (inHi > inLo)
            parts.push_back(read(inLo - before[0], inHi - before[0]).to(device, torch::kFloat32, false, /*copy=*/true));
        if (hi > inHi)
            parts.push_back(torch::zeros({channels, hi - inHi, size[1], size[2]}, floatOptions));
        torch::Tensor rows = parts.size() == 1 ? parts.front() : torch::cat(parts, 1);
        const int64_t missingY = padded[1] - size[1], missingX = padded[2] - size[2];
        if (missingY > 0 || missingX > 0)
            rows = F::pad(rows, F::PadFuncOptions({before[2], missingX - before[2], before[1], missingY - before[1]})
                                    .mode(torch::kConstant)
                                    .value(0));
        return rows;
    }

    void ensureInput(int64_t lo, int64_t hi)
    {
        dropRowsBelow(input, &inputFirst, lo);
        if (!input.defined()) {
            inputFirst = lo;
            input = readPadded(lo, hi);
            return;
        }
        const int64_t have = inputFirst + input.size(1);
        if (hi > have)
            input = torch::cat({input, readPadded(have, hi)}, 1);
    }

    void ensureAccumulator(int64_t lo, int64_t hi)
    {
        auto grow = [&](torch::Tensor& t, int64_t depth) {
            const int64_t have = t.defined() ? accFirst + t.size(1) : lo;
            if (hi <= have)
                return;
            torch::Tensor more = torch::zeros({depth, hi - have, padded[1], padded[2]}, accumulatorOptions);
            t = t.defined() ? torch::cat({t, more}, 1) : more;
        };
        if (!logits.defined())
            accFirst = lo;
        grow(logits, classes);
        grow(weights, 1);
        if (withDisagreement)
            grow(disagreementSum, 1);
    }

    void runBatch(std::size_t first, std::size_t last)
    {
        const int64_t lo = windows[first].z, hi = windows[last - 1].z + patch[0];
        ensureInput(lo, hi);
        ensureAccumulator(lo, hi);
        std::vector<torch::Tensor> crops;
        for (std::size_t w = first; w < last; ++w) {
            const Window& win = windows[w];
            torch::Tensor crop = rowsOf(input, inputFirst, win.z, win.z + patch[0])
                                     .index({Slice(), Slice(), Slice(win.y, win.y + patch[1]), Slice(win.x, win.x + patch[2])});
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
                Slice(), Slice(win.z - accFirst, win.z - accFirst + patch[0]), Slice(win.y, win.y + patch[1]),
                Slice(win.x, win.x + patch[2])};
            logits.index(region).add_(prediction[static_cast<int64_t>(w - first)]);
            weights.index(region).add_(importanceAccumulator);
            if (withDisagreement)
                disagreementSum.index(region).add_(disagreement[static_cast<int64_t>(w - first)]);
        }
    }

    // Padded rows [emittedUpTo, upTo) are final: their probabilities, the
    // part inside the volume and at or after the first needed row.
    std::optional<FinishedRows> finish(int64_t upTo)
    {
        const int64_t lo = std::max({emittedUpTo, before[0], neededPadded});
        const int64_t hi = std::min(upTo, before[0] + size[0]);
        std::optional<FinishedRows> out;
        if (hi > lo && logits.defined()) {
            const auto inside = std::vector<torch::indexing::TensorIndex>{
                Slice(), Slice(before[1], before[1] + size[1]), Slice(before[2], before[2] + size[2])};
            const torch::Tensor w = rowsOf(weights, accFirst, lo, hi);
            const torch::Tensor mean = rowsOf(logits, accFirst, lo, hi) / w;
            FinishedRows rows;
            rows.firstRow = lo - before[0];
            rows.probabilities = toProbabilities(mean, options.sigmoid, 0)
                                     .index({Slice(), Slice(), inside[1], inside[2]})
                                     .to(torch::kCPU)
                                     .contiguous();
            if (withDisagreement)
                rows.disagreement = (rowsOf(disagreementSum, accFirst, lo, hi) / w)
                                        .squeeze(0)
                                        .index({Slice(), inside[1], inside[2]})
                                        .to(torch::kCPU)
                                        .contiguous();
            out = std::move(rows);
        }
        emittedUpTo = upTo;
        const int64_t oldFirst = accFirst;
        for (torch::Tensor* sum : {&weights, &disagreementSum}) {
            int64_t first = oldFirst;
            dropRowsBelow(*sum, &first, upTo);
        }
        dropRowsBelow(logits, &accFirst, upTo);
        return out;
    }
};

SlabSlidingWindow::SlabSlidingWindow(const WindowNetwork& network, int64_t channels, const std::array<int64_t, 3>& sizeZyx,
                                     const torch::Device& device, const SlidingWindowOptions& options, RowReader read,
                                     int64_t firstNeededRow, bool withDisagreement, std::function<void(int, int)> progress)
    : m(std::make_unique<State>())
{
    m->network = network;
    m->options = options;
    m->read = std::move(read);
    m->progress = std::move(progress);
    m->device = device;
    m->dimensions = network.dimensions;
    m->channels = channels;
    m->classes = network.classes;
    m->size = sizeZyx;
    m->patch = {m->dimensions == 2 ? 1 : options.patchXyz[2], options.patchXyz[1], options.patchXyz[0]};
    for (int d = 0; d < 3; ++d) {  // padded up to the patch, split evenly before/after
        const int64_t missing = std::max<int64_t>(0, m->patch[d] - sizeZyx[d]);
        m->before[d] = missing / 2;
        m->padded[d] = sizeZyx[d] + missing;
    }
    const WindowScheme scheme = options.scheme;
    for (int64_t z : windowStarts(m->padded[0], m->patch[0], m->dimensions == 2 ? 0.0 : options.overlap, scheme))
        for (int64_t y : windowStarts(m->padded[1], m->patch[1], options.overlap, scheme))
            for (int64_t x : windowStarts(m->padded[2], m->patch[2], options.overlap, scheme))
                m->windows.push_back({z, y, x});
    m->batchSize = std::max(1, options.windowBatch);
    m->batchesTotal = static_cast<int>((m->windows.size() + static_cast<std::size_t>(m->batchSize) - 1) /
                                       static_cast<std::size_t>(m->batchSize));
    m->neededPadded = std::max<int64_t>(0, firstNeededRow) + m->before[0];
    m->withDisagreement = withDisagreement && options.mirroring;

    const int64_t windowsPerRow = static_cast<int64_t>(windowStarts(m->padded[1], m->patch[1], options.overlap, scheme).size() *
                                                       windowStarts(m->padded[2], m->patch[2], options.overlap, scheme).size());
    const int64_t live = liveRows(m->padded[0], options, m->dimensions, windowsPerRow);
    const int64_t accumulatorBytes = (m->classes + 2) * live * m->padded[1] * m->padded[2] * 4;
    const bool onDevice = device.is_cpu() || accumulatorBytes <= options.deviceAccumulatorBudgetBytes;
    m->accumulatorOptions = torch::TensorOptions().dtype(torch::kFloat32).device(onDevice ? device : torch::kCPU);
    m->patchDims = m->dimensions == 2 ? std::vector<int64_t>{m->patch[1], m->patch[2]}
                                      : std::vector<int64_t>{m->patch[0], m->patch[1], m->patch[2]};
    m->importance = options.gaussianBlending
                        ? gaussianImportance(m->patchDims, device, scheme)
                        : torch::ones(m->patchDims, torch::TensorOptions().dtype(torch::kFloat32).device(device));
    if (m->dimensions == 2)
        m->importance = m->importance.unsqueeze(0);  // (1, Y, X) as a one-slice window
    m->importanceAccumulator = m->importance.to(m->accumulatorOptions.device());
    if (options.cudaGraphs) {
        std::vector<int64_t> batchShape{std::min<int64_t>(m->batchSize, static_cast<int64_t>(m->windows.size())), channels};
        batchShape.insert(batchShape.end(), m->patchDims.begin(), m->patchDims.end());
        m->network = recordedWindowNetwork(network, batchShape, device);
    }
}

SlabSlidingWindow::~SlabSlidingWindow() = default;

bool SlabSlidingWindow::cancelled() const { return m->cancelled; }

int64_t SlabSlidingWindow::liveRows(int64_t depth, const SlidingWindowOptions& options, int dimensions,
                                    int64_t windowsPerRow)
{
    const int64_t pz = dimensions == 2 ? 1 : static_cast<int64_t>(options.patchXyz[2]);
    const std::vector<int64_t> starts =
        windowStarts(std::max(depth, pz), pz, dimensions == 2 ? 0.0 : options.overlap, options.scheme);
    int64_t step = 0;
    for (std::size_t i = 1; i < starts.size(); ++i)
        step = std::max(step, starts[i] - starts[i - 1]);
    const int64_t perRow = std::max<int64_t>(1, windowsPerRow);
    const int64_t rowsPerBatch = (std::max(1, options.windowBatch) + perRow - 1) / perRow;
    return std::min(std::max(depth, pz), pz + rowsPerBatch * step);
}

std::optional<FinishedRows> SlabSlidingWindow::next(const std::atomic<bool>* cancel)
{
    torch::NoGradGuard noGrad;
    AutocastGuard autocast(m->device, m->options.precision);
    while (true) {
        if (cancel && cancel->load()) {
            m->cancelled = true;
            return std::nullopt;
        }
        if (m->nextWindow >= m->windows.size()) {
            if (m->emittedUpTo >= m->padded[0])
                return std::nullopt;
            if (auto rows = m->finish(m->padded[0]))
                return rows;
            continue;
        }
        const std::size_t first = m->nextWindow;
        const std::size_t last = std::min(m->windows.size(), first + static_cast<std::size_t>(m->batchSize));
        const int64_t firstZ = m->windows[first].z;
        if (firstZ > m->emittedUpTo)
            if (auto rows = m->finish(firstZ))
                return rows;
        if (m->windows[last - 1].z + m->patch[0] > m->neededPadded)
            m->runBatch(first, last);
        m->nextWindow = last;
        ++m->batchesDone;
        if (m->progress)
            m->progress(m->batchesDone, m->batchesTotal);
    }
}

}  // namespace segstudio::engine
