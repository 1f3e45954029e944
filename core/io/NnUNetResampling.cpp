#include "io/NnUNetResampling.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "common/system/ParallelFor.h"

namespace segstudio::io {

namespace {

constexpr int kSplinePadding = 12;  // scipy's _prepad_for_spline_filter for mode "nearest"

// Cubic B-spline coefficients of `line` in place (mirror boundaries; the
// 12 edge values padded before make the boundary rule immaterial).
void cubicCoefficients(std::vector<double>& c)
{
    const auto n = static_cast<int64_t>(c.size());
    if (n < 2)
        return;
    const double z = std::sqrt(3.0) - 2.0;
    const double gain = (1 - z) * (1 - 1 / z);
    for (double& v : c)
        v *= gain;
    // Causal initialisation for a mirror-symmetric extension.
    const double zn = std::pow(z, static_cast<double>(n - 1));
    double sum = c[0] + zn * c[static_cast<std::size_t>(n - 1)];
    double zi = z;
    for (int64_t i = 1; i < n - 1; ++i) {
        sum += zi * (c[static_cast<std::size_t>(i)] + zn * c[static_cast<std::size_t>(n - 1 - i)]);
        zi *= z;
    }
    c[0] = sum / (1 - zn * zn);
    for (int64_t i = 1; i < n; ++i)
        c[static_cast<std::size_t>(i)] += z * c[static_cast<std::size_t>(i - 1)];
    c[static_cast<std::size_t>(n - 1)] =
        (z * c[static_cast<std::size_t>(n - 2)] + c[static_cast<std::size_t>(n - 1)]) * z / (z * z - 1);
    for (int64_t i = n - 2; i >= 0; --i)
        c[static_cast<std::size_t>(i)] = z * (c[static_cast<std::size_t>(i + 1)] - c[static_cast<std::size_t>(i)]);
}

// One line of n samples resized to m: order 3, 1 or 0 (nearest).
void resizeLine(const std::vector<double>& in, std::vector<double>& out, int order, std::vector<double>& work)
{
    const auto n = static_cast<int64_t>(in.size()), m = static_cast<int64_t>(out.size());
    const double scale = static_cast<double>(n) / static_cast<double>(m);
    auto clampIndex = [](int64_t i, int64_t size) { return std::clamp<int64_t>(i, 0, size - 1); };
    if (order == 0 || order == 1) {
        for (int64_t i = 0; i < m; ++i) {
            const double x = (static_cast<double>(i) + 0.5) * scale - 0.5;
            if (order == 0) {
                out[static_cast<std::size_t>(i)] = in[static_cast<std::size_t>(clampIndex(static_cast<int64_t>(std::floor(x + 0.5)), n))];
                continue;
            }
            const auto j = static_cast<int64_t>(std::floor(x));
            const double t = x - static_cast<double>(j);
            out[static_cast<std::size_t>(i)] = (1 - t) * in[static_cast<std::size_t>(clampIndex(j, n))] +
                                               t * in[static_cast<std::size_t>(clampIndex(j + 1, n))];
        }
        return;
    }
    work.assign(static_cast<std::size_t>(n + 2 * kSplinePadding), 0.0);
    for (int64_t i = 0; i < n + 2 * kSplinePadding; ++i)
        work[static_cast<std::size_t>(i)] = in[static_cast<std::size_t>(clampIndex(i - kSplinePadding, n))];
    cubicCoefficients(work);
    const auto padded = static_cast<int64_t>(work.size());
    for (int64_t i = 0; i < m; ++i) {
        const double x = (static_cast<double>(i) + 0.5) * scale - 0.5 + kSplinePadding;
        const auto j = static_cast<int64_t>(std::floor(x));
        const double t = x - static_cast<double>(j), u = 1 - t;
        const double w[4] = {u * u * u / 6, (4 - 6 * t * t + 3 * t * t * t) / 6,
                             (1 + 3 * t + 3 * t * t - 3 * t * t * t) / 6, t * t * t / 6};
        double v = 0;
        for (int k = 0; k < 4; ++k)
            v += w[k] * work[static_cast<std::size_t>(clampIndex(j - 1 + k, padded))];
        out[static_cast<std::size_t>(i)] = v;
    }
}

// `values` (size) resized along `axis` to m voxels.
std::vector<float> resizeAxis(const std::vector<float>& values, const Size3& size, int axis, int64_t m, int order,
                              int threads)
{
    Size3 outSize = size;
    outSize[static_cast<std::size_t>(axis)] = m;
    std::vector<float> out(static_cast<std::size_t>(outSize[0] * outSize[1] * outSize[2]));
    const int64_t n = size[static_cast<std::size_t>(axis)];
    const int64_t strideIn = axis == 0 ? 1 : axis == 1 ? size[0] : size[0] * size[1];
    const int64_t strideOut = axis == 0 ? 1 : axis == 1 ? outSize[0] : outSize[0] * outSize[1];
    // Lines: every combination of the two other axes' indices.
    const int a1 = axis == 0 ? 1 : 0, a2 = axis == 2 ? 1 : 2;
    const int64_t lines = size[static_cast<std::size_t>(a1)] * size[static_cast<std::size_t>(a2)];
    const int workers = std::max(1, threads);
    const int64_t perBlock = (lines + workers - 1) / workers;
    parallelFor(workers, workers, [&](int block) {
        std::vector<double> in(static_cast<std::size_t>(n)), result(static_cast<std::size_t>(m)), work;
        const int64_t first = block * perBlock, last = std::min(lines, first + perBlock);
        for (int64_t line = first; line < last; ++line) {
            const int64_t i1 = line % size[static_cast<std::size_t>(a1)], i2 = line / size[static_cast<std::size_t>(a1)];
            Size3 index{0, 0, 0};
            index[static_cast<std::size_t>(a1)] = i1;
            index[static_cast<std::size_t>(a2)] = i2;
            const int64_t baseIn = index[0] + index[1] * size[0] + index[2] * size[0] * size[1];
            const int64_t baseOut = index[0] + index[1] * outSize[0] + index[2] * outSize[0] * outSize[1];
            for (int64_t k = 0; k < n; ++k)
                in[static_cast<std::size_t>(k)] = values[static_cast<std::size_t>(baseIn + k * strideIn)];
            resizeLine(in, result, order, work);
            for (int64_t k = 0; k < m; ++k)
                out[static_cast<std::size_t>(baseOut + k * strideOut)] = static_cast<float>(result[static_cast<std::size_t>(k)]);
        }
    });
    return out;
}

// Every axis in `axes` resized to `to`, then clipped to the input's range
// (skimage's resize), over the whole of `values`.
std::vector<float> resizeAxes(std::vector<float> values, Size3 size, const Size3& to, const std::vector<int>& axes,
                              int order, int threads)
{
    if (values.empty())
        return values;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    const float low = *lo, high = *hi;
    for (int axis : axes) {
        if (size[static_cast<std::size_t>(axis)] == to[static_cast<std::size_t>(axis)])
            continue;
        values = resizeAxis(values, size, axis, to[static_cast<std::size_t>(axis)], order, threads);
        size[static_cast<std::size_t>(axis)] = to[static_cast<std::size_t>(axis)];
    }
    for (float& v : values)
        v = std::clamp(v, low, high);
    return values;
}

}  // namespace

Size3 nnunetResampledSize(const Size3& size, const Vec3& spacing, const Vec3& targetSpacing)
{
    Size3 out;
    for (std::size_t a = 0; a < 3; ++a)
        out[a] = std::max<int64_t>(
            1, static_cast<int64_t>(std::nearbyint(spacing[a] / targetSpacing[a] * static_cast<double>(size[a]))));
    return out;
}

Geometry nnunetResampledGrid(const Geometry& source, const Size3& size)
{
    Geometry target = source;
    Vec3 shift{};
    for (std::size_t a = 0; a < 3; ++a) {
        target.size[a] = size[a];
        target.spacing[a] = source.spacing[a] * static_cast<double>(source.size[a]) / static_cast<double>(size[a]);
        shift[a] = (-0.5 * source.spacing[a] + 0.5 * target.spacing[a]) / source.spacing[a];
    }
    target.origin = source.indexToWorld(shift);
    return target;
}

std::vector<float> nnunetResize(const std::vector<float>& values, const Size3& from, const Size3& to, int order,
                                int separateAxis, int threads)
{
    if (order != 1 && order != 3)
        throw std::invalid_argument("nnunetResize: order 1 or 3");
    if (values.size() != static_cast<std::size_t>(from[0] * from[1] * from[2]))
        throw std::invalid_argument("nnunetResize: values do not fill the grid");
    if (from == to)
        return values;
    if (separateAxis < 0)
        return resizeAxes(values, from, to, {0, 1, 2}, order, threads);
    // In-plane, slice by slice across the separate axis, each clipped to its
    // own range; then the separate axis by nearest neighbour.
    const auto s = static_cast<std::size_t>(separateAxis);
    const std::size_t p0 = s == 0 ? 1 : 0, p1 = s == 2 ? 1 : 2;
    Size3 sliceFrom = from, sliceTo = to;
    sliceFrom[s] = sliceTo[s] = 1;
    Size3 planeSize = to;
    planeSize[s] = from[s];
    const int64_t planeStride[3] = {1, planeSize[0], planeSize[0] * planeSize[1]};
    const int64_t fromStride[3] = {1, from[0], from[0] * from[1]};
    std::vector<float> plane(static_cast<std::size_t>(planeSize[0] * planeSize[1] * planeSize[2]));
    const int workers = std::max(1, threads);
    const int64_t slices = from[s], perBlock = (slices + workers - 1) / workers;
    parallelFor(workers, workers, [&](int block) {
        std::vector<float> slice(static_cast<std::size_t>(from[p0] * from[p1]));
        for (int64_t k = block * perBlock; k < std::min(slices, (block + 1) * perBlock); ++k) {
            for (int64_t i1 = 0; i1 < from[p1]; ++i1)
                for (int64_t i0 = 0; i0 < from[p0]; ++i0)
                    slice[static_cast<std::size_t>(i0 + i1 * from[p0])] =
                        values[static_cast<std::size_t>(i0 * fromStride[p0] + i1 * fromStride[p1] + k * fromStride[s])];
            const std::vector<float> resized = resizeAxes(slice, sliceFrom, sliceTo, {static_cast<int>(p0), static_cast<int>(p1)},
                                                          order, 1);
            for (int64_t i1 = 0; i1 < to[p1]; ++i1)
                for (int64_t i0 = 0; i0 < to[p0]; ++i0)
                    plane[static_cast<std::size_t>(i0 * planeStride[p0] + i1 * planeStride[p1] + k * planeStride[s])] =
                        resized[static_cast<std::size_t>(i0 + i1 * to[p0])];
        }
    });
    if (from[s] == to[s])
        return plane;
    return resizeAxis(plane, planeSize, separateAxis, to[s], 0, threads);
}

}  // namespace segstudio::io
