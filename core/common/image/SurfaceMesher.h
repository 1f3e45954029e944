#pragma once
// Surface meshes of a label map's labels, for 3D printing, planning and the
// 3D view: what a mesher makes, and the interface the application layer's
// surface export (application/finishing/SurfaceExport.h) calls. core/ holds
// no VTK: the mesher itself (widgets/surface/VtkSurfaceMesher.h, on VTK's
// filters and writers) is given to the use case by the programs (the CLI's
// `mesh`, the workbench's Export Surfaces). Plain C++17.
//
// Every mesher's contract:
// - a label's surface is where its mask crosses 1/2, the map padded by one
//   empty voxel so a label touching the border still gives a closed surface;
//   then, each optional, the largest connected component, smoothing,
//   decimation and point normals;
// - coordinates are mm in the scan's world: LPS (ITK's and DICOM's frame,
//   the label map's own), or RAS (x and y negated: NIfTI's, Slicer's and
//   most mesh tools' frame);
// - triangles wind counter-clockwise seen from outside, so the enclosed
//   volume is positive, whatever the map's direction matrix.
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "common/image/TriangleMesh.h"
#include "common/image/Volume.h"

namespace segstudio::surface {

enum class SurfaceCoordinates { Lps, Ras };
enum class SurfaceFormat { Stl, Obj, Ply, Vtp };

struct SurfaceOptions {
    // Windowed-sinc smoothing; off keeps the voxel staircase. A smaller pass
    // band smooths more (0.001 to 0.1 are usual; the default of 0.1 keeps
    // folds of a few voxels).
    bool smooth = false;
    double passBand = 0.1;
    int smoothingIterations = 20;
    // Fraction of the triangles kept by quadric decimation (1: none).
    double keepFraction = 1.0;
    bool largestComponentOnly = false;
    bool normals = true;  // point normals, for shading in viewers
    SurfaceCoordinates coordinates = SurfaceCoordinates::Lps;
};

// Throws InputError naming the option out of range: keepFraction outside
// (0, 1], or, when smoothing, a pass band outside (0, 2] or iterations
// outside 1 to 1000. Every mesher checks its options with it.
void checkSurfaceOptions(const SurfaceOptions& options);

// What a surface is, as a report row.
struct SurfaceSummary {
    int64_t label = 0;
    int64_t triangles = 0;
    int64_t points = 0;
    double areaMm2 = 0;
    double volumeMm3 = 0;       // enclosed, by the divergence theorem (closed surfaces)
    bool closed = false;        // every edge shared by exactly two triangles
    Vec3 centroidMm{0, 0, 0};   // of the enclosed solid, in the surface's coordinates
    Vec3 boundsMin{0, 0, 0}, boundsMax{0, 0, 0};
};

// A surface mesh, opaque: only the mesher that made it reads it. Copies
// share it.
struct Surface {
    struct Mesh;
    std::shared_ptr<const Mesh> mesh;
};

// Surfaces of a map larger than memory, built from slabs of its z-rows
// read one after another (io/blockwise/ScanSlabs.h): the first slab starts
// at row 0, and each next slab starts at the previous slab's last row (one
// row shared). surface() joins each label's pieces, merging the points on
// the shared rows, then applies the options as labelSurface does; the
// result equals labelSurface on the whole map (the same triangles).
// Memory: the pieces' triangles, not the map. Not thread-safe.
class SlabSurfaces {
public:
    virtual ~SlabSurfaces() = default;
    // Rows [firstRow, firstRow + slab's z size) of the map (x and y whole).
    // Throws InputError for a map that is not of integer labels,
    // std::invalid_argument for a slab that does not continue the rows.
    virtual void add(const Volume& slab, int64_t firstRow) = 0;
    virtual std::vector<int64_t> labels() const = 0;  // every label > 0 the slabs held, ascending
    virtual Surface surface(int64_t label) const = 0;  // empty for a label no slab held
};

// Makes, measures and writes surfaces. Implementations are stateless and
// may be called from any thread.
class SurfaceMesher {
public:
    virtual ~SurfaceMesher() = default;
    // The surface of `label` in an integer map of one component; an empty
    // surface when the label has no voxel. Throws InputError for a map that
    // is not an integer label map, or options out of range.
    virtual Surface labelSurface(const Volume& labels, int64_t label, const SurfaceOptions& options) const = 0;
    // An empty slab builder for `map` (throws InputError for bad options).
    virtual std::unique_ptr<SlabSurfaces> slabSurfaces(const Geometry& map, const SurfaceOptions& options) const = 0;
    virtual SurfaceSummary summarize(const Surface& surface, int64_t label) const = 0;
    // The surface's points, point normals (when it has them) and triangles.
    virtual TriangleMesh triangleMesh(const Surface& surface) const = 0;
    // Several labels' surfaces in one, each triangle carrying its label
    // in the cell array "Label" and its colour (the workbench palette) in "RGB".
    virtual Surface combined(const std::vector<std::pair<int64_t, Surface>>& surfaces) const = 0;
    // Writes the surface atomically (binary STL, PLY and VTP; OBJ is text).
    // An STL's header names the frame ("SPACE=LPS" or "SPACE=RAS", as 3D
    // Slicer writes and reads it). Throws InputError naming the file when
    // it cannot be written.
    virtual void write(const Surface& surface, const std::string& path, SurfaceFormat format,
                       SurfaceCoordinates coordinates) const = 0;
};

SurfaceFormat surfaceFormatFromName(const std::string& name);  // "stl", "obj", "ply", "vtp"; throws InputError
std::string surfaceFormatExtension(SurfaceFormat format);     // ".stl", ...

}  // namespace segstudio::surface
