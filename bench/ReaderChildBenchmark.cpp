// What confining reader children costs (issue 67, item 10): the time to
// open each given scan or DICOM series as SegStudio does (header and voxels,
// every read in a confined child process), and, to separate the filter's
// own share, N children that do nothing, confined and not. Prints one JSON
// line per measurement.
//   segstudio-bench-readers [--repeats N] [--children N] FILE_OR_FOLDER...
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <vector>

#include "common/system/ChildProcess.h"
#include "io/ScanIO.h"

using namespace segstudio;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Cost of confined reader children", "segstudio-bench-readers"};
    std::vector<std::string> paths;
    int repeats = 5, children = 50;
    app.add_option("paths", paths, "scans or DICOM folders to open")->required();
    app.add_option("--repeats", repeats, "opens per path (median reported)");
    app.add_option("--children", children, "empty children per mode");
    CLI11_PARSE(app, argc, argv);

    for (const bool confined : {false, true}) {
        ChildProcessLimits limits;
        limits.confined = confined;
        std::vector<double> times;
        for (int i = 0; i < children; ++i) {
            const auto start = Clock::now();
            runInChildProcess("bench", "an empty child", [] { return std::string("x"); }, limits);
            times.push_back(millisecondsSince(start));
        }
        std::cout << nlohmann::json{{"measure", "empty_child"}, {"confined", confined}, {"children", children},
                                    {"median_ms", median(times)}}
                         .dump()
                  << std::endl;
    }
    for (const std::string& path : paths) {
        std::vector<double> times;
        int64_t voxels = 0;
        for (int i = 0; i < repeats; ++i) {
            const auto start = Clock::now();
            const Volume scan = io::readScan(path);
            times.push_back(millisecondsSince(start));
            voxels = scan.voxelCount();
        }
        std::cout << nlohmann::json{{"measure", "open"}, {"path", path}, {"voxels", voxels}, {"repeats", repeats},
                                    {"median_ms", median(times)}}
                         .dump()
                  << std::endl;
    }
    return 0;
}
