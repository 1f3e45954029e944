#include "engine/plan/ResEncPresets.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "engine/config/TrainingFields.h"
#include "engine/plan/Planner.h"

namespace segstudio::engine {

namespace {

constexpr int kBaseFeatures = 32, kMaxFeatures3D = 320, kMaxFeatures2D = 512;
constexpr int kMinFeatureMapEdge = 4;  // nnU-Net's UNet_featuremap_min_edge_length
constexpr int kReferenceBatch3D = 2, kReferenceBatch2D = 12;
constexpr double kMaxDatasetCovered = 1.0;  // M, L and XL: a batch may hold the whole dataset
const std::vector<int> kEncoderBlocks{1, 3, 4, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6};

// Python's round(): halves to even, as nnU-Net's patch and batch sizes
// round; whatever the process's floating-point rounding mode.
double roundHalfEven(double value)
{
    const double nearest = std::round(value);  // halves away from zero
    return std::fabs(value - std::trunc(value)) == 0.5 ? 2 * std::round(value / 2) : nearest;
}

// nnU-Net's axis order for x, y, z: (z, y, x) with the coarsest axis moved
// first (its transpose_forward); 2D: (y, x).
std::vector<int> nnUNetAxisOrder(const Vec3& spacingXyz, int dimensions)
{
    if (dimensions == 2)
        return {1, 0};
    std::vector<int> order{2, 1, 0};
    const auto coarsest = std::max_element(order.begin(), order.end(),
                                           [&](int a, int b) { return spacingXyz[a] < spacingXyz[b]; });
    std::rotate(order.begin(), coarsest, coarsest + 1);
    return order;
}

struct Topology {
    std::vector<std::vector<int>> strides;  // per stage, nnU-Net's axis order
    std::vector<std::vector<int>> kernels;
    std::vector<double> patch;              // rounded up to the divisor
    std::vector<int> divisor;               // 2^(pools per axis)
};

// nnU-Net's get_pool_and_conv_props (network_topology.py) with no cap on the pools.
Topology poolAndConvProperties(const std::vector<double>& spacing, const std::vector<double>& patch)
{
    const std::size_t n = spacing.size();
    std::vector<double> currentSpacing = spacing, size = patch;
    std::vector<int> pools(n, 0), kernel(n, 1);
    Topology t;
    t.strides.push_back(std::vector<int>(n, 1));
    for (;;) {
        std::vector<std::size_t> valid;
        for (std::size_t a = 0; a < n; ++a)
            if (size[a] >= 2 * kMinFeatureMapEdge)
                valid.push_back(a);
        if (valid.empty())
            break;
        double finestValid = 1e300;
        for (std::size_t a : valid)
            finestValid = std::min(finestValid, currentSpacing[a]);
        valid.erase(std::remove_if(valid.begin(), valid.end(),
                                   [&](std::size_t a) { return currentSpacing[a] / finestValid >= 2; }),
                    valid.end());
        if (valid.size() == 1 && size[valid[0]] < 3 * kMinFeatureMapEdge)
            break;
        if (valid.empty())
            break;
        const double finest = *std::min_element(currentSpacing.begin(), currentSpacing.end());
        for (std::size_t a = 0; a < n; ++a)
            if (kernel[a] != 3 && currentSpacing[a] / finest < 2)
                kernel[a] = 3;
        std::vector<int> stride(n, 1);
        for (std::size_t a : valid) {
            stride[a] = 2;
            ++pools[a];
            currentSpacing[a] *= 2;
            size[a] = std::ceil(size[a] / 2);
        }
        t.strides.push_back(stride);
        t.kernels.push_back(kernel);
    }
    t.kernels.push_back(std::vector<int>(n, 3));  // the bottleneck
    for (std::size_t a = 0; a < n; ++a) {
        t.divisor.push_back(1 << pools[a]);
        // pad_shape: up to the next multiple (a multiple stays), then truncated to int.
        const double rest = std::fmod(patch[a], t.divisor[a]);
        const double padded = patch[a] + t.divisor[a] - rest - (rest == 0 ? t.divisor[a] : 0);
        t.patch.push_back(std::trunc(padded));
    }
    return t;
}

Triple toXyz(const std::vector<int>& values, const std::vector<int>& order)
{
    Triple xyz{1, 1, 1};
    for (std::size_t i = 0; i < order.size(); ++i)
        xyz[order[i]] = values[i];
    return xyz;
}

NetworkConfig networkOf(const Topology& t, const std::vector<int>& order, int dimensions)
{
    NetworkConfig network;
    network.dimensions = dimensions;
    network.architecture = Architecture::ResidualEncoderUNet;
    network.baseFeatures = kBaseFeatures;
    network.maxFeatures = dimensions == 2 ? kMaxFeatures2D : kMaxFeatures3D;
    for (std::size_t s = 0; s < t.strides.size(); ++s) {
        network.strides.push_back(toXyz(t.strides[s], order));
        network.kernelSizes.push_back(toXyz(t.kernels[s], order));
    }
    const std::size_t stages = t.strides.size();
    network.encoderBlocks.assign(kEncoderBlocks.begin(), kEncoderBlocks.begin() + std::min(stages, kEncoderBlocks.size()));
    network.encoderBlocks.resize(stages, kEncoderBlocks.back());
    network.decoderConvs = 1;
    return network;
}

Triple patchOf(const std::vector<double>& patch, const std::vector<int>& order)
{
    std::vector<int> sizes;
    for (double p : patch)
        sizes.push_back(static_cast<int>(p));
    return toXyz(sizes, order);
}

double product(const Triple& t, int n)
{
    double p = 1;
    for (int a = 0; a < n; ++a)
        p *= t[a];
    return p;
}

}  // namespace

ResEncPresetValues resEncPresetValues(PlannerPreset preset)
{
    switch (preset) {
    case PlannerPreset::ResEncM: return {8, 680000000, 135000000};
    case PlannerPreset::ResEncL: return {24, 2100000000, 380000000};
    case PlannerPreset::ResEncXL: return {40, 3600000000, 560000000};
    case PlannerPreset::Default: break;
    }
    throw std::logic_error("resEncPresetValues: the default planner has no ResEnc values");
}

double resEncFeatureMapCount(const NetworkConfig& network, const Triple& patchXyz, int outputs, bool deepSupervision)
{
    const int n = network.dimensions == 2 ? 2 : 3;
    std::vector<Triple> sizes;  // each stage's output size
    Triple size = patchXyz;
    double count = network.featuresAt(0) * product(size, n);  // the stem
    int inFeatures = network.featuresAt(0);
    for (int s = 0; s < network.stages(); ++s) {
        Triple after = size;
        for (int a = 0; a < n; ++a)
            after[a] = size[a] / network.strides[s][a];
        const double f = network.featuresAt(s);
        const bool projected = inFeatures != network.featuresAt(s) || after != size;
        count += (projected ? 3 : 2) * f * product(after, n);  // two convs (and the shortcut) of the first block
        count += (network.blocksAt(s) - 1) * 2 * f * product(after, n);
        sizes.push_back(after);
        size = after;
        inFeatures = network.featuresAt(s);
    }
    for (int s = network.stages() - 2; s >= 0; --s) {
        const double voxels = product(sizes[static_cast<std::size_t>(s)], n);
        count += (network.decoderConvs + 1) * network.featuresAt(s) * voxels;  // convs and the transposed conv
        if (s == 0 || deepSupervision)
            count += outputs * voxels;  // the segmentation layer(s)
    }
    return count;
}

Vec3 resampledMedianShape(const DatasetFingerprint& fingerprint, const Vec3& spacingXyz)
{
    Vec3 median{1, 1, 1};
    if (fingerprint.cases.empty())
        return median;
    for (int a = 0; a < 3; ++a) {
        std::vector<double> sizes;
        for (const CaseFingerprint& c : fingerprint.cases)
            sizes.push_back(roundHalfEven(c.croppedSizeXyz[a] * c.spacingXyz[a] / spacingXyz[a]));
        std::sort(sizes.begin(), sizes.end());
        const std::size_t mid = sizes.size() / 2;
        median[a] = sizes.size() % 2 ? sizes[mid] : (sizes[mid - 1] + sizes[mid]) / 2;
    }
    return median;
}

ResEncPlan planResEnc(PlannerPreset preset, double gpuMemoryTargetGB, const Vec3& spacingXyz, const Vec3& medianShapeXyz,
                      int dimensions, int outputs, double datasetVoxels)
{
    const ResEncPresetValues values = resEncPresetValues(preset);
    const std::vector<int> order = nnUNetAxisOrder(spacingXyz, dimensions);
    const std::size_t n = order.size();
    std::vector<double> spacing, median;
    for (int axis : order) {
        spacing.push_back(spacingXyz[axis]);
        median.push_back(medianShapeXyz[axis]);
    }
    // The first patch: 1/spacing scaled to 256^3 (2048^2) voxels, clipped to the median.
    double inverseProduct = 1;
    for (double s : spacing)
        inverseProduct /= s;
    const double volume = n == 3 ? 256.0 * 256.0 * 256.0 : 2048.0 * 2048.0;
    const double scale = std::pow(volume / inverseProduct, 1.0 / static_cast<double>(n));
    std::vector<double> patch;
    for (std::size_t a = 0; a < n; ++a)
        patch.push_back(std::min(roundHalfEven(scale / spacing[a]), median[a]));

    ResEncPlan plan;
    plan.memoryTargetGB = gpuMemoryTargetGB > 0 ? gpuMemoryTargetGB : values.presetGB;
    plan.reference = (n == 3 ? values.reference3d : values.reference2d) * plan.memoryTargetGB / values.presetGB;
    Topology topology = poolAndConvProperties(spacing, patch);
    auto countOf = [&](const Topology& t) {
        return resEncFeatureMapCount(networkOf(t, order, dimensions), patchOf(t.patch, order), outputs);
    };
    plan.featureMaps = countOf(topology);
    // Far more rounds than any patch needs: each shrinks one axis by at least one voxel... or stops.
    for (int round = 0; round < 100000 && plan.featureMaps > plan.reference; ++round) {
        std::size_t axis = 0;  // the largest relative to the median; a tie goes to the later axis (np.argsort)
        for (std::size_t a = 1; a < n; ++a)
            if (topology.patch[a] / median[a] >= topology.patch[axis] / median[axis])
                axis = a;
        std::vector<double> smaller = topology.patch;
        smaller[axis] -= topology.divisor[axis];
        const int step = poolAndConvProperties(spacing, smaller).divisor[axis];
        if (topology.patch[axis] - step < 1)
            break;  // nothing left to shrink along the chosen axis
        smaller = topology.patch;
        smaller[axis] -= step;
        topology = poolAndConvProperties(spacing, smaller);
        plan.featureMaps = countOf(topology);
    }
    plan.network = networkOf(topology, order, dimensions);
    plan.patchXyz = patchOf(topology.patch, order);
    const int referenceBatch = n == 3 ? kReferenceBatch3D : kReferenceBatch2D;
    const double batch = roundHalfEven(plan.reference / plan.featureMaps * referenceBatch);
    const double datasetCap = roundHalfEven(datasetVoxels * kMaxDatasetCovered / product(plan.patchXyz, static_cast<int>(n)));
    plan.batchSize = static_cast<int>(std::max<double>(std::min(batch, datasetCap), kMinBatch));
    return plan;
}

void applyResEncPreset(TrainingConfig& c, const Vec3& spacingXyz, const DatasetFingerprint& fingerprint, int outputs,
                       std::vector<std::string>& lines)
{
    const int d = c.network.dimensions;
    const Vec3 median = resampledMedianShape(fingerprint, spacingXyz);
    // nnU-Net caps a 2D batch by the dataset's voxels too (all slices of the median case).
    const double medianVoxels = median[0] * median[1] * median[2];
    const ResEncPlan plan = planResEnc(c.planner, c.gpuMemoryTargetGB, spacingXyz, median, d, outputs,
                                       medianVoxels * static_cast<double>(fingerprint.cases.size()));
    const bool planShape = c.patchSize[0] <= 0 && c.network.strides.empty();
    if (planShape) {
        const bool checkpointing = c.network.activationCheckpointing;
        const bool deepSupervision = c.network.deepSupervision;
        c.network = plan.network;
        c.network.activationCheckpointing = checkpointing;
        c.network.deepSupervision = deepSupervision;
        c.patchSize = plan.patchXyz;
    } else {
        c.network.architecture = Architecture::ResidualEncoderUNet;
        c.network.decoderConvs = 1;
        if (c.network.baseFeatures <= 0)
            c.network.baseFeatures = plan.network.baseFeatures;
        if (c.network.maxFeatures <= 0)
            c.network.maxFeatures = plan.network.maxFeatures;
    }
    const int maxBatch = static_cast<int>(trainingField("batch_size").maximum);
    const bool batchSet = c.batchSize > 0;
    if (!batchSet)
        c.batchSize = std::min(plan.batchSize, maxBatch);
    char line[320];
    std::snprintf(line, sizeof line,
                  "planner %s (nnU-Net's ResEnc preset) for one GPU of %g GB: %s; feature maps %.3g of %.3g; "
                  "batch %d (round(reference / estimate x %d), at least 2)%s",
                  plannerPresetName(c.planner), plan.memoryTargetGB,
                  planShape ? ("patch " + tripleText(plan.patchXyz, d) + ", stages, kernels and features as nnU-Net "
                               "plans them").c_str()
                            : "the patch or strides you set are kept",
                  plan.featureMaps, plan.reference, plan.batchSize, d == 2 ? kReferenceBatch2D : kReferenceBatch3D,
                  batchSet                      ? ", the batch you set is kept"
                  : c.batchSize < plan.batchSize ? ", kept to SegStudio's largest batch"
                                                 : "");
    lines.push_back(line);
    lines.push_back("several GPUs: the plan is for one; each data-parallel process trains this batch "
                    "(global batch = batch x GPUs)");
}

}  // namespace segstudio::engine
