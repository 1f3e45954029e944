#pragma once
// The value types every label editor shares (LabelEditModel on a map held
// whole, BrickedLabelMap on a scan's full-resolution grid opened as a
// pyramid): voxel indices and boxes, the paint rules, the brush and what an
// edit changed. Coordinates are voxel indices (x fastest); lengths are mm.
#include <array>
#include <cstdint>
#include <set>

namespace segstudio::edit {

using Index3 = std::array<int64_t, 3>;

// Inclusive voxel box; empty() when nothing is inside.
struct VoxelBox {
    Index3 lo{0, 0, 0}, hi{-1, -1, -1};
    bool empty() const { return hi[0] < lo[0] || hi[1] < lo[1] || hi[2] < lo[2]; }
    void include(const Index3& p);
    void include(const VoxelBox& other);
    bool containsSlice(int axis, int64_t slice) const { return !empty() && lo[axis] <= slice && slice <= hi[axis]; }
};

// Which voxels a paint operation may change. The eraser and painting both
// leave voxels of a locked label alone.
enum class PaintOver {
    All,        // any voxel
    EmptyOnly,  // only voxels holding 0
    OneLabel,   // only voxels holding `overLabel`
};
struct PaintRules {
    PaintOver over = PaintOver::All;
    int64_t overLabel = 0;
    std::set<int64_t> locked;
};

// A round brush centred on a voxel: a disk in the slice perpendicular to
// `sliceAxis`, or a ball. A voxel is under it when the distance between the
// two voxel centres (mm) is at most radiusMm; the centre voxel always is.
struct BrushShape {
    double radiusMm = 2;
    bool sphere = false;
    int sliceAxis = 2;
};

enum class BrushMode {
    Paint,  // sets the label
    Erase,  // sets 0 where the voxel holds the label (other labels stay)
};

// Where flood fill and threshold paint act: the slice through the seed (or
// `slice`) perpendicular to sliceAxis, or the whole volume.
enum class FillExtent { Slice, Volume };

// What one edit changed.
struct EditSummary {
    int64_t changedVoxels = 0;
    VoxelBox box;
};

// Whether the rules let a voxel holding `before` be painted `after`.
inline bool rulesAllowPainting(const PaintRules& rules, int64_t before, int64_t after)
{
    if (before == after || rules.locked.count(before))
        return false;
    return !((rules.over == PaintOver::EmptyOnly && before != 0) || (rules.over == PaintOver::OneLabel && before != rules.overLabel));
}

}  // namespace segstudio::edit
