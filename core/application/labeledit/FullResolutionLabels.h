#pragma once
// Use case "edit labels on a scan larger than memory": the label map of a
// scan opened as a pyramid lives on the scan's full-resolution grid as an
// edit::BrickedLabelMap (memory follows the edits). It starts empty, or over
// a label map file that is read box by box through its own pyramid (built
// once, like the scan's), and saves row block by row block. Qt-free.
#include <atomic>
#include <memory>
#include <set>
#include <string>

#include "common/Progress.h"
#include "common/image/Volume.h"
#include "edit/BrickedLabelMap.h"

namespace segstudio::application {

// An empty uint8 map on the scan's full-resolution grid (its stored axes).
std::shared_ptr<edit::BrickedLabelMap> newFullResolutionLabels(const Geometry& scanGeometry);

// Whether openFullResolutionLabels would take the file: its header puts
// it on `grid` (size, spacing, origin, direction) and it can be read box by
// box (io::scanStreamsRows). Reads the header only; false when it cannot be
// read (opening it the usual way then says why).
bool opensAtFullResolution(const std::string& labelPath, const Geometry& grid);

// The label map in `labelPath` as the base of a map on the scan's grid.
// Throws InputError naming the file when it does not lie on that grid
// (size, spacing, origin, direction), has more than one component, is not
// an integer map, cannot be read box by box (a format ScanSlabReader does
// not stream: 3D MetaImage, NIfTI, microscopy TIFF, OME-Zarr) or holds a
// value above 65535 (found when the voxel is read); Cancelled when `cancel`
// is set while its pyramid is built (progress: rows read).
std::shared_ptr<edit::BrickedLabelMap> openFullResolutionLabels(const std::string& labelPath, const Geometry& scanGeometry,
                                                                const ProgressCallback& progress = {},
                                                                const std::atomic<bool>* cancel = nullptr);

// The map on a coarser grid of the same scan (`coarse`: a pyramid level,
// whose voxels each cover factor = coarse spacing / map spacing voxels per
// axis): voxels [lo, hi) of `coarse` (stored axes), each holding the label
// most of its block's labelled voxels hold, 0 when none does, so that thin
// strokes stay visible. In the map's voxel type, with that box's geometry.
// Reads one row of blocks at a time (memory: the box's width x a block).
// `labelsMet`, when given, receives every non-zero label of those blocks.
// Throws InputError when a base read fails; Cancelled when `cancel` is set.
Volume labelOverview(const edit::BrickedLabelMap& labels, const Geometry& coarse, const Size3& lo, const Size3& hi,
                     const std::atomic<bool>* cancel = nullptr, std::set<int64_t>* labelsMet = nullptr);

// openFullResolutionLabels, then labelOverview over the whole of
// `overviewGrid` (stored axes), with the labels met kept as the map's base
// labels (BrickedLabelMap::baseLabels). Throws as those two do.
struct OpenedFullResolutionLabels {
    std::shared_ptr<edit::BrickedLabelMap> labels;
    Volume overview;
};
OpenedFullResolutionLabels openFullResolutionLabelsWithOverview(const std::string& labelPath, const Geometry& scanGeometry,
                                                                const Geometry& overviewGrid,
                                                                const ProgressCallback& progress = {},
                                                                const std::atomic<bool>* cancel = nullptr);

// Writes the map to `path` in its voxel type, a block of rows (about 32
// MiB, 1 to 32 rows) at a time: a MetaImage (.mha) streams through a hidden
// partial file renamed when complete; other formats hold the whole map
// (one value per voxel) and write it at the end, so they are refused when
// that needs more than half the available memory. Never leaves a
// half-written `path`. Throws InputError naming the file on a refused
// format, a failed write or a base read. Progress: rows written. Callers
// mark the map saved (BrickedLabelMap::markSaved) when that is what it was.
void saveFullResolutionLabels(const edit::BrickedLabelMap& labels, const std::string& path,
                              const ProgressCallback& progress = {});

}  // namespace segstudio::application
