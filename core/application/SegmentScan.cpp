#include "application/SegmentScan.h"

#include "common/Errors.h"
#include "io/CasePreprocessing.h"
#include "io/PredictionMapping.h"
#include "io/Postprocessing.h"

namespace segstudio::application {

UncertaintyMeasure defaultUncertaintyMeasure(const ModelEnsemble& models, const engine::PredictOptions& options)
{
    return models.canMeasureDisagreement(options) ? UncertaintyMeasure::Disagreement : UncertaintyMeasure::Entropy;
}


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
                             " was trained on " + std::to_string(info.inputChannels));
    const bool disagreement = options.uncertainty == UncertaintyMeasure::Disagreement;
    if (disagreement && !models.canMeasureDisagreement(options.predict))
        throw InputError(info.folder, "uncertainty",
                         "a disagreement needs test-time mirroring or an ensemble of several models; use the entropy");
    const io::PreprocessedCase pre = io::preprocessCase(caseId, images, nullptr, info.preprocessing, options.threads);
    ScanSegmentation result;
    std::vector<float> disagreementMap;
    const std::vector<float> probabilities =
        models.probabilities(pre.image, pre.channels, pre.mapping.resampled.size, options.predict, progress, cancel,
                             disagreement ? &disagreementMap : nullptr);
    if (probabilities.empty()) {
        result.cancelled = true;
        return result;
    }
    const bool entropy = options.uncertainty == UncertaintyMeasure::Entropy;
    io::SourcePrediction mapped = io::mapPredictionToSource(probabilities, pre.mapping, info.preprocessing,
                                                           options.withProbabilities, options.threads, entropy);
    result.labels = std::move(mapped.labels);
    if (options.postprocess)
        io::keepLargestComponents(result.labels, info.keepLargestComponent);
    if (entropy)
        result.uncertainty = std::move(mapped.entropy);
    else if (disagreement)
        result.uncertainty = io::mapScalarToSource(disagreementMap, pre.mapping, 0.0f, options.threads);
    result.probabilities = std::move(mapped.probabilities);
    return result;
}

}  // namespace segstudio::application
