#include "engine/evaluate/Validation.h"

#include <chrono>
#include <cmath>
#include <limits>

#include "engine/train/Loss.h"

namespace segstudio::engine {

namespace {

// One case's prediction as classes, its confidence, its loss, and per scored
// output (foreground class, or region) the overlap counts against the truth.
struct CaseOutcome {
    torch::Tensor classes, confidence;
    double loss = 0;
    std::vector<int64_t> tp, fp, fn;  // index: scored output
};

// Voxels an annotator labelled: all, or those whose truth is not the
// plan's ignore class (undefined tensor: all).
torch::Tensor annotatedVoxels(const torch::Tensor& truth, const PreprocessingPlan& plan)
{
    return plan.ignoreLabelValue ? truth != plan.ignoreClass() : torch::Tensor();
}

CaseOutcome scoreSoftmax(const torch::Tensor& probabilities, const torch::Tensor& truth, const PreprocessingPlan& plan)
{
    CaseOutcome o;
    std::tie(o.confidence, o.classes) = probabilities.max(0);
    const torch::Tensor annotated = annotatedVoxels(truth, plan);
    const torch::Tensor t = annotated.defined() ? truth.masked_select(annotated) : truth;
    const OverlapCounts counts =
        overlapCounts(annotated.defined() ? o.classes.masked_select(annotated) : o.classes, t, plan.classCount());
    o.tp.assign(counts.truePositive.begin() + 1, counts.truePositive.end());
    o.fp.assign(counts.falsePositive.begin() + 1, counts.falsePositive.end());
    o.fn.assign(counts.falseNegative.begin() + 1, counts.falseNegative.end());
    const torch::Tensor p = annotated.defined() ? probabilities.masked_select(annotated.unsqueeze(0)).reshape({plan.classCount(), -1})
                                                : probabilities.reshape({plan.classCount(), -1});
    o.loss = t.numel() ? -p.gather(0, t.reshape({1, -1})).clamp_min(1e-8).log().mean().item<double>() : 0.0;
    return o;
}

// Regions: a region is predicted where its sigmoid exceeds 0.5; the class map
// is rebuilt in the plan's regions_class_order (LabelRegions.h).
CaseOutcome scoreRegions(const torch::Tensor& probabilities, const torch::Tensor& truth, const PreprocessingPlan& plan)
{
    CaseOutcome o;
    const torch::Tensor membership = regionMembership(plan, probabilities.device());
    const torch::Tensor annotated = annotatedVoxels(truth, plan);
    const torch::Tensor classes = annotated.defined() ? truth.masked_fill(~annotated, 0) : truth;
    const torch::Tensor masks = regionTargets(classes.unsqueeze(0).unsqueeze(0), membership)[0].to(torch::kBool);
    // Counted where annotated: a prediction over unannotated voxels is neither right nor wrong.
    const torch::Tensor predicted = probabilities > 0.5;
    const torch::Tensor scoredPrediction = annotated.defined() ? predicted & annotated.unsqueeze(0) : predicted;
    o.classes = torch::zeros_like(truth);
    for (int r = 0; r < plan.outputCount(); ++r) {
        o.classes.masked_fill_(predicted[r], plan.classOfRegion(r));
        o.tp.push_back((scoredPrediction[r] & masks[r]).sum().item<int64_t>());
        o.fp.push_back((scoredPrediction[r] & ~masks[r]).sum().item<int64_t>());
        o.fn.push_back((~predicted[r] & masks[r]).sum().item<int64_t>());
    }
    o.confidence = std::get<0>(probabilities.max(0));
    const torch::Tensor bce = torch::nn::functional::binary_cross_entropy(
        probabilities.clamp(1e-7, 1 - 1e-7), masks.to(torch::kFloat32),
        torch::nn::functional::BinaryCrossEntropyFuncOptions().reduction(torch::kNone));
    o.loss = annotated.defined()
                 ? (bce * annotated.unsqueeze(0)).sum().item<double>() /
                       std::max(1.0, annotated.sum().item<double>() * static_cast<double>(plan.outputCount()))
                 : bce.mean().item<double>();
    return o;
}

}  // namespace

ValidationStats validateOnCases(UNet network, const CaseStore& store, const std::vector<std::string>& ids,
                                const std::vector<std::string>& classNames, const std::string& previewId,
                                SlidingWindowOptions options, const torch::Device& device,
                                const std::atomic<bool>& stop, const ValidationPredictionSink& sink,
                                const ValidationCollective& collective)
{
    const auto start = std::chrono::steady_clock::now();
    const PreprocessingPlan& plan = store.index().plan;
    options.sigmoid = plan.regionBased();
    ValidationStats v;
    v.classNames = classNames;
    // Per scored output, the scores of the cases.
    const std::size_t scored = static_cast<std::size_t>(plan.regionBased() ? plan.outputCount() : plan.classCount() - 1);
    std::vector<std::vector<double>> dice(scored), iou(scored);
    double lossSum = 0;
    for (const std::string& id : ids) {
        const StoredCase& c = store.byId(id);
        const torch::Tensor probabilities = slidingWindowProbabilities(network, c.image, device, options);
        const torch::Tensor truth = c.labels.to(torch::kLong);
        c.requireClassesBelow(store.cachedClassLimit(), truth.min().item<int>(), truth.max().item<int>());
        const CaseOutcome o = plan.regionBased() ? scoreRegions(probabilities, truth, plan)
                                                 : scoreSoftmax(probabilities, truth, plan);
        for (std::size_t k = 0; k < scored; ++k) {
            dice[k].push_back(diceScore(o.tp[k], o.fp[k], o.fn[k]));
            iou[k].push_back(iouScore(o.tp[k], o.fp[k], o.fn[k]));
        }
        lossSum += o.loss;
        if (id == previewId) {
            const torch::Tensor labels = o.classes.to(torch::kUInt8).contiguous();
            v.preview.caseId = id;
            v.preview.sizeXyz = c.sizeXyz;
            v.preview.labels.assign(labels.data_ptr<uint8_t>(), labels.data_ptr<uint8_t>() + labels.numel());
        }
        if (sink)
            sink(id, o.classes.to(torch::kCPU), o.confidence.to(torch::kCPU, torch::kFloat32));
        ++v.cases;
        if (stop.load())
            break;
    }
    // Per scored output: the sums and counts of the cases where it is defined
    // (meanIgnoringNaN's), then the loss sum and the case count.
    std::vector<double> totals;
    for (const std::vector<std::vector<double>>* scores : {&dice, &iou})
        for (std::size_t k = 0; k < scored; ++k) {
            double sum = 0, count = 0;
            for (double score : (*scores)[k])
                if (!std::isnan(score)) {
                    sum += score;
                    ++count;
                }
            totals.push_back(sum);
            totals.push_back(count);
        }
    totals.push_back(lossSum);
    totals.push_back(v.cases);
    if (collective)
        totals = collective(totals);
    const auto mean = [&](std::size_t at) {
        return totals[at + 1] > 0 ? totals[at] / totals[at + 1] : std::numeric_limits<double>::quiet_NaN();
    };
    for (std::size_t k = 0; k < scored; ++k) {
        v.dicePerClass.push_back(mean(2 * k));
        v.iouPerClass.push_back(mean(2 * (scored + k)));
    }
    lossSum = totals[4 * scored];
    v.cases = static_cast<int>(totals[4 * scored + 1]);
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
