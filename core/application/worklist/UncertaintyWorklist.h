#pragma once
// Use case "what should I label next": segment every unlabelled scan of a
// folder (imagesTs, or any folder) with an uncertainty map, and rank the
// scans by the mean uncertainty over their predicted structure
// (common/image/Uncertainty.h). Scans where the model predicts nothing come
// first, flagged: a missed structure is the costliest error to leave. The
// ranking is kept as worklist.json beside the predictions, so the CLI
// (`predict --uncertainty`) and the workbench's worklist share it.
#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "application/segment/SegmentScan.h"
#include "common/image/Uncertainty.h"
#include "application/worklist/WorklistFile.h"

namespace segstudio::application {

// Orders entries: nothing predicted first, then by mean uncertainty
// (highest first), then by case id.
void rankWorklist(std::vector<WorklistEntry>& entries);

// "<name>_uncertainty.nii.gz" beside a label map: where predict writes the
// uncertainty map; evaluate skips such files in a folder.
std::string uncertaintyPathFor(const std::string& labelPath);
bool isUncertaintyFile(const std::string& path);

// Segments each case of `scanFolder` (io::listCasesInFolder) with
// `options` (its uncertainty must be set), writes <case>.nii.gz and
// <case>_uncertainty.nii.gz into `outputFolder` (created; never the scan
// folder: InputError) and then worklist.json there. `progress(done, total,
// caseId)` after each case. Cancelled: returns the cases done, unranked
// and unwritten, with `cancelled` set.
struct WorklistBuild {
    Worklist worklist;
    bool cancelled = false;
};
WorklistBuild buildWorklist(ModelEnsemble& models, const std::string& scanFolder, const std::string& outputFolder,
                            const SegmentOptions& options,
                            const std::function<void(int, int, const std::string&)>& progress = {},
                            const std::atomic<bool>* cancel = nullptr);

}  // namespace segstudio::application
