#pragma once
// Resampling between voxel grids, for preprocessing (to the target spacing)
// and for mapping predictions back to the source scan. Values are x-fastest
// arrays of the grids' voxel counts. Linear and nearest-neighbour between
// grids with the same axes run axis by axis (SeparableResampling.h); B-spline
// and grids with different axes use ITK's ResampleImageFilter. Both give
// what ITK's filter gives (0 outside the source).
#include <cstdint>
#include <vector>

#include "common/image/Geometry.h"
#include "common/formats/PreprocessingPlan.h"

namespace segstudio::io {

// The grid covering the same physical extent as `source` with the given
// spacing (size rounded, at least 1 voxel per axis; same direction; origin
// shifted so the outer voxel edges line up). With monaiResampling
// (PreprocessingPlan::monaiResampling, MONAI's Spacingd): the same origin, and the span of
// the voxel centres divided by the spacing, rounded, plus one voxel.
Geometry resampledGrid(const Geometry& source, const Vec3& spacingXyz, bool monaiResampling = false);

// True when the spacings differ by more than 1e-4 relative on some axis.
bool needsResampling(const Vec3& fromSpacing, const Vec3& toSpacing);

// nnU-Net's rule for anisotropic data: when the source (or else the target)
// spacing's coarsest axis is more than 3x its finest, that axis is resampled
// separately, nearest neighbour, after the in-plane axes are interpolated
// (so thick slices are not blurred into each other). Returns the axis, or -1;
// -1 also when two axes tie for the coarsest of the spacing that decides
// ((1.25, 1.25, 0.24) mm: nnU-Net resamples such data without a separate axis).
int separateResamplingAxis(const Vec3& sourceSpacing, const Vec3& targetSpacing);

// `threads`: ITK work units for this call (1 when cases run in parallel).
// Both functions apply separateResamplingAxis(); resampleIntensities only
// with `separateCoarseAxis` (false: every axis as `interpolation`, as MONAI).
std::vector<float> resampleIntensities(const std::vector<float>& values, const Geometry& source, const Geometry& target,
                                       ImageInterpolation interpolation, int threads = 1, bool separateCoarseAxis = true);

// Nearest neighbour, or per-label linear: each label's indicator is resampled
// linearly and every voxel takes the label with the highest value.
std::vector<int16_t> resampleLabels(const std::vector<int16_t>& labels, const Geometry& source, const Geometry& target,
                                    LabelInterpolation interpolation, int threads = 1);

}  // namespace segstudio::io
