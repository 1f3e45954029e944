#pragma once
// The 3D view: GPU volume rendering of the scan (transfer-function presets)
// and every visible label as a smooth surface in its colour (discrete flying
// edges + windowed-sinc smoothing, computed off the GUI thread). Left drag
// rotates, wheel zooms, middle drag pans, Home (or "Reset view") resets.
// Surfaces follow label edits after a pause (kEditSettleMs), from a copy of
// the edited voxels.
#include <QFutureWatcher>
#include <QTimer>

#include <map>

#include <vtkSmartPointer.h>

#include "common/image/TriangleMesh.h"
#include "widgets/views/SceneModel.h"
#include "widgets/views/VtkRenderWidget.h"

class vtkActor;
class vtkPolyData;
class vtkSmartVolumeMapper;
class vtkVolume;

namespace segstudio::widgets {

enum class VolumePreset { Off, MrDefault, CtSoftTissue, CtBone };

class VolumeView : public VtkRenderWidget {
    Q_OBJECT
public:
    explicit VolumeView(SceneModel* model, QWidget* parent = nullptr);
    ~VolumeView() override;

    void setVolumePreset(VolumePreset preset);
    VolumePreset volumePreset() const { return m_preset; }
    void resetCamera();
    // True once the label surfaces of the current label maps are shown.
    bool surfacesReady() const { return !m_surfaceWatcher.isRunning(); }
    // The surfaces an export will write (File > Export Surfaces…, its
    // smoothing, decimation and largest component), shown in place of the
    // view's own surfaces of `layer`'s labels that `meshes` holds, in those
    // labels' colours, until clearSurfacePreview() or another preview.
    // Meshes are in the layer's display frame: LPS mm of its display-order
    // volume (DisplayVolume::volume), the frame this view draws in.
    void showSurfacePreview(int layer, const std::map<int64_t, TriangleMesh>& meshes);
    void clearSurfacePreview();
    // The preview's label -> its mesh as drawn (tests, the export dialog's status).
    std::map<int64_t, vtkPolyData*> previewSurfaces() const;

Q_SIGNALS:
    void surfacesUpdated();
    void doubleClicked();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void onImageChanged();
    void rebuildSurfaces();
    void onSurfacesComputed();
    void applySurfaceStyles();
    vtkSmartPointer<vtkActor> addSurfaceActor(vtkPolyData* surface);  // shaded, uncoloured until applySurfaceStyles
    void applyTransferFunction();
    void showChannel();  // the active channel into the volume mapper

    SceneModel* m_model;
    VolumePreset m_preset = VolumePreset::MrDefault;
    std::shared_ptr<const DisplayVolume> m_shownImage;
    vtkSmartPointer<vtkSmartVolumeMapper> m_volumeMapper;
    vtkSmartPointer<vtkVolume> m_volume;
    std::map<std::pair<int, int>, vtkSmartPointer<vtkActor>> m_surfaces;  // (layer, label) -> actor
    QFutureWatcher<std::map<std::pair<int, int>, vtkSmartPointer<vtkPolyData>>> m_surfaceWatcher;
    bool m_surfacesStale = false;
    int m_previewLayer = -1;
    std::map<int64_t, vtkSmartPointer<vtkActor>> m_preview;  // label -> actor, of m_previewLayer
    static constexpr int kEditSettleMs = 400;
    QTimer m_editSettled;  // single shot: edits have paused
    enum class Drag { None, Rotate, Pan } m_drag = Drag::None;
    QPointF m_lastMouse;
};

}  // namespace segstudio::widgets
