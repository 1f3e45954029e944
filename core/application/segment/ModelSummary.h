#pragma once
// What a model folder is, for listing it before it runs (the workbench's
// Models dock): its kind, labels, configuration, target spacing and patch,
// where it came from (folder, trainer, plans, folds or parts) and the
// licence or notes file shipped beside its weights. Reads descriptions
// only (model.json, a sidecar, plans.json and dataset.json; no weights).
// Qt-free; any thread.
#include <map>
#include <string>
#include <vector>

#include "common/image/Volume.h"
#include "engine/infer/ModelInfo.h"

namespace segstudio::application {

inline constexpr char kNnUNetModelKind[] = "nnU-Net v2";  // ModelSummary::kind of one nnU-Net model

struct ModelSummary {
    std::string folder;
    // "SegStudio", "TorchScript", "nnU-Net v2", or "nnU-Net v2, N parts"
    // (TotalSegmentator's kind: several datasets used as one model).
    std::string kind;
    std::map<int, std::string> labels;  // value -> name, background included; parts merged as ModelParts merges them
    std::string configuration;          // nnU-Net's (2d, 3d_fullres, ...); else "2D" or "3D"
    Vec3 spacingXyz{1, 1, 1};           // target spacing, mm (of the first part)
    engine::Triple patchXyz{0, 0, 0};
    std::string trainer, plans;         // nnU-Net only
    std::vector<std::string> members;   // the folds (or parts) that run, as folders
    std::string licenceFile;            // empty: none shipped
};

// Throws InputError as the loaders do for a folder that holds no model, or
// a malformed description.
ModelSummary describeModelFolder(const std::string& folder);

// The part labels of ModelParts: a part's value v becomes v + offset, and
// the next part's offset is past this part's largest value. Returns that
// next offset.
int mergePartLabels(std::map<int, std::string>& merged, const engine::ModelInfo& part, int offset);

}  // namespace segstudio::application
