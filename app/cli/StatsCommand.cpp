// segstudio-cli stats: per-label statistics of a label map, with the scan's
// intensities when one is given (application/statistics/LabelStatistics.h).
// Prints a table (or, with --json, one JSON object per label) and writes the
// full report as CSV with --output.
#include <cstdio>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "application/statistics/LabelStatistics.h"
#include "common/system/AtomicFile.h"
#include "common/Errors.h"
#include "io/ScanIO.h"

namespace segstudio::cli {
namespace {

struct StatsCommandOptions {
    application::LabelStatisticsRequest request;
    std::string output;
};

nlohmann::json rowJson(const application::LabelStatisticsRow& row, const application::LabelStatisticsReport& report)
{
    nlohmann::json channels = nlohmann::json::array();
    for (const application::ChannelSummary& c : row.channels)
        channels.push_back({{"mean", c.mean}, {"sd", c.sd}, {"min", c.min}, {"max", c.max}, {"non_finite", c.nonFinite}});
    const auto name = report.names.find(row.label);
    return {{"event", "label"},
            {"label", row.label},
            {"name", name == report.names.end() ? std::string() : name->second},
            {"voxels", row.voxels},
            {"volume_mm3", row.volumeMm3},
            {"channels", channels},
            {"bbox", {{"min", row.boxMin}, {"max", row.boxMax}}},
            {"centroid_mm", row.centroidMm}};
}

int runStats(const StatsCommandOptions& o, bool json)
{
    if (!o.output.empty() && io::hasScanExtension(o.output))
        throw InputError(o.output, "output", "the CSV report would replace an image file; name it .csv");
    const application::LabelStatisticsReport report = application::labelStatisticsOfFiles(o.request);
    if (!o.output.empty())
        writeFileAtomically(o.output, application::labelStatisticsCsv(report));
    if (json) {
        for (const auto& row : report.rows)
            printJsonLine(rowJson(row, report));
        printJsonLine({{"event", "result"}, {"labels", report.rows.size()}, {"output", o.output},
                       {"micrometres", report.micrometres}, {"patient_orientation", report.patientOrientation},
                       {"seconds", {{"read", report.readSeconds}, {"compute", report.computeSeconds}}}});
        return kExitOk;
    }
    const bool um = report.micrometres;
    std::printf("%s: %zu label(s)\n", o.request.labelFile.c_str(), report.rows.size());
    for (const auto& row : report.rows) {
        const auto name = report.names.find(row.label);
        std::printf("  %lld%s%s: %lld voxels, %.6g %s", static_cast<long long>(row.label),
                    name == report.names.end() ? "" : " ", name == report.names.end() ? "" : name->second.c_str(),
                    static_cast<long long>(row.voxels), application::reportedExtent(report, row),
                    application::reportedExtentUnit(report).c_str());
        for (std::size_t c = 0; c < row.channels.size(); ++c)
            std::printf(", channel %zu mean %.6g SD %.6g", c, row.channels[c].mean, row.channels[c].sd);
        const double scale = um ? 1000.0 : 1.0;
        std::printf(", centroid (%.5g, %.5g, %.5g) %s%s\n", row.centroidMm[0] * scale, row.centroidMm[1] * scale,
                    row.centroidMm[2] * scale, um ? "µm" : "mm", report.patientOrientation ? " LPS" : "");
    }
    std::printf("Read in %.2f s, computed in %.3f s\n", report.readSeconds, report.computeSeconds);
    if (!o.output.empty())
        std::printf("Wrote %s\n", o.output.c_str());
    return kExitOk;
}

}  // namespace

void addStatsCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<StatsCommandOptions>();
    CLI::App* command = app.add_subcommand(
        "stats", "Label statistics: volume, intensity per channel, bounding box and centroid of each label");
    command->add_option("--labels", o->request.labelFile, "The label map")->required();
    command->add_option("--image", o->request.channelFiles,
                        "The scan on the label map's grid; repeat for each channel file of one case");
    command->add_option("--output", o->output, "Write the statistics as CSV to this file");
    command->callback([&table, o] { table.run = [&table, o] { return runStats(*o, table.json); }; });
}

}  // namespace segstudio::cli
