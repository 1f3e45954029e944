#include "application/worklist/WorklistFile.h"

#include "common/Errors.h"
#include "common/formats/JsonFile.h"

namespace segstudio::application {

namespace {

UncertaintyMeasure measureFromName(const std::string& name, const std::string& file)
{
    if (name == "entropy")
        return UncertaintyMeasure::Entropy;
    if (name == "disagreement")
        return UncertaintyMeasure::Disagreement;
    throw InputError(file, "measure", "is \"" + name + "\"; expected \"entropy\" or \"disagreement\"");
}

}  // namespace

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
    if (optionalField<std::string>(json, "format", "", path) != "segstudio-worklist")
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
        e.reviewed = optionalField<bool>(c, "reviewed", false, path);
        if (e.imageFiles.empty())
            throw InputError(path, "cases." + e.caseId + ".images", "lists no scan file");
        worklist.entries.push_back(std::move(e));
    }
    return worklist;
}

}  // namespace segstudio::application
