#pragma once
// Which voxels a brush dab, a stroke and a polygon cover, shared by the
// label editors (LabelEditModel, BrickedLabelMap) so that both paint the
// same voxels for the same gesture. Header-only; Qt-free.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "common/Errors.h"
#include "common/image/Geometry.h"
#include "edit/EditTypes.h"

namespace segstudio::edit {

// The two in-plane axes of a slice perpendicular to `sliceAxis`, lower first.
inline std::array<int, 2> inPlaneAxesOf(int sliceAxis)
{
    if (sliceAxis == 0)
        return {1, 2};
    if (sliceAxis == 1)
        return {0, 2};
    return {0, 1};
}

// Throws InputError for a slice axis other than 0-2 or a radius that is
// negative or not finite.
inline void checkBrushShape(const BrushShape& brush)
{
    if (brush.sliceAxis < 0 || brush.sliceAxis > 2)
        throw InputError("", "slice axis", "must be 0, 1 or 2, not " + std::to_string(brush.sliceAxis));
    if (!(brush.radiusMm >= 0) || !std::isfinite(brush.radiusMm))
        throw InputError("", "brush size", "must be a length of 0 mm or more");
}

// Calls visit(x, y, z) for every voxel of a grid of `size` and `spacing`
// under a dab of `brush` centred on voxel `centre` (BrushShape's rule: the
// distance between voxel centres is at most the radius), z slowest.
template <class Visit>
void forEachBrushVoxel(const Size3& size, const Vec3& spacing, const BrushShape& brush, const Index3& centre, Visit&& visit)
{
    Index3 lo{}, hi{};
    for (int a = 0; a < 3; ++a) {
        const bool spans = brush.sphere || a != brush.sliceAxis;
        const int64_t reach = spans ? static_cast<int64_t>(std::floor(brush.radiusMm / spacing[a] + 1e-9)) : 0;
        lo[a] = std::max<int64_t>(0, centre[a] - reach);
        hi[a] = std::min<int64_t>(size[a] - 1, centre[a] + reach);
    }
    const double radius2 = brush.radiusMm * brush.radiusMm * (1 + 1e-9);
    for (int64_t z = lo[2]; z <= hi[2]; ++z)
        for (int64_t y = lo[1]; y <= hi[1]; ++y)
            for (int64_t x = lo[0]; x <= hi[0]; ++x) {
                const double dx = (x - centre[0]) * spacing[0], dy = (y - centre[1]) * spacing[1],
                             dz = (z - centre[2]) * spacing[2];
                if (dx * dx + dy * dy + dz * dz <= radius2)
                    visit(x, y, z);
            }
}

// The dab centres of a stroke's segment from `from` (already stamped) to
// `to`: one every half voxel along the longest axis, so fast drags leave no
// gaps; a position repeated by rounding is visited once.
template <class Visit> void forEachStrokeDab(const Index3& from, const Index3& to, Visit&& visit)
{
    int64_t longest = 0;
    for (int a = 0; a < 3; ++a)
        longest = std::max(longest, std::abs(to[a] - from[a]));
    const int64_t samples = 2 * longest;
    Index3 previous = from;
    for (int64_t s = 1; s <= samples; ++s) {
        Index3 p{};
        for (int a = 0; a < 3; ++a)
            p[a] = from[a] + static_cast<int64_t>(std::llround(double(to[a] - from[a]) * s / samples));
        if (p != previous)
            visit(p);
        previous = p;
    }
}

// Moves a stroke's pointer to `target` (clamped to a grid of `size`): the
// first position is stamped, then every dab from the last position
// (stamp(centre) paints one dab, appending the voxels it changed to
// stroke.step.indices). Returns what this move changed; indexOf(linear
// index) gives a voxel's index.
template <class Stroke, class Stamp, class IndexOf>
EditSummary advanceStroke(Stroke& stroke, Index3 target, const Size3& size, Stamp&& stamp, IndexOf&& indexOf)
{
    for (int a = 0; a < 3; ++a)
        target[a] = std::clamp<int64_t>(target[a], 0, size[a] - 1);
    const std::size_t changedBefore = stroke.step.indices.size();
    if (!stroke.hasLast)
        stamp(target);
    else
        forEachStrokeDab(stroke.last, target, stamp);
    stroke.hasLast = true;
    stroke.last = target;
    EditSummary summary;
    for (std::size_t k = changedBefore; k < stroke.step.indices.size(); ++k)
        summary.box.include(indexOf(stroke.step.indices[k]));
    summary.changedVoxels = static_cast<int64_t>(stroke.step.indices.size() - changedBefore);
    return summary;
}

// Calls visit(row, first, last) for each run of columns [first, last] of a
// rows x columns slice whose voxel centres lie inside the polygon (vertices
// as (column, row) coordinates), by the even-odd rule; centres on a left or
// top edge count as inside.
template <class Visit>
void forEachPolygonRun(const std::vector<std::array<double, 2>>& vertices, int64_t rows, int64_t columns, Visit&& visit)
{
    if (vertices.size() < 3)
        return;
    double top = vertices.front()[1], bottom = top;
    for (const auto& vertex : vertices) {
        top = std::min(top, vertex[1]);
        bottom = std::max(bottom, vertex[1]);
    }
    const int64_t firstRow = std::max<int64_t>(0, static_cast<int64_t>(std::floor(top)));
    const int64_t lastRow = std::min<int64_t>(rows - 1, static_cast<int64_t>(std::ceil(bottom)));
    std::vector<double> crossings;
    for (int64_t row = firstRow; row <= lastRow; ++row) {
        const double y = static_cast<double>(row);
        crossings.clear();
        for (std::size_t k = 0; k < vertices.size(); ++k) {
            const auto& a = vertices[k];
            const auto& b = vertices[(k + 1) % vertices.size()];
            // Half-open in the row direction, so a vertex on the row is counted once.
            if ((a[1] <= y && y < b[1]) || (b[1] <= y && y < a[1]))
                crossings.push_back(a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]));
        }
        std::sort(crossings.begin(), crossings.end());
        for (std::size_t k = 0; k + 1 < crossings.size(); k += 2) {
            const int64_t first = std::max<int64_t>(0, static_cast<int64_t>(std::ceil(crossings[k])));
            const int64_t last = std::min<int64_t>(columns - 1, static_cast<int64_t>(std::ceil(crossings[k + 1])) - 1);
            if (first <= last)
                visit(row, first, last);
        }
    }
}

// Calls visit(voxel) for each voxel of slice `slice` perpendicular to
// `sliceAxis` of a grid of `size` whose centre lies inside the polygon
// (vertices in in-plane coordinates, lower axis first; forEachPolygonRun's rule).
template <class Visit>
void forEachPolygonVoxel(int sliceAxis, int64_t slice, const Size3& size, const std::vector<std::array<double, 2>>& vertices,
                         Visit&& visit)
{
    const auto [u, v] = inPlaneAxesOf(sliceAxis);
    forEachPolygonRun(vertices, size[v], size[u], [&](int64_t row, int64_t first, int64_t last) {
        for (int64_t column = first; column <= last; ++column) {
            Index3 p{};
            p[sliceAxis] = slice;
            p[u] = column;
            p[v] = row;
            visit(p);
        }
    });
}

}  // namespace segstudio::edit
