#include "GrowFromSeedFiles.h"

#include <chrono>
#include <limits>

#include "common/Errors.h"
#include "io/ScanIO.h"

namespace segstudio::application {
namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

void requireSameGrid(const Geometry& scan, const Geometry& other, const std::string& file, const std::string& what)
{
    if (other.size != scan.size)
        throw InputError(file, "size", what + " has " + formatSize(other.size) + " voxels, the scan " + formatSize(scan.size));
    const std::vector<std::string> differences = geometryDifferences(scan, other);
    if (!differences.empty())
        throw InputError(file, "geometry", what + " is not on the scan's grid: " + differences.front());
}

// The channels of one case as one multi-component volume.
Volume readChannels(const std::vector<std::string>& files)
{
    if (files.empty())
        throw InputError("", "image", "no scan given");
    Volume first = io::readScan(files.front());
    if (files.size() == 1)
        return first;
    std::vector<Volume> channels{std::move(first)};
    int components = channels.front().components;
    for (std::size_t f = 1; f < files.size(); ++f) {
        channels.push_back(io::readScan(files[f]));
        requireSameGrid(channels.front().geometry, channels.back().geometry, files[f], "this channel");
        components += channels.back().components;
    }
    Volume joined = Volume::allocate(channels.front().geometry, ScalarType::Float32, components);
    float* out = joined.data<float>();
    const int64_t voxels = joined.voxelCount();
    int offset = 0;
    for (const Volume& channel : channels) {
        for (int c = 0; c < channel.components; ++c) {
            const std::vector<float> values = channel.channelAsFloat(c);
            for (int64_t i = 0; i < voxels; ++i)
                out[i * components + offset + c] = values[static_cast<std::size_t>(i)];
        }
        offset += channel.components;
    }
    return joined;
}

}  // namespace

SeedFilesReport growFromSeedFiles(const SeedFilesRequest& request)
{
    SeedFilesReport report;
    auto start = Clock::now();
    auto scan = std::make_shared<Volume>(readChannels(request.channelFiles));
    Volume seeds = io::readScan(request.seedsFile);
    requireSameGrid(scan->geometry, seeds.geometry, request.seedsFile, "the seed map");
    if (!isIntegerType(seeds.type) || seeds.components != 1)
        throw InputError(request.seedsFile, "voxel type", std::string("seeds must be one integer value per voxel, not ") +
                                                              scalarTypeName(seeds.type) + " x " + std::to_string(seeds.components));
    report.readSeconds = secondsSince(start);

    start = Clock::now();
    edit::GrowResult grown;
    try {
        edit::SeedGrowth growth(scan, request.options);
        grown = growth.grow(seeds, request.backgroundSeed.value_or(std::numeric_limits<int64_t>::min()));
    } catch (const InputError& error) {
        throw InputError(request.seedsFile, error.problem().field, error.problem().reason);
    }
    report.growSeconds = secondsSince(start);
    report.region = grown.region;
    grown.labels.geometry = scan->geometry;
    for (int64_t i = 0; i < grown.labels.voxelCount(); ++i)
        ++report.voxelsPerLabel[static_cast<int64_t>(grown.labels.valueAsDouble(i))];

    start = Clock::now();
    io::writeScan(request.outputFile, grown.labels);
    report.writeSeconds = secondsSince(start);
    return report;
}

}  // namespace segstudio::application
