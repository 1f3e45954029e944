// segstudio-cli evaluate: Dice, IoU, HD95, normalised surface Dice and
// volumes per label or region, and instance matching for instance maps
// (application/review/EvaluatePredictions.h), and each rater beside the model
// when the references have raters (application/raters/ModelAmongRaters.h);
// writes <out>.csv and <out>.json.
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <sstream>

#include <CLI/CLI.hpp>

#include "Commands.h"
#include "Terminal.h"
#include "application/raters/ModelAmongRaters.h"
#include "application/review/EvaluatePredictions.h"
#include "common/system/AtomicFile.h"
#include "common/Errors.h"
#include "io/Evaluation.h"
#include "io/ScanIO.h"

namespace segstudio::cli {
namespace {

struct EvaluateOptions {
    std::string prediction;
    std::string reference;
    std::vector<int> labels;
    std::string regionsFrom;  // dataset folder or model whose regions are scored
    std::optional<double> surfaceToleranceMm;  // unset: application::evaluationScale
    int ignoreLabel = -1;  // -1: from the dataset.json beside the references
    bool instances = false;  // also without "instances" in the dataset.json beside the references
    std::string out;
};


std::string number(double v) { return std::isnan(v) ? "nan" : std::to_string(v); }

Json metricsJson(const io::LabelMetrics& m)
{
    auto value = [](double v) { return std::isnan(v) ? Json(nullptr) : Json(v); };
    Json j = {{"label", m.label},           {"dice", value(m.dice)},
            {"iou", value(m.iou)},         {"hd95_mm", value(m.hd95Mm)},
            {"surface_dice", value(m.surfaceDice)},
            {"predicted_volume_mm3", m.predictedVolumeMm3}, {"reference_volume_mm3", m.referenceVolumeMm3},
            {"volume_difference_mm3", m.predictedVolumeMm3 - m.referenceVolumeMm3},
            {"hd95_penalised_cases", m.hd95PenalisedCases}, {"hd95_penalty_mm", m.hd95PenaltyMm}};
    if (!m.structure.name.empty()) {
        j["region"] = m.structure.name;
        j["values"] = m.structure.values;
    }
    return j;
}

// The label (value) or region (name) column of a metrics row.
std::string structureName(const io::LabelMetrics& m)
{
    return m.structure.name.empty() ? std::to_string(m.label) : m.structure.name;
}

Json instanceJson(const io::InstanceEvaluation& e)
{
    Json thresholds = Json::array();
    for (const io::InstanceScores& s : e.scores)
        thresholds.push_back({{"iou_threshold", s.threshold}, {"precision", s.precision()}, {"recall", s.recall()},
                              {"f1", s.f1()}, {"average_precision", s.averagePrecision()},
                              {"true_positives", s.truePositives}, {"false_positives", s.falsePositives},
                              {"false_negatives", s.falseNegatives}});
    return {{"predicted_objects", e.predictedObjects}, {"reference_objects", e.referenceObjects},
            {"count_error", e.predictedObjects - e.referenceObjects}, {"matching", thresholds}};
}

// <base>_instances.csv: one row per case and IoU threshold, then the pooled rows ("all").
std::string instanceCsv(const std::vector<io::CaseEvaluation>& cases, const io::InstanceEvaluation& pooled)
{
    std::ostringstream csv;
    csv << "case,iou_threshold,precision,recall,f1,average_precision,true_positives,false_positives,false_negatives,"
           "predicted_objects,reference_objects,count_error\n";
    auto rows = [&csv](const std::string& name, const io::InstanceEvaluation& e) {
        for (const io::InstanceScores& s : e.scores)
            csv << name << ',' << s.threshold << ',' << s.precision() << ',' << s.recall() << ',' << s.f1() << ','
                << s.averagePrecision() << ',' << s.truePositives << ',' << s.falsePositives << ','
                << s.falseNegatives << ',' << e.predictedObjects << ',' << e.referenceObjects << ','
                << e.predictedObjects - e.referenceObjects << '\n';
    };
    for (const io::CaseEvaluation& c : cases)
        rows(c.caseId, *c.instances);
    rows("all", pooled);
    return csv.str();
}

// The model's mean Dice beside each rater's, against the same references
// (application/raters/ModelAmongRaters.h); null when the dataset has no raters.
Json ratersJson(const std::optional<application::ModelAmongRaters>& among)
{
    if (!among)
        return nullptr;
    auto value = [](double v) { return std::isnan(v) ? Json(nullptr) : Json(v); };
    Json structures = Json::array();
    for (const application::StructureAmongRaters& s : among->structures) {
        Json raters = Json::object();
        for (const application::RaterMean& r : s.raters)
            raters[r.rater] = {{"dice", value(r.dice)}, {"cases", r.cases}};
        structures.push_back({{"label", s.label},
                              {"model_dice", value(s.modelDice)},
                              {"raters", raters},
                              {"model_standing", s.standing ? Json(application::raterStandingName(*s.standing)) : Json(nullptr)}});
        if (s.structure != std::to_string(s.label))
            structures.back()["region"] = s.structure;
    }
    return {{"dataset", among->dataset}, {"raters", among->raters}, {"cases", among->cases}, {"structures", structures}};
}

void printRaters(const application::ModelAmongRaters& among)
{
    std::printf("beside the raters (%zu case(s) labelled by %zu rater(s), same references):\n", among.cases.size(),
                among.raters.size());
    for (const application::StructureAmongRaters& s : among.structures) {
        std::printf("%-16s raters", s.structure.c_str());
        for (std::size_t i = 0; i < s.raters.size(); ++i)
            std::printf("%s %s %.4f", i ? "," : "", s.raters[i].rater.c_str(), s.raters[i].dice);
        if (s.standing)
            std::printf("; model %.4f: %s the raters' range\n", s.modelDice, application::raterStandingName(*s.standing));
        else
            std::printf("; model %.4f\n", s.modelDice);
    }
}

void printInstances(const io::InstanceEvaluation& pooled)
{
    std::printf("objects: %lld predicted, %lld in the references (count error %+lld)\n",
                static_cast<long long>(pooled.predictedObjects), static_cast<long long>(pooled.referenceObjects),
                static_cast<long long>(pooled.predictedObjects - pooled.referenceObjects));
    std::printf("IoU >=   precision  recall     F1      AP    (matched / predicted / reference)\n");
    for (const io::InstanceScores& s : pooled.scores)
        std::printf("%6.2f    %7.4f  %7.4f  %7.4f  %7.4f   (%lld / %lld / %lld)\n", s.threshold, s.precision(),
                    s.recall(), s.f1(), s.averagePrecision(), static_cast<long long>(s.truePositives),
                    static_cast<long long>(pooled.predictedObjects), static_cast<long long>(pooled.referenceObjects));
}

int runEvaluate(const EvaluateOptions& o, bool json)
{
    application::EvaluationRequest request;
    request.prediction = o.prediction;
    request.reference = o.reference;
    request.labels = o.labels;
    request.regionsFrom = o.regionsFrom;
    request.surfaceToleranceMm = o.surfaceToleranceMm;
    if (o.ignoreLabel >= 0)
        request.unannotatedValue = o.ignoreLabel;
    if (o.instances)
        request.instances = true;
    const application::EvaluationScale scale = application::evaluationScale(request);
    request.surfaceToleranceMm = scale.surfaceToleranceMm;  // resolved once, for the scores and the table
    const std::vector<io::CaseEvaluation> cases = application::evaluatePredictions(request);
    const std::optional<io::InstanceEvaluation> pooled = application::pooledInstanceScores(cases);
    const bool regions = !o.regionsFrom.empty();
    const std::vector<io::LabelMetrics> mean = io::meanOverCases(cases);
    std::optional<application::ModelAmongRaters> among;
    try {
        among = application::modelAmongRaters(request, cases);
    } catch (const InputError& e) {  // the model's scores stand without the raters
        std::fprintf(stderr, "warning: raters not compared: %s\n", e.what());
    }
    const std::string base = o.out.empty() ? "evaluation" : io::stripScanExtension(o.out);
    // Both files are written whole at the end, each replaced atomically: an
    // interrupt (which ends evaluate at once) or a full disk leaves the
    // previous ones as they were, never a cut table.
    std::ostringstream csv;
    csv << "case,label,dice,iou,hd95_mm,surface_dice,predicted_volume_mm3,reference_volume_mm3,volume_difference_mm3,"
           "hd95_penalised_cases\n";
    const auto row = [&csv](const std::string& caseColumn, const io::LabelMetrics& m) {
        csv << caseColumn << ',' << structureName(m) << ',' << number(m.dice) << ',' << number(m.iou) << ','
            << number(m.hd95Mm) << ',' << number(m.surfaceDice) << ',' << m.predictedVolumeMm3 << ','
            << m.referenceVolumeMm3 << ',' << m.predictedVolumeMm3 - m.referenceVolumeMm3 << ','
            << m.hd95PenalisedCases << '\n';
    };
    Json caseList = Json::array();
    for (const io::CaseEvaluation& c : cases) {
        Json labels = Json::array();
        for (const io::LabelMetrics& m : c.labels) {
            row(c.caseId, m);
            labels.push_back(metricsJson(m));
        }
        caseList.push_back({{"case", c.caseId}, {"prediction", c.predictionFile}, {"reference", c.referenceFile},
                            {"labels", labels}});
        if (c.instances)
            caseList.back()["instances"] = instanceJson(*c.instances);
    }
    Json meanList = Json::array();
    for (const io::LabelMetrics& m : mean) {
        row("mean", m);
        meanList.push_back(metricsJson(m));
    }
    writeFileAtomically(base + ".csv", csv.str());
    Json result = {{"cases", caseList}, {"mean", meanList}, {"surface_tolerance_mm", scale.surfaceToleranceMm}};
    if (pooled) {
        result["instances"] = instanceJson(*pooled);
        writeFileAtomically(base + "_instances.csv", instanceCsv(cases, *pooled));
    }
    if (among)
        result["raters"] = ratersJson(among);
    writeJsonFile(base + ".json", result);
    if (json) {
        Json line = {{"event", "result"}, {"mean", meanList}, {"csv", base + ".csv"}, {"json", base + ".json"}};
        if (among)
            line["raters"] = result["raters"];
        if (pooled)
            line["instances"] = result["instances"];
        printJsonLine(line);
        return kExitOk;
    }
    // Microscopy grids in µm (the CSV and JSON keep mm, as their keys say).
    const double length = scale.micrometres ? 1000.0 : 1.0;
    const char* unit = scale.micrometres ? "µm" : "mm";
    std::printf("%zu case(s)\n%-16s   Dice      IoU   HD95 %s  NSD@%g%s   volume pred / ref (%s3)\n", cases.size(),
                regions ? "region" : "label", unit, scale.surfaceToleranceMm * length, unit, unit);
    int penalised = 0;
    for (const io::LabelMetrics& m : mean) {
        const double cube = length * length * length;
        std::printf("%-16s %7.4f  %7.4f  %8.3f%s %8.4f   %.1f / %.1f\n", structureName(m).c_str(), m.dice, m.iou,
                    m.hd95Mm * length, m.hd95PenalisedCases ? "*" : " ", m.surfaceDice, m.predictedVolumeMm3 * cube,
                    m.referenceVolumeMm3 * cube);
        penalised += m.hd95PenalisedCases;
    }
    if (penalised)
        std::printf("* HD95 counts %d case(s) where the structure is in one map only at the image diagonal (hd95_penalised_cases)\n",
                    penalised);
    if (among)
        printRaters(*among);
    if (pooled) {
        printInstances(*pooled);
        std::printf("Wrote %s.csv, %s_instances.csv and %s.json\n", base.c_str(), base.c_str(), base.c_str());
        return kExitOk;
    }
    std::printf("Wrote %s.csv and %s.json\n", base.c_str(), base.c_str());
    return kExitOk;
}

}  // namespace

void addEvaluateCommand(CLI::App& app, CommandTable& table)
{
    auto e = std::make_shared<EvaluateOptions>();
    CLI::App* ev = app.add_subcommand("evaluate", "Dice, IoU, HD95, surface Dice, volumes and their difference per label or region (CSV and JSON)");
    ev->add_option("--pred", e->prediction, "Predicted label map, or folder of them")->required();
    ev->add_option("--gt", e->reference, "Reference label map, or folder with the same file names; a dataset's labelsTr/ with raters/ beside it "
                   "also scores each rater's maps against it, beside the model")->required();
    ev->add_option("--labels", e->labels, "Labels to evaluate (default: every non-zero label present)");
    ev->add_option("--regions-from", e->regionsFrom,
                   "Score the regions of this dataset folder (nnU-Net v2 region labels) or model, as nnU-Net does")
        ->excludes("--labels");
    ev->add_option("--tolerance", e->surfaceToleranceMm,
                   "Normalised surface Dice tolerance in mm (default 1 mm; one voxel on a microscopy grid in µm)")
        ->check(CLI::NonNegativeNumber);
    ev->add_option("--ignore-label", e->ignoreLabel,
                   "Reference value of unannotated voxels, left out of every metric (default: the \"ignore\" label "
                   "of the dataset.json beside the references, nnU-Net v2)")
        ->check(CLI::NonNegativeNumber);
    ev->add_flag("--instances", e->instances,
                 "The maps hold one id per object: match objects (IoU 0.5 and 0.75: precision, recall, F1, average "
                 "precision, count error; <out>_instances.csv) and score the objects as one label (default: when the "
                 "dataset.json beside the references says \"instances\": true)");
    ev->add_option("--out", e->out, "Output base name (writes .csv and .json; default: evaluation)");
    ev->callback([&table, e] { table.run = [&table, e] { return runEvaluate(*e, table.json); }; });
}

}  // namespace segstudio::cli
