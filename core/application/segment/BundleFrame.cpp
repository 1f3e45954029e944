#include "application/segment/BundleFrame.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

#include "common/Errors.h"
#include "common/image/Reorientation.h"
#include "engine/infer/MonaiLoading.h"
#include "io/Resampling.h"
#include "io/blockwise/SlabPreprocessing.h"

namespace segstudio::application {

namespace {

Volume frameChannelVolume(const Geometry& grid, const std::vector<float>& values)
{
    Volume v = Volume::allocate(grid, ScalarType::Float32);
    std::copy(values.begin(), values.end(), v.data<float>());
    return v;
}

std::vector<float> frameChannelValues(const Volume& channel)
{
    const float* data = channel.data<float>();
    return std::vector<float>(data, data + channel.voxelCount());
}

// Calls copyRow(fullOffset, partOffset, rowVoxels) for every x-row of `box`
// in a grid of `full` size; offsets count voxels.
template <class CopyRow>
void forEachFrameBoxRow(const Size3& full, const io::CropBox& box, CopyRow copyRow)
{
    const Size3 part = box.size();
    for (int64_t k = 0; k < part[2]; ++k)
        for (int64_t j = 0; j < part[1]; ++j)
            copyRow(((box.lo[2] + k) * full[1] + box.lo[1] + j) * full[0] + box.lo[0], (k * part[1] + j) * part[0], part[0]);
}

Volume croppedToBox(const Volume& volume, const io::CropBox& box)
{
    Volume out = Volume::allocate(io::croppedSourceGeometry(volume.geometry, box), volume.type, volume.components);
    const std::size_t voxelBytes = scalarSize(volume.type) * static_cast<std::size_t>(volume.components);
    forEachFrameBoxRow(volume.geometry.size, box, [&](int64_t full, int64_t part, int64_t voxels) {
        std::memcpy(out.bytes.data() + static_cast<std::size_t>(part) * voxelBytes,
                    volume.bytes.data() + static_cast<std::size_t>(full) * voxelBytes,
                    static_cast<std::size_t>(voxels) * voxelBytes);
    });
    return out;
}

// `part` (on `box` of `full`) in a zero-filled `full` grid, as Invertd pads a crop.
Volume paddedWithZeros(const Volume& part, const Geometry& full, const io::CropBox& box)
{
    Volume out = Volume::allocate(full, part.type, part.components);
    const std::size_t voxelBytes = scalarSize(part.type) * static_cast<std::size_t>(part.components);
    forEachFrameBoxRow(full.size, box, [&](int64_t fullOffset, int64_t partOffset, int64_t voxels) {
        std::memcpy(out.bytes.data() + static_cast<std::size_t>(fullOffset) * voxelBytes,
                    part.bytes.data() + static_cast<std::size_t>(partOffset) * voxelBytes,
                    static_cast<std::size_t>(voxels) * voxelBytes);
    });
    return out;
}

// CropForegroundd's box: voxels where any channel is > 0, grown by the margin
// (voxels of this grid) and clipped to it; the whole grid without foreground.
io::CropBox bundleForegroundBox(const std::vector<Volume>& channels, const std::array<int64_t, 3>& margin)
{
    const Geometry& g = channels.front().geometry;
    io::CropBox box{{g.size[0], g.size[1], g.size[2]}, {0, 0, 0}};
    int64_t i = 0;
    for (int64_t z = 0; z < g.size[2]; ++z)
        for (int64_t y = 0; y < g.size[1]; ++y)
            for (int64_t x = 0; x < g.size[0]; ++x, ++i) {
                bool foreground = false;
                for (const Volume& channel : channels)
                    foreground = foreground || channel.data<float>()[i] > 0;
                if (!foreground)
                    continue;
                const int64_t at[3] = {x, y, z};
                for (std::size_t a = 0; a < 3; ++a) {
                    box.lo[a] = std::min(box.lo[a], at[a]);
                    box.hi[a] = std::max(box.hi[a], at[a] + 1);
                }
            }
    if (box.hi[0] == 0)
        return io::CropBox{{0, 0, 0}, {g.size[0], g.size[1], g.size[2]}};
    for (std::size_t a = 0; a < 3; ++a) {
        box.lo[a] = std::max<int64_t>(0, box.lo[a] - margin[a]);
        box.hi[a] = std::min<int64_t>(g.size[a], box.hi[a] + margin[a]);
    }
    return box;
}

// What LoadImaged gives: a PIL-read image's pixels on the identity affine
// (RAS: columns point R, rows A, which LPS writes as directions -x and -y).
Geometry loadedGrid(const Geometry& scan, bool pixelGrid)
{
    if (!pixelGrid)
        return scan;
    Geometry g = scan;
    g.spacing = {1, 1, 1};
    g.origin = {0, 0, 0};
    g.direction = {-1, 0, 0, 0, -1, 0, 0, 0, 1};
    return g;
}

// `map` on `after` (a Spacingd's output grid) back on `before` by nearest
// neighbour, every component: each voxel of `before` takes the voxel of
// `after` nearest its centre, clamped to the grid (MONAI's "border"). Both
// grids share their direction (Spacingd keeps it).
Volume nearestOnto(const Volume& map, const Geometry& after, const Geometry& before)
{
    std::array<std::vector<int64_t>, 3> source;  // per axis: the `after` index of each `before` index
    for (std::size_t a = 0; a < 3; ++a) {
        double offset = 0;  // `before`'s first centre in `after`'s index units along axis a
        for (std::size_t r = 0; r < 3; ++r)
            offset += after.direction[r * 3 + a] * (before.origin[r] - after.origin[r]);
        offset /= after.spacing[a];
        for (int64_t i = 0; i < before.size[a]; ++i) {
            const double at = offset + static_cast<double>(i) * before.spacing[a] / after.spacing[a];
            const auto nearest = static_cast<int64_t>(std::nearbyint(at));  // ties to even, as torch rounds
            source[a].push_back(std::clamp<int64_t>(nearest, 0, after.size[a] - 1));
        }
    }
    Volume out = Volume::allocate(before, map.type, map.components);
    const std::size_t voxelBytes = scalarSize(map.type) * static_cast<std::size_t>(map.components);
    std::size_t o = 0;
    for (int64_t z = 0; z < before.size[2]; ++z)
        for (int64_t y = 0; y < before.size[1]; ++y)
            for (int64_t x = 0; x < before.size[0]; ++x, o += voxelBytes) {
                const int64_t from = (source[2][z] * after.size[1] + source[1][y]) * after.size[0] + source[0][x];
                std::memcpy(out.bytes.data() + o, map.bytes.data() + static_cast<std::size_t>(from) * voxelBytes, voxelBytes);
            }
    return out;
}

// Orientationd's codes for reorientedTo: a 2D bundle's two letters and the
// slice's own normal, which must be S or I (MONAI's 2D affine keeps only
// the x and y rows of the scan's).
std::string orientationTarget(const std::string& axcodes, const Geometry& loaded, const std::string& scanFile)
{
    if (axcodes.size() != 2)
        return axcodes;
    const std::string own = loaded.orientationCode();
    if (own[2] != 'S' && own[2] != 'I')
        throw InputError(scanFile, "orientation",
                         "its axes point " + own + ": it is not an axial slice, and a 2D bundle's Orientationd (" +
                             axcodes + ") turns images in the R/L-A/P plane only");
    return axcodes + own[2];
}

}  // namespace

BundleFrame frameForBundle(const engine::ModelInfo& info, const std::vector<Volume>& images, const std::string& scanFile,
                           int threads)
{
    const engine::MonaiBundleSteps& steps = *info.monai;
    const PreprocessingPlan& plan = info.preprocessing;
    BundleFrame frame;
    frame.scan = images.front().geometry;
    const bool pixelGrid = engine::monaiReadsPixelGrid(steps.imageReader, scanFile);
    frame.loaded = loadedGrid(frame.scan, pixelGrid);
    const std::string target = steps.axcodes.empty() ? "" : orientationTarget(steps.axcodes, frame.loaded, scanFile);
    std::vector<Volume> channels;
    for (const Volume& image : images) {
        Volume onPixels;  // a copy only where the grid changes (a 2D image: small)
        if (pixelGrid) {
            onPixels = image;
            onPixels.geometry = frame.loaded;
        }
        const Volume& loaded = pixelGrid ? onPixels : image;
        const Volume oriented = target.empty() ? loaded : reorientedTo(loaded, target);
        for (int c = 0; c < oriented.components; ++c)
            channels.push_back(frameChannelVolume(oriented.geometry, oriented.channelAsFloat(c)));
    }
    frame.oriented = channels.front().geometry;
    for (const engine::MonaiStep step : steps.steps) {
        BundleStepDone done;
        done.step = step;
        done.before = channels.front().geometry;
        if (step == engine::MonaiStep::Spacing) {
            Vec3 target = done.before.spacing;
            for (std::size_t a = 0; a < 3; ++a)
                if (steps.resampledAxes[a])
                    target[a] = plan.targetSpacingXyz[a];
            if (io::needsResampling(done.before.spacing, target)) {
                const Geometry grid = io::resampledGrid(done.before, target, true);
                for (Volume& channel : channels)
                    channel = frameChannelVolume(grid, io::resampleIntensities(frameChannelValues(channel), done.before, grid,
                                                                        ImageInterpolation::Linear, threads, false));
            }
        } else if (step == engine::MonaiStep::Intensity) {
            for (std::size_t c = 0; c < channels.size(); ++c) {
                std::vector<float> values = frameChannelValues(channels[c]);
                std::vector<uint8_t> mask;  // NormalizeIntensityd(nonzero): the non-zero voxels only
                if (plan.normalizeInsideNonZeroMask)
                    for (float v : values)
                        mask.push_back(v != 0);
                io::normalizeValues(values, plan.channels[c], mask.empty() ? nullptr : &mask);
                channels[c] = frameChannelVolume(done.before, values);
            }
        } else {
            done.box = bundleForegroundBox(channels, steps.cropMarginVoxels);
            for (Volume& channel : channels)
                channel = croppedToBox(channel, done.box);
        }
        done.after = channels.front().geometry;
        frame.done.push_back(done);
    }
    frame.images = std::move(channels);
    frame.invertNearest = steps.invertNearest;
    frame.plan = plan;
    frame.plan.targetSpacingXyz = frame.images.front().geometry.spacing;
    frame.plan.cropToNonZero = false;
    frame.plan.normalizeInsideNonZeroMask = false;
    for (ChannelNormalization& channel : frame.plan.channels)
        channel.scheme = NormalizationScheme::None;
    return frame;
}

Volume mapFromFrame(const Volume& map, const BundleFrame& frame, int threads)
{
    Volume current = map;
    for (auto done = frame.done.rbegin(); done != frame.done.rend(); ++done) {
        if (done->step == engine::MonaiStep::CropForeground) {
            current = paddedWithZeros(current, done->before, done->box);
        } else if (done->step == engine::MonaiStep::Spacing && !geometryDifferences(done->before, done->after).empty() &&
                   frame.invertNearest) {
            current = nearestOnto(current, done->after, done->before);
        } else if (done->step == engine::MonaiStep::Spacing && !geometryDifferences(done->before, done->after).empty()) {
            Volume back = Volume::allocate(done->before, ScalarType::Float32, current.components);
            float* out = back.data<float>();
            for (int c = 0; c < current.components; ++c) {
                const std::vector<float> values = io::resampleIntensities(
                    current.channelAsFloat(c), done->after, done->before, ImageInterpolation::Linear, threads, false);
                for (std::size_t v = 0; v < values.size(); ++v)
                    out[v * static_cast<std::size_t>(current.components) + static_cast<std::size_t>(c)] = values[v];
            }
            current = std::move(back);
        }
        current.geometry = done->before;
    }
    if (!geometryDifferences(frame.oriented, frame.loaded).empty())
        current = reorientedBack(current, frame.loaded);
    current.geometry = frame.scan;
    return current;
}

Volume labelsOfProbabilities(const Volume& probabilities, const PreprocessingPlan& plan)
{
    Volume labels = Volume::allocate(probabilities.geometry, io::labelTypeFor(plan));
    const float* p = probabilities.data<float>();
    const int outputs = probabilities.components;
    visitScalarType(labels.type, [&](auto zero) {
        using T = decltype(zero);
        T* out = labels.data<T>();
        for (int64_t v = 0; v < labels.voxelCount(); ++v) {
            const float* voxel = p + v * outputs;
            int value = 0;
            if (plan.regionBased()) {
                for (int r = 0; r < outputs; ++r)
                    if (voxel[r] > 0.5f)
                        value = plan.regions.classOrder[static_cast<std::size_t>(r)];
            } else {
                const int best = static_cast<int>(std::max_element(voxel, voxel + outputs) - voxel);
                value = plan.labelValues[static_cast<std::size_t>(best)];
            }
            out[v] = static_cast<T>(value);
        }
        return 0;
    });
    return labels;
}

}  // namespace segstudio::application
