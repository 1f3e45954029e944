#include "engine/nn/UNet.h"

#include <array>
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/autocast_mode.h>
#include <cmath>

#include "engine/nn/TensorLayout.h"
#include "engine/nn/StageCheckpoint.h"

namespace segstudio::engine {

namespace {


std::vector<int64_t> dims(const Triple& xyz, int dimensions) { return spatialDims(xyz, dimensions); }

// RECORD_USER_SCOPE keeps the name's pointer: names with static storage.
const std::array<const char*, 9> kEncoderScopes{"encoder.0", "encoder.1", "encoder.2", "encoder.3", "encoder.4",
                                                "encoder.5", "encoder.6", "encoder.7", "encoder.8+"};
const std::array<const char*, 9> kDecoderScopes{"decoder.0", "decoder.1", "decoder.2", "decoder.3", "decoder.4",
                                                "decoder.5", "decoder.6", "decoder.7", "decoder.8+"};

}  // namespace

ConvNdImpl::ConvNdImpl(int64_t in, int64_t out, const std::vector<int64_t>& kernel, const std::vector<int64_t>& stride,
                       bool transposed, bool bias)
    : m_stride(stride), m_transposed(transposed)
{
    std::vector<int64_t> shape{transposed ? in : out, transposed ? out : in};
    for (int64_t k : kernel)
        shape.push_back(k);
    // Every element starts defined: uniform in +-1/sqrt(fan-in) (LibTorch's
    // Conv default) from a generator of its own, so the global seed's
    // sequence (seeded runs and tests) is the same as without it; UNet
    // re-initialises its convolutions afterwards.
    m_weight = register_parameter("weight", torch::empty(shape));
    {
        const torch::NoGradGuard noGrad;
        at::Generator own = at::make_generator<at::CPUGeneratorImpl>(/*seed_in=*/0x5e95);
        const double fanIn = static_cast<double>(m_weight.numel() / m_weight.size(0));
        m_weight.uniform_(-1.0 / std::sqrt(fanIn), 1.0 / std::sqrt(fanIn), own);
    }
    if (bias)
        m_bias = register_parameter("bias", torch::zeros({out}));
    for (int64_t k : kernel)
        m_padding.push_back(transposed ? 0 : k / 2);
    m_kernelEqualsStride = kernel == stride;
}

// A transposed convolution whose kernel equals its stride maps each input
// voxel to its own output block: a 1x1 convolution to Cout*prod(stride)
// channels followed by depth-to-space gives the same result. On the CPU this
// is several times faster than LibTorch's slow_conv_transpose3d (forward
// and backward); the weight keeps the ConvTranspose layout (Cin, Cout, k...).
torch::Tensor ConvNdImpl::depthToSpaceTransposed(const torch::Tensor& x) const
{
    const int64_t spatial = static_cast<int64_t>(m_stride.size());
    const int64_t in = m_weight.size(0), out = m_weight.size(1);
    int64_t block = 1;
    for (int64_t s : m_stride)
        block *= s;
    // (Cin, Cout, k...) -> (Cout, k..., Cin) -> (Cout*block, Cin, 1...)
    std::vector<int64_t> order{1};
    for (int64_t d = 0; d < spatial; ++d)
        order.push_back(2 + d);
    order.push_back(0);
    std::vector<int64_t> pointwise{out * block, in};
    for (int64_t d = 0; d < spatial; ++d)
        pointwise.push_back(1);
    const torch::Tensor weight = m_weight.permute(order).reshape(pointwise);
    torch::Tensor y = spatial == 3 ? at::conv3d(x, weight) : at::conv2d(x, weight);
    // (N, Cout, k..., D, H, W) -> (N, Cout, D, kD, H, kH, W, kW) -> (N, Cout, D*kD, ...)
    std::vector<int64_t> unfolded{x.size(0), out};
    for (int64_t s : m_stride)
        unfolded.push_back(s);
    for (int64_t d = 0; d < spatial; ++d)
        unfolded.push_back(x.size(2 + d));
    std::vector<int64_t> interleave{0, 1};
    std::vector<int64_t> outputShape{x.size(0), out};
    for (int64_t d = 0; d < spatial; ++d) {
        interleave.push_back(2 + spatial + d);
        interleave.push_back(2 + d);
        outputShape.push_back(x.size(2 + d) * m_stride[static_cast<std::size_t>(d)]);
    }
    y = y.reshape(unfolded).permute(interleave).reshape(outputShape);
    if (!m_bias.defined())
        return y;
    std::vector<int64_t> biasShape{1, out};
    for (int64_t d = 0; d < spatial; ++d)
        biasShape.push_back(1);
    return y + m_bias.reshape(biasShape);
}

// fp32 on the CPU, outside autocast: oneDNN, whatever the batch. LibTorch
// 1.13 picks oneDNN only for a batch above one or a large first layer, and
// otherwise falls back to im2col + the system BLAS (Debian: the reference
// BLAS), which made a one-window forward pass 20-30x slower (sliding-window
// inference, prompts, validation; bench/README.md, "oneDNN for one window").
// Same arithmetic to rounding; the TorchScript export writes its own code.
static bool useOneDnnDirectly(const torch::Tensor& x, const torch::Tensor& weight)
{
    return x.is_cpu() && x.scalar_type() == torch::kFloat32 && weight.scalar_type() == torch::kFloat32 &&
           !at::autocast::is_cpu_enabled() && at::globalContext().userEnabledMkldnn() && at::hasMKLDNN();
}

// The dimension-specific operators, not at::convolution: autocast casts
// conv2d/conv3d (and their transposes) to bf16/fp16 on the CPU and on CUDA,
// but LibTorch 1.13's CPU autocast leaves at::convolution in fp32.
torch::Tensor ConvNdImpl::forward(const torch::Tensor& x)
{
    if (m_transposed && m_kernelEqualsStride && x.is_cpu())
        return depthToSpaceTransposed(x);
    const bool volume = m_stride.size() == 3;
    if (m_transposed)
        return volume ? at::conv_transpose3d(x, m_weight, m_bias, m_stride, m_padding)
                      : at::conv_transpose2d(x, m_weight, m_bias, m_stride, m_padding);
    if (useOneDnnDirectly(x, m_weight)) {
        const std::vector<int64_t> dilation(m_stride.size(), 1);
        return at::mkldnn_convolution(x, m_weight, m_bias.defined() ? c10::optional<torch::Tensor>(m_bias) : c10::nullopt,
                                      m_padding, m_stride, dilation, /*groups=*/1);
    }
    return volume ? at::conv3d(x, m_weight, m_bias, m_stride, m_padding) : at::conv2d(x, m_weight, m_bias, m_stride, m_padding);
}

InstanceNormImpl::InstanceNormImpl(int64_t channels)
{
    m_weight = register_parameter("weight", torch::ones({channels}));
    m_bias = register_parameter("bias", torch::zeros({channels}));
}

torch::Tensor InstanceNormImpl::forward(const torch::Tensor& x)
{
    return at::instance_norm(x, m_weight, m_bias, {}, {}, /*use_input_stats=*/true, 0.1, kInstanceNormEpsilon,
                             at::globalContext().userEnabledCuDNN());
}

ConvNormActImpl::ConvNormActImpl(int dimensions, int64_t in, int64_t out, const std::vector<int64_t>& kernel,
                                 const std::vector<int64_t>& stride, bool activation)
    : m_activation(activation)
{
    // No conv bias: InstanceNorm's shift makes it redundant.
    m_conv = register_module("conv", ConvNd(in, out, kernel, stride, false, false));
    m_norm = register_module("norm", InstanceNorm(out));
}

torch::Tensor ConvNormActImpl::forward(const torch::Tensor& x)
{
    torch::Tensor y = m_norm(m_conv(x));
    return m_activation ? torch::leaky_relu_(y, kLeakyReluSlope) : y;
}

ResidualBlockImpl::ResidualBlockImpl(int dimensions, int64_t in, int64_t out, const std::vector<int64_t>& kernel,
                                     const std::vector<int64_t>& stride, bool poolingShortcut)
{
    m_first = register_module("first", ConvNormAct(dimensions, in, out, kernel, stride));
    m_second = register_module("second", ConvNormAct(dimensions, out, out, kernel, std::vector<int64_t>(stride.size(), 1), false));
    const bool strided = std::any_of(stride.begin(), stride.end(), [](int64_t s) { return s != 1; });
    const std::vector<int64_t> unit(stride.size(), 1);
    if (poolingShortcut && (in != out || strided)) {
        torch::nn::Sequential shortcut;
        if (strided && dimensions == 3)
            shortcut->push_back(torch::nn::AvgPool3d(torch::nn::AvgPool3dOptions(stride).stride(stride)));
        else if (strided)
            shortcut->push_back(torch::nn::AvgPool2d(torch::nn::AvgPool2dOptions(stride).stride(stride)));
        if (in != out) {
            shortcut->push_back(ConvNd(in, out, unit, unit, false, false));
            shortcut->push_back(InstanceNorm(out));
        }
        m_shortcut = register_module("shortcut", shortcut);
    } else if (in != out || strided) {
        m_shortcut = register_module(
            "shortcut", torch::nn::Sequential(ConvNd(in, out, unit, stride, false, false), InstanceNorm(out)));
    }
}

torch::Tensor ResidualBlockImpl::forward(const torch::Tensor& x)
{
    torch::Tensor residual = m_shortcut ? m_shortcut->forward(x) : x;
    torch::Tensor sum = m_second(m_first(x)) + residual;
    return torch::leaky_relu_(sum, kLeakyReluSlope);
}

UNetImpl::UNetImpl(const NetworkConfig& config, int64_t inputChannels, int64_t classes)
    : m_config(config), m_inputChannels(inputChannels), m_classes(classes)
{
    const int d = config.dimensions;
    const int stages = config.stages();
    m_encoder = register_module("encoder", torch::nn::ModuleList());
    m_upsample = register_module("upsample", torch::nn::ModuleList());
    m_decoder = register_module("decoder", torch::nn::ModuleList());
    m_heads = register_module("heads", torch::nn::ModuleList());
    const bool residual = config.architecture == Architecture::ResidualEncoderUNet;
    int64_t channels = inputChannels;
    for (int s = 0; s < stages; ++s) {
        const int64_t features = config.featuresAt(s);
        const auto kernel = dims(config.kernelSizes[s], d);
        const auto stride = dims(config.strides[s], d);
        const std::vector<int64_t> unit(stride.size(), 1);
        torch::nn::Sequential stage;
        if (residual && s == 0)
            stage->push_back(ConvNormAct(d, channels, features, kernel, unit));  // stem
        for (int b = 0; b < config.blocksAt(s); ++b) {
            const int64_t in = b == 0 ? (residual && s == 0 ? features : channels) : features;
            const auto& blockStride = b == 0 ? stride : unit;
            if (residual)
                stage->push_back(ResidualBlock(d, in, features, kernel, blockStride, config.poolingShortcut));
            else
                stage->push_back(ConvNormAct(d, in, features, kernel, blockStride));
        }
        m_encoder->push_back(stage);
        channels = features;
    }
    for (int s = stages - 2; s >= 0; --s) {
        const int64_t below = config.featuresAt(s + 1), features = config.featuresAt(s);
        const auto upStride = dims(config.strides[s + 1], d);
        m_upsample->push_back(ConvNd(below, features, upStride, upStride, /*transposed=*/true, config.upsampleBias));
        const auto kernel = dims(config.kernelSizes[s], d);
        const std::vector<int64_t> unit(kernel.size(), 1);
        torch::nn::Sequential decoder(ConvNormAct(d, 2 * features, features, kernel, unit));
        for (int c = 1; c < config.decoderConvs; ++c)
            decoder->push_back(ConvNormAct(d, features, features, kernel, unit));
        m_decoder->push_back(decoder);
        m_heads->push_back(ConvNd(features, classes, unit, unit, false, true));
    }
    initialiseWeights(*this);
}

torch::Tensor UNetImpl::stageForward(torch::nn::SequentialImpl& stage, const torch::Tensor& x)
{
    return m_config.activationCheckpointing && is_training() ? checkpointedForward(stage, x) : stage.forward(x);
}

std::vector<torch::Tensor> UNetImpl::forward(const torch::Tensor& input)
{
    // Each stage in a profiler scope (TrainingProfiler.h): "encoder.s" and
    // "decoder.s" at resolution level s (0 = full resolution).
    std::vector<torch::Tensor> skips;
    torch::Tensor x = input;
    for (std::size_t s = 0; s < m_encoder->size(); ++s) {
        RECORD_USER_SCOPE(kEncoderScopes[std::min<std::size_t>(s, kEncoderScopes.size() - 1)]);
        x = stageForward(*m_encoder[s]->as<torch::nn::Sequential>(), x);
        skips.push_back(x);
    }
    const bool allLevels = is_training() && m_config.deepSupervision;
    std::vector<torch::Tensor> outputs;
    const int levels = static_cast<int>(m_decoder->size());
    for (int i = 0; i < levels; ++i) {
        const std::size_t level = static_cast<std::size_t>(levels - 1 - i);
        RECORD_USER_SCOPE(kDecoderScopes[std::min<std::size_t>(level, kDecoderScopes.size() - 1)]);
        x = m_upsample[i]->as<ConvNd>()->forward(x);
        x = torch::cat({x, skips[skips.size() - 2 - i]}, 1);
        x = stageForward(*m_decoder[i]->as<torch::nn::Sequential>(), x);
        if (allLevels || i == levels - 1)
            outputs.push_back(m_heads[i]->as<ConvNd>()->forward(x));
    }
    std::reverse(outputs.begin(), outputs.end());  // highest resolution first
    return outputs;
}

std::vector<double> UNetImpl::deepSupervisionWeights() const
{
    const int levels = m_config.deepSupervision ? static_cast<int>(m_decoder->size()) : 1;
    std::vector<double> weights(static_cast<std::size_t>(levels));
    double sum = 0;
    for (int i = 0; i < levels; ++i) {
        // nnU-Net: halve per level, ignore the lowest resolution.
        weights[static_cast<std::size_t>(i)] = (levels > 1 && i == levels - 1) ? 0.0 : std::pow(0.5, i);
        sum += weights[static_cast<std::size_t>(i)];
    }
    for (double& w : weights)
        w /= sum;
    return weights;
}

void initialiseWeights(torch::nn::Module& module)
{
    torch::NoGradGuard noGrad;
    for (auto& item : module.named_parameters()) {
        const std::string& name = item.key();
        torch::Tensor& p = item.value();
        if (name.size() >= 6 && name.compare(name.size() - 6, 6, "weight") == 0 && p.dim() > 1) {
            // fan_in of ConvNd weights ([out, in, k...] or transposed [in, out, k...]) as torch computes it.
            torch::nn::init::kaiming_normal_(p, kLeakyReluSlope, torch::kFanIn, torch::kLeakyReLU);
        } else if (name.size() >= 4 && name.compare(name.size() - 4, 4, "bias") == 0 && p.dim() == 1 &&
                   name.find("norm") == std::string::npos) {
            p.zero_();
        }
    }
}

int64_t parameterCount(torch::nn::Module& module)
{
    int64_t count = 0;
    for (const auto& p : module.parameters())
        count += p.numel();
    return count;
}

}  // namespace segstudio::engine
