#pragma once
// The one definition of the overlap metrics that training validation,
// `segstudio-cli evaluate` and the GUI report. Counts come from the engine
// (a tensor bincount) or from core/io (label maps on disk); the scores and
// their conventions are computed here only.
//
// Conventions (as MONAI's DiceMetric with ignore_empty and nnU-Net):
//  - a class absent from both prediction and reference has no Dice/IoU
//    (NaN): it carries no information and is left out of every mean;
//  - present in one of them only: Dice = IoU = 0;
//  - a mean over cases or classes ignores NaN and is NaN when all are.
#include <cstdint>
#include <vector>

namespace segstudio {

// Per-class voxel counts of a prediction against its reference.
struct OverlapCounts {
    std::vector<int64_t> truePositive, falsePositive, falseNegative;  // index = class

    // Counts from a confusion matrix: confusion[reference * classes + predicted].
    static OverlapCounts fromConfusion(const int64_t* confusion, int classes);
};

double diceScore(int64_t truePositive, int64_t falsePositive, int64_t falseNegative);
double iouScore(int64_t truePositive, int64_t falsePositive, int64_t falseNegative);
double diceScore(const OverlapCounts& counts, int k);
double iouScore(const OverlapCounts& counts, int k);

// Mean of the values that are not NaN; NaN when none is.
double meanIgnoringNaN(const std::vector<double>& values);

// Surface-distance metrics from the two directed sets of distances (mm):
// from each surface voxel of the prediction to the reference's surface, and
// from each surface voxel of the reference to the prediction's surface.
//  - HD95 (MONAI compute_hausdorff_distance, percentile 95, not directed):
//    the larger of the two directed 95th percentiles (linear interpolation
//    between ranks, as numpy.percentile); NaN when either surface is empty;
//  - normalised surface Dice at `toleranceMm` (MONAI compute_surface_dice):
//    surface voxels of both within tolerance of the other surface, over all
//    surface voxels; NaN when both surfaces are empty, 0 when one is.
double hausdorff95FromDistances(std::vector<double> predictionToReference, std::vector<double> referenceToPrediction);
double surfaceDiceFromDistances(const std::vector<double>& predictionToReference,
                                const std::vector<double>& referenceToPrediction, double toleranceMm);

}  // namespace segstudio
