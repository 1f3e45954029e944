#include "application/labeledit/FullResolutionLabels.h"

#include <algorithm>
#include <filesystem>

#include "application/viewing/ScanViewing.h"
#include "common/system/FolderLock.h"
#include "common/system/SystemMemory.h"
#include "common/Errors.h"
#include "io/ScanIO.h"
#include "io/blockwise/ScanSlabs.h"

namespace segstudio::application {

namespace fs = std::filesystem;

std::shared_ptr<edit::BrickedLabelMap> newFullResolutionLabels(const Geometry& scanGeometry)
{
    return std::make_shared<edit::BrickedLabelMap>(scanGeometry, ScalarType::UInt8);
}

bool opensAtFullResolution(const std::string& labelPath, const Geometry& grid)
{
    try {
        const io::ScanHeader header = io::readScanHeader(labelPath);
        return header.geometry.size == grid.size && geometryDifferences(grid, header.geometry).empty() &&
               io::scanStreamsRows(labelPath);
    } catch (const std::exception&) {
        return false;
    }
}

std::shared_ptr<edit::BrickedLabelMap> openFullResolutionLabels(const std::string& labelPath, const Geometry& scanGeometry,
                                                                const ProgressCallback& progress,
                                                                const std::atomic<bool>* cancel)
{
    const io::ScanHeader header = io::readScanHeader(labelPath);
    if (header.components != 1 || !isIntegerType(header.type))
        throw InputError(labelPath, "voxel type", "a label map holds one integer value per voxel, this file holds " +
                                                      std::to_string(header.components) + " " + scalarTypeName(header.type) +
                                                      " value(s)");
    if (header.geometry.size != scanGeometry.size)
        throw InputError(labelPath, "size", "the label map's grid " + formatSize(header.geometry.size) +
                                                " differs from the scan's " + formatSize(scanGeometry.size));
    const auto differences = geometryDifferences(scanGeometry, header.geometry);
    if (!differences.empty())
        throw InputError(labelPath, "geometry", "the label map does not lie on the scan's grid: " + differences.front());
    std::shared_ptr<const ScanPyramid> pyramid = openScanPyramid(labelPath, progress, cancel);
    const bool narrow = header.type == ScalarType::UInt8 || header.type == ScalarType::Int8;
    return std::make_shared<edit::BrickedLabelMap>(
        scanGeometry, narrow ? ScalarType::UInt8 : ScalarType::UInt16,
        [pyramid](const Size3& lo, const Size3& hi) { return pyramid->readBox(0, lo, hi); });
}

Volume labelOverview(const edit::BrickedLabelMap& labels, const Geometry& coarse, const Size3& lo, const Size3& hi,
                     const std::atomic<bool>* cancel, std::set<int64_t>* labelsMet)
{
    const Geometry& full = labels.geometry();
    Size3 factor{}, from{}, count{};
    for (int a = 0; a < 3; ++a) {
        factor[a] = std::max<int64_t>(1, std::llround(coarse.spacing[a] / full.spacing[a]));
        from[a] = std::clamp<int64_t>(lo[a], 0, coarse.size[a]);
        count[a] = std::clamp<int64_t>(hi[a], from[a], coarse.size[a]) - from[a];
    }
    Geometry boxGrid = coarse;
    boxGrid.size = count;
    boxGrid.origin = coarse.indexToWorld({double(from[0]), double(from[1]), double(from[2])});
    Volume out = Volume::allocate(boxGrid, labels.type());
    std::vector<std::pair<int64_t, int64_t>> votes;  // (label, voxels) in one block: few labels meet in a block
    for (int64_t z = 0; z < count[2]; ++z)
        for (int64_t y = 0; y < count[1]; ++y) {
            if (cancel && cancel->load())
                throw Cancelled("stopped while drawing the label map's overview");
            // One row of blocks: memory follows the scan's width, never its area.
            const Size3 rowLo{from[0] * factor[0], (from[1] + y) * factor[1], (from[2] + z) * factor[2]};
            const Size3 rowHi{(from[0] + count[0]) * factor[0], (from[1] + y + 1) * factor[1], (from[2] + z + 1) * factor[2]};
            const Volume row = labels.readBox(rowLo, rowHi);  // clipped to the map
            const Size3& rs = row.geometry.size;
            for (int64_t x = 0; x < count[0]; ++x) {
                votes.clear();
                for (int64_t k = 0; k < rs[2]; ++k)
                    for (int64_t j = 0; j < rs[1]; ++j)
                        for (int64_t i = x * factor[0]; i < std::min((x + 1) * factor[0], rs[0]); ++i) {
                            const auto value = static_cast<int64_t>(row.valueAsDouble(i + rs[0] * (j + rs[1] * k)));
                            if (value == 0)
                                continue;
                            auto vote = std::find_if(votes.begin(), votes.end(), [&](const auto& v) { return v.first == value; });
                            if (vote == votes.end())
                                votes.emplace_back(value, 1);
                            else
                                ++vote->second;
                        }
                int64_t shown = 0, most = 0;
                for (const auto& [value, voxels] : votes) {
                    if (labelsMet)
                        labelsMet->insert(value);
                    if (voxels > most || (voxels == most && value < shown)) {
                        shown = value;
                        most = voxels;
                    }
                }
                visitScalarType(out.type, [&](auto zero) {
                    using T = decltype(zero);
                    out.data<T>()[x + count[0] * (y + count[1] * z)] = static_cast<T>(shown);
                });
            }
        }
    return out;
}

OpenedFullResolutionLabels openFullResolutionLabelsWithOverview(const std::string& labelPath, const Geometry& scanGeometry,
                                                                const Geometry& overviewGrid, const ProgressCallback& progress,
                                                                const std::atomic<bool>* cancel)
{
    OpenedFullResolutionLabels opened;
    opened.labels = openFullResolutionLabels(labelPath, scanGeometry, progress, cancel);
    std::set<int64_t> present;
    opened.overview = labelOverview(*opened.labels, overviewGrid, {0, 0, 0}, overviewGrid.size, cancel, &present);
    opened.labels->setBaseLabels(std::move(present));
    return opened;
}

void saveFullResolutionLabels(const edit::BrickedLabelMap& labels, const std::string& path, const ProgressCallback& progress)
{
    const fs::path out(path);
    const std::string partial = (out.parent_path() / ("." + out.filename().string() + ".partial.mha")).string();
    const Geometry& g = labels.geometry();
    const uint64_t bytes = static_cast<uint64_t>(g.voxelCount()) * scalarSize(labels.type());
    if (!io::streamsLabelRows(path) && bytes > availableMemoryBytes() / 2)
        throw InputError(path, "format", "this label map's voxels take " + formatBytes(double(bytes)) +
                                             ", more than half the memory available (" + formatBytes(double(availableMemoryBytes())) +
                                             "); save it as MetaImage (.mha), which is written a block of rows at a time");
    // Not while a block-wise run writes the same file (SegmentInBlocks.cpp).
    const OutputFileLock lock(path, "saving a label map to it", std::chrono::milliseconds(0));
    try {
        io::LabelSlabWriter writer(path, partial, g, labels.type());
        // Blocks of rows of about 32 MiB (at least one row, at most a brick's 32).
        const uint64_t rowBytes = static_cast<uint64_t>(g.size[0] * g.size[1]) * scalarSize(labels.type());
        const int64_t rows = std::clamp<int64_t>(static_cast<int64_t>((uint64_t(32) << 20) / std::max<uint64_t>(1, rowBytes)), 1,
                                                 edit::BrickedLabelMap::kBrick);
        for (int64_t z = 0; z < g.size[2]; z += rows) {
            const int64_t end = std::min(z + rows, g.size[2]);
            writer.append(labels.readBox({0, 0, z}, {g.size[0], g.size[1], end}));
            if (progress)
                progress({"write", static_cast<int>(end), static_cast<int>(g.size[2]), "", 0, false});
        }
        writer.finish();
    } catch (const InputError&) {
        std::error_code ignored;
        fs::remove(partial, ignored);
        throw;
    } catch (const std::exception& error) {
        std::error_code ignored;
        fs::remove(partial, ignored);
        throw InputError(path, "write", error.what());
    }
}

}  // namespace segstudio::application
