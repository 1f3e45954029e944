#include "application/segment/SegmentPyramidScan.h"

#include <algorithm>
#include <filesystem>

#include "application/labeledit/FullResolutionLabels.h"
#include "common/Errors.h"
#include "common/system/SystemMemory.h"
#include "io/Preprocessing.h"
#include "io/ScanIO.h"
#include "io/blockwise/ScanSlabs.h"

namespace fs = std::filesystem;

namespace segstudio::application {

std::string pyramidSegmentationPath(const std::string& scanPath, const std::string& modelFolder, int copy)
{
    std::string model = fs::path(modelFolder).lexically_normal().filename().string();
    if (model.empty())  // "run/" names its folder
        model = fs::path(modelFolder).lexically_normal().parent_path().filename().string();
    if (model.empty())
        model = "model";
    const std::string folder = io::folderNamedAfter(io::cacheBaseFolder() + "/segmentations", scanPath);
    return folder + "/" + model + (copy > 0 ? "-" + std::to_string(copy) : std::string()) + ".mha";
}

PyramidSegmentation segmentPyramidScan(ModelEnsemble& models, const std::string& scanPath, const Geometry& scanGeometry,
                                       const Geometry& overviewGrid, const std::string& labelPath, int threads,
                                       const std::function<void(const PyramidSegmentationProgress&)>& progress,
                                       const std::atomic<bool>* cancel)
{
    PyramidSegmentation result;
    result.labelPath = labelPath;
    const io::ScanHeader header = io::readScanHeader(scanPath);
    BlockwiseOptions options;
    options.threads = threads;
    options.predict.mirroring = false;  // as the CLI's block-wise predict: a scan this large has many patches
    // A stopped run continues with its own block height; a new one takes what fits.
    options.blockRows = blockRowsOfStoppedRun(labelPath);
    if (options.blockRows == 0) {
        const uint64_t available = availableMemoryBytes();
        options.blockRows = blockRowsWithin(models, header.geometry, header.components, options,
                                            io::scanStreamsRows(scanPath), true, available);
        if (options.blockRows == 0) {
            options.blockRows = 1;
            throw InputError(scanPath, "memory",
                             "segmenting it block by block needs about " +
                                 formatBytes(static_cast<double>(blockwiseMemoryBound(models, header.geometry, header.components,
                                                                                      options, io::scanStreamsRows(scanPath), true))) +
                                 " even one row at a time; " + formatBytes(static_cast<double>(available)) + " are available");
        }
    }
    std::error_code error;
    fs::create_directories(fs::path(labelPath).parent_path(), error);
    if (error)
        throw InputError(labelPath, "folder", "cannot be created: " + error.message());

    result.run = segmentInBlocks(
        models, scanPath, labelPath, options,
        [&](const BlockwiseProgress& p) {
            if (progress)
                progress({PyramidSegmentationProgress::Stage::Segmenting, p.rowsDone, p.rowsTotal, p.etaSeconds});
        },
        cancel);
    if (result.run.cancelled)
        return result;
    try {
        result.labels = openFullResolutionLabels(labelPath, scanGeometry, [&](const ProgressEvent& event) {
            if (progress)
                progress({PyramidSegmentationProgress::Stage::Indexing, event.done, event.total, -1});
        }, cancel);
        std::set<int64_t> present;
        result.overview = labelOverview(*result.labels, overviewGrid, {0, 0, 0}, overviewGrid.size, cancel, &present);
        result.labels->setBaseLabels(std::move(present));
    } catch (const Cancelled&) {
        result.labels.reset();
        result.run.cancelled = true;  // while indexing the finished file: starting again segments afresh
    }
    return result;
}

}  // namespace segstudio::application
