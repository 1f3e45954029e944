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
#include <deque>
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

// structureUncertainty of a map that arrives in consecutive z-rows (block-wise
// prediction), equal to the whole map's to the last bit. A row is counted
// once the row after it has arrived (its shell reaches into it); finish()
// counts the last one.
//
// Continuing a stopped run: sums() after an add() holds the rows counted so
// far; a new accumulator made from them expects rows again from
// restartRow(): the last counted row (a neighbour only) and the row that
// was waiting for its successor.
class StructureUncertaintyRows {
public:
    struct Sums {
        int64_t rowsCounted = 0;  // rows [0, rowsCounted) are in the sums
        double sum = 0;           // uncertainty over structure and shell voxels
        int64_t counted = 0;      // those voxels
        int64_t structureVoxels = 0;
        double maximum = 0;
    };

    // `grid`: the whole map's geometry (its depth, and the spacing for the volume).
    explicit StructureUncertaintyRows(const Geometry& grid);
    StructureUncertaintyRows(const Geometry& grid, const Sums& resumeFrom);

    // The first row the next add() must start with.
    int64_t restartRow() const { return m_nextRow; }
    // Rows [restartRow(), restartRow() + depth) of both maps (float32, one
    // component; labels of any scalar type). Throws std::invalid_argument for
    // rows of another width or height, or past the map's depth.
    void add(const Volume& uncertaintyRows, const Volume& labelRows);
    const Sums& sums() const { return m_sums; }
    // After the last row: the whole map's StructureUncertainty. Throws
    // std::logic_error before every row was added.
    StructureUncertainty finish();

private:
    struct Row {
        int64_t z = 0;
        std::vector<uint8_t> foreground;
        std::vector<float> uncertainty;
    };
    void count(const Row& row, const Row* above, const Row* below);
    void countReadyRows(bool last);

    Geometry m_grid;
    Sums m_sums;
    int64_t m_nextRow = 0;
    std::deque<Row> m_rows;  // the last counted row, and those waiting
};

}  // namespace segstudio
