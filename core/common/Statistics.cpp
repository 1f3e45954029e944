#include "common/Statistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace segstudio {

double percentile(std::vector<double>& values, double p)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    const double rank = std::clamp(p, 0.0, 100.0) / 100.0 * static_cast<double>(values.size() - 1);
    const auto lower = static_cast<std::size_t>(std::floor(rank));
    const std::size_t upper = std::min(lower + 1, values.size() - 1);
    std::nth_element(values.begin(), values.begin() + static_cast<long>(lower), values.end());
    const double low = values[lower];
    if (upper == lower)
        return low;
    const double high = *std::min_element(values.begin() + static_cast<long>(lower) + 1, values.end());
    return low + (high - low) * (rank - static_cast<double>(lower));
}

double median(std::vector<double> values) { return percentile(values, 50.0); }

MeanStd meanAndStd(const std::vector<double>& values)
{
    MeanStd result;
    if (values.empty())
        return result;
    double sum = 0;
    for (double v : values)
        sum += v;
    result.mean = sum / static_cast<double>(values.size());
    double squares = 0;
    for (double v : values)
        squares += (v - result.mean) * (v - result.mean);
    result.std = std::sqrt(squares / static_cast<double>(values.size()));
    return result;
}

}  // namespace segstudio
