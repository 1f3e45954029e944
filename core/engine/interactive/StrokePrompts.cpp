#include "engine/interactive/StrokePrompts.h"

#include <algorithm>
#include <cmath>

namespace segstudio::engine {

namespace {

VoxelIndex rounded(const std::array<double, 3>& p)
{
    return {std::llround(p[0]), std::llround(p[1]), std::llround(p[2])};
}

// Even-odd rule: whether (u, v) lies inside the closed polygon `ring`.
bool insidePolygon(const std::vector<std::array<double, 2>>& ring, double u, double v)
{
    bool inside = false;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        const auto& a = ring[i];
        const auto& b = ring[j];
        if ((a[1] > v) != (b[1] > v) && u < (b[0] - a[0]) * (v - a[1]) / (b[1] - a[1]) + a[0])
            inside = !inside;
    }
    return inside;
}

}  // namespace

std::vector<PromptClick> scribbleClicks(const std::vector<VoxelIndex>& stroke, bool positive, double stepVoxels)
{
    std::vector<PromptClick> clicks;
    auto add = [&](const VoxelIndex& index) {
        if (clicks.empty() || clicks.back().index != index)
            clicks.push_back({index, positive});
    };
    if (stroke.empty())
        return clicks;
    const double step = std::max(stepVoxels, 1.0);
    add(stroke.front());
    double sinceLast = 0;  // distance walked since the last click
    for (std::size_t k = 1; k < stroke.size(); ++k) {
        const std::array<double, 3> a{double(stroke[k - 1][0]), double(stroke[k - 1][1]), double(stroke[k - 1][2])};
        const std::array<double, 3> d{stroke[k][0] - a[0], stroke[k][1] - a[1], stroke[k][2] - a[2]};
        const double length = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        double at = step - sinceLast;  // along this segment
        for (; at <= length; at += step)
            add(rounded({a[0] + d[0] * at / length, a[1] + d[1] * at / length, a[2] + d[2] * at / length}));
        sinceLast = length - (at - step);
    }
    add(stroke.back());
    return clicks;
}

std::vector<PromptClick> simulatedScribble(const std::vector<uint8_t>& region, const MaskGrid& grid, bool positive,
                                           std::mt19937_64& rng)
{
    const std::optional<VoxelIndex> centre = deepestVoxel(region, grid, &rng);
    if (!centre)
        return {};
    const int normal = grid.size[2] == 1 ? 2 : std::uniform_int_distribution<int>(0, 2)(rng);
    const int u = normal == 0 ? 1 : 0, v = normal == 2 ? 1 : 2;
    // The section through the centre, and its 4-connected part holding it.
    const MaskGrid plane{{grid.size[u], grid.size[v], 1}, {grid.spacing[u], grid.spacing[v], 1.0}};
    auto indexOf = [&](int64_t iu, int64_t iv) {
        VoxelIndex p = *centre;
        p[u] = iu;
        p[v] = iv;
        return static_cast<std::size_t>((p[2] * grid.size[1] + p[1]) * grid.size[0] + p[0]);
    };
    std::vector<uint8_t> section(static_cast<std::size_t>(plane.voxels()));
    for (int64_t iv = 0; iv < plane.size[1]; ++iv)
        for (int64_t iu = 0; iu < plane.size[0]; ++iu)
            section[static_cast<std::size_t>(iv * plane.size[0] + iu)] = region[indexOf(iu, iv)];
    const Components parts = connectedComponents(section, plane);
    auto partAt = [&](int64_t iu, int64_t iv) {
        if (iu < 0 || iv < 0 || iu >= plane.size[0] || iv >= plane.size[1])
            return 0;
        return parts.labels[static_cast<std::size_t>(iv * plane.size[0] + iu)];
    };
    const int32_t mine = partAt((*centre)[u], (*centre)[v]);
    // The principal direction of the part, in physical units.
    double n = 0, mu = 0, mv = 0, cuu = 0, cvv = 0, cuv = 0;
    for (int64_t iv = 0; iv < plane.size[1]; ++iv)
        for (int64_t iu = 0; iu < plane.size[0]; ++iu)
            if (partAt(iu, iv) == mine) {
                const double pu = iu * plane.spacing[0], pv = iv * plane.spacing[1];
                n += 1;
                mu += pu, mv += pv;
                cuu += pu * pu, cvv += pv * pv, cuv += pu * pv;
            }
    mu /= n, mv /= n;
    cuu = cuu / n - mu * mu, cvv = cvv / n - mv * mv, cuv = cuv / n - mu * mv;
    const double angle = 0.5 * std::atan2(2 * cuv, cuu - cvv);
    double du = std::cos(angle) / plane.spacing[0], dv = std::sin(angle) / plane.spacing[1];
    const double length = std::hypot(du, dv);
    du /= length, dv /= length;  // one voxel of index space per unit
    // Half-voxel steps each way until the part ends, then a radius back.
    std::vector<VoxelIndex> stroke;
    for (const int sign : {-1, 1}) {
        double inside = 0;
        for (double t = 0.5;; t += 0.5) {
            if (partAt(std::llround((*centre)[u] + sign * t * du), std::llround((*centre)[v] + sign * t * dv)) != mine)
                break;
            inside = t;
        }
        const double end = std::max(0.0, inside - kClickRadiusVoxels);
        VoxelIndex p = *centre;
        p[u] = std::llround((*centre)[u] + sign * end * du);
        p[v] = std::llround((*centre)[v] + sign * end * dv);
        stroke.push_back(p);
        if (sign < 0)
            stroke.push_back(*centre);
    }
    return scribbleClicks(stroke, positive);
}

std::vector<PromptClick> correctionOf(const ErrorRegion& error, const MaskGrid& grid, bool scribble,
                                      std::mt19937_64& rng)
{
    if (scribble)
        return simulatedScribble(error.mask, grid, error.missed, rng);
    return {{*deepestVoxel(error.mask, grid), error.missed}};
}

PromptBox boxAcrossSlices(const PromptBox& rectangle, int sliceAxis, const MaskGrid& grid)
{
    double side = 0;
    for (int axis = 0; axis < 3; ++axis)
        if (axis != sliceAxis)
            side += double(std::abs(rectangle.max[axis] - rectangle.min[axis]) + 1) * grid.spacing[axis] / 2;
    const int64_t slice = std::min(rectangle.min[sliceAxis], rectangle.max[sliceAxis]);
    // As deep on both sides, also near the first or last slice, so the box's
    // middle slice is the one it was drawn on (a 2D model answers there).
    const int64_t half = std::min<int64_t>({static_cast<int64_t>(std::llround(side / 2 / grid.spacing[sliceAxis])), slice,
                                            grid.size[sliceAxis] - 1 - slice});
    PromptBox box = rectangle;
    box.min[sliceAxis] = slice - half;
    box.max[sliceAxis] = slice + half;
    return box;
}

std::optional<LassoPrompts> lassoPrompts(const std::vector<VoxelIndex>& outline, int sliceAxis, const MaskGrid& grid)
{
    if (outline.size() < 3 || sliceAxis < 0 || sliceAxis > 2)
        return std::nullopt;
    const int u = sliceAxis == 0 ? 1 : 0, v = sliceAxis == 2 ? 1 : 2;
    const int64_t slice = outline.front()[sliceAxis];
    int64_t loU = grid.size[u] - 1, hiU = 0, loV = grid.size[v] - 1, hiV = 0;
    std::vector<std::array<double, 2>> ring;
    for (const VoxelIndex& p : outline) {
        const int64_t pu = std::clamp<int64_t>(p[u], 0, grid.size[u] - 1);
        const int64_t pv = std::clamp<int64_t>(p[v], 0, grid.size[v] - 1);
        loU = std::min(loU, pu), hiU = std::max(hiU, pu);
        loV = std::min(loV, pv), hiV = std::max(hiV, pv);
        ring.push_back({double(pu), double(pv)});
    }
    if (loU > hiU || loV > hiV)
        return std::nullopt;
    // The rectangle with a margin of one voxel outside the outline, so that
    // the outline, not the mask's edge, is the border the depth is measured to.
    MaskGrid local;
    local.size = {hiU - loU + 3, hiV - loV + 3, 1};
    local.spacing = {grid.spacing[u], grid.spacing[v], 1.0};
    std::vector<uint8_t> mask(static_cast<std::size_t>(local.voxels()), 0);
    bool any = false;
    for (int64_t j = 1; j + 1 < local.size[1]; ++j)
        for (int64_t i = 1; i + 1 < local.size[0]; ++i)
            if (insidePolygon(ring, double(loU - 1 + i), double(loV - 1 + j))) {
                mask[static_cast<std::size_t>(j * local.size[0] + i)] = 1;
                any = true;
            }
    if (!any)
        return std::nullopt;
    const std::optional<VoxelIndex> deepest = deepestVoxel(mask, local);
    LassoPrompts prompts;
    prompts.inside.positive = true;
    prompts.inside.index[sliceAxis] = slice;
    prompts.inside.index[u] = loU - 1 + (*deepest)[0];
    prompts.inside.index[v] = loV - 1 + (*deepest)[1];
    PromptBox rectangle;
    rectangle.min[sliceAxis] = rectangle.max[sliceAxis] = slice;
    rectangle.min[u] = loU;
    rectangle.max[u] = hiU;
    rectangle.min[v] = loV;
    rectangle.max[v] = hiV;
    prompts.box = boxAcrossSlices(rectangle, sliceAxis, grid);
    return prompts;
}

}  // namespace segstudio::engine
