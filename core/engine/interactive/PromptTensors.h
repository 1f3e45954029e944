#pragma once
// Prompts as network input (engine-internal, LibTorch), and the simulated
// user that trains an interactive model (TrainingStep.h, config
// "interactive": true). See Prompts.h for the channels and
// ClickSimulation.h for the protocol.
#include <torch/torch.h>

#include <vector>

#include "engine/config/TrainingConfig.h"
#include "engine/interactive/ClickSimulation.h"
#include "engine/nn/UNet.h"

namespace segstudio::engine {

// The window of the grid a network sees: its first voxel (x, y, z) and its
// spatial tensor sizes ((Z, Y, X), or (Y, X) for a 2D network, whose
// window lies in slice origin[2]).
struct PromptWindow {
    VoxelIndex origin{0, 0, 0};
    std::vector<int64_t> spatial;
};

// (kPromptChannels, spatial...) float32 on the CPU. `previous`: the
// previous mask on the window, 0/1 bytes x fastest, or empty. Prompts
// outside the window leave no trace, except a box, which is clipped.
torch::Tensor encodePrompts(const PromptSet& prompts, const std::vector<uint8_t>& previous, const PromptWindow& window);

// Interactive training's inputs and targets from an ordinary batch. Each
// sample becomes one query: one foreground class present in it (chosen by
// the sample's seed; the ignore class never), its binary mask the target,
// a first prompt (a click inside, deep or anywhere, a jittered box or a
// scribble; a negative click where the sample holds no foreground), then
// a number of corrective rounds (the same for the whole batch,
// 0..maxCorrectiveRounds, drawn from the first sample's seed): the network
// predicts without gradients, a click (or now and then a scribble,
// StrokePrompts.h) goes to the largest error (ClickSimulation.h) and the
// prediction becomes the previous mask.
class PromptSimulator {
public:
    // `spacingXyz`: of the training grid (where clicks go);
    // `ignoreClass`: the plan's ignore class, or -1; `maxCorrectiveRounds`:
    // TrainingConfig::interactiveCorrectiveRounds.
    PromptSimulator(int dimensions, const std::array<double, 3>& spacingXyz, int64_t ignoreClass,
                    int maxCorrectiveRounds = 3);

    // x (B, C, spatial...) float, y (B, 1, spatial...) int64 classes, on the
    // training device. Returns x with the prompt channels appended and the
    // target (B, 1, spatial...) int64: 1 object, 0 not, kIgnoredTarget
    // where y holds the ignore class.
    std::pair<torch::Tensor, torch::Tensor> apply(UNet& network, const torch::Tensor& x, const torch::Tensor& y,
                                                  const std::vector<uint64_t>& sampleSeeds, Precision precision) const;

    static constexpr int64_t kIgnoredTarget = 2;

private:
    int m_dimensions;
    std::array<double, 3> m_spacing;
    int64_t m_ignoreClass;
    int m_maxCorrectiveRounds;
};

}  // namespace segstudio::engine
