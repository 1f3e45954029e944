// segstudio-cli profile: where a training step's time goes on this machine,
// from LibTorch's profiler around N real steps (engine/profile/TrainingProfiler.h):
// the step's stages with forward, backward and memory, the top operators,
// and files to keep: <out>.json, <out>_stages.csv, <out>_operators.csv and
// <out>_trace.json (open it in Perfetto or chrome://tracing).
// segstudio-cli autotune: the fastest settings for this machine from timed
// trials (engine/profile/Autotune.h), written as a config for train --config.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Interrupts.h"
#include "Terminal.h"
#include "TrainOptions.h"
#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "engine/profile/Autotune.h"
#include "engine/train/Trainer.h"
#include "engine/profile/TrainingProfiler.h"

namespace segstudio::cli {

namespace fs = std::filesystem;

namespace {

struct ProfileOptions {
    TrainOptions train;
    int steps = 5;
    int warmup = 3;
    int top = 15;
};

// A run folder profiles the run's own configuration (its config.json holds
// the resolved one, dataset = its cache); the command line still overrides.
bool isRunFolder(const std::string& path)
{
    return fs::exists(fs::path(path) / "config.json") && !fs::exists(fs::path(path) / "dataset.json") &&
           !fs::exists(fs::path(path) / "cache.json");
}

std::string megabytes(int64_t bytes) { return bytes > 0 ? std::to_string((bytes + (1 << 19)) >> 20) : "-"; }

void printProfile(const engine::TrainingProfile& p, int top)
{
    std::printf("%d profiled step(s) on %s, %s, batch %d, patch %dx%dx%d: %.1f ms per step (%.1f ms without the "
                "profiler)\n\n",
                p.steps, p.device.c_str(), p.precision.c_str(), p.batchSize, p.patchXyz[0], p.patchXyz[1], p.patchXyz[2],
                p.stepMs, p.unprofiledStepMs);
    std::printf("%-22s %12s %12s %12s %12s\n", "stage", "forward ms", "backward ms", "fwd peak MiB", "bwd peak MiB");
    for (const engine::ProfiledStage& s : p.stages)
        std::printf("%-22s %12.2f %12.2f %12s %12s\n", s.name.c_str(), s.forwardMs, s.backwardMs,
                    megabytes(s.forwardPeakBytes).c_str(), megabytes(s.backwardPeakBytes).c_str());
    std::printf("%-22s %12s %12.2f\n", "autograd engine", "", p.backwardEngineMs);
    std::printf("%-22s %25.2f ms (the step: %.2f ms)\n\n", "sum of the stages", p.stageSumMs(), p.stepMs);
    const bool device = std::any_of(p.operators.begin(), p.operators.end(),
                                    [](const engine::ProfiledOperator& o) { return o.selfDeviceMs > 0; });
    std::printf("%-36s %7s %10s %10s%s  %s\n", "operator", "calls", "self ms", "total ms", device ? "  device ms" : "",
                "input shapes (most frequent)");
    for (std::size_t i = 0; i < p.operators.size() && static_cast<int>(i) < top; ++i) {
        const engine::ProfiledOperator& o = p.operators[i];
        std::printf("%-36s %7lld %10.2f %10.2f", o.name.substr(0, 36).c_str(), static_cast<long long>(o.calls), o.selfMs,
                    o.totalMs);
        if (device)
            std::printf(" %10.2f", o.selfDeviceMs);
        std::printf("  %s\n", o.shapes.substr(0, 80).c_str());
    }
    std::printf("(times per step; self: without the operators it called)\n");
}

// The plan of a run folder (its config.json, the command line overriding
// it), a dataset or a cache, prepared as train prepares it; `where`
// receives the run folder or the cache, for default output paths.
engine::ResolvedTraining preparedPlan(TrainOptions train, bool json, std::string& where)
{
    if (isRunFolder(train.dataset)) {
        where = train.dataset;
        if (train.configFile.empty())
            train.configFile = (fs::path(where) / "config.json").string();
        train.dataset = requireField<std::string>(readJsonFile(train.configFile), "dataset", train.configFile);
    }
    engine::ResolvedTraining plan = prepareTraining(train, json).plan;
    if (where.empty())
        where = plan.config().dataset;
    return plan;
}

int runProfile(const ProfileOptions& options, bool json)
{
    const TrainOptions& train = options.train;
    std::string where;
    engine::ProfileRequest request{preparedPlan(train, json, where)};
    request.steps = options.steps;
    request.warmupSteps = options.warmup;
    std::atomic<bool> cancel{false};
    const InterruptTarget target(cancel);
    request.cancel = &cancel;
    std::unique_ptr<ProgressBar> bar;
    request.progress = [&](int done, int total) {
        if (!bar)
            bar = std::make_unique<ProgressBar>("profile", total, json);
        bar->update(done, done <= options.warmup ? "warm-up" : "profiled");
    };
    const engine::TrainingProfile profile = engine::profileTraining(request);
    if (bar)
        bar->finish();
    const std::string base = train.out.empty() ? (fs::path(where) / "profile" / "profile").string() : train.out;
    fs::create_directories(fs::path(base).parent_path().empty() ? fs::path(".") : fs::path(base).parent_path());
    profile.write(base);
    writeJsonFile(base + ".json", profile.toJson());
    if (json) {
        Json line = profile.toJson();
        line["event"] = "result";
        line["files"] = {base + ".json", base + "_stages.csv", base + "_operators.csv", base + "_trace.json"};
        printJsonLine(line);
    } else {
        printProfile(profile, options.top);
        std::printf("Written: %s.json, %s_stages.csv, %s_operators.csv, %s_trace.json (Perfetto / chrome://tracing)\n",
                    base.c_str(), base.c_str(), base.c_str(), base.c_str());
    }
    return kExitOk;
}

struct AutotuneOptions {
    TrainOptions train;
    int steps = 3;
    double maxMinutes = 5;
    bool force = false;
};

void printTrials(const engine::AutotuneResult& r)
{
    std::printf("%-18s %8s %6s %6s %6s %7s %8s %10s %10s %9s %9s\n", "trial", "threads", "batch", "prec", "NDHWC",
                "loaders", "prefetch", "samples/s", "step ms", "wait ms", "peak MiB");
    for (std::size_t i = 0; i < r.trials.size(); ++i) {
        const engine::AutotuneTrial& t = r.trials[i];
        std::printf("%-18s %8d %6d %6s %6s %7d %8d ", t.change.substr(0, 18).c_str(), t.threads, t.batchSize,
                    engine::precisionName(t.precision), t.channelsLast ? "yes" : "no", t.loaderThreads, t.prefetchBatches);
        if (t.accepted)
            std::printf("%10.2f %10.1f %9.1f %9s%s\n", t.samplesPerSecond, t.stepMs, t.dataWaitMs,
                        megabytes(t.peakMemoryBytes).c_str(), static_cast<int>(i) == r.winner ? "  <- fastest" : "");
        else
            std::printf(" rejected: %s\n", t.rejectedBecause.c_str());
    }
}

int runAutotune(const AutotuneOptions& options, bool json)
{
    std::string where;
    engine::AutotuneRequest request{preparedPlan(options.train, json, where)};
    request.timedSteps = options.steps;
    request.maxSeconds = options.maxMinutes * 60;
    request.reuseCached = !options.force;
    std::atomic<bool> cancel{false};
    const InterruptTarget target(cancel);
    request.cancel = &cancel;
    std::unique_ptr<ProgressBar> bar;
    request.progress = [&](int done, int total, const std::string& change) {
        if (!bar)
            bar = std::make_unique<ProgressBar>("autotune", total, json);
        bar->update(done, change);
    };
    const engine::AutotuneResult result = engine::autotune(request);
    if (bar)
        bar->finish();
    const engine::TrainingConfig fastest =
        engine::withTrialSettings(request.plan.config(), result.trials[static_cast<std::size_t>(result.winner)]);
    const std::string out = options.train.out.empty() ? (fs::path(where) / "autotuned_config.json").string() : options.train.out;
    writeJsonFile(out, fastest.toJson());
    if (json) {
        Json line = result.toJson();
        line["event"] = "result";
        line["from_cache"] = result.fromCache;
        line["config"] = out;
        printJsonLine(line);
        return kExitOk;
    }
    std::printf("%s on %s%s\n", result.fromCache ? "Earlier trials (--force measures again)" : "Trials",
                result.device.c_str(), result.complete ? "" : " (the time budget ended the search early)");
    printTrials(result);
    std::printf("Fastest: %s, %.2fx the samples/s of the defaults. Its configuration: %s (train --config %s)\n",
                result.trials[static_cast<std::size_t>(result.winner)].change.c_str(), result.gainOverDefaults(),
                out.c_str(), out.c_str());
    return kExitOk;
}

}  // namespace

void addAutotuneCommand(CLI::App& app, CommandTable& table)
{
    auto options = std::make_shared<AutotuneOptions>();
    CLI::App* c = app.add_subcommand(
        "autotune", "Find the fastest training settings on this machine from short timed trials, kept per device");
    addTrainOptions(c, options->train);
    c->get_option("dataset")->description("Run folder (tunes its configuration), dataset folder or cache folder");
    c->add_option("--steps", options->steps, "Timed steps per trial (default 3, after one untimed)")->check(CLI::Range(1, 100));
    c->add_option("--search-minutes", options->maxMinutes, "No new trial after this many minutes (default 5)")
        ->check(CLI::Range(0.1, 1e4));
    c->add_flag("--force", options->force, "Measure again even when this device's trials are kept in the cache");
    c->add_option("--out", options->train.out, "Write the fastest configuration here (default: <run or cache>/autotuned_config.json)");
    c->callback([&table, options] { table.run = [&table, options] { return runAutotune(*options, table.json); }; });
}

void addProfileCommand(CLI::App& app, CommandTable& table)
{
    auto options = std::make_shared<ProfileOptions>();
    CLI::App* c = app.add_subcommand(
        "profile", "Profile N real training steps: time and memory per stage, top operators, a Chrome trace");
    addTrainOptions(c, options->train);
    c->get_option("dataset")->description("Run folder (profiles its configuration), dataset folder or cache folder");
    c->add_option("--steps", options->steps, "Profiled steps (default 5)")->check(CLI::Range(1, 1000));
    c->add_option("--warmup", options->warmup, "Unprofiled steps first (default 3)")->check(CLI::Range(0, 1000));
    c->add_option("--top", options->top, "Operators to print (default 15; the files hold all)")->check(CLI::Range(1, 10000));
    c->add_option("--out", options->train.out,
                  "Base path of the files (default: <run or cache>/profile/profile): .json, _stages.csv, "
                  "_operators.csv, _trace.json");
    c->callback([&table, options] { table.run = [&table, options] { return runProfile(*options, table.json); }; });
}

}  // namespace segstudio::cli
