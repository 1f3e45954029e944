#include "application/finishing/SurfaceExport.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>

#include "application/viewing/ScanViewing.h"
#include "common/Errors.h"
#include "common/Stopwatch.h"
#include "io/ScanIO.h"
#include "io/blockwise/ScanSlabs.h"

namespace segstudio::application {
namespace {

SurfaceExportReport exportSurfacesInSlabs(const surface::SurfaceMesher& mesher, const SurfaceExportRequest& request,
                                          int64_t slabRows, const std::map<int64_t, std::string>& names,
                                          const ProgressCallback& progress);


std::optional<surface::SurfaceFormat> formatOfPath(const std::string& path)
{
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const auto format : {surface::SurfaceFormat::Stl, surface::SurfaceFormat::Obj, surface::SurfaceFormat::Ply,
                              surface::SurfaceFormat::Vtp})
        if (extension == surface::surfaceFormatExtension(format))
            return format;
    return std::nullopt;
}

void requireLabelMap(const Volume& labels, const std::string& file)
{
    if (labels.components != 1 || !isIntegerType(labels.type))
        throw InputError(file, "voxel type",
                         std::string("a label map holds whole numbers in one component, this file holds ") +
                             scalarTypeName(labels.type) + " x" + std::to_string(labels.components));
}

// request.labels, each checked to be in the map, or every label but 0 it holds.
std::vector<int64_t> chosenLabels(const Volume& labels, const SurfaceExportRequest& request)
{
    const std::vector<int64_t> present = distinctLabelValues(labels, request.labelFile);
    std::vector<int64_t> chosen = request.labels;
    if (chosen.empty())
        std::copy_if(present.begin(), present.end(), std::back_inserter(chosen), [](int64_t v) { return v != 0; });
    for (const int64_t label : chosen)
        if (label == 0 || !std::binary_search(present.begin(), present.end(), label))
            throw InputError(request.labelFile, "label", "the map holds no voxel of label " + std::to_string(label));
    if (chosen.empty())
        throw InputError(request.labelFile, "labels", "the map holds no label other than 0: there is no surface to make");
    return chosen;
}

}  // namespace

std::map<int64_t, TriangleMesh> previewSurfaces(const surface::SurfaceMesher& mesher, const Volume& labels,
                                                const SurfaceExportRequest& request, const std::atomic<bool>* cancel)
{
    requireLabelMap(labels, request.labelFile);
    surface::SurfaceOptions options = request.options;
    options.coordinates = surface::SurfaceCoordinates::Lps;
    std::map<int64_t, TriangleMesh> meshes;
    for (const int64_t label : chosenLabels(labels, request)) {
        if (cancel && cancel->load())
            return {};
        meshes[label] = mesher.triangleMesh(mesher.labelSurface(labels, label, options));
    }
    return meshes;
}

std::string surfaceFileStem(int64_t label, const std::string& name)
{
    std::string stem = std::to_string(label);
    if (name.empty())
        return stem;
    stem += '_';
    for (const char c : name)
        stem += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_') ? c : '_';
    return stem;
}

int64_t surfaceSlabRows(const std::string& labelFile, int64_t requested)
{
    if (requested == 1)
        throw InputError(labelFile, "slab rows", "a slab holds at least 2 rows (neighbours share one)");
    if (requested > 0)
        return requested;
    const io::ScanHeader header = io::readScanHeader(labelFile);
    const Size3& size = header.geometry.size;
    const uint64_t rowBytes = static_cast<uint64_t>(size[0] * size[1]) * sizeof(float);
    if (rowBytes * static_cast<uint64_t>(size[2]) <= kWholeMapSurfaceBytes || !io::scanStreamsRows(labelFile))
        return 0;
    return std::max<int64_t>(2, static_cast<int64_t>(kSurfaceSlabBytes / std::max<uint64_t>(rowBytes, 1)));
}

SurfaceExportReport exportSurfaces(const surface::SurfaceMesher& mesher, const SurfaceExportRequest& request,
                                   const ProgressCallback& progress)
{
    const auto start = SteadyClock::now();
    std::map<int64_t, std::string> names = request.names.value_or(std::map<int64_t, std::string>{});
    if (!request.names)
        if (const auto context = datasetOfScan(request.labelFile); context && !context->dataset.instances)
            for (const auto& [value, name] : context->dataset.labels)
                names[value] = name;
    if (const int64_t slabRows = surfaceSlabRows(request.labelFile, request.slabRows); slabRows > 0)
        return exportSurfacesInSlabs(mesher, request, slabRows, names, progress);
    const Volume labels = io::readScan(request.labelFile);
    SurfaceExportReport report = exportSurfacesOfMap(mesher, labels, names, request, progress);
    report.readSeconds = secondsSince(start) - report.meshSeconds - report.writeSeconds;
    return report;
}

namespace {

// Makes each chosen label's surface with `surfaceOf`, summarises it and
// writes it (a file per label into a folder, or every label into one file).
void writeSurfaces(const surface::SurfaceMesher& mesher, const std::vector<int64_t>& chosen,
                   const std::function<surface::Surface(int64_t)>& surfaceOf, const SurfaceExportRequest& request,
                   const ProgressCallback& progress, SurfaceExportReport& report)
{
    const std::optional<surface::SurfaceFormat> singleFile = formatOfPath(request.output);
    const surface::SurfaceFormat format = singleFile.value_or(request.format.value_or(surface::SurfaceFormat::Stl));
    if (!singleFile) {
        std::error_code error;
        std::filesystem::create_directories(request.output, error);
        if (error || !std::filesystem::is_directory(request.output))
            throw InputError(request.output, "output",
                             "neither a mesh file (.stl, .obj, .ply, .vtp) nor a folder that can be made: " + error.message());
    }
    std::vector<std::pair<int64_t, surface::Surface>> surfaces;
    for (std::size_t k = 0; k < chosen.size(); ++k) {
        const auto itemStart = SteadyClock::now();
        surface::Surface mesh = surfaceOf(chosen[k]);
        report.surfaces.push_back(mesher.summarize(mesh, chosen[k]));
        report.meshSeconds += secondsSince(itemStart);
        if (singleFile) {
            surfaces.emplace_back(chosen[k], mesh);
        } else {
            const auto writeStart = SteadyClock::now();
            const auto name = report.names.find(chosen[k]);
            const std::string file = (std::filesystem::path(request.output) /
                                      (surfaceFileStem(chosen[k], name == report.names.end() ? "" : name->second) +
                                       surface::surfaceFormatExtension(format)))
                                         .string();
            mesher.write(mesh, file, format, request.options.coordinates);
            report.files.push_back(file);
            report.writeSeconds += secondsSince(writeStart);
        }
        if (progress)
            progress({"mesh", static_cast<int>(k + 1), static_cast<int>(chosen.size()), std::to_string(chosen[k]),
                      secondsSince(itemStart), false});
    }
    if (singleFile) {
        const auto writeStart = SteadyClock::now();
        mesher.write(mesher.combined(surfaces), request.output, format, request.options.coordinates);
        report.files.push_back(request.output);
        report.writeSeconds += secondsSince(writeStart);
    }
}

void requireScanGrid(const SurfaceExportRequest& request, const Geometry& labels)
{
    if (request.scanFile.empty())
        return;
    const io::ScanHeader scan = io::readScanHeader(request.scanFile);
    const std::vector<std::string> differences = geometryDifferences(scan.geometry, labels);
    if (!differences.empty())
        throw InputError(request.labelFile, "geometry",
                         "the label map is not on the grid of " + request.scanFile + ": " + differences.front());
}

// The map streamed in slabs of `slabRows` z-rows (one row shared between
// neighbours), never whole in memory.
SurfaceExportReport exportSurfacesInSlabs(const surface::SurfaceMesher& mesher, const SurfaceExportRequest& request,
                                          int64_t slabRows, const std::map<int64_t, std::string>& names,
                                          const ProgressCallback& progress)
{
    SurfaceExportReport report;
    report.names = names;
    report.slabRows = slabRows;
    const auto start = SteadyClock::now();
    io::ScanSlabReader reader(request.labelFile);
    const io::ScanHeader& header = reader.header();
    if (header.components != 1 || !isIntegerType(header.type))
        throw InputError(request.labelFile, "voxel type",
                         std::string("a label map holds whole numbers in one component, this file holds ") +
                             scalarTypeName(header.type) + " x" + std::to_string(header.components));
    requireScanGrid(request, header.geometry);
    const Size3 size = header.geometry.size;
    const std::unique_ptr<surface::SlabSurfaces> slabs = mesher.slabSurfaces(header.geometry, request.options);
    const int64_t slabCount = size[2] <= slabRows ? 1 : 1 + (size[2] - 2) / (slabRows - 1);
    int64_t first = 0;
    for (int64_t done = 1;; ++done) {
        const int64_t end = std::min(size[2], first + slabRows);
        const std::vector<float> rows = reader.rows(first, end);
        Geometry slabGeometry = header.geometry;
        slabGeometry.size = {size[0], size[1], end - first};
        Volume slab = Volume::allocate(slabGeometry, ScalarType::Int32);
        int32_t* values = slab.data<int32_t>();
        for (std::size_t i = 0; i < rows.size(); ++i)
            values[i] = static_cast<int32_t>(rows[i]);
        slabs->add(slab, first);
        if (progress)
            progress({"rows", static_cast<int>(done), static_cast<int>(slabCount), std::to_string(end), secondsSince(start), false});
        if (end == size[2])
            break;
        first = end - 1;
    }
    const std::vector<int64_t> present = slabs->labels();
    std::vector<int64_t> chosen = request.labels.empty() ? present : request.labels;
    for (const int64_t label : chosen)
        if (label == 0 || !std::binary_search(present.begin(), present.end(), label))
            throw InputError(request.labelFile, "label", "the map holds no voxel of label " + std::to_string(label));
    if (chosen.empty())
        throw InputError(request.labelFile, "labels", "the map holds no label other than 0: there is no surface to make");
    report.readSeconds = secondsSince(start);
    writeSurfaces(mesher, chosen, [&](int64_t label) { return slabs->surface(label); }, request, progress, report);
    return report;
}

}  // namespace

SurfaceExportReport exportSurfacesOfMap(const surface::SurfaceMesher& mesher, const Volume& labels,
                                        const std::map<int64_t, std::string>& names, const SurfaceExportRequest& request,
                                        const ProgressCallback& progress)
{
    SurfaceExportReport report;
    report.names = names;
    auto start = SteadyClock::now();
    requireLabelMap(labels, request.labelFile);
    requireScanGrid(request, labels.geometry);
    const std::vector<int64_t> chosen = chosenLabels(labels, request);
    report.readSeconds = secondsSince(start);
    writeSurfaces(
        mesher, chosen, [&](int64_t label) { return mesher.labelSurface(labels, label, request.options); }, request,
        progress, report);
    return report;
}

}  // namespace segstudio::application
