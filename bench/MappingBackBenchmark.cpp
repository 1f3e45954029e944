// segstudio-bench-mapback: putting a prediction back on the source scan
// (io/PredictionMapping: per-class probability resampling, argmax on the
// source grid, crop reinsertion) and writing it, on a CT-like phantom
// (default 512x512x300 int16 at 0.7x0.7x2.5 mm, network grid at 0.8x0.8x2.5
// mm, label values {0,1,2,4}). Prints one JSON object and writes it to --json.
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <thread>

#include <CLI/CLI.hpp>

#include "common/image/Phantom.h"
#include "common/system/HugePages.h"
#include "io/CasePreprocessing.h"
#include "io/PredictionMapping.h"
#include "io/ScanIO.h"

using namespace segstudio;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Smooth, confident-but-not-certain probabilities of the preprocessed labels.
std::vector<float> syntheticProbabilities(const std::vector<int16_t>& classes, int count)
{
    const std::size_t voxels = classes.size();
    std::vector<float> p(voxels * static_cast<std::size_t>(count), 0.1f / static_cast<float>(count - 1));
    for (std::size_t i = 0; i < voxels; ++i)
        p[static_cast<std::size_t>(classes[i]) * voxels + i] = 0.9f;
    return p;
}

}  // namespace

int main(int argc, char** argv)
{
    restartWithHugePageMalloc(argv);  // as segstudio-cli runs (app/cli/main.cpp)
    CLI::App app{"Mapping predictions back to the source scan", "segstudio-bench-mapback"};
    std::vector<int64_t> size{512, 512, 300};
    std::vector<double> spacing{0.7, 0.7, 2.5}, target{0.8, 0.8, 2.5};
    std::string out = "/tmp/segstudio-mapback", json;
    int threads = 0;
    app.add_option("--size", size, "Source scan x y z")->expected(3);
    app.add_option("--spacing", spacing, "Source spacing x y z (mm)")->expected(3);
    app.add_option("--target-spacing", target, "Network grid spacing x y z (mm)")->expected(3);
    app.add_option("--threads", threads, "Worker threads (0 = all cores)");
    app.add_option("--out", out, "Folder for the written label map and probabilities");
    app.add_option("--json", json, "Also write the result here");
    CLI11_PARSE(app, argc, argv);
    try {
        const int units = threads > 0 ? threads : static_cast<int>(std::thread::hardware_concurrency());
        PhantomParameters parameters;
        parameters.sizeXyz = {size[0], size[1], size[2]};
        parameters.spacingXyz = {spacing[0], spacing[1], spacing[2]};
        parameters.foregroundClasses = 3;
        parameters.imageType = ScalarType::Int16;
        const Phantom phantom = generatePhantom(parameters);
        PreprocessingPlan plan;
        plan.targetSpacingXyz = {target[0], target[1], target[2]};
        plan.channels.push_back({"CT", NormalizationScheme::ZScorePerImage});
        plan.labelValues = {0, 1, 2, 3};
        auto start = Clock::now();
        const io::PreprocessedCase pre = io::preprocessCase("ct", {phantom.image}, &phantom.label, plan, units);
        const double preprocessSeconds = secondsSince(start);
        const std::vector<float> probabilities = syntheticProbabilities(pre.label, 4);
        PreprocessingPlan output = plan;  // the labels the phantom's classes stand for
        output.labelValues = {0, 1, 2, 4};
        std::filesystem::create_directories(out);

        start = Clock::now();
        io::SourcePrediction labelsOnly = io::mapPredictionToSource(probabilities, pre.mapping, output, false, units);
        const double mapSeconds = secondsSince(start);
        start = Clock::now();
        io::writeScan(out + "/labels.nii.gz", labelsOnly.labels);
        const double writeLabelsSeconds = secondsSince(start);

        start = Clock::now();
        io::SourcePrediction withProbabilities = io::mapPredictionToSource(probabilities, pre.mapping, output, true, units);
        const double mapWithProbabilitiesSeconds = secondsSince(start);
        start = Clock::now();
        io::writeScan(out + "/probabilities.nii.gz", *withProbabilities.probabilities);
        const double writeProbabilitiesSeconds = secondsSince(start);

        const Json result = {{"source_xyz", size},
                             {"source_spacing_mm", spacing},
                             {"network_grid_xyz", pre.mapping.resampled.size},
                             {"network_spacing_mm", target},
                             {"classes", 4},
                             {"worker_threads", units},
                             {"preprocess_s", preprocessSeconds},
                             {"map_back_labels_s", mapSeconds},
                             {"write_labels_nii_gz_s", writeLabelsSeconds},
                             {"map_back_with_probabilities_s", mapWithProbabilitiesSeconds},
                             {"write_probabilities_nii_gz_s", writeProbabilitiesSeconds}};
        std::cout << result.dump() << std::endl;
        if (!json.empty())
            writeJsonFile(json, result);
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "error: " << error.what() << "\n";
        return 2;
    }
}
