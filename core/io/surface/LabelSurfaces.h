#pragma once
// Surface meshes of a label map's labels, for 3D printing, planning and the
// 3D view, built on VTK filters: discrete flying edges on the label's mask
// (padded by one empty voxel so a label touching the scan's border still
// gives a closed surface), then, each optional, the largest connected
// component, windowed-sinc smoothing, quadric decimation, and normals.
// Qt-free, no rendering; any thread.
//
// Coordinates are mm in the scan's world: LPS (ITK's and DICOM's frame, the
// label map's own), or RAS (x and y negated: NIfTI's, Slicer's and most
// mesh tools' frame). Triangles wind counter-clockwise seen from outside, so
// the enclosed volume is positive, whatever the map's direction matrix.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "common/image/TriangleMesh.h"
#include "common/image/Volume.h"

namespace segstudio::surface {

enum class SurfaceCoordinates { Lps, Ras };
enum class SurfaceFormat { Stl, Obj, Ply, Vtp };

struct SurfaceOptions {
    // Windowed-sinc smoothing (VTK's vtkWindowedSincPolyDataFilter); off
    // keeps the voxel staircase. A smaller pass band smooths more (0.001 to
    // 0.1 are usual; the default of 0.1 keeps folds of a few voxels).
    bool smooth = false;
    double passBand = 0.1;
    int smoothingIterations = 20;
    // Fraction of the triangles kept by quadric decimation (1: none).
    double keepFraction = 1.0;
    bool largestComponentOnly = false;
    bool normals = true;  // point normals, for shading in viewers
    SurfaceCoordinates coordinates = SurfaceCoordinates::Lps;
};

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

// A surface mesh; copies share it. VTK's polydata stays inside
// LabelSurfaces.cpp, so callers include no VTK header (ARCHITECTURE.md).
struct Surface {
    struct Mesh;
    std::shared_ptr<const Mesh> mesh;
};

// The surface of `label` in an integer map of one component; an empty
// surface when the label has no voxel. Throws InputError for a map that
// is not an integer label map, or options out of range.
Surface labelSurface(const Volume& labels, int64_t label, const SurfaceOptions& options);

// Surfaces of a map larger than memory, built from slabs of its z-rows
// read one after another (io/blockwise/ScanSlabs.h): the first slab starts
// at row 0, and each next slab starts at the previous slab's last row (one
// row shared). surface() joins each label's pieces, merging the points on
// the shared rows, then applies the options as labelSurface does; the
// result equals labelSurface on the whole map (the same triangles).
// Memory: the pieces' triangles, not the map. Not thread-safe.
class SlabSurfaces {
public:
    SlabSurfaces(const Geometry& map, const SurfaceOptions& options);  // throws InputError for bad options
    ~SlabSurfaces();
    SlabSurfaces(const SlabSurfaces&) = delete;
    SlabSurfaces& operator=(const SlabSurfaces&) = delete;
    // Rows [firstRow, firstRow + slab's z size) of the map (x and y whole).
    // Throws InputError for a map that is not of integer labels,
    // std::invalid_argument for a slab that does not continue the rows.
    void add(const Volume& slab, int64_t firstRow);
    std::vector<int64_t> labels() const;  // every label > 0 the slabs held, ascending
    Surface surface(int64_t label) const;  // empty for a label no slab held

private:
    struct Pieces;
    Geometry m_map;
    SurfaceOptions m_options;
    std::unique_ptr<Pieces> m_pieces;
    int64_t m_nextRow = 0;
};

SurfaceSummary summarizeSurface(const Surface& surface, int64_t label);
// The surface's points, point normals (when it has them) and triangles.
TriangleMesh triangleMesh(const Surface& surface);

// Several labels' surfaces in one, each triangle carrying its label
// in the cell array "Label" and its colour (the workbench palette) in "RGB".
Surface combinedSurfaces(const std::vector<std::pair<int64_t, Surface>>& surfaces);

// Writes the surface atomically (binary STL, PLY and VTP; OBJ is text). An
// STL's header names the frame ("SPACE=LPS" or "SPACE=RAS", as 3D Slicer
// writes and reads it). Throws InputError naming the file when it cannot be
// written.
void writeSurface(const Surface& surface, const std::string& path, SurfaceFormat format, SurfaceCoordinates coordinates);

SurfaceFormat surfaceFormatFromName(const std::string& name);  // "stl", "obj", "ply", "vtp"; throws InputError
std::string surfaceFormatExtension(SurfaceFormat format);     // ".stl", ...

}  // namespace segstudio::surface
