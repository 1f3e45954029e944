// SliceView's overlay, drawn over the VTK frame with QPainter (no VTK
// render when only it changes): the linked crosshair, the scale bar, the
// painters other tools add (measurements), then the label editor's brush
// outline or polygon.
#include <QPainter>

#include "widgets/views/SliceView.h"

namespace segstudio::widgets {

void SliceView::paintOverlay(QPainter& painter)
{
    if (!m_shownImage)
        return;
    const Geometry& g = cursorGrid();
    const auto [u, v] = planeAxes(m_orientation);
    const Vec3 centre = cursorCentre();
    // From edge to edge of the scan, through the cursor voxel's centre.
    auto endpoint = [&](int axis, double sign) {
        Vec3 p = centre;
        p[axis] = sign < 0 ? g.origin[axis] - 0.5 * g.spacing[axis] : g.origin[axis] + (g.size[axis] - 0.5) * g.spacing[axis];
        return worldToWidget(p);
    };
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(QColor(89, 204, 255, 204), 1));
    painter.drawLine(endpoint(u, -1), endpoint(u, 1));
    painter.drawLine(endpoint(v, -1), endpoint(v, 1));
    if (const auto bar = scaleBar())
        paintScaleBar(painter, QRectF(rect()), *bar);
    for (const OverlayPainter& paint : m_overlayPainters)
        paint(*this, painter);
    paintEditorOverlay(painter);
}

void SliceView::setScaleBarVisible(bool visible)
{
    m_scaleBarVisible = visible;
    update();
}

std::optional<ScaleBar> SliceView::scaleBar() const
{
    if (!m_scaleBarVisible || !m_shownImage || width() < 1)
        return std::nullopt;
    // Screen pixels per mm along the view's horizontal (square pixels on screen).
    const Vec3 a = displayToWorld({0, height() / 2.0}), b = displayToWorld({double(width()), height() / 2.0});
    const double mm = std::sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
    return chooseScaleBar(width() / mm, width(), lengthUnitFor(m_shownImage->source));
}

void SliceView::addOverlayPainter(OverlayPainter painter)
{
    m_overlayPainters.push_back(std::move(painter));
    requestOverlayRepaint();
}

}  // namespace segstudio::widgets
