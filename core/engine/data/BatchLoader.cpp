#include "engine/data/BatchLoader.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>
#include <thread>

#include "common/Errors.h"

namespace segstudio::engine {

namespace {

constexpr double kPi = 3.14159265358979323846;
// nnU-Net's augmentation probabilities and ranges.
constexpr double kRotationProbability = 0.2, kScaleProbability = 0.2, kMirrorProbability = 0.5;
constexpr double kScaleMin = 0.7, kScaleMax = 1.4;
constexpr double kNoiseProbability = 0.1, kNoiseStdMax = 0.1;  // batchgenerators draws the std from U(0, 0.1)
constexpr double kBlurProbability = 0.2, kBlurSigmaMin = 0.5, kBlurSigmaMax = 1.0;
constexpr double kBrightnessProbability = 0.15, kContrastProbability = 0.15, kFactorMin = 0.75, kFactorMax = 1.25;
constexpr double kLowResolutionProbability = 0.25, kLowResolutionMin = 0.5;
constexpr double kGammaProbability = 0.3, kInvertedGammaProbability = 0.1, kGammaMin = 0.7, kGammaMax = 1.5;
constexpr double kPerChannelProbability = 0.5;  // blur and low resolution: p_per_channel

uint64_t mixSeed(uint64_t seed, int64_t batch)
{
    // splitmix64 of the pair: neighbouring batch numbers get unrelated streams.
    uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (static_cast<uint64_t>(batch) + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

double uniform(std::mt19937_64& rng, double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); }
bool chance(std::mt19937_64& rng, double p) { return uniform(rng, 0.0, 1.0) < p; }
int64_t randomIndex(std::mt19937_64& rng, int64_t count)
{
    return std::uniform_int_distribution<int64_t>(0, count - 1)(rng);
}

// Lower corner of the patch along one axis: around `centre`, inside the image
// when it is larger than the patch, centred (padded) when it is smaller.
int64_t patchStart(int64_t centre, int64_t patch, int64_t size)
{
    const int64_t lo = centre - patch / 2;
    if (size >= patch)
        return std::clamp<int64_t>(lo, 0, size - patch);
    return (size - patch) / 2;
}

std::array<int64_t, 3> chooseCentre(const StoredCase& c, bool foreground, std::mt19937_64& rng)
{
    if (foreground && !c.foregroundClasses.empty()) {
        const int label = c.foregroundClasses[static_cast<std::size_t>(randomIndex(rng, static_cast<int64_t>(c.foregroundClasses.size())))];
        std::size_t count = 0;
        const VoxelXyz* samples = c.samplesOf(label, &count);
        const VoxelXyz& v = samples[randomIndex(rng, static_cast<int64_t>(count))];
        return {v[0], v[1], v[2]};
    }
    return {randomIndex(rng, c.sizeXyz[0]), randomIndex(rng, c.sizeXyz[1]), randomIndex(rng, c.sizeXyz[2])};
}

// Copies the region starting at `start` (may lie partly outside the case) into
// `image` (C, Rz, Ry, Rx) and `labels` (Rz, Ry, Rx), leaving zeros outside.
void copyRegion(const StoredCase& c, const std::array<int64_t, 3>& start, const std::array<int64_t, 3>& region,
                float* image, uint8_t* labels)
{
    const int64_t channels = c.image.size(0);
    const Size3& size = c.sizeXyz;
    const int64_t x0 = std::max<int64_t>(0, start[0]), x1 = std::min<int64_t>(size[0], start[0] + region[0]);
    if (x1 <= x0)
        return;
    const float* source = c.image.data_ptr<float>();
    const bool narrowLabels = c.labels.defined() && c.labels.scalar_type() == torch::kUInt8;
    for (int64_t rz = 0; rz < region[2]; ++rz) {
        const int64_t z = start[2] + rz;
        if (z < 0 || z >= size[2])
            continue;
        for (int64_t ry = 0; ry < region[1]; ++ry) {
            const int64_t y = start[1] + ry;
            if (y < 0 || y >= size[1])
                continue;
            const int64_t sourceRow = size[0] * (y + size[1] * z);
            const int64_t targetRow = region[0] * (ry + region[1] * rz) + (x0 - start[0]);
            for (int64_t ch = 0; ch < channels; ++ch)
                std::memcpy(image + ch * region[0] * region[1] * region[2] + targetRow,
                            source + ch * size[0] * size[1] * size[2] + sourceRow + x0,
                            static_cast<std::size_t>(x1 - x0) * sizeof(float));
            if (!c.labels.defined())
                continue;
            if (narrowLabels) {
                std::memcpy(labels + targetRow, c.labels.data_ptr<uint8_t>() + sourceRow + x0, static_cast<std::size_t>(x1 - x0));
            } else {
                const int16_t* wide = c.labels.data_ptr<int16_t>() + sourceRow + x0;
                for (int64_t x = 0; x < x1 - x0; ++x)
                    labels[targetRow + x] = static_cast<uint8_t>(std::clamp<int16_t>(wide[x], 0, 255));
            }
        }
    }
}

// nnU-Net's BGContrast: below 1 or above 1 with equal chance, so a range
// like (0.75, 1.25) darkens and brightens equally often.
double belowOrAboveOne(std::mt19937_64& rng, double lo, double hi)
{
    if (lo < 1.0 && chance(rng, 0.5))
        return uniform(rng, lo, 1.0);
    return uniform(rng, std::max(lo, 1.0), hi);
}

// Writes one sample's parameters to p[0, augmentationParameterCount(channels)).
// Which transforms apply is drawn for the sample (nnU-Net's
// apply_probability); their strength, and for blur and low resolution
// whether they touch a channel at all (p_per_channel 0.5), for each channel.
void drawAugmentation(std::mt19937_64& rng, const SamplerSettings& s, int64_t channels, double* p)
{
    const AugmentationConfig& a = s.augmentation;
    std::fill(p, p + kSampleParameterCount, 0.0);
    p[kScale] = 1.0;
    const double maxAngle = (s.rotationAxis >= 0 ? a.inPlaneRotationDegrees : a.rotationDegrees) * kPi / 180.0;
    if (a.rotation && chance(rng, kRotationProbability)) {
        const int parameter[3] = {kRotateX, kRotateY, kRotateZ};
        for (int axis = 0; axis < 3; ++axis)
            p[parameter[axis]] = (s.rotationAxis >= 0 && axis != s.rotationAxis) ? 0.0 : uniform(rng, -maxAngle, maxAngle);
    }
    if (a.scaling && chance(rng, kScaleProbability))
        p[kScale] = uniform(rng, kScaleMin, kScaleMax);
    if (a.mirroring)
        for (int axis : {kFlipX, kFlipY, kFlipZ})
            p[axis] = (s.dimensions == 2 && axis == kFlipZ) ? 0.0 : (chance(rng, kMirrorProbability) ? 1.0 : 0.0);
    if (a.noise && chance(rng, kNoiseProbability))
        p[kNoiseStd] = uniform(rng, 0.0, kNoiseStdMax);

    const bool blur = a.blur && chance(rng, kBlurProbability);
    const bool brightness = a.brightness && chance(rng, kBrightnessProbability);
    const bool contrast = a.contrast && chance(rng, kContrastProbability);
    const bool lowResolution = a.lowResolution && chance(rng, kLowResolutionProbability);
    const bool invertedGamma = a.gamma && chance(rng, kInvertedGammaProbability);
    const bool gamma = a.gamma && chance(rng, kGammaProbability);
    const int spatialAxes = s.dimensions == 2 ? 2 : 3;
    for (int64_t c = 0; c < channels; ++c) {
        double* q = p + kSampleParameterCount + c * kChannelParameterCount;
        std::fill(q, q + kChannelParameterCount, 1.0);
        std::fill(q + kBlurSigmaX, q + kBlurSigmaZ + 1, 0.0);
        if (blur && chance(rng, kPerChannelProbability))
            for (int axis = 0; axis < spatialAxes; ++axis)  // each axis its own sigma (synchronize_axes=False)
                q[kBlurSigmaX + axis] = uniform(rng, kBlurSigmaMin, kBlurSigmaMax);
        if (brightness)
            q[kBrightness] = belowOrAboveOne(rng, kFactorMin, kFactorMax);
        if (contrast)
            q[kContrast] = belowOrAboveOne(rng, kFactorMin, kFactorMax);
        if (lowResolution && chance(rng, kPerChannelProbability)) {
            // One zoom for every axis but the one normal to the plane of 2D
            // and 2D-like data (nnU-Net's ignore_axes).
            const double zoom = uniform(rng, kLowResolutionMin, 1.0);
            for (int axis = 0; axis < spatialAxes; ++axis)
                if (axis != s.rotationAxis)
                    q[kLowResolutionX + axis] = zoom;
        }
        if (invertedGamma)
            q[kInvertedGamma] = belowOrAboveOne(rng, kGammaMin, kGammaMax);
        if (gamma)
            q[kGamma] = belowOrAboveOne(rng, kGammaMin, kGammaMax);
    }
}

}  // namespace

int64_t augmentationParameterCount(int64_t channels) { return kSampleParameterCount + channels * kChannelParameterCount; }

int64_t channelParameterColumn(int64_t channel, ChannelParameter parameter)
{
    return kSampleParameterCount + channel * kChannelParameterCount + parameter;
}

torch::Tensor neutralAugmentation(int64_t samples, int64_t channels)
{
    torch::Tensor p = torch::ones({samples, augmentationParameterCount(channels)}, torch::kFloat64);
    using torch::indexing::Slice;
    p.index_put_({Slice(), Slice(0, kSampleParameterCount)}, 0.0);
    p.index_put_({Slice(), kScale}, 1.0);
    for (int64_t c = 0; c < channels; ++c)
        p.index_put_({Slice(), Slice(channelParameterColumn(c, kBlurSigmaX), channelParameterColumn(c, kBlurSigmaZ) + 1)}, 0.0);
    return p;
}

Triple regionForAugmentation(const Triple& patch, int dimensions, const AugmentationConfig& a, int rotationAxis)
{
    double extent[3] = {static_cast<double>(patch[0]), static_cast<double>(patch[1]), static_cast<double>(patch[2])};
    const double degrees = rotationAxis >= 0 ? a.inPlaneRotationDegrees : a.rotationDegrees;
    if (a.rotation && degrees > 0) {
        const double largest = std::min(degrees, 180.0) * kPi / 180.0;
        // Bounding box of the u-v rectangle rotated by any angle up to the
        // largest: |cos| eu + |sin| ev along u, the largest over the range.
        auto rotate2 = [&](int u, int v) {
            const double eu = extent[u], ev = extent[v];
            constexpr int kSteps = 720;
            for (int step = 1; step <= kSteps; ++step) {
                const double angle = largest * step / kSteps;
                const double c = std::abs(std::cos(angle)), s = std::abs(std::sin(angle));
                extent[u] = std::max(extent[u], c * eu + s * ev);
                extent[v] = std::max(extent[v], s * eu + c * ev);
            }
        };
        if (dimensions == 2 || rotationAxis == 2)
            rotate2(0, 1);
        else if (rotationAxis == 1)
            rotate2(0, 2);
        else if (rotationAxis == 0)
            rotate2(1, 2);
        else {
            rotate2(0, 1);
            rotate2(1, 2);
            rotate2(0, 2);
        }
    }
    Triple region = patch;
    for (int axis = 0; axis < (dimensions == 2 ? 2 : 3); ++axis) {
        // Scales above 1 sample a larger area (zoom out): up to the largest.
        const double scaled = extent[axis] * (a.scaling ? kScaleMax : 1.0);
        int size = static_cast<int>(std::ceil(std::min(scaled, 2.0 * patch[axis])));
        if ((size - patch[axis]) % 2 != 0)
            ++size;  // an even margin keeps unaugmented patches on the voxel grid
        region[axis] = size;
    }
    if (dimensions == 2)
        region[2] = 1;
    return region;
}

SamplerSettings trainingSamplerSettings(const TrainingConfig& config, const Vec3& spacing, bool pinMemory)
{
    SamplerSettings s;
    s.dimensions = config.network.dimensions;
    s.patchXyz = config.patchSize;
    s.batchSize = config.batchSize;
    s.foregroundFraction = config.foregroundOversampling;
    s.augmentation = config.augmentation;
    s.rotationAxis = rotationAxisFor(s.dimensions, spacing);
    s.regionXyz = regionForAugmentation(s.patchXyz, s.dimensions, s.augmentation, s.rotationAxis);
    s.seed = config.seed;
    s.pinMemory = pinMemory;
    return s;
}

Batch sampleBatch(const CaseStore& store, const std::vector<std::size_t>& cases, const SamplerSettings& s,
                  int64_t batchIndex)
{
    const uint64_t batchSeed = mixSeed(s.seed, batchIndex);
    const int64_t B = s.batchSize, C = store.channels();
    const int64_t globalB = s.globalBatchSize > 0 ? s.globalBatchSize : B;
    if (s.firstSlot < 0 || s.firstSlot + B > globalB)
        throw std::logic_error("sampleBatch: slots outside the global batch");
    const std::array<int64_t, 3> region{s.regionXyz[0], s.regionXyz[1], s.dimensions == 2 ? 1 : s.regionXyz[2]};
    std::vector<int64_t> imageShape{B, C}, labelShape{B, 1};
    for (int64_t extent : s.dimensions == 2 ? std::vector<int64_t>{region[1], region[0]}
                                           : std::vector<int64_t>{region[2], region[1], region[0]}) {
        imageShape.push_back(extent);
        labelShape.push_back(extent);
    }
    Batch batch;
    batch.index = batchIndex;
    const auto pinned = torch::TensorOptions().pinned_memory(s.pinMemory);
    batch.image = torch::empty(imageShape, pinned.dtype(torch::kFloat32));
    batch.labels = torch::empty(labelShape, pinned.dtype(torch::kUInt8));
    const int64_t parameterCount = augmentationParameterCount(C);
    batch.augmentation = torch::empty({B, parameterCount}, torch::kFloat64);
    const int64_t regionVoxels = region[0] * region[1] * region[2];
    std::memset(batch.image.data_ptr(), 0, static_cast<std::size_t>(B * C * regionVoxels) * sizeof(float));
    std::memset(batch.labels.data_ptr(), 0, static_cast<std::size_t>(B * regionVoxels));
    // nnU-Net: the last third of every (global) batch is centred on foreground.
    const int64_t firstForeground =
        static_cast<int64_t>(std::llround(static_cast<double>(globalB) * (1.0 - s.foregroundFraction)));
    for (int64_t i = 0; i < B; ++i) {
        const int64_t slot = s.firstSlot + i;
        batch.sampleSeeds.push_back(mixSeed(batchSeed, slot));
        std::mt19937_64 rng(batch.sampleSeeds.back());
        const StoredCase& c = store.at(cases[static_cast<std::size_t>(randomIndex(rng, static_cast<int64_t>(cases.size())))]);
        const std::array<int64_t, 3> centre = chooseCentre(c, slot >= firstForeground, rng);
        std::array<int64_t, 3> start{};
        for (int axis = 0; axis < 3; ++axis) {
            if (s.dimensions == 2 && axis == 2) {
                start[2] = centre[2];  // the slice itself
                continue;
            }
            start[axis] = patchStart(centre[axis], s.patchXyz[axis], c.sizeXyz[axis]) - (region[axis] - s.patchXyz[axis]) / 2;
        }
        uint8_t* labels = batch.labels.data_ptr<uint8_t>() + i * regionVoxels;
        copyRegion(c, start, region, batch.image.data_ptr<float>() + i * C * regionVoxels, labels);
        c.requireClassesBelow(store.cachedClassLimit(), 0, *std::max_element(labels, labels + regionVoxels));
        drawAugmentation(rng, s, C, batch.augmentation.data_ptr<double>() + i * parameterCount);
        batch.caseIds.push_back(c.id);
    }
    return batch;
}

BatchLoader::BatchLoader(std::shared_ptr<const CaseStore> store, std::vector<std::size_t> cases, SamplerSettings settings,
                         int threads, int capacity, int64_t firstBatch)
    : m_store(std::move(store)), m_cases(std::move(cases)), m_settings(settings), m_capacity(std::max(1, capacity)),
      m_nextToClaim(firstBatch), m_nextToDeliver(firstBatch)
{
    if (m_cases.empty())
        throw InputError(m_store->index().folder, "cases", "no training cases in this fold");
    if (const char* delay = std::getenv("SEGSTUDIO_SIMULATE_SLOW_LOADER_MS"))
        m_simulatedDelayMs = std::max(0, std::atoi(delay));
    for (int t = 0; t < std::max(1, threads); ++t)
        m_threads.emplace_back(&BatchLoader::produce, this);
}

BatchLoader::~BatchLoader()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    for (std::thread& t : m_threads)
        t.join();
}

void BatchLoader::produce()
{
    while (true) {
        int64_t index = 0;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_changed.wait(lock, [&] { return m_stopping || m_nextToClaim - m_nextToDeliver < m_capacity; });
            if (m_stopping)
                return;
            index = m_nextToClaim++;
        }
        try {
            if (m_simulatedDelayMs > 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(m_simulatedDelayMs));
            Batch batch = sampleBatch(*m_store, m_cases, m_settings, index);
            std::lock_guard<std::mutex> lock(m_mutex);
            m_ready.emplace(index, std::move(batch));
        } catch (...) {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_error = std::current_exception();
            m_stopping = true;
        }
        m_changed.notify_all();
    }
}

Batch BatchLoader::next()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    m_changed.wait(lock, [&] { return m_error || m_ready.count(m_nextToDeliver); });
    if (m_error)
        std::rethrow_exception(m_error);
    Batch batch = std::move(m_ready.at(m_nextToDeliver));
    m_ready.erase(m_nextToDeliver++);
    lock.unlock();
    m_changed.notify_all();
    return batch;
}

}  // namespace segstudio::engine
