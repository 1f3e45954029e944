#pragma once
// nnU-Net v2's resampling (resample_data_or_seg_to_shape with is_seg
// false), for pretrained nnU-Net models (engine/infer/NnUNetModel.h) whose
// plans name it: the same voxels as nnU-Net's preprocessing, to float
// rounding. Each resize is skimage.transform.resize(order, mode="edge",
// anti_aliasing=False): scipy's zoom with grid_mode (outer voxel edges
// aligned; output voxel i samples input (i + 0.5) * n / m - 0.5), a cubic
// B-spline over the input padded with 12 edge values (order 3) or linear
// interpolation clamped at the edges (order 1), the result clipped to the
// input's range. Anisotropic data (separateResamplingAxis, Resampling.h):
// each slice across the coarse axis is resized in-plane (clipped to that
// slice's range), then the coarse axis by nearest neighbour
// (map_coordinates order 0, mode "nearest"). Arrays are x fastest.
#include <vector>

#include "common/image/Geometry.h"

namespace segstudio::io {

// nnU-Net's compute_new_shape: size * spacing / target, rounded half to even, per axis (at least 1).
Size3 nnunetResampledSize(const Size3& size, const Vec3& spacing, const Vec3& targetSpacing);

// The grid of `size` voxels covering `source`'s extent (outer voxel edges
// aligned, same direction): where nnU-Net's resized voxels lie.
Geometry nnunetResampledGrid(const Geometry& source, const Size3& size);

// One channel from `from` to `to` voxels: `order` 3 (images) or 1
// (probabilities) along every axis but `separateAxis` (0-2, or -1 for
// none), which is resampled by nearest neighbour. Returns the values
// unchanged when the sizes are equal. `threads`: worker threads.
std::vector<float> nnunetResize(const std::vector<float>& values, const Size3& from, const Size3& to, int order,
                                int separateAxis, int threads = 1);

}  // namespace segstudio::io
