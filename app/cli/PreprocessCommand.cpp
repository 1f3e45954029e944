// segstudio-cli preprocess <dataset> --out <cache>: check, fingerprint, crop,
// resample and normalise every case into the engine's cache, in parallel,
// reusing up-to-date cases.
#include <algorithm>
#include <cstdio>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Interrupts.h"
#include "Terminal.h"
#include "common/image/Statistics.h"
#include "io/Preprocessing.h"

namespace segstudio::cli {

namespace {

struct PreprocessCliOptions {
    std::string dataset;
    std::string out;
    int workers = 0;
    std::vector<double> spacing;
    std::string imageInterpolation = "linear";
    std::string labelInterpolation = "per-label-linear";
    bool noCrop = false;
    std::vector<std::string> normalization;
    int folds = 0;
    uint64_t seed = 12345;
    bool skipInvalid = false;
    bool verbose = false;
};

io::PreprocessOptions toOptions(const PreprocessCliOptions& o)
{
    io::PreprocessOptions options;
    if (!o.spacing.empty()) {
        for (double s : o.spacing)
            if (!(s > 0))
                throw InputError("", "--spacing", "every spacing must be positive");
        options.targetSpacingXyz = Vec3{o.spacing[0], o.spacing[1], o.spacing[2]};
    }
    options.imageInterpolation = o.imageInterpolation == "bspline" ? ImageInterpolation::BSpline : ImageInterpolation::Linear;
    options.labelInterpolation =
        o.labelInterpolation == "nearest" ? LabelInterpolation::Nearest : LabelInterpolation::PerLabelLinear;
    options.cropToNonZero = !o.noCrop;
    options.normalization = o.normalization;
    options.workers = o.workers;
    options.folds = o.folds;
    options.splitSeed = o.seed;
    options.skipInvalidCases = o.skipInvalid;
    return options;
}

void printSummary(const io::PreprocessSummary& s, double totalSeconds, bool verbose)
{
    std::vector<double> seconds;
    uint64_t sourceBytes = 0, cacheBytes = 0;
    int reused = 0;
    for (const io::CaseTiming& t : s.cases) {
        seconds.push_back(t.seconds);
        sourceBytes += t.sourceBytes;
        cacheBytes += t.cacheBytes;
        reused += t.reused;
        if (verbose)
            std::printf("  %-28s %8.3f s  %s\n", t.caseId.c_str(), t.seconds, t.reused ? "reused" : "written");
    }
    const double mb = static_cast<double>(sourceBytes) / 1e6;
    std::printf("Cases        %zu preprocessed (%d reused from the cache), %zu skipped\n", s.cases.size(), reused,
                s.skippedCases.size());
    std::printf("Target       spacing %s mm\n", formatTriple(s.index.plan.targetSpacingXyz).c_str());
    for (const ChannelNormalization& c : s.index.plan.channels)
        std::printf("Channel      %s: %s normalisation\n", c.name.c_str(), normalizationName(c.scheme));
    std::printf("Time         %.2f s total (fingerprint %.2f s, write %.2f s)\n", totalSeconds, s.fingerprintSeconds,
                s.writeSeconds);
    std::printf("Per case     median %.3f s, max %.3f s\n", median(seconds),
                seconds.empty() ? 0.0 : *std::max_element(seconds.begin(), seconds.end()));
    std::printf("Throughput   %.1f cases/s, %.1f MB/s of source files (%.1f MB in, %.1f MB cached)\n",
                static_cast<double>(s.cases.size()) / totalSeconds, mb / totalSeconds, mb,
                static_cast<double>(cacheBytes) / 1e6);
    std::printf("Cache        %s (cache.json, fingerprint.json, splits.json)\n", s.index.folder.c_str());
}

int runPreprocess(const PreprocessCliOptions& o, bool json)
{
    std::atomic<bool> cancel{false};
    const InterruptTarget target(cancel);
    io::PreprocessOptions options = toOptions(o);
    options.cancel = &cancel;
    const io::DatasetDescription dataset = io::openDataset(o.dataset);
    const int count = static_cast<int>(dataset.training.size());
    ProgressBar fingerprintBar("fingerprint", count, json);
    ProgressBar writeBar("preprocess ", count, json);
    const auto start = std::chrono::steady_clock::now();
    const io::PreprocessSummary summary = io::preprocessDataset(dataset, o.out, options, [&](const ProgressEvent& e) {
        char detail[96];
        std::snprintf(detail, sizeof detail, "%s %.2f s", e.item.c_str(), e.itemSeconds);
        if (e.stage == "fingerprint") {
            fingerprintBar.update(e.done, detail);
            if (e.done == e.total)
                fingerprintBar.finish();
        } else {
            writeBar.update(e.done, detail);
        }
    });
    fingerprintBar.finish();
    writeBar.finish();
    const double totalSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json) {
        printJsonLine({{"event", "result"}, {"cache", o.out}, {"cases", summary.cases.size()},
                       {"skipped", summary.skippedCases.size()}, {"seconds", totalSeconds},
                       {"preprocessing", summary.index.plan.toJson()}});
    } else {
        for (const Problem& p : summary.skippedCases)
            std::printf("skipped: %s\n", p.toString().c_str());
        printSummary(summary, totalSeconds, o.verbose);
    }
    return kExitOk;
}

}  // namespace

void addPreprocessCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<PreprocessCliOptions>();
    CLI::App* c = app.add_subcommand("preprocess", "Crop, resample and normalise a dataset into the training cache");
    c->add_option("dataset", o->dataset, "Dataset folder")->required();
    c->add_option("--out", o->out, "Cache folder (created; reused cases are kept)")->required();
    c->add_option("--workers", o->workers, "Cases in parallel (default: all cores)")->check(CLI::Range(0, 256));
    c->add_option("--spacing", o->spacing, "Target spacing x y z in mm (default: planned from the data)")->expected(3);
    c->add_option("--image-interpolation", o->imageInterpolation, "linear or bspline")
        ->check(CLI::IsMember({"linear", "bspline"}));
    c->add_option("--label-interpolation", o->labelInterpolation, "nearest or per-label-linear")
        ->check(CLI::IsMember({"nearest", "per-label-linear"}));
    c->add_flag("--no-crop", o->noCrop, "Keep the whole scan instead of cropping to its non-zero region");
    c->add_option("--normalization", o->normalization, "Per channel: zscore, ct or none (default: from the modality)");
    c->add_option("--folds", o->folds, "Cross-validation folds written to splits.json (default: 5, fewer for tiny datasets)")
        ->check(CLI::Range(0, 100));
    c->add_option("--seed", o->seed, "Seed of the fold split");
    c->add_flag("--skip-invalid", o->skipInvalid, "Leave invalid cases out instead of stopping");
    c->add_flag("--verbose", o->verbose, "Print every case's time");
    c->callback([&table, o] { table.run = [&table, o] { return runPreprocess(*o, table.json); }; });
}

}  // namespace segstudio::cli
