#pragma once
// The label editor's gestures on a label map held at the full resolution of
// a scan opened as a pyramid (LabelLayer::fullResolution, an
// edit::BrickedLabelMap in the scan's stored axes): brush, eraser and
// polygon arrive in full-resolution display voxels, are mapped to stored
// axes and painted there; after each edit the layer's overview rendition
// (LabelLayer::data, which the 3D view and zoomed-out slices show) is
// redrawn in the changed box (application::labelOverview: each overview
// voxel shows the label most of its block's labelled voxels hold); then the
// scene is told. GUI thread only.
#include <array>
#include <vector>

#include "edit/BrickedLabelMap.h"
#include "widgets/views/SceneModel.h"

namespace segstudio::widgets {

class FullResolutionEditing {
public:
    explicit FullResolutionEditing(SceneModel* scene) : m_scene(scene) {}

    // The layer's full-resolution map; null when it has none (or no pyramid is open).
    edit::BrickedLabelMap* mapOf(int layer) const;

    // A stroke in a view perpendicular to display axis `sliceAxis`. Throws InputError (label, brush).
    void beginStroke(int layer, edit::BrushShape brush, edit::BrushMode mode, int64_t label);
    void strokeTo(int layer, const VoxelIndex& displayVoxel, int64_t paintedLabel);
    void endStroke(int layer);
    // A polygon on display slice `slice` perpendicular to `sliceAxis`;
    // vertices in display in-plane voxel coordinates (lower display axis first).
    void fillPolygon(int layer, int sliceAxis, int64_t slice, const std::vector<std::array<double, 2>>& vertices, int64_t label);
    void undo(int layer);
    void redo(int layer);

private:
    // The overview rendition of the stored box, and the scene told.
    void afterEdit(int layer, const edit::EditSummary& summary, int64_t label);

    SceneModel* m_scene;
};

}  // namespace segstudio::widgets
