#include "io/PredictionMapping.h"

#include <algorithm>
#include <cmath>

#include "common/Errors.h"
#include "io/Resampling.h"

namespace segstudio::io {

namespace {

// Copies a cropped-grid array into component `component` of a source-grid
// array with `components` interleaved components.
template <class T>
void pasteIntoSource(const T* cropped, const CaseMapping& m, T* destination, int components, int component)
{
    const Size3 cs = m.crop.size();
    std::size_t i = 0;
    for (int64_t z = 0; z < cs[2]; ++z)
        for (int64_t y = 0; y < cs[1]; ++y) {
            const int64_t row = m.crop.lo[0] + m.source.size[0] * ((y + m.crop.lo[1]) + m.source.size[1] * (z + m.crop.lo[2]));
            for (int64_t x = 0; x < cs[0]; ++x, ++i)
                destination[(row + x) * components + component] = cropped[i];
        }
}

}  // namespace

SourcePrediction mapPredictionToSource(const std::vector<float>& probabilities, const CaseMapping& m,
                                       const PreprocessingPlan& plan, bool withProbabilities, int threads,
                                       bool withEntropy)
{
    const int outputs = plan.outputCount();
    const auto voxels = static_cast<std::size_t>(m.resampled.voxelCount());
    if (probabilities.size() != voxels * static_cast<std::size_t>(outputs))
        throw InputError("prediction", "probabilities",
                         "holds " + std::to_string(probabilities.size()) + " values, expected " + std::to_string(outputs) +
                             " outputs x " + std::to_string(voxels) + " voxels");
    const bool resample = m.resampled.size != m.cropped.size || needsResampling(m.resampled.spacing, m.cropped.spacing);
    const auto croppedVoxels = static_cast<std::size_t>(m.cropped.voxelCount());

    SourcePrediction out;
    if (withProbabilities) {
        out.probabilities = Volume::allocate(m.source, ScalarType::Float32, outputs);
        float* p = out.probabilities->data<float>();  // zero-filled
        if (!plan.regionBased())
            for (int64_t v = 0; v < m.source.voxelCount(); ++v)
                p[v * outputs] = 1.0f;  // background outside the crop box
    }
    std::vector<float> best(croppedVoxels, 0.0f);
    std::vector<int16_t> bestClass(croppedVoxels, 0);
    std::vector<float> entropySum(withEntropy ? croppedVoxels : 0, 0.0f);  // -sum p log p (+ (1-p) log(1-p))
    auto plogp = [](float q) { return q > 0 ? q * std::log(q) : 0.0f; };
    for (int c = 0; c < outputs; ++c) {
        const std::vector<float> planar(probabilities.begin() + static_cast<long>(c * voxels),
                                        probabilities.begin() + static_cast<long>((c + 1) * voxels));
        const std::vector<float> channel =
            resample ? resampleIntensities(planar, m.resampled, m.cropped, ImageInterpolation::Linear, threads) : planar;
        if (plan.regionBased()) {
            const auto regionClass = static_cast<int16_t>(plan.classOfRegion(c));
            for (std::size_t i = 0; i < croppedVoxels; ++i)
                if (channel[i] > 0.5f)
                    bestClass[i] = regionClass;
        } else {
            for (std::size_t i = 0; i < croppedVoxels; ++i)
                if (c == 0 || channel[i] > best[i]) {
                    best[i] = channel[i];
                    bestClass[i] = static_cast<int16_t>(c);
                }
        }
        if (out.probabilities)
            pasteIntoSource(channel.data(), m, out.probabilities->data<float>(), outputs, c);
        for (std::size_t i = 0; i < entropySum.size(); ++i) {
            const float q = std::clamp(channel[i], 0.0f, 1.0f);
            entropySum[i] -= plogp(q) + (plan.regionBased() ? plogp(1 - q) : 0.0f);
        }
    }
    if (withEntropy) {
        const float norm = plan.regionBased() ? static_cast<float>(outputs * std::log(2.0))
                                              : static_cast<float>(std::log(std::max(2, outputs)));
        for (float& h : entropySum)
            h = std::clamp(h / norm, 0.0f, 1.0f);
        out.entropy = Volume::allocate(m.source, ScalarType::Float32);  // zero-filled: certain background
        pasteIntoSource(entropySum.data(), m, out.entropy->data<float>(), 1, 0);
    }
    const std::vector<int32_t> values = classesToLabelValues(bestClass, plan.labelValues);
    // The narrowest type that holds every label value (all >= 0, 0 first).
    const int maxValue = *std::max_element(plan.labelValues.begin(), plan.labelValues.end());
    const auto paste = [&](auto zero, ScalarType type) {
        using T = decltype(zero);
        out.labels = Volume::allocate(m.source, type);  // zero-filled: background
        const std::vector<T> narrow(values.begin(), values.end());
        pasteIntoSource(narrow.data(), m, out.labels.data<T>(), 1, 0);
    };
    if (maxValue <= 255)
        paste(uint8_t(0), ScalarType::UInt8);
    else if (maxValue <= 65535)
        paste(uint16_t(0), ScalarType::UInt16);
    else
        paste(int32_t(0), ScalarType::Int32);
    return out;
}

Volume mapScalarToSource(const std::vector<float>& values, const CaseMapping& m, float outside, int threads)
{
    if (values.size() != static_cast<std::size_t>(m.resampled.voxelCount()))
        throw InputError("prediction", "uncertainty",
                         "holds " + std::to_string(values.size()) + " values, expected " +
                             std::to_string(m.resampled.voxelCount()) + " voxels");
    const bool resample = m.resampled.size != m.cropped.size || needsResampling(m.resampled.spacing, m.cropped.spacing);
    const std::vector<float> cropped =
        resample ? resampleIntensities(values, m.resampled, m.cropped, ImageInterpolation::Linear, threads) : values;
    Volume mapped = Volume::allocate(m.source, ScalarType::Float32);
    std::fill_n(mapped.data<float>(), m.source.voxelCount(), outside);
    pasteIntoSource(cropped.data(), m, mapped.data<float>(), 1, 0);
    return mapped;
}

std::vector<int32_t> classesToLabelValues(const std::vector<int16_t>& classes, const std::vector<int>& labelValues)
{
    std::vector<int32_t> values(classes.size());
    const auto count = static_cast<int16_t>(labelValues.size());
    std::transform(classes.begin(), classes.end(), values.begin(), [&](int16_t k) {
        return k >= 0 && k < count ? static_cast<int32_t>(labelValues[static_cast<std::size_t>(k)]) : int32_t(0);
    });
    return values;
}

}  // namespace segstudio::io
