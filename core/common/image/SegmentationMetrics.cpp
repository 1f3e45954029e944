#include "common/image/SegmentationMetrics.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "common/image/Statistics.h"

namespace segstudio {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}

OverlapCounts OverlapCounts::fromConfusion(const int64_t* confusion, int classes)
{
    OverlapCounts counts;
    for (int k = 0; k < classes; ++k) {
        int64_t predicted = 0, actual = 0;
        for (int j = 0; j < classes; ++j) {
            predicted += confusion[j * classes + k];
            actual += confusion[k * classes + j];
        }
        const int64_t hit = confusion[k * classes + k];
        counts.truePositive.push_back(hit);
        counts.falsePositive.push_back(predicted - hit);
        counts.falseNegative.push_back(actual - hit);
    }
    return counts;
}

double diceScore(int64_t tp, int64_t fp, int64_t fn)
{
    const double denominator = 2.0 * static_cast<double>(tp) + static_cast<double>(fp) + static_cast<double>(fn);
    return denominator > 0 ? 2.0 * static_cast<double>(tp) / denominator : kNaN;
}

double iouScore(int64_t tp, int64_t fp, int64_t fn)
{
    const double denominator = static_cast<double>(tp) + static_cast<double>(fp) + static_cast<double>(fn);
    return denominator > 0 ? static_cast<double>(tp) / denominator : kNaN;
}

double diceScore(const OverlapCounts& c, int k)
{
    const auto i = static_cast<std::size_t>(k);
    return diceScore(c.truePositive[i], c.falsePositive[i], c.falseNegative[i]);
}

double iouScore(const OverlapCounts& c, int k)
{
    const auto i = static_cast<std::size_t>(k);
    return iouScore(c.truePositive[i], c.falsePositive[i], c.falseNegative[i]);
}

double meanIgnoringNaN(const std::vector<double>& values)
{
    double sum = 0;
    int n = 0;
    for (double v : values)
        if (!std::isnan(v)) {
            sum += v;
            ++n;
        }
    return n ? sum / n : kNaN;
}

double hausdorff95FromDistances(std::vector<double> predictionToReference, std::vector<double> referenceToPrediction)
{
    if (predictionToReference.empty() || referenceToPrediction.empty())
        return kNaN;
    return std::max(percentile(predictionToReference, 95.0), percentile(referenceToPrediction, 95.0));
}

double surfaceDiceFromDistances(const std::vector<double>& predictionToReference,
                                const std::vector<double>& referenceToPrediction, double toleranceMm)
{
    const std::size_t total = predictionToReference.size() + referenceToPrediction.size();
    if (total == 0)
        return kNaN;
    if (predictionToReference.empty() || referenceToPrediction.empty())
        return 0.0;
    auto within = [toleranceMm](double d) { return d <= toleranceMm; };
    const auto close = std::count_if(predictionToReference.begin(), predictionToReference.end(), within) +
                       std::count_if(referenceToPrediction.begin(), referenceToPrediction.end(), within);
    return static_cast<double>(close) / static_cast<double>(total);
}

}  // namespace segstudio
