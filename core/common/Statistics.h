#pragma once
#include <vector>

namespace segstudio {

// Percentile p in [0, 100] with linear interpolation between order statistics
// (numpy's default). Reorders `values`. Returns NaN for an empty vector.
double percentile(std::vector<double>& values, double p);
double median(std::vector<double> values);

struct MeanStd {
    double mean = 0, std = 0;
};
MeanStd meanAndStd(const std::vector<double>& values);

}  // namespace segstudio
