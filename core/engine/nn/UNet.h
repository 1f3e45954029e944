#pragma once
// nnU-Net-style U-Nets for 2D and 3D, built from a NetworkConfig:
//  - plain: per stage `blocksAt(stage)` x (conv - InstanceNorm - LeakyReLU),
//    the first conv of a stage strided (downsampling);
//  - residual encoder: a stem conv, then per stage `blocksAt(stage)`
//    residual blocks (conv-norm-act-conv-norm + shortcut, act); the first
//    block strided. nnU-Net's ResEnc differs only in its shortcut: average
//    pooling then a 1x1 conv, where this one strides the 1x1 conv.
// Decoders: transposed conv (kernel = stride) up, concatenate the skip,
// `decoderConvs` conv blocks, and a 1x1 segmentation head per level (deep
// supervision).
// Kernel sizes and strides come as x, y, z triples and are mapped to the
// tensor's (z, y, x) / (y, x) dims here.
#include <torch/torch.h>

#include <vector>

#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

inline constexpr double kLeakyReluSlope = 0.01;     // every activation
inline constexpr double kInstanceNormEpsilon = 1e-5;

// A 2D or 3D convolution (optionally transposed) through at::convolution,
// so one module type serves both dimensionalities.
class ConvNdImpl : public torch::nn::Module {
public:
    ConvNdImpl(int64_t in, int64_t out, const std::vector<int64_t>& kernel, const std::vector<int64_t>& stride,
               bool transposed = false, bool bias = true);
    torch::Tensor forward(const torch::Tensor& x);

    // For the TorchScript export (TorchScriptModel.cpp): the convolution's settings.
    const std::vector<int64_t>& stride() const { return m_stride; }
    const std::vector<int64_t>& padding() const { return m_padding; }
    bool transposed() const { return m_transposed; }

private:
    torch::Tensor depthToSpaceTransposed(const torch::Tensor& x) const;

    torch::Tensor m_weight, m_bias;
    std::vector<int64_t> m_stride, m_padding;
    bool m_transposed;
    bool m_kernelEqualsStride = false;
};
TORCH_MODULE(ConvNd);

// Affine instance normalisation for any number of spatial dims.
class InstanceNormImpl : public torch::nn::Module {
public:
    explicit InstanceNormImpl(int64_t channels);
    torch::Tensor forward(const torch::Tensor& x);

private:
    torch::Tensor m_weight, m_bias;
};
TORCH_MODULE(InstanceNorm);

// conv -> InstanceNorm -> LeakyReLU(0.01)
class ConvNormActImpl : public torch::nn::Module {
public:
    ConvNormActImpl(int dimensions, int64_t in, int64_t out, const std::vector<int64_t>& kernel,
                    const std::vector<int64_t>& stride, bool activation = true);
    torch::Tensor forward(const torch::Tensor& x);
    bool activation() const { return m_activation; }

private:
    ConvNd m_conv{nullptr};
    InstanceNorm m_norm{nullptr};
    bool m_activation;
};
TORCH_MODULE(ConvNormAct);

// Two conv-norm-act with a shortcut when the shape changes: a 1x1 strided
// conv + norm, or with `poolingShortcut` (nnU-Net's ResNet-D blocks)
// average pooling over the stride, then a 1x1 conv + norm only when the
// channels change.
class ResidualBlockImpl : public torch::nn::Module {
public:
    ResidualBlockImpl(int dimensions, int64_t in, int64_t out, const std::vector<int64_t>& kernel,
                      const std::vector<int64_t>& stride, bool poolingShortcut = false);
    torch::Tensor forward(const torch::Tensor& x);

private:
    ConvNormAct m_first{nullptr}, m_second{nullptr};
    torch::nn::Sequential m_shortcut{nullptr};
};
TORCH_MODULE(ResidualBlock);

class UNetImpl : public torch::nn::Module {
public:
    UNetImpl(const NetworkConfig& config, int64_t inputChannels, int64_t classes);
    // The names of the output heads' tensors (1x1 convolutions, one per decoder level) start with this.
    static constexpr const char* kHeadsPrefix = "heads.";

    // Logits. Training with deep supervision: one tensor per decoder level,
    // highest resolution first; otherwise (or in eval mode) one tensor.
    std::vector<torch::Tensor> forward(const torch::Tensor& x);

    const NetworkConfig& config() const { return m_config; }
    int64_t classes() const { return m_classes; }
    int64_t inputChannels() const { return m_inputChannels; }
    // Loss weights of the deep-supervision outputs (sum 1, lowest level 0).
    std::vector<double> deepSupervisionWeights() const;

private:
    NetworkConfig m_config;
    int64_t m_inputChannels, m_classes;
    torch::nn::ModuleList m_encoder, m_upsample, m_decoder, m_heads;
    torch::Tensor stageForward(torch::nn::SequentialImpl& stage, const torch::Tensor& x);
};
TORCH_MODULE(UNet);

// nnU-Net's He initialisation (kaiming normal, negative slope 0.01; zero bias).
void initialiseWeights(torch::nn::Module& module);

int64_t parameterCount(torch::nn::Module& module);

}  // namespace segstudio::engine
