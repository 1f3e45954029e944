#include "engine/data/Augmenter.h"

#include <cmath>

#include "engine/device/TorchDevice.h"
#include "engine/nn/TensorLayout.h"
#include "engine/data/BatchLoader.h"

namespace segstudio::engine {

namespace F = torch::nn::functional;
using torch::indexing::Slice;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

Matrix multiply(const Matrix& a, const Matrix& b)
{
    Matrix m{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            for (int k = 0; k < 3; ++k)
                m[r][c] += a[r][k] * b[k][c];
    return m;
}

// Rotation about x, then y, then z (angles in radians), in (x, y, z) coordinates.
Matrix rotation(double ax, double ay, double az)
{
    const Matrix rx{{{1, 0, 0}, {0, std::cos(ax), -std::sin(ax)}, {0, std::sin(ax), std::cos(ax)}}};
    const Matrix ry{{{std::cos(ay), 0, std::sin(ay)}, {0, 1, 0}, {-std::sin(ay), 0, std::cos(ay)}}};
    const Matrix rz{{{std::cos(az), -std::sin(az), 0}, {std::sin(az), std::cos(az), 0}, {0, 0, 1}}};
    return multiply(rz, multiply(ry, rx));
}

}  // namespace

Augmenter::Augmenter(int dimensions, const Triple& patchXyz, const Triple& regionXyz)
    : m_dimensions(dimensions), m_patch(patchXyz), m_region(regionXyz)
{
}

// Maps output-patch coordinates to region coordinates, both normalised to
// [-1, 1] (affine_grid's convention, columns x, y[, z]): rotation, scaling
// and mirroring act in voxel units, so non-cubic patches are not sheared.
torch::Tensor Augmenter::affineMatrices(const torch::Tensor& parameters) const
{
    const int64_t B = parameters.size(0);
    const int d = m_dimensions;
    const double* p = parameters.data_ptr<double>();
    torch::Tensor theta = torch::zeros({B, d, d + 1}, torch::kFloat32);
    float* out = theta.data_ptr<float>();
    for (int64_t i = 0; i < B; ++i) {
        const double* q = p + i * parameters.size(1);
        const Matrix r = rotation(q[kRotateX], q[kRotateY], q[kRotateZ]);
        const double flip[3] = {q[kFlipX] > 0.5 ? -1.0 : 1.0, q[kFlipY] > 0.5 ? -1.0 : 1.0, q[kFlipZ] > 0.5 ? -1.0 : 1.0};
        for (int row = 0; row < d; ++row)
            for (int col = 0; col < d; ++col)
                out[i * d * (d + 1) + row * (d + 1) + col] = static_cast<float>(
                    r[row][col] * q[kScale] * flip[col] * m_patch[col] / static_cast<double>(m_region[row]));
    }
    return theta;
}

std::pair<torch::Tensor, torch::Tensor> Augmenter::apply(const torch::Tensor& image, const torch::Tensor& labels,
                                                         const torch::Tensor& parameters,
                                                         const std::vector<uint64_t>& sampleSeeds) const
{
    torch::NoGradGuard noGrad;
    const int64_t B = image.size(0);
    std::vector<int64_t> patchShape{B, image.size(1)};
    for (int64_t extent : spatialDims(m_patch, m_dimensions))
        patchShape.push_back(extent);
    const torch::Tensor theta = affineMatrices(parameters).to(image.device(), /*non_blocking=*/true);
    const torch::Tensor grid = F::affine_grid(theta, patchShape, /*align_corners=*/false);
    torch::Tensor patch = F::grid_sample(image, grid,
                                         F::GridSampleFuncOptions().mode(torch::kBilinear).padding_mode(torch::kZeros).align_corners(false));
    torch::Tensor labelPatch = F::grid_sample(labels.to(torch::kFloat32), grid,
                                              F::GridSampleFuncOptions().mode(torch::kNearest).padding_mode(torch::kZeros).align_corners(false));
    applyIntensity(patch, parameters, sampleSeeds);
    return {patch, labelPatch.round_().to(torch::kLong)};
}

std::pair<torch::Tensor, torch::Tensor> Augmenter::centreCrop(const torch::Tensor& image, const torch::Tensor& labels) const
{
    std::vector<torch::indexing::TensorIndex> index{Slice(), Slice()};
    const std::vector<int64_t> patch = spatialDims(m_patch, m_dimensions), region = spatialDims(m_region, m_dimensions);
    for (std::size_t a = 0; a < patch.size(); ++a) {
        const int64_t margin = (region[a] - patch[a]) / 2;
        index.emplace_back(Slice(margin, margin + patch[a]));
    }
    return {image.index(index), labels.index(index).to(torch::kLong)};
}

torch::Tensor gaussianBlur(const torch::Tensor& sample, const Vec3& sigmaXyz)
{
    const int64_t channels = sample.size(0);
    const int64_t spatial = sample.dim() - 1;
    torch::Tensor x = sample.unsqueeze(0);
    for (int64_t axis = 0; axis < spatial; ++axis) {
        const double sigma = sigmaXyz[static_cast<std::size_t>(spatial - 1 - axis)];  // tensor axes run z, y, x
        if (sigma <= 0)
            continue;
        const int64_t radius = std::max<int64_t>(1, static_cast<int64_t>(std::ceil(3 * sigma)));
        torch::Tensor kernel = torch::arange(-radius, radius + 1, torch::TensorOptions().dtype(torch::kFloat32).device(sample.device()));
        kernel = torch::exp(-kernel.pow(2) / (2 * sigma * sigma));
        kernel = kernel / kernel.sum();
        std::vector<int64_t> single(static_cast<std::size_t>(spatial) + 2, 1);  // (1, 1, kernel along axis)
        single[2 + static_cast<std::size_t>(axis)] = 2 * radius + 1;
        std::vector<int64_t> shape = single;  // one kernel per channel (depthwise)
        shape[0] = channels;
        std::vector<int64_t> padding(static_cast<std::size_t>(spatial), 0);
        padding[static_cast<std::size_t>(axis)] = radius;
        const torch::Tensor weight = kernel.reshape(single).expand(shape).contiguous();
        x = spatial == 3 ? F::conv3d(x, weight, F::Conv3dFuncOptions().padding(padding).groups(channels))
                         : F::conv2d(x, weight, F::Conv2dFuncOptions().padding(padding).groups(channels));
    }
    return x.squeeze(0);
}

namespace {

// nnU-Net's gamma on one channel (1, spatial...), keeping its mean and std;
// `inverted` works on -x.
void applyGamma(torch::Tensor& x, const std::vector<int64_t>& spatial, double gamma, bool inverted)
{
    const double sign = inverted ? -1.0 : 1.0;
    torch::Tensor y = x * sign;
    const torch::Tensor mean = y.mean(spatial, true), std = y.std(spatial, /*unbiased=*/true, true);
    const torch::Tensor lo = y.amin(spatial, true), range = y.amax(spatial, true) - lo;
    y = ((y - lo) / (range + 1e-7)).pow(gamma) * range + lo;
    y = (y - y.mean(spatial, true)) / (y.std(spatial, true, true) + 1e-8) * std + mean;
    x.copy_(y * sign);
}

}  // namespace

void Augmenter::applyIntensity(torch::Tensor& image, const torch::Tensor& parameters,
                               const std::vector<uint64_t>& sampleSeeds) const
{
    constexpr uint64_t kNoiseSeedSalt = 0x6e6f697365ULL;  // "noise"
    const int64_t B = image.size(0), C = image.size(1);
    if (parameters.size(1) != augmentationParameterCount(C))
        throw std::logic_error("Augmenter: augmentation parameters for another channel count");
    const double* p = parameters.data_ptr<double>();
    std::vector<int64_t> spatial;
    for (int64_t a = 1; a < image.dim() - 1; ++a)
        spatial.push_back(a);  // dims of one channel (1, spatial...) excluding the channel
    for (int64_t i = 0; i < B; ++i) {
        const double* q = p + i * parameters.size(1);
        torch::Tensor sample = image[i];  // (C, spatial...), a view
        if (q[kNoiseStd] > 0) {
            if (static_cast<std::size_t>(i) < sampleSeeds.size())
                seedDevice(sample.device(), sampleSeeds[static_cast<std::size_t>(i)] ^ kNoiseSeedSalt);
            sample.add_(torch::randn_like(sample), q[kNoiseStd]);
        }
        for (int64_t c = 0; c < C; ++c) {
            const double* r = q + channelParameterColumn(c, kBlurSigmaX);
            torch::Tensor x = sample.narrow(0, c, 1);  // (1, spatial...), a view
            const Vec3 sigma{r[kBlurSigmaX], r[kBlurSigmaY], r[kBlurSigmaZ]};
            if (sigma[0] > 0 || sigma[1] > 0 || sigma[2] > 0)
                x.copy_(gaussianBlur(x, sigma));
            if (r[kBrightness] != 1.0)
                x.mul_(r[kBrightness]);
            if (r[kContrast] != 1.0) {
                const torch::Tensor mean = x.mean(spatial, true);
                const torch::Tensor lo = x.amin(spatial, true), hi = x.amax(spatial, true);
                x.copy_(torch::maximum(torch::minimum((x - mean) * r[kContrast] + mean, hi), lo));
            }
            if (r[kLowResolutionX] < 1.0 || r[kLowResolutionY] < 1.0 || r[kLowResolutionZ] < 1.0) {
                std::vector<int64_t> full(x.sizes().begin() + 1, x.sizes().end()), reduced;
                for (std::size_t axis = 0; axis < full.size(); ++axis) {
                    const double zoom = r[kLowResolutionX + (full.size() - 1 - axis)];  // tensor axes run z, y, x
                    reduced.push_back(std::max<int64_t>(1, static_cast<int64_t>(std::llround(full[axis] * zoom))));
                }
                const torch::Tensor small = F::interpolate(x.unsqueeze(0), F::InterpolateFuncOptions().size(reduced).mode(torch::kNearest));
                auto upsample = F::InterpolateFuncOptions().size(full).align_corners(false);
                upsample = full.size() == 3 ? upsample.mode(torch::kTrilinear) : upsample.mode(torch::kBilinear);
                x.copy_(F::interpolate(small, upsample).squeeze(0));
            }
            if (r[kInvertedGamma] != 1.0)
                applyGamma(x, spatial, r[kInvertedGamma], /*inverted=*/true);
            if (r[kGamma] != 1.0)
                applyGamma(x, spatial, r[kGamma], /*inverted=*/false);
        }
    }
}

}  // namespace segstudio::engine
