#include "widgets/views/DisplayGeometry.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace segstudio::widgets {

AxisMapping AxisMapping::forDirection(const Matrix3& direction)
{
    // Display axis d is world axis d (L, P, S). Pair world and source axes
    // greedily by the strongest cosine, so oblique scans get a permutation too.
    AxisMapping m;
    std::array<bool, 3> worldUsed{false, false, false}, sourceUsed{false, false, false};
    for (int round = 0; round < 3; ++round) {
        int bestWorld = 0, bestSource = 0;
        double best = -1;
        for (int world = 0; world < 3; ++world)
            for (int source = 0; source < 3; ++source) {
                const double c = std::abs(direction[world * 3 + source]);
                if (!worldUsed[world] && !sourceUsed[source] && c > best) {
                    best = c;
                    bestWorld = world;
                    bestSource = source;
                }
            }
        worldUsed[bestWorld] = sourceUsed[bestSource] = true;
        m.sourceAxis[bestWorld] = bestSource;
        m.flipped[bestWorld] = direction[bestWorld * 3 + bestSource] < 0;
    }
    return m;
}

bool AxisMapping::isIdentity() const
{
    return sourceAxis == std::array<int, 3>{0, 1, 2} && flipped == std::array<bool, 3>{false, false, false};
}

std::array<int64_t, 3> AxisMapping::toSource(const std::array<int64_t, 3>& display, const Size3& sourceSize) const
{
    std::array<int64_t, 3> source{};
    for (int d = 0; d < 3; ++d) {
        const int s = sourceAxis[d];
        source[s] = flipped[d] ? sourceSize[s] - 1 - display[d] : display[d];
    }
    return source;
}

std::array<int64_t, 3> AxisMapping::toDisplay(const std::array<int64_t, 3>& source, const Size3& sourceSize) const
{
    std::array<int64_t, 3> display{};
    for (int d = 0; d < 3; ++d) {
        const int s = sourceAxis[d];
        display[d] = flipped[d] ? sourceSize[s] - 1 - source[s] : source[s];
    }
    return display;
}

Vec3 DisplayVolume::worldPosition(const std::array<int64_t, 3>& displayIndex) const
{
    const std::array<int64_t, 3> s = sourceIndex(displayIndex);
    return source.indexToWorld({static_cast<double>(s[0]), static_cast<double>(s[1]), static_cast<double>(s[2])});
}

std::array<int64_t, 3> DisplayVolume::sourceIndex(const std::array<int64_t, 3>& displayIndex) const
{
    return mapping.toSource(displayIndex, source.size);
}

Geometry displayGeometryOf(const Geometry& stored)
{
    const AxisMapping mapping = AxisMapping::forDirection(stored.direction);
    Geometry g;
    for (int d = 0; d < 3; ++d) {
        g.size[d] = stored.size[mapping.sourceAxis[d]];
        g.spacing[d] = stored.spacing[mapping.sourceAxis[d]];
    }
    g.direction = identityMatrix3();
    // World position of display voxel (0,0,0), so slice positions stay in mm.
    const std::array<int64_t, 3> first = mapping.toSource({0, 0, 0}, stored.size);
    g.origin = stored.indexToWorld({static_cast<double>(first[0]), static_cast<double>(first[1]), static_cast<double>(first[2])});
    return g;
}

DisplayVolume toDisplayOrder(const Volume& stored)
{
    DisplayVolume out;
    out.source = stored.geometry;
    out.mapping = AxisMapping::forDirection(stored.geometry.direction);
    const Geometry g = displayGeometryOf(stored.geometry);
    if (out.mapping.isIdentity()) {
        out.volume = stored;
        out.volume.geometry = g;
        return out;
    }
    out.volume = Volume::allocate(g, stored.type, stored.components);
    const std::size_t voxelBytes = scalarSize(stored.type) * static_cast<std::size_t>(stored.components);
    const Size3& ss = stored.geometry.size;
    std::array<int64_t, 3> strideOfDisplayAxis{};
    const int64_t sourceStrides[3] = {1, ss[0], ss[0] * ss[1]};
    int64_t base = 0;
    for (int d = 0; d < 3; ++d) {
        const int s = out.mapping.sourceAxis[d];
        strideOfDisplayAxis[d] = out.mapping.flipped[d] ? -sourceStrides[s] : sourceStrides[s];
        if (out.mapping.flipped[d])
            base += (ss[s] - 1) * sourceStrides[s];
    }
    std::byte* target = out.volume.bytes.data();
    const std::byte* source = stored.bytes.data();
    for (int64_t z = 0; z < g.size[2]; ++z)
        for (int64_t y = 0; y < g.size[1]; ++y) {
            int64_t s = base + z * strideOfDisplayAxis[2] + y * strideOfDisplayAxis[1];
            for (int64_t x = 0; x < g.size[0]; ++x, s += strideOfDisplayAxis[0], target += voxelBytes)
                std::memcpy(target, source + s * static_cast<int64_t>(voxelBytes), voxelBytes);
        }
    return out;
}

DisplayVolume toDisplayOrder(Volume&& stored)
{
    if (!AxisMapping::forDirection(stored.geometry.direction).isIdentity())
        return toDisplayOrder(static_cast<const Volume&>(stored));
    DisplayVolume out;
    out.source = stored.geometry;
    out.volume = std::move(stored);
    out.volume.geometry.direction = identityMatrix3();
    return out;
}

Volume toStoredOrder(const DisplayVolume& display)
{
    const Volume& v = display.volume;
    Volume stored = Volume::allocate(display.source, v.type, v.components);
    const std::size_t voxelBytes = scalarSize(v.type) * static_cast<std::size_t>(v.components);
    const Size3& ss = display.source.size;
    const std::byte* source = v.bytes.data();
    for (int64_t z = 0; z < v.geometry.size[2]; ++z)
        for (int64_t y = 0; y < v.geometry.size[1]; ++y)
            for (int64_t x = 0; x < v.geometry.size[0]; ++x, source += voxelBytes) {
                const std::array<int64_t, 3> s = display.mapping.toSource({x, y, z}, ss);
                std::memcpy(stored.bytes.data() + (s[0] + ss[0] * (s[1] + ss[1] * s[2])) * voxelBytes, source, voxelBytes);
            }
    return stored;
}

LengthUnit lengthUnitFor(const Geometry& geometry)
{
    return std::min(geometry.spacing[0], geometry.spacing[1]) < 0.1 ? LengthUnit::Micrometre : LengthUnit::Millimetre;
}

std::string formatLength(double millimetres, LengthUnit unit)
{
    const double value = unit == LengthUnit::Micrometre ? millimetres * 1000.0 : millimetres;
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", value);
    return text;
}

std::string unitSymbol(LengthUnit unit) { return unit == LengthUnit::Micrometre ? "\u00b5m" : "mm"; }

}  // namespace segstudio::widgets
