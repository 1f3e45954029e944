#pragma once
// Voxel uncertainty of a segmentation, from the model's probabilities, as a
// number in [0, 1] per voxel (1: as uncertain as the model can be):
//   entropy       H(p) / log K of the averaged softmax probabilities p over
//                 K classes; region-based (sigmoid) outputs: the mean over
//                 the R regions of their binary entropy / log 2.
//   disagreement  how much the averaged predictions (mirrored copies, or the
//                 members of an ensemble) disagree: their mutual information
//                 H(mean p) - mean H(p), normalised the same way (BALD).
//                 Zero where every copy predicts the same probabilities.
// Planar layout throughout: channel c of voxel v at [c * voxels + v].
#include <cstdint>
#include <string>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio {

enum class UncertaintyMeasure { Entropy, Disagreement };
const char* uncertaintyMeasureName(UncertaintyMeasure measure);  // "entropy", "disagreement"

// Normalised entropy of one voxel's probabilities `p[c * stride]`, c < outputs.
double voxelUncertainty(const float* p, int outputs, std::size_t stride, bool sigmoid);

// Normalised entropy of every voxel of planar probabilities (outputs x voxels).
std::vector<float> normalisedEntropy(const std::vector<float>& planar, int outputs, bool sigmoid);

// Running mutual information of several predictions of the same voxels:
// add() each member's planar probabilities, then disagreement().
class DisagreementAccumulator {
public:
    DisagreementAccumulator(int outputs, bool sigmoid) : m_outputs(outputs), m_sigmoid(sigmoid) {}
    void add(const std::vector<float>& planar);
    int members() const { return m_members; }
    // H(mean) - mean H, clamped to [0, 1]; empty before any add().
    std::vector<float> disagreement() const;

private:
    int m_outputs;
    bool m_sigmoid;
    int m_members = 0;
    std::vector<float> m_sum;         // sum of the members' probabilities
    std::vector<double> m_entropySum;  // sum of the members' normalised entropies
};

// What ranks a scan in the worklist: the mean uncertainty over the predicted
// structure (every non-zero voxel of `labels`) and the one-voxel shell around
// it (6-neighbours), where a boundary in doubt shows. `uncertainty`: float32,
// one component, the labels' grid. Throws std::invalid_argument when the
// grids differ.
struct StructureUncertainty {
    double mean = 0;           // 0 when nothing is predicted
    int64_t structureVoxels = 0;  // non-zero label voxels
    double structureVolumeMl = 0;
    double maximum = 0;        // over the whole scan
};
StructureUncertainty structureUncertainty(const Volume& uncertainty, const Volume& labels);

}  // namespace segstudio
