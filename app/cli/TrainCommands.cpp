// segstudio-cli plan / train / resume: plan a network, train it with live
// terminal progress, continue a stopped run. Ctrl-C stops after the current
// step, saves a checkpoint and exits with 130.
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <sstream>

#include <unistd.h>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "DistributedRuns.h"
#include "Interrupts.h"
#include "Terminal.h"
#include "TrainOptions.h"
#include "common/formats/CacheIndex.h"
#include "common/Errors.h"
#include "common/system/RankLauncher.h"
#include "engine/config/TrainingFields.h"
#include "engine/train/RunFolder.h"
#include "engine/train/Trainer.h"
#ifdef SEGSTUDIO_HAS_IO
#include "application/training/TrainModel.h"
#endif

namespace segstudio::cli {

namespace fs = std::filesystem;
using namespace segstudio::engine;

namespace {


struct ResumeOptions {
    std::string run;
    double maxMinutes = 0;
    int nproc = 1;
    std::string allReduce = "after-backward";
};

// Prints one line per epoch and validation, and an in-place progress line
// (TTY) or nothing per step (logs); --json: one object per event.
class TerminalObserver : public TrainingObserver {
public:
    explicit TerminalObserver(bool json) : m_json(json), m_tty(::isatty(STDOUT_FILENO) == 1) {}

    void onStep(const StepStats& s) override
    {
        if (m_json) {
            if (s.stepInEpoch % 10 == 0 || s.stepInEpoch + 1 == s.stepsPerEpoch)
                printJsonLine(stepJson(s));
            return;
        }
        if (!m_tty)
            return;
        std::printf("\r  epoch %d  step %d/%d  loss %.4f  lr %.2e  %.1f samples/s  %.1f Mvox/s  wait %.0f ms   ", s.epoch,
                    s.stepInEpoch + 1, s.stepsPerEpoch, s.loss, s.learningRate, s.samplesPerSecond,
                    s.voxelsPerSecond / 1e6, s.dataWaitMs);
        std::fflush(stdout);
    }

    void onEpoch(const EpochStats& e) override
    {
        if (m_json) {
            printJsonLine(epochJson(e));
            return;
        }
        std::printf("%sepoch %d/%d  train loss %.4f  %.1f s  elapsed %s  ETA %s\n", m_tty ? "\r" : "", e.epoch + 1,
                    e.plannedEpochs, e.trainLoss, e.epochSeconds, formatDuration(e.elapsedSeconds).c_str(),
                    formatDuration(e.etaSeconds).c_str());
        std::fflush(stdout);
    }

    void onValidation(const ValidationStats& v) override
    {
        if (m_json) {
            printJsonLine(validationJson(v));
            return;
        }
        if (v.simulatedClicks > 0)
            std::printf("  validation (%d cases, mean Dice over %d simulated clicks, %.1f s):", v.cases,
                        v.simulatedClicks, v.seconds);
        else
            std::printf("  validation (%d full volumes, %.1f s):", v.cases, v.seconds);
        for (std::size_t k = 0; k < v.dicePerClass.size(); ++k)
            if (std::isnan(v.dicePerClass[k]))
                std::printf(" %s n/a", v.classNames[k].c_str());  // in no validation case, not predicted
            else
                std::printf(" %s %.4f", v.classNames[k].c_str(), v.dicePerClass[k]);
        std::printf("  mean Dice %.4f%s\n", v.meanDice, v.isBest ? "  (best)" : "");
        std::fflush(stdout);
    }

    void onMessage(const std::string& text) override
    {
        if (m_json)
            printJsonLine({{"event", "message"}, {"text", text}});
        else
            std::printf("%s\n", text.c_str());
    }

private:
    bool m_json, m_tty;
};

int exitCodeFor(const TrainingResult& r)
{
    if (r.outcome == RunOutcome::Finished)
        return kExitOk;
    if (r.outcome == RunOutcome::Stopped)
        return kExitInterrupted;
    return r.failure == FailureKind::BadInput ? kExitBadInput : kExitRuntimeFailure;
}

int report(const TrainingResult& r, bool json, bool root = true)
{
    if (!root && r.outcome != RunOutcome::Failed)
        return exitCodeFor(r);  // rank 0 reports for the job
    if (json) {
        printJsonLine({{"event", "result"},
                       {"outcome", r.outcome == RunOutcome::Finished ? "finished"
                                   : r.outcome == RunOutcome::Stopped ? "stopped"
                                                                      : "failed"},
                       {"message", r.message},
                       {"epochs", r.epochsCompleted},
                       {"best_mean_dice", r.bestMeanDice},
                       {"final_mean_dice", r.finalMeanDice},
                       {"run", r.runFolder},
                       {"model", r.modelPackage}});
    } else if (r.outcome == RunOutcome::Failed) {
        std::cerr << "error: " << r.message << "\n";
    } else {
        std::printf("%s after %d epoch(s); final mean Dice %.4f, best %.4f\nrun: %s\nmodel: %s\n", r.message.c_str(),
                    r.epochsCompleted, r.finalMeanDice, r.bestMeanDice, r.runFolder.c_str(), r.modelPackage.c_str());
    }
    return exitCodeFor(r);
}

// Runs `train(observer, control)` with Ctrl-C / SIGTERM / SIGHUP asking it
// to stop (a checkpoint is saved; Interrupts.h), and a terminal observer
// printing its progress.
template <class Train> auto withInterrupts(bool json, Train train)
{
    TerminalObserver observer(json);
    TrainingControl control;
    const InterruptTarget target(control.stop);  // released however train() ends
    return train(observer, control);
}

TrainingResult runWithInterrupts(const TrainingRequest& request, bool json)
{
    return withInterrupts(json, [&](TerminalObserver& observer, TrainingControl& control) {
#ifdef SEGSTUDIO_HAS_IO
        // Prepared already (request.plan, or rank 0 resolves it): trainModel adds the postprocessing choice.
        return application::trainModel(request, {}, &observer, &control);
#else
        return runTraining(request, &observer, &control);
#endif
    });
}

}  // namespace

namespace {

#ifdef SEGSTUDIO_HAS_IO
std::vector<int> parseFolds(const std::string& text)
{
    std::vector<int> folds;
    if (text == "all")
        return folds;
    std::stringstream list(text);
    std::string item;
    while (std::getline(list, item, ',')) {
        try {
            folds.push_back(std::stoi(item));
        } catch (const std::exception&) {
            throw InputError("", "--folds", "'" + text + "' is not \"all\" or a list of fold numbers like 0,1,2");
        }
    }
    return folds;
}

int runCrossValidation(const TrainOptions& o, bool json)
{
    TrainingRequest request;
    request.config = settingsFrom(o);
    request.runFolder = o.out;
    const application::Resolution resolution = application::resolutionFromConfigurationName(o.configuration, request.config);
    std::unique_ptr<ProgressBar> bar;
    std::mutex barMutex;
    const ProgressCallback progress = [&](const ProgressEvent& e) {
        if (e.stage != "write")
            return;
        const std::lock_guard<std::mutex> lock(barMutex);
        if (!bar)
            bar = std::make_unique<ProgressBar>("preprocess", e.total, json);
        bar->update(e.done, e.item);
    };
    const application::CrossValidation cv =
        withInterrupts(json, [&](TerminalObserver& observer, TrainingControl& control) {
            return application::trainFolds(request, parseFolds(o.folds), o.cache, &observer, &control, progress,
                                           resolution);
        });
    for (std::size_t i = 0; i < cv.results.size(); ++i)
        report(cv.results[i], json);
    if (json)
        printJsonLine({{"event", "crossvalidation"}, {"complete", cv.complete}, {"mean_dice", cv.meanDice},
                       {"folds", cv.folds}, {"summary", o.out + "/crossvalidation.json"}});
    else
        std::printf("cross-validation: %zu fold(s)%s, mean of the final validation Dice %.4f\nsummary: %s/crossvalidation.json\n",
                    cv.results.size(), cv.complete ? "" : " (incomplete)", cv.meanDice, o.out.c_str());
    return cv.complete ? kExitOk : exitCodeFor(cv.results.back());
}
#endif

// A distributed rank trains from a cache: its ranks must not preprocess the
// same dataset at once (train --nproc preprocesses before it starts them).
void requireCacheForRank(const engine::DistributedEnvironment& environment, const TrainOptions& o)
{
    if (environment.distributed() && (!CacheIndex::isCacheFolder(o.dataset) || o.configuration == "3d_lowres"))
        throw InputError(o.dataset, "",
                         "a distributed run (" + environment.origin + ") trains from a preprocessed cache, so that its "
                         "ranks do not preprocess at once: run `segstudio-cli preprocess` on the dataset first and "
                         "pass the cache folder it prints (or use train --nproc on one host, which does both)");
}

// train --nproc N: the configuration resolved here (the dataset preprocessed
// once), then N ranks train from it.
int launchTraining(const TrainOptions& o, const PreparedTraining& prepared, bool json)
{
    const TrainingConfig& config = prepared.plan.config();
    const RankConfigFile configFile(config.toJson().dump(2));
    return launchRanks(o.nproc, {"train", config.dataset, "--config", configFile.path(), "--out", o.out, "--allreduce",
                                 o.allReduce, "--configuration",
                                 prepared.configuration == "3d_lowres" ? "3d_fullres" : prepared.configuration},
                       json, o.out);
}

int runTrain(const TrainOptions& o, bool json)
{
    const engine::DistributedEnvironment environment = rankEnvironment(o.nproc);
    if ((o.nproc > 1 || environment.distributed()) && !o.folds.empty())
        throw InputError("", "--folds", "cross-validation runs one process per fold; train the folds one by one "
                                        "with --fold K for data-parallel training");
    requireCacheForRank(environment, o);
#ifdef SEGSTUDIO_HAS_IO
    if (!o.folds.empty())
        return runCrossValidation(o, json);
#else
    if (!o.folds.empty())
        throw InputError("", "--folds", "cross-validation needs the full build (this one is engine-only)");
#endif
    TrainingRequest request;
    if (environment.distributed()) {
        request.config = settingsFrom(o);  // a cache (requireCacheForRank): rank 0 resolves it once the ranks joined
    } else {
        PreparedTraining prepared = prepareTraining(o, json);
        if (o.nproc > 1)
            return launchTraining(o, prepared, json);
        request.config = prepared.plan.config();
        request.plan = std::move(prepared.plan);
    }
    request.runFolder = o.out;
    request.distributed = environment;
    request.gradientSchedule = gradientScheduleFromName(o.allReduce);
    return report(runWithInterrupts(request, json), json, environment.root());
}

int runResume(const ResumeOptions& o, bool json)
{
    const engine::DistributedEnvironment environment = rankEnvironment(o.nproc);
    if (o.nproc > 1) {
        std::vector<std::string> arguments{"resume", o.run, "--allreduce", o.allReduce};
        if (o.maxMinutes > 0)
            arguments.insert(arguments.end(), {"--max-minutes", std::to_string(o.maxMinutes)});
        return launchRanks(o.nproc, arguments, json, o.run);
    }
    TrainingRequest request;
    request.runFolder = o.run;
    request.resume = true;
    request.resumeMaxMinutes = o.maxMinutes;
    request.distributed = environment;
    request.gradientSchedule = gradientScheduleFromName(o.allReduce);
    return report(runWithInterrupts(request, json), json, environment.root());
}

void addDistributedOptions(CLI::App* command, int& nproc, std::string& allReduce)
{
    command->add_option("--nproc", nproc,
                        "Data-parallel training in N local processes (each with --batch-size samples, sharing the "
                        "CPU cores, or one GPU each); under torchrun/srun variables this process is one rank instead")
        ->check(CLI::Range(1, 1024));
    command->add_option("--allreduce", allReduce,
                        "Data-parallel gradient all-reduce: after-backward (default) or overlapped with backward")
        ->check(CLI::IsMember({"after-backward", "overlapped"}));
}

int runPlan(const TrainOptions& o, bool json)
{
    const PreparedTraining prepared = prepareTraining(o, json);
    const TrainingConfig& planned = prepared.plan.config();
    const PlanExplanation& explanation = prepared.plan.explanation();
    Json saved = prepared.plan.toJson();
    saved["plan"]["configuration"] = prepared.configuration;
    const std::string out = o.out.empty() ? (fs::path(planned.dataset) / "plan.json").string() : o.out;
    writeJsonFile(out, saved);
    if (json) {
        printJsonLine({{"event", "result"}, {"plan", saved}, {"file", out}});
        return kExitOk;
    }
    const DeviceDescription device = describeDevice(planned.device);
    std::printf("Plan (%s) for %s on %s\n", prepared.configuration.c_str(), planned.dataset.c_str(), device.name.c_str());
    for (const std::string& line : explanation.lines)
        std::printf("  %s\n", line.c_str());
    std::printf("  kernels/strides per stage (x y z):");
    for (int s = 0; s < planned.network.stages(); ++s)
        std::printf(" [%d%d%d/%d%d%d]", planned.network.kernelSizes[s][0], planned.network.kernelSizes[s][1],
                    planned.network.kernelSizes[s][2], planned.network.strides[s][0], planned.network.strides[s][1],
                    planned.network.strides[s][2]);
    std::printf("\n  estimated memory per step: %s\nSaved to %s (use it with train --config)\n",
                formatBytes(explanation.estimatedMemoryBytes).c_str(), out.c_str());
    return kExitOk;
}

}  // namespace

namespace {

// An option of the training field table (TrainingFields.h): its name, help
// and accepted range or names.
template <class T> CLI::Option* addFieldOption(CLI::App* c, const char* key, T& value)
{
    const TrainingField& f = trainingField(key);
    CLI::Option* option = c->add_option(f.cliOption, value, f.cliHelp);
    if (f.minimum != 0 || f.maximum != 0) {
        CLI::Validator range = CLI::Range(f.minimum, f.maximum);
        if (!f.choices.empty())
            option->check(CLI::IsMember(f.choices) | range);
        else
            option->check(range);
    } else if (!f.choices.empty()) {
        option->check(CLI::IsMember(f.choices));
    }
    return option;
}

}  // namespace

void addTrainOptions(CLI::App* c, TrainOptions& o)
{
    c->add_option("dataset", o.dataset, "Dataset folder or preprocessed cache folder")->required();
    c->add_option("--config", o.configFile, "Training configuration (JSON; unknown keys are errors)");
    c->add_option("--cache", o.cache, "Where to preprocess a dataset (default: ~/.cache/segstudio/<name>-<hash>)");
    addFieldOption(c, "fold", o.fold);
    c->add_option("--init-from", o.initFrom,
                  "Fine-tune: start from this run's, package's or nnU-Net results folder's weights, keep its network "
                  "and patch (a new output head when the dataset's labels differ; an nnU-Net model's preprocessing is "
                  "kept too); a planned learning rate is a tenth of the usual, after half an epoch of warm-up");
    addFieldOption(c, "epochs", o.epochs);
    addFieldOption(c, "max_minutes", o.maxMinutes);
    addFieldOption(c, "batch_size", o.batchSize);
    addFieldOption(c, "patch_size_xyz", o.patch)->expected(3);
    c->add_option("--seed", o.seed, "Random seed")->check(CLI::NonNegativeNumber);
    addFieldOption(c, "threads", o.threads);
    addFieldOption(c, "device", o.device);
    addFieldOption(c, "precision", o.precision);
    addFieldOption(c, "planner", o.planner);
    addFieldOption(c, "gpu_memory_target_gb", o.gpuMemoryTargetGB);
    c->add_option("--configuration", o.configuration,
                  "auto (default: 3d_lowres under a time budget, set or chosen by auto on a CPU, when a "
                  "full-resolution patch would cover less than a quarter of a case, else 3d_fullres), 3d_fullres, 2d "
                  "(slice-wise network, also for 3D scans) or 3d_lowres (nnU-Net's: the dataset preprocessed again at "
                  "a coarser spacing so a patch covers a quarter of a case; predictions map back to the "
                  "full-resolution scan), or interactive (a promptable model for clicks and boxes, one object at a "
                  "time: segstudio-cli interact, AI assist)")
        ->check(CLI::IsMember({"auto", "2d", "3d_fullres", "3d_lowres", "interactive"}));
}


void addTrainCommands(CLI::App& app, CommandTable& table)
{
    auto train = std::make_shared<TrainOptions>();
    CLI::App* t = app.add_subcommand("train", "Train a U-Net on one fold (preprocesses a dataset first if needed)");
    addTrainOptions(t, *train);
    t->add_option("--out", train->out, "Run folder (created); with --folds, the folder of the fold_<k> runs")->required();
    t->add_option("--folds", train->folds,
                  "Cross-validation: all, or a list like 0,1,2; each fold trains into OUT/fold_<k> (a time budget is "
                  "split over them) and OUT/crossvalidation.json holds their Dice; predict --model OUT ensembles them")
        ->excludes("--fold");
    addDistributedOptions(t, train->nproc, train->allReduce);
    t->callback([&table, train] { table.run = [&table, train] { return runTrain(*train, table.json); }; });

    auto resume = std::make_shared<ResumeOptions>();
    CLI::App* r = app.add_subcommand("resume", "Continue a stopped or interrupted run from its last checkpoint");
    r->add_option("run", resume->run, "Run folder")->required()->check(CLI::ExistingDirectory);
    r->add_option("--max-minutes", resume->maxMinutes, "New wall-clock budget from now")
        ->check(CLI::Range(0.0, trainingField("max_minutes").maximum));
    addDistributedOptions(r, resume->nproc, resume->allReduce);
    r->callback([&table, resume] { table.run = [&table, resume] { return runResume(*resume, table.json); }; });

    auto plan = std::make_shared<TrainOptions>();
    CLI::App* p = app.add_subcommand("plan", "Plan patch, batch and network for a dataset and device, print and save it");
    addTrainOptions(p, *plan);
    p->add_option("--out", plan->out, "Plan file (default: <cache>/plan.json)");
    p->callback([&table, plan] { table.run = [&table, plan] { return runPlan(*plan, table.json); }; });
}

}  // namespace segstudio::cli
