#include "application/SegmentScan.h"

#include "common/Errors.h"
#include "io/CasePreprocessing.h"
#include "io/PredictionMapping.h"
#include "io/Postprocessing.h"

namespace segstudio::application {

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
    const io::PreprocessedCase pre = io::preprocessCase(caseId, images, nullptr, info.preprocessing, options.threads);
    ScanSegmentation result;
    const std::vector<float> probabilities =
        models.probabilities(pre.image, pre.channels, pre.mapping.resampled.size, options.predict, progress, cancel);
    if (probabilities.empty()) {
        result.cancelled = true;
        return result;
    }
    io::SourcePrediction mapped = io::mapPredictionToSource(probabilities, pre.mapping, info.preprocessing,
                                                           options.withProbabilities, options.threads);
    result.labels = std::move(mapped.labels);
    if (options.postprocess)
        io::keepLargestComponents(result.labels, info.keepLargestComponent);
    result.probabilities = std::move(mapped.probabilities);
    return result;
}

}  // namespace segstudio::application
