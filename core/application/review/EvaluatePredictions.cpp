#include "application/review/EvaluatePredictions.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "application/worklist/UncertaintyWorklist.h"
#include "application/statistics/LabelStatistics.h"
#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "engine/infer/ModelPackage.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

constexpr char kProbabilitiesSuffix[] = "_probabilities";

std::string caseIdOf(const std::string& path) { return io::stripScanExtension(fs::path(path).filename().string()); }

}  // namespace

std::string companionPathFor(const std::string& labelPath, const std::string& suffix)
{
    const fs::path p(labelPath);
    const bool metaImage = p.extension() == ".mha";
    return (p.parent_path() / (caseIdOf(labelPath) + suffix + (metaImage ? ".mha" : ".nii.gz"))).string();
}

bool isCompanionFile(const std::string& path, const std::string& suffix)
{
    const std::string stem = caseIdOf(path);
    return stem.size() > suffix.size() && stem.compare(stem.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string probabilitiesPathFor(const std::string& labelPath) { return companionPathFor(labelPath, kProbabilitiesSuffix); }

bool isProbabilitiesFile(const std::string& path) { return isCompanionFile(path, kProbabilitiesSuffix); }

std::vector<CasePair> pairPredictionsWithReferences(const std::string& prediction, const std::string& reference)
{
    if (!fs::is_directory(prediction))
        return {{caseIdOf(prediction), prediction, reference}};
    if (!fs::is_directory(reference))
        throw InputError(reference, "", "is not a folder; a folder of predictions needs a folder of references");
    std::vector<CasePair> pairs;
    const std::vector<std::string> references = io::listScanFiles(reference);
    for (const std::string& file : io::listScanFiles(prediction)) {
        if (isProbabilitiesFile(file) || isUncertaintyFile(file))
            continue;  // predict --probabilities / --uncertainty write these beside the label maps
        const std::string id = caseIdOf(file);
        std::string match;
        for (const std::string& candidate : references)
            if (caseIdOf(candidate) == id)
                match = candidate;
        if (match.empty())
            throw InputError(file, "", "has no reference label map named " + id + ".* in " + reference);
        pairs.push_back({id, file, match});
    }
    if (pairs.empty())
        throw InputError(prediction, "", "holds no label maps");
    return pairs;
}

RegionLabels regionsToScore(const std::string& regionsFrom)
{
    if (regionsFrom.empty())
        return {};
    if (fs::exists(fs::path(regionsFrom) / "model.json") || fs::exists(fs::path(regionsFrom) / "model" / "model.json") ||
        fs::exists(fs::path(regionsFrom) / engine::kTorchScriptSidecarFile))
        return engine::readModelInfo(regionsFrom).preprocessing.regions;
    const io::DatasetDescription dataset = io::openDataset(regionsFrom);
    if (dataset.regions.empty())
        throw InputError(regionsFrom, "labels", "declares no regions; evaluate scores the label values without --regions-from");
    return dataset.regions;
}

io::CaseEvaluation evaluateLabelMaps(const Volume& prediction, const Volume& reference, std::vector<int> labels,
                                     const RegionLabels& regions, const io::EvaluationOptions& options,
                                     const std::string& predictionFile, const std::string& referenceFile)
{
    if (labels.empty() && regions.empty()) {
        std::set<int64_t> present;
        for (int64_t v : distinctLabelValues(reference, referenceFile))
            present.insert(v);
        for (int64_t v : distinctLabelValues(prediction, predictionFile))
            present.insert(v);
        for (int64_t v : present)
            if (v > 0 && v != options.unannotatedValue.value_or(-1))
                labels.push_back(static_cast<int>(v));
    }
    const std::vector<io::ScoredStructure> structures =
        regions.empty() ? io::structuresOfLabels(labels) : io::structuresOfRegions(regions);
    return io::evaluateSegmentation(prediction, reference, structures, predictionFile, referenceFile, options);
}

namespace {

// 1 where a map holds an object (any id > 0), 0 elsewhere; the unannotated
// value stays as it is.
Volume objectsAsOneLabel(const Volume& instances, std::optional<int> unannotated = std::nullopt)
{
    Volume labels = Volume::allocate(instances.geometry, ScalarType::Int16);
    for (int64_t i = 0; i < instances.voxelCount(); ++i) {
        const double id = instances.valueAsDouble(i * instances.components);
        labels.data<int16_t>()[i] = static_cast<int16_t>(unannotated && id == *unannotated ? id : id > 0);
    }
    return labels;
}

}  // namespace

std::optional<io::InstanceEvaluation> pooledInstanceScores(const std::vector<io::CaseEvaluation>& cases)
{
    std::optional<io::InstanceEvaluation> pooled;
    for (const io::CaseEvaluation& c : cases) {
        if (!c.instances)
            continue;
        if (!pooled) {
            pooled = *c.instances;
            continue;
        }
        pooled->predictedObjects += c.instances->predictedObjects;
        pooled->referenceObjects += c.instances->referenceObjects;
        for (std::size_t t = 0; t < pooled->scores.size(); ++t) {
            pooled->scores[t].truePositives += c.instances->scores[t].truePositives;
            pooled->scores[t].falsePositives += c.instances->scores[t].falsePositives;
            pooled->scores[t].falseNegatives += c.instances->scores[t].falseNegatives;
        }
    }
    return pooled;
}

namespace {

EvaluationScale scaleOf(const EvaluationRequest& request, const std::vector<CasePair>& pairs)
{
    EvaluationScale scale;
    scale.surfaceToleranceMm = request.surfaceToleranceMm.value_or(kDefaultSurfaceToleranceMm);
    if (pairs.empty())
        return scale;
    const std::string& reference = pairs.front().reference;
    const Geometry geometry = io::readScanHeader(reference).geometry;
    scale.micrometres = reportInMicrometres(geometry, io::carriesPatientOrientation(reference));
    if (scale.micrometres && !request.surfaceToleranceMm)
        scale.surfaceToleranceMm = geometry.size[2] > 1
                                       ? std::max({geometry.spacing[0], geometry.spacing[1], geometry.spacing[2]})
                                       : std::max(geometry.spacing[0], geometry.spacing[1]);
    return scale;
}

// `"instances": true` in a dataset.json beside the references or one folder
// up that is not a whole dataset (labels kept apart from their images):
// its maps still hold one id per object.
bool instancesDeclaredNear(const std::string& reference)
{
    const std::optional<std::string> folder = io::datasetFolderNear(reference);
    if (!folder)
        return false;
    try {
        const Json description = readJsonFile((fs::path(*folder) / "dataset.json").string());
        return description.is_object() && description.value("instances", false) == true;
    } catch (const std::exception&) {
        return false;  // not readable as JSON: as without one
    }
}

}  // namespace

EvaluationScale evaluationScale(const EvaluationRequest& request)
{
    return scaleOf(request, pairPredictionsWithReferences(request.prediction, request.reference));
}

std::vector<io::CaseEvaluation> evaluatePredictions(const EvaluationRequest& request,
                                                    const std::function<void(int, int)>& progress,
                                                    const std::atomic<bool>* cancel)
{
    const RegionLabels regions = regionsToScore(request.regionsFrom);
    const std::vector<CasePair> pairs = pairPredictionsWithReferences(request.prediction, request.reference);
    io::EvaluationOptions options;
    options.surfaceToleranceMm = scaleOf(request, pairs).surfaceToleranceMm;
    options.unannotatedValue = request.unannotatedValue;
    bool instances = request.instances.value_or(false);
    if (!pairs.empty()) {
        if (const auto context = io::datasetOfScan(pairs.front().reference)) {
            if (!options.unannotatedValue)
                options.unannotatedValue = context->dataset.ignoreLabelValue;
            if (!request.instances)
                instances = context->dataset.instances;
        } else if (!request.instances) {
            instances = instancesDeclaredNear(pairs.front().reference);
        }
    }
    std::vector<io::CaseEvaluation> cases;
    for (const CasePair& pair : pairs) {
        if (cancel && cancel->load())
            break;
        const Volume p = io::readScan(pair.prediction), r = io::readScan(pair.reference);
        io::CaseEvaluation e;
        if (instances) {
            const auto found = io::evaluateInstances(p, r, kInstanceIouThresholds, options.unannotatedValue.value_or(-1),
                                                     pair.prediction, pair.reference);
            e = evaluateLabelMaps(objectsAsOneLabel(p), objectsAsOneLabel(r, options.unannotatedValue), {1}, {},
                                  options, pair.prediction, pair.reference);
            e.instances = found;
        } else {
            e = evaluateLabelMaps(p, r, request.labels, regions, options, pair.prediction, pair.reference);
        }
        e.caseId = pair.caseId;
        cases.push_back(std::move(e));
        if (progress)
            progress(static_cast<int>(cases.size()), static_cast<int>(pairs.size()));
    }
    return cases;
}

}  // namespace segstudio::application
