#pragma once
// Sliding-window inference over a whole preprocessed volume: overlapping
// patch-sized windows (nnU-Net's step rule), predicted in batches, weighted
// by a Gaussian importance map (centre voxels count more than edges),
// optionally averaged over mirrored copies (test-time augmentation), under
// autocast. The logit accumulator lives on the device when it fits the
// memory budget, on the host otherwise, so volumes of any size run.
#include <torch/torch.h>

#include <atomic>
#include <functional>

#include "engine/config/TrainingConfig.h"
#include "engine/nn/UNet.h"

namespace segstudio::engine {

// Where windows start and how they are weighted. NnUNet: starts evenly
// spread, the first at 0 and the last flush with the end; Gaussian sigma
// patch / 8 centred on voxel patch / 2 (rounded down), maximum 1, no zeros.
// Monai (MONAI's SlidingWindowInferer, for its bundles): a start every
// int(patch * (1 - overlap)) voxels (at least 1), the last moved back to be
// flush with the end; Gaussian sigma patch / 8 centred on (patch - 1) / 2,
// floored at 1e-3.
enum class WindowScheme { NnUNet, Monai };

struct SlidingWindowOptions {
    Triple patchXyz{0, 0, 0};
    double overlap = 0.5;      // fraction of the patch shared by neighbours
    int windowBatch = 4;       // windows per forward pass
    bool mirroring = false;    // average over flips of every spatial axis
    Precision precision = Precision::Float32;  // resolved (no Auto)
    bool sigmoid = false;      // region-based model: one sigmoid per output, not a softmax
    // Windows weighted by gaussianImportance (nnU-Net; MONAI's mode
    // "gaussian"), else equally (MONAI's mode "constant").
    bool gaussianBlending = true;
    WindowScheme scheme = WindowScheme::NnUNet;
    // Keep the accumulator on the device only below this many bytes (0 = always host).
    int64_t deviceAccumulatorBudgetBytes = int64_t(2) << 30;
    // Record the network's forward over one batch of windows as a CUDA graph
    // and replay it for every batch (recordedWindowNetwork). CUDA only.
    bool cudaGraphs = false;
};

// Window start positions along one axis (nnU-Net: evenly spread, first at 0,
// last flush with the end, rounded half to even; one window when the volume
// is not larger).
std::vector<int64_t> windowStarts(int64_t size, int64_t patch, double overlap,
                                  WindowScheme scheme = WindowScheme::NnUNet);

// Gaussian importance map of the patch (sigma = patch / 8, centred on voxel
// patch / 2 rounded down, as nnU-Net), maximum 1, no zeros. Shape: spatial dims of the network (z, y, x) or (y, x).
torch::Tensor gaussianImportance(const std::vector<int64_t>& patch, const torch::Device& device,
                                 WindowScheme scheme = WindowScheme::NnUNet);

// What the windows run through: a 2D or 3D network's eval-mode logits,
// (B, C, spatial...) -> (B, classes, spatial...). A UNet of this engine, or
// an imported TorchScript module (ModelPackage.cpp).
struct WindowNetwork {
    int dimensions = 3;
    int64_t classes = 2;
    std::function<torch::Tensor(const torch::Tensor&)> logits;
    // The spatial axes (0: the first spatial dim) test-time mirroring flips,
    // every combination of them; empty: all axes. An nnU-Net model's
    // inference_allowed_mirroring_axes.
    std::vector<int64_t> mirrorAxes;
};

// The UNet's highest-resolution logits; puts it in eval mode.
WindowNetwork windowNetworkOf(UNet& network);

// `network` with its forward recorded as a CUDA graph on the first call
// (after two warm-up runs) and replayed after: every call must pass a batch
// of `batchShape` (a smaller batch is padded, its outputs dropped), else
// InputError (field "cuda_graphs"). Throws InputError (same field) when
// `device` is not a CUDA device. Record and replay under the same autocast
// and grad mode.
WindowNetwork recordedWindowNetwork(const WindowNetwork& network, const std::vector<int64_t>& batchShape,
                                    const torch::Device& device);

// image: (C, Z, Y, X) float32 on any device. Returns softmax (or, with
// options.sigmoid, per-output sigmoid) probabilities (K, Z, Y, X) float32 on
// the CPU, from the importance-weighted mean of the windows' logits. A 2D network is applied slice by slice
// (windows of several slices share a batch). `progress(done, total)` is
// called after each batch of windows; `cancel` is polled between batches
// (returns an undefined tensor when set). Runs with NoGradGuard, in eval mode.
// With options.mirroring and `mirrorDisagreement`, that receives the mirrored
// copies' disagreement (common/image/Uncertainty.h) per voxel, (Z, Y, X) float32
// on the CPU: computed per window, importance-weighted like the logits.
torch::Tensor slidingWindowProbabilities(const WindowNetwork& network, const torch::Tensor& image,
                                         const torch::Device& device, const SlidingWindowOptions& options,
                                         const std::function<void(int, int)>& progress = {},
                                         const std::atomic<bool>* cancel = nullptr,
                                         torch::Tensor* mirrorDisagreement = nullptr);

inline torch::Tensor slidingWindowProbabilities(UNet& network, const torch::Tensor& image, const torch::Device& device,
                                                const SlidingWindowOptions& options,
                                                const std::function<void(int, int)>& progress = {},
                                                const std::atomic<bool>* cancel = nullptr,
                                                torch::Tensor* mirrorDisagreement = nullptr)
{
    return slidingWindowProbabilities(windowNetworkOf(network), image, device, options, progress, cancel,
                                      mirrorDisagreement);
}

}  // namespace segstudio::engine
