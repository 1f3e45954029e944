#pragma once
// Use case "export surfaces" (File > Export Surfaces…, segstudio-cli mesh):
// reads a label map, makes each chosen label's surface with the mesher the
// program gives it (common/image/SurfaceMesher.h; the CLI and the workbench
// give widgets/surface/VtkSurfaceMesher) and writes one file per label into
// a folder, or every label into one file. Qt-free and VTK-free; any thread.
#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/Progress.h"
#include "common/image/SurfaceMesher.h"

namespace segstudio::application {

struct SurfaceExportRequest {
    std::string labelFile;
    std::string scanFile;          // optional: the map must lie on this scan's grid
    std::string output;            // a file ending .stl/.obj/.ply/.vtp: every label in it; else a folder, a file per label
    std::optional<surface::SurfaceFormat> format;  // a folder's files; default: the output's extension, else STL
    std::vector<int64_t> labels;   // empty: every label present
    surface::SurfaceOptions options;
    // exportSurfaces only: stream the map in slabs of this many z-rows
    // (SurfaceMesher::slabSurfaces; at least 2) instead of reading it whole.
    // 0: slabs of about kSurfaceSlabBytes when the map's voxels as float32
    // exceed kWholeMapSurfaceBytes and its format streams rows
    // (io::scanStreamsRows: uncompressed MetaImage, NIfTI, TIFF stacks,
    // OME-Zarr), else whole.
    int64_t slabRows = 0;
    // exportSurfaces only: the labels' names for the report and the file
    // names; unset: those of the dataset.json beside the map, if any (the
    // workbench sets them for a layer it wrote to a file of its own).
    std::optional<std::map<int64_t, std::string>> names;
};

inline constexpr uint64_t kWholeMapSurfaceBytes = uint64_t(2) << 30;
inline constexpr uint64_t kSurfaceSlabBytes = uint64_t(256) << 20;

// The slab rows exportSurfaces uses for `labelFile` (0: whole), as above.
// Throws InputError for 1 row.
int64_t surfaceSlabRows(const std::string& labelFile, int64_t requested);

struct SurfaceExportReport {
    std::vector<surface::SurfaceSummary> surfaces;  // in label order
    std::vector<std::string> files;                 // written, in label order (one for a single file)
    std::map<int64_t, std::string> names;           // from the dataset.json beside the map, when there is one
    double readSeconds = 0, meshSeconds = 0, writeSeconds = 0;
    int64_t slabRows = 0;  // rows per slab when the map was streamed; 0: read whole
};

// A file name for a label's surface: "<label>" or "<label>_<name>" with the
// name's characters outside [A-Za-z0-9._-] replaced by '_'.
std::string surfaceFileStem(int64_t label, const std::string& name);

// Throws InputError naming the file: an unreadable map, a scan on another
// grid, a label the map does not hold, an output that is neither a mesh
// file nor a folder that can be made.
SurfaceExportReport exportSurfaces(const surface::SurfaceMesher& mesher, const SurfaceExportRequest& request,
                                   const ProgressCallback& progress = {});

// The same for a label map in memory (the workbench's layer, in stored
// order): `names` name its labels in the report and the files;
// request.labelFile only names the map in errors.
SurfaceExportReport exportSurfacesOfMap(const surface::SurfaceMesher& mesher, const Volume& labels,
                                        const std::map<int64_t, std::string>& names, const SurfaceExportRequest& request,
                                        const ProgressCallback& progress = {});

// The surfaces an export of `labels` with request.options makes, without
// writing a file: the 3D view's preview before export. Meshes in the map's
// own LPS world, whatever request.options.coordinates says; request.labels,
// else every label but 0. Empty when `cancel` is set while it runs. Throws
// InputError as exportSurfacesOfMap does.
std::map<int64_t, TriangleMesh> previewSurfaces(const surface::SurfaceMesher& mesher, const Volume& labels,
                                                const SurfaceExportRequest& request,
                                                const std::atomic<bool>* cancel = nullptr);

}  // namespace segstudio::application
