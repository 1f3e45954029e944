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
    const Geometry& g = labels.geometry;
    if (uncertainty.geometry.size != g.size || uncertainty.components != 1 || uncertainty.type != ScalarType::Float32)
        throw std::invalid_argument("structureUncertainty: the uncertainty map does not fit the label map");
    const float* u = uncertainty.data<float>();
    const int64_t nx = g.size[0], ny = g.size[1], nz = g.size[2];
    auto foreground = [&](int64_t x, int64_t y, int64_t z) {
        return labels.valueAsDouble(x + nx * (y + ny * z)) != 0;
    };
    StructureUncertainty result;
    double sum = 0;
    int64_t counted = 0;
    for (int64_t z = 0; z < nz; ++z)
        for (int64_t y = 0; y < ny; ++y)
            for (int64_t x = 0; x < nx; ++x) {
                const int64_t v = x + nx * (y + ny * z);
                result.maximum = std::max(result.maximum, static_cast<double>(u[v]));
                const bool inside = foreground(x, y, z);
                result.structureVoxels += inside;
                const bool shell = !inside && ((x > 0 && foreground(x - 1, y, z)) || (x + 1 < nx && foreground(x + 1, y, z)) ||
                                               (y > 0 && foreground(x, y - 1, z)) || (y + 1 < ny && foreground(x, y + 1, z)) ||
                                               (z > 0 && foreground(x, y, z - 1)) || (z + 1 < nz && foreground(x, y, z + 1)));
                if (inside || shell) {
                    sum += u[v];
                    ++counted;
                }
            }
    result.mean = counted > 0 ? sum / static_cast<double>(counted) : 0.0;
    result.structureVolumeMl = static_cast<double>(result.structureVoxels) * g.spacing[0] * g.spacing[1] * g.spacing[2] / 1000.0;
    return result;
}

}  // namespace segstudio
