#pragma once
// The sliding window of SlidingWindow.h, fed and emitted in z-slabs, so a
// volume of any depth runs in memory bounded by its slice area: input rows
// are read as the windows reach them, each window runs once, and a row's
// probabilities are returned as soon as no later window touches it.
//
// Exactness contract: the windows, their batches (and so every forward
// pass), the order in which their weighted logits are added to each voxel,
// and the per-voxel softmax are those of one pass over the whole volume,
// whatever the reader's granularity. slidingWindowProbabilities is this
// class with a reader over the whole tensor, so the two agree bit for bit.
// Resuming (firstNeededRow) skips only whole batches whose windows all end
// above that row, so the rows it returns are bit-identical too.
#include <torch/torch.h>

#include <atomic>
#include <functional>
#include <optional>

#include "engine/infer/SlidingWindow.h"

namespace segstudio::engine {

// Rows [firstRow, endRow) of the volume, (C, rows, Y, X) float32 on any
// device. Called with increasing, non-overlapping ranges; the tensor is
// copied at once, so it may view a buffer the next call reuses.
using RowReader = std::function<torch::Tensor(int64_t firstRow, int64_t endRow)>;

struct FinishedRows {
    int64_t firstRow = 0;          // in the volume's rows (z)
    torch::Tensor probabilities;   // (K, rows, Y, X) float32 on the CPU
    torch::Tensor disagreement;    // (rows, Y, X) float32 on the CPU, when asked for
    int64_t rows() const { return probabilities.size(1); }
};

class SlabSlidingWindow {
public:
    // `sizeZyx`: the volume's (unpadded) extent; `channels`: what read()
    // returns per row. Rows below `firstNeededRow` are never returned, and
    // batches that only touch them never run. `withDisagreement`: the
    // mirrored copies' disagreement too (needs options.mirroring).
    // `progress(done, total)` after every batch of windows.
    SlabSlidingWindow(const WindowNetwork& network, int64_t channels, const std::array<int64_t, 3>& sizeZyx,
                      const torch::Device& device, const SlidingWindowOptions& options, RowReader read,
                      int64_t firstNeededRow = 0, bool withDisagreement = false,
                      std::function<void(int, int)> progress = {});
    ~SlabSlidingWindow();
    SlabSlidingWindow(const SlabSlidingWindow&) = delete;
    SlabSlidingWindow& operator=(const SlabSlidingWindow&) = delete;

    // Runs batches of windows until some rows are final and returns them, in
    // increasing order, consecutive from firstNeededRow. std::nullopt after
    // the last rows, or when `cancel` was set (then cancelled() is true).
    std::optional<FinishedRows> next(const std::atomic<bool>* cancel = nullptr);
    bool cancelled() const;

    // Rows held at most at once, of the input and of the accumulator alike,
    // for a volume `depth` rows deep whose rows hold `windowsPerRow` windows:
    // the patch depth plus the window step times the rows a batch spans.
    // Memory ~ 4 bytes x Y x X x rows x (C + K + 2), however deep the volume.
    static int64_t liveRows(int64_t depth, const SlidingWindowOptions& options, int dimensions, int64_t windowsPerRow);

private:
    struct State;
    std::unique_ptr<State> m;
};

}  // namespace segstudio::engine
