#pragma once
// Instance segmentation: label maps that hold one id per object (cells,
// nuclei), declared by dataset.json "instances": true with the labels
// {"background": 0, "<object>": 1}.
//
// Training target (the choice, and why): each object becomes its interior
// (class 1) and its boundary (class 2): the one-voxel rim where the object
// meets the background, two voxels where it meets another object (so that
// a wall is four voxels wide and interiors stay apart); background stays 0. A softmax U-Net
// learns these three classes with the engine's existing loss, sampling,
// mirroring, ensembling and map-back, so an instance model is an ordinary
// model plus this conversion at both ends. Distance or flow targets
// (StarDist's radial distances, Cellpose's flows) separate touching convex
// or elongated cells somewhat better but need a regression head and a loss
// the engine does not have; the boundary class is the classic
// three-class U-Net of the 2018 Data Science Bowl.
//
// Back to instances (chosen on dense-tissue phantoms, bench/dense_cells):
// the depth of each interior voxel (its distance to the nearest voxel that
// is not interior, in voxels of the finest spacing), smoothed, has one peak
// per cell even where a faint membrane was missed and two interiors touch;
// its h-maxima (peaks 2 voxels above the saddle to any higher one) are the
// markers (with each interior component that has no such peak but is not
// a speck under a tenth of the median interior) of ITK's
// MorphologicalWatershedFromMarkers flooding down that
// depth inside the predicted objects (interior or boundary), so a wall or
// a missed membrane splits along the valley between two centres; a
// predicted object without a marker becomes one instance. The interiors'
// connected components alone (the previous markers) merged two or three
// cells wherever a membrane was faint.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio::io {

inline constexpr int kInstanceInteriorValue = 1;
inline constexpr int kInstanceBoundaryValue = 2;

// 0 background, 1 interior, 2 boundary (uint8) from one id per object. On a
// single slice (2D) only in-plane neighbours count. Throws InputError naming
// `file` for a multi-channel map or a negative or fractional id.
Volume instanceTrainingTarget(const Volume& instances, const std::string& file);

// The dataset check's reading of an instance map: the training target
// above and the object ids whose voxels form more than one piece (face
// neighbours; in plane on a single slice) with their piece counts, ascending
// by id. Many such ids, or a map of one id, suggest a semantic mask given as
// instances. The ids are read once. Throws as instanceTrainingTarget.
struct CheckedInstances {
    Volume target;
    std::vector<std::pair<int64_t, int64_t>> idsInSeveralPieces;
};
CheckedInstances checkInstances(const Volume& instances, const std::string& file);

// One id per object, 1..N in order of first appearance (uint16; int32 above
// 65535 objects), from a label map of the values above.
Volume instancesFromClasses(const Volume& classes, int threads = 1);

// Objects matched one to one where their IoU reaches a threshold (>=; from 0.5 up
// a match is unique), as StarDist's and Cellpose's evaluations count them.
struct InstanceScores {
    double threshold = 0.5;
    int64_t truePositives = 0, falsePositives = 0, falseNegatives = 0;
    double precision() const;
    double recall() const;
    double f1() const;
    // TP / (TP + FP + FN): the "average precision" of the Data Science Bowl,
    // StarDist and Cellpose (their `ap` at one IoU threshold).
    double averagePrecision() const;
};
struct InstanceEvaluation {
    int64_t predictedObjects = 0, referenceObjects = 0;
    std::vector<InstanceScores> scores;  // one per threshold asked for
};

// Ids > 0 are objects; both maps on the same grid (InputError otherwise,
// naming the files when given). Voxels of `ignoreValue` in the reference
// (when >= 0) are left out.
InstanceEvaluation evaluateInstances(const Volume& predicted, const Volume& reference,
                                     const std::vector<double>& thresholds, int ignoreValue = -1,
                                     const std::string& predictionFile = {}, const std::string& referenceFile = {});

}  // namespace segstudio::io
