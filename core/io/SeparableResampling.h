#pragma once
// Resampling between two grids that share a direction matrix, one axis at a
// time. With shared axes, the source index a target voxel falls on depends
// along each axis only on the target index along that axis, so trilinear
// interpolation is three 1D interpolations in a row. The result is what
// itk::ResampleImageFilter gives with an identity transform, a linear (or,
// per axis, nearest-neighbour) interpolator and default value 0, to float
// rounding:
//   - a target voxel whose continuous source index is outside
//     [-0.5, n - 0.5) on some axis is 0;
//   - within half a voxel of the outer samples, the edge value is used;
//   - nearest rounds half-integers up, as ITK does (where a target voxel
//     falls exactly between two samples, either answer is a matter of
//     float rounding, here as in ITK).
// It runs several times faster than ITK's filter, which evaluates all eight
// neighbours per voxel through a generic transform (bench/README.md,
// "Mapping back").
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "common/image/Geometry.h"

namespace segstudio::io {

enum class AxisInterpolation { Linear, Nearest };

// True when the two grids' direction matrices agree within 1e-6 per element.
bool gridsShareAxes(const Geometry& a, const Geometry& b);

// `values`: source.voxelCount() values, x fastest. Requires
// gridsShareAxes(source, target) (throws std::invalid_argument otherwise).
// `threads`: worker threads (at least 1).
std::vector<float> resampleAlongAxes(const float* values, const Geometry& source, const Geometry& target,
                                     const std::array<AxisInterpolation, 3>& interpolation, int threads);

// Nearest neighbour on every axis, for label maps; 0 outside.
std::vector<int16_t> resampleNearestAlongAxes(const int16_t* values, const Geometry& source, const Geometry& target,
                                              int threads);

struct AxisSamples;

// Target slices (along the third axis) of volumes on `source`, resampled onto
// `target` one slice at a time, as resampleAlongAxes would give them: for
// results too large to hold resampled whole (mapping predictions back).
class SliceResampler {
public:
    // Requires gridsShareAxes(source, target) (throws std::invalid_argument).
    SliceResampler(const Geometry& source, const Geometry& target,
                   const std::array<AxisInterpolation, 3>& interpolation);
    // The identity on `grid`: slices are read as they are.
    explicit SliceResampler(const Geometry& grid);

    int64_t sliceVoxels() const;  // target size x * y

    // What one worker keeps between calls for one volume: the last two source
    // slices it resampled in-plane. Use one per volume and worker.
    struct Cache {
        const float* volume = nullptr;
        std::array<int64_t, 2> slice{-1, -1};
        std::array<std::vector<float>, 2> plane;
        std::vector<float> scratch, blended;
    };

    // Target slice k of `volume` (source-grid values, x fastest): a pointer to
    // sliceVoxels() values, valid until the next call with `cache` and while
    // `volume` lives. Cheapest when k grows by one from call to call.
    const float* slice(const float* volume, int64_t k, Cache& cache) const;

private:
    const float* inPlane(const float* volume, int64_t sourceSlice, int64_t keep, Cache& cache) const;

    Size3 m_sourceSize, m_targetSize;
    std::array<std::shared_ptr<const AxisSamples>, 3> m_samples;
};

}  // namespace segstudio::io
