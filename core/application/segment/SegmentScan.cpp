#include "application/segment/SegmentScan.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "application/segment/BundleFrame.h"
#include "common/Errors.h"
#include "common/system/SystemMemory.h"
#include "io/Instances.h"
#include "io/CasePreprocessing.h"
#include "io/PredictionMapping.h"
#include "io/Postprocessing.h"

namespace segstudio::application {

namespace {

// Seconds since `start`, and restarts it.
double lap(std::chrono::steady_clock::time_point& start)
{
    const auto now = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(now - start).count();
    start = now;
    return seconds;
}

}  // namespace

uint64_t segmentationMemoryEstimate(const engine::ModelInfo& info, const Geometry& scanGeometry, int channels,
                                    const SegmentOptions& options)
{
    double scan = 1, resampled = 1;
    for (int a = 0; a < 3; ++a) {
        const double size = static_cast<double>(scanGeometry.size[a]);
        scan *= size;
        resampled *= std::max(1.0, std::ceil(size * scanGeometry.spacing[a] / info.preprocessing.targetSpacingXyz[a]));
    }
    const double classes = std::max(1, info.classes);
    double bytes = resampled * channels * 4 * 2           // resampled image and its normalised copy
                   + resampled * classes * 4 * 3          // probabilities: ensemble sum, one member, window weights
                   + scan * (2 + 4 + 4);                  // labels, the running maximum, argmax scratch
    if (options.withProbabilities)
        bytes += scan * classes * 4;
    if (options.uncertainty)
        bytes += scan * 4 + resampled * 4;
    return static_cast<uint64_t>(bytes);
}

namespace {

bool onGpu(const ModelEnsemble& models) { return models.deviceName().rfind("cuda", 0) == 0; }

}  // namespace

bool mirroringByDefault(const ModelEnsemble& models, const Size3& networkGridSize)
{
    if (models.info().isMonaiBundle())
        return false;  // a bundle's inferer does not mirror
    if (onGpu(models))
        return true;
    const engine::Triple& patch = models.info().patchXyz;
    const double patchVoxels = static_cast<double>(patch[0]) * patch[1] * (models.info().network.dimensions == 2 ? 1 : patch[2]);
    const double voxels = static_cast<double>(networkGridSize[0]) * networkGridSize[1] * networkGridSize[2];
    return voxels <= kCpuMirroringPatches * patchVoxels;
}

std::string describeDefaultMirroring(const ModelEnsemble& models)
{
    if (models.info().isMonaiBundle())
        return "off, as the MONAI bundle's inferer";
    if (onGpu(models))
        return "on, the default on a GPU";
    return "on for scans of up to " + std::to_string(kCpuMirroringPatches) +
           " patches, off for larger ones, the default on a CPU";
}

UncertaintyMeasure defaultUncertaintyMeasure(const ModelEnsemble& models, const engine::PredictOptions& options)
{
    return models.canMeasureDisagreement(options) ? UncertaintyMeasure::Disagreement : UncertaintyMeasure::Entropy;
}


namespace {

// segmentScan's work after its checks, with `plan` for the model's own
// (a bundle's plan holds the scan's spacing where the bundle keeps it).
ScanSegmentation segmentOnPlan(ModelEnsemble& models, const PreprocessingPlan& plan, const std::vector<Volume>& images,
                               const std::string& caseId, const std::string& firstFile, const SegmentOptions& options,
                               const std::function<void(int, int)>& progress, const std::atomic<bool>* cancel)
{
    engine::ModelInfo info = models.info();
    info.preprocessing = plan;
    int channels = 0;
    for (const Volume& v : images)
        channels += v.components;
    const bool disagreement = options.uncertainty == UncertaintyMeasure::Disagreement;
    const uint64_t needed = segmentationMemoryEstimate(info, images.front().geometry, channels, options);
    const uint64_t available = availableMemoryBytes();
    if (needed > available)
        throw InputError(firstFile, "memory",
                         "segmenting it needs about " + formatBytes(static_cast<double>(needed)) + " (" +
                             std::to_string(info.classes) + " classes on " + formatSize(images.front().geometry.size) +
                             " voxels), " + formatBytes(static_cast<double>(available)) +
                             " are available now; close other programs or stop a training run" +
                             (options.withProbabilities ? ", or do without the probabilities" : "") +
                             ", or segment it on a machine with more memory");
    auto stage = std::chrono::steady_clock::now();
    const io::PreprocessedCase pre = io::preprocessCase(caseId, images, nullptr, plan, options.threads);
    ScanSegmentation result;
    result.seconds.preprocess = lap(stage);
    std::vector<float> disagreementMap;
    engine::PredictOptions predict = options.predict;
    if (options.autoMirroring)
        predict.mirroring = mirroringByDefault(models, pre.mapping.resampled.size);
    std::vector<float> probabilities =
        models.probabilities(pre.image, pre.channels, pre.mapping.resampled.size, predict, progress, cancel,
                             disagreement ? &disagreementMap : nullptr);
    if (probabilities.empty()) {
        result.cancelled = true;
        return result;
    }
    result.seconds.network = lap(stage);
    const bool entropy = options.uncertainty == UncertaintyMeasure::Entropy;
    io::SourcePrediction mapped = io::mapPredictionToSource(std::move(probabilities), pre.mapping, info.preprocessing,
                                                           options.withProbabilities, options.threads, entropy);
    result.labels = std::move(mapped.labels);
    result.seconds.mapBack = lap(stage);
    if (options.postprocess)
        io::keepLargestComponents(result.labels, info.keepLargestComponent);
    if (info.preprocessing.instances && options.instancesAsObjects)
        result.labels = io::instancesFromClasses(result.labels, options.threads);
    if (entropy)
        result.uncertainty = std::move(mapped.entropy);
    else if (disagreement)
        result.uncertainty = io::mapScalarToSource(disagreementMap, pre.mapping, 0.0f, options.threads);
    result.probabilities = std::move(mapped.probabilities);
    result.seconds.postprocess = lap(stage);
    return result;
}

}  // namespace

ScanSegmentation segmentScan(ModelEnsemble& models, const std::vector<Volume>& images, const std::string& caseId,
                             const std::string& firstFile, const SegmentOptions& options,
                             const std::function<void(int, int)>& progress, const std::atomic<bool>* cancel)
{
    const engine::ModelInfo& info = models.info();
    int channels = 0;
    for (const Volume& v : images)
        channels += v.components;
    if (images.empty() || channels != info.inputChannels)
        throw InputError(firstFile, "channels",
                         "has " + std::to_string(channels) + " channel(s); the model " + info.folder +
                             " takes " + std::to_string(info.inputChannels) + " (its input_channels)");
    // A 3D network's windows span several slices: a single-slice image has none to give.
    const engine::Triple& patch = info.patchXyz;
    if (info.network.dimensions == 3 && patch[2] > 1 && images.front().geometry.size[2] == 1)
        throw InputError(firstFile, "dimensions",
                         "is a 2D image; the model " + info.folder + " is a 3D network (its dimensions: 3, patch depth " +
                             std::to_string(patch[2]) + ")");
    const bool disagreement = options.uncertainty == UncertaintyMeasure::Disagreement;
    if (disagreement && !models.canMeasureDisagreement(options.predict))
        throw InputError(info.folder, "uncertainty",
                         "a disagreement needs test-time mirroring or an ensemble of several models; use the entropy");
    if (!info.isMonaiBundle())
        return segmentOnPlan(models, info.preprocessing, images, caseId, firstFile, options, progress, cancel);
    // A MONAI bundle: its transforms, the network on their result, and its
    // probabilities taken back as Invertd does (BundleFrame.h); the label
    // map, postprocessing and entropy on the scan's grid.
    auto stage = std::chrono::steady_clock::now();
    const BundleFrame frame = frameForBundle(info, images, firstFile, options.threads);
    const double framing = lap(stage);
    SegmentOptions onFrame = options;
    onFrame.withProbabilities = true;
    onFrame.postprocess = false;
    if (options.uncertainty == UncertaintyMeasure::Entropy)
        onFrame.uncertainty.reset();
    ScanSegmentation result = segmentOnPlan(models, frame.plan, frame.images, caseId, firstFile, onFrame, progress, cancel);
    if (result.cancelled)
        return result;
    result.seconds.preprocess += framing;
    stage = std::chrono::steady_clock::now();
    Volume probabilities = mapFromFrame(*result.probabilities, frame, options.threads);
    result.labels = labelsOfProbabilities(probabilities, info.preprocessing);
    result.seconds.mapBack += lap(stage);
    if (options.postprocess)
        io::keepLargestComponents(result.labels, info.keepLargestComponent);
    if (options.uncertainty == UncertaintyMeasure::Entropy) {
        Volume entropy = Volume::allocate(probabilities.geometry, ScalarType::Float32);
        const float* p = probabilities.data<float>();
        const int outputs = probabilities.components;
        for (int64_t v = 0; v < entropy.voxelCount(); ++v)
            entropy.data<float>()[v] = static_cast<float>(
                voxelUncertainty(p + v * outputs, outputs, 1, info.preprocessing.regionBased()));
        result.uncertainty = std::move(entropy);
    } else if (result.uncertainty) {
        result.uncertainty = mapFromFrame(*result.uncertainty, frame, options.threads);
    }
    result.probabilities.reset();
    if (options.withProbabilities)
        result.probabilities = std::move(probabilities);
    result.seconds.postprocess += lap(stage);
    return result;
}

}  // namespace segstudio::application
