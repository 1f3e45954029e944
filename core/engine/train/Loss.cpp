#include "engine/train/Loss.h"


namespace segstudio::engine {

namespace F = torch::nn::functional;

namespace {

constexpr double kDiceSmooth = 1e-5;

std::vector<int64_t> reductionDims(const torch::Tensor& t)
{
    std::vector<int64_t> dims{0};  // the batch is pooled
    for (int64_t d = 2; d < t.dim(); ++d)
        dims.push_back(d);
    return dims;
}

// `annotated`: (B, 1, spatial...) float 0/1, or undefined (every voxel).
torch::Tensor softDice(torch::Tensor probabilities, torch::Tensor masks, const torch::Tensor& annotated,
                       const LossWeights& weights)
{
    if (annotated.defined()) {
        probabilities = probabilities * annotated;
        masks = masks * annotated;
    }
    const auto dims = reductionDims(probabilities);
    torch::Tensor intersection = (probabilities * masks).sum(dims);
    torch::Tensor denominator = probabilities.sum(dims) + masks.sum(dims);
    if (weights.sumOverProcesses) {
        const torch::Tensor pooled = weights.sumOverProcesses(torch::stack({intersection, denominator}));
        intersection = pooled[0];
        denominator = pooled[1];
    }
    return (2 * intersection + kDiceSmooth) / (denominator + kDiceSmooth).clamp_min(1e-8);
}

}  // namespace

torch::Tensor regionTargets(const torch::Tensor& target, const torch::Tensor& membership)
{
    // (B, spatial..., R) rows of the table, channels moved next to the batch.
    const torch::Tensor rows = membership.index_select(0, target.reshape({-1}));
    std::vector<int64_t> shape{target.size(0)};
    for (int64_t d = 2; d < target.dim(); ++d)
        shape.push_back(target.size(d));
    shape.push_back(membership.size(1));
    return rows.reshape(shape).movedim(-1, 1).contiguous();
}

torch::Tensor regionMembership(const PreprocessingPlan& plan, const torch::Device& device)
{
    if (!plan.regionBased())
        return {};
    torch::Tensor table = torch::zeros({plan.classCount(), plan.outputCount()}, torch::kFloat32);
    auto t = table.accessor<float, 2>();
    for (int k = 0; k < plan.classCount(); ++k)
        for (int r = 0; r < plan.outputCount(); ++r)
            t[k][r] = plan.regionHoldsClass(r, k) ? 1.0f : 0.0f;
    return table.to(device);
}

LabelEncoding labelEncoding(const PreprocessingPlan& plan, const torch::Device& device)
{
    return {regionMembership(plan, device), plan.ignoreLabelValue ? int64_t(plan.ignoreClass()) : int64_t(-1)};
}

torch::Tensor diceCrossEntropyLoss(const torch::Tensor& logits, const torch::Tensor& rawTarget, const LossWeights& weights)
{
    const torch::Tensor x = logits.to(torch::kFloat32);
    torch::Tensor loss = torch::zeros({}, x.options());
    // Unannotated voxels: masked out of both terms, and given class 0 so
    // the one-hot and region tables stay in range.
    torch::Tensor annotated, target = rawTarget;
    if (weights.ignoreClass >= 0) {
        const torch::Tensor ignored = rawTarget == weights.ignoreClass;
        annotated = (~ignored).to(torch::kFloat32);
        target = rawTarget.masked_fill(ignored, 0);
    }
    // Mean over annotated voxels of a per-voxel loss (B, C or 1, spatial...).
    const auto annotatedMean = [&](const torch::Tensor& perVoxel) {
        if (!annotated.defined())
            return perVoxel.mean();
        const double perAnnotated = static_cast<double>(perVoxel.size(1));
        return (perVoxel * annotated).sum() / (annotated.sum() * perAnnotated).clamp_min(1.0);
    };
    if (weights.regionMembership.defined()) {
        const torch::Tensor masks = regionTargets(target, weights.regionMembership);
        if (weights.crossEntropy > 0)
            loss = loss + weights.crossEntropy *
                              annotatedMean(F::binary_cross_entropy_with_logits(
                                  x, masks, F::BinaryCrossEntropyWithLogitsFuncOptions().reduction(torch::kNone)));
        if (weights.dice > 0)
            loss = loss + weights.dice * (1.0 - softDice(torch::sigmoid(x), masks, annotated, weights).mean());
        return loss;
    }
    if (weights.crossEntropy > 0)
        loss = loss + weights.crossEntropy *
                          annotatedMean(F::cross_entropy(x, target.squeeze(1), F::CrossEntropyFuncOptions().reduction(torch::kNone))
                                            .unsqueeze(1));
    if (weights.dice > 0) {
        const torch::Tensor probabilities = torch::softmax(x, 1);
        const torch::Tensor oneHot = torch::zeros_like(probabilities).scatter_(1, target, 1.0);
        const torch::Tensor dice = softDice(probabilities, oneHot, annotated, weights);
        const torch::Tensor foreground = x.size(1) > 1 ? dice.slice(0, 1) : dice;
        loss = loss + weights.dice * (1.0 - foreground.mean());
    }
    return loss;
}

torch::Tensor deepSupervisionLoss(const std::vector<torch::Tensor>& outputs, const torch::Tensor& target,
                                  const std::vector<double>& levelWeights, const LossWeights& weights)
{
    torch::Tensor total;
    const torch::Tensor targetFloat = outputs.size() > 1 ? target.to(torch::kFloat32) : torch::Tensor();
    for (std::size_t level = 0; level < outputs.size(); ++level) {
        const double w = level < levelWeights.size() ? levelWeights[level] : 0.0;
        if (w == 0.0)
            continue;
        torch::Tensor levelTarget = target;
        if (outputs[level].sizes().slice(2) != target.sizes().slice(2)) {
            const std::vector<int64_t> size(outputs[level].sizes().begin() + 2, outputs[level].sizes().end());
            levelTarget = F::interpolate(targetFloat, F::InterpolateFuncOptions().size(size).mode(torch::kNearest))
                              .to(torch::kLong);
        }
        const torch::Tensor term = w * diceCrossEntropyLoss(outputs[level], levelTarget, weights);
        total = total.defined() ? total + term : term;
    }
    return total;
}

OverlapCounts overlapCounts(const torch::Tensor& prediction, const torch::Tensor& truth, int classes)
{
    const torch::Tensor p = prediction.reshape({-1}).to(torch::kLong);
    const torch::Tensor t = truth.reshape({-1}).to(torch::kLong);
    const bool inRange = p.numel() == 0 || (p.min().item<int64_t>() >= 0 && p.max().item<int64_t>() < classes &&
                                            t.min().item<int64_t>() >= 0 && t.max().item<int64_t>() < classes);
    TORCH_CHECK(inRange, "overlapCounts: class values outside [0, ", classes, ")");
    const torch::Tensor confusion =
        torch::bincount(t * classes + p, {}, static_cast<int64_t>(classes) * classes).to(torch::kCPU).contiguous();
    return OverlapCounts::fromConfusion(confusion.data_ptr<int64_t>(), classes);
}

}  // namespace segstudio::engine
