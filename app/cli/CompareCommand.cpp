// segstudio-cli compare: the regression check before a retrained model
// replaces the one it came from. Both models are scored on the same cached
// cases (by default the baseline run's validation cases) with the training's
// own validation (full-volume; the click protocol for interactive models),
// side by side per class. Exit 0 when the
// candidate is not worse, 1 when it is (engine/evaluate/ModelComparison.h).
#include <cmath>
#include <cstdio>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "common/formats/JsonFile.h"
#include "engine/evaluate/ModelComparison.h"

namespace segstudio::cli {

namespace {

int runCompare(const engine::ComparisonRequest& request, const std::string& out, bool json)
{
    const engine::ModelComparison c = engine::compareModels(request);
    if (!out.empty())
        writeJsonFile(out, c.toJson());
    if (json) {
        Json line = c.toJson();
        line["event"] = "result";
        printJsonLine(line);
    } else {
        std::printf("%zu case(s) of %s%s\n%-20s %10s %10s %8s\n", c.cases.size(), c.cacheFolder.c_str(),
                    c.interactive ? " (interactive models: scored with the click protocol of their validation)" : "",
                    "class", "baseline", "candidate", "change");
        for (std::size_t k = 0; k < c.classNames.size(); ++k) {
            const double a = c.baseline.dicePerClass.at(k), b = c.candidate.dicePerClass.at(k);
            std::printf("%-20s %10.4f %10.4f %+8.4f\n", c.classNames[k].c_str(), a, b, b - a);
        }
        std::printf("%-20s %10.4f %10.4f %+8.4f\n", "mean Dice", c.baseline.meanDice, c.candidate.meanDice,
                    c.candidate.meanDice - c.baseline.meanDice);
        std::printf(c.candidateWorse ? "The candidate is WORSE than the baseline (tolerance %.4f): keep the baseline.\n"
                                     : "The candidate is not worse than the baseline (tolerance %.4f).\n",
                    c.tolerance);
    }
    return c.candidateWorse ? kExitProblemsFound : kExitOk;
}

}  // namespace

void addCompareCommand(CLI::App& app, CommandTable& table)
{
    auto request = std::make_shared<engine::ComparisonRequest>();
    auto out = std::make_shared<std::string>();
    CLI::App* c = app.add_subcommand(
        "compare", "Score two models on the same cases side by side; exit 1 when the candidate is worse than the baseline");
    c->add_option("baseline", request->baseline, "The model in use: run folder, model package or nnU-Net results folder")->required();
    c->add_option("candidate", request->candidate, "The retrained model: run folder or model package")->required();
    c->add_option("--cases", request->cases, "Case ids of the cache (default: the baseline run's validation cases, or the candidate's when the baseline is no run)");
    c->add_option("--cache", request->cacheFolder, "Preprocessed cache holding the cases (default: the baseline run's, or the candidate's when the baseline is no run)");
    c->add_option("--tolerance", request->tolerance, "Mean Dice drop still counted as not worse (default 0.005)")
        ->check(CLI::Range(0.0, 1.0));
    c->add_option("--device", request->device, "auto, cpu, cuda or cuda:N");
    c->add_option("--threads", request->threads, "CPU threads (0 = physical cores)")->check(CLI::Range(0, 1024));
    c->add_option("--out", *out, "Also write the comparison as JSON here");
    c->callback([&table, request, out] { table.run = [&table, request, out] { return runCompare(*request, *out, table.json); }; });
}

}  // namespace segstudio::cli
