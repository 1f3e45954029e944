#include "application/raters/RaterAssignments.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <set>

#include "application/labeledit/AcceptCorrection.h"
#include "application/raters/RaterAgreement.h"
#include "common/Errors.h"
#include "common/system/UtcTime.h"
#include "common/formats/JsonFile.h"
#include "common/system/FolderLock.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

constexpr char kAssignmentsFormat[] = "segstudio-rater-assignments";
constexpr auto kLockWait = std::chrono::seconds(60);

std::string joinNames(const std::vector<std::string>& names)
{
    std::string text;
    for (const std::string& name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

CaseAssignment* findCase(RaterAssignments& assignments, const std::string& caseId)
{
    for (CaseAssignment& c : assignments.cases)
        if (c.caseId == caseId)
            return &c;
    return nullptr;
}

bool contains(const std::vector<std::string>& names, const std::string& name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

// Every case id of the dataset, training and test.
std::set<std::string> caseIdsOf(const io::DatasetDescription& dataset)
{
    std::set<std::string> ids;
    for (const io::DatasetCase& c : dataset.training)
        ids.insert(c.id);
    for (const io::DatasetCase& c : dataset.test)
        ids.insert(c.id);
    return ids;
}

const io::DatasetCase* datasetCase(const io::DatasetDescription& dataset, const std::string& caseId)
{
    for (const auto* cases : {&dataset.training, &dataset.test})
        for (const io::DatasetCase& c : *cases)
            if (c.id == caseId)
                return &c;
    return nullptr;
}

RaterAssignments parseAssignments(const std::string& path)
{
    const Json json = readJsonFile(path);
    if (!json.is_object() || json.value("format", std::string()) != kAssignmentsFormat)
        throw InputError(path, "format", std::string("is not \"") + kAssignmentsFormat + "\"");
    RaterAssignments assignments;
    try {
        for (const Json& entry : requireField<Json>(json, "cases", path)) {
            CaseAssignment c;
            c.caseId = requireField<std::string>(entry, "case", path);
            const std::string field = "cases." + c.caseId;
            c.raters = requireField<std::vector<std::string>>(entry, "raters", path);
            for (const std::string& rater : c.raters)
                requireRaterName(rater, path, field + ".raters");
            c.finished = optionalField<std::map<std::string, std::string>>(entry, "finished", {}, path);
            for (const auto& [rater, when] : c.finished)
                if (!contains(c.raters, rater))
                    throw InputError(path, field + ".finished", "names " + rater + ", who is not among the case's raters");
            if (findCase(assignments, c.caseId))
                throw InputError(path, field, "is listed twice");
            assignments.cases.push_back(std::move(c));
        }
    } catch (const nlohmann::json::exception& e) {
        throw InputError(path, "cases", std::string("is malformed: ") + e.what());
    }
    std::sort(assignments.cases.begin(), assignments.cases.end(),
              [](const CaseAssignment& a, const CaseAssignment& b) { return a.caseId < b.caseId; });
    return assignments;
}

void writeAssignments(const std::string& datasetRoot, const RaterAssignments& assignments)
{
    Json cases = Json::array();
    for (const CaseAssignment& c : assignments.cases)
        cases.push_back({{"case", c.caseId}, {"raters", c.raters}, {"finished", c.finished}});
    fs::create_directories(fs::path(datasetRoot) / kRatersFolder);
    writeJsonFile(assignmentsPath(datasetRoot), {{"format", kAssignmentsFormat}, {"cases", cases}});
}

// Records a finish in `assignments` (read under the caller's lock).
void recordFinished(RaterAssignments& assignments, const std::string& datasetRoot, const std::string& caseId,
                    const std::string& rater)
{
    CaseAssignment* c = findCase(assignments, caseId);
    if (!c || !contains(c->raters, rater))
        throw InputError(assignmentsPath(datasetRoot), "cases." + caseId,
                         "does not assign the case to " + rater +
                             (c ? " (its raters: " + joinNames(c->raters) + ")" : " (the case is assigned to nobody)") +
                             "; assign it first");
    c->finished.emplace(rater, isoTimestampUtc());
}

}  // namespace

const CaseAssignment* RaterAssignments::find(const std::string& caseId) const
{
    for (const CaseAssignment& c : cases)
        if (c.caseId == caseId)
            return &c;
    return nullptr;
}

std::string assignmentsPath(const std::string& datasetRoot)
{
    return (fs::path(datasetRoot) / kRatersFolder / kAssignmentsFile).string();
}

RaterAssignments readAssignments(const std::string& datasetRoot)
{
    const std::string path = assignmentsPath(datasetRoot);
    std::error_code error;
    if (!fs::exists(path, error))
        return {};
    return parseAssignments(path);
}

void requireRaterName(const std::string& name, const std::string& file, const std::string& field)
{
    const bool plain = !name.empty() && name.size() <= 100 && name.front() != '.' && name.front() != ' ' &&
                       std::all_of(name.begin(), name.end(), [](char c) {
                           return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_' || c == ' ';
                       });
    if (!plain)
        throw InputError(file, field, "\"" + name + "\" cannot name a rater: letters, digits, '.', '-', '_' and spaces, "
                                      "not starting with '.' or a space");
    if (name == kConsensusName || name == kModelName)
        throw InputError(file, field, "\"" + name + "\" is the name agreement reports give the " + name + "; choose another");
}

RaterAssignments assignCases(const AssignRequest& request)
{
    const io::DatasetDescription dataset = io::openDataset(request.dataset);
    const std::string file = assignmentsPath(dataset.root);
    if (request.raters.empty())
        throw InputError(request.dataset, "raters", "names no rater");
    std::set<std::string> distinct;
    for (const std::string& rater : request.raters) {
        requireRaterName(rater, request.dataset, "raters");
        if (!distinct.insert(rater).second)
            throw InputError(request.dataset, "raters", "names " + rater + " twice");
    }
    if (request.perCase < 1 || request.perCase > static_cast<int>(request.raters.size()))
        throw InputError(request.dataset, "per-case", "is " + std::to_string(request.perCase) + "; it must lie in 1.." +
                                                         std::to_string(request.raters.size()) + " (the raters named)");
    const std::set<std::string> known = caseIdsOf(dataset);
    std::vector<std::string> cases = request.cases;
    if (cases.empty())
        for (const io::DatasetCase& c : dataset.training)
            cases.push_back(c.id);
    if (cases.empty())
        throw InputError(request.dataset, "cases", "the dataset has no training case to assign");
    for (const std::string& id : cases)
        if (!known.count(id))
            throw InputError(request.dataset, "cases", "names " + id + ", which is not a case of the dataset");

    const FolderLock lock(dataset.root, "assigning cases to raters", kLockWait);
    RaterAssignments assignments = readAssignments(dataset.root);
    std::map<std::string, int> load;
    for (const CaseAssignment& c : assignments.cases)
        for (const std::string& rater : c.raters)
            ++load[rater];
    for (const std::string& id : cases) {
        CaseAssignment* c = findCase(assignments, id);
        if (!c) {
            assignments.cases.push_back({id, {}, {}});
            c = &assignments.cases.back();
        }
        while (static_cast<int>(c->raters.size()) < request.perCase) {
            const std::string* least = nullptr;
            for (const std::string& rater : request.raters)
                if (!contains(c->raters, rater) && (!least || load[rater] < load[*least]))
                    least = &rater;
            if (!least)
                break;  // every named rater already has it
            c->raters.push_back(*least);
            ++load[*least];
        }
    }
    std::sort(assignments.cases.begin(), assignments.cases.end(),
              [](const CaseAssignment& a, const CaseAssignment& b) { return a.caseId < b.caseId; });
    writeAssignments(dataset.root, assignments);
    return assignments;
}

RaterAssignments markFinished(const std::string& datasetRoot, const std::string& caseId, const std::string& rater)
{
    requireRaterName(rater, datasetRoot, "rater");
    bool hasMap = false;
    for (const auto& [name, file] : raterMapsOfCase(datasetRoot, caseId))
        hasMap = hasMap || name == rater;
    if (!hasMap)
        throw InputError((fs::path(datasetRoot) / kRatersFolder / rater / "labelsTr").string(), "case",
                         "holds no map of case " + caseId + "; the rater saves one before finishing it");
    const FolderLock lock(datasetRoot, "recording a rater's finished case", kLockWait);
    RaterAssignments assignments = readAssignments(datasetRoot);
    recordFinished(assignments, datasetRoot, caseId, rater);
    writeAssignments(datasetRoot, assignments);
    return assignments;
}

SavedRaterMap saveRaterMap(const RaterMapRequest& request)
{
    const io::DatasetDescription dataset = io::openDataset(request.datasetRoot);
    requireRaterName(request.rater, dataset.root, "rater");
    const io::DatasetCase* c = datasetCase(dataset, request.caseId);
    if (!c || c->imageFiles.empty())
        throw InputError(dataset.root, "case", request.caseId + " is not a case of the dataset");
    if (request.labels.components != 1 || !isIntegerType(request.labels.type))
        throw InputError(c->imageFiles.front(), "labels", "a rater's map must hold one integer channel");
    requireDeclaredLabels(dataset, request.labels, (fs::path(dataset.root) / "dataset.json").string());
    const io::ScanHeader header = io::readScanHeader(c->imageFiles.front());
    const auto differences = geometryDifferences(header.geometry, request.labels.geometry);
    if (!differences.empty())
        throw InputError(c->imageFiles.front(), "geometry", "the rater's map is not on this case's grid: " + differences.front());

    const FolderLock lock(dataset.root, "saving a rater's map", kLockWait);
    RaterAssignments assignments = readAssignments(dataset.root);
    if (request.finished)
        recordFinished(assignments, dataset.root, request.caseId, request.rater);  // refuses before writing

    SavedRaterMap saved;
    for (const auto& [name, file] : raterMapsOfCase(dataset.root, request.caseId))
        if (name == request.rater)
            saved.labelFile = file;  // the rater's earlier map: replaced in place, whatever its format
    if (saved.labelFile.empty()) {
        const std::string image = fs::path(c->imageFiles.front()).filename().string();
        const std::string ending = image.substr(io::stripScanExtension(image).size());
        saved.labelFile = (fs::path(dataset.root) / kRatersFolder / request.rater / "labelsTr" /
                           (request.caseId + (ending.empty() ? ".nii.gz" : ending)))
                              .string();
    } else {
        const fs::path history = fs::path(correctionHistoryFolder(dataset.root)) / kRatersFolder / request.rater;
        fs::create_directories(history);
        saved.previousLabel = keepLabelFileInHistory(saved.labelFile, history.string());
    }
    fs::create_directories(fs::path(saved.labelFile).parent_path());
    io::writeScan(saved.labelFile, request.labels);
    if (request.finished) {
        writeAssignments(dataset.root, assignments);
        saved.markedFinished = true;
    }
    return saved;
}

std::vector<RaterProgress> progressByRater(const RaterAssignments& assignments)
{
    std::map<std::string, RaterProgress> byName;
    for (const CaseAssignment& c : assignments.cases)
        for (const std::string& rater : c.raters) {
            RaterProgress& p = byName[rater];
            p.rater = rater;
            ++p.assigned;
            p.finished += c.finished.count(rater) ? 1 : 0;
        }
    std::vector<RaterProgress> progress;
    for (auto& [name, p] : byName)
        progress.push_back(p);
    return progress;
}

}  // namespace segstudio::application
