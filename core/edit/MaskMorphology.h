#pragma once
// Binary mask filters on a box cut out of a label map's grid, for
// SegmentOperations: exact Euclidean grow and shrink (ITK's signed Maurer
// distance map), binary median, Gaussian smoothing and islands (ITK's
// connected components, sorted by size). Lengths are mm on the grid's
// spacing; axes of one voxel (2D images) are never smoothed along. Every
// filter sees only the box: callers pad it so that what lies outside cannot
// change the answer (see SegmentOperations.cpp). core/edit internal.
#include <array>
#include <cstdint>
#include <vector>

#include "common/image/Geometry.h"
#include "edit/EditTypes.h"

namespace segstudio::edit {

struct CroppedMask {
    Size3 size{1, 1, 1};  // the box's voxels
    Vec3 spacing{1, 1, 1};
    std::vector<uint8_t> voxels;  // 0 or 1, x fastest

    // The box of `grid` where inside(linear index in the grid) holds.
    template <class Inside> static CroppedMask of(const Geometry& grid, const VoxelBox& box, Inside&& inside);
    CroppedMask with(std::vector<uint8_t> other) const { return CroppedMask{size, spacing, std::move(other)}; }
};

// Calls visit(crop index, grid index) for every voxel of `box`, x fastest.
template <class Visit> void forEachCropVoxel(const Geometry& grid, const VoxelBox& box, Visit&& visit)
{
    std::size_t c = 0;
    for (int64_t z = box.lo[2]; z <= box.hi[2]; ++z)
        for (int64_t y = box.lo[1]; y <= box.hi[1]; ++y) {
            int64_t i = (z * grid.size[1] + y) * grid.size[0] + box.lo[0];
            for (int64_t x = box.lo[0]; x <= box.hi[0]; ++x, ++c, ++i)
                visit(c, i);
        }
}

template <class Inside> CroppedMask CroppedMask::of(const Geometry& grid, const VoxelBox& box, Inside&& inside)
{
    CroppedMask mask;
    for (int a = 0; a < 3; ++a)
        mask.size[a] = box.hi[a] - box.lo[a] + 1;
    mask.spacing = grid.spacing;
    mask.voxels.resize(static_cast<std::size_t>(mask.size[0] * mask.size[1] * mask.size[2]));
    forEachCropVoxel(grid, box, [&](std::size_t c, int64_t i) { mask.voxels[c] = inside(i) ? 1 : 0; });
    return mask;
}

// The mask plus every voxel whose centre lies within mm of a mask voxel's centre.
std::vector<uint8_t> grownMask(const CroppedMask& mask, double mm);
// The mask less every voxel whose centre lies within mm of a non-mask voxel's centre.
std::vector<uint8_t> shrunkMask(const CroppedMask& mask, double mm);
// Box radius round(mm / spacing) per axis (0 along axes of one voxel).
std::array<int64_t, 3> medianRadius(double mm, const Geometry& grid);
// Binary median over that box; edges repeat the border voxel (ITK's zero-flux Neumann).
std::vector<uint8_t> medianMask(const CroppedMask& mask, double mm);
// ITK's discrete Gaussian of the mask (variance sigma², mm), >= 0.5; edges repeat the border voxel.
std::vector<uint8_t> gaussianMask(const CroppedMask& mask, double sigmaMm);

struct Islands {
    // per voxel: 0 outside the mask, 1 = the largest island, 2 = the next...;
    // equal sizes in the order of their first voxel (x fastest)
    std::vector<int32_t> ids;
    std::vector<int64_t> voxelCounts;   // per island id - 1, largest first
};
Islands islandsOf(const CroppedMask& mask, bool fullConnectivity);

}  // namespace segstudio::edit
