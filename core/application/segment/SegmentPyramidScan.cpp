#include "application/segment/SegmentPyramidScan.h"

#include <algorithm>
#include <filesystem>

#include "application/labeledit/FullResolutionLabels.h"
#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "common/system/AtomicFile.h"
#include "common/system/SystemMemory.h"
#include "io/Preprocessing.h"
#include "io/ScanIO.h"
#include "io/blockwise/ScanSlabs.h"
#include "io/blockwise/SlabPreprocessing.h"

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

namespace {

// What a finished label file was made from (scanAndModelIdentity) is kept
// beside it ("<label>.done.json"): the same scan and model reopen it
// instead of segmenting again.
std::string finishedRecordPath(const std::string& labelPath) { return labelPath + ".done.json"; }

bool finishedBefore(const std::string& labelPath, const Json& identity)
{
    try {
        return fs::exists(labelPath) && fs::exists(finishedRecordPath(labelPath)) &&
               readJsonFile(finishedRecordPath(labelPath)) == identity;
    } catch (const std::exception&) {
        return false;  // unreadable: segment again
    }
}

// The block height: a stopped run's own when it still fits (segmentInBlocks
// continues it), else the tallest that fits `limit`.
int64_t blockRowsFitting(const ModelEnsemble& models, const io::ScanHeader& header, const std::string& scanPath,
                         const std::string& labelPath, uint64_t limit)
{
    const bool streams = io::scanStreamsRows(scanPath);
    BlockwiseOptions options;
    options.blockRows = blockRowsOfStoppedRun(labelPath);
    if (options.blockRows > 0 && blockwiseMemoryBound(models, header.geometry, header.components, options, streams, true) <= limit)
        return options.blockRows;
    options.blockRows = 0;
    if (const int64_t rows = blockRowsWithin(models, header.geometry, header.components, options, streams, true, limit))
        return rows;
    options.blockRows = 1;
    throw InputError(scanPath, "memory",
                     "segmenting it block by block needs about " +
                         formatBytes(static_cast<double>(
                             blockwiseMemoryBound(models, header.geometry, header.components, options, streams, true))) +
                         " even one row at a time; " + formatBytes(static_cast<double>(limit)) +
                         " can be spared (three quarters of the memory available)");
}

}  // namespace

PyramidSegmentation segmentPyramidScan(ModelEnsemble& models, const std::string& scanPath, const Geometry& scanGeometry,
                                       const Geometry& overviewGrid, const std::string& labelPath, int threads,
                                       const std::function<void(const PyramidSegmentationProgress&)>& progress,
                                       const std::atomic<bool>* cancel)
{
    PyramidSegmentation result;
    result.labelPath = labelPath;
    const Json identity = scanAndModelIdentity(models, scanPath);
    result.reused = finishedBefore(labelPath, identity);
    if (!result.reused) {
        const io::ScanHeader header = io::readScanHeader(scanPath);
        BlockwiseOptions options;
        options.threads = threads;
        options.predict.mirroring = false;  // as the CLI's block-wise predict: a scan this large has many patches
        // A quarter left for what the bound does not count: LibTorch, ITK, the views' brick caches.
        options.blockRows = blockRowsFitting(models, header, scanPath, labelPath, availableMemoryBytes() / 4 * 3);
        std::error_code error;
        const fs::path folder = fs::path(labelPath).parent_path();
        fs::create_directories(folder, error);
        if (error)
            throw InputError(labelPath, "folder", "cannot be created: " + error.message());
        const double bytes = static_cast<double>(header.geometry.voxelCount()) *
                             static_cast<double>(scalarSize(io::labelTypeFor(models.info().preprocessing)));
        const fs::space_info space = fs::space(folder, error);
        if (!error && static_cast<double>(space.available) < bytes && blockRowsOfStoppedRun(labelPath) == 0)
            throw InputError(labelPath, "disk space",
                             "the label map needs " + formatBytes(bytes) + ", the disk holding the cache has " +
                                 formatBytes(static_cast<double>(space.available)) + " free (SEGSTUDIO_CACHE_DIR moves it)");
        fs::remove(finishedRecordPath(labelPath), error);
        result.run = segmentInBlocks(
            models, scanPath, labelPath, options,
            [&](const BlockwiseProgress& p) {
                if (progress)
                    progress({PyramidSegmentationProgress::Stage::Segmenting, p.rowsDone, p.rowsTotal, p.etaSeconds});
            },
            cancel);
        if (result.run.cancelled)
            return result;
        writeFileAtomically(finishedRecordPath(labelPath), identity.dump(1));
    }
    try {
        OpenedFullResolutionLabels opened = openFullResolutionLabelsWithOverview(
            labelPath, scanGeometry, overviewGrid,
            [&](const ProgressEvent& event) {
                if (progress)
                    progress({PyramidSegmentationProgress::Stage::Indexing, event.done, event.total, -1});
            },
            cancel);
        result.labels = std::move(opened.labels);
        result.overview = std::move(opened.overview);
    } catch (const Cancelled&) {
        result.labels.reset();
        result.run.cancelled = true;  // while indexing the finished file: starting again opens it without segmenting
    }
    return result;
}

}  // namespace segstudio::application
