#pragma once
// Use case "evaluate predictions against references": pair each predicted
// label map with the reference of the same case name (one file each, or two
// folders), choose what is scored (the labels present, chosen labels, or the
// regions of a dataset or model), and score each case with io's metrics.
// `segstudio-cli evaluate` and the workbench's review table call this, so
// both report the same numbers. Runs on any thread.
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/image/LabelRegions.h"
// The io value types this use case shows its callers (its results are io::CaseEvaluation); a widget may
// not include io/ itself (ARCHITECTURE.md, floors).
#define SEGSTUDIO_EXPOSES_IO_TYPES
#include "io/Evaluation.h"
#undef SEGSTUDIO_EXPOSES_IO_TYPES

namespace segstudio::application {

struct EvaluationRequest {
    std::string prediction;   // a label map, or a folder of them
    std::string reference;    // a label map, or a folder with the same case names
    std::vector<int> labels;  // empty: every non-zero label in either map
    std::string regionsFrom;  // dataset folder or model whose regions are scored instead
    // Normalised surface Dice tolerance; unset: see evaluationScale.
    std::optional<double> surfaceToleranceMm;
    // Reference value of unannotated voxels (io::EvaluationOptions); unset:
    // the "ignore" label of the dataset.json beside the references, if any.
    std::optional<int> unannotatedValue;
    // Instance maps (one id per object, io/Instances.h): objects matched at
    // kInstanceIouThresholds, and the objects as one label (1) for Dice and
    // the rest. Unset: what the dataset.json beside the references says.
    std::optional<bool> instances;
};

inline const std::vector<double> kInstanceIouThresholds{0.5, 0.75};

// The scale the scores are reported in, from the first reference's header:
// micrometres for a microscopy grid (statistics/LabelStatistics.h,
// reportInMicrometres), else millimetres; and the surface Dice tolerance
// used: the request's, else 1 mm, or one voxel (the largest spacing) on a
// micrometre grid, where 1 mm would span thousands of pixels.
struct EvaluationScale {
    bool micrometres = false;
    double surfaceToleranceMm = 1.0;
};
inline constexpr double kDefaultSurfaceToleranceMm = 1.0;
EvaluationScale evaluationScale(const EvaluationRequest& request);

// The instance scores of every case pooled (objects and matches summed, as
// StarDist's matching_dataset does); nullopt when no case has them.
std::optional<io::InstanceEvaluation> pooledInstanceScores(const std::vector<io::CaseEvaluation>& cases);

struct CasePair {
    std::string caseId;  // the prediction's file name without its extension
    std::string prediction, reference;
};

// Throws InputError naming the prediction that has no reference, or an empty folder.
std::vector<CasePair> pairPredictionsWithReferences(const std::string& prediction, const std::string& reference);

// The regions of a dataset folder (dataset.json) or model (run or package);
// none for an empty path. Throws InputError when it declares none.
RegionLabels regionsToScore(const std::string& regionsFrom);

// One prediction against its reference, both in memory: the given labels,
// or the regions, or else every non-zero value either map holds (not the
// unannotated one of `options`). The file names go into errors and the result.
io::CaseEvaluation evaluateLabelMaps(const Volume& prediction, const Volume& reference, std::vector<int> labels = {},
                                     const RegionLabels& regions = {}, const io::EvaluationOptions& options = {},
                                     const std::string& predictionFile = {}, const std::string& referenceFile = {});

// Scores each pair, in order. `progress(done, total)` after each case;
// stops early (returning the cases done) when `cancel` is set.
std::vector<io::CaseEvaluation> evaluatePredictions(const EvaluationRequest& request,
                                                    const std::function<void(int, int)>& progress = {},
                                                    const std::atomic<bool>* cancel = nullptr);

// "<name><suffix>.nii.gz" beside a label map "<name>.<ext>" (".mha" beside
// a ".mha": a MetaImage label map may be one written block by block, and its
// companions stream the same way), and whether a file is named like one.
std::string companionPathFor(const std::string& labelPath, const std::string& suffix);
bool isCompanionFile(const std::string& path, const std::string& suffix);

// "<name>_probabilities.nii.gz" beside a label map: where predict writes the
// class probabilities; evaluate skips such files in a folder.
std::string probabilitiesPathFor(const std::string& labelPath);
bool isProbabilitiesFile(const std::string& path);

}  // namespace segstudio::application
