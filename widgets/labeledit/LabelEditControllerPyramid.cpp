// LabelEditController on a scan opened as a pyramid: pointer events arrive
// on the full-resolution display grid; a label map held at full resolution
// takes them through FullResolutionEditing (brush, eraser, polygon) and
// refuses the tools that need a map held whole; any other map takes them on
// the overview's grid.
#include "widgets/labeledit/LabelEditController.h"

namespace segstudio::widgets {

VoxelIndex LabelEditController::onSceneGrid(const VoxelIndex& voxel) const
{
    const ImageLayer* image = m_scene->image();
    if (!image || !image->pyramid)
        return voxel;
    const PyramidSlices& pyramid = *image->pyramid;
    return pyramid.indexNear(pyramid.overviewLevel(), pyramid.worldOf(0, voxel));
}

edit::BrickedLabelMap* LabelEditController::editableFullResolutionTarget()
{
    const int layer = targetLayer();
    edit::BrickedLabelMap* map = m_fullResolution.mapOf(layer);
    if (map) {
        map->setRules(m_rules);
        m_target = m_scene->editableLabelData(layer).get();
    }
    return map;
}

void LabelEditController::runAtFullResolution(const std::function<void()>& change)
{
    try {
        change();
    } catch (const std::exception& error) {
        if (const edit::BrickedLabelMap* map = fullResolutionTarget(); map && map->strokeActive())
            m_fullResolution.endStroke(targetLayer());  // what the stroke changed stays one undo step
        m_stroking = false;
        Q_EMIT message(QString::fromStdString(error.what()));
    }
}

bool LabelEditController::refusedAtFullResolution(const QString& tool)
{
    if (!fullResolutionTarget())
        return false;
    Q_EMIT message(tr("%1 needs a label map held whole. This scan is open as a multiresolution pyramid and its label map is "
                      "held at full resolution, where the brush, the eraser and the polygon work.").arg(tool));
    return true;
}

void LabelEditController::pressFullResolution(int sliceAxis, const VoxelIndex& voxel)
{
    m_lastSliceAxis = sliceAxis;
    switch (m_tool) {
    case EditTool::Brush:
    case EditTool::Eraser: {
        const bool painting = m_tool == EditTool::Brush;
        m_fullResolution.beginStroke(targetLayer(), {m_brushDiameterMm / 2, m_brush3D, sliceAxis},
                                     painting ? edit::BrushMode::Paint : edit::BrushMode::Erase, m_activeLabel);
        m_stroking = true;
        m_fullResolution.strokeTo(targetLayer(), voxel, painting ? m_activeLabel : 0);
        return;
    }
    case EditTool::FloodFill:
        refusedAtFullResolution(tr("Flood fill"));
        return;
    case EditTool::Threshold:
        refusedAtFullResolution(tr("Threshold paint"));
        return;
    case EditTool::GrowSeeds:
        refusedAtFullResolution(tr("Grow from seeds"));
        return;
    case EditTool::AiAssist:
        refusedAtFullResolution(tr("AI assist"));
        return;
    case EditTool::Split:
        refusedAtFullResolution(tr("Split"));
        return;
    case EditTool::Navigate:
    case EditTool::Polygon:
        return;
    }
}

}  // namespace segstudio::widgets
