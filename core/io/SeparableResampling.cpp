#include "io/SeparableResampling.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <type_traits>

#include "common/system/ParallelFor.h"

namespace segstudio::io {

// Where each target index along one axis reads the source: `lower`, and
// `lower + 1` with `weight` (0 for nearest and at the last sample);
// `inside` is 0 where the target voxel lies outside the source.
struct AxisSamples {
    std::vector<int64_t> lower;
    std::vector<float> weight;
    std::vector<uint8_t> inside;
    bool identity = false;  // target index j reads source index j, unweighted
};

namespace {

AxisSamples samplesAlong(int axis, const Geometry& source, const Geometry& target, AxisInterpolation kind)
{
    const int64_t n = source.size[axis];
    const int64_t m = target.size[axis];
    const double offset = source.worldToIndex(target.origin)[axis];
    const double step = target.spacing[axis] / source.spacing[axis];
    AxisSamples s;
    s.lower.resize(static_cast<std::size_t>(m));
    s.weight.resize(static_cast<std::size_t>(m));
    s.inside.resize(static_cast<std::size_t>(m));
    s.identity = n == m;
    for (int64_t j = 0; j < m; ++j) {
        double index = offset + step * static_cast<double>(j);
        // Grids that coincide up to rounding read whole samples.
        if (std::abs(index - std::round(index)) < 1e-9)
            index = std::round(index);
        const auto at = static_cast<std::size_t>(j);
        s.inside[at] = index >= -0.5 && index < static_cast<double>(n) - 0.5;
        int64_t lower = 0;
        double weight = 0;
        if (kind == AxisInterpolation::Linear) {
            const double clamped = std::clamp(index, 0.0, static_cast<double>(n - 1));
            lower = std::min<int64_t>(static_cast<int64_t>(std::floor(clamped)), n - 1);
            weight = lower == n - 1 ? 0.0 : clamped - static_cast<double>(lower);
        } else {
            lower = std::clamp<int64_t>(static_cast<int64_t>(std::floor(index + 0.5)), 0, n - 1);
        }
        s.lower[at] = lower;
        s.weight[at] = static_cast<float>(weight);
        s.identity = s.identity && s.inside[at] && lower == j && weight == 0.0;
    }
    return s;
}

template <class T>
T blend(T a, T b, float weight)
{
    if constexpr (std::is_floating_point_v<T>)
        return weight == 0.0f ? a : a + weight * (b - a);
    else
        return a;  // nearest only
}

// Items [first, last) of one pass along `axis`: `dims` are the input's
// sizes; the output has samples.lower.size() along `axis` and the input's
// sizes elsewhere. An item is one (outer line, target index) pair.
template <class T>
void resampleItems(const T* in, const Size3& dims, int axis, const AxisSamples& samples, T* out, int64_t first,
                   int64_t last)
{
    const int64_t inner = axis == 0 ? 1 : (axis == 1 ? dims[0] : dims[0] * dims[1]);
    const int64_t n = dims[axis];
    const auto m = static_cast<int64_t>(samples.lower.size());
    for (int64_t item = first; item < last; ++item) {
        const int64_t o = item / m;
        const int64_t j = item % m;
        const auto at = static_cast<std::size_t>(j);
        T* target = out + inner * (j + m * o);
        if (!samples.inside[at]) {
            std::fill_n(target, inner, T(0));
            continue;
        }
        const int64_t lower = samples.lower[at];
        const T* a = in + inner * (lower + n * o);
        const T* b = in + inner * (std::min(lower + 1, n - 1) + n * o);
        const float w = samples.weight[at];
        for (int64_t i = 0; i < inner; ++i)
            target[i] = blend(a[i], b[i], w);
    }
}

int64_t passItems(const Size3& dims, int axis, const AxisSamples& samples)
{
    const int64_t outer = axis == 2 ? 1 : (axis == 1 ? dims[2] : dims[1] * dims[2]);
    return outer * static_cast<int64_t>(samples.lower.size());
}

// One whole pass along `axis` on `threads` workers.
template <class T>
std::vector<T> resampleOneAxis(const T* in, const Size3& dims, int axis, const AxisSamples& samples, int threads)
{
    Size3 outDims = dims;
    outDims[axis] = static_cast<int64_t>(samples.lower.size());
    std::vector<T> out(static_cast<std::size_t>(outDims[0] * outDims[1] * outDims[2]));
    const int64_t inner = axis == 0 ? 1 : (axis == 1 ? dims[0] : dims[0] * dims[1]);
    const int64_t items = passItems(dims, axis, samples);
    const int64_t perBlock = std::max<int64_t>(1, std::min<int64_t>(items, (1 << 16) / std::max<int64_t>(1, inner)));
    const auto blocks = static_cast<int>((items + perBlock - 1) / perBlock);
    parallelFor(blocks, threads, [&](int block) {
        resampleItems(in, dims, axis, samples, out.data(), block * perBlock, std::min(items, (block + 1) * perBlock));
    });
    return out;
}

// Axes that shrink the most first, so the intermediate arrays stay small.
std::array<int, 3> passOrder(const Size3& from, const Size3& to, int axes)
{
    std::array<int, 3> order{0, 1, 2};
    std::stable_sort(order.begin(), order.begin() + axes, [&](int a, int b) {
        return static_cast<double>(to[a]) / static_cast<double>(from[a]) <
               static_cast<double>(to[b]) / static_cast<double>(from[b]);
    });
    return order;
}

template <class T>
std::vector<T> resampleSeparably(const T* values, const Geometry& source, const Geometry& target,
                                 const std::array<AxisInterpolation, 3>& interpolation, int threads)
{
    if (!gridsShareAxes(source, target))
        throw std::invalid_argument("resampleAlongAxes: the grids' directions differ");
    std::array<AxisSamples, 3> samples;
    for (int axis = 0; axis < 3; ++axis)
        samples[static_cast<std::size_t>(axis)] = samplesAlong(axis, source, target, interpolation[static_cast<std::size_t>(axis)]);
    const std::array<int, 3> order = passOrder(source.size, target.size, 3);
    const T* input = values;  // the caller's array until the first pass
    std::vector<T> current;
    Size3 dims = source.size;
    for (int axis : order) {
        const AxisSamples& s = samples[static_cast<std::size_t>(axis)];
        if (s.identity)
            continue;
        current = resampleOneAxis(input, dims, axis, s, std::max(1, threads));
        input = current.data();
        dims[axis] = target.size[axis];
    }
    if (input == values)
        return std::vector<T>(values, values + source.voxelCount());
    return current;
}

}  // namespace

bool gridsShareAxes(const Geometry& a, const Geometry& b)
{
    for (std::size_t i = 0; i < a.direction.size(); ++i)
        if (std::abs(a.direction[i] - b.direction[i]) > 1e-6)
            return false;
    return true;
}

std::vector<float> resampleAlongAxes(const float* values, const Geometry& source, const Geometry& target,
                                     const std::array<AxisInterpolation, 3>& interpolation, int threads)
{
    return resampleSeparably(values, source, target, interpolation, threads);
}

SliceResampler::SliceResampler(const Geometry& source, const Geometry& target,
                               const std::array<AxisInterpolation, 3>& interpolation)
    : m_sourceSize(source.size), m_targetSize(target.size)
{
    if (!gridsShareAxes(source, target))
        throw std::invalid_argument("SliceResampler: the grids' directions differ");
    for (int axis = 0; axis < 3; ++axis)
        m_samples[static_cast<std::size_t>(axis)] =
            std::make_shared<const AxisSamples>(samplesAlong(axis, source, target, interpolation[static_cast<std::size_t>(axis)]));
}

SliceResampler::SliceResampler(const Geometry& grid) : m_sourceSize(grid.size), m_targetSize(grid.size)
{
    for (int axis = 0; axis < 3; ++axis) {
        auto same = std::make_shared<AxisSamples>();
        same->identity = true;
        m_samples[static_cast<std::size_t>(axis)] = std::move(same);
    }
}

int64_t SliceResampler::sliceVoxels() const { return m_targetSize[0] * m_targetSize[1]; }

const float* SliceResampler::inPlane(const float* volume, int64_t sourceSlice, int64_t keep, Cache& cache) const
{
    const int64_t sourcePlane = m_sourceSize[0] * m_sourceSize[1];
    const float* plane = volume + sourcePlane * sourceSlice;
    const AxisSamples& x = *m_samples[0];
    const AxisSamples& y = *m_samples[1];
    if (x.identity && y.identity)
        return plane;
    for (int slot = 0; slot < 2; ++slot)
        if (cache.slice[slot] == sourceSlice && cache.volume == volume)
            return cache.plane[slot].data();
    if (cache.volume != volume)
        cache.slice = {-1, -1};
    // Replace the slot not holding `keep`, else the older slice.
    const int slot = cache.slice[0] == keep ? 1 : cache.slice[1] == keep ? 0 : (cache.slice[0] <= cache.slice[1] ? 0 : 1);
    cache.volume = volume;
    cache.slice[slot] = sourceSlice;
    std::vector<float>& out = cache.plane[slot];
    out.resize(static_cast<std::size_t>(sliceVoxels()));
    const Size3 planeSize{m_sourceSize[0], m_sourceSize[1], 1};
    const std::array<int, 3> order = passOrder(planeSize, {m_targetSize[0], m_targetSize[1], 1}, 2);
    const AxisSamples& first = *m_samples[static_cast<std::size_t>(order[0])];
    const AxisSamples& second = *m_samples[static_cast<std::size_t>(order[1])];
    if (first.identity || second.identity) {
        const int axis = first.identity ? order[1] : order[0];
        const AxisSamples& s = *m_samples[static_cast<std::size_t>(axis)];
        resampleItems(plane, planeSize, axis, s, out.data(), 0, passItems(planeSize, axis, s));
        return out.data();
    }
    Size3 middleSize = planeSize;
    middleSize[order[0]] = m_targetSize[order[0]];
    cache.scratch.resize(static_cast<std::size_t>(middleSize[0] * middleSize[1]));
    resampleItems(plane, planeSize, order[0], first, cache.scratch.data(), 0, passItems(planeSize, order[0], first));
    resampleItems(cache.scratch.data(), middleSize, order[1], second, out.data(), 0, passItems(middleSize, order[1], second));
    return out.data();
}

const float* SliceResampler::slice(const float* volume, int64_t k, Cache& cache) const
{
    const AxisSamples& z = *m_samples[2];
    if (z.identity)
        return inPlane(volume, k, -1, cache);
    const auto at = static_cast<std::size_t>(k);
    cache.blended.resize(static_cast<std::size_t>(sliceVoxels()));
    if (!z.inside[at]) {
        std::fill(cache.blended.begin(), cache.blended.end(), 0.0f);
        return cache.blended.data();
    }
    const int64_t lower = z.lower[at];
    const float w = z.weight[at];
    const float* a = inPlane(volume, lower, -1, cache);
    if (w == 0.0f)
        return a;
    const float* b = inPlane(volume, std::min(lower + 1, m_sourceSize[2] - 1), lower, cache);  // keeps `a`
    float* out = cache.blended.data();
    for (int64_t i = 0, n = sliceVoxels(); i < n; ++i)
        out[i] = a[i] + w * (b[i] - a[i]);
    return out;
}

std::vector<int16_t> resampleNearestAlongAxes(const int16_t* values, const Geometry& source, const Geometry& target,
                                              int threads)
{
    constexpr auto nearest = AxisInterpolation::Nearest;
    return resampleSeparably(values, source, target, {nearest, nearest, nearest}, threads);
}

}  // namespace segstudio::io
