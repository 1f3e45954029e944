#include "application/raters/RaterAgreement.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <limits>
#include <set>

#include "application/labeledit/AcceptCorrection.h"
#include "application/review/EvaluatePredictions.h"
#include "common/Errors.h"
#include "common/system/UtcTime.h"
#include "common/formats/JsonFile.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::string caseIdOfFile(const std::string& path) { return io::stripScanExtension(fs::path(path).filename().string()); }

std::map<std::string, const io::DatasetCase*> casesById(const io::DatasetDescription& dataset)
{
    std::map<std::string, const io::DatasetCase*> cases;
    for (const io::DatasetCase& c : dataset.training)
        cases[c.id] = &c;
    for (const io::DatasetCase& c : dataset.test)
        cases.emplace(c.id, &c);
    return cases;
}

std::vector<Rater> ratersOf(const io::DatasetDescription& dataset)
{
    const fs::path folder = fs::path(dataset.root) / kRatersFolder;
    if (!fs::is_directory(folder))
        throw InputError(dataset.root, kRatersFolder,
                         "holds no raters/ folder: each annotator's maps go in raters/<name>/labelsTr/");
    const auto cases = casesById(dataset);
    std::vector<Rater> raters;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder)) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_directory() || name.empty() || name.front() == '.')
            continue;
        const fs::path labels = entry.path() / "labelsTr";
        if (!fs::is_directory(labels))
            throw InputError(entry.path().string(), "labelsTr", "is missing: a rater's maps go in raters/" + name + "/labelsTr/");
        Rater rater{name, {}};
        for (const std::string& file : io::listScanFiles(labels.string())) {
            const std::string id = caseIdOfFile(file);
            if (!cases.count(id))
                throw InputError(file, "case", "names no case of the dataset (" + id + "): a rater's map is named as in labelsTr/");
            rater.files[id] = file;
        }
        raters.push_back(std::move(rater));
    }
    std::sort(raters.begin(), raters.end(), [](const Rater& a, const Rater& b) { return a.name < b.name; });
    if (raters.size() < 2)
        throw InputError(folder.string(), "", "holds " + std::to_string(raters.size()) +
                                                  " rater(s); agreement needs two or more (raters/<name>/labelsTr/)");
    return raters;
}

// The labels scored in a case: the request's, or every value > 0 the maps hold.
std::vector<int> labelsOfCase(const std::vector<Volume>& maps, const std::vector<std::string>& files,
                              const std::vector<int>& requested)
{
    if (!requested.empty())
        return requested;
    std::set<int> values;
    for (std::size_t i = 0; i < maps.size(); ++i)
        for (const int64_t v : distinctLabelValues(maps[i], files[i]))
            if (v > 0)
                values.insert(static_cast<int>(v));
    return {values.begin(), values.end()};
}

void addPairs(std::vector<PairAgreement>& out, const std::string& a, const std::string& b, const Volume& mapA,
              const Volume& mapB, const std::vector<int>& labels, const std::string& fileA, const std::string& fileB,
              double toleranceMm)
{
    io::EvaluationOptions options;
    options.surfaceToleranceMm = toleranceMm;
    const io::CaseEvaluation scores =
        io::evaluateSegmentation(mapA, mapB, io::structuresOfLabels(labels), fileA, fileB, options);
    for (const io::LabelMetrics& m : scores.labels)
        out.push_back({a, b, m});
}

// <labelsTr>/<case>.consensus.json: who and how, beside the map.
void writeProvenance(const std::string& labelFile, const CaseAgreement& c, const DatasetAgreement& result,
                     const std::map<int, std::string>& names)
{
    Json labels = Json::array();
    for (const io::LabelConsensus& l : c.consensus) {
        Json raters = Json::object();
        for (std::size_t r = 0; r < c.raters.size(); ++r)
            raters[c.raters[r]] = {{"sensitivity", l.raters[r].sensitivity}, {"specificity", l.raters[r].specificity}};
        const auto name = names.find(l.label);
        labels.push_back({{"label", l.label}, {"name", name == names.end() ? "" : name->second}, {"raters", raters}});
    }
    const Json provenance = {{"case", c.caseId},
                             {"method", result.method},
                             {"raters", c.raters},
                             {"date", isoTimestampUtc()},
                             {"software", "SegStudio agree"},
                             {"labels", labels},
                             {"previous_reference", c.previousReference}};
    writeJsonFile(fs::path(labelFile).parent_path() / (caseIdOfFile(labelFile) + ".consensus.json"), provenance);
}

void summarise(DatasetAgreement& result, const std::map<int, std::string>& names, bool withModel)
{
    std::map<int, std::vector<double>> dice, hd95, surface;
    std::map<int, std::map<std::string, std::vector<double>>> consensus;
    for (const CaseAgreement& c : result.cases) {
        double worst = kNaN;
        for (const PairAgreement& p : c.pairs) {
            dice[p.metrics.label].push_back(p.metrics.dice);
            hd95[p.metrics.label].push_back(p.metrics.hd95Mm);
            surface[p.metrics.label].push_back(p.metrics.surfaceDice);
            if (!std::isnan(p.metrics.dice) && !(p.metrics.dice >= worst))
                worst = p.metrics.dice;
        }
        for (const PairAgreement& p : c.againstConsensus)
            consensus[p.metrics.label][p.a].push_back(p.metrics.dice);
        result.worstCases.push_back({c.caseId, worst});
    }
    std::stable_sort(result.worstCases.begin(), result.worstCases.end(), [](const auto& x, const auto& y) {
        return std::isnan(y.second) ? !std::isnan(x.second) : !std::isnan(x.second) && x.second < y.second;
    });
    for (const auto& [label, values] : dice) {
        LabelAgreementSummary s;
        s.label = label;
        const auto name = names.find(label);
        s.name = name == names.end() ? "" : name->second;
        s.pairDice = spreadOf(values);
        s.pairHd95Mm = spreadOf(hd95[label]);
        s.pairSurfaceDice = spreadOf(surface[label]);
        double lowest = kNaN, highest = kNaN;
        for (const auto& [who, scores] : consensus[label]) {
            s.consensusDice[who] = spreadOf(scores);
            const double mean = s.consensusDice[who].mean;
            if (who == kModelName || std::isnan(mean))
                continue;
            lowest = std::isnan(lowest) ? mean : std::min(lowest, mean);
            highest = std::isnan(highest) ? mean : std::max(highest, mean);
        }
        const auto model = s.consensusDice.find(kModelName);
        if (withModel && model != s.consensusDice.end() && !std::isnan(model->second.mean) && !std::isnan(lowest))
            s.modelWithinRaters = model->second.mean >= lowest && model->second.mean <= highest;
        result.labels.push_back(s);
    }
}

// The model's maps in the predictions folder by case id (none for an empty folder name).
std::map<std::string, std::string> predictionsByCase(const std::string& folder)
{
    std::map<std::string, std::string> files;
    if (!folder.empty())
        for (const std::string& file : io::listScanFiles(folder))
            if (!isProbabilitiesFile(file))
                files[caseIdOfFile(file)] = file;
    return files;
}

}  // namespace

std::vector<Rater> findRaters(const std::string& datasetFolder) { return ratersOf(io::openDataset(datasetFolder)); }

std::vector<std::pair<std::string, std::string>> raterMapsOfCase(const std::string& datasetFolder,
                                                                 const std::string& caseId)
{
    std::vector<std::pair<std::string, std::string>> maps;
    const fs::path folder = fs::path(datasetFolder) / kRatersFolder;
    std::error_code error;
    if (!fs::is_directory(folder, error))
        return maps;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        const fs::path labels = entry.path() / "labelsTr";
        if (name.empty() || name.front() == '.' || !fs::is_directory(labels, error))
            continue;
        for (const std::string& file : io::listScanFiles(labels.string()))
            if (caseIdOfFile(file) == caseId)
                maps.emplace_back(name, file);
    }
    std::sort(maps.begin(), maps.end());
    return maps;
}

LabelSpread spreadOf(const std::vector<double>& values)
{
    LabelSpread s;
    double sum = 0, squares = 0;
    s.min = s.max = kNaN;
    for (const double v : values) {
        if (std::isnan(v))
            continue;
        ++s.count;
        sum += v;
        squares += v * v;
        s.min = std::isnan(s.min) ? v : std::min(s.min, v);
        s.max = std::isnan(s.max) ? v : std::max(s.max, v);
    }
    if (s.count == 0) {
        s.mean = s.sd = kNaN;
        return s;
    }
    s.mean = sum / s.count;
    // Population standard deviation (numpy.std's default).
    s.sd = std::sqrt(std::max(0.0, squares / s.count - s.mean * s.mean));
    return s;
}

CaseAgreement scoreCase(const std::string& caseId, const std::vector<std::string>& raters,
                        const std::vector<Volume>& maps, const std::vector<std::string>& files,
                        const std::vector<int>& labels, io::ConsensusMethod method, double surfaceToleranceMm,
                        Volume* consensusLabels)
{
    CaseAgreement c;
    c.caseId = caseId;
    c.raters = raters;
    const std::vector<int> scored = labelsOfCase(maps, files, labels);
    for (std::size_t a = 0; a < maps.size(); ++a)
        for (std::size_t b = a + 1; b < maps.size(); ++b)
            addPairs(c.pairs, raters[a], raters[b], maps[a], maps[b], scored, files[a], files[b], surfaceToleranceMm);
    io::Consensus consensus = io::raterConsensus(maps, files, method);
    c.consensus = consensus.perLabel;
    const std::string consensusName = std::string(kConsensusName) + " of " + caseId;
    for (std::size_t r = 0; r < maps.size(); ++r)
        addPairs(c.againstConsensus, raters[r], kConsensusName, maps[r], consensus.labels, scored, files[r],
                 consensusName, surfaceToleranceMm);
    if (consensusLabels)
        *consensusLabels = std::move(consensus.labels);
    return c;
}

DatasetAgreement agreeOnDataset(const AgreementRequest& request, const std::function<void(int, int)>& progress)
{
    const io::DatasetDescription dataset = io::openDataset(request.dataset);
    if (dataset.instances)
        throw InputError(request.dataset, "instances",
                         "is an instance dataset (one id per object); agree compares semantic labels only");
    if (!request.predictions.empty() && !fs::is_directory(request.predictions))
        throw InputError(request.predictions, "", "is not a folder of predicted label maps (<case>.*)");
    const std::vector<Rater> raters = ratersOf(dataset);
    const auto cases = casesById(dataset);
    const std::map<std::string, std::string> predictions = predictionsByCase(request.predictions);
    DatasetAgreement result;
    result.dataset = dataset.root;
    result.method = io::consensusMethodName(request.method);
    result.surfaceToleranceMm = request.surfaceToleranceMm;
    for (const Rater& r : raters)
        result.raters.push_back(r.name);
    std::set<std::string> rated;
    for (const Rater& r : raters)
        for (const auto& [id, file] : r.files)
            rated.insert(id);
    int done = 0;
    for (const std::string& id : rated) {
        CaseAgreement c;
        c.caseId = id;
        std::vector<Volume> maps;
        std::vector<std::string> files;
        for (const Rater& r : raters) {
            const auto file = r.files.find(id);
            if (file == r.files.end())
                continue;
            c.raters.push_back(r.name);
            files.push_back(file->second);
            maps.push_back(io::readScan(file->second));
        }
        if (maps.size() < 2) {
            result.casesWithOneRater.push_back(id);
        } else {
            const std::vector<int> labels = labelsOfCase(maps, files, request.labels);
            Volume consensusLabels;
            c = scoreCase(id, c.raters, maps, files, labels, request.method, request.surfaceToleranceMm, &consensusLabels);
            const auto prediction = predictions.find(id);
            if (prediction != predictions.end())
                addPairs(c.againstConsensus, kModelName, kConsensusName, io::readScan(prediction->second),
                         consensusLabels, labels, prediction->second, std::string(kConsensusName) + " of " + id,
                         request.surfaceToleranceMm);
            if (request.writeConsensus) {
                const AcceptedCorrection accepted = acceptCorrection({dataset.root, cases.at(id)->imageFiles,
                                                                      std::move(consensusLabels), id});
                c.consensusFile = accepted.labelFile;
                c.previousReference = accepted.previousLabel;
                writeProvenance(accepted.labelFile, c, result, dataset.labels);
            }
            result.cases.push_back(std::move(c));
        }
        if (progress)
            progress(++done, static_cast<int>(rated.size()));
    }
    summarise(result, dataset.labels, !request.predictions.empty());
    return result;
}

}  // namespace segstudio::application
