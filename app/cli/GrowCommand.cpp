// segstudio-cli grow: Grow from seeds on files (application/labeledit/GrowFromSeedFiles.h).
// The seed map holds 0 where there is no seed and a label value elsewhere;
// --background-seed names the value whose seeds grow to 0.
#include <cstdio>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "application/labeledit/GrowFromSeedFiles.h"

namespace segstudio::cli {
namespace {

struct GrowCommandOptions {
    application::SeedFilesRequest request;
    int64_t backgroundSeed = 0;  // 0: none given
};

int runGrow(const GrowCommandOptions& o, bool json)
{
    application::SeedFilesRequest request = o.request;
    if (o.backgroundSeed != 0)
        request.backgroundSeed = o.backgroundSeed;
    const application::SeedFilesReport report = application::growFromSeedFiles(request);
    const edit::VoxelBox& r = report.region;
    if (json) {
        nlohmann::json voxels = nlohmann::json::object();
        for (const auto& [label, count] : report.voxelsPerLabel)
            voxels[std::to_string(label)] = count;
        printJsonLine({{"event", "result"},
                       {"output", request.outputFile},
                       {"region", {{"min", r.lo}, {"max", r.hi}}},
                       {"voxels_per_label", voxels},
                       {"seconds", {{"read", report.readSeconds}, {"grow", report.growSeconds}, {"write", report.writeSeconds}}}});
        return kExitOk;
    }
    std::printf("Grew seeds in the region [%lld..%lld] x [%lld..%lld] x [%lld..%lld] in %.2f s (read %.2f s, write %.2f s)\n",
                static_cast<long long>(r.lo[0]), static_cast<long long>(r.hi[0]), static_cast<long long>(r.lo[1]),
                static_cast<long long>(r.hi[1]), static_cast<long long>(r.lo[2]), static_cast<long long>(r.hi[2]),
                report.growSeconds, report.readSeconds, report.writeSeconds);
    for (const auto& [label, count] : report.voxelsPerLabel)
        std::printf("  label %lld: %lld voxels\n", static_cast<long long>(label), static_cast<long long>(count));
    std::printf("Wrote %s\n", request.outputFile.c_str());
    return kExitOk;
}

}  // namespace

void addGrowCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<GrowCommandOptions>();
    CLI::App* command = app.add_subcommand(
        "grow", "Grow from seeds: segment a scan from a few painted seeds of two or more labels (no model needed)");
    command->add_option("--image", o->request.channelFiles, "The scan; repeat for each channel file of one case")->required();
    command->add_option("--seeds", o->request.seedsFile, "Seed label map on the scan's grid: 0 = no seed, else the label")
        ->required();
    command->add_option("--output", o->request.outputFile, "The grown label map (the seeds' voxel type)")->required();
    command->add_option("--background-seed", o->backgroundSeed, "The seed value that grows to background (0)");
    command->add_flag("--whole-image", o->request.options.wholeImage,
                      "Grow over the whole scan (default: a box around the seeds)");
    command->add_option("--box-margin", o->request.options.boxMargin, "The box's margin per side, a fraction of its extent")
        ->check(CLI::Range(0.0, 10.0));
    command->add_option("--smoothing", o->request.options.smoothingVoxels,
                        "Gaussian smoothing before growing, sigma in voxels of the finest spacing (0 = none)")
        ->check(CLI::Range(0.0, 10.0));
    command->callback([&table, o] { table.run = [&table, o] { return runGrow(*o, table.json); }; });
}

}  // namespace segstudio::cli
