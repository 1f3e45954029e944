#include "widgets/views/SliceView.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <vtkCamera.h>
#include <vtkCornerAnnotation.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkImageActor.h>
#include <vtkImageData.h>
#include <vtkImageProperty.h>
#include <vtkImageSlice.h>
#include <vtkImageSliceMapper.h>
#include <vtkRenderer.h>
#include <vtkTextProperty.h>
#include <vtkUnsignedCharArray.h>

#include <cmath>

#include "widgets/labeledit/LabelEditController.h"
#include "widgets/views/SliceComposer.h"
#include "widgets/views/VtkImageConversion.h"

namespace segstudio::widgets {

int normalAxis(SliceOrientation orientation)
{
    switch (orientation) {
    case SliceOrientation::Axial: return 2;
    case SliceOrientation::Coronal: return 1;
    case SliceOrientation::Sagittal: break;
    }
    return 0;
}

std::pair<int, int> planeAxes(SliceOrientation o)
{
    switch (o) {
    case SliceOrientation::Axial: return {0, 1};
    case SliceOrientation::Coronal: return {0, 2};
    case SliceOrientation::Sagittal: break;
    }
    return {1, 2};
}

namespace {

// A picture's planes by their axes (microscopy's XY, XZ, YZ); a patient's
// by anatomy.
QString orientationName(SliceOrientation o, bool patient)
{
    if (!patient)
        return o == SliceOrientation::Axial ? QStringLiteral("XY") : o == SliceOrientation::Coronal ? QStringLiteral("XZ")
                                                                                                   : QStringLiteral("YZ");
    switch (o) {
    case SliceOrientation::Axial: return SliceView::tr("Axial");
    case SliceOrientation::Coronal: return SliceView::tr("Coronal");
    case SliceOrientation::Sagittal: break;
    }
    return SliceView::tr("Sagittal");
}

}  // namespace

SliceView::SliceView(SceneModel* model, SliceOrientation orientation, QWidget* parent)
    : VtkRenderWidget(parent), m_model(model), m_orientation(orientation)
{
    renderer()->SetBackground(0.0, 0.0, 0.0);
    renderWindow()->SetNumberOfLayers(2);
    renderer()->GetActiveCamera()->ParallelProjectionOn();
    m_sliceMapper = vtkSmartPointer<vtkImageSliceMapper>::New();
    m_sliceMapper->SetOrientation(normalAxis(orientation));
    m_slice = vtkSmartPointer<vtkImageSlice>::New();
    m_slice->SetMapper(m_sliceMapper);
    m_slice->GetProperty()->SetInterpolationTypeToNearest();
    // The slice is added to the renderer once there is an image to show.
    m_composedActor = vtkSmartPointer<vtkImageActor>::New();
    m_composedActor->GetProperty()->SetInterpolationTypeToNearest();
    m_composedActor->VisibilityOff();
    renderer()->AddViewProp(m_composedActor);
    m_pyramidActor = vtkSmartPointer<vtkImageActor>::New();
    m_pyramidActor->GetProperty()->SetInterpolationTypeToNearest();
    m_pyramidActor->VisibilityOff();
    renderer()->AddViewProp(m_pyramidActor);

    // Layer 1: label overlay and text, always drawn over the scan (the
    // crosshair is painted over the frame: paintOverlay).
    m_overlayRenderer = vtkSmartPointer<vtkRenderer>::New();
    m_overlayRenderer->SetLayer(1);
    m_overlayRenderer->SetInteractive(0);
    m_overlayRenderer->SetActiveCamera(renderer()->GetActiveCamera());
    renderWindow()->AddRenderer(m_overlayRenderer);
    m_overlayImage = vtkSmartPointer<vtkImageData>::New();
    m_overlayImage->SetDimensions(1, 1, 1);
    m_overlayImage->AllocateScalars(VTK_UNSIGNED_CHAR, 4);
    m_overlayActor = vtkSmartPointer<vtkImageActor>::New();
    m_overlayActor->SetInputData(m_overlayImage);
    m_overlayActor->GetProperty()->SetInterpolationTypeToNearest();
    m_overlayActor->VisibilityOff();
    m_overlayRenderer->AddViewProp(m_overlayActor);

    m_annotation = vtkSmartPointer<vtkCornerAnnotation>::New();
    m_annotation->SetMaximumFontSize(16);
    m_annotation->SetLinearFontScaleFactor(2);
    m_annotation->GetTextProperty()->SetColor(0.95, 0.85, 0.3);
    m_overlayRenderer->AddViewProp(m_annotation);

    connect(m_model, &SceneModel::imageChanged, this, &SliceView::onImageChanged);
    connect(m_model, &SceneModel::cursorChanged, this, &SliceView::onCursorChanged);
    connect(m_model, &SceneModel::windowLevelChanged, this, &SliceView::onWindowLevelChanged);
    connect(m_model, &SceneModel::channelDisplayChanged, this, &SliceView::onWindowLevelChanged);
    connect(m_model, &SceneModel::labelLayersChanged, this, [this] {
        updateOverlay();
        requestRender();
    });
    connect(m_model, &SceneModel::labelStyleChanged, this, [this] {
        updateOverlay();
        requestRender();
    });
    connect(m_model, &SceneModel::labelVoxelsChanged, this, [this](int, const edit::VoxelBox& box) { onLabelVoxelsChanged(box); });
    if (m_model->hasImage())
        onImageChanged();
    updateAnnotations();
}

SliceView::~SliceView() = default;

void SliceView::onImageChanged()
{
    const ImageLayer* image = m_model->image();
    m_shownImage = image ? image->data : nullptr;
    m_pyramidRegion.reset();
    m_pyramidActor->VisibilityOff();
    if (!m_shownImage) {
        m_slice->VisibilityOff();
        m_composedActor->VisibilityOff();
        m_overlayActor->VisibilityOff();
        requestRender();
        return;
    }
    m_imageData = viewAsImageData(*m_shownImage);
    m_sliceMapper->SetInputData(m_imageData);
    if (!renderer()->HasViewProp(m_slice))
        renderer()->AddViewProp(m_slice);
    m_slice->SetVisibility(!showsComposedSlice() && !showsPyramid());
    m_composedActor->SetVisibility(showsComposedSlice() && !showsPyramid());
    applySliceWindow();
    resetCamera();  // first: a pyramid's region depends on the view's zoom
    updateSlice();  // composes a multi-channel slice once, with the windows above
}

void SliceView::onCursorChanged()
{
    // Only a new slice needs VTK; a cursor moved within this slice only moves the crosshair.
    if (m_shownImage && m_model->fullResolutionCursor()[normalAxis(m_orientation)] != m_shownSlice) {
        updateSlice();
        requestRender();
    } else {
        requestOverlayRepaint();
    }
}

void SliceView::onWindowLevelChanged()
{
    applySliceWindow();
    updateComposedSlice();
    if (showsPyramid() && m_shownImage->volume.components > 1)
        updatePyramidRegion();  // composed on the CPU with the new windows
    requestRender();
}

void SliceView::applySliceWindow()
{
    const WindowLevel wl = m_model->windowLevel();
    m_slice->GetProperty()->SetColorWindow(wl.window);
    m_slice->GetProperty()->SetColorLevel(wl.level);
    // A multi-channel pyramid region arrives composed (RGB bytes, windowed
    // on the CPU): shown as is, or the window would apply twice (black).
    const bool composed = showsComposedSlice();
    m_pyramidActor->GetProperty()->SetColorWindow(composed ? 255.0 : wl.window);
    m_pyramidActor->GetProperty()->SetColorLevel(composed ? 127.5 : wl.level);
}

bool SliceView::showsComposedSlice() const
{
    return m_shownImage && m_shownImage->volume.components > 1;
}

std::vector<ChannelLook> SliceView::channelLooks() const
{
    std::vector<ChannelLook> looks;
    auto look = [this](int channel, const QColor& colour) {
        const WindowLevel wl = m_model->windowLevel(channel);
        return ChannelLook{channel, wl.level - wl.window / 2, wl.level + wl.window / 2, {colour.red(), colour.green(), colour.blue()}};
    };
    if (m_model->compositeShown()) {
        for (int c = 0; c < std::min(m_shownImage->volume.components, int(SceneModel::kCompositeChannels)); ++c)
            looks.push_back(look(c, m_model->compositeColor(c)));
    } else {
        looks.push_back(look(m_model->activeChannel(), QColor(255, 255, 255)));
    }
    return looks;
}

void SliceView::updateComposedSlice()
{
    if (!showsComposedSlice() || showsPyramid())
        return;
    const std::vector<ChannelLook> looks = channelLooks();
    const Geometry& g = m_shownImage->volume.geometry;
    const int n = normalAxis(m_orientation);
    const int64_t slice = m_model->cursor()[n];
    std::vector<unsigned char> rgb;
    composeSlice(m_shownImage->volume, n, slice, looks, rgb);
    int extent[6] = {0, static_cast<int>(g.size[0]) - 1, 0, static_cast<int>(g.size[1]) - 1, 0, static_cast<int>(g.size[2]) - 1};
    extent[2 * n] = extent[2 * n + 1] = static_cast<int>(slice);
    auto image = vtkSmartPointer<vtkImageData>::New();
    image->SetExtent(extent);
    image->SetSpacing(g.spacing.data());
    image->SetOrigin(g.origin.data());
    image->AllocateScalars(VTK_UNSIGNED_CHAR, 3);
    std::copy(rgb.begin(), rgb.end(), static_cast<unsigned char*>(image->GetScalarPointer()));
    m_composedActor->SetInputData(image);
    m_composedActor->SetDisplayExtent(extent);
}

void SliceView::updateSlice()
{
    if (!m_shownImage)
        return;
    m_shownSlice = m_model->fullResolutionCursor()[normalAxis(m_orientation)];
    m_sliceMapper->SetSliceNumber(static_cast<int>(m_model->cursor()[normalAxis(m_orientation)]));
    updateComposedSlice();
    if (showsPyramid())
        updatePyramidRegion();  // the overlay with it, on the region's grid
    else
        updateOverlay();
    updateAnnotations();
}

void SliceView::updateAnnotations()
{
    static const char* const letters[3][2] = {{"R", "L"}, {"A", "P"}, {"I", "S"}};  // low / high end of each display axis
    const auto [u, v] = planeAxes(m_orientation);
    // Screen left/right show the low/high end of u (see resetCamera); the top
    // shows the high end of v, except in axial views (anterior = low y on top).
    const bool vUpIsHigh = m_orientation != SliceOrientation::Axial;  // axial: anterior (low y) at the top
    // vtkCornerAnnotation edges: 4 lower, 5 right, 6 left, 7 upper. A picture
    // (PNG, TIFF) has no patient: no letters.
    const bool patient = !m_model->hasImage() || m_model->image()->patientOrientation;
    m_annotation->SetText(6, patient ? letters[u][0] : "");
    m_annotation->SetText(5, patient ? letters[u][1] : "");
    m_annotation->SetText(7, patient ? letters[v][vUpIsHigh ? 1 : 0] : "");
    m_annotation->SetText(4, patient ? letters[v][vUpIsHigh ? 0 : 1] : "");
    QString title = orientationName(m_orientation, patient);
    if (m_shownImage) {
        const int n = normalAxis(m_orientation);
        title += QString(" %1/%2").arg(m_model->fullResolutionCursor()[n] + 1).arg(cursorGrid().size[n]);
    }
    m_annotation->SetText(2, title.toUtf8().constData());
}

QString SliceView::annotationText(int position) const
{
    const char* text = m_annotation->GetText(position);
    return text ? QString::fromUtf8(text) : QString();
}

void SliceView::resetCamera()
{
    if (!m_shownImage)
        return;
    const Geometry& g = m_shownImage->volume.geometry;
    Vec3 centre{};
    for (int a = 0; a < 3; ++a)
        centre[a] = g.origin[a] + 0.5 * (g.size[a] - 1) * g.spacing[a];
    // The clipping range comes from the image's own extent, never from the
    // props' bounds: right after an image switch they still hold the last
    // image's slice, which once clipped the new image away.
    double diagonal = 0;
    for (int a = 0; a < 3; ++a)
        diagonal += std::pow(g.size[a] * g.spacing[a], 2);
    const double extent = std::sqrt(diagonal) + 1e-6;
    const double distance = 2 * extent;
    vtkCamera* camera = renderer()->GetActiveCamera();
    camera->SetFocalPoint(centre.data());
    switch (m_orientation) {
    case SliceOrientation::Axial:  // from the feet, anterior up: patient's right on screen left
        camera->SetPosition(centre[0], centre[1], centre[2] - distance);
        camera->SetViewUp(0, -1, 0);
        break;
    case SliceOrientation::Coronal:  // from the front, superior up
        camera->SetPosition(centre[0], centre[1] - distance, centre[2]);
        camera->SetViewUp(0, 0, 1);
        break;
    case SliceOrientation::Sagittal:  // from the patient's left, anterior on screen left
        camera->SetPosition(centre[0] + distance, centre[1], centre[2]);
        camera->SetViewUp(0, 0, 1);
        break;
    }
    const auto [u, v] = planeAxes(m_orientation);
    const double width = g.size[u] * g.spacing[u], height = g.size[v] * g.spacing[v];
    const double aspect = std::max(1, this->width()) / static_cast<double>(std::max(1, this->height()));
    camera->SetParallelScale(0.52 * std::max(height, width / aspect));
    camera->SetClippingRange(distance - extent, distance + extent);
    if (showsPyramid())
        updatePyramidRegion();
    requestRender();
}

void SliceView::zoom(double factor)
{
    vtkCamera* camera = renderer()->GetActiveCamera();
    camera->SetParallelScale(camera->GetParallelScale() / factor);
    if (showsPyramid())
        updatePyramidRegion();
    requestRender();
}

void SliceView::resizeEvent(QResizeEvent* event)
{
    VtkRenderWidget::resizeEvent(event);
    resetCamera();
}

Vec3 SliceView::displayToWorld(const QPointF& p) const
{
    const double ratio = devicePixelRatioF();
    renderer()->SetDisplayPoint(p.x() * ratio, (height() - p.y()) * ratio, 0.0);
    renderer()->DisplayToWorld();
    double world[4];
    renderer()->GetWorldPoint(world);
    const double w = world[3] != 0 ? world[3] : 1.0;
    return {world[0] / w, world[1] / w, world[2] / w};
}

std::optional<VoxelIndex> SliceView::voxelAt(const QPointF& position) const
{
    if (!m_shownImage)
        return std::nullopt;
    return voxelOnGrid(position, m_shownImage->volume.geometry, m_model->cursor());
}

std::optional<VoxelIndex> SliceView::voxelOnGrid(const QPointF& position, const Geometry& g, VoxelIndex voxel) const
{
    const Vec3 world = displayToWorld(position);
    const auto [u, v] = planeAxes(m_orientation);
    for (int a : {u, v}) {
        const int64_t i = std::llround((world[a] - g.origin[a]) / g.spacing[a]);
        if (i < 0 || i >= g.size[a])
            return std::nullopt;
        voxel[a] = i;
    }
    return voxel;
}

QPointF SliceView::widgetPosition(const VoxelIndex& voxel) const { return positionOnGrid(voxel, m_shownImage->volume.geometry); }

QPointF SliceView::positionOnGrid(const VoxelIndex& voxel, const Geometry& g) const
{
    return worldToWidget({g.origin[0] + voxel[0] * g.spacing[0], g.origin[1] + voxel[1] * g.spacing[1],
                          g.origin[2] + voxel[2] * g.spacing[2]});
}

QPointF SliceView::worldToWidget(const Vec3& position) const
{
    double world[4] = {position[0], position[1], position[2], 1.0};
    renderer()->SetWorldPoint(world);
    renderer()->WorldToDisplay();
    double display[3];
    renderer()->GetDisplayPoint(display);
    const double ratio = devicePixelRatioF();
    return {display[0] / ratio, height() - display[1] / ratio};
}

void SliceView::setCursorFromWidget(const QPointF& position)
{
    const auto voxel = voxelAt(position);
    if (!voxel)
        return;
    if (!showsPyramid()) {
        m_model->setCursor(*voxel);
        return;
    }
    // Full resolution in the plane; the slice stays where it is.
    const PyramidSlices& pyramid = *m_model->image()->pyramid;
    VoxelIndex fine = pyramid.indexNear(0, displayToWorld(position));
    fine[normalAxis(m_orientation)] = m_model->fullResolutionCursor()[normalAxis(m_orientation)];
    m_model->setFullResolutionCursor(fine);
}

void SliceView::mousePressEvent(QMouseEvent* event)
{
    m_lastMouse = event->position();
    if (editorPress(event)) {
        m_drag = Drag::Edit;
        return;
    }
    if (event->button() == Qt::LeftButton && !(event->modifiers() & Qt::ShiftModifier)) {
        m_drag = Drag::Cursor;
        setCursorFromWidget(event->position());
    } else if (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton) {
        m_drag = Drag::Pan;
    } else if (event->button() == Qt::RightButton) {
        m_drag = Drag::WindowLevel;
    }
}

void SliceView::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF delta = event->position() - m_lastMouse;
    switch (m_drag) {
    case Drag::Cursor:
        setCursorFromWidget(event->position());
        break;
    case Drag::Edit:
        m_hover = event->position();
        if (const auto voxel = editorVoxelAt(event->position()))
            m_editor->pointerMoved(*voxel);
        requestOverlayRepaint();
        break;
    case Drag::Pan: {
        const Vec3 from = displayToWorld(m_lastMouse), to = displayToWorld(event->position());
        vtkCamera* camera = renderer()->GetActiveCamera();
        double focal[3], position[3];
        camera->GetFocalPoint(focal);
        camera->GetPosition(position);
        for (int a = 0; a < 3; ++a) {
            focal[a] -= to[a] - from[a];
            position[a] -= to[a] - from[a];
        }
        camera->SetFocalPoint(focal);
        camera->SetPosition(position);
        if (showsPyramid())
            updatePyramidRegion();
        requestRender();
        break;
    }
    case Drag::WindowLevel: {
        const ImageLayer* image = m_model->image();
        const ChannelStatistics* s = image && !image->channels.empty()
                                         ? &image->channels[static_cast<std::size_t>(m_model->activeChannel())].statistics
                                         : nullptr;
        const double range = s ? std::max(s->percentile99 - s->percentile01, 1e-6) : 1.0;
        WindowLevel wl = m_model->windowLevel();
        wl.window = std::max(1e-6, wl.window + delta.x() * range / 250.0);
        wl.level -= delta.y() * range / 250.0;
        m_model->setWindowLevel(wl);
        break;
    }
    case Drag::None:
        if (const auto voxel = voxelAt(event->position()))
            Q_EMIT hovered(*voxel);
        else
            Q_EMIT hoverLeft();
        if (m_editor && m_editor->wantsPointer()) {
            m_hover = event->position();
            requestOverlayRepaint();
        }
        break;
    }
    m_lastMouse = event->position();
}

void SliceView::mouseReleaseEvent(QMouseEvent*)
{
    if (m_drag == Drag::Edit)
        m_editor->pointerReleased();
    m_drag = Drag::None;
}

void SliceView::mouseDoubleClickEvent(QMouseEvent*)
{
    if (!editorDoubleClick())
        Q_EMIT doubleClicked();
}

void SliceView::leaveEvent(QEvent*)
{
    m_hover.reset();
    requestOverlayRepaint();
    Q_EMIT hoverLeft();
}

void SliceView::wheelEvent(QWheelEvent* event)
{
    const int steps = event->angleDelta().y() / 120 != 0 ? event->angleDelta().y() / 120 : (event->angleDelta().y() > 0 ? 1 : -1);
    if (event->angleDelta().y() == 0)
        return;
    if (event->modifiers() & Qt::ControlModifier)
        zoom(std::pow(1.15, steps));
    else
        m_model->moveCursor(normalAxis(m_orientation), steps);
    event->accept();
}

void SliceView::keyPressEvent(QKeyEvent* event)
{
    if (editorKey(event))
        return;
    const int axis = normalAxis(m_orientation);
    switch (event->key()) {
    case Qt::Key_PageUp:
    case Qt::Key_Up:
        m_model->moveCursor(axis, 1);
        break;
    case Qt::Key_PageDown:
    case Qt::Key_Down:
        m_model->moveCursor(axis, -1);
        break;
    case Qt::Key_Home:
        resetCamera();
        break;
    case Qt::Key_Plus:
        zoom(1.25);
        break;
    case Qt::Key_Minus:
        zoom(0.8);
        break;
    default:
        VtkRenderWidget::keyPressEvent(event);
    }
}

}  // namespace segstudio::widgets
