#include "application/segment/ModelSummary.h"

#include <algorithm>
#include <filesystem>

#include "application/segment/ModelEnsemble.h"
#include "application/segment/ModelParts.h"

namespace segstudio::application {

namespace fs = std::filesystem;

int mergePartLabels(std::map<int, std::string>& merged, const engine::ModelInfo& part, int offset)
{
    int largest = 0;
    for (const auto& [value, name] : part.labels)
        if (value > 0) {
            merged[value + offset] = name;
            largest = std::max(largest, value);
        }
    return offset + largest;
}

ModelSummary describeModelFolder(const std::string& folder)
{
    ModelSummary summary;
    summary.folder = folder;
    const std::vector<std::string> parts = modelPartsOf(folder);
    summary.members = parts.empty() ? expandModelPaths({folder}) : parts;
    std::vector<engine::ModelInfo> infos;
    for (const std::string& member : summary.members)
        infos.push_back(engine::readModelInfo(member));
    const engine::ModelInfo& first = infos.front();
    if (parts.empty()) {
        summary.labels = first.labels;
    } else {
        summary.labels[0] = "background";
        int offset = 0;
        for (const engine::ModelInfo& part : infos)
            offset = mergePartLabels(summary.labels, part, offset);
    }
    summary.spacingXyz = first.preprocessing.targetSpacingXyz;
    summary.patchXyz = first.patchXyz;
    summary.configuration = first.network.dimensions == 2 ? "2D" : "3D";
    if (first.isNnUNet()) {
        summary.kind = parts.empty() ? kNnUNetModelKind : std::string(kNnUNetModelKind) + ", " + std::to_string(parts.size()) + " parts";
        summary.configuration = first.nnunet->configuration;
        summary.trainer = first.nnunet->trainer;
        summary.plans = first.nnunet->plansName;
        for (const engine::ModelInfo& info : infos)
            if (summary.licenceFile.empty())
                summary.licenceFile = info.nnunet->licenceFile;
    } else if (first.isMonaiBundle()) {
        summary.kind = "MONAI bundle";
        summary.licenceFile = first.monai->licenceFile;
    } else {
        summary.kind = first.isTorchScript() ? "TorchScript" : "SegStudio";
    }
    return summary;
}

}  // namespace segstudio::application
