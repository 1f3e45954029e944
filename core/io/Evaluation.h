#pragma once
// Segmentation quality of a predicted label map against a reference, per
// label: Dice, IoU, HD95 and normalised surface Dice (mm, on the object
// surfaces: voxels of the object with a 6-neighbour outside it or on the
// grid border, distances with the scans' spacing by ITK's Maurer distance
// map) and volumes. Definitions and empty-mask conventions:
// common/image/SegmentationMetrics.h. The maps must share their geometry.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "common/image/LabelRegions.h"
#include "common/image/Volume.h"
#include "io/Instances.h"

namespace segstudio::io {

// What is scored: one label value, or a region (the union of its values,
// nnU-Net v2 region-based datasets, common/image/LabelRegions.h).
struct ScoredStructure {
    std::string name;         // empty for a plain label
    std::vector<int> values;  // one value for a label
};
std::vector<ScoredStructure> structuresOfLabels(const std::vector<int>& labels);
std::vector<ScoredStructure> structuresOfRegions(const RegionLabels& regions);

struct LabelMetrics {
    int label = 0;             // the value of a plain label; the first value of a region
    ScoredStructure structure;
    double dice = 0;           // NaN when the label is absent from both maps
    double iou = 0;            // NaN likewise
    double hd95Mm = 0;         // NaN when absent from one or both maps; a mean: see meanOverCases
    double surfaceDice = 0;    // at EvaluationOptions::surfaceToleranceMm; NaN when absent from both
    double predictedVolumeMm3 = 0;
    double referenceVolumeMm3 = 0;
    int64_t truePositives = 0, falsePositives = 0, falseNegatives = 0;
    // The HD95 of a structure present in one map only (missed or invented):
    // the image diagonal in mm, the largest distance the grid can hold, as
    // challenge rankings penalise it. Per case 0 or 1 penalised case; in a
    // mean the number of cases whose HD95 entered the mean as the penalty.
    double hd95PenaltyMm = 0;
    int hd95PenalisedCases = 0;
};

struct CaseEvaluation {
    std::string caseId;
    std::string predictionFile, referenceFile;
    std::vector<LabelMetrics> labels;
    std::optional<InstanceEvaluation> instances;  // instance maps (io/Instances.h) only
};

struct EvaluationOptions {
    double surfaceToleranceMm = 1.0;  // for the normalised surface Dice
    // nnU-Net v2's ignore label: reference voxels holding this value were
    // not annotated. Left out of every count and volume (nnU-Net's
    // compute_metrics), and a prediction there is no surface either: the
    // predicted voxels inside them are dropped before distances are taken.
    std::optional<int> unannotatedValue;
};

// Throws InputError (naming the files) when the geometries differ.
CaseEvaluation evaluateSegmentation(const Volume& prediction, const Volume& reference,
                                    const std::vector<ScoredStructure>& structures,
                                    const std::string& predictionFile = {}, const std::string& referenceFile = {},
                                    const EvaluationOptions& options = {});

// Mean of each metric per structure over cases, ignoring NaN (structures
// absent from both maps). HD95 is the exception: a case where the structure
// is in one map only counts with its hd95PenaltyMm, so a missed structure
// never improves the mean, and hd95PenalisedCases says how many did.
std::vector<LabelMetrics> meanOverCases(const std::vector<CaseEvaluation>& cases);

// Where a prediction and its reference disagree, voxel by voxel (uint8, the
// maps' geometry): 0 agree, 1 false positive (labelled in the prediction,
// background in the reference), 2 false negative (the other way round),
// 3 both labelled with different values. Throws InputError when the grids differ.
enum DifferenceValue : uint8_t { kAgree = 0, kFalsePositive = 1, kFalseNegative = 2, kWrongLabel = 3 };
Volume differenceMap(const Volume& prediction, const Volume& reference);

// The slice along `axis` with the most voxels where the two maps disagree
// about `structure` (a voxel is in it when its value is one of the
// structure's values; any non-zero value when `values` is empty), and the
// error voxel of that slice nearest the centroid of its error voxels.
struct ErrorLocation {
    int64_t errorVoxels = 0;  // in that slice; 0: the maps agree
    std::array<int64_t, 3> voxel{0, 0, 0};
};
ErrorLocation largestErrorSlice(const Volume& prediction, const Volume& reference, const std::vector<int>& values, int axis);

}  // namespace segstudio::io
