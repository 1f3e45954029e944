#include "engine/train/Validation.h"

#include <chrono>
#include <cmath>

#include "engine/train/Loss.h"

namespace segstudio::engine {

ValidationStats validateOnCases(UNet network, const CaseStore& store, const std::vector<std::string>& ids,
                                const std::vector<std::string>& classNames, const std::string& previewId,
                                const SlidingWindowOptions& options, const torch::Device& device,
                                const std::atomic<bool>& stop, const ValidationPredictionSink& sink)
{
    const auto start = std::chrono::steady_clock::now();
    const int classes = store.classes();
    ValidationStats v;
    v.classNames = classNames;
    // Per class, the scores of the cases.
    std::vector<std::vector<double>> dice(static_cast<std::size_t>(classes)), iou(static_cast<std::size_t>(classes));
    double lossSum = 0;
    for (const std::string& id : ids) {
        const StoredCase& c = store.byId(id);
        const torch::Tensor probabilities = slidingWindowProbabilities(network, c.image, device, options);
        const auto [confidence, prediction] = probabilities.max(0);
        const torch::Tensor truth = c.labels.to(torch::kLong);
        const OverlapCounts counts = overlapCounts(prediction, truth, classes);
        for (int k = 1; k < classes; ++k) {
            dice[static_cast<std::size_t>(k)].push_back(diceScore(counts, k));
            iou[static_cast<std::size_t>(k)].push_back(iouScore(counts, k));
        }
        const torch::Tensor chosen = probabilities.gather(0, truth.unsqueeze(0)).clamp_min(1e-8);
        lossSum += -chosen.log().mean().item<double>();
        if (id == previewId) {
            const torch::Tensor labels = prediction.to(torch::kUInt8).contiguous();
            v.preview.caseId = id;
            v.preview.sizeXyz = c.sizeXyz;
            v.preview.labels.assign(labels.data_ptr<uint8_t>(), labels.data_ptr<uint8_t>() + labels.numel());
        }
        if (sink)
            sink(id, prediction.to(torch::kCPU), confidence.to(torch::kCPU, torch::kFloat32));
        ++v.cases;
        if (stop.load())
            break;
    }
    for (int k = 1; k < classes; ++k) {
        v.dicePerClass.push_back(meanIgnoringNaN(dice[static_cast<std::size_t>(k)]));
        v.iouPerClass.push_back(meanIgnoringNaN(iou[static_cast<std::size_t>(k)]));
    }
    // A class no validation case holds or predicts carries no information.
    const double meanDice = meanIgnoringNaN(v.dicePerClass);
    v.meanDice = std::isnan(meanDice) ? 0.0 : meanDice;
    v.loss = v.cases ? lossSum / v.cases : 0.0;
    v.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return v;
}

void writeValidationPrediction(const std::string& path, const CachedCaseInfo& cachedCase, const torch::Tensor& classes,
                               const torch::Tensor& confidence)
{
    CachedCaseInfo info = cachedCase;
    info.channels = 1;
    const torch::Tensor c = classes.to(torch::kInt16).contiguous();
    const torch::Tensor p = confidence.to(torch::kFloat32).contiguous();
    writeCacheFile(path, info, std::vector<float>(p.data_ptr<float>(), p.data_ptr<float>() + p.numel()),
                   std::vector<int16_t>(c.data_ptr<int16_t>(), c.data_ptr<int16_t>() + c.numel()));
}

}  // namespace segstudio::engine
