#include "application/finishing/SurfaceExport.h"

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "application/viewing/ScanViewing.h"
#include "common/Errors.h"
#include "common/Stopwatch.h"
#include "io/ScanIO.h"

namespace segstudio::application {
namespace {


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

std::map<int64_t, TriangleMesh> previewSurfaces(const Volume& labels, const SurfaceExportRequest& request,
                                                const std::atomic<bool>* cancel)
{
    requireLabelMap(labels, request.labelFile);
    surface::SurfaceOptions options = request.options;
    options.coordinates = surface::SurfaceCoordinates::Lps;
    std::map<int64_t, TriangleMesh> meshes;
    for (const int64_t label : chosenLabels(labels, request)) {
        if (cancel && cancel->load())
            return {};
        meshes[label] = surface::triangleMesh(surface::labelSurface(labels, label, options));
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

SurfaceExportReport exportSurfaces(const SurfaceExportRequest& request, const ProgressCallback& progress)
{
    const auto start = SteadyClock::now();
    const Volume labels = io::readScan(request.labelFile);
    std::map<int64_t, std::string> names;
    if (const auto context = datasetOfScan(request.labelFile); context && !context->dataset.instances)
        for (const auto& [value, name] : context->dataset.labels)
            names[value] = name;
    SurfaceExportReport report = exportSurfacesOfMap(labels, names, request, progress);
    report.readSeconds = secondsSince(start) - report.meshSeconds - report.writeSeconds;
    return report;
}

SurfaceExportReport exportSurfacesOfMap(const Volume& labels, const std::map<int64_t, std::string>& names,
                                        const SurfaceExportRequest& request, const ProgressCallback& progress)
{
    SurfaceExportReport report;
    report.names = names;
    auto start = SteadyClock::now();
    requireLabelMap(labels, request.labelFile);
    if (!request.scanFile.empty()) {
        const io::ScanHeader scan = io::readScanHeader(request.scanFile);
        const std::vector<std::string> differences = geometryDifferences(scan.geometry, labels.geometry);
        if (!differences.empty())
            throw InputError(request.labelFile, "geometry",
                             "the label map is not on the grid of " + request.scanFile + ": " + differences.front());
    }
    const std::vector<int64_t> chosen = chosenLabels(labels, request);
    report.readSeconds = secondsSince(start);

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
        surface::Surface mesh = surface::labelSurface(labels, chosen[k], request.options);
        report.surfaces.push_back(surface::summarizeSurface(mesh, chosen[k]));
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
            surface::writeSurface(mesh, file, format, request.options.coordinates);
            report.files.push_back(file);
            report.writeSeconds += secondsSince(writeStart);
        }
        if (progress)
            progress({"mesh", static_cast<int>(k + 1), static_cast<int>(chosen.size()), std::to_string(chosen[k]),
                      secondsSince(itemStart), false});
    }
    if (singleFile) {
        const auto writeStart = SteadyClock::now();
        surface::writeSurface(surface::combinedSurfaces(surfaces), request.output, format, request.options.coordinates);
        report.files.push_back(request.output);
        report.writeSeconds += secondsSince(writeStart);
    }
    return report;
}

}  // namespace segstudio::application
