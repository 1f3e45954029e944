#pragma once
// The surface mesher on VTK's filters and writers (no rendering, Qt-free):
// discrete flying edges on the label's padded mask, then the options'
// largest connected component (vtkPolyDataConnectivityFilter), windowed-sinc
// smoothing (vtkWindowedSincPolyDataFilter), quadric decimation and point
// normals; STL, OBJ, PLY and VTP writers. The contract is
// common/image/SurfaceMesher.h's. The CLI and the workbench give it to the
// surface export use case; core/ never includes VTK (ARCHITECTURE.md).
#include "common/image/SurfaceMesher.h"

namespace segstudio::surface {

class VtkSurfaceMesher final : public SurfaceMesher {
public:
    Surface labelSurface(const Volume& labels, int64_t label, const SurfaceOptions& options) const override;
    std::unique_ptr<SlabSurfaces> slabSurfaces(const Geometry& map, const SurfaceOptions& options) const override;
    SurfaceSummary summarize(const Surface& surface, int64_t label) const override;
    TriangleMesh triangleMesh(const Surface& surface) const override;
    Surface combined(const std::vector<std::pair<int64_t, Surface>>& surfaces) const override;
    void write(const Surface& surface, const std::string& path, SurfaceFormat format,
               SurfaceCoordinates coordinates) const override;
};

}  // namespace segstudio::surface
