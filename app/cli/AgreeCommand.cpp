// segstudio-cli agree: agreement between a dataset's raters, their
// consensus (STAPLE or majority vote), each rater and a model against it
// (application/raters/RaterAgreement.h). Writes <out>.csv (one row per case,
// label and pair), <out>_raters.csv (each rater's sensitivity and
// specificity per case and label) and <out>.json (all of it, with the
// dataset's summary).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <sstream>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "application/raters/RaterAgreement.h"
#include "common/system/AtomicFile.h"
#include "common/formats/JsonFile.h"
#include "io/ScanIO.h"

namespace segstudio::cli {
namespace {

struct AgreeOptions {
    application::AgreementRequest request;
    std::string method = "staple";
    std::string output = "agreement.csv";
};

Json orNull(double v) { return std::isnan(v) ? Json(nullptr) : Json(v); }
std::string csvNumber(double v) { return std::isnan(v) ? "nan" : std::to_string(v); }

Json pairJson(const application::PairAgreement& p)
{
    const io::LabelMetrics& m = p.metrics;
    return {{"a", p.a},
            {"b", p.b},
            {"label", m.label},
            {"dice", orNull(m.dice)},
            {"hd95_mm", orNull(m.hd95Mm)},
            {"surface_dice", orNull(m.surfaceDice)},
            {"volume_a_mm3", m.predictedVolumeMm3},
            {"volume_b_mm3", m.referenceVolumeMm3},
            {"volume_difference_mm3", m.predictedVolumeMm3 - m.referenceVolumeMm3}};
}

Json spreadJson(const application::LabelSpread& s)
{
    return {{"count", s.count}, {"mean", orNull(s.mean)}, {"sd", orNull(s.sd)}, {"min", orNull(s.min)}, {"max", orNull(s.max)}};
}

Json agreementJson(const application::DatasetAgreement& result)
{
    Json cases = Json::array();
    for (const application::CaseAgreement& c : result.cases) {
        Json pairs = Json::array(), consensus = Json::array(), raters = Json::array();
        for (const application::PairAgreement& p : c.pairs)
            pairs.push_back(pairJson(p));
        for (const application::PairAgreement& p : c.againstConsensus)
            consensus.push_back(pairJson(p));
        for (const io::LabelConsensus& l : c.consensus)
            for (std::size_t r = 0; r < c.raters.size(); ++r)
                raters.push_back({{"label", l.label}, {"rater", c.raters[r]},
                                  {"sensitivity", orNull(l.raters[r].sensitivity)},
                                  {"specificity", orNull(l.raters[r].specificity)}, {"iterations", l.iterations},
                                  {"prior", l.prior}});
        cases.push_back({{"case", c.caseId}, {"raters", c.raters}, {"pairs", pairs}, {"against_consensus", consensus},
                         {"rater_parameters", raters}, {"consensus_file", c.consensusFile},
                         {"previous_reference", c.previousReference}});
    }
    Json labels = Json::array();
    for (const application::LabelAgreementSummary& s : result.labels) {
        Json consensusDice = Json::object();
        for (const auto& [who, spread] : s.consensusDice)
            consensusDice[who] = spreadJson(spread);
        Json entry = {{"label", s.label}, {"name", s.name}, {"pairwise_dice", spreadJson(s.pairDice)},
                      {"pairwise_hd95_mm", spreadJson(s.pairHd95Mm)},
                      {"pairwise_surface_dice", spreadJson(s.pairSurfaceDice)},
                      {"dice_against_consensus", consensusDice}};
        if (s.modelWithinRaters)
            entry["model_within_raters"] = *s.modelWithinRaters;
        labels.push_back(entry);
    }
    Json worst = Json::array();
    for (const auto& [id, dice] : result.worstCases)
        worst.push_back({{"case", id}, {"lowest_pairwise_dice", orNull(dice)}});
    return {{"dataset", result.dataset},      {"method", result.method},
            {"surface_tolerance_mm", result.surfaceToleranceMm},
            {"raters", result.raters},        {"cases", cases},
            {"cases_with_one_rater", result.casesWithOneRater},
            {"labels", labels},               {"worst_cases", worst}};
}

std::string pairsCsv(const application::DatasetAgreement& result)
{
    std::ostringstream csv;
    csv << "case,label,a,b,dice,hd95_mm,surface_dice,volume_a_mm3,volume_b_mm3,volume_difference_mm3\n";
    for (const application::CaseAgreement& c : result.cases)
        for (const auto* list : {&c.pairs, &c.againstConsensus})
            for (const application::PairAgreement& p : *list) {
                const io::LabelMetrics& m = p.metrics;
                csv << c.caseId << ',' << m.label << ',' << p.a << ',' << p.b << ',' << csvNumber(m.dice) << ','
                    << csvNumber(m.hd95Mm) << ',' << csvNumber(m.surfaceDice) << ',' << m.predictedVolumeMm3 << ','
                    << m.referenceVolumeMm3 << ',' << m.predictedVolumeMm3 - m.referenceVolumeMm3 << '\n';
            }
    return csv.str();
}

std::string ratersCsv(const application::DatasetAgreement& result)
{
    std::ostringstream csv;
    csv.precision(10);
    csv << "case,label,rater,sensitivity,specificity,iterations,prior\n";
    for (const application::CaseAgreement& c : result.cases)
        for (const io::LabelConsensus& l : c.consensus)
            for (std::size_t r = 0; r < c.raters.size(); ++r)
                csv << c.caseId << ',' << l.label << ',' << c.raters[r] << ',' << csvNumber(l.raters[r].sensitivity)
                    << ',' << csvNumber(l.raters[r].specificity) << ',' << l.iterations << ',' << l.prior << '\n';
    return csv.str();
}

void printSummary(const application::DatasetAgreement& result)
{
    std::printf("%zu case(s) scored, %zu rater(s), consensus by %s; surface Dice at %g mm\n", result.cases.size(),
                result.raters.size(), result.method.c_str(), result.surfaceToleranceMm);
    if (!result.casesWithOneRater.empty())
        std::printf("%zu case(s) labelled by one rater only, not scored\n", result.casesWithOneRater.size());
    for (const application::LabelAgreementSummary& s : result.labels) {
        std::printf("\nlabel %d %s\n  raters pairwise: Dice %.4f ± %.4f (min %.4f), HD95 %.2f mm, surface Dice %.4f\n",
                    s.label, s.name.c_str(), s.pairDice.mean, s.pairDice.sd, s.pairDice.min, s.pairHd95Mm.mean,
                    s.pairSurfaceDice.mean);
        for (const auto& [who, spread] : s.consensusDice)
            std::printf("  %-16s against the consensus: Dice %.4f ± %.4f\n", who.c_str(), spread.mean, spread.sd);
        if (s.modelWithinRaters) {
            const double model = s.consensusDice.at(application::kModelName).mean;
            const bool below = std::all_of(s.consensusDice.begin(), s.consensusDice.end(), [&](const auto& entry) {
                return entry.first == application::kModelName || !(entry.second.mean < model);
            });
            std::printf("  the model's Dice against the consensus is %s the raters' range\n",
                        *s.modelWithinRaters ? "within" : below ? "below" : "above");
        }
    }
    std::printf("\nworst cases (lowest pairwise Dice):");
    for (std::size_t i = 0; i < result.worstCases.size() && i < 5; ++i)
        std::printf(" %s %.4f%s", result.worstCases[i].first.c_str(), result.worstCases[i].second,
                    i + 1 < std::min<std::size_t>(5, result.worstCases.size()) ? "," : "");
    std::printf("\n");
}

int runAgree(AgreeOptions o, bool json)
{
    o.request.method = o.method == "vote" ? io::ConsensusMethod::MajorityVote : io::ConsensusMethod::Staple;
    const application::DatasetAgreement result = application::agreeOnDataset(
        o.request, [json](int done, int total) {
            if (!json)
                std::fprintf(stderr, "\rcase %d of %d", done, total);
        });
    if (!json)
        std::fprintf(stderr, "\n");
    const std::string base = io::stripScanExtension(o.output.size() > 4 && o.output.substr(o.output.size() - 4) == ".csv"
                                                        ? o.output.substr(0, o.output.size() - 4)
                                                        : o.output);
    writeFileAtomically(base + ".csv", pairsCsv(result));
    writeFileAtomically(base + "_raters.csv", ratersCsv(result));
    const Json report = agreementJson(result);
    writeJsonFile(base + ".json", report);
    if (json) {
        printJsonLine({{"event", "result"}, {"labels", report["labels"]}, {"worst_cases", report["worst_cases"]},
                       {"csv", base + ".csv"}, {"raters_csv", base + "_raters.csv"}, {"json", base + ".json"}});
        return kExitOk;
    }
    printSummary(result);
    for (const application::CaseAgreement& c : result.cases)
        if (!c.consensusFile.empty())
            std::printf("consensus of %s written to %s%s%s\n", c.caseId.c_str(), c.consensusFile.c_str(),
                        c.previousReference.empty() ? "" : "; the previous reference kept as ",
                        c.previousReference.c_str());
    std::printf("Wrote %s.csv, %s_raters.csv and %s.json\n", base.c_str(), base.c_str(), base.c_str());
    return kExitOk;
}

}  // namespace

void addAgreeCommand(CLI::App& app, CommandTable& table)
{
    auto o = std::make_shared<AgreeOptions>();
    CLI::App* c = app.add_subcommand(
        "agree", "Agreement between a dataset's raters (raters/<name>/labelsTr/), their consensus, and a model");
    c->add_option("dataset", o->request.dataset, "Dataset folder with raters/<name>/labelsTr/")->required();
    c->add_option("--output", o->output, "Report base name: writes .csv, _raters.csv and .json (default agreement.csv)");
    c->add_option("--method", o->method, "Consensus: staple (default) or vote (majority)")
        ->check(CLI::IsMember({"staple", "vote"}));
    c->add_option("--tolerance", o->request.surfaceToleranceMm, "Surface Dice tolerance in mm (default 1)")
        ->check(CLI::NonNegativeNumber);
    c->add_option("--labels", o->request.labels, "Labels to score (default: every value > 0 a rater gave)");
    c->add_option("--predictions", o->request.predictions,
                  "A model's label maps (<case>.*) to score against the consensus beside the raters");
    c->add_flag("--write-consensus", o->request.writeConsensus,
                "Write each case's consensus as its labelsTr/ reference (the previous one kept in the "
                "dataset's history), with <case>.consensus.json");
    c->callback([&table, o] { table.run = [&table, o] { return runAgree(*o, table.json); }; });
}

}  // namespace segstudio::cli
