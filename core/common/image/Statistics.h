#pragma once
#include <cstdint>
#include <vector>

namespace segstudio {

struct Volume;

// The finite values of one component, every k-th voxel so that at most
// about `limit` are kept: for percentiles of large volumes.
std::vector<double> sampledFiniteValues(const Volume& volume, int component, int64_t limit);

// Percentile p in [0, 100] with linear interpolation between order statistics
// (numpy's default). Reorders `values`. Returns NaN for an empty vector.
double percentile(std::vector<double>& values, double p);
double median(std::vector<double> values);

struct MeanStd {
    double mean = 0, std = 0;
};
MeanStd meanAndStd(const std::vector<double>& values);

}  // namespace segstudio
