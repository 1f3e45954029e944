#pragma once
// One slice view (axial, coronal or sagittal) of the scene: the scan's slice
// through the cursor with the intensity window, label maps blended over it
// (filled or outlined), the linked crosshair, orientation letters and slice
// number. Radiological convention: the patient's right is on the screen's
// left in axial and coronal views; anterior is on the left in sagittal views.
// Mouse: left click/drag moves the cursor, wheel or PageUp/PageDown/arrows
// scroll slices, Ctrl+wheel zooms, middle drag (or Shift+left) pans, right
// drag changes window/level; Home resets the view. With a label editor tool
// chosen (setLabelEditor), the left button paints, fills or draws a polygon
// instead (SliceViewEditing.cpp); Enter closes a polygon, Escape drops it,
// [ and ] change the brush size. GUI thread only.
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include <QPointF>

#include <vtkSmartPointer.h>

#include "widgets/views/ScaleBar.h"
#include "widgets/views/SliceComposer.h"
#include "widgets/views/SceneModel.h"
#include "widgets/views/VtkRenderWidget.h"

class vtkCornerAnnotation;
class vtkImageActor;
class vtkImageData;
class vtkImageSlice;
class vtkImageSliceMapper;
class vtkRenderer;

namespace segstudio::widgets {

class LabelEditController;

enum class SliceOrientation { Axial, Coronal, Sagittal };

// Display axis perpendicular to the slices (2, 1, 0).
int normalAxis(SliceOrientation orientation);
// The two in-plane display axes, as (screen-horizontal, screen-vertical).
std::pair<int, int> planeAxes(SliceOrientation orientation);

class SliceView : public VtkRenderWidget {
    Q_OBJECT
public:
    SliceView(SceneModel* model, SliceOrientation orientation, QWidget* parent = nullptr);
    ~SliceView() override;

    SliceOrientation orientation() const { return m_orientation; }
    // Where a display voxel's centre appears, in widget coordinates (logical pixels).
    QPointF widgetPosition(const VoxelIndex& voxel) const;
    // The voxel of the current slice under a widget position, if inside the scan.
    std::optional<VoxelIndex> voxelAt(const QPointF& widgetPosition) const;
    // The label editor's voxels: on a scan opened as a pyramid, those of the
    // full-resolution display grid on the full-resolution cursor's slice;
    // otherwise voxelAt and widgetPosition (SliceViewPyramid.cpp).
    std::optional<VoxelIndex> editorVoxelAt(const QPointF& widgetPosition) const;
    QPointF editorWidgetPosition(const VoxelIndex& voxel) const;
    void resetCamera();
    void zoom(double factor);
    // What the view writes in a corner or on an edge (vtkCornerAnnotation's
    // positions: 2 upper left = plane and slice, 4-7 = orientation letters).
    QString annotationText(int position) const;
    // The scale bar at the lower right (ScaleBar.h); shown unless turned off.
    void setScaleBarVisible(bool visible);
    // The bar as drawn now; nullopt when hidden or no round length fits.
    std::optional<ScaleBar> scaleBar() const;
    // Display world (mm, the display volume's frame) <-> widget position. The
    // normal coordinate of displayToWorld is not the slice's: set it from the cursor.
    Vec3 displayToWorld(const QPointF& widgetPosition) const;
    QPointF worldToWidget(const Vec3& world) const;
    // The scan as shown (nullptr before one is open).
    const DisplayVolume* shownImage() const { return m_shownImage.get(); }
    // Drawn over each frame, after the crosshair and scale bar (SliceViewOverlay.cpp).
    using OverlayPainter = std::function<void(const SliceView& view, QPainter& painter)>;
    void addOverlayPainter(OverlayPainter painter);
    // The editor whose tools the left button uses (nullptr: none).
    void setLabelEditor(LabelEditController* editor);
    // Scans opened as a pyramid (ImageLayer::pyramid): the level and the
    // display-order region of it the view shows now (SliceViewPyramid.cpp);
    // -1 and nullptr otherwise.
    int shownPyramidLevel() const { return m_pyramidRegion ? m_pyramidLevel : -1; }
    const Volume* shownPyramidRegion() const { return m_pyramidRegion ? &m_pyramidRegion->volume : nullptr; }

Q_SIGNALS:
    void hovered(const segstudio::widgets::VoxelIndex& voxel);
    void hoverLeft();
    void doubleClicked();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // The linked crosshair, drawn over the frame: moving the cursor within
    // this view's slice repaints without a VTK render.
    void paintOverlay(QPainter& painter) override;

private:
    void onImageChanged();
    void onCursorChanged();
    void onWindowLevelChanged();
    void applySliceWindow();  // the active channel's window onto the single-channel slice
    void updateSlice();
    // Multi-channel scans: the shown slice composed on the CPU (SliceComposer)
    // into an RGB image actor; single-channel scans use VTK's window/level.
    bool showsComposedSlice() const;
    std::vector<ChannelLook> channelLooks() const;  // the channels shown, each through its window
    void updateComposedSlice();
    void updateOverlay();
    // One label map's values on the overlay's grid (`slice` along the
    // normal; x-fastest in-plane order), empty when it cannot be shown
    // there (SliceViewOverlay.cpp).
    std::vector<int32_t> overlayLabels(const LabelLayer& layer, const Geometry& grid, int64_t slice) const;
    void updateAnnotations();
    void setCursorFromWidget(const QPointF& position);
    // The voxel of `grid` under a widget position, in the plane through
    // `slice` (its normal index kept); nullopt outside the grid. And where a
    // voxel of `grid` appears.
    std::optional<VoxelIndex> voxelOnGrid(const QPointF& position, const Geometry& grid, VoxelIndex slice) const;
    QPointF positionOnGrid(const VoxelIndex& voxel, const Geometry& grid) const;

    // Pyramids (SliceViewPyramid.cpp): the region of the current slice in
    // view, read from the level that matches the zoom, replaces the
    // overview's slice; refreshed when the slice, zoom, pan or window changes.
    bool showsPyramid() const;
    void updatePyramidRegion();
    // Where the cursor voxel's centre is (display frame, mm) and the grid it
    // indexes: level 0 with a pyramid, else the shown volume.
    const Geometry& cursorGrid() const;
    Vec3 cursorCentre() const;

    // Label editing (SliceViewEditing.cpp): true when the editor took the event.
    bool editorPress(QMouseEvent* event);
    bool editorDoubleClick();
    bool editorKey(QKeyEvent* event);
    void paintEditorOverlay(QPainter& painter);  // brush outline, polygon being drawn
    void onLabelVoxelsChanged(const edit::VoxelBox& box);

    SceneModel* m_model;
    LabelEditController* m_editor = nullptr;
    std::optional<QPointF> m_hover;  // the pointer over this view, for the brush outline
    SliceOrientation m_orientation;
    std::shared_ptr<const DisplayVolume> m_shownImage;  // keeps the VTK image's buffer alive
    vtkSmartPointer<vtkImageData> m_imageData;
    vtkSmartPointer<vtkImageSliceMapper> m_sliceMapper;
    vtkSmartPointer<vtkImageSlice> m_slice;
    vtkSmartPointer<vtkImageActor> m_composedActor;
    vtkSmartPointer<vtkRenderer> m_overlayRenderer;
    vtkSmartPointer<vtkImageData> m_overlayImage;
    vtkSmartPointer<vtkImageActor> m_overlayActor;
    vtkSmartPointer<vtkImageActor> m_pyramidActor;
    std::shared_ptr<const DisplayVolume> m_pyramidRegion;  // keeps the pyramid actor's buffer alive
    int m_pyramidLevel = -1;
    VoxelIndex m_pyramidRegionLo{0, 0, 0};  // the region's first voxel in its level's display grid
    bool m_overlayOnRegion = false;          // the label overlay is drawn on the pyramid region's grid
    int64_t m_shownSlice = -1;  // the full-resolution slice index the VTK props show
    bool m_scaleBarVisible = true;
    std::vector<OverlayPainter> m_overlayPainters;
    vtkSmartPointer<vtkCornerAnnotation> m_annotation;
    enum class Drag { None, Cursor, Pan, WindowLevel, Edit } m_drag = Drag::None;
    QPointF m_lastMouse;
};

}  // namespace segstudio::widgets
