#include "io/PredictionMapping.h"

#include <algorithm>
#include <cmath>

#include "common/Errors.h"
#include "common/system/ParallelFor.h"
#include "io/Resampling.h"
#include "io/SeparableResampling.h"

namespace segstudio::io {

namespace {

// The network's grid onto the cropped source grid by nnU-Net's rule: linear,
// or nearest along the coarse axis of anisotropic data (Resampling.h);
// without `separateCoarseAxis`, linear along every axis (MONAI's Invertd).
SliceResampler croppedSlices(const CaseMapping& m, bool separateCoarseAxis = true)
{
    const bool resample = m.resampled.size != m.cropped.size || needsResampling(m.resampled.spacing, m.cropped.spacing);
    if (!resample)
        return SliceResampler(m.cropped);
    if (!gridsShareAxes(m.resampled, m.cropped))
        throw InputError("prediction", "resampled_geometry",
                         "its direction differs from the scan's; preprocess the case again");
    std::array<AxisInterpolation, 3> kinds;
    kinds.fill(AxisInterpolation::Linear);
    const int axis = separateCoarseAxis ? separateResamplingAxis(m.resampled.spacing, m.cropped.spacing) : -1;
    if (axis >= 0)
        kinds[static_cast<std::size_t>(axis)] = AxisInterpolation::Nearest;
    return SliceResampler(m.resampled, m.cropped, kinds);
}

// task(first, last) for contiguous blocks of the cropped grid's slices, on
// up to `threads` workers (contiguous, so each worker's slice cache hits).
template <class Task>
void forSliceBlocks(int64_t slices, int threads, const Task& task)
{
    const int workers = std::max(1, threads);
    const auto blocks = static_cast<int>(std::min<int64_t>(slices, 4 * workers));
    parallelFor(blocks, workers, [&](int b) { task(slices * b / blocks, slices * (b + 1) / blocks); });
}

// Copies cropped-grid slice k into component `component` of a source-grid
// array with `components` interleaved components.
template <class T, class Value>
void pasteSlice(const Value* slice, const CaseMapping& m, int64_t k, T* destination, int components, int component)
{
    const Size3 cs = m.crop.size();
    std::size_t i = 0;
    for (int64_t y = 0; y < cs[1]; ++y) {
        const int64_t row = m.crop.lo[0] + m.source.size[0] * ((y + m.crop.lo[1]) + m.source.size[1] * (k + m.crop.lo[2]));
        for (int64_t x = 0; x < cs[0]; ++x, ++i)
            destination[(row + x) * components + component] = static_cast<T>(slice[i]);
    }
}

// `values`: `classes` planes of `plane` logits, turned into softmax probabilities in place.
void softmaxOverClasses(std::vector<float>& values, std::size_t plane, int classes)
{
    for (std::size_t i = 0; i < plane; ++i) {
        float top = values[i];
        for (int c = 1; c < classes; ++c)
            top = std::max(top, values[i + plane * static_cast<std::size_t>(c)]);
        double sum = 0;
        for (int c = 0; c < classes; ++c) {
            float& v = values[i + plane * static_cast<std::size_t>(c)];
            v = std::exp(v - top);
            sum += v;
        }
        for (int c = 0; c < classes; ++c)
            values[i + plane * static_cast<std::size_t>(c)] /= static_cast<float>(sum);
    }
}

}  // namespace

bool mapsBackLogits(const PreprocessingPlan& plan)
{
    return plan.imageInterpolation == ImageInterpolation::NnUNet && !plan.regionBased();
}

SourcePrediction mapPredictionToSource(std::vector<float> probabilities, const CaseMapping& m,
                                       const PreprocessingPlan& plan, bool withProbabilities, int threads,
                                       bool withEntropy)
{
    const int outputs = plan.outputCount();
    const auto voxels = static_cast<std::size_t>(m.resampled.voxelCount());
    if (probabilities.size() != voxels * static_cast<std::size_t>(outputs))
        throw InputError("prediction", "probabilities",
                         "holds " + std::to_string(probabilities.size()) + " values, expected " + std::to_string(outputs) +
                             " outputs x " + std::to_string(voxels) + " voxels");
    const SliceResampler slices = croppedSlices(m, !plan.monaiResampling);
    const auto plane = static_cast<std::size_t>(slices.sliceVoxels());
    // nnU-Net resamples logits, then takes the softmax: log-probabilities
    // differ from the logits by one value per voxel, which interpolation
    // keeps one value per voxel and the softmax removes.
    const bool logits = mapsBackLogits(plan);
    if (logits)
        for (float& p : probabilities)
            p = std::log(std::max(p, 1e-30f));

    SourcePrediction out;
    // The narrowest type that holds every label value (all >= 0, 0 first);
    // zero-filled: background outside the crop box.
    const int maxValue = *std::max_element(plan.labelValues.begin(), plan.labelValues.end());
    out.labels = Volume::allocate(m.source, maxValue <= 255     ? ScalarType::UInt8
                                            : maxValue <= 65535 ? ScalarType::UInt16
                                                                : ScalarType::Int32);
    if (withProbabilities) {
        out.probabilities = Volume::allocate(m.source, ScalarType::Float32, outputs);
        float* p = out.probabilities->data<float>();  // zero-filled
        if (!plan.regionBased())
            for (int64_t v = 0; v < m.source.voxelCount(); ++v)
                p[v * outputs] = 1.0f;  // background outside the crop box
    }
    if (withEntropy)
        out.entropy = Volume::allocate(m.source, ScalarType::Float32);  // zero-filled: certain background
    const float entropyNorm = plan.regionBased() ? static_cast<float>(outputs * std::log(2.0))
                                                 : static_cast<float>(std::log(std::max(2, outputs)));
    auto plogp = [](float q) { return q > 0 ? q * std::log(q) : 0.0f; };

    forSliceBlocks(m.cropped.size[2], threads, [&](int64_t first, int64_t last) {
        std::vector<SliceResampler::Cache> caches(static_cast<std::size_t>(outputs));
        std::vector<float> best(plane);
        std::vector<int16_t> bestClass(plane);
        std::vector<int32_t> values(plane);
        std::vector<float> entropySum(withEntropy ? plane : 0);  // -sum p log p (+ (1-p) log(1-p))
        // Logits: every class's slice, turned into probabilities once all are there.
        std::vector<float> logitSlices(logits && (withProbabilities || withEntropy) ? plane * outputs : 0);
        for (int64_t k = first; k < last; ++k) {
            std::fill(bestClass.begin(), bestClass.end(), int16_t(0));
            std::fill(entropySum.begin(), entropySum.end(), 0.0f);
            for (int c = 0; c < outputs; ++c) {
                const float* channel = slices.slice(probabilities.data() + static_cast<std::size_t>(c) * voxels, k,
                                                    caches[static_cast<std::size_t>(c)]);
                if (plan.regionBased()) {
                    const auto regionClass = static_cast<int16_t>(plan.classOfRegion(c));
                    for (std::size_t i = 0; i < plane; ++i)
                        if (channel[i] > 0.5f)
                            bestClass[i] = regionClass;
                } else if (c == 0) {
                    std::copy_n(channel, plane, best.begin());
                } else {
                    for (std::size_t i = 0; i < plane; ++i)
                        if (channel[i] > best[i]) {  // ties: the lower class
                            best[i] = channel[i];
                            bestClass[i] = static_cast<int16_t>(c);
                        }
                }
                if (!logitSlices.empty()) {
                    std::copy_n(channel, plane, logitSlices.begin() + static_cast<std::ptrdiff_t>(plane * c));
                    continue;
                }
                if (out.probabilities)
                    pasteSlice(channel, m, k, out.probabilities->data<float>(), outputs, c);
                for (std::size_t i = 0; i < entropySum.size(); ++i) {
                    const float q = std::clamp(channel[i], 0.0f, 1.0f);
                    entropySum[i] -= plogp(q) + (plan.regionBased() ? plogp(1 - q) : 0.0f);
                }
            }
            if (!logitSlices.empty()) {
                softmaxOverClasses(logitSlices, plane, outputs);
                for (int c = 0; c < outputs; ++c) {
                    const float* channel = logitSlices.data() + plane * static_cast<std::size_t>(c);
                    if (out.probabilities)
                        pasteSlice(channel, m, k, out.probabilities->data<float>(), outputs, c);
                    for (std::size_t i = 0; i < entropySum.size(); ++i)
                        entropySum[i] -= plogp(channel[i]);
                }
            }
            if (out.entropy) {
                for (float& h : entropySum)
                    h = std::clamp(h / entropyNorm, 0.0f, 1.0f);
                pasteSlice(entropySum.data(), m, k, out.entropy->data<float>(), 1, 0);
            }
            values = classesToLabelValues(bestClass, plan.labelValues);
            visitScalarType(out.labels.type, [&](auto zero) {
                pasteSlice(values.data(), m, k, out.labels.data<decltype(zero)>(), 1, 0);
            });
        }
    });
    return out;
}

Volume mapScalarToSource(const std::vector<float>& values, const CaseMapping& m, float outside, int threads)
{
    if (values.size() != static_cast<std::size_t>(m.resampled.voxelCount()))
        throw InputError("prediction", "uncertainty",
                         "holds " + std::to_string(values.size()) + " values, expected " +
                             std::to_string(m.resampled.voxelCount()) + " voxels");
    const SliceResampler slices = croppedSlices(m);
    Volume mapped = Volume::allocate(m.source, ScalarType::Float32);
    std::fill_n(mapped.data<float>(), m.source.voxelCount(), outside);
    forSliceBlocks(m.cropped.size[2], threads, [&](int64_t first, int64_t last) {
        SliceResampler::Cache cache;
        for (int64_t k = first; k < last; ++k)
            pasteSlice(slices.slice(values.data(), k, cache), m, k, mapped.data<float>(), 1, 0);
    });
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
