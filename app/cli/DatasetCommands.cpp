// segstudio-cli dataset check <dir>: read and validate every case, report
// every problem at once. segstudio-cli dataset split <dir>: seeded k-fold.
#include <cstdio>
#include <iostream>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "common/formats/JsonFile.h"
#include "common/formats/KFoldSplit.h"
#include "common/system/ParallelFor.h"
#include "io/Dataset.h"

namespace segstudio::cli {

namespace {

struct CheckOptions {
    std::string root;
    int workers = 0;
};

struct SplitOptions {
    std::string root;
    std::string out;
    int folds = 5;
    uint64_t seed = 12345;
};

Json problemJson(const Problem& p)
{
    return {{"case", p.subject}, {"file", p.file}, {"field", p.field}, {"reason", p.reason}};
}

std::string describeDataset(const io::DatasetDescription& d)
{
    std::string channels;
    for (const std::string& c : d.channelNames)
        channels += (channels.empty() ? "" : ", ") + c;
    std::string labels;
    for (const auto& [value, name] : d.labels)
        labels += (labels.empty() ? "" : ", ") + std::to_string(value) + " " + name;
    return d.name + " (" + d.layout + " layout; channels: " + channels +
           "; labels: " + (labels.empty() ? "not declared" : labels) + ")";
}

int runCheck(const CheckOptions& options, bool json)
{
    const io::DatasetDescription dataset = io::openDataset(options.root);
    if (!json)
        std::printf("Checking %zu cases of %s\n", dataset.training.size(), describeDataset(dataset).c_str());
    ProgressBar bar("check", static_cast<int>(dataset.training.size()), json);
    io::DatasetCheckOptions checkOptions;
    checkOptions.workers = options.workers;
    const io::DatasetReport report = io::checkDataset(dataset, checkOptions, [&](const ProgressEvent& e) {
        bar.update(e.done, e.item + (e.failed ? " (problem)" : ""));
    });
    bar.finish();
    const std::vector<Problem> problems = report.allProblems(), warnings = report.allWarnings();
    const int total = static_cast<int>(report.cases.size());
    if (json) {
        Json list = Json::array(), warningList = Json::array();
        for (const Problem& p : problems)
            list.push_back(problemJson(p));
        for (const Problem& w : warnings)
            warningList.push_back(problemJson(w));
        printJsonLine({{"event", "result"}, {"valid_cases", report.validCount()}, {"cases", total}, {"problems", list},
                       {"warnings", warningList}});
        return problems.empty() ? kExitOk : kExitProblemsFound;
    }
    if (!warnings.empty()) {
        std::printf("%zu warning(s):\n", warnings.size());
        for (const Problem& w : warnings)
            std::printf("  - %s\n", w.toString().c_str());
    }
    if (problems.empty()) {
        std::printf("All %d cases are valid.\n", total);
    } else {
        std::printf("%zu problem(s):\n", problems.size());
        for (const Problem& p : problems)
            std::printf("  - %s\n", p.toString().c_str());
        std::printf("%d of %d cases are valid; %d have problems.\n", report.validCount(), total,
                    total - report.validCount());
    }
    return problems.empty() ? kExitOk : kExitProblemsFound;
}

int runSplit(const SplitOptions& options, bool json)
{
    const io::DatasetDescription dataset = io::openDataset(options.root);
    std::vector<std::string> ids;
    for (const io::DatasetCase& c : dataset.training)
        ids.push_back(c.id);
    const std::vector<Fold> splits = makeKFoldSplits(ids, options.folds, options.seed);
    saveSplits(options.out, splits);
    if (json)
        printJsonLine({{"event", "result"}, {"splits", options.out}, {"folds", options.folds}});
    else
        std::printf("Wrote %d folds of %zu cases (seed %llu) to %s\n", options.folds, ids.size(),
                    static_cast<unsigned long long>(options.seed), options.out.c_str());
    return kExitOk;
}

}  // namespace

void addDatasetCommands(CLI::App& app, CommandTable& table)
{
    CLI::App* dataset = app.add_subcommand("dataset", "Check a dataset or split it into folds");
    dataset->require_subcommand(1);

    auto check = std::make_shared<CheckOptions>();
    CLI::App* checkCommand = dataset->add_subcommand(
        "check", "Read every case and report every problem (exit 0 when all cases are valid, 1 otherwise)");
    checkCommand->add_option("dataset", check->root, "Dataset folder (MSD, nnU-Net v2 or images/ + labels/)")->required();
    checkCommand->add_option("--workers", check->workers, "Cases checked in parallel (default: all cores)")
        ->check(CLI::Range(0, 256));
    checkCommand->callback([&table, check] { table.run = [&table, check] { return runCheck(*check, table.json); }; });

    auto split = std::make_shared<SplitOptions>();
    CLI::App* splitCommand = dataset->add_subcommand("split", "Write a seeded k-fold cross-validation split");
    splitCommand->add_option("dataset", split->root, "Dataset folder")->required();
    splitCommand->add_option("--out", split->out, "Output splits.json")->required();
    splitCommand->add_option("--folds", split->folds, "Number of folds")->check(CLI::Range(2, 100));
    splitCommand->add_option("--seed", split->seed, "Shuffle seed");
    splitCommand->callback([&table, split] { table.run = [&table, split] { return runSplit(*split, table.json); }; });
}

}  // namespace segstudio::cli
