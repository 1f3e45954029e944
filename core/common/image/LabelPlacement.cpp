#include "common/image/LabelPlacement.h"

#include <cmath>
#include <cstdio>
#include <map>

#include "common/Errors.h"

namespace segstudio {

namespace {

// The continuous index in `from` of target index ijk is a * ijk + b (a: row-major 3x3).
struct IndexMap {
    std::array<double, 9> a{};
    Vec3 b{};
    Vec3 apply(double i, double j, double k) const
    {
        return {a[0] * i + a[1] * j + a[2] * k + b[0], a[3] * i + a[4] * j + a[5] * k + b[1],
                a[6] * i + a[7] * j + a[8] * k + b[2]};
    }
};

IndexMap indexMapBetween(const Geometry& target, const Geometry& from)
{
    IndexMap m;
    m.b = from.worldToIndex(target.indexToWorld({0, 0, 0}));
    for (int column = 0; column < 3; ++column) {
        Vec3 unit{0, 0, 0};
        unit[column] = 1;
        const Vec3 step = from.worldToIndex(target.indexToWorld(unit));
        for (int row = 0; row < 3; ++row)
            m.a[static_cast<std::size_t>(row * 3 + column)] = step[row] - m.b[row];
    }
    return m;
}

bool near(double value, double expected) { return std::abs(value - expected) <= kSameCentreVoxels; }

// Whether `m` maps the target's voxels one to one onto `from`'s: each target
// axis runs along one axis of `from` (either way), voxel centres coincide,
// and the two grids have the same extent.
bool sameCentres(const IndexMap& m, const Geometry& target, const Geometry& from)
{
    bool used[3] = {false, false, false};
    for (int column = 0; column < 3; ++column) {
        int axis = -1;
        for (int row = 0; row < 3; ++row) {
            const double v = m.a[static_cast<std::size_t>(row * 3 + column)];
            if (near(std::abs(v), 1.0) && axis < 0 && !used[row])
                axis = row;
            else if (!near(v, 0.0))
                return false;
        }
        if (axis < 0)
            return false;
        used[axis] = true;
        if (target.size[column] != from.size[axis])
            return false;
    }
    // The target's first and last voxels land on from's corners.
    const Vec3 first = m.b;
    const Vec3 last = m.apply(static_cast<double>(target.size[0] - 1), static_cast<double>(target.size[1] - 1),
                              static_cast<double>(target.size[2] - 1));
    for (int axis = 0; axis < 3; ++axis) {
        const double high = static_cast<double>(from.size[axis] - 1);
        const bool forwards = near(first[axis], 0.0) && near(last[axis], high);
        const bool backwards = near(first[axis], high) && near(last[axis], 0.0);
        if (!forwards && !backwards)
            return false;
    }
    return true;
}

std::string percentText(int64_t before, int64_t after)
{
    if (before == 0)
        return "new";
    char text[32];
    std::snprintf(text, sizeof text, "%+.1f %%", 100.0 * static_cast<double>(after - before) / static_cast<double>(before));
    return text;
}

}  // namespace

PlacedLabels placeLabelsOnGrid(const Volume& labels, const Geometry& target, const std::string& labelFile,
                               const std::string& targetName)
{
    if (labels.components != 1)
        throw InputError(labelFile, "channels", "a label map has one value per voxel, this file has " +
                                                    std::to_string(labels.components));
    const Geometry& from = labels.geometry;
    PlacedLabels placed;
    const IndexMap m = indexMapBetween(target, from);
    const bool identity = near(m.a[0], 1) && near(m.a[4], 1) && near(m.a[8], 1) && near(m.a[1], 0) && near(m.a[2], 0) &&
                          near(m.a[3], 0) && near(m.a[5], 0) && near(m.a[6], 0) && near(m.a[7], 0);
    const bool exact = sameCentres(m, target, from);
    if (exact && identity && near(m.b[0], 0) && near(m.b[1], 0) && near(m.b[2], 0)) {
        placed.labels = labels;
        placed.labels.geometry = target;  // within tolerance: the target's own numbers
        return placed;
    }
    placed.kind = exact ? LabelPlacementKind::Reoriented : LabelPlacementKind::Resampled;
    placed.labels = Volume::allocate(target, labels.type);
    std::map<int64_t, std::pair<int64_t, int64_t>> counts;  // value -> (before, after)
    int64_t inside = 0;
    visitScalarType(labels.type, [&](auto zero) {
        using T = decltype(zero);
        const T* source = labels.data<T>();
        T* out = placed.labels.data<T>();
        for (int64_t i = 0; i < from.voxelCount(); ++i)
            if (source[i] != 0)
                ++counts[static_cast<int64_t>(source[i])].first;
        for (int64_t k = 0, t = 0; k < target.size[2]; ++k)
            for (int64_t j = 0; j < target.size[1]; ++j)
                for (int64_t i = 0; i < target.size[0]; ++i, ++t) {
                    const Vec3 p = m.apply(static_cast<double>(i), static_cast<double>(j), static_cast<double>(k));
                    int64_t index[3];
                    bool in = true;
                    for (int axis = 0; axis < 3 && in; ++axis) {
                        index[axis] = static_cast<int64_t>(std::floor(p[axis] + 0.5));
                        in = index[axis] >= 0 && index[axis] < from.size[axis];
                    }
                    if (!in)
                        continue;
                    ++inside;
                    const T value = source[(index[2] * from.size[1] + index[1]) * from.size[0] + index[0]];
                    out[t] = value;
                    if (value != 0)
                        ++counts[static_cast<int64_t>(value)].second;
                }
    });
    if (inside == 0)
        throw InputError(labelFile, "geometry",
                         "does not overlap " + targetName + " (label map: " + from.describe() + "; " + targetName + ": " +
                             target.describe() + "): it belongs to another scan");
    if (placed.kind == LabelPlacementKind::Resampled) {
        placed.warnings.push_back(labelFile + " was resampled by nearest neighbour onto the grid of " + targetName +
                                  " (label map: " + from.describe() + "; " + targetName + ": " + target.describe() +
                                  "); voxels per label before and after:");
        for (const auto& [value, count] : counts)
            placed.warnings.push_back("label " + std::to_string(value) + ": " + std::to_string(count.first) + " -> " +
                                      std::to_string(count.second) + " voxels (" + percentText(count.first, count.second) +
                                      ")");
    }
    return placed;
}

}  // namespace segstudio
