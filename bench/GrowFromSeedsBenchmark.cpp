// segstudio-bench-grow: Grow from seeds (edit/GrowFromSeeds.h) on a phantom
// with painted seeds, against ITK's marker-controlled watershed on the
// gradient magnitude (the ITK filter the issue suggests): time of the first
// result (the whole image and the default box around the seeds), time of an
// update after each of --strokes new strokes (p50/p95), and the Dice of each
// method against the phantom's labels. Prints one JSON object; --json writes it.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <iostream>
#include <random>

#include <CLI/CLI.hpp>
#include <itkGradientMagnitudeRecursiveGaussianImageFilter.h>
#include <itkImage.h>
#include <itkMorphologicalWatershedFromMarkersImageFilter.h>
#include <nlohmann/json.hpp>

#include "common/image/Phantom.h"
#include "edit/GrowFromSeeds.h"

using namespace segstudio;
using Clock = std::chrono::steady_clock;

namespace {

constexpr uint8_t kBackgroundSeed = 255;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

double dice(const Volume& result, const Volume& truth, int label)
{
    int64_t both = 0, a = 0, b = 0;
    const uint8_t* r = result.data<uint8_t>();
    const uint8_t* t = truth.data<uint8_t>();
    for (int64_t i = 0; i < truth.voxelCount(); ++i) {
        both += r[i] == label && t[i] == label;
        a += r[i] == label;
        b += t[i] == label;
    }
    return a + b ? 2.0 * double(both) / double(a + b) : 1.0;
}

// A ball of radius 3 voxels at each label's centroid (inside the label), and
// background seeds on the outline of its bounding box widened by 4 voxels in
// the axial slice through the centroid: what a user paints first.
Volume firstSeeds(const Volume& truth, int labels)
{
    const Geometry& g = truth.geometry;
    Volume seeds = Volume::allocate(g, ScalarType::UInt8);
    uint8_t* s = seeds.data<uint8_t>();
    const uint8_t* t = truth.data<uint8_t>();
    for (int label = 1; label <= labels; ++label) {
        double sum[3] = {0, 0, 0};
        int64_t n = 0, lo[3] = {g.size[0], g.size[1], g.size[2]}, hi[3] = {0, 0, 0};
        for (int64_t i = 0; i < g.voxelCount(); ++i)
            if (t[i] == label) {
                const int64_t p[3] = {i % g.size[0], (i / g.size[0]) % g.size[1], i / (g.size[0] * g.size[1])};
                for (int a = 0; a < 3; ++a)
                    sum[a] += double(p[a]), lo[a] = std::min(lo[a], p[a]), hi[a] = std::max(hi[a], p[a]);
                ++n;
            }
        const int64_t c[3] = {std::llround(sum[0] / n), std::llround(sum[1] / n), std::llround(sum[2] / n)};
        for (int64_t z = std::max<int64_t>(0, c[2] - 3); z <= std::min(g.size[2] - 1, c[2] + 3); ++z)
            for (int64_t y = c[1] - 3; y <= c[1] + 3; ++y)
                for (int64_t x = c[0] - 3; x <= c[0] + 3; ++x) {
                    const int64_t i = x + g.size[0] * (y + g.size[1] * z);
                    if ((x - c[0]) * (x - c[0]) + (y - c[1]) * (y - c[1]) + (z - c[2]) * (z - c[2]) <= 9 && t[i] == label)
                        s[i] = static_cast<uint8_t>(label);
                }
        const int64_t x0 = std::max<int64_t>(0, lo[0] - 4), x1 = std::min(g.size[0] - 1, hi[0] + 4);
        const int64_t y0 = std::max<int64_t>(0, lo[1] - 4), y1 = std::min(g.size[1] - 1, hi[1] + 4);
        for (int64_t y = y0; y <= y1; ++y)
            for (int64_t x = x0; x <= x1; ++x) {
                const int64_t i = x + g.size[0] * (y + g.size[1] * c[2]);
                if ((x == x0 || x == x1 || y == y0 || y == y1) && t[i] == 0)
                    s[i] = kBackgroundSeed;
            }
    }
    return seeds;
}

// A corrective stroke: a 3-voxel-wide line of 20 voxels through a voxel where
// the result is wrong, with the true label (background seeds for 0).
bool addCorrectiveStroke(Volume& seeds, const Volume& result, const Volume& truth, std::mt19937& random)
{
    const Geometry& g = truth.geometry;
    const uint8_t* t = truth.data<uint8_t>();
    const uint8_t* r = result.data<uint8_t>();
    std::vector<int64_t> wrong;
    for (int64_t i = 0; i < g.voxelCount(); ++i)
        if (r[i] != t[i])
            wrong.push_back(i);
    if (wrong.empty())
        return false;
    const int64_t i = wrong[std::uniform_int_distribution<std::size_t>(0, wrong.size() - 1)(random)];
    const int64_t x = i % g.size[0], y = (i / g.size[0]) % g.size[1], z = i / (g.size[0] * g.size[1]);
    uint8_t* s = seeds.data<uint8_t>();
    for (int64_t dx = -10; dx < 10; ++dx)
        for (int64_t dy = -1; dy <= 1; ++dy) {
            const int64_t px = x + dx, py = y + dy;
            if (px < 0 || py < 0 || px >= g.size[0] || py >= g.size[1])
                continue;
            const int64_t j = px + g.size[0] * (py + g.size[1] * z);
            if (t[j] == t[i] && s[j] == 0)
                s[j] = t[i] == 0 ? kBackgroundSeed : t[i];
        }
    return true;
}

// ITK: gradient magnitude (sigma 1 finest voxel) and marker-controlled watershed.
Volume itkWatershed(const Volume& image, const Volume& seeds, double* seconds)
{
    using FloatImage = itk::Image<float, 3>;
    using LabelImage = itk::Image<uint8_t, 3>;
    const Geometry& g = image.geometry;
    FloatImage::RegionType region;
    FloatImage::SpacingType spacing;
    for (unsigned a = 0; a < 3; ++a)
        region.SetSize(a, static_cast<itk::SizeValueType>(g.size[a])), spacing[a] = g.spacing[a];
    auto input = FloatImage::New();
    input->SetRegions(region);
    input->SetSpacing(spacing);
    input->Allocate();
    const std::vector<float> values = image.channelAsFloat(0);
    std::copy(values.begin(), values.end(), input->GetBufferPointer());
    auto markers = LabelImage::New();
    markers->SetRegions(region);
    markers->SetSpacing(spacing);
    markers->Allocate();
    const uint8_t* s = seeds.data<uint8_t>();
    uint8_t* m = markers->GetBufferPointer();
    for (int64_t i = 0; i < g.voxelCount(); ++i)
        m[i] = s[i] == kBackgroundSeed ? uint8_t(254) : s[i];  // markers must be non-zero

    const auto start = Clock::now();
    auto gradient = itk::GradientMagnitudeRecursiveGaussianImageFilter<FloatImage, FloatImage>::New();
    gradient->SetInput(input);
    gradient->SetSigma(std::min({g.spacing[0], g.spacing[1], g.spacing[2]}));
    auto watershed = itk::MorphologicalWatershedFromMarkersImageFilter<FloatImage, LabelImage>::New();
    watershed->SetInput(gradient->GetOutput());
    watershed->SetMarkerImage(markers);
    watershed->SetMarkWatershedLine(false);
    watershed->SetFullyConnected(false);
    watershed->Update();
    *seconds = secondsSince(start);
    Volume out = Volume::allocate(g, ScalarType::UInt8);
    const uint8_t* w = watershed->GetOutput()->GetBufferPointer();
    for (int64_t i = 0; i < g.voxelCount(); ++i)
        out.data<uint8_t>()[i] = w[i] == 254 ? 0 : w[i];
    return out;
}

double percentile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(q * double(values.size() - 1) + 0.5)];
}

}  // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Grow from seeds: first result, updates, and ITK's watershed", "segstudio-bench-grow"};
    std::vector<int64_t> size{256, 256, 256};
    std::vector<double> spacing{1, 1, 1};
    int strokes = 10, classes = 2;
    std::string json;
    bool skipWatershed = false;
    app.add_flag("--skip-watershed", skipWatershed, "Leave out ITK's watershed (minutes on large images)");
    app.add_option("--size", size, "Phantom x y z")->expected(3);
    app.add_option("--spacing", spacing, "Spacing x y z (mm)")->expected(3);
    app.add_option("--classes", classes, "Structures to grow")->check(CLI::Range(1, 5));
    app.add_option("--strokes", strokes, "Corrective strokes after the first result");
    app.add_option("--json", json, "Also write the result here");
    CLI11_PARSE(app, argc, argv);

    PhantomParameters parameters;
    parameters.sizeXyz = {size[0], size[1], size[2]};
    parameters.spacingXyz = {spacing[0], spacing[1], spacing[2]};
    parameters.foregroundClasses = classes;
    parameters.imageType = ScalarType::Int16;
    const Phantom phantom = generatePhantom(parameters);
    auto image = std::make_shared<Volume>(phantom.image);
    Volume seeds = firstSeeds(phantom.label, classes);
    nlohmann::json out = {{"size", size}, {"spacing", spacing}, {"classes", classes}};

    for (const bool whole : {true, false}) {
        edit::GrowOptions options;
        options.wholeImage = whole;
        edit::SeedGrowth growth(image, options);
        Volume strokeSeeds = seeds;
        auto start = Clock::now();
        edit::GrowResult result = growth.grow(strokeSeeds, kBackgroundSeed);
        const double first = secondsSince(start);
        nlohmann::json run = {{"first_result_s", first}, {"first_visited_voxels", result.visitedVoxels},
                              {"first_prepare_s", result.prepareSeconds}, {"first_propagate_s", result.propagateSeconds}};
        for (int label = 1; label <= classes; ++label)
            run["first_dice"].push_back(dice(result.labels, phantom.label, label));
        std::vector<double> updates;
        std::mt19937 random(5);
        for (int k = 0; k < strokes && addCorrectiveStroke(strokeSeeds, result.labels, phantom.label, random); ++k) {
            start = Clock::now();
            result = growth.grow(strokeSeeds, kBackgroundSeed);
            updates.push_back(secondsSince(start));
            run["incremental"].push_back(result.incremental);
        }
        run["update_p50_s"] = percentile(updates, 0.5);
        run["update_p95_s"] = percentile(updates, 0.95);
        for (int label = 1; label <= classes; ++label)
            run["dice_after_strokes"].push_back(dice(result.labels, phantom.label, label));
        out[whole ? "grow_whole_image" : "grow_box"] = run;
    }
    if (!skipWatershed) {
        double watershedSeconds = 0;
        const Volume watershed = itkWatershed(*image, seeds, &watershedSeconds);
        out["itk_watershed"] = {{"seconds", watershedSeconds}};
        for (int label = 1; label <= classes; ++label)
            out["itk_watershed"]["dice"].push_back(dice(watershed, phantom.label, label));
    }

    std::cout << out.dump(2) << "\n";
    if (!json.empty())
        std::ofstream(json) << out.dump(2) << "\n";
    return 0;
}
