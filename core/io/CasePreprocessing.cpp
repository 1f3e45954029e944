#include "io/CasePreprocessing.h"

#include <algorithm>
#include <cmath>

#include "common/Errors.h"
#include "io/NnUNetResampling.h"
#include "io/Resampling.h"

namespace segstudio::io {

namespace {


template <class T> std::vector<T> cropValues(const std::vector<T>& values, const Size3& size, const CropBox& box)
{
    const Size3 out = box.size();
    std::vector<T> cropped(static_cast<std::size_t>(out[0] * out[1] * out[2]));
    std::size_t i = 0;
    for (int64_t z = box.lo[2]; z < box.hi[2]; ++z)
        for (int64_t y = box.lo[1]; y < box.hi[1]; ++y) {
            const auto row = values.begin() + (box.lo[0] + size[0] * (y + size[1] * z));
            std::copy(row, row + out[0], cropped.begin() + static_cast<long>(i));
            i += static_cast<std::size_t>(out[0]);
        }
    return cropped;
}

Geometry croppedGeometry(const Geometry& source, const CropBox& box)
{
    Geometry g = source;
    g.size = box.size();
    g.origin = source.indexToWorld({static_cast<double>(box.lo[0]), static_cast<double>(box.lo[1]),
                                    static_cast<double>(box.lo[2])});
    return g;
}

// Label values -> classes of the plan (the ignore label -> ignoreClass());
// an undeclared value is an InputError naming the case and the value.
std::vector<int16_t> labelClasses(const Volume& label, const PreprocessingPlan& plan, const std::string& caseId)
{
    const std::vector<int32_t> values = labelValuesAsInt32(label);
    std::vector<int> declared = plan.labelValues;
    if (plan.ignoreLabelValue)
        declared.push_back(*plan.ignoreLabelValue);
    constexpr int kLookupLimit = 65536;  // larger values: a binary search
    std::vector<int16_t> lookup;         // value -> class + 1 (0: undeclared), for values 0..max declared
    for (int value : declared)
        if (value >= 0 && value < kLookupLimit) {
            if (lookup.size() <= static_cast<std::size_t>(value))
                lookup.resize(static_cast<std::size_t>(value) + 1, 0);
            lookup[static_cast<std::size_t>(value)] = static_cast<int16_t>(plan.classOfValue(value) + 1);
        }
    std::vector<int16_t> classes(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        const int32_t v = values[i];
        const int16_t mapped = v >= 0 && static_cast<std::size_t>(v) < lookup.size() ? lookup[static_cast<std::size_t>(v)]
                               : v >= kLookupLimit                                 ? static_cast<int16_t>(plan.classOfValue(v) + 1)
                                                                                   : 0;
        if (mapped == 0) {
            std::string list;
            for (int d : declared)
                list += (list.empty() ? "" : ", ") + std::to_string(d);
            throw InputError(label.geometry.describe(), "labels",
                             caseId + " holds label value " + std::to_string(v) + ", which is not declared (" + list + ")");
        }
        classes[i] = static_cast<int16_t>(mapped - 1);
    }
    return classes;
}

void zScore(std::vector<float>& values, const std::vector<uint8_t>* mask)
{
    double sum = 0, squares = 0;
    int64_t count = 0;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (!mask || (*mask)[i]) {
            sum += values[i];
            ++count;
        }
    const double mean = count ? sum / static_cast<double>(count) : 0.0;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (!mask || (*mask)[i])
            squares += (values[i] - mean) * (values[i] - mean);
    const double scale = 1.0 / std::max(count ? std::sqrt(squares / static_cast<double>(count)) : 1.0, 1e-8);
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = (!mask || (*mask)[i]) ? static_cast<float>((values[i] - mean) * scale) : 0.0f;
}

void normalizeChannel(std::vector<float>& values, const ChannelNormalization& n, const std::vector<uint8_t>* mask)
{
    switch (n.scheme) {
    case NormalizationScheme::None:
        return;
    case NormalizationScheme::CTClipZScore: {
        const double scale = 1.0 / std::max(n.std, 1e-8);
        for (float& v : values)
            v = static_cast<float>((std::clamp<double>(v, n.clipLow, n.clipHigh) - n.mean) * scale);
        return;
    }
    case NormalizationScheme::ZScorePerImage:
        zScore(values, mask);
        return;
    case NormalizationScheme::RescaleToUnit: {
        if (values.empty())
            return;
        const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
        const double low = *lo, range = std::max(static_cast<double>(*hi) - low, 1e-8);
        for (float& v : values)
            v = static_cast<float>((v - low) / range);
        return;
    }
    case NormalizationScheme::RgbToUnit:
        for (float& v : values)
            v = std::clamp(v / 255.0f, 0.0f, 1.0f);
        return;
    }
}

// Voxels where any channel is non-zero, with the holes filled: zero voxels
// that no path of zero voxels (6-neighbours) joins to the grid border are
// inside the body (nnU-Net's create_nonzero_mask, binary_fill_holes). Only
// axes longer than one voxel have a border, so a 2D image fills its holes.
std::vector<uint8_t> nonZeroMask(const std::vector<std::vector<float>>& channels, const Size3& size)
{
    std::vector<uint8_t> mask(channels.front().size(), 0);
    for (const std::vector<float>& channel : channels)
        for (std::size_t i = 0; i < mask.size(); ++i)
            mask[i] |= channel[i] != 0.0f;
    constexpr uint8_t kOutside = 2;
    const int64_t stride[3] = {1, size[0], size[0] * size[1]};
    std::vector<int64_t> queue;
    auto reach = [&](int64_t i) {
        if (mask[static_cast<std::size_t>(i)] == 0) {
            mask[static_cast<std::size_t>(i)] = kOutside;
            queue.push_back(i);
        }
    };
    for (int64_t z = 0, i = 0; z < size[2]; ++z)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x, ++i) {
                const int64_t p[3] = {x, y, z};
                for (int axis = 0; axis < 3; ++axis)
                    if (size[axis] > 1 && (p[axis] == 0 || p[axis] == size[axis] - 1))
                        reach(i);
            }
    while (!queue.empty()) {
        const int64_t i = queue.back();
        queue.pop_back();
        int64_t rest = i;
        for (int axis = 0; axis < 3; ++axis) {
            const int64_t coordinate = rest % size[axis];
            rest /= size[axis];
            if (coordinate > 0)
                reach(i - stride[axis]);
            if (coordinate + 1 < size[axis])
                reach(i + stride[axis]);
        }
    }
    for (uint8_t& v : mask)
        v = v != kOutside;
    return mask;
}

}  // namespace

Geometry croppedSourceGeometry(const Geometry& source, const CropBox& box) { return croppedGeometry(source, box); }

void normalizeValues(std::vector<float>& values, const ChannelNormalization& normalization,
                     const std::vector<uint8_t>* mask)
{
    normalizeChannel(values, normalization, mask);
}

std::vector<std::vector<float>> splitChannels(const std::vector<Volume>& images)
{
    std::vector<std::vector<float>> channels;
    for (const Volume& image : images)
        for (int c = 0; c < image.components; ++c)
            channels.push_back(image.channelAsFloat(c));
    return channels;
}

std::vector<int32_t> labelValuesAsInt32(const Volume& label)
{
    std::vector<int32_t> out(static_cast<std::size_t>(label.voxelCount()));
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double v = label.valueAsDouble(static_cast<int64_t>(i) * label.components);
        out[i] = static_cast<int32_t>(std::clamp(std::round(v), double(INT32_MIN), double(INT32_MAX)));
    }
    return out;
}

CropBox nonZeroBoundingBox(const std::vector<Volume>& images)
{
    const Size3 size = images.front().geometry.size;
    CropBox box;
    box.lo = {size[0], size[1], size[2]};
    box.hi = {0, 0, 0};
    for (const Volume& image : images) {
        int64_t index = 0;
        for (int64_t z = 0; z < size[2]; ++z)
            for (int64_t y = 0; y < size[1]; ++y)
                for (int64_t x = 0; x < size[0]; ++x, ++index) {
                    bool nonZero = false;
                    for (int c = 0; c < image.components && !nonZero; ++c)
                        nonZero = image.valueAsDouble(index * image.components + c) != 0.0;
                    if (!nonZero)
                        continue;
                    const int64_t p[3] = {x, y, z};
                    for (int axis = 0; axis < 3; ++axis) {
                        box.lo[axis] = std::min(box.lo[axis], p[axis]);
                        box.hi[axis] = std::max(box.hi[axis], p[axis] + 1);
                    }
                }
    }
    if (box.hi[0] <= box.lo[0])
        return CropBox{{0, 0, 0}, {size[0], size[1], size[2]}};
    return box;
}

Json CaseMapping::toJson() const
{
    return {{"geometry", segstudio::toJson(source)},
            {"crop_lo_xyz", crop.lo},
            {"crop_hi_xyz", crop.hi},
            {"cropped_geometry", segstudio::toJson(cropped)},
            {"resampled_geometry", segstudio::toJson(resampled)},
            {"normalized_inside_mask_only", normalizedInsideMaskOnly}};
}

CaseMapping CaseMapping::fromJson(const Json& json, const std::string& file)
{
    try {
        CaseMapping m;
        m.source = geometryFromJson(json.at("geometry"));
        m.crop.lo = json.at("crop_lo_xyz").get<std::array<int64_t, 3>>();
        m.crop.hi = json.at("crop_hi_xyz").get<std::array<int64_t, 3>>();
        m.cropped = geometryFromJson(json.at("cropped_geometry"));
        m.resampled = geometryFromJson(json.at("resampled_geometry"));
        m.normalizedInsideMaskOnly = json.value("normalized_inside_mask_only", false);
        return m;
    } catch (const nlohmann::json::exception& error) {
        throw InputError(file, "source", std::string("malformed case mapping: ") + error.what());
    }
}

// nnU-Net's order (a pretrained model's plans): normalise on the cropped
// grid, then resize to nnU-Net's shape (NnUNetResampling.h); labels by
// nearest neighbour onto the same grid.
static PreprocessedCase finishAsNnUNet(PreprocessedCase out, std::vector<std::vector<float>> channels,
                                       const std::vector<int16_t>& labels, const std::vector<uint8_t>& mask,
                                       const PreprocessingPlan& plan, int threads)
{
    CaseMapping& m = out.mapping;
    Vec3 target = plan.targetSpacingXyz;
    if (plan.keepSourceSpacingZ)
        target[2] = m.cropped.spacing[2];
    const Size3 size = nnunetResampledSize(m.cropped.size, m.cropped.spacing, target);
    m.resampled = size == m.cropped.size ? m.cropped : nnunetResampledGrid(m.cropped, size);
    const int separate = separateResamplingAxis(m.cropped.spacing, target);
    for (std::size_t c = 0; c < channels.size(); ++c) {
        normalizeChannel(channels[c], plan.channels[c], mask.empty() ? nullptr : &mask);
        const std::vector<float> values = nnunetResize(channels[c], m.cropped.size, size, 3, separate, threads);
        out.image.insert(out.image.end(), values.begin(), values.end());
    }
    if (!labels.empty())
        out.label = size == m.cropped.size ? labels
                                           : resampleLabels(labels, m.cropped, m.resampled, LabelInterpolation::Nearest, threads);
    return out;
}

PreprocessedCase preprocessCase(const std::string& caseId, const std::vector<Volume>& images, const Volume* label,
                                const PreprocessingPlan& plan, int threads)
{
    PreprocessedCase out;
    out.caseId = caseId;
    std::vector<std::vector<float>> channels = splitChannels(images);
    out.channels = static_cast<int>(channels.size());
    if (out.channels != static_cast<int>(plan.channels.size()))
        throw InputError(images.front().geometry.describe(), "channels",
                         caseId + " has " + std::to_string(out.channels) + " channel(s), the plan expects " +
                             std::to_string(plan.channels.size()));
    CaseMapping& m = out.mapping;
    m.source = images.front().geometry;
    m.crop = plan.cropToNonZero ? nonZeroBoundingBox(images)
                                : CropBox{{0, 0, 0}, {m.source.size[0], m.source.size[1], m.source.size[2]}};
    m.cropped = croppedGeometry(m.source, m.crop);
    for (std::vector<float>& channel : channels)
        channel = cropValues(channel, m.source.size, m.crop);
    std::vector<int16_t> labels;
    if (label)
        labels = cropValues(labelClasses(*label, plan, caseId), m.source.size, m.crop);

    // Decided once for the dataset (PreprocessingPlan): the zero region
    // outside the body must not dilute the z-score statistics.
    m.normalizedInsideMaskOnly = plan.normalizeInsideNonZeroMask;
    const std::vector<uint8_t> mask =
        m.normalizedInsideMaskOnly ? nonZeroMask(channels, m.cropped.size) : std::vector<uint8_t>{};

    if (plan.imageInterpolation == ImageInterpolation::NnUNet)
        return finishAsNnUNet(std::move(out), std::move(channels), labels, mask, plan, threads);
    const bool resample = needsResampling(m.cropped.spacing, plan.targetSpacingXyz);
    m.resampled = resample ? resampledGrid(m.cropped, plan.targetSpacingXyz, plan.monaiResampling) : m.cropped;
    std::vector<uint8_t> resampledMask = mask;
    if (resample && !mask.empty()) {
        const std::vector<int16_t> maskLabels(mask.begin(), mask.end());
        const std::vector<int16_t> r = resampleLabels(maskLabels, m.cropped, m.resampled, LabelInterpolation::Nearest, threads);
        resampledMask.assign(r.begin(), r.end());
    }
    const auto voxels = static_cast<std::size_t>(m.resampled.voxelCount());
    out.image.reserve(voxels * channels.size());
    for (std::size_t c = 0; c < channels.size(); ++c) {
        std::vector<float> values =
            resample ? resampleIntensities(channels[c], m.cropped, m.resampled, plan.imageInterpolation, threads,
                                         !plan.monaiResampling)
                     : std::move(channels[c]);
        normalizeChannel(values, plan.channels[c], resampledMask.empty() ? nullptr : &resampledMask);
        out.image.insert(out.image.end(), values.begin(), values.end());
    }
    if (label)
        out.label = resample ? resampleLabels(labels, m.cropped, m.resampled, plan.labelInterpolation, threads)
                             : std::move(labels);
    return out;
}

}  // namespace segstudio::io
