#include "application/raters/ModelAmongRaters.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <map>
#include <set>

#include "application/raters/RaterAgreement.h"
#include "io/ScanIO.h"

namespace segstudio::application {
namespace fs = std::filesystem;

namespace {

// The dataset folder whose labelsTr/ holds `reference` (a folder or a map);
// empty when it is not a dataset's labelsTr/.
std::string datasetOfReferences(const std::string& reference)
{
    std::error_code error;
    fs::path labels = fs::absolute(reference, error).lexically_normal();
    if (!labels.has_filename())  // "labelsTr/"
        labels = labels.parent_path();
    if (!fs::is_directory(labels, error))
        labels = labels.parent_path();
    if (labels.filename() != "labelsTr" || !fs::is_directory(labels.parent_path() / kRatersFolder, error))
        return {};
    return labels.parent_path().string();
}

// A structure's key in means: the label's value or the region's name.
std::string structureKey(const io::LabelMetrics& m)
{
    return m.structure.name.empty() ? std::to_string(m.label) : m.structure.name;
}

RaterStanding standingOf(double model, double lowest, double highest)
{
    if (model < lowest)
        return RaterStanding::Below;
    return model > highest ? RaterStanding::Above : RaterStanding::Within;
}

}  // namespace

const char* raterStandingName(RaterStanding standing)
{
    switch (standing) {
    case RaterStanding::Within: return "within";
    case RaterStanding::Below: return "below";
    case RaterStanding::Above: return "above";
    }
    return "";
}

std::optional<ModelAmongRaters> modelAmongRaters(const EvaluationRequest& request,
                                                 const std::vector<io::CaseEvaluation>& modelCases)
{
    const std::string dataset = datasetOfReferences(request.reference);
    if (dataset.empty())
        return std::nullopt;
    std::map<std::string, std::vector<io::CaseEvaluation>> byRater;
    std::vector<io::CaseEvaluation> modelOnRatedCases;
    ModelAmongRaters result;
    result.dataset = dataset;
    for (const io::CaseEvaluation& modelCase : modelCases) {
        const std::string caseId = io::stripScanExtension(fs::path(modelCase.referenceFile).filename().string());
        const auto maps = raterMapsOfCase(dataset, caseId);
        if (maps.empty())
            continue;
        for (const auto& [rater, file] : maps) {
            EvaluationRequest raterRequest = request;  // the same labels, regions, tolerance and ignore label
            raterRequest.prediction = file;
            raterRequest.reference = modelCase.referenceFile;
            for (io::CaseEvaluation& scored : evaluatePredictions(raterRequest))
                byRater[rater].push_back(std::move(scored));
        }
        modelOnRatedCases.push_back(modelCase);
        result.cases.push_back(caseId);
    }
    if (byRater.empty())
        return std::nullopt;
    std::map<std::string, std::map<std::string, RaterMean>> raterMeans;  // structure -> rater -> mean
    for (const auto& [rater, cases] : byRater) {
        result.raters.push_back(rater);
        for (const io::LabelMetrics& m : io::meanOverCases(cases))
            raterMeans[structureKey(m)][rater] = {rater, m.dice, static_cast<int>(cases.size())};
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (const io::LabelMetrics& m : io::meanOverCases(modelOnRatedCases)) {
        StructureAmongRaters s;
        s.label = m.label;
        s.structure = structureKey(m);
        s.modelDice = m.dice;
        double lowest = nan, highest = nan;
        bool complete = !std::isnan(m.dice);
        for (const std::string& rater : result.raters) {
            const auto found = raterMeans[s.structure].find(rater);
            const RaterMean mean = found == raterMeans[s.structure].end()
                                       ? RaterMean{rater, nan, static_cast<int>(byRater[rater].size())}
                                       : found->second;
            s.raters.push_back(mean);
            complete = complete && !std::isnan(mean.dice);
            lowest = std::isnan(lowest) ? mean.dice : std::min(lowest, mean.dice);
            highest = std::isnan(highest) ? mean.dice : std::max(highest, mean.dice);
        }
        if (complete)
            s.standing = standingOf(m.dice, lowest, highest);
        result.structures.push_back(std::move(s));
    }
    return result;
}

}  // namespace segstudio::application
