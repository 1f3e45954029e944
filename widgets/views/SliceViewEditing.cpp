// SliceView's part of the label editor: the left button goes to the editor's
// tool, the brush's outline follows the pointer, the polygon being drawn is
// shown on its slice, and edited voxels on the shown slice repaint it.
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

#include "widgets/labeledit/LabelEditController.h"
#include "widgets/views/SliceView.h"

namespace segstudio::widgets {
namespace {

std::pair<int, int> inPlaneAxes(int normal)
{
    if (normal == 0)
        return {1, 2};
    if (normal == 1)
        return {0, 2};
    return {0, 1};
}

}  // namespace

void SliceView::setLabelEditor(LabelEditController* editor)
{
    m_editor = editor;
    if (!editor)
        return;
    connect(editor, &LabelEditController::polygonChanged, this, &SliceView::requestOverlayRepaint);
    connect(editor, &LabelEditController::settingsChanged, this, &SliceView::requestOverlayRepaint);
}

void SliceView::onLabelVoxelsChanged(const edit::VoxelBox& box)
{
    const int n = normalAxis(m_orientation);
    if (m_shownImage && box.containsSlice(n, m_model->cursor()[n])) {
        updateOverlay();
        requestRender();
    }
}

bool SliceView::editorPress(QMouseEvent* event)
{
    if (!m_editor || !m_editor->wantsPointer() || !m_shownImage)
        return false;
    // AI assist: the right button or Shift+left clicks negatively.
    const bool assist = m_editor->tool() == EditTool::AiAssist;
    const bool shifted = (event->modifiers() & Qt::ShiftModifier) != 0;
    const bool negative = assist && (event->button() == Qt::RightButton || (event->button() == Qt::LeftButton && shifted));
    if (!negative && (event->button() != Qt::LeftButton || shifted))
        return false;
    const auto voxel = editorVoxelAt(event->position());
    if (!voxel)
        return false;
    const int n = normalAxis(m_orientation);
    if (assist) {
        m_hover = event->position();
        m_editor->assistPressed(n, *voxel, !negative);
        return true;
    }
    if (m_editor->tool() == EditTool::Polygon) {
        const Geometry& g = cursorGrid();
        const Vec3 world = displayToWorld(event->position());
        const auto [u, v] = inPlaneAxes(n);
        m_editor->addPolygonVertex(n, (*voxel)[n], {(world[u] - g.origin[u]) / g.spacing[u], (world[v] - g.origin[v]) / g.spacing[v]});
        return true;
    }
    m_hover = event->position();
    m_editor->pointerPressed(n, *voxel);  // brush and eraser: a stroke until release
    return true;
}

bool SliceView::editorDoubleClick()
{
    if (!m_editor || !m_editor->wantsPointer() || m_editor->tool() != EditTool::Polygon)
        return false;
    m_editor->closePolygon();
    return true;
}

bool SliceView::editorKey(QKeyEvent* event)
{
    if (!m_editor || !m_editor->wantsPointer())
        return false;
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_editor->confirm();
        return true;
    case Qt::Key_Escape:
        m_editor->discard();
        return true;
    case Qt::Key_BracketLeft:
        m_editor->setBrushDiameterMm(m_editor->brushDiameterMm() / 1.25);
        return true;
    case Qt::Key_BracketRight:
        m_editor->setBrushDiameterMm(m_editor->brushDiameterMm() * 1.25);
        return true;
    default:
        return false;
    }
}

void SliceView::paintEditorOverlay(QPainter& painter)
{
    if (!m_editor || !m_editor->wantsPointer() || !m_shownImage)
        return;
    const Geometry& g = cursorGrid();  // the editor's grid (full resolution on a pyramid)
    const int n = normalAxis(m_orientation);
    const auto [u, v] = inPlaneAxes(n);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const EditTool tool = m_editor->tool();
    if ((tool == EditTool::Brush || tool == EditTool::Eraser || tool == EditTool::GrowSeeds) && m_hover) {
        // The outline of the brush in mm, centred on the voxel under the pointer.
        if (const auto voxel = editorVoxelAt(*m_hover)) {
            const QPointF centre = editorWidgetPosition(*voxel);
            Vec3 edge{};
            for (int a = 0; a < 3; ++a)
                edge[a] = g.origin[a] + (*voxel)[a] * g.spacing[a];
            edge[u] += m_editor->brushDiameterMm() / 2;
            const QPointF rim = worldToWidget(edge);
            const double radius = std::max(1.0, std::hypot(rim.x() - centre.x(), rim.y() - centre.y()));
            painter.setPen(QPen(tool == EditTool::Brush ? QColor(255, 230, 80) : QColor(255, 255, 255), 1.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(centre, radius, radius);
        }
    }
    if (tool == EditTool::AiAssist) {
        const InteractiveAssistController* assist = m_editor->interactiveAssist();
        if (const auto box = assist->gestureBox()) {
            const QPointF a = widgetPosition(box->first), b = widgetPosition(box->second);
            painter.setPen(QPen(QColor(80, 220, 120), 1.5, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(a, b).normalized());
        }
        // A scribble or lasso being drawn (green inside, red outside); a
        // lasso shows closed.
        auto drawPath = [&](const std::vector<VoxelIndex>& path, bool closed, const QPen& pen) {
            QPainterPath line;
            line.moveTo(widgetPosition(path.front()));
            for (std::size_t k = 1; k < path.size(); ++k)
                line.lineTo(widgetPosition(path[k]));
            if (closed)
                line.closeSubpath();
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(line);
        };
        if (const std::vector<VoxelIndex> path = assist->gesturePath(); path.size() > 1)
            drawPath(path, assist->gestureIsLasso(),
                     QPen(assist->gesturePositive() ? QColor(80, 220, 120) : QColor(230, 60, 60), 2.0,
                          assist->gestureIsLasso() ? Qt::DashLine : Qt::SolidLine));
        // The prompts given: each lasso and the box where this slice crosses
        // them, and each click on its own slice (green inside, red outside
        // the object; a scribble's clicks are a row of them).
        const int64_t slice = m_model->cursor()[n];
        for (const std::vector<VoxelIndex>& lasso : assist->displayLassos())
            if (!lasso.empty() && lasso.front()[n] == slice)
                drawPath(lasso, true, QPen(QColor(80, 220, 120), 1.5));
        if (const auto box = assist->displayBox();
            box && slice >= std::min(box->first[n], box->second[n]) && slice <= std::max(box->first[n], box->second[n])) {
            VoxelIndex a = box->first, b = box->second;
            a[n] = b[n] = slice;
            painter.setPen(QPen(QColor(80, 220, 120), 1.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(widgetPosition(a), widgetPosition(b)).normalized());
        }
        for (const auto& [voxel, positive] : assist->displayClicks())
            if (voxel[n] == slice) {
                painter.setPen(QPen(Qt::white, 1.5));
                painter.setBrush(positive ? QColor(60, 200, 90) : QColor(230, 60, 60));
                painter.drawEllipse(widgetPosition(voxel), 5, 5);
            }
    }
    if (const auto& seed = m_editor->splitSeed(); tool == EditTool::Split && seed && (*seed)[n] == m_model->cursor()[n]) {
        painter.setPen(QPen(Qt::white, 1.5));
        painter.setBrush(QColor(255, 150, 40));
        painter.drawEllipse(widgetPosition(*seed), 5, 5);  // the first click of a split
    }
    const PolygonDraft& draft = m_editor->polygon();
    if (tool == EditTool::Polygon && draft.sliceAxis == n && draft.slice == m_model->fullResolutionCursor()[n] &&
        !draft.vertices.empty()) {
        QPainterPath path;
        for (std::size_t k = 0; k < draft.vertices.size(); ++k) {
            Vec3 p{};
            p[n] = g.origin[n] + draft.slice * g.spacing[n];
            p[u] = g.origin[u] + draft.vertices[k][0] * g.spacing[u];
            p[v] = g.origin[v] + draft.vertices[k][1] * g.spacing[v];
            const QPointF at = worldToWidget(p);
            if (k == 0)
                path.moveTo(at);
            else
                path.lineTo(at);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(255, 230, 80));
            painter.drawEllipse(at, 3, 3);
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(255, 230, 80), 1.5, Qt::DashLine));
        painter.drawPath(path);
    }
}

}  // namespace segstudio::widgets
