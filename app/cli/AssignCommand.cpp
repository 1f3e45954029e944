// segstudio-cli assign: which rater labels which case of a dataset, and who
// has finished which (application/raters/RaterAssignments.h).
//   assign DATASET --raters ann,bo,cy [--per-case 2] [--cases c1,c2]
//   assign DATASET --finished CASE --rater NAME
//   assign DATASET            (prints the assignments and each rater's progress)
#include <cstdio>
#include <memory>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "application/raters/RaterAssignments.h"
#include "common/Errors.h"

namespace segstudio::cli {
namespace {

struct AssignOptions {
    application::AssignRequest request;
    std::string finishedCase;
    std::string rater;
};

nlohmann::json assignmentsJson(const application::RaterAssignments& assignments)
{
    nlohmann::json cases = nlohmann::json::array(), raters = nlohmann::json::array();
    for (const application::CaseAssignment& c : assignments.cases)
        cases.push_back({{"case", c.caseId}, {"raters", c.raters}, {"finished", c.finished}});
    for (const application::RaterProgress& p : application::progressByRater(assignments))
        raters.push_back({{"rater", p.rater}, {"assigned", p.assigned}, {"finished", p.finished}});
    return {{"cases", cases}, {"raters", raters}};
}

void printAssignments(const application::RaterAssignments& assignments)
{
    if (assignments.cases.empty()) {
        std::printf("No case is assigned to a rater yet (assign DATASET --raters NAME,NAME).\n");
        return;
    }
    std::printf("%-24s %-32s %s\n", "case", "raters", "finished by");
    for (const application::CaseAssignment& c : assignments.cases) {
        std::string raters, finished;
        for (const std::string& r : c.raters)
            raters += (raters.empty() ? "" : ", ") + r;
        for (const auto& [r, when] : c.finished)
            finished += (finished.empty() ? "" : ", ") + r + " (" + when + ")";
        std::printf("%-24s %-32s %s\n", c.caseId.c_str(), raters.c_str(), finished.empty() ? "-" : finished.c_str());
    }
    std::printf("\n");
    for (const application::RaterProgress& p : application::progressByRater(assignments))
        std::printf("%-16s %d of %d case(s) finished, %d to do\n", p.rater.c_str(), p.finished, p.assigned,
                    p.assigned - p.finished);
}

int runAssign(const AssignOptions& o, bool json)
{
    const std::string& dataset = o.request.dataset;
    if (!o.finishedCase.empty() && !o.request.raters.empty())
        throw InputError(dataset, "--finished", "records one rater's finished case; assign with --raters in another call");
    if (!o.finishedCase.empty() && o.rater.empty())
        throw InputError(dataset, "--rater", "is required with --finished: whose case is finished");
    if (o.finishedCase.empty() && !o.rater.empty())
        throw InputError(dataset, "--rater", "is used with --finished CASE");
    application::RaterAssignments assignments;
    if (!o.finishedCase.empty())
        assignments = application::markFinished(dataset, o.finishedCase, o.rater);
    else if (!o.request.raters.empty())
        assignments = application::assignCases(o.request);
    else
        assignments = application::readAssignments(dataset);
    if (json) {
        nlohmann::json result = assignmentsJson(assignments);
        result["event"] = "result";
        result["file"] = application::assignmentsPath(dataset);
        printJsonLine(result);
        return kExitOk;
    }
    if (!o.finishedCase.empty())
        std::printf("%s finished %s.\n\n", o.rater.c_str(), o.finishedCase.c_str());
    printAssignments(assignments);
    if (!o.finishedCase.empty() || !o.request.raters.empty())
        std::printf("\nWrote %s\n", application::assignmentsPath(dataset).c_str());
    return kExitOk;
}

}  // namespace

void addAssignCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<AssignOptions>();
    CLI::App* c = app.add_subcommand(
        "assign", "Assign a dataset's cases to raters, record who finished which, or show both "
                  "(raters/assignments.json)");
    c->add_option("dataset", o->request.dataset, "Dataset folder (dataset.json)")->required();
    c->add_option("--raters", o->request.raters, "Raters to share the cases among, in order: ann,bo,cy")->delimiter(',');
    c->add_option("--per-case", o->request.perCase, "Raters per case (default 1)")->check(CLI::PositiveNumber);
    c->add_option("--cases", o->request.cases, "Cases to assign (default: every training case)")->delimiter(',');
    c->add_option("--finished", o->finishedCase,
                  "Record that --rater finished this case (their map must be in raters/<rater>/labelsTr/)");
    c->add_option("--rater", o->rater, "The rater who finished --finished");
    c->callback([&table, o] { table.run = [&table, o] { return runAssign(*o, table.json); }; });
}

}  // namespace segstudio::cli
