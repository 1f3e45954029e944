#pragma once
// Optimisers over a whole parameter list at once with LibTorch's multi-tensor
// (_foreach) kernels — LibTorch's C++ optimisers update one tensor at a time,
// which costs a kernel launch per parameter and per operation on a GPU.
//  - SGD with Nesterov momentum and decoupled-from-nothing L2 weight decay
//    (nnU-Net's default with a poly learning rate);
//  - AdamW (decoupled weight decay), with warm-up and a cosine schedule.
// Also the learning-rate schedules, gradient clipping and fp16 dynamic loss
// scaling. All state is saved and restored exactly with the checkpoint.
#include <torch/torch.h>

#include <memory>
#include <vector>

#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

class Optimizer {
public:
    explicit Optimizer(std::vector<torch::Tensor> parameters) : m_parameters(std::move(parameters)) {}
    virtual ~Optimizer() = default;

    // One update with the current gradients at learning rate `lr`.
    virtual void step(double lr) = 0;
    // The same update for a CUDA graph (TrainingStep's recorded step): the
    // learning rate and `apply` (1 or 0) are 0-dim float32 tensors on the
    // parameters' device, so a replay reads their current values; no host
    // reads, no host scalars that change between steps. With apply = 0 the
    // parameters and the optimizer state keep exactly their values, whatever
    // the gradients hold (inf/NaN included). Parameters without a gradient are
    // left alone, as step() leaves them.
    virtual void stepOnDevice(const torch::Tensor& lr, const torch::Tensor& apply) = 0;
    // Drops the gradients (cheaper than zeroing them).
    void zeroGrad();
    virtual void save(torch::serialize::OutputArchive& archive) const = 0;
    virtual void load(torch::serialize::InputArchive& archive) = 0;

    const std::vector<torch::Tensor>& parameters() const { return m_parameters; }
    // Parameters that received a gradient in the last backward pass, and those gradients.
    void gradients(std::vector<torch::Tensor>* params, std::vector<torch::Tensor>* grads) const;

protected:
    std::vector<torch::Tensor> m_parameters;
};

std::unique_ptr<Optimizer> makeOptimizer(const OptimizerConfig& config, std::vector<torch::Tensor> parameters);

// Learning rate at fractional epoch `epoch` (e.g. 3.5 = half-way through the
// fourth) of `totalEpochs`: linear warm-up, then poly decay (SGD) or cosine
// decay (AdamW) to zero at the end.
double learningRateAt(const OptimizerConfig& config, double epoch, int totalEpochs);

// Scales gradients so their global L2 norm is at most maxNorm; returns the
// norm before clipping as a 0-dim tensor on the device (no host sync).
torch::Tensor clipGradientNorm(const std::vector<torch::Tensor>& gradients, double maxNorm);

// fp16 training: the loss is multiplied by a large scale before backward so
// small gradients do not underflow; gradients are unscaled before the
// update; a step whose gradients hold inf/NaN is skipped and the scale
// halved; after `growthInterval` good steps the scale doubles.
class DynamicLossScaler {
public:
    explicit DynamicLossScaler(bool enabled, double initialScale = 65536.0, int growthInterval = 2000);
    bool enabled() const { return m_enabled; }
    double scale() const { return m_enabled ? m_scale : 1.0; }
    torch::Tensor scaleLoss(const torch::Tensor& loss) const;
    // Unscales in place; returns true when every gradient is finite. One host sync.
    bool unscaleAndCheck(const std::vector<torch::Tensor>& gradients) const;
    // Multiplies the gradients by `inverseScale` (a float32 tensor of one
    // element on their device) and adds to `foundNonFinite` (likewise) a
    // positive value when any of them holds inf/NaN: no host sync, so a CUDA
    // graph can record it.
    static void unscaleAndFlag(const std::vector<torch::Tensor>& gradients, const torch::Tensor& inverseScale,
                               const torch::Tensor& foundNonFinite);
    void update(bool gradientsFinite);

    void save(torch::serialize::OutputArchive& archive) const;
    void load(torch::serialize::InputArchive& archive);

private:
    bool m_enabled;
    double m_scale;
    int m_growthInterval;
    int m_goodSteps = 0;
};

}  // namespace segstudio::engine
