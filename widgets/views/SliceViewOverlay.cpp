// SliceView's overlays: the label maps' colours as an RGBA image actor over
// the slice (on the shown scan's grid, or on the pyramid region's grid
// when a scan opened as a pyramid shows a region: full-resolution label
// maps sampled at its scale, other maps from the overview); and drawn over
// the VTK frame with QPainter (no VTK render when only it changes): the
// linked crosshair, the scale bar, the painters other tools add
// (measurements), then the label editor's brush outline or polygon.
#include <QPainter>

#include <vtkImageActor.h>
#include <vtkImageData.h>

#include <algorithm>
#include <cmath>

#include "widgets/views/SliceView.h"

namespace segstudio::widgets {

std::vector<int32_t> SliceView::overlayLabels(const LabelLayer& layer, const Geometry& grid, int64_t slice) const
{
    const int n = normalAxis(m_orientation);
    const auto [u, v] = planeAxes(m_orientation);
    const int fast = std::min(u, v), slow = std::max(u, v);
    const int64_t nFast = grid.size[fast], nSlow = grid.size[slow];
    std::vector<int32_t> labels(static_cast<std::size_t>(nFast * nSlow), 0);
    const Volume& held = layer.data->volume;
    const Size3& hs = held.geometry.size;
    auto heldAt = [&](const VoxelIndex& p) { return static_cast<int32_t>(held.valueAsDouble(p[0] + hs[0] * (p[1] + hs[1] * p[2]))); };
    if (!m_overlayOnRegion) {
        if (hs != grid.size)
            return {};
        for (int64_t b = 0; b < nSlow; ++b)
            for (int64_t a = 0; a < nFast; ++a) {
                VoxelIndex p{};
                p[n] = slice;
                p[fast] = a;
                p[slow] = b;
                labels[static_cast<std::size_t>(a + nFast * b)] = heldAt(p);
            }
        return labels;
    }
    // The pyramid region: per display axis, the overview voxel each region
    // voxel lies in, and the full-resolution voxel that shows it.
    const PyramidSlices& pyramid = *m_model->image()->pyramid;
    if (hs != pyramid.displayGrid(pyramid.overviewLevel()).size)
        return {};
    std::array<std::vector<int64_t>, 3> overview, full;
    for (int d = 0; d < 3; ++d)
        for (int64_t i = 0; i < grid.size[d]; ++i) {
            VoxelIndex p = m_pyramidRegionLo;
            p[d] += i;
            overview[d].push_back(pyramid.indexNear(pyramid.overviewLevel(), pyramid.worldOf(m_pyramidLevel, p))[d]);
            full[d].push_back(pyramid.fullResolutionIndexOf(m_pyramidLevel, p)[d]);
        }
    full[n] = {m_model->fullResolutionCursor()[n]};  // the very slice the cursor is on
    overview[n] = {m_model->cursor()[n]};
    std::vector<int32_t> fine;
    std::array<int64_t, 3> storedCount{};
    if (layer.fullResolution) {
        const AxisMapping& mapping = pyramid.mapping();
        const Size3& stored = pyramid.pyramid().geometry().size;
        std::array<std::vector<int64_t>, 3> at;
        for (int d = 0; d < 3; ++d) {
            const int s = mapping.sourceAxis[d];
            for (const int64_t i : full[d])
                at[s].push_back(mapping.flipped[d] ? stored[s] - 1 - i : i);
            storedCount[s] = static_cast<int64_t>(at[s].size());
        }
        try {
            fine = layer.fullResolution->sampleVoxels(at);
        } catch (const std::exception& error) {
            qWarning("%s", error.what());  // the base unreadable: the overview's labels stay
        }
    }
    for (int64_t b = 0; b < nSlow; ++b)
        for (int64_t a = 0; a < nFast; ++a) {
            VoxelIndex sample{};  // the position in each axis's list
            sample[fast] = a;
            sample[slow] = b;
            int32_t value = -1;
            if (!fine.empty()) {
                std::array<int64_t, 3> s{};
                for (int d = 0; d < 3; ++d)
                    s[pyramid.mapping().sourceAxis[d]] = sample[d];
                value = fine[static_cast<std::size_t>(s[0] + storedCount[0] * (s[1] + storedCount[1] * s[2]))];
            }
            if (value < 0)
                value = heldAt({overview[0][sample[0]], overview[1][sample[1]], overview[2][sample[2]]});
            labels[static_cast<std::size_t>(a + nFast * b)] = value;
        }
    return labels;
}

void SliceView::updateOverlay()
{
    const std::vector<LabelLayer>& layers = m_model->labelLayers();
    if (!m_shownImage || layers.empty()) {
        m_overlayActor->VisibilityOff();
        return;
    }
    // A pyramid region shown: the overlay on its grid; else on the scan's slice.
    m_overlayOnRegion = showsPyramid() && m_pyramidRegion && m_pyramidActor->GetVisibility();
    const Geometry& g = m_overlayOnRegion ? m_pyramidRegion->volume.geometry : m_shownImage->volume.geometry;
    const int n = normalAxis(m_orientation);
    const int64_t slice = m_overlayOnRegion ? 0 : m_model->cursor()[n];
    int extent[6] = {0, static_cast<int>(g.size[0]) - 1, 0, static_cast<int>(g.size[1]) - 1, 0, static_cast<int>(g.size[2]) - 1};
    extent[2 * n] = extent[2 * n + 1] = static_cast<int>(slice);
    m_overlayImage = vtkSmartPointer<vtkImageData>::New();
    m_overlayImage->SetExtent(extent);
    m_overlayImage->SetSpacing(g.spacing.data());
    m_overlayImage->SetOrigin(g.origin.data());
    m_overlayImage->AllocateScalars(VTK_UNSIGNED_CHAR, 4);
    auto* rgba = static_cast<unsigned char*>(m_overlayImage->GetScalarPointer());
    const auto [u, v] = planeAxes(m_orientation);
    std::fill(rgba, rgba + g.size[u] * g.size[v] * 4, 0);
    // Memory order of the 2D extent: the lower display axis varies fastest.
    const int fast = std::min(u, v), slow = std::max(u, v);
    const int64_t nFast = g.size[fast], nSlow = g.size[slow];
    bool anything = false;
    for (const LabelLayer& layer : layers) {
        if (!layer.visible)
            continue;
        const std::vector<int32_t> labels = overlayLabels(layer, g, slice);
        if (labels.empty())
            continue;
        auto labelAt = [&](int64_t a, int64_t b) { return labels[static_cast<std::size_t>(a + nFast * b)]; };
        for (int64_t b = 0; b < nSlow; ++b)
            for (int64_t a = 0; a < nFast; ++a) {
                const int label = labelAt(a, b);
                if (label == 0)
                    continue;
                const auto style = layer.styles.find(label);
                if (style == layer.styles.end() || !style->second.visible)
                    continue;
                double alpha = layer.opacity * style->second.color.alphaF();
                if (layer.outline) {
                    const bool edge = a == 0 || b == 0 || a == nFast - 1 || b == nSlow - 1 ||
                                      labelAt(a - 1, b) != label || labelAt(a + 1, b) != label ||
                                      labelAt(a, b - 1) != label || labelAt(a, b + 1) != label;
                    if (!edge)
                        continue;
                    alpha = std::max(alpha, 0.9);
                }
                unsigned char* px = rgba + 4 * (a + nFast * b);
                const QColor& c = style->second.color;
                // "Over" compositing onto what lower layers drew.
                const double under = px[3] / 255.0;
                const double out = alpha + under * (1 - alpha);
                auto blend = [&](int channel, int value) {
                    px[channel] = static_cast<unsigned char>(std::lround((value * alpha + px[channel] * under * (1 - alpha)) / std::max(out, 1e-9)));
                };
                blend(0, c.red());
                blend(1, c.green());
                blend(2, c.blue());
                px[3] = static_cast<unsigned char>(std::lround(255 * out));
                anything = true;
            }
    }
    m_overlayActor->SetInputData(m_overlayImage);
    m_overlayActor->SetDisplayExtent(extent);
    m_overlayActor->SetVisibility(anything);
}

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
