#include "application/training/SourceGridValidation.h"

#include <algorithm>
#include <filesystem>

#include "application/segment/SegmentScan.h"
#include "common/formats/CacheFormat.h"
#include "common/Errors.h"
#include "io/Instances.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

// Label values as classes of the plan (the ignore label: its class, kept
// out of the scores); a value the plan does not declare counts as
// background, as it cannot be a class of the model.
std::vector<int16_t> classesOfValues(const Volume& labels, const PreprocessingPlan& plan)
{
    std::vector<int16_t> classes(static_cast<std::size_t>(labels.voxelCount()));
    for (int64_t v = 0; v < labels.voxelCount(); ++v) {
        const int k = plan.classOfValue(static_cast<int>(labels.valueAsDouble(v * labels.components)));
        classes[static_cast<std::size_t>(v)] = static_cast<int16_t>(std::max(0, k));
    }
    return classes;
}

// The case's image files and label file as preprocessing recorded them.
std::optional<std::pair<std::vector<std::string>, std::string>> sourceFiles(const CacheIndex& index,
                                                                           const std::string& id, std::string* why)
{
    const auto cached =
        std::find_if(index.cases.begin(), index.cases.end(), [&](const CacheIndexCase& c) { return c.id == id; });
    if (cached == index.cases.end()) {
        *why = "case " + id + " is not in the cache";
        return std::nullopt;
    }
    const Json source = CacheFile::open(index.casePath(*cached))->info().source;
    if (!source.contains("files") || !source["files"].is_array() || source["files"].size() < 2) {
        *why = "the cache does not record the source files of " + id;
        return std::nullopt;
    }
    std::vector<std::string> files = source["files"].get<std::vector<std::string>>();
    for (const std::string& file : files)
        if (!fs::exists(file)) {
            *why = file + " is gone";
            return std::nullopt;
        }
    const std::string label = files.back();
    files.pop_back();
    return std::make_pair(files, label);
}

}  // namespace

std::optional<std::vector<io::ValidationPair>> sourceGridValidationPairs(const std::string& modelFolder,
                                                                         const CacheIndex& index,
                                                                         const std::vector<std::string>& caseIds,
                                                                         std::string* why)
{
    ModelEnsemble model({modelFolder});
    const PreprocessingPlan& plan = model.info().preprocessing;
    SegmentOptions options;
    options.postprocess = false;  // the choice of postprocessing is made on these
    options.autoMirroring = true;  // as predict mirrors by default: model.json's Dice is what the user gets
    options.instancesAsObjects = false;  // an instance model is scored on its classes, as it trained
    std::vector<io::ValidationPair> pairs;
    for (const std::string& id : caseIds) {
        const auto files = sourceFiles(index, id, why);
        if (!files)
            return std::nullopt;
        std::vector<Volume> images;
        try {
            for (const std::string& file : files->first)
                images.push_back(io::readScan(file));
            const Volume reference = plan.instances
                                         ? io::instanceTrainingTarget(io::readScan(files->second), files->second)
                                         : io::readScan(files->second);
            const ScanSegmentation segmented = segmentScan(model, images, id, files->first.front(), options);
            if (reference.geometry.size != segmented.labels.geometry.size) {
                *why = files->second + " no longer matches its scan's grid";
                return std::nullopt;
            }
            pairs.push_back({classesOfValues(segmented.labels, plan), classesOfValues(reference, plan),
                             reference.geometry.size, plan.ignoreLabelValue ? plan.ignoreClass() : -1});
        } catch (const InputError& error) {
            *why = error.what();
            return std::nullopt;
        }
    }
    return pairs;
}

}  // namespace segstudio::application
