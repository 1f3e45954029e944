// SliceView for scans opened as a pyramid (ImageLayer::pyramid): the part of
// the current full-resolution slice that is in view, read from the level
// whose voxels match the screen's pixels, drawn instead of the overview's
// slice, with the label overlay on its grid; the label editor's voxels on
// the full-resolution grid.
#include <vtkCornerAnnotation.h>
#include <vtkImageActor.h>
#include <vtkImageData.h>
#include <vtkImageProperty.h>
#include <vtkImageSlice.h>

#include <algorithm>
#include <cmath>

#include "widgets/views/SliceView.h"
#include "widgets/views/VtkImageConversion.h"

namespace segstudio::widgets {

bool SliceView::showsPyramid() const
{
    const ImageLayer* image = m_model->image();
    return m_shownImage && image && image->pyramid && image->data == m_shownImage;
}

const Geometry& SliceView::cursorGrid() const
{
    if (showsPyramid())
        return m_model->image()->pyramid->displayGrid(0);
    return m_shownImage->volume.geometry;
}

Vec3 SliceView::cursorCentre() const
{
    const Geometry& g = cursorGrid();
    const VoxelIndex c = m_model->fullResolutionCursor();
    return {g.origin[0] + c[0] * g.spacing[0], g.origin[1] + c[1] * g.spacing[1], g.origin[2] + c[2] * g.spacing[2]};
}

void SliceView::updatePyramidRegion()
{
    if (!showsPyramid() || width() < 1 || height() < 1)
        return;
    const PyramidSlices& pyramid = *m_model->image()->pyramid;
    const int n = normalAxis(m_orientation);
    const auto [u, v] = planeAxes(m_orientation);
    // What the view shows, in display-frame mm, and how many mm a screen pixel spans.
    const Vec3 corners[2] = {displayToWorld({0, 0}), displayToWorld({double(width()), double(height())})};
    const double pixels = width() * devicePixelRatioF();
    const double mmPerPixel = std::abs(corners[1][u] - corners[0][u]) / std::max(1.0, pixels);
    const int64_t screenPixels = static_cast<int64_t>(pixels * height() * devicePixelRatioF());
    const Vec3 cursor = cursorCentre();
    int level = pyramid.levelForScreen(mmPerPixel, u, v);
    Size3 lo{}, hi{};
    for (;; ++level) {
        const Geometry& g = pyramid.displayGrid(level);
        for (int a : {u, v}) {
            const double first = (std::min(corners[0][a], corners[1][a]) - g.origin[a]) / g.spacing[a];
            const double last = (std::max(corners[0][a], corners[1][a]) - g.origin[a]) / g.spacing[a];
            lo[a] = std::clamp<int64_t>(static_cast<int64_t>(std::floor(first)) - 1, 0, g.size[a]);
            hi[a] = std::clamp<int64_t>(static_cast<int64_t>(std::ceil(last)) + 2, lo[a], g.size[a]);
        }
        lo[n] = pyramid.indexNear(level, cursor)[n];
        hi[n] = lo[n] + 1;
        // Never more than a few voxels per screen pixel (a view resized or
        // zoomed between two reads): a coarser level instead.
        if ((hi[u] - lo[u]) * (hi[v] - lo[v]) <= 4 * screenPixels + 4096 || level == pyramid.overviewLevel())
            break;
    }
    auto region = std::make_shared<DisplayVolume>();
    try {
        region->volume = pyramid.readDisplayBox(level, lo, hi);
    } catch (const std::exception& error) {
        // A level file gone or unreadable (a removed disk): the overview's
        // slice stays on screen, and the view says why.
        qWarning("%s", error.what());
        m_pyramidRegion.reset();
        m_pyramidActor->VisibilityOff();
        m_slice->SetVisibility(!showsComposedSlice());
        m_annotation->SetText(3, tr("Overview only: %1").arg(QString::fromStdString(error.what()).left(80)).toUtf8().constData());
        updateOverlay();
        return;
    }
    m_annotation->SetText(3, "");
    m_slice->VisibilityOff();
    const Geometry& rg = region->volume.geometry;
    if (rg.voxelCount() == 0) {
        m_pyramidActor->VisibilityOff();
        updateOverlay();
        return;
    }
    vtkSmartPointer<vtkImageData> image;
    if (region->volume.components > 1) {
        std::vector<unsigned char> rgb;
        composeSlice(region->volume, n, 0, channelLooks(), rgb);
        image = vtkSmartPointer<vtkImageData>::New();
        image->SetDimensions(static_cast<int>(rg.size[0]), static_cast<int>(rg.size[1]), static_cast<int>(rg.size[2]));
        image->SetSpacing(rg.spacing.data());
        image->SetOrigin(rg.origin.data());
        image->AllocateScalars(VTK_UNSIGNED_CHAR, 3);
        std::copy(rgb.begin(), rgb.end(), static_cast<unsigned char*>(image->GetScalarPointer()));
    } else {
        image = viewAsImageData(*region);  // views region's buffer, kept alive below
    }
    m_pyramidRegion = region;
    m_pyramidLevel = level;
    m_pyramidRegionLo = {lo[0], lo[1], lo[2]};
    m_pyramidActor->SetInputData(image);
    m_pyramidActor->SetDisplayExtent(image->GetExtent());
    m_pyramidActor->VisibilityOn();
    updateOverlay();  // label maps at the region's scale
}

std::optional<VoxelIndex> SliceView::editorVoxelAt(const QPointF& position) const
{
    if (!showsPyramid())
        return voxelAt(position);
    return voxelOnGrid(position, cursorGrid(), m_model->fullResolutionCursor());
}

QPointF SliceView::editorWidgetPosition(const VoxelIndex& voxel) const { return positionOnGrid(voxel, cursorGrid()); }

}  // namespace segstudio::widgets
