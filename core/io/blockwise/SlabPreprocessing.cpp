#include "io/blockwise/SlabPreprocessing.h"

#include <algorithm>
#include <cmath>

#include "common/Errors.h"
#include "io/PredictionMapping.h"
#include "io/Resampling.h"

namespace segstudio::io {

namespace {

// Rows [first, end) of a grid (same x-y extent, spacing and direction).
Geometry rowsOfGrid(const Geometry& grid, int64_t first, int64_t end)
{
    Geometry g = grid;
    g.origin = grid.indexToWorld({0.0, 0.0, static_cast<double>(first)});
    g.size[2] = end - first;
    return g;
}

bool resamples(const SlabCase& c) { return needsResampling(c.mapping.cropped.spacing, c.mapping.resampled.spacing); }

// The z index in `to` of row `row` of `from` (grids of one direction).
double rowIn(const Geometry& from, const Geometry& to, double row)
{
    return to.worldToIndex(from.indexToWorld({0.0, 0.0, row}))[2];
}

// Rows [first, end) of `to` that interpolating rows [rowFirst, rowEnd) of
// `from` reads, with `margin` rows more on each side, within `to`.
std::pair<int64_t, int64_t> rowsNeeded(const Geometry& from, const Geometry& to, int64_t rowFirst, int64_t rowEnd,
                                       int64_t margin)
{
    const double a = rowIn(from, to, static_cast<double>(rowFirst));
    const double b = rowIn(from, to, static_cast<double>(rowEnd - 1));
    const auto lo = static_cast<int64_t>(std::floor(std::min(a, b))) - margin;
    const auto hi = static_cast<int64_t>(std::floor(std::max(a, b))) + 1 + margin;
    return {std::clamp<int64_t>(lo, 0, to.size[2]), std::clamp<int64_t>(hi, 0, to.size[2])};
}

bool needsStatistics(const PreprocessingPlan& plan)
{
    for (const ChannelNormalization& n : plan.channels)
        if (n.scheme == NormalizationScheme::ZScorePerImage || n.scheme == NormalizationScheme::RescaleToUnit)
            return true;
    return false;
}

// Network rows [first, end) before normalisation: each channel, and the
// body mask on the same rows when the plan normalises inside it.
struct ResampledRows {
    std::vector<std::vector<float>> channels;
    std::vector<uint8_t> mask;
};

ResampledRows resampledRows(ScanSlabReader& reader, const SlabCase& c, const PreprocessingPlan& plan, int64_t first,
                            int64_t end, int threads)
{
    const CaseMapping& m = c.mapping;
    const bool resample = resamples(c);
    const int64_t margin = plan.imageInterpolation == ImageInterpolation::BSpline ? 16 : 1;
    const auto [cropFirst, cropEnd] = resample ? rowsNeeded(m.resampled, m.cropped, first, end, margin)
                                               : std::pair<int64_t, int64_t>{first, end};
    const std::vector<float> rows = reader.rows(m.crop.lo[2] + cropFirst, m.crop.lo[2] + cropEnd);
    const Geometry& source = m.source;
    const Size3 cs{m.crop.hi[0] - m.crop.lo[0], m.crop.hi[1] - m.crop.lo[1], cropEnd - cropFirst};
    const int64_t channels = static_cast<int64_t>(rows.size()) / (source.size[0] * source.size[1] * cs[2]);
    ResampledRows out;
    for (int64_t ch = 0; ch < channels; ++ch) {  // crop x and y
        std::vector<float> cropped(static_cast<std::size_t>(cs[0] * cs[1] * cs[2]));
        std::size_t i = 0;
        for (int64_t z = 0; z < cs[2]; ++z)
            for (int64_t y = 0; y < cs[1]; ++y) {
                const auto row = rows.begin() + ((ch * cs[2] + z) * source.size[1] + y + m.crop.lo[1]) * source.size[0] +
                                 m.crop.lo[0];
                std::copy(row, row + cs[0], cropped.begin() + static_cast<long>(i));
                i += static_cast<std::size_t>(cs[0]);
            }
        out.channels.push_back(std::move(cropped));
    }
    const Geometry from = rowsOfGrid(m.cropped, cropFirst, cropEnd);
    const Geometry to = rowsOfGrid(m.resampled, first, end);
    if (m.normalizedInsideMaskOnly) {  // non-zero voxels and the scan's holes (BodyHoles.h)
        out.mask.assign(out.channels.front().size(), 0);
        for (const std::vector<float>& channel : out.channels)
            for (std::size_t i = 0; i < channel.size(); ++i)
                out.mask[i] |= channel[i] != 0.0f;
        c.holes.fill(cropFirst, cropEnd, m.cropped.size, out.mask);
        if (resample) {
            const std::vector<int16_t> asLabels(out.mask.begin(), out.mask.end());
            const std::vector<int16_t> r = resampleLabels(asLabels, from, to, LabelInterpolation::Nearest, threads);
            out.mask.assign(r.begin(), r.end());
        }
    }
    if (resample)
        for (std::vector<float>& channel : out.channels)
            channel = resampleIntensities(channel, from, to, plan.imageInterpolation, threads, !plan.monaiResampling);
    return out;
}

}  // namespace

Json SlabCase::toJson() const
{
    Json stats = Json::array();
    for (const Statistics& s : channels)
        stats.push_back({{"mean", s.mean}, {"scale", s.scale}, {"low", s.low}, {"range", s.range}});
    return {{"mapping", mapping.toJson()}, {"channels", stats}, {"body_holes", holes.toJson()}};
}

SlabCase SlabCase::fromJson(const Json& json, const std::string& file)
{
    SlabCase c;
    try {
        c.mapping = CaseMapping::fromJson(json.at("mapping"), file);
        for (const Json& s : json.at("channels"))
            c.channels.push_back({s.at("mean").get<double>(), s.at("scale").get<double>(), s.at("low").get<double>(),
                                  s.at("range").get<double>()});
        if (c.mapping.normalizedInsideMaskOnly)  // records before the holes were kept are planned afresh
            c.holes = BodyHoles::fromJson(json.at("body_holes"), file);
    } catch (const nlohmann::json::exception& error) {
        throw InputError(file, "case", std::string("malformed: ") + error.what());
    }
    return c;
}

std::optional<SlabCase> planSlabCase(ScanSlabReader& reader, const PreprocessingPlan& plan, int64_t readRows,
                                     int threads, const std::function<bool()>& cancelled)
{
    const Geometry& source = reader.header().geometry;
    const int channels = reader.header().components;
    if (channels != static_cast<int>(plan.channels.size()))
        throw InputError(reader.header().path, "channels",
                         "has " + std::to_string(channels) + " channel(s), the plan expects " +
                             std::to_string(plan.channels.size()));
    readRows = std::max<int64_t>(1, readRows);
    SlabCase c;
    CaseMapping& m = c.mapping;
    m.source = source;
    m.crop = CropBox{{0, 0, 0}, {source.size[0], source.size[1], source.size[2]}};
    if (plan.cropToNonZero) {  // nonZeroBoundingBox, row block by row block
        CropBox box{{source.size[0], source.size[1], source.size[2]}, {0, 0, 0}};
        const int64_t rowVoxels = source.size[0] * source.size[1];
        for (int64_t first = 0; first < source.size[2]; first += readRows) {
            if (cancelled && cancelled())
                return std::nullopt;
            const int64_t end = std::min(source.size[2], first + readRows);
            const std::vector<float> rows = reader.rows(first, end);
            const int64_t voxels = (end - first) * rowVoxels;
            for (int64_t ch = 0; ch < channels; ++ch)
                for (int64_t v = 0; v < voxels; ++v) {
                    if (rows[static_cast<std::size_t>(ch * voxels + v)] == 0.0f)
                        continue;
                    const int64_t p[3] = {v % source.size[0], (v / source.size[0]) % source.size[1], first + v / rowVoxels};
                    for (int axis = 0; axis < 3; ++axis) {
                        box.lo[axis] = std::min(box.lo[axis], p[axis]);
                        box.hi[axis] = std::max(box.hi[axis], p[axis] + 1);
                    }
                }
        }
        if (box.hi[0] > box.lo[0])
            m.crop = box;
    }
    m.cropped = croppedSourceGeometry(source, m.crop);
    if (plan.imageInterpolation == ImageInterpolation::NnUNet)
        throw InputError(source.describe(), "memory",
                         "a pretrained nnU-Net model segments a scan whole, in memory, as nnU-Net does; this scan "
                         "needs the block-wise path, which does not yet resample as nnU-Net: segment it on a "
                         "machine with more memory");
    m.normalizedInsideMaskOnly = plan.normalizeInsideNonZeroMask;
    if (m.normalizedInsideMaskOnly) {
        std::optional<BodyHoles> holes = findBodyHoles(reader, m, readRows, cancelled);
        if (!holes)
            return std::nullopt;
        c.holes = std::move(*holes);
    }
    m.resampled = needsResampling(m.cropped.spacing, plan.targetSpacingXyz) ? resampledGrid(m.cropped, plan.targetSpacingXyz, plan.monaiResampling)
                                                                            : m.cropped;
    c.channels.assign(static_cast<std::size_t>(channels), {});
    if (!needsStatistics(plan))
        return c;
    // Sums in voxel order, as preprocessCase's z-score sums: first the mean, then the squares around it.
    std::vector<double> sum(c.channels.size(), 0.0), squares(c.channels.size(), 0.0);
    std::vector<float> low(c.channels.size(), INFINITY), high(c.channels.size(), -INFINITY);
    int64_t count = 0;
    const int64_t netRows = rowsOfAbout32MiB(m.resampled, channels);
    for (int pass = 0; pass < 2; ++pass) {
        count = 0;
        for (int64_t first = 0; first < m.resampled.size[2]; first += netRows) {
            if (cancelled && cancelled())
                return std::nullopt;
            const ResampledRows rows =
                resampledRows(reader, c, plan, first, std::min(m.resampled.size[2], first + netRows), threads);
            for (std::size_t ch = 0; ch < rows.channels.size(); ++ch) {
                const std::vector<float>& v = rows.channels[ch];
                int64_t n = 0;
                for (std::size_t i = 0; i < v.size(); ++i) {
                    if (!rows.mask.empty() && !rows.mask[i])
                        continue;
                    ++n;
                    if (pass == 0)
                        sum[ch] += v[i];
                    else
                        squares[ch] += (v[i] - c.channels[ch].mean) * (v[i] - c.channels[ch].mean);
                }
                if (pass == 0)
                    for (float value : v) {
                        low[ch] = std::min(low[ch], value);
                        high[ch] = std::max(high[ch], value);
                    }
                if (ch == 0)
                    count += n;
            }
        }
        for (std::size_t ch = 0; ch < c.channels.size(); ++ch) {
            SlabCase::Statistics& s = c.channels[ch];
            if (pass == 0) {
                s.mean = count ? sum[ch] / static_cast<double>(count) : 0.0;
                s.low = low[ch];
                s.range = std::max(static_cast<double>(high[ch]) - s.low, 1e-8);
            } else {
                s.scale = 1.0 / std::max(count ? std::sqrt(squares[ch] / static_cast<double>(count)) : 1.0, 1e-8);
            }
        }
    }
    return c;
}

std::vector<float> preprocessedRows(ScanSlabReader& reader, const SlabCase& c, const PreprocessingPlan& plan,
                                    int64_t first, int64_t end, int threads)
{
    ResampledRows rows = resampledRows(reader, c, plan, first, end, threads);
    std::vector<float> out;
    for (std::size_t ch = 0; ch < rows.channels.size(); ++ch) {
        std::vector<float>& v = rows.channels[ch];
        const ChannelNormalization& n = plan.channels[ch];
        const SlabCase::Statistics& s = c.channels[ch];
        if (n.scheme == NormalizationScheme::ZScorePerImage) {
            for (std::size_t i = 0; i < v.size(); ++i)
                v[i] = (rows.mask.empty() || rows.mask[i]) ? static_cast<float>((v[i] - s.mean) * s.scale) : 0.0f;
        } else if (n.scheme == NormalizationScheme::RescaleToUnit) {
            for (float& value : v)
                value = static_cast<float>((value - s.low) / s.range);
        } else {
            normalizeValues(v, n, nullptr);
        }
        out.insert(out.end(), v.begin(), v.end());
    }
    return out;
}

int64_t rowsOfAbout32MiB(const Geometry& grid, int64_t channels)
{
    constexpr int64_t kBlockBytes = int64_t(32) << 20;
    return std::clamp<int64_t>(kBlockBytes / std::max<int64_t>(1, 4 * channels * grid.size[0] * grid.size[1]), 1,
                               grid.size[2]);
}

std::pair<int64_t, int64_t> networkRowsFor(const SlabCase& c, int64_t first, int64_t end)
{
    const CropBox& crop = c.mapping.crop;
    const int64_t cropFirst = std::max(first, crop.lo[2]) - crop.lo[2], cropEnd = std::min(end, crop.hi[2]) - crop.lo[2];
    if (cropEnd <= cropFirst)
        return {0, 0};
    if (!resamples(c))
        return {cropFirst, cropEnd};
    return rowsNeeded(c.mapping.cropped, c.mapping.resampled, cropFirst, cropEnd, 1);
}

ScalarType labelTypeFor(const PreprocessingPlan& plan)
{
    const int maxValue = *std::max_element(plan.labelValues.begin(), plan.labelValues.end());
    return maxValue <= 255 ? ScalarType::UInt8 : maxValue <= 65535 ? ScalarType::UInt16 : ScalarType::Int32;
}

SourcePrediction sourceRows(const SlabCase& c, const PreprocessingPlan& plan, const std::vector<float>& probabilities,
                            std::pair<int64_t, int64_t> networkRows, int64_t first, int64_t end, int threads,
                            bool withEntropy)
{
    const CaseMapping& m = c.mapping;
    const CropBox& crop = m.crop;
    const int64_t cropFirst = std::max(first, crop.lo[2]), cropEnd = std::min(end, crop.hi[2]);
    if (cropEnd <= cropFirst) {  // outside the crop box: certain background
        SourcePrediction background;
        background.labels = Volume::allocate(rowsOfGrid(m.source, first, end), labelTypeFor(plan));
        if (withEntropy)
            background.entropy = Volume::allocate(rowsOfGrid(m.source, first, end), ScalarType::Float32);
        return background;
    }
    CaseMapping rows;
    rows.source = rowsOfGrid(m.source, first, end);
    rows.crop = CropBox{{crop.lo[0], crop.lo[1], cropFirst - first}, {crop.hi[0], crop.hi[1], cropEnd - first}};
    rows.cropped = rowsOfGrid(m.cropped, cropFirst - crop.lo[2], cropEnd - crop.lo[2]);
    rows.resampled = rowsOfGrid(m.resampled, networkRows.first, networkRows.second);
    if (!resamples(c))
        rows.resampled = rows.cropped;  // the same grid: no interpolation
    return mapPredictionToSource(probabilities, rows, plan, false, threads, withEntropy);
}

}  // namespace segstudio::io
