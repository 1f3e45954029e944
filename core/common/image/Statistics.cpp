#include "common/image/Statistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "common/image/Volume.h"

namespace segstudio {

std::vector<double> sampledFiniteValues(const Volume& volume, int component, int64_t limit)
{
    const int64_t voxels = volume.voxelCount();
    const int64_t step = std::max<int64_t>(1, voxels / std::max<int64_t>(1, limit));
    std::vector<double> samples;
    samples.reserve(static_cast<std::size_t>(voxels / step + 1));
    for (int64_t i = 0; i < voxels; i += step) {
        const double x = volume.valueAsDouble(i * volume.components + component);
        if (std::isfinite(x))
            samples.push_back(x);
    }
    return samples;
}

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
