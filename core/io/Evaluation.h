#pragma once
// Segmentation quality of a predicted label map against a reference: per
// label Dice, IoU, 95th-percentile Hausdorff distance (mm, symmetric, on the
// object surfaces, with the scans' spacing) and volumes. The maps must share
// their geometry.
#include <string>
#include <vector>

#include "common/Volume.h"

namespace segstudio::io {

struct LabelMetrics {
    int label = 0;
    double dice = 0;           // NaN when the label is absent from both maps
    double iou = 0;            // NaN likewise
    double hd95Mm = 0;         // NaN when absent from one or both maps
    double predictedVolumeMm3 = 0;
    double referenceVolumeMm3 = 0;
    int64_t truePositives = 0, falsePositives = 0, falseNegatives = 0;
};

struct CaseEvaluation {
    std::string caseId;
    std::string predictionFile, referenceFile;
    std::vector<LabelMetrics> labels;
};

// Throws InputError (naming the files) when the geometries differ.
CaseEvaluation evaluateSegmentation(const Volume& prediction, const Volume& reference, const std::vector<int>& labels,
                                    const std::string& predictionFile = {}, const std::string& referenceFile = {});

// Mean of each metric per label over cases, ignoring NaN.
std::vector<LabelMetrics> meanOverCases(const std::vector<CaseEvaluation>& cases);

}  // namespace segstudio::io
