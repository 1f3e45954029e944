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

PromptBox boxAcrossSlices(const PromptBox& rectangle, int sliceAxis, const MaskGrid& grid)
{
    double side = 0;
    for (int axis = 0; axis < 3; ++axis)
        if (axis != sliceAxis)
            side += double(std::abs(rectangle.max[axis] - rectangle.min[axis]) + 1) * grid.spacing[axis] / 2;
    const int64_t half = std::llround(side / 2 / grid.spacing[sliceAxis]);
    const int64_t slice = std::min(rectangle.min[sliceAxis], rectangle.max[sliceAxis]);
    PromptBox box = rectangle;
    box.min[sliceAxis] = std::max<int64_t>(0, slice - half);
    box.max[sliceAxis] = std::min<int64_t>(grid.size[sliceAxis] - 1, slice + half);
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
