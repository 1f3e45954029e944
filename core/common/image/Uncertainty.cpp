#include "common/image/Uncertainty.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace segstudio {

namespace {

double plogp(double p) { return p > 0 ? p * std::log(p) : 0.0; }

}  // namespace

const char* uncertaintyMeasureName(UncertaintyMeasure measure)
{
    return measure == UncertaintyMeasure::Disagreement ? "disagreement" : "entropy";
}

double voxelUncertainty(const float* p, int outputs, std::size_t stride, bool sigmoid)
{
    double sum = 0;
    if (sigmoid) {
        for (int c = 0; c < outputs; ++c) {
            const double q = std::clamp(static_cast<double>(p[c * stride]), 0.0, 1.0);
            sum -= plogp(q) + plogp(1 - q);
        }
        return std::clamp(sum / (outputs * std::log(2.0)), 0.0, 1.0);
    }
    if (outputs < 2)
        return 0;
    for (int c = 0; c < outputs; ++c)
        sum -= plogp(std::clamp(static_cast<double>(p[c * stride]), 0.0, 1.0));
    return std::clamp(sum / std::log(static_cast<double>(outputs)), 0.0, 1.0);
}

std::vector<float> normalisedEntropy(const std::vector<float>& planar, int outputs, bool sigmoid)
{
    if (outputs < 1 || planar.size() % static_cast<std::size_t>(outputs) != 0)
        throw std::invalid_argument("normalisedEntropy: the probabilities are not a whole number of channels");
    const std::size_t voxels = planar.size() / static_cast<std::size_t>(outputs);
    std::vector<float> entropy(voxels);
    for (std::size_t v = 0; v < voxels; ++v)
        entropy[v] = static_cast<float>(voxelUncertainty(planar.data() + v, outputs, voxels, sigmoid));
    return entropy;
}

void DisagreementAccumulator::add(const std::vector<float>& planar)
{
    if (m_members > 0 && planar.size() != m_sum.size())
        throw std::invalid_argument("DisagreementAccumulator: the members' predictions differ in size");
    const std::vector<float> entropy = normalisedEntropy(planar, m_outputs, m_sigmoid);
    if (m_members == 0) {
        m_sum = planar;
        m_entropySum.assign(entropy.begin(), entropy.end());
    } else {
        std::transform(m_sum.begin(), m_sum.end(), planar.begin(), m_sum.begin(), std::plus<float>());
        for (std::size_t v = 0; v < entropy.size(); ++v)
            m_entropySum[v] += entropy[v];
    }
    ++m_members;
}

std::vector<float> DisagreementAccumulator::disagreement() const
{
    if (m_members == 0)
        return {};
    std::vector<float> mean(m_sum.size());
    const float scale = 1.0f / static_cast<float>(m_members);
    std::transform(m_sum.begin(), m_sum.end(), mean.begin(), [scale](float s) { return s * scale; });
    std::vector<float> information = normalisedEntropy(mean, m_outputs, m_sigmoid);
    for (std::size_t v = 0; v < information.size(); ++v)
        information[v] = static_cast<float>(
            std::clamp(static_cast<double>(information[v]) - m_entropySum[v] / m_members, 0.0, 1.0));
    return information;
}

StructureUncertainty structureUncertainty(const Volume& uncertainty, const Volume& labels)
{
    if (uncertainty.geometry.size != labels.geometry.size)
        throw std::invalid_argument("structureUncertainty: the uncertainty map does not fit the label map");
    StructureUncertaintyRows rows(labels.geometry);
    rows.add(uncertainty, labels);
    return rows.finish();
}

StructureUncertaintyRows::StructureUncertaintyRows(const Geometry& grid) : StructureUncertaintyRows(grid, Sums()) {}

StructureUncertaintyRows::StructureUncertaintyRows(const Geometry& grid, const Sums& resumeFrom)
    : m_grid(grid), m_sums(resumeFrom), m_nextRow(std::max<int64_t>(0, resumeFrom.rowsCounted - 1))
{
    if (resumeFrom.rowsCounted < 0 || resumeFrom.rowsCounted > grid.size[2])
        throw std::invalid_argument("StructureUncertaintyRows: the rows counted lie outside the map");
}

void StructureUncertaintyRows::add(const Volume& uncertaintyRows, const Volume& labelRows)
{
    const Size3& size = labelRows.geometry.size;
    if (uncertaintyRows.geometry.size != size || uncertaintyRows.components != 1 ||
        uncertaintyRows.type != ScalarType::Float32 || labelRows.components != 1)
        throw std::invalid_argument("StructureUncertaintyRows::add: the uncertainty rows do not fit the label rows");
    if (size[0] != m_grid.size[0] || size[1] != m_grid.size[1] || m_nextRow + size[2] > m_grid.size[2])
        throw std::invalid_argument("StructureUncertaintyRows::add: rows of another shape, or past the map's depth");
    const auto plane = static_cast<std::size_t>(size[0] * size[1]);
    const float* u = uncertaintyRows.data<float>();
    for (int64_t k = 0; k < size[2]; ++k) {
        Row row;
        row.z = m_nextRow++;
        row.foreground.resize(plane);
        for (std::size_t i = 0; i < plane; ++i)
            row.foreground[i] = labelRows.valueAsDouble(static_cast<int64_t>(k * plane + i)) != 0;
        row.uncertainty.assign(u + k * plane, u + (k + 1) * plane);
        m_rows.push_back(std::move(row));
        countReadyRows(false);
    }
}

StructureUncertainty StructureUncertaintyRows::finish()
{
    if (m_nextRow != m_grid.size[2])
        throw std::logic_error("StructureUncertaintyRows::finish before the last row");
    countReadyRows(true);
    StructureUncertainty result;
    result.maximum = m_sums.maximum;
    result.structureVoxels = m_sums.structureVoxels;
    result.mean = m_sums.counted > 0 ? m_sums.sum / static_cast<double>(m_sums.counted) : 0.0;
    const Vec3& s = m_grid.spacing;
    result.structureVolumeMl = static_cast<double>(m_sums.structureVoxels) * s[0] * s[1] * s[2] / 1000.0;
    return result;
}

// Counts every row whose successor has arrived (or the last row, `last`),
// keeping only the last counted row as the next one's upper neighbour.
void StructureUncertaintyRows::countReadyRows(bool last)
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row& row = m_rows[i];
        if (row.z < m_sums.rowsCounted)
            continue;  // counted before: a neighbour only
        const bool hasBelow = i + 1 < m_rows.size();
        if (!hasBelow && !(last && row.z + 1 == m_grid.size[2]))
            break;
        count(row, i > 0 ? &m_rows[i - 1] : nullptr, hasBelow ? &m_rows[i + 1] : nullptr);
        m_sums.rowsCounted = row.z + 1;
    }
    while (!m_rows.empty() && m_rows.front().z < m_sums.rowsCounted - 1)
        m_rows.pop_front();
}

// One row's voxels: inside the structure, or in its one-voxel shell
// (6-neighbours), in x-fastest order as the whole-map loop would visit them.
void StructureUncertaintyRows::count(const Row& row, const Row* above, const Row* below)
{
    const int64_t nx = m_grid.size[0], ny = m_grid.size[1];
    const uint8_t* fg = row.foreground.data();
    for (int64_t y = 0; y < ny; ++y)
        for (int64_t x = 0; x < nx; ++x) {
            const int64_t v = x + nx * y;
            const double u = row.uncertainty[static_cast<std::size_t>(v)];
            m_sums.maximum = std::max(m_sums.maximum, u);
            const bool inside = fg[v] != 0;
            m_sums.structureVoxels += inside;
            const bool shell = !inside && ((x > 0 && fg[v - 1]) || (x + 1 < nx && fg[v + 1]) || (y > 0 && fg[v - nx]) ||
                                           (y + 1 < ny && fg[v + nx]) || (above && above->foreground[v]) ||
                                           (below && below->foreground[v]));
            if (inside || shell) {
                m_sums.sum += u;
                ++m_sums.counted;
            }
        }
}

}  // namespace segstudio
