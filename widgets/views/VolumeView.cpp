#include "widgets/views/VolumeView.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QTimer>
#include <QtConcurrent>

#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkColorTransferFunction.h>
#include <vtkCellArray.h>
#include <vtkDiscreteFlyingEdges3D.h>
#include <vtkFloatArray.h>
#include <vtkImageData.h>
#include <vtkPiecewiseFunction.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkPolyDataNormals.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkSmartVolumeMapper.h>
#include <vtkVolume.h>
#include <vtkVolumeProperty.h>
#include <vtkWindowedSincPolyDataFilter.h>

#include "widgets/views/VtkImageConversion.h"

namespace segstudio::widgets {

namespace {

using SurfaceMap = std::map<std::pair<int, int>, vtkSmartPointer<vtkPolyData>>;

// One smoothed surface per label of each layer; runs on a worker thread with
// its own VTK pipeline (no VTK object is shared with the GUI thread until the
// result is handed over).
SurfaceMap computeSurfaces(const std::vector<std::pair<int, std::shared_ptr<const DisplayVolume>>>& layers)
{
    SurfaceMap surfaces;
    for (const auto& [layerIndex, data] : layers) {
        const std::vector<int> labels = labelsPresent(data->volume);
        if (labels.empty())
            continue;
        vtkSmartPointer<vtkImageData> image = viewAsImageData(*data);
        for (int label : labels) {
            auto edges = vtkSmartPointer<vtkDiscreteFlyingEdges3D>::New();
            edges->SetInputData(image);
            edges->SetValue(0, label);
            edges->ComputeNormalsOff();
            auto smooth = vtkSmartPointer<vtkWindowedSincPolyDataFilter>::New();
            smooth->SetInputConnection(edges->GetOutputPort());
            smooth->SetNumberOfIterations(15);
            smooth->SetPassBand(0.05);
            smooth->BoundarySmoothingOff();
            smooth->NonManifoldSmoothingOn();
            smooth->NormalizeCoordinatesOn();
            auto normals = vtkSmartPointer<vtkPolyDataNormals>::New();
            normals->SetInputConnection(smooth->GetOutputPort());
            normals->SplittingOff();
            normals->Update();
            vtkSmartPointer<vtkPolyData> surface = normals->GetOutput();
            surfaces[{layerIndex, label}] = surface;
        }
    }
    return surfaces;
}

}  // namespace

VolumeView::VolumeView(SceneModel* model, QWidget* parent) : VtkRenderWidget(parent), m_model(model)
{
    renderer()->SetBackground(0.08, 0.09, 0.12);
    renderer()->SetBackground2(0.25, 0.27, 0.32);
    renderer()->GradientBackgroundOn();
    m_volumeMapper = vtkSmartPointer<vtkSmartVolumeMapper>::New();
    m_volumeMapper->SetBlendModeToComposite();
    m_volume = vtkSmartPointer<vtkVolume>::New();
    m_volume->SetMapper(m_volumeMapper);
    m_volume->VisibilityOff();
    renderer()->AddViewProp(m_volume);
    connect(m_model, &SceneModel::imageChanged, this, &VolumeView::onImageChanged);
    connect(m_model, &SceneModel::labelLayersChanged, this, &VolumeView::rebuildSurfaces);
    m_editSettled.setSingleShot(true);
    m_editSettled.setInterval(kEditSettleMs);
    connect(&m_editSettled, &QTimer::timeout, this, &VolumeView::rebuildSurfaces);
    connect(m_model, &SceneModel::labelVoxelsChanged, this, [this] { m_editSettled.start(); });
    connect(m_model, &SceneModel::channelDisplayChanged, this, [this] {
        if (!m_shownImage || m_shownImage->volume.components == 1)
            return;
        showChannel();
        applyTransferFunction();
        requestRender();
    });
    connect(m_model, &SceneModel::labelStyleChanged, this, [this] {
        applySurfaceStyles();
        requestRender();
    });
    connect(&m_surfaceWatcher, &QFutureWatcherBase::finished, this, &VolumeView::onSurfacesComputed);
    if (m_model->hasImage())
        onImageChanged();
}

VolumeView::~VolumeView() { m_surfaceWatcher.waitForFinished(); }

void VolumeView::onImageChanged()
{
    const ImageLayer* image = m_model->image();
    m_shownImage = image ? image->data : nullptr;
    if (m_shownImage) {
        showChannel();
        applyTransferFunction();
    }
    // The volume joins the scene one event-loop turn later: the slice views
    // paint the new scan first (a large volume's first 3D frame takes about
    // half a second under software OpenGL).
    m_volume->VisibilityOff();
    resetCamera();
    QTimer::singleShot(0, this, [this, shown = m_shownImage] {
        if (!shown || shown != m_shownImage)
            return;
        m_volume->SetVisibility(m_preset != VolumePreset::Off);
        renderer()->ResetCameraClippingRange();
        requestRender();
    });
}

void VolumeView::showChannel()
{
    // Multi-channel scans: the active channel alone (a copy; VTK would
    // otherwise blend every component through its own default ramp).
    m_volumeMapper->SetInputData(m_shownImage->volume.components == 1
                                     ? viewAsImageData(*m_shownImage)
                                     : copyChannelAsImageData(*m_shownImage, m_model->activeChannel()));
}

void VolumeView::setVolumePreset(VolumePreset preset)
{
    m_preset = preset;
    applyTransferFunction();
    m_volume->SetVisibility(m_shownImage && m_preset != VolumePreset::Off);
    requestRender();
}

void VolumeView::applyTransferFunction()
{
    const ImageLayer* image = m_model->image();
    if (!image)
        return;
    auto color = vtkSmartPointer<vtkColorTransferFunction>::New();
    auto opacity = vtkSmartPointer<vtkPiecewiseFunction>::New();
    const ChannelStatistics& statistics = image->channels.at(static_cast<std::size_t>(m_model->activeChannel())).statistics;
    const double lo = statistics.percentile01, hi = statistics.percentile99;
    switch (m_preset) {
    case VolumePreset::CtBone:
        color->AddRGBPoint(-1000, 0, 0, 0);
        color->AddRGBPoint(150, 0.55, 0.25, 0.15);
        color->AddRGBPoint(400, 0.95, 0.9, 0.8);
        color->AddRGBPoint(1500, 1, 1, 1);
        opacity->AddPoint(-1000, 0);
        opacity->AddPoint(150, 0);
        opacity->AddPoint(400, 0.25);
        opacity->AddPoint(1500, 0.8);
        break;
    case VolumePreset::CtSoftTissue:
        color->AddRGBPoint(-1000, 0, 0, 0);
        color->AddRGBPoint(-100, 0.6, 0.35, 0.25);
        color->AddRGBPoint(100, 0.95, 0.7, 0.6);
        color->AddRGBPoint(500, 1, 1, 0.95);
        opacity->AddPoint(-1000, 0);
        opacity->AddPoint(-200, 0);
        opacity->AddPoint(40, 0.08);
        opacity->AddPoint(300, 0.3);
        break;
    default:  // MR: ramp over the 1-99 % range, mostly translucent
        color->AddRGBPoint(lo, 0, 0, 0);
        color->AddRGBPoint(lo + 0.5 * (hi - lo), 0.75, 0.7, 0.65);
        color->AddRGBPoint(hi, 1, 1, 1);
        opacity->AddPoint(lo, 0);
        opacity->AddPoint(lo + 0.25 * (hi - lo), 0);
        opacity->AddPoint(hi, 0.15);
        break;
    }
    vtkVolumeProperty* property = m_volume->GetProperty();
    property->SetColor(color);
    property->SetScalarOpacity(opacity);
    // Opacity accumulates per unit of ray length: per mm for patient scans
    // (the presets are tuned so), per voxel for pictures (microscopy), whose
    // µm voxels would otherwise leave a whole stack nearly transparent.
    const Vec3& spacing = image->data->volume.geometry.spacing;
    property->SetScalarOpacityUnitDistance(image->patientOrientation ? 1.0 : (spacing[0] + spacing[1] + spacing[2]) / 3);
    property->SetInterpolationTypeToLinear();
    property->ShadeOff();
}

void VolumeView::rebuildSurfaces()
{
    if (m_surfaceWatcher.isRunning()) {
        m_surfacesStale = true;  // recompute when the running job is done
        return;
    }
    std::vector<std::pair<int, std::shared_ptr<const DisplayVolume>>> layers;
    const auto& labelLayers = m_model->labelLayers();
    for (std::size_t i = 0; i < labelLayers.size(); ++i) {
        // The editor changes an editable layer's voxels on this thread: the job gets a copy.
        const LabelLayer& layer = labelLayers[i];
        if (layer.heat)
            continue;  // ten nested shells of uncertainty would hide the structures
        layers.emplace_back(static_cast<int>(i), layer.editable ? std::make_shared<const DisplayVolume>(*layer.data) : layer.data);
    }
    m_surfacesStale = false;
    m_surfaceWatcher.setFuture(QtConcurrent::run([layers] { return computeSurfaces(layers); }));
}

void VolumeView::onSurfacesComputed()
{
    if (m_surfacesStale) {
        rebuildSurfaces();
        return;
    }
    for (auto& [key, actor] : m_surfaces)
        renderer()->RemoveViewProp(actor);
    m_surfaces.clear();
    for (const auto& [key, surface] : m_surfaceWatcher.result())
        m_surfaces[key] = addSurfaceActor(surface);
    applySurfaceStyles();
    // The depth range follows what is shown now: surfaces of label maps that
    // went with the last scan (another scale) must not leave it clipping this one.
    renderer()->ResetCameraClippingRange();
    requestRender();
    Q_EMIT surfacesUpdated();
}

vtkSmartPointer<vtkActor> VolumeView::addSurfaceActor(vtkPolyData* surface)
{
    auto mapper = vtkSmartPointer<vtkPolyDataMapper>::New();
    mapper->SetInputData(surface);
    mapper->ScalarVisibilityOff();
    auto actor = vtkSmartPointer<vtkActor>::New();
    actor->SetMapper(mapper);
    actor->GetProperty()->SetSpecular(0.2);
    renderer()->AddViewProp(actor);
    return actor;
}

void VolumeView::applySurfaceStyles()
{
    const auto& layers = m_model->labelLayers();
    // A surface's actor in its label's colour, shown when its layer and label are.
    const auto style = [&layers](vtkActor* actor, int layer, int64_t label) {
        const LabelLayer* shown = layer >= 0 && layer < static_cast<int>(layers.size()) ? &layers[static_cast<std::size_t>(layer)]
                                                                                     : nullptr;
        const auto found = shown ? shown->styles.find(static_cast<int>(label)) : std::map<int, LabelStyle>::const_iterator{};
        if (!shown || found == shown->styles.end()) {
            actor->VisibilityOff();
            return;
        }
        const LabelStyle& s = found->second;
        actor->GetProperty()->SetColor(s.color.redF(), s.color.greenF(), s.color.blueF());
        actor->SetVisibility(shown->visible && s.visible);
    };
    for (auto& [key, actor] : m_surfaces) {
        style(actor, key.first, key.second);
        if (key.first == m_previewLayer && m_preview.count(key.second))
            actor->VisibilityOff();  // the preview stands in for it
    }
    for (auto& [label, actor] : m_preview)
        style(actor, m_previewLayer, label);
}

void VolumeView::showSurfacePreview(int layer, const std::map<int64_t, TriangleMesh>& meshes)
{
    clearSurfacePreview();
    m_previewLayer = layer;
    for (const auto& [label, mesh] : meshes) {
        auto points = vtkSmartPointer<vtkPoints>::New();
        points->SetDataTypeToFloat();
        points->SetNumberOfPoints(static_cast<vtkIdType>(mesh.points.size()));
        for (std::size_t i = 0; i < mesh.points.size(); ++i)
            points->SetPoint(static_cast<vtkIdType>(i), mesh.points[i].data());
        auto triangles = vtkSmartPointer<vtkCellArray>::New();
        for (const auto& t : mesh.triangles) {
            const vtkIdType ids[3] = {static_cast<vtkIdType>(t[0]), static_cast<vtkIdType>(t[1]), static_cast<vtkIdType>(t[2])};
            triangles->InsertNextCell(3, ids);
        }
        auto surface = vtkSmartPointer<vtkPolyData>::New();
        surface->SetPoints(points);
        surface->SetPolys(triangles);
        if (mesh.normals.size() == mesh.points.size() && !mesh.normals.empty()) {
            auto normals = vtkSmartPointer<vtkFloatArray>::New();
            normals->SetNumberOfComponents(3);
            normals->SetNumberOfTuples(static_cast<vtkIdType>(mesh.normals.size()));
            for (std::size_t i = 0; i < mesh.normals.size(); ++i)
                normals->SetTypedTuple(static_cast<vtkIdType>(i), mesh.normals[i].data());
            surface->GetPointData()->SetNormals(normals);
        }
        m_preview[label] = addSurfaceActor(surface);
    }
    applySurfaceStyles();
    renderer()->ResetCameraClippingRange();
    requestRender();
}

void VolumeView::clearSurfacePreview()
{
    for (auto& [label, actor] : m_preview)
        renderer()->RemoveViewProp(actor);
    m_preview.clear();
    m_previewLayer = -1;
    applySurfaceStyles();
    requestRender();
}

std::map<int64_t, vtkPolyData*> VolumeView::previewSurfaces() const
{
    std::map<int64_t, vtkPolyData*> surfaces;
    for (const auto& [label, actor] : m_preview)
        surfaces[label] = vtkPolyData::SafeDownCast(actor->GetMapper()->GetInput());
    return surfaces;
}

void VolumeView::resetCamera()
{
    if (!m_shownImage)
        return;
    vtkCamera* camera = renderer()->GetActiveCamera();
    const Geometry& g = m_shownImage->volume.geometry;
    double centre[3];
    for (int a = 0; a < 3; ++a)
        centre[a] = g.origin[a] + 0.5 * (g.size[a] - 1) * g.spacing[a];
    camera->SetFocalPoint(centre);
    camera->SetPosition(centre[0], centre[1] - 1, centre[2]);  // from the front (anterior)
    camera->SetViewUp(0, 0, 1);
    renderer()->ResetCamera(m_volume->GetBounds());
    camera->Azimuth(-30);  // a little from the patient's right, as anatomy atlases show it
    camera->Elevation(15);
    camera->OrthogonalizeViewUp();
    renderer()->ResetCameraClippingRange();
    requestRender();
}

void VolumeView::mousePressEvent(QMouseEvent* event)
{
    m_lastMouse = event->position();
    m_drag = event->button() == Qt::LeftButton ? Drag::Rotate : event->button() == Qt::MiddleButton ? Drag::Pan : Drag::None;
}

void VolumeView::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF delta = event->position() - m_lastMouse;
    m_lastMouse = event->position();
    vtkCamera* camera = renderer()->GetActiveCamera();
    if (m_drag == Drag::Rotate) {
        camera->Azimuth(-delta.x() * 0.5);
        camera->Elevation(delta.y() * 0.5);
        camera->OrthogonalizeViewUp();
    } else if (m_drag == Drag::Pan) {
        const double scale = camera->GetDistance() / std::max(1, height());
        double right[3], up[3], focal[3], position[3];
        camera->GetViewUp(up);
        double direction[3];
        camera->GetDirectionOfProjection(direction);
        right[0] = direction[1] * up[2] - direction[2] * up[1];
        right[1] = direction[2] * up[0] - direction[0] * up[2];
        right[2] = direction[0] * up[1] - direction[1] * up[0];
        camera->GetFocalPoint(focal);
        camera->GetPosition(position);
        for (int a = 0; a < 3; ++a) {
            const double shift = (-delta.x() * right[a] + delta.y() * up[a]) * scale;
            focal[a] += shift;
            position[a] += shift;
        }
        camera->SetFocalPoint(focal);
        camera->SetPosition(position);
    } else {
        return;
    }
    renderer()->ResetCameraClippingRange();
    requestRender();
}

void VolumeView::mouseReleaseEvent(QMouseEvent*) { m_drag = Drag::None; }

void VolumeView::mouseDoubleClickEvent(QMouseEvent*) { Q_EMIT doubleClicked(); }

void VolumeView::wheelEvent(QWheelEvent* event)
{
    renderer()->GetActiveCamera()->Dolly(event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
    renderer()->ResetCameraClippingRange();
    requestRender();
}

void VolumeView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Home)
        resetCamera();
    else
        VtkRenderWidget::keyPressEvent(event);
}

}  // namespace segstudio::widgets
