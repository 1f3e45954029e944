#pragma once
// A label map on the full-resolution grid of a scan opened as a pyramid
// (larger than memory), whose memory follows the edits: voxels live in
// bricks of 32^3 that are made when a voxel in them is first painted; every
// other voxel reads from the base (a label map file read box by box, or 0).
// Brush and eraser strokes and polygon fills paint exactly the voxels
// LabelEditModel paints for the same gesture (PaintShapes.h), obey the
// PaintRules, and are one undo step each, kept as the changed voxels.
//
// Coordinates are the stored grid's voxel indices (x fastest), not display
// axes. Memory: 64 KiB per brick holding a changed voxel (labels are held
// as 16-bit; a brick stays once made) plus 10 bytes per changed voxel in
// the undo history; never the whole grid.
// Qt-free; not thread-safe: one thread (the GUI thread) edits and reads.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>
#include <vector>

#include "common/image/Volume.h"
#include "edit/EditHistory.h"
#include "edit/EditTypes.h"

namespace segstudio::edit {

class BrickedLabelMap {
public:
    static constexpr int64_t kBrick = 32;
    // Voxels [lo, hi) of the base label map, one integer component (any
    // type; values above the map's type are refused when read). Called for
    // each box the map first needs; may throw InputError naming its file.
    using BaseReader = std::function<Volume(const Size3& lo, const Size3& hi)>;

    // `type`: how the map saves, UInt8 or UInt16 (labels 1..255, 1..65535).
    // Throws InputError for another type or an empty grid.
    BrickedLabelMap(const Geometry& geometry, ScalarType type, BaseReader base = {});
    ~BrickedLabelMap();
    BrickedLabelMap(const BrickedLabelMap&) = delete;
    BrickedLabelMap& operator=(const BrickedLabelMap&) = delete;

    const Geometry& geometry() const { return m_geometry; }
    ScalarType type() const { return m_type; }
    bool hasBase() const { return static_cast<bool>(m_base); }
    int64_t largestStorableLabel() const;

    void setRules(PaintRules rules) { m_rules = std::move(rules); }
    const PaintRules& rules() const { return m_rules; }

    int64_t valueAt(const Index3& voxel) const;  // 0 outside the grid
    // Voxels [lo, hi) (clipped to the grid) in type(), with that box's geometry.
    Volume readBox(const Size3& lo, const Size3& hi) const;
    // The voxels at every combination of the given indices per axis (x
    // fastest; each list in any order, each index inside the grid), e.g. a
    // slice of a coarser pyramid level on screen. Where a voxel's brick was
    // never painted and the map has a base, the base is read only when the
    // lists are dense (their bounding box holds at most 4 samples' worth of
    // voxels); otherwise that voxel is -1, for callers to show a coarser
    // rendition of the base there (the overview's). Without a base: 0.
    std::vector<int32_t> sampleVoxels(const std::array<std::vector<int64_t>, 3>& at) const;

    // One stroke is one undo step (LabelEditModel's rules). Throws
    // InputError when `label` does not fit type() or is not positive, or a
    // base read fails.
    void beginStroke(const BrushShape& brush, BrushMode mode, int64_t label);
    EditSummary strokeTo(const Index3& centre);  // what this call changed
    EditSummary endStroke();
    bool strokeActive() const { return m_stroke.has_value(); }
    // The polygon on slice `slice` perpendicular to `sliceAxis` (vertices:
    // in-plane voxel coordinates, lower axis first), as LabelEditModel fills it.
    EditSummary fillPolygon(int sliceAxis, int64_t slice, const std::vector<std::array<double, 2>>& vertices, int64_t label);

    bool canUndo() const { return m_history.canUndo(); }
    bool canRedo() const { return m_history.canRedo(); }
    EditSummary undo();
    EditSummary redo();
    std::size_t historyBytes() const { return m_history.bytes(); }
    // Whether an edit, undo or redo happened since the last markSaved().
    bool modifiedSinceSave() const { return m_changeCounter != m_savedCounter; }
    void markSaved() { m_savedCounter = m_changeCounter; }

    std::size_t brickCount() const { return m_bricks.size(); }
    uint64_t brickBytes() const { return m_bricks.size() * uint64_t(kBrick * kBrick * kBrick) * sizeof(uint16_t); }
    // Voxels holding `label` when the map began empty (no base); nullopt with a base.
    std::optional<int64_t> voxelCount(int64_t label) const;
    // The non-zero labels the base holds, as a caller that read all of it
    // found them (application::labelOverview over the whole grid), so that a
    // new label never takes a value only thin structures hold; empty when unknown.
    void setBaseLabels(std::set<int64_t> labels) { m_baseLabels = std::move(labels); }
    const std::set<int64_t>& baseLabels() const { return m_baseLabels; }

private:
    struct Step {
        int64_t after = 0;
        std::vector<int64_t> indices;  // linear voxel indices, in change order
        std::vector<uint16_t> before;
        VoxelBox box;
        std::size_t bytes() const { return indices.capacity() * 8 + before.capacity() * 2; }
    };
    using Stroke = StrokeInProgress<Step>;
    using Brick = std::vector<uint16_t>;

    int64_t brickKey(int64_t bx, int64_t by, int64_t bz) const { return bx + m_bricksPerAxis[0] * (by + m_bricksPerAxis[1] * bz); }
    Brick& brickOf(const Index3& voxel);  // made (from the base) on first use
    const Brick* existingBrick(const Index3& voxel) const;
    static std::size_t offsetInBrick(const Index3& voxel);
    Index3 indexOf(int64_t linear) const;
    void checkLabel(int64_t label) const;
    void stamp(const Index3& centre);
    // Sets voxel v to `after` when the rules allow (erasing: only `eraseLabel`), recording it in `step`.
    void paint(Step& step, const Index3& v, int64_t eraseLabel);
    EditSummary commit(Step step);
    EditSummary apply(const Step& step, bool forward);

    Geometry m_geometry;
    ScalarType m_type;
    BaseReader m_base;
    Size3 m_bricksPerAxis{};
    std::unordered_map<int64_t, Brick> m_bricks;
    PaintRules m_rules;
    std::map<int64_t, int64_t> m_counts;  // no base only
    std::set<int64_t> m_baseLabels;
    std::optional<Stroke> m_stroke;
    EditHistory<Step> m_history;
    uint64_t m_changeCounter = 0, m_savedCounter = 0;
};

}  // namespace segstudio::edit
