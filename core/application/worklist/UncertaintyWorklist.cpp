#include "application/worklist/UncertaintyWorklist.h"

#include <algorithm>
#include <filesystem>

#include "application/review/EvaluatePredictions.h"
#include "common/Errors.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

constexpr const char* kUncertaintySuffix = "_uncertainty";

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
