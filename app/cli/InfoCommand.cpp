// segstudio-cli info <file|folder>: geometry, type, value range and labels of
// a scan, or a summary of a dataset folder or DICOM folder.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "common/formats/JsonFile.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

namespace segstudio::cli {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxLabelsListed = 64;

struct InfoOptions {
    std::string path;
    std::string series;
};

// Value counts of an integer volume, or nothing when it has too many values
// to be a label map.
std::map<int64_t, int64_t> valueCounts(const Volume& volume)
{
    std::map<int64_t, int64_t> counts;
    if (!isIntegerType(volume.type) || volume.components != 1)
        return counts;
    for (int64_t i = 0; i < volume.voxelCount(); ++i) {
        ++counts[static_cast<int64_t>(volume.valueAsDouble(i))];
        if (counts.size() > kMaxLabelsListed)
            return {};
    }
    return counts;
}

Json warningTexts(const std::vector<Problem>& warnings)
{
    Json texts = Json::array();
    for (const Problem& w : warnings)
        texts.push_back(w.field + ": " + w.reason);
    return texts;
}

Json scanInfoJson(const io::ScanHeader& header, const Volume& volume)
{
    Json channels = Json::array();
    for (int c = 0; c < volume.components; ++c) {
        const ValueRange range = valueRange(volume, c);
        channels.push_back({{"min", range.min}, {"max", range.max}, {"non_finite", range.nonFiniteCount}});
        if (header.channelNames.size() == static_cast<std::size_t>(volume.components))
            channels.back()["name"] = header.channelNames[static_cast<std::size_t>(c)];
    }
    Json labels = Json::object();
    for (const auto& [value, count] : valueCounts(volume))
        labels[std::to_string(value)] = count;
    return {{"path", header.path},
            {"format", header.format},
            {"type", scalarTypeName(volume.type)},
            {"components", volume.components},
            {"dimensions", header.dimensions},
            {"geometry", toJson(volume.geometry)},
            {"orientation", volume.geometry.orientationCode()},
            {"patient_orientation", io::carriesPatientOrientation(header.path)},
            {"channels", channels},
            {"label_voxel_counts", labels},
            {"warnings", warningTexts(header.warnings)}};
}

void printScanInfo(const Json& info)
{
    const Geometry g = geometryFromJson(info["geometry"]);
    std::printf("File         %s\n", info["path"].get<std::string>().c_str());
    std::printf("Format       %s (%dD)\n", info["format"].get<std::string>().c_str(), info["dimensions"].get<int>());
    std::printf("Type         %s, %d channel(s)\n", info["type"].get<std::string>().c_str(), info["components"].get<int>());
    std::printf("Size         %s voxels\n", formatSize(g.size).c_str());
    // Microscopy (no patient, spacing under 0.1 mm): lengths in µm, no LPS.
    const bool patient = info["patient_orientation"].get<bool>();
    const bool micrometres = !patient && std::max({g.spacing[0], g.spacing[1], g.spacing[2]}) < 0.1;
    const double lengthScale = micrometres ? 1000.0 : 1.0;
    const char* unit = micrometres ? "µm" : "mm";
    std::printf("Spacing      %s %s\n", formatTriple({g.spacing[0] * lengthScale, g.spacing[1] * lengthScale, g.spacing[2] * lengthScale}).c_str(), unit);
    std::printf("Origin       (%.6g, %.6g, %.6g) %s%s\n", g.origin[0] * lengthScale, g.origin[1] * lengthScale,
                g.origin[2] * lengthScale, unit, patient ? ", LPS world" : "");
    std::printf("Direction    [%.4g %.4g %.4g; %.4g %.4g %.4g; %.4g %.4g %.4g]\n", g.direction[0], g.direction[1],
                g.direction[2], g.direction[3], g.direction[4], g.direction[5], g.direction[6], g.direction[7],
                g.direction[8]);
    if (patient)
        std::printf("Orientation  %s\n", info["orientation"].get<std::string>().c_str());
    int c = 0;
    for (const Json& channel : info["channels"]) {
        const std::string name = channel.contains("name") ? " (" + channel["name"].get<std::string>() + ")" : "";
        std::printf("Range        channel %d%s: %.6g .. %.6g", c++, name.c_str(), channel["min"].get<double>(),
                    channel["max"].get<double>());
        if (channel["non_finite"].get<int64_t>() > 0)
            std::printf(" (%lld NaN/inf voxels)", static_cast<long long>(channel["non_finite"].get<int64_t>()));
        std::printf("\n");
    }
    if (!info["label_voxel_counts"].empty()) {
        std::printf("Labels       ");
        const double voxelVolume = g.spacing[0] * g.spacing[1] * g.spacing[2] * std::pow(lengthScale, 3);
        bool first = true;
        for (const auto& [value, count] : info["label_voxel_counts"].items()) {
            std::printf("%s%s (%lld voxels, %.6g %s3)", first ? "" : ", ", value.c_str(),
                        static_cast<long long>(count.get<int64_t>()), count.get<double>() * voxelVolume, unit);
            first = false;
        }
        std::printf("\n");
    }
    for (const Json& warning : info["warnings"])
        std::printf("Warning      %s\n", warning.get<std::string>().c_str());
}

Json datasetInfoJson(const io::DatasetDescription& dataset)
{
    Json labels = Json::object();
    for (const auto& [value, name] : dataset.labels)
        labels[std::to_string(value)] = name;
    return {{"path", dataset.root},        {"name", dataset.name},
            {"layout", dataset.layout},    {"channels", dataset.channelNames},
            {"labels", labels},            {"training_cases", dataset.training.size()},
            {"test_cases", dataset.test.size()}, {"discovery_problems", dataset.discoveryProblems.size()}};
}

void printDatasetInfo(const Json& info)
{
    std::printf("Dataset      %s (%s layout)\n", info["name"].get<std::string>().c_str(),
                info["layout"].get<std::string>().c_str());
    std::printf("Folder       %s\n", info["path"].get<std::string>().c_str());
    std::string channels;
    for (const Json& c : info["channels"])
        channels += (channels.empty() ? "" : ", ") + c.get<std::string>();
    std::printf("Channels     %s\n", channels.c_str());
    std::string labels;
    for (const auto& [value, name] : info["labels"].items())
        labels += (labels.empty() ? "" : ", ") + value + " " + name.get<std::string>();
    std::printf("Labels       %s\n", labels.empty() ? "(not declared)" : labels.c_str());
    std::printf("Cases        %zu training, %zu test\n", info["training_cases"].get<std::size_t>(),
                info["test_cases"].get<std::size_t>());
    if (info["discovery_problems"].get<std::size_t>() > 0)
        std::printf("Problems     %zu found while listing cases; run `segstudio-cli dataset check`\n",
                    info["discovery_problems"].get<std::size_t>());
}

bool looksLikeDataset(const fs::path& folder)
{
    return fs::exists(folder / "dataset.json") || fs::is_directory(folder / "imagesTr") ||
           (fs::is_directory(folder / "images") && fs::is_directory(folder / "labels"));
}

int runInfo(const InfoOptions& options, bool json)
{
    if (fs::is_directory(options.path) && looksLikeDataset(options.path)) {
        const Json info = datasetInfoJson(io::openDataset(options.path));
        json ? printJsonLine(info) : printDatasetInfo(info);
        return kExitOk;
    }
    io::ScanReadOptions readOptions;
    readOptions.dicomSeriesUid = options.series;
    const io::ScanHeader header = io::readScanHeader(options.path, readOptions);
    const Volume volume = io::readScan(options.path, readOptions);
    Json info = scanInfoJson(header, volume);
    if (header.format == "DICOM") {
        Json series = Json::array();
        for (const io::DicomSeriesInfo& s : io::listDicomSeries(options.path))
            series.push_back({{"uid", s.uid}, {"slices", s.sliceCount}, {"description", s.description}});
        info["dicom_series"] = series;
    }
    json ? printJsonLine(info) : printScanInfo(info);
    return kExitOk;
}

}  // namespace

void addInfoCommand(CLI::App& app, CommandTable& table)
{
    auto options = std::make_shared<InfoOptions>();
    CLI::App* command = app.add_subcommand("info", "Geometry, type, value range and labels of a scan, or a dataset summary");
    command->add_option("path", options->path, "Scan file, DICOM folder or dataset folder")->required();
    command->add_option("--series", options->series, "SeriesInstanceUID to read from a DICOM folder with several series");
    command->callback([&table, options] { table.run = [&table, options] { return runInfo(*options, table.json); }; });
}

}  // namespace segstudio::cli
