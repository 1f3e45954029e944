#pragma once
// Use case "grow from seeds" on files (segstudio-cli grow): reads a scan
// (one file, or one file per channel on one grid) and a seed label map on
// the scan's grid, grows the seeds over the scan (edit/GrowFromSeeds.h) and
// writes the grown label map atomically, in the seeds' voxel type (int32 for
// a floating-point seed map, whose values must be whole numbers) and the
// scan's geometry. Qt-free; any thread.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "edit/GrowFromSeeds.h"

namespace segstudio::application {

struct SeedFilesRequest {
    std::vector<std::string> channelFiles;  // one file, or one per channel
    std::string seedsFile;                  // 0 = no seed, other values = the label they grow
    std::string outputFile;
    std::optional<int64_t> backgroundSeed;  // this seed value grows to 0; none: every seed is a label
    edit::GrowOptions options;
};

struct SeedFilesReport {
    edit::VoxelBox region;
    std::map<int64_t, int64_t> voxelsPerLabel;  // in the written map, 0 included
    double readSeconds = 0, growSeconds = 0, writeSeconds = 0;
};

// Throws InputError naming the file and the reason (unreadable files,
// channels or seeds on another grid, seed values that are not whole
// numbers, fewer than two kinds of seeds).
SeedFilesReport growFromSeedFiles(const SeedFilesRequest& request);

}  // namespace segstudio::application
