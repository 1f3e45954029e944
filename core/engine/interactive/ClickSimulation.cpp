#include "engine/interactive/ClickSimulation.h"

#include "engine/interactive/StrokePrompts.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace segstudio::engine {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Felzenszwalb & Huttenlocher's 1D squared distance transform of `f` (n
// samples `step` apart in memory, `spacing` apart in space), in place.
void distanceTransform1d(double* f, int64_t n, int64_t step, double spacing, std::vector<double>& d,
                         std::vector<int64_t>& v, std::vector<double>& z)
{
    d.resize(static_cast<std::size_t>(n));
    v.resize(static_cast<std::size_t>(n));
    z.resize(static_cast<std::size_t>(n) + 1);
    const double s2 = spacing * spacing;
    int64_t k = -1;
    for (int64_t q = 0; q < n; ++q) {
        const double fq = f[q * step];
        if (fq == kInfinity)
            continue;
        while (k >= 0) {
            const int64_t p = v[static_cast<std::size_t>(k)];
            const double fp = f[p * step];
            const double s = ((fq + s2 * q * q) - (fp + s2 * p * p)) / (2 * s2 * (q - p));
            if (s <= z[static_cast<std::size_t>(k)]) {
                --k;
                continue;
            }
            ++k;
            v[static_cast<std::size_t>(k)] = q;
            z[static_cast<std::size_t>(k)] = s;
            z[static_cast<std::size_t>(k) + 1] = kInfinity;
            break;
        }
        if (k < 0) {
            k = 0;
            v[0] = q;
            z[0] = -kInfinity;
            z[1] = kInfinity;
        }
    }
    if (k < 0)
        return;  // no finite sample: everything stays infinite
    int64_t j = 0;
    for (int64_t q = 0; q < n; ++q) {
        while (z[static_cast<std::size_t>(j) + 1] < q)
            ++j;
        const int64_t p = v[static_cast<std::size_t>(j)];
        d[static_cast<std::size_t>(q)] = s2 * (q - p) * (q - p) + f[p * step];
    }
    for (int64_t q = 0; q < n; ++q)
        f[q * step] = d[static_cast<std::size_t>(q)];
}

// Squared distance of each voxel to the nearest zero of `mask` (0 outside),
// over a box of `size`; infinite where the box holds no zero.
std::vector<double> squaredDistanceToOutside(const std::vector<uint8_t>& mask, const VoxelIndex& size,
                                             const std::array<double, 3>& spacing)
{
    std::vector<double> f(mask.size());
    for (std::size_t i = 0; i < mask.size(); ++i)
        f[i] = mask[i] ? kInfinity : 0.0;
    std::vector<double> d, z;
    std::vector<int64_t> v;
    const int64_t sx = size[0], sy = size[1], sz = size[2];
    for (int64_t k = 0; k < sz; ++k)
        for (int64_t j = 0; j < sy; ++j)
            distanceTransform1d(&f[static_cast<std::size_t>((k * sy + j) * sx)], sx, 1, spacing[0], d, v, z);
    for (int64_t k = 0; k < sz; ++k)
        for (int64_t i = 0; i < sx; ++i)
            distanceTransform1d(&f[static_cast<std::size_t>(k * sy * sx + i)], sy, sx, spacing[1], d, v, z);
    for (int64_t j = 0; j < sy; ++j)
        for (int64_t i = 0; i < sx; ++i)
            distanceTransform1d(&f[static_cast<std::size_t>(j * sx + i)], sz, sx * sy, spacing[2], d, v, z);
    return f;
}

}  // namespace

std::optional<PromptBox> boundingBox(const std::vector<uint8_t>& mask, const MaskGrid& grid)
{
    PromptBox box{{grid.size[0], grid.size[1], grid.size[2]}, {-1, -1, -1}};
    int64_t i = 0;
    for (int64_t z = 0; z < grid.size[2]; ++z)
        for (int64_t y = 0; y < grid.size[1]; ++y)
            for (int64_t x = 0; x < grid.size[0]; ++x, ++i)
                if (mask[static_cast<std::size_t>(i)]) {
                    const VoxelIndex p{x, y, z};
                    for (int a = 0; a < 3; ++a) {
                        box.min[a] = std::min(box.min[a], p[a]);
                        box.max[a] = std::max(box.max[a], p[a]);
                    }
                }
    if (box.max[0] < 0)
        return std::nullopt;
    return box;
}

std::optional<VoxelIndex> deepestVoxel(const std::vector<uint8_t>& mask, const MaskGrid& grid, std::mt19937_64* rng)
{
    const std::optional<PromptBox> tight = boundingBox(mask, grid);
    if (!tight)
        return std::nullopt;
    // The box around the object with one voxel of outside on each side
    // (where the grid allows): the transform needs only that.
    VoxelIndex lo{}, size{};
    for (int a = 0; a < 3; ++a) {
        lo[a] = std::max<int64_t>(0, tight->min[a] - 1);
        size[a] = std::min(grid.size[a] - 1, tight->max[a] + 1) - lo[a] + 1;
    }
    std::vector<uint8_t> crop(static_cast<std::size_t>(size[0] * size[1] * size[2]));
    for (int64_t z = 0; z < size[2]; ++z)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x)
                crop[static_cast<std::size_t>((z * size[1] + y) * size[0] + x)] =
                    mask[static_cast<std::size_t>(((z + lo[2]) * grid.size[1] + y + lo[1]) * grid.size[0] + x + lo[0])];
    const std::vector<double> distance = squaredDistanceToOutside(crop, size, grid.spacing);
    // An object filling the grid has no border: its voxels are all infinitely deep.
    double best = -1;
    std::vector<std::size_t> ties;
    for (std::size_t i = 0; i < crop.size(); ++i) {
        if (!crop[i])
            continue;
        if (distance[i] > best * (1 + 1e-9) + 1e-12) {
            best = distance[i];
            ties.assign(1, i);
        } else if (distance[i] >= best * (1 - 1e-9)) {
            ties.push_back(i);
        }
    }
    std::size_t chosen = ties.front();
    if (rng && ties.size() > 1)
        chosen = ties[std::uniform_int_distribution<std::size_t>(0, ties.size() - 1)(*rng)];
    const int64_t c = static_cast<int64_t>(chosen);
    return VoxelIndex{lo[0] + c % size[0], lo[1] + (c / size[0]) % size[1], lo[2] + c / (size[0] * size[1])};
}

Components connectedComponents(const std::vector<uint8_t>& mask, const MaskGrid& grid)
{
    Components result;
    result.labels.assign(mask.size(), 0);
    result.sizes.assign(1, 0);
    const int64_t sx = grid.size[0], sy = grid.size[1], sz = grid.size[2];
    std::vector<int64_t> stack;
    for (int64_t start = 0; start < static_cast<int64_t>(mask.size()); ++start) {
        if (!mask[static_cast<std::size_t>(start)] || result.labels[static_cast<std::size_t>(start)])
            continue;
        const int32_t label = static_cast<int32_t>(result.sizes.size());
        int64_t count = 0;
        stack.assign(1, start);
        result.labels[static_cast<std::size_t>(start)] = label;
        while (!stack.empty()) {
            const int64_t i = stack.back();
            stack.pop_back();
            ++count;
            const int64_t x = i % sx, y = (i / sx) % sy, z = i / (sx * sy);
            auto visit = [&](bool inside, int64_t j) {
                if (inside && mask[static_cast<std::size_t>(j)] && !result.labels[static_cast<std::size_t>(j)]) {
                    result.labels[static_cast<std::size_t>(j)] = label;
                    stack.push_back(j);
                }
            };
            visit(x > 0, i - 1);
            visit(x + 1 < sx, i + 1);
            visit(y > 0, i - sx);
            visit(y + 1 < sy, i + sx);
            visit(z > 0, i - sx * sy);
            visit(z + 1 < sz, i + sx * sy);
        }
        result.sizes.push_back(count);
    }
    return result;
}

std::optional<ErrorRegion> largestErrorRegion(const std::vector<uint8_t>& prediction, const std::vector<uint8_t>& target,
                                              const MaskGrid& grid, const std::vector<uint8_t>& ignore)
{
    std::vector<uint8_t> missed(target.size()), extra(target.size());
    for (std::size_t i = 0; i < target.size(); ++i) {
        const bool counted = ignore.empty() || !ignore[i];
        missed[i] = counted && target[i] && !prediction[i];
        extra[i] = counted && !target[i] && prediction[i];
    }
    const Components missedParts = connectedComponents(missed, grid);
    const Components extraParts = connectedComponents(extra, grid);
    auto largest = [](const Components& c) {
        const auto it = std::max_element(c.sizes.begin() + 1, c.sizes.end());
        return it == c.sizes.end() ? std::pair<int32_t, int64_t>{0, 0}
                                   : std::pair<int32_t, int64_t>{static_cast<int32_t>(it - c.sizes.begin()), *it};
    };
    const auto [missedLabel, missedSize] = largest(missedParts);
    const auto [extraLabel, extraSize] = largest(extraParts);
    if (missedSize == 0 && extraSize == 0)
        return std::nullopt;
    ErrorRegion region;
    region.missed = missedSize >= extraSize;
    const Components& parts = region.missed ? missedParts : extraParts;
    const int32_t label = region.missed ? missedLabel : extraLabel;
    region.mask.resize(target.size());
    for (std::size_t i = 0; i < region.mask.size(); ++i)
        region.mask[i] = parts.labels[i] == label;
    return region;
}

std::optional<PromptClick> correctiveClick(const std::vector<uint8_t>& prediction, const std::vector<uint8_t>& target,
                                           const MaskGrid& grid, const std::vector<uint8_t>& ignore)
{
    const std::optional<ErrorRegion> region = largestErrorRegion(prediction, target, grid, ignore);
    if (!region)
        return std::nullopt;
    return PromptClick{*deepestVoxel(region->mask, grid), region->missed};
}

double maskDice(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b)
{
    int64_t both = 0, sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        both += (a[i] && b[i]);
        sum += (a[i] != 0) + (b[i] != 0);
    }
    return sum == 0 ? 1.0 : 2.0 * static_cast<double>(both) / static_cast<double>(sum);
}

double InteractionCurve::areaUnderCurve() const
{
    double sum = 0;
    for (double d : dice)
        sum += d;
    return dice.empty() ? 0.0 : sum / static_cast<double>(dice.size());
}

InteractionCurve runClickProtocol(const SegmentFunction& segment, const std::vector<uint8_t>& target,
                                  const MaskGrid& grid, int corrections, bool startWithBox,
                                  const std::vector<uint8_t>& ignore, bool scribbleCorrections)
{
    std::mt19937_64 rng(0);
    InteractionCurve curve;
    PromptSet prompts;
    if (startWithBox) {
        const std::optional<PromptBox> box = boundingBox(target, grid);
        if (!box)
            return curve;
        prompts.box = *box;
    } else {
        const std::optional<VoxelIndex> centre = deepestVoxel(target, grid);
        if (!centre)
            return curve;
        prompts.clicks.push_back({*centre, true});
    }
    auto scored = [&](const std::vector<uint8_t>& mask) {
        if (ignore.empty())
            return maskDice(mask, target);
        std::vector<uint8_t> kept = mask;
        for (std::size_t i = 0; i < kept.size(); ++i)
            kept[i] = kept[i] && !ignore[i];
        return maskDice(kept, target);
    };
    for (int interaction = 0; interaction <= corrections; ++interaction) {
        double milliseconds = 0;
        const std::vector<uint8_t> mask = segment(prompts, milliseconds);
        curve.dice.push_back(scored(mask));
        curve.milliseconds.push_back(milliseconds);
        const std::optional<ErrorRegion> error = largestErrorRegion(mask, target, grid, ignore);
        if (!error) {
            while (static_cast<int>(curve.dice.size()) <= corrections)
                curve.dice.push_back(curve.dice.back());
            break;
        }
        for (const PromptClick& c : correctionOf(*error, grid, scribbleCorrections, rng))
            prompts.clicks.push_back(c);
    }
    return curve;
}

}  // namespace segstudio::engine
