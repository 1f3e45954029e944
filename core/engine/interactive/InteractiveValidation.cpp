#include "engine/interactive/InteractiveValidation.h"

#include <chrono>
#include <cmath>
#include <limits>

#include "engine/interactive/ClickSimulation.h"
#include "engine/interactive/WindowedSegmentation.h"

namespace segstudio::engine {

std::vector<std::string> interactiveClassNames(const CacheIndex& index)
{
    const PreprocessingPlan& plan = index.plan;
    std::vector<std::string> names;
    for (int k = 1; k < plan.classCount(); ++k) {
        const auto name = index.labels.find(plan.labelValues[static_cast<std::size_t>(k)]);
        names.push_back(name != index.labels.end() ? name->second : std::to_string(plan.labelValues[k]));
    }
    return names;
}

int64_t interactiveIgnoreClass(const CacheIndex& index)
{
    return index.plan.ignoreLabelValue ? index.plan.ignoreClass() : -1;
}

// The mean over a curve's interactions of each one's IoU. For one pair of
// masks IoU = D / (2 - D); the mean of IoUs is not that of the mean Dice.
double meanIouOf(const InteractionCurve& curve)
{
    double sum = 0;
    for (const double dice : curve.dice)
        sum += dice / (2 - dice);
    return curve.dice.empty() ? 0.0 : sum / static_cast<double>(curve.dice.size());
}

ValidationStats validateInteractively(UNet network, const CaseStore& store, const std::vector<std::string>& ids,
                                      const std::vector<std::string>& classNames, const Triple& patchXyz,
                                      Precision precision, const torch::Device& device, int64_t ignoreClass,
                                      const std::atomic<bool>& stop)
{
    const auto start = std::chrono::steady_clock::now();
    const WindowNetwork window = windowNetworkOf(network);  // eval mode
    const std::size_t classes = classNames.size();
    std::vector<double> sum(classes, 0.0), iouSum(classes, 0.0);
    std::vector<int> scored(classes, 0);
    ValidationStats stats;
    const Vec3& spacing = store.index().plan.targetSpacingXyz;
    for (const std::string& id : ids) {
        const StoredCase& c = store.byId(id);
        const torch::Tensor image = c.image.to(device);
        const torch::Tensor labels = c.labels.to(torch::kCPU).to(torch::kInt16).contiguous();
        const MaskGrid grid{{c.sizeXyz[0], c.sizeXyz[1], c.sizeXyz[2]}, {spacing[0], spacing[1], spacing[2]}};
        const int16_t* values = labels.data_ptr<int16_t>();
        const std::size_t voxels = static_cast<std::size_t>(grid.voxels());
        std::vector<uint8_t> ignore;
        if (ignoreClass >= 0) {
            ignore.resize(voxels);
            for (std::size_t i = 0; i < voxels; ++i)
                ignore[i] = values[i] == ignoreClass;
        }
        for (std::size_t k = 0; k < classes; ++k) {
            std::vector<uint8_t> target(voxels);
            bool present = false;
            for (std::size_t i = 0; i < voxels; ++i)
                present |= (target[i] = values[i] == static_cast<int16_t>(k + 1)) != 0;
            if (!present)
                continue;
            std::vector<uint8_t> previous;
            const SegmentFunction segment = [&](const PromptSet& prompts, double& milliseconds) {
                InteractiveAnswer answer = segmentObject(window, image, patchXyz, precision, prompts, previous);
                milliseconds += answer.milliseconds;
                previous = std::move(answer.mask);
                return previous;
            };
            const InteractionCurve curve =
                runClickProtocol(segment, target, grid, kValidationCorrections, /*startWithBox=*/false, ignore);
            sum[k] += curve.areaUnderCurve();
            iouSum[k] += meanIouOf(curve);
            ++scored[k];
        }
        ++stats.cases;
        if (stop.load())
            break;
    }
    stats.classNames = classNames;
    stats.simulatedClicks = 1 + kValidationCorrections;
    double total = 0;
    int counted = 0;
    for (std::size_t k = 0; k < classes; ++k) {
        const double dice = scored[k] ? sum[k] / scored[k] : std::numeric_limits<double>::quiet_NaN();
        stats.dicePerClass.push_back(dice);
        stats.iouPerClass.push_back(scored[k] ? iouSum[k] / scored[k] : std::numeric_limits<double>::quiet_NaN());
        if (!std::isnan(dice)) {
            total += dice;
            ++counted;
        }
    }
    stats.meanDice = counted ? total / counted : 0.0;
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return stats;
}

}  // namespace segstudio::engine
