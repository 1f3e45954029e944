#include "widgets/views/PyramidSlices.h"

#include <algorithm>
#include <cmath>

namespace segstudio::widgets {

PyramidSlices::PyramidSlices(std::shared_ptr<const application::ScanPyramid> pyramid)
    : m_pyramid(std::move(pyramid)), m_mapping(AxisMapping::forDirection(m_pyramid->geometry().direction))
{
    for (int l = 0; l < m_pyramid->levelCount(); ++l)
        m_levels.push_back(displayGeometryOf(m_pyramid->levelGeometry(l)));
}

DisplayVolume PyramidSlices::readOverview() const
{
    return toDisplayOrder(m_pyramid->readLevel(overviewLevel()));
}

int PyramidSlices::levelForScreen(double mmPerScreenPixel, int u, int v) const
{
    int chosen = 0;
    for (int l = 1; l < levelCount(); ++l) {
        const Geometry& g = displayGrid(l);
        if (std::min(g.spacing[u], g.spacing[v]) <= mmPerScreenPixel * 1.0001)
            chosen = l;
    }
    return chosen;
}

Volume PyramidSlices::readDisplayBox(int level, const Size3& lo, const Size3& hi) const
{
    const Geometry& grid = displayGrid(level);
    const Size3 stored = m_pyramid->levelGeometry(level).size;
    Size3 from{}, to{}, sourceLo{}, sourceHi{};
    for (int d = 0; d < 3; ++d) {
        from[d] = std::clamp<int64_t>(lo[d], 0, grid.size[d]);
        to[d] = std::clamp<int64_t>(hi[d], from[d], grid.size[d]);
        const int s = m_mapping.sourceAxis[d];
        sourceLo[s] = m_mapping.flipped[d] ? stored[s] - to[d] : from[d];
        sourceHi[s] = m_mapping.flipped[d] ? stored[s] - from[d] : to[d];
    }
    DisplayVolume box = toDisplayOrder(m_pyramid->readBox(level, sourceLo, sourceHi));
    for (int d = 0; d < 3; ++d)
        box.volume.geometry.origin[d] = grid.origin[d] + static_cast<double>(from[d]) * grid.spacing[d];
    return std::move(box.volume);
}

std::array<int64_t, 3> PyramidSlices::indexNear(int level, const Vec3& world) const
{
    const Geometry& g = displayGrid(level);
    std::array<int64_t, 3> index{};
    for (int d = 0; d < 3; ++d)
        index[d] = std::clamp<int64_t>(std::llround((world[d] - g.origin[d]) / g.spacing[d]), 0, g.size[d] - 1);
    return index;
}

Vec3 PyramidSlices::worldOf(int level, const std::array<int64_t, 3>& index) const
{
    const Geometry& g = displayGrid(level);
    return {g.origin[0] + index[0] * g.spacing[0], g.origin[1] + index[1] * g.spacing[1], g.origin[2] + index[2] * g.spacing[2]};
}

std::array<int64_t, 3> PyramidSlices::fullResolutionIndexOf(int level, const std::array<int64_t, 3>& index) const
{
    return indexNear(0, worldOf(level, index));  // positions, so flipped axes of odd sizes place it right too
}

}  // namespace segstudio::widgets
