#pragma once
// Editing a label map in place: brush and eraser strokes, polygon fill,
// flood fill within an intensity window, threshold paint and shape-based
// interpolation between edited slices. Every edit obeys the PaintRules
// (locked labels, "paint over") and is one undo step, stored as the changed
// voxels' indices and previous values, so undo memory follows the edit and
// not the volume. Qt-free; not thread-safe: one thread edits (the GUI thread
// in the workbench) and readers of the voxels must run on that thread.
//
// Coordinates are voxel indices of the label map (x fastest); lengths are mm
// and use the map's spacing, so a 2 mm brush covers 2 mm on any grid.
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "common/image/Volume.h"
#include "edit/EditHistory.h"
#include "edit/EditTypes.h"
#include "edit/SegmentOperations.h"

namespace segstudio::edit {

class LabelEditModel {
public:
    // Older steps are dropped beyond EditHistory's 256 steps or 1 GiB.

    // `labels`: integer voxels, one component; the model edits them in place
    // and others (views) may read them between edits. Throws InputError for
    // a map that is not an integer label map.
    explicit LabelEditModel(std::shared_ptr<Volume> labels);

    const Volume& labels() const { return *m_labels; }
    const std::shared_ptr<Volume>& sharedLabels() const { return m_labels; }

    void setRules(PaintRules rules) { m_rules = std::move(rules); }
    const PaintRules& rules() const { return m_rules; }

    // The largest label the map's voxel type holds (255 for uint8).
    int64_t largestStorableLabel() const;

    // One stroke is one undo step: beginStroke, strokeTo for each pointer
    // position (dabs every half voxel along the segment from the previous
    // position, so fast drags leave no gaps), endStroke. Throws InputError
    // when `label` does not fit the voxel type or is not positive.
    void beginStroke(const BrushShape& brush, BrushMode mode, int64_t label);
    EditSummary strokeTo(const Index3& centre);  // what this call changed
    EditSummary endStroke();                     // what the whole stroke changed
    bool strokeActive() const { return m_stroke.has_value(); }

    // Fills the polygon on slice `slice` perpendicular to `sliceAxis`.
    // Vertices are in-plane voxel coordinates (u along the lower in-plane
    // axis, v along the higher one); a voxel is inside when its centre is,
    // by the even-odd rule (centres on a left or top edge count as inside).
    EditSummary fillPolygon(int sliceAxis, int64_t slice, const std::vector<std::array<double, 2>>& vertices, int64_t label);

    // Voxels connected to `seed` (6-neighbours, 4 within a slice) whose
    // intensity in `image` (component `component`, the label map's grid)
    // lies in [low, high]; nothing when the seed's intensity does not.
    EditSummary floodFill(const Index3& seed, const Volume& image, int component, double low, double high,
                          FillExtent extent, int sliceAxis, int64_t label);

    // Every voxel of the slice (or volume) whose intensity lies in [low, high].
    EditSummary thresholdPaint(const Volume& image, int component, double low, double high, FillExtent extent,
                               int sliceAxis, int64_t slice, int64_t label);

    // Shape-based interpolation along `sliceAxis`: between each two slices
    // that hold `label` with empty slices between them, the label's signed
    // distance maps (mm, ITK's Maurer filter) are blended linearly and the
    // voxels where the blend is <= 0 get the label.
    EditSummary fillBetweenSlices(int sliceAxis, int64_t label);

    // Writes a proposal (Grow from seeds' result, an AI assist mask): every
    // voxel where `proposal` holds a non-zero label gets that label, under
    // the rules; one undo step for all labels. `proposal`: an integer map on
    // this map's grid. Throws InputError for another grid or a label that
    // does not fit.
    EditSummary paintLabels(const Volume& proposal);

    // Every voxel holding `from` gets `to`: 0 deletes an object, another
    // value merges it into that one (instance maps). One undo step. Nothing
    // changes when either label is locked or from is 0 or equals to. Throws
    // InputError when `to` does not fit the map's voxel type.
    EditSummary relabel(int64_t from, int64_t to);

    // Splits one object (instance maps: one id per object) in two. The seeds
    // must hold the same non-zero label; each voxel of that label reachable
    // from a seed through the label's voxels (6-neighbours) goes to the seed
    // nearer along such paths (mm, with the voxel spacing; ties keep the
    // label); the voxels nearer `part` get `newLabel`, the largest label
    // present + 1. Parts of the object unreachable from both seeds keep the
    // label. One undo step. Nothing changes (newLabel 0) when the seeds are
    // one voxel, lie on background or on different labels, or the label is
    // locked; throws InputError when the new id does not fit the map's type
    // or a seed lies outside the map. LabelEditModelSplit.cpp.
    struct SplitOutcome {
        EditSummary summary;
        int64_t label = 0;     // the object split
        int64_t newLabel = 0;  // the part nearer `part`; 0 = nothing changed
    };
    SplitOutcome splitObject(const Index3& keep, const Index3& part);

    // Runs a segment operation (edit/SegmentOperations.h) on the map under
    // the rules' locked labels, as one undo step. Throws InputError as
    // applySegmentOperation does (a locked target, a length out of range...).
    // LabelEditModelOperations.cpp.
    struct OperationOutcome {
        EditSummary summary;
        SegmentOperationResult result;  // its `labels` left empty: the model holds them
    };
    OperationOutcome applyOperation(const SegmentOperation& operation);

    bool canUndo() const { return m_history.canUndo(); }
    bool canRedo() const { return m_history.canRedo(); }
    std::size_t undoSteps() const { return m_history.undoSteps(); }
    std::size_t redoSteps() const { return m_history.redoSteps(); }
    EditSummary undo();  // nothing changed when there is nothing to undo
    EditSummary redo();
    std::size_t historyBytes() const { return m_history.bytes(); }  // undo and redo deltas together

    // Voxels holding `label` (kept up to date by every edit; O(1)).
    int64_t voxelCount(int64_t label) const;
    double volumeMl(int64_t label) const;  // voxelCount x voxel volume
    std::vector<int64_t> labelsPresent() const;  // non-zero, sorted

private:
    struct Step {
        int64_t after = 0;               // every changed voxel got this value (unless `afterEach`)
        std::vector<int64_t> indices;    // linear voxel indices, in change order
        std::vector<int64_t> before;     // their previous values
        std::vector<int64_t> afterEach;  // per changed voxel, for steps that paint several labels
        VoxelBox box;
        int64_t afterAt(std::size_t k) const { return afterEach.empty() ? after : afterEach[k]; }
        std::size_t bytes() const { return (indices.capacity() + before.capacity() + afterEach.capacity()) * 8; }
    };
    using Stroke = StrokeInProgress<Step>;

    void checkLabel(int64_t label) const;
    bool rulesAllow(int64_t before, int64_t after) const;  // painting, not erasing
    // Calls enumerate(paint) where paint(linearIndex) sets the voxel to
    // `after` if the rules allow (erasing: only voxels holding eraseLabel).
    template <class Enumerate> void paintVoxels(Step& step, int64_t eraseLabel, Enumerate&& enumerate);
    void stampBrush(const Index3& centre);
    EditSummary commit(Step step);
    EditSummary apply(const Step& step, bool forward);

    std::shared_ptr<Volume> m_labels;
    PaintRules m_rules;
    std::map<int64_t, int64_t> m_counts;
    std::optional<Stroke> m_stroke;
    EditHistory<Step> m_history;
};

}  // namespace segstudio::edit
