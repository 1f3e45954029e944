#include "application/viewing/ScanViewing.h"

#include <cstring>
#include <filesystem>

#include "common/system/SystemMemory.h"
#include "io/Preprocessing.h"
#include "io/ScanIO.h"
#include "io/blockwise/ScanSlabs.h"

namespace segstudio::application {

ViewedFile readFileToView(const std::string& path)
{
    ViewedFile file;
    file.volume = io::readScan(path);
    file.warnings = io::headerWarnings(path, file.volume.geometry.size[2] > 1 ? 3 : 2);
    file.patientOrientation = io::carriesPatientOrientation(path);
    if (file.volume.components > 1)
        file.channelNames = channelNamesInFile(path);
    return file;
}

std::vector<std::string> channelNamesInFile(const std::string& path)
{
    if (io::carriesPatientOrientation(path))
        return {};  // only microscopy formats name their channels
    try {
        return io::readScanHeader(path).channelNames;
    } catch (const std::exception&) {
        return {};
    }
}

io::CaseReport summarizeCase(const io::DatasetDescription& dataset, const io::DatasetCase& datasetCase)
{
    io::DatasetCheckOptions options;
    options.workers = 1;
    try {
        return io::loadAndCheckCase(dataset, datasetCase, options).report;
    } catch (const std::exception& error) {
        io::CaseReport report;
        report.caseId = datasetCase.id;
        report.problems.push_back({datasetCase.id, "", "case", error.what()});
        return report;
    }
}

Volume readChannelFiles(const std::vector<std::string>& files)
{
    if (files.empty())
        throw InputError("", "image", "no scan given");
    std::vector<Volume> volumes;
    for (const std::string& file : files)
        volumes.push_back(io::readScan(file));
    return volumes.size() == 1 ? std::move(volumes.front()) : mergeChannelFiles(files, std::move(volumes));
}

Volume mergeChannelFiles(const std::vector<std::string>& files, std::vector<Volume> volumes)
{
    const Geometry& reference = volumes.front().geometry;
    bool sameType = true;
    int components = 0;
    for (std::size_t f = 0; f < volumes.size(); ++f) {
        const auto differences = geometryDifferences(reference, volumes[f].geometry);
        if (!differences.empty())
            throw InputError(files[f], "geometry", "this channel does not fit " + files.front() + ": " + differences.front());
        sameType = sameType && volumes[f].type == volumes.front().type;
        components += volumes[f].components;
    }
    const ScalarType type = sameType ? volumes.front().type : ScalarType::Float32;
    Volume merged = Volume::allocate(reference, type, components);
    const std::size_t valueSize = scalarSize(type);
    int firstComponent = 0;
    for (Volume& volume : volumes) {
        if (volume.type != type)
            volume = volume.convertedTo(type);
        const std::size_t voxelBytes = valueSize * static_cast<std::size_t>(volume.components);
        for (int64_t i = 0; i < merged.voxelCount(); ++i)
            std::memcpy(merged.bytes.data() + (static_cast<std::size_t>(i) * components + firstComponent) * valueSize,
                        volume.bytes.data() + static_cast<std::size_t>(i) * voxelBytes, voxelBytes);
        firstComponent += volume.components;
        volume = Volume{};  // release as we go: peak memory stays near one copy
    }
    return merged;
}

std::optional<std::string> caseScanInFolder(const std::string& folder, const std::string& caseId)
{
    try {
        for (const std::string& file : io::listScanFiles(folder)) {
            const std::string stem = io::stripScanExtension(std::filesystem::path(file).filename().string());
            if (stem == caseId || stem == caseId + "_0000")
                return file;
        }
    } catch (const std::exception&) {
        return std::nullopt;
    }
    return std::nullopt;
}

bool opensAsPyramid(const std::string& path, double memoryShare)
{
    try {
        const io::ScanHeader header = io::readScanHeader(path);
        if (header.dimensions < 3 || header.geometry.size[2] < 2)
            return false;
        const double available = static_cast<double>(availableMemoryBytes());
        return static_cast<double>(header.bytes()) > memoryShare * available && io::scanStreamsRows(path);
    } catch (const std::exception&) {
        return false;
    }
}

std::string pyramidFolderOf(const std::string& path)
{
    return io::folderNamedAfter(io::cacheBaseFolder() + "/pyramids", path);
}

std::shared_ptr<ScanPyramid> openScanPyramid(const std::string& path, const ProgressCallback& progress,
                                             const std::atomic<bool>* cancel)
{
    io::PyramidBuildOptions options;
    const uint64_t available = availableMemoryBytes();
    options.brickCacheBytes = std::min<uint64_t>(options.brickCacheBytes, available / 8);
    options.overviewBytes = std::min<uint64_t>(options.overviewBytes, available / 16);
    options.cancel = cancel;
    return ScanPyramid::openOrBuild(path, pyramidFolderOf(path), options, progress);
}

}  // namespace segstudio::application
