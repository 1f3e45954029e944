#pragma once
// Use case "segment the scan open as a pyramid, at full resolution" (the
// workbench's Segment current scan on a scan larger than memory):
// segmentInBlocks (SegmentInBlocks.h) writes the label map as a MetaImage
// beside the scan's pyramid, block by block, and the file is then opened as
// the base of a full-resolution label map (FullResolutionLabels.h), with its
// rendition on the overview's grid for the 3D view. Memory stays within
// blockwiseMemoryBound, the block height lowered until that fits three
// quarters of the memory available (the rest for what the bound does not
// count: LibTorch, ITK, the views' brick caches). A stopped run (cancelled,
// or the process killed) continues after its last written block when
// started again with the same scan, model and label file; a finished one
// ("<label>.done.json" records its scan and model) is opened again without
// segmenting. Qt-free.
#include <atomic>
#include <functional>
#include <memory>
#include <string>

#include "application/segment/SegmentInBlocks.h"
#include "common/image/Volume.h"
#include "edit/BrickedLabelMap.h"

namespace segstudio::application {

// Where segmentPyramidScan writes the label map of `scanPath` made by the
// model in `modelFolder`: "<cache base>/segmentations/<scan file
// name>-<hash of its path>/<model folder name>.mha", or with "-<copy>" before
// ".mha" for copy > 0 (a caller that still reads an earlier one keeps it).
std::string pyramidSegmentationPath(const std::string& scanPath, const std::string& modelFolder, int copy = 0);

struct PyramidSegmentationProgress {
    enum class Stage { Segmenting, Indexing } stage = Stage::Segmenting;  // blocks, then the label file's pyramid
    int64_t done = 0, total = 0;  // rows of the scan
    double etaSeconds = -1;       // segmenting only; -1 before the first block
};

struct PyramidSegmentation {
    BlockwiseSegmentation run;
    std::string labelPath;
    bool reused = false;  // labelPath was finished earlier from the same scan and model: not segmented again
    std::shared_ptr<edit::BrickedLabelMap> labels;  // on the scan's grid; null when cancelled
    Volume overview;                                // labels on `overviewGrid` (stored axes)
};

// Segments `scanPath` (its geometry `scanGeometry`, as its pyramid has it)
// into `labelPath` and opens the result. Throws InputError naming the scan
// or model when segmentInBlocks refuses (channels, dimensions, an instance
// model), naming "memory" when even one row per block does not fit,
// naming "disk space" when the label file would not fit its disk, and
// naming the label file when it cannot be written or read back. Returns
// with run.cancelled when `cancel` is set (while segmenting or indexing).
PyramidSegmentation segmentPyramidScan(ModelEnsemble& models, const std::string& scanPath, const Geometry& scanGeometry,
                                       const Geometry& overviewGrid, const std::string& labelPath, int threads = 1,
                                       const std::function<void(const PyramidSegmentationProgress&)>& progress = {},
                                       const std::atomic<bool>* cancel = nullptr);

}  // namespace segstudio::application
