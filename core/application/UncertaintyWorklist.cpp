#include "application/UncertaintyWorklist.h"

#include <algorithm>
#include <filesystem>

#include "application/EvaluatePredictions.h"
#include "common/Errors.h"
#include "common/JsonFile.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

constexpr const char* kUncertaintySuffix = "_uncertainty";

UncertaintyMeasure measureFromName(const std::string& name, const std::string& file)
{
    if (name == "entropy")
        return UncertaintyMeasure::Entropy;
    if (name == "disagreement")
        return UncertaintyMeasure::Disagreement;
    throw InputError(file, "measure", "is \"" + name + "\"; expected \"entropy\" or \"disagreement\"");
}

}  // namespace

void rankWorklist(std::vector<WorklistEntry>& entries)
{
    std::stable_sort(entries.begin(), entries.end(), [](const WorklistEntry& a, const WorklistEntry& b) {
        const bool emptyA = a.score.structureVoxels == 0, emptyB = b.score.structureVoxels == 0;
        if (emptyA != emptyB)
            return emptyA;
        if (a.score.mean != b.score.mean)
            return a.score.mean > b.score.mean;
        return a.caseId < b.caseId;
    });
}

void writeWorklist(const std::string& path, const Worklist& worklist)
{
    Json entries = Json::array();
    for (const WorklistEntry& e : worklist.entries)
        entries.push_back({{"case", e.caseId},
                           {"images", e.imageFiles},
                           {"prediction", e.prediction},
                           {"uncertainty", e.uncertainty},
                           {"mean_uncertainty", e.score.mean},
                           {"max_uncertainty", e.score.maximum},
                           {"structure_voxels", e.score.structureVoxels},
                           {"structure_volume_ml", e.score.structureVolumeMl},
                           {"reviewed", e.reviewed}});
    writeJsonFile(path, {{"format", "segstudio-worklist"},
                         {"model", worklist.model},
                         {"scans", worklist.scans},
                         {"measure", uncertaintyMeasureName(worklist.measure)},
                         {"ranking", "nothing predicted first, then mean uncertainty over the predicted structure"},
                         {"cases", entries}});
}

Worklist readWorklist(const std::string& path)
{
    const Json json = readJsonFile(path);
    if (json.value("format", "") != "segstudio-worklist")
        throw InputError(path, "format", "is not a SegStudio worklist");
    Worklist worklist;
    worklist.model = requireField<std::string>(json, "model", path);
    worklist.scans = requireField<std::string>(json, "scans", path);
    worklist.measure = measureFromName(requireField<std::string>(json, "measure", path), path);
    for (const Json& c : requireField<Json>(json, "cases", path)) {
        WorklistEntry e;
        e.caseId = requireField<std::string>(c, "case", path);
        e.imageFiles = requireField<std::vector<std::string>>(c, "images", path);
        e.prediction = requireField<std::string>(c, "prediction", path);
        e.uncertainty = requireField<std::string>(c, "uncertainty", path);
        e.score.mean = requireField<double>(c, "mean_uncertainty", path);
        e.score.maximum = requireField<double>(c, "max_uncertainty", path);
        e.score.structureVoxels = requireField<int64_t>(c, "structure_voxels", path);
        e.score.structureVolumeMl = requireField<double>(c, "structure_volume_ml", path);
        e.reviewed = c.value("reviewed", false);
        if (e.imageFiles.empty())
            throw InputError(path, "cases." + e.caseId + ".images", "lists no scan file");
        worklist.entries.push_back(std::move(e));
    }
    return worklist;
}

std::string uncertaintyPathFor(const std::string& labelPath) { return companionPathFor(labelPath, kUncertaintySuffix); }

bool isUncertaintyFile(const std::string& path) { return isCompanionFile(path, kUncertaintySuffix); }

WorklistBuild buildWorklist(ModelEnsemble& models, const std::string& scanFolder, const std::string& outputFolder,
                            const SegmentOptions& options,
                            const std::function<void(int, int, const std::string&)>& progress,
                            const std::atomic<bool>* cancel)
{
    if (!options.uncertainty)
        throw std::invalid_argument("buildWorklist: SegmentOptions::uncertainty is not set");
    std::error_code error;
    if (fs::exists(outputFolder) && fs::equivalent(scanFolder, outputFolder, error))
        throw InputError(outputFolder, "output", "is the scan folder; predictions written there could overwrite the scans");
    const std::vector<io::DatasetCase> cases = io::listCasesInFolder(scanFolder);
    fs::create_directories(outputFolder);
    WorklistBuild build;
    build.worklist.model = models.info().folder;
    build.worklist.scans = scanFolder;
    build.worklist.measure = *options.uncertainty;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const io::DatasetCase& c = cases[i];
        std::vector<Volume> images;
        for (const std::string& file : c.imageFiles)
            images.push_back(io::readScan(file));
        const ScanSegmentation result = segmentScan(models, images, c.id, c.imageFiles.front(), options, {}, cancel);
        if (result.cancelled || (cancel && cancel->load())) {
            build.cancelled = true;
            return build;
        }
        WorklistEntry entry;
        entry.caseId = c.id;
        entry.imageFiles = c.imageFiles;
        entry.prediction = (fs::path(outputFolder) / (c.id + io::labelMapExtensionFor(c.imageFiles.front()))).string();
        entry.uncertainty = uncertaintyPathFor(entry.prediction);
        entry.score = structureUncertainty(*result.uncertainty, result.labels);
        io::writeScan(entry.prediction, result.labels);
        io::writeScan(entry.uncertainty, *result.uncertainty);
        build.worklist.entries.push_back(std::move(entry));
        if (progress)
            progress(static_cast<int>(i + 1), static_cast<int>(cases.size()), c.id);
    }
    rankWorklist(build.worklist.entries);
    writeWorklist((fs::path(outputFolder) / kWorklistFile).string(), build.worklist);
    return build;
}

}  // namespace segstudio::application
