#include "GrowFromSeeds.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <string>

#include <itkImage.h>
#include <itkSmoothingRecursiveGaussianImageFilter.h>

#include "common/Errors.h"
#include "common/image/Statistics.h"

namespace segstudio::edit {
namespace {

constexpr uint16_t kNoLabel = std::numeric_limits<uint16_t>::max();
constexpr uint32_t kUnreached = std::numeric_limits<uint32_t>::max();
constexpr int64_t kSampleLimit = int64_t(1) << 20;  // values sampled per channel for its range
constexpr int kLevelOffset = 4 * SeedGrowth::kLevels;  // room for values below the 0.5th percentile

struct ChannelScale {
    double low = 0, unitsPerValue = 1;
};

// The 0.5th-99.5th percentile range of one channel, from a strided sample.
ChannelScale channelScale(const Volume& image, int channel)
{
    std::vector<double> sample = sampledFiniteValues(image, channel, kSampleLimit);
    if (sample.empty())
        return {};
    const double low = percentile(sample, 0.5), high = percentile(sample, 99.5);
    return {low, high > low ? SeedGrowth::kLevels / (high - low) : 1.0};
}

// Calls body(data) with the seeds' voxels in their own integer type.
template <class Body> void withSeedVoxels(const Volume& seeds, Body&& body)
{
    visitScalarType(seeds.type, [&](auto zero) {
        using T = decltype(zero);
        if constexpr (std::is_integral_v<T>)
            body(seeds.data<T>());
    });
}

VoxelBox widened(const VoxelBox& box, double margin, const Size3& size)
{
    VoxelBox region;
    for (int a = 0; a < 3; ++a) {
        const int64_t extent = box.hi[a] - box.lo[a] + 1;
        const int64_t pad = std::max<int64_t>(GrowOptions::kMinimumMarginVoxels, std::llround(margin * double(extent)));
        region.lo[a] = std::max<int64_t>(0, box.lo[a] - pad);
        region.hi[a] = std::min<int64_t>(size[a] - 1, box.hi[a] + pad);
    }
    return region;
}

bool contains(const VoxelBox& outer, const VoxelBox& inner)
{
    for (int a = 0; a < 3; ++a)
        if (inner.lo[a] < outer.lo[a] || inner.hi[a] > outer.hi[a])
            return false;
    return true;
}

}  // namespace

// The last result, in region-local voxel order (x fastest).
struct SeedGrowth::State {
    VoxelBox region;
    Size3 size{0, 0, 0};
    std::vector<uint16_t> levels;  // channel-major: levels[c * voxels + i]
    std::vector<ChannelScale> scales;  // per channel, of the whole image (kept across recomputations)
    std::vector<int> noiseFloor;   // per axis and channel: level changes up to this cost nothing
    std::vector<uint32_t> cost;
    std::vector<uint16_t> label;   // index into `values`; kNoLabel before reached
    std::vector<uint16_t> seed;    // index into `values` or kNoLabel
    std::vector<int64_t> values;   // label value per index; background = 0
    std::map<int64_t, uint16_t> indexOfValue;
    int64_t voxels() const { return size[0] * size[1] * size[2]; }

    uint16_t indexFor(int64_t value)
    {
        const auto found = indexOfValue.find(value);
        if (found != indexOfValue.end())
            return found->second;
        if (values.size() + 1 >= kNoLabel)
            throw InputError("", "seeds", "more than " + std::to_string(kNoLabel - 1) + " different seed labels");
        values.push_back(value);
        return indexOfValue[value] = static_cast<uint16_t>(values.size() - 1);
    }
};

SeedGrowth::SeedGrowth(std::shared_ptr<const Volume> image, GrowOptions options)
    : m_image(std::move(image)), m_options(options)
{
    if (!m_image || m_image->voxelCount() <= 0)
        throw InputError("", "image", "Grow from seeds needs a scan with voxels");
    if (m_image->voxelCount() >= int64_t(kUnreached))
        throw InputError("", "image", "more than 4 billion voxels: Grow from seeds works on a region of it (the box option)");
}

SeedGrowth::~SeedGrowth() = default;

void SeedGrowth::setOptions(const GrowOptions& options)
{
    m_options = options;
    m_state.reset();
}

namespace {

// One channel of the region as float, x fastest.
std::vector<float> regionChannel(const Volume& image, int channel, const VoxelBox& region, const Size3& size)
{
    const Size3& full = image.geometry.size;
    std::vector<float> out(static_cast<std::size_t>(size[0] * size[1] * size[2]));
    visitScalarType(image.type, [&](auto zero) {
        using T = decltype(zero);
        const T* data = image.data<T>();
        float* o = out.data();
        for (int64_t z = 0; z < size[2]; ++z)
            for (int64_t y = 0; y < size[1]; ++y) {
                const int64_t from = region.lo[0] + full[0] * (region.lo[1] + y + full[1] * (region.lo[2] + z));
                for (int64_t x = 0; x < size[0]; ++x)
                    *o++ = static_cast<float>(data[(from + x) * image.components + channel]);
            }
    });
    return out;
}

// ITK's recursive Gaussian of `values` (sigma in mm, on axes of 4 or more voxels).
template <unsigned Dimension>
void smoothInPlace(std::vector<float>& values, const Size3& size, const Vec3& spacing, double sigmaMm)
{
    using Image = itk::Image<float, Dimension>;
    auto image = Image::New();
    typename Image::RegionType region;
    typename Image::SpacingType itkSpacing;
    for (unsigned a = 0; a < Dimension; ++a) {
        region.SetSize(a, static_cast<itk::SizeValueType>(size[a]));
        itkSpacing[a] = spacing[a];
    }
    image->SetRegions(region);
    image->SetSpacing(itkSpacing);
    image->GetPixelContainer()->SetImportPointer(values.data(), values.size(), false);
    auto filter = itk::SmoothingRecursiveGaussianImageFilter<Image, Image>::New();
    filter->SetInput(image);
    filter->SetSigma(sigmaMm);
    filter->Update();
    const float* out = filter->GetOutput()->GetBufferPointer();
    std::copy(out, out + values.size(), values.begin());
}

// Quantised channel levels of the region (see GrowFromSeeds.h), after smoothing.
std::vector<uint16_t> regionLevels(const Volume& image, const std::vector<ChannelScale>& scales, const VoxelBox& region,
                                   const Size3& size, double smoothingVoxels)
{
    const int64_t voxels = size[0] * size[1] * size[2];
    const Vec3& spacing = image.geometry.spacing;
    const double sigmaMm = smoothingVoxels * std::min({spacing[0], spacing[1], spacing[2]});
    const bool flat = size[2] == 1;
    const bool smooth = sigmaMm > 0 && size[0] >= 4 && size[1] >= 4 && (flat || size[2] >= 4);
    std::vector<uint16_t> levels(static_cast<std::size_t>(voxels * image.components));
    for (int c = 0; c < image.components; ++c) {
        const ChannelScale& scale = scales[static_cast<std::size_t>(c)];
        std::vector<float> values = regionChannel(image, c, region, size);
        if (smooth && flat)
            smoothInPlace<2>(values, size, spacing, sigmaMm);
        else if (smooth)
            smoothInPlace<3>(values, size, spacing, sigmaMm);
        uint16_t* out = levels.data() + c * voxels;
        for (const float v : values) {
            const double level = std::isfinite(v) ? (v - scale.low) * scale.unitsPerValue + kLevelOffset : kLevelOffset;
            *out++ = static_cast<uint16_t>(std::clamp(std::lround(level), 0L, 65535L));
        }
    }
    return levels;
}

// Per axis and channel (index axis * channels + c): `fixed`, or (fixed < 0)
// twice the median level change between neighbours along that axis, sampled
// over the region: the step that noise alone makes (larger along axes that
// smoothing reaches less, such as thick slices).
std::vector<int> noiseFloors(const std::vector<uint16_t>& levels, int channels, const Size3& size, int fixed)
{
    const int64_t voxels = size[0] * size[1] * size[2];
    std::vector<int> floors(static_cast<std::size_t>(3 * channels), std::max(fixed, 0));
    if (fixed >= 0)
        return floors;
    const int64_t strides[3] = {1, size[0], size[0] * size[1]};
    for (int axis = 0; axis < 3; ++axis) {
        if (size[axis] < 2)
            continue;
        const int64_t sampleStride = std::max<int64_t>(1, voxels / kSampleLimit) | 1;
        for (int c = 0; c < channels; ++c) {
            const uint16_t* l = levels.data() + c * voxels;
            std::vector<int> steps;
            for (int64_t i = 0; i < voxels; i += sampleStride)
                if ((i / strides[axis]) % size[axis] + 1 < size[axis])
                    steps.push_back(std::abs(int(l[i + strides[axis]]) - int(l[i])));
            if (steps.empty())
                continue;
            auto middle = steps.begin() + static_cast<std::ptrdiff_t>(steps.size() / 2);
            std::nth_element(steps.begin(), middle, steps.end());
            floors[static_cast<std::size_t>(axis * channels + c)] = 2 * *middle;
        }
    }
    return floors;
}

// Dial's algorithm from the queued voxels until every queue is empty.
struct Propagation {
    const uint16_t* levels;  // channel-major
    const int* noiseFloor;   // per axis and channel
    uint32_t* cost;
    uint16_t* label;
    const int64_t* values;   // label value per index, for ties
    Size3 size;
    std::array<uint32_t, 3> lengthCost;
    std::vector<std::vector<uint32_t>>* buckets;
    int64_t pending;
};

// Channels > 0: that many channels, known at compile time; 0: `channels`.
template <int Channels> int64_t propagate(Propagation& p, int channels = Channels)
{
    const int64_t nx = p.size[0], ny = p.size[1], nz = p.size[2], plane = nx * ny, voxels = plane * nz;
    const int count = Channels > 0 ? Channels : channels;
    const uint16_t* levels = p.levels;
    uint32_t* cost = p.cost;
    uint16_t* label = p.label;
    std::vector<std::vector<uint32_t>>& buckets = *p.buckets;
    const uint64_t bucketCount = buckets.size();
    int64_t visited = 0, pending = p.pending;
    for (uint64_t d = 0; pending > 0; ++d) {
        std::vector<uint32_t>& bucket = buckets[d % bucketCount];
        for (std::size_t k = 0; k < bucket.size(); ++k) {
            const int64_t v = bucket[k];
            --pending;
            if (cost[v] != d)
                continue;  // reached more cheaply since it was queued
            ++visited;
            const uint16_t lab = label[v];
            const int64_t labValue = p.values[lab];
            const int64_t x = v % nx, y = (v / nx) % ny, z = v / plane;
            auto relax = [&](int64_t u, int axis) __attribute__((always_inline)) {
                const int* floor = p.noiseFloor + axis * count;
                uint32_t change = 0;
                for (int c = 0; c < count; ++c)
                    change += static_cast<uint32_t>(
                        std::max(0, std::abs(int(levels[c * voxels + v]) - int(levels[c * voxels + u])) - floor[c]));
                const uint32_t length = p.lengthCost[axis];
                const uint64_t next = d + length + std::min<uint32_t>(change, SeedGrowth::kMaxStepCost);
                if (next < cost[u] || (next == cost[u] && labValue < p.values[label[u]])) {
                    if (next >= kUnreached)
                        throw InputError("", "image", "a path's cost overflowed: the region is too large for Grow from seeds");
                    cost[u] = static_cast<uint32_t>(next);
                    label[u] = lab;
                    buckets[next % bucketCount].push_back(static_cast<uint32_t>(u));
                    ++pending;
                }
            };
            if (x > 0) relax(v - 1, 0);
            if (x + 1 < nx) relax(v + 1, 0);
            if (y > 0) relax(v - nx, 1);
            if (y + 1 < ny) relax(v + nx, 1);
            if (z > 0) relax(v - plane, 2);
            if (z + 1 < nz) relax(v + plane, 2);
        }
        bucket.clear();
    }
    return visited;
}

}  // namespace

GrowResult SeedGrowth::grow(const Volume& seeds, int64_t backgroundSeed)
{
    const Geometry& g = m_image->geometry;
    if (seeds.geometry.size != g.size)
        throw InputError("", "seeds", "the seeds' grid " + formatSize(seeds.geometry.size) + " differs from the scan's " +
                                          formatSize(g.size));
    if (!isIntegerType(seeds.type) || seeds.components != 1)
        throw InputError("", "seeds", "seeds must be one integer value per voxel");
    const auto start = std::chrono::steady_clock::now();
    auto secondsSince = [](std::chrono::steady_clock::time_point t) {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
    };
    if (backgroundSeed == 0)
        throw InputError("", "background seed", "0 means \"no seed\"; background seeds need another value");

    // The seeds' kinds and bounding box.
    std::map<int64_t, int64_t> kinds;
    VoxelBox seedBox;
    withSeedVoxels(seeds, [&](const auto* data) {
        for (int64_t i = 0; i < g.voxelCount(); ++i) {
            const int64_t v = static_cast<int64_t>(data[i]);
            if (v == 0)
                continue;
            if (v < 0 && v != backgroundSeed)
                throw InputError("", "seeds", "the seed value " + std::to_string(v) + " at voxel " + std::to_string(i) +
                                                  " is negative: seeds are labels of 1 or more (or the background seed value)");
            ++kinds[v == backgroundSeed ? 0 : v];
            seedBox.include(Index3{i % g.size[0], (i / g.size[0]) % g.size[1], i / (g.size[0] * g.size[1])});
        }
    });
    if (kinds.size() < 2)
        throw InputError("", "seeds", "Grow from seeds needs seeds of at least two labels (background may be one); found " +
                                          std::to_string(kinds.size()));

    VoxelBox whole;
    whole.lo = {0, 0, 0};
    whole.hi = {g.size[0] - 1, g.size[1] - 1, g.size[2] - 1};
    bool incremental = m_state && (m_options.wholeImage || contains(m_state->region, seedBox));
    if (!incremental) {
        auto state = std::make_unique<State>();
        if (m_state)
            state->scales = std::move(m_state->scales);
        else
            for (int c = 0; c < m_image->components; ++c)
                state->scales.push_back(channelScale(*m_image, c));
        state->region = m_options.wholeImage ? whole : widened(seedBox, m_options.boxMargin, g.size);
        for (int a = 0; a < 3; ++a)
            state->size[a] = state->region.hi[a] - state->region.lo[a] + 1;
        state->levels = regionLevels(*m_image, state->scales, state->region, state->size, m_options.smoothingVoxels);
        state->noiseFloor = noiseFloors(state->levels, m_image->components, state->size, m_options.noiseFloorLevels);
        m_state = std::move(state);
    }
    State& s = *m_state;
    const int64_t voxels = s.voxels();
    const VoxelBox& r = s.region;

    // New seed labels per region voxel; a previous seed removed or relabelled forces a recomputation.
    std::vector<uint16_t> newSeed(static_cast<std::size_t>(voxels), kNoLabel);
    withSeedVoxels(seeds, [&](const auto* data) {
        for (int64_t z = 0, i = 0; z < s.size[2]; ++z)
            for (int64_t y = 0; y < s.size[1]; ++y) {
                const auto* row = data + r.lo[0] + g.size[0] * (r.lo[1] + y + g.size[1] * (r.lo[2] + z));
                for (int64_t x = 0; x < s.size[0]; ++x, ++i) {
                    const int64_t v = static_cast<int64_t>(row[x]);
                    if (v != 0)
                        newSeed[i] = s.indexFor(v == backgroundSeed ? 0 : v);
                    if (incremental && s.seed[i] != kNoLabel && s.seed[i] != newSeed[i])
                        incremental = false;
                }
            }
    });
    if (!incremental) {
        s.cost.assign(static_cast<std::size_t>(voxels), kUnreached);
        s.label.assign(static_cast<std::size_t>(voxels), kNoLabel);
        s.seed.assign(static_cast<std::size_t>(voxels), kNoLabel);
    }

    // Length cost per axis: 1 along the finest, proportionally more along coarser axes.
    const double finest = std::min({g.spacing[0], g.spacing[1], g.spacing[2]});
    std::array<uint32_t, 3> lengthCost{};
    for (int a = 0; a < 3; ++a)
        lengthCost[a] = static_cast<uint32_t>(std::clamp(std::lround(g.spacing[a] / finest), 1L, 64L));
    const uint32_t bucketCount = kMaxStepCost + *std::max_element(lengthCost.begin(), lengthCost.end()) + 1;
    std::vector<std::vector<uint32_t>> buckets(bucketCount);
    int64_t pending = 0;
    for (int64_t i = 0; i < voxels; ++i) {
        if (newSeed[i] == kNoLabel || newSeed[i] == s.seed[i])
            continue;
        s.seed[i] = newSeed[i];
        s.cost[i] = 0;
        s.label[i] = newSeed[i];
        buckets[0].push_back(static_cast<uint32_t>(i));
        ++pending;
    }

    struct ForgetOnError {  // a half-grown state must not seed the next update
        std::unique_ptr<State>& state;
        bool done = false;
        ~ForgetOnError() { if (!done) state.reset(); }
    } forget{m_state};
    const double prepareSeconds = secondsSince(start);
    const auto propagateStart = std::chrono::steady_clock::now();
    Propagation p{s.levels.data(), s.noiseFloor.data(), s.cost.data(), s.label.data(), s.values.data(), s.size, lengthCost, &buckets, pending};
    int64_t visited = 0;
    switch (m_image->components) {
    case 1: visited = propagate<1>(p); break;
    case 2: visited = propagate<2>(p); break;
    case 3: visited = propagate<3>(p); break;
    default: visited = propagate<0>(p, m_image->components); break;
    }
    forget.done = true;
    const double propagateSeconds = secondsSince(propagateStart);

    const int64_t nx = s.size[0], ny = s.size[1], nz = s.size[2];
    const std::vector<int64_t>& values = s.values;
    GrowResult result;
    result.region = r;
    result.incremental = incremental;
    result.visitedVoxels = visited;
    result.prepareSeconds = prepareSeconds;
    result.propagateSeconds = propagateSeconds;
    result.labels = Volume::allocate(seeds.geometry, seeds.type, 1);
    visitScalarType(seeds.type, [&](auto zero) {
        using T = decltype(zero);
        T* out = result.labels.data<T>();
        for (int64_t z = 0, i = 0; z < nz; ++z)
            for (int64_t y = 0; y < ny; ++y) {
                T* row = out + r.lo[0] + g.size[0] * (r.lo[1] + y + g.size[1] * (r.lo[2] + z));
                for (int64_t x = 0; x < nx; ++x, ++i)
                    row[x] = s.label[i] == kNoLabel ? T(0) : static_cast<T>(values[s.label[i]]);
            }
    });
    return result;
}

}  // namespace segstudio::edit
