#pragma once
// A scan opened as a multiresolution pyramid (application::openScanPyramid),
// seen in display axes: each level's display grid, the level a view should
// read for its zoom, and display-order boxes read on demand. The scene's
// grid is the overview level (held in memory); slice views read the
// full-resolution (or the zoom's) level for what they show. Qt-free; any
// thread.
#include <memory>
#include <vector>

#include "application/viewing/ScanViewing.h"
#include "widgets/views/DisplayGeometry.h"

namespace segstudio::widgets {

class PyramidSlices {
public:
    explicit PyramidSlices(std::shared_ptr<const application::ScanPyramid> pyramid);

    const application::ScanPyramid& pyramid() const { return *m_pyramid; }
    // Display axes to the scan's stored axes (every level shares it).
    const AxisMapping& mapping() const { return m_mapping; }
    int levelCount() const { return static_cast<int>(m_levels.size()); }
    int overviewLevel() const { return levelCount() - 1; }
    // Level l's grid in display axes (identity direction; level 0 is the scan's).
    const Geometry& displayGrid(int level) const { return m_levels.at(static_cast<std::size_t>(level)); }
    // The overview level in display order, read whole.
    DisplayVolume readOverview() const;
    // The coarsest level whose in-plane voxels (display axes u and v) are
    // no larger than `mmPerScreenPixel`: every screen pixel shows its own
    // voxel; level 0 when even that is coarser.
    int levelForScreen(double mmPerScreenPixel, int u, int v) const;
    // Display voxels [lo, hi) of a level (clipped), in display order, with
    // the level's display grid's origin and spacing for that box.
    Volume readDisplayBox(int level, const Size3& lo, const Size3& hi) const;
    // The display index in `level` nearest a display-frame position (mm),
    // clamped to the level.
    std::array<int64_t, 3> indexNear(int level, const Vec3& world) const;
    Vec3 worldOf(int level, const std::array<int64_t, 3>& index) const;
    // The level-0 display index a level's voxel is shown by when sampling
    // full-resolution voxels (labels): the one nearest its centre, which is
    // the centre of the 2^l block it averages along each axis.
    std::array<int64_t, 3> fullResolutionIndexOf(int level, const std::array<int64_t, 3>& index) const;

private:
    std::shared_ptr<const application::ScanPyramid> m_pyramid;
    AxisMapping m_mapping;
    std::vector<Geometry> m_levels;  // display grids
};

}  // namespace segstudio::widgets
