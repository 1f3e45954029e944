#include "application/labeledit/GrowFromSeedFiles.h"

#include <chrono>
#include <limits>

#include "common/Errors.h"
#include "common/Stopwatch.h"
#include "application/viewing/ScanViewing.h"
#include "io/ScanIO.h"

namespace segstudio::application {
SeedFilesReport growFromSeedFiles(const SeedFilesRequest& request)
{
    SeedFilesReport report;
    auto start = SteadyClock::now();
    auto scan = std::make_shared<Volume>(readChannelFiles(request.channelFiles));
    Volume seeds = io::readScan(request.seedsFile);
    const std::vector<std::string> differences = geometryDifferences(scan->geometry, seeds.geometry);
    if (!differences.empty())
        throw InputError(request.seedsFile, "geometry", "the seed map is not on the scan's grid: " + differences.front());
    if (seeds.components != 1)
        throw InputError(request.seedsFile, "channels", "a seed map has one value per voxel, this file has " +
                                                            std::to_string(seeds.components));
    if (!isIntegerType(seeds.type)) {
        distinctLabelValues(seeds, request.seedsFile);  // throws for a value that is not a whole number
        seeds = seeds.convertedTo(ScalarType::Int32);
    }
    report.readSeconds = secondsSince(start);

    start = SteadyClock::now();
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

    start = SteadyClock::now();
    io::writeScan(request.outputFile, grown.labels);
    report.writeSeconds = secondsSince(start);
    return report;
}

}  // namespace segstudio::application
