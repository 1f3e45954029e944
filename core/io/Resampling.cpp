#include "io/Resampling.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <itkBSplineInterpolateImageFunction.h>
#include <itkLinearInterpolateImageFunction.h>
#include <itkNearestNeighborInterpolateImageFunction.h>
#include <itkResampleImageFilter.h>

#include "io/ItkBridge.h"
#include "io/SeparableResampling.h"

namespace segstudio::io {

namespace {

using FloatImage = itk::Image<float, 3>;

FloatImage::Pointer toFloatImage(const float* values, const Geometry& geometry)
{
    auto image = FloatImage::New();
    copyGeometryToItk(geometry, image.GetPointer());
    image->Allocate();
    std::copy_n(values, geometry.voxelCount(), image->GetBufferPointer());
    return image;
}

template <class Interpolator>
std::vector<float> resampleWith(const FloatImage* input, const Geometry& target, int threads)
{
    auto filter = itk::ResampleImageFilter<FloatImage, FloatImage>::New();
    filter->SetInput(input);
    filter->SetInterpolator(Interpolator::New());
    auto reference = FloatImage::New();
    copyGeometryToItk(target, reference.GetPointer());
    filter->SetOutputParametersFromImage(reference);
    filter->SetDefaultPixelValue(0);
    filter->SetNumberOfWorkUnits(static_cast<itk::ThreadIdType>(std::max(1, threads)));
    filter->Update();
    const FloatImage* output = filter->GetOutput();
    return {output->GetBufferPointer(), output->GetBufferPointer() + target.voxelCount()};
}

constexpr double kAnisotropyThreshold = 3.0;  // nnU-Net's ANISO_THRESHOLD

bool isAnisotropic(const Vec3& spacing)  // nnU-Net's get_do_separate_z
{
    const auto [finest, coarsest] = std::minmax_element(spacing.begin(), spacing.end());
    return *coarsest > kAnisotropyThreshold * *finest;
}

// The coarsest axis; -1 when two axes tie for it (nnU-Net's get_lowres_axis
// gives both, and resample_data_or_seg_to_shape then resamples without a
// separate axis: spacings like (1.25, 1.25, 0.24) mm).
int coarsestAxisUnlessTied(const Vec3& spacing)
{
    const auto coarsest = std::max_element(spacing.begin(), spacing.end());
    return std::count(spacing.begin(), spacing.end(), *coarsest) > 1 ? -1 : static_cast<int>(coarsest - spacing.begin());
}

// The grid that has the target's extent, spacing and origin on every axis
// but `axis`, where it keeps the source's (the grids share a direction).
Geometry inPlaneGrid(const Geometry& source, const Geometry& target, int axis)
{
    Geometry g = target;
    g.size[axis] = source.size[axis];
    g.spacing[axis] = source.spacing[axis];
    Vec3 firstVoxel = source.worldToIndex(target.origin);  // in source index units
    firstVoxel[axis] = 0;                                   // the source's first slice along `axis`
    g.origin = source.indexToWorld(firstVoxel);
    return g;
}

std::vector<float> resampleFloatOnce(const float* values, const Geometry& source, const Geometry& target,
                                     ImageInterpolation interpolation, int threads)
{
    const FloatImage::Pointer input = toFloatImage(values, source);
    if (interpolation == ImageInterpolation::BSpline)
        return resampleWith<itk::BSplineInterpolateImageFunction<FloatImage, double, double>>(input, target, threads);
    return resampleWith<itk::LinearInterpolateImageFunction<FloatImage, double>>(input, target, threads);
}

std::vector<float> resampleFloat(const float* values, const Geometry& source, const Geometry& target,
                                 ImageInterpolation interpolation, int threads, bool separateCoarseAxis = true)
{
    const int axis = separateCoarseAxis ? separateResamplingAxis(source.spacing, target.spacing) : -1;
    // Linear between grids with the same axes (every preprocessing and
    // mapping-back grid pair): the same values as the ITK path below, axis
    // by axis (SeparableResampling.h).
    if (interpolation == ImageInterpolation::Linear && gridsShareAxes(source, target)) {
        std::array<AxisInterpolation, 3> kinds;
        kinds.fill(AxisInterpolation::Linear);
        if (axis >= 0)
            kinds[static_cast<std::size_t>(axis)] = AxisInterpolation::Nearest;
        return resampleAlongAxes(values, source, target, kinds, threads);
    }
    if (axis < 0)
        return resampleFloatOnce(values, source, target, interpolation, threads);
    const Geometry middle = inPlaneGrid(source, target, axis);
    const std::vector<float> inPlane = resampleFloatOnce(values, source, middle, interpolation, threads);
    const FloatImage::Pointer input = toFloatImage(inPlane.data(), middle);
    return resampleWith<itk::NearestNeighborInterpolateImageFunction<FloatImage, double>>(input, target, threads);
}

}  // namespace

int separateResamplingAxis(const Vec3& sourceSpacing, const Vec3& targetSpacing)
{
    // The source's spacing decides when it is anisotropic (a tie there means
    // no separate axis, whatever the target); else the target's.
    if (isAnisotropic(sourceSpacing))
        return coarsestAxisUnlessTied(sourceSpacing);
    return isAnisotropic(targetSpacing) ? coarsestAxisUnlessTied(targetSpacing) : -1;
}

Geometry resampledGrid(const Geometry& source, const Vec3& spacingXyz, bool monaiResampling)
{
    Geometry target = source;
    if (monaiResampling) {  // MONAI's compute_shape_offset: the corner centres' span, plus one
        for (int axis = 0; axis < 3; ++axis) {
            const double span = static_cast<double>(source.size[axis] - 1) * source.spacing[axis];
            target.size[axis] = std::max<int64_t>(1, std::llround(span / spacingXyz[axis]) + 1);
            target.spacing[axis] = spacingXyz[axis];
        }
        return target;
    }
    Vec3 shiftIndexUnits{};  // in source voxel units, along each axis
    for (int axis = 0; axis < 3; ++axis) {
        const double extent = static_cast<double>(source.size[axis]) * source.spacing[axis];
        target.size[axis] = std::max<int64_t>(1, std::llround(extent / spacingXyz[axis]));
        target.spacing[axis] = spacingXyz[axis];
        // First voxel centre sits half a target voxel inside the outer edge.
        shiftIndexUnits[axis] = (-0.5 * source.spacing[axis] + 0.5 * spacingXyz[axis]) / source.spacing[axis];
    }
    target.origin = source.indexToWorld(shiftIndexUnits);
    return target;
}

bool needsResampling(const Vec3& from, const Vec3& to)
{
    for (int axis = 0; axis < 3; ++axis)
        if (std::abs(from[axis] - to[axis]) > 1e-4 * std::max(std::abs(from[axis]), std::abs(to[axis])))
            return true;
    return false;
}

std::vector<float> resampleIntensities(const std::vector<float>& values, const Geometry& source, const Geometry& target,
                                       ImageInterpolation interpolation, int threads, bool separateCoarseAxis)
{
    return resampleFloat(values.data(), source, target, interpolation, threads, separateCoarseAxis);
}

std::vector<int16_t> resampleLabels(const std::vector<int16_t>& labels, const Geometry& source, const Geometry& target,
                                    LabelInterpolation interpolation, int threads)
{
    const auto targetVoxels = static_cast<std::size_t>(target.voxelCount());
    std::vector<int16_t> out(targetVoxels, 0);
    if (interpolation == LabelInterpolation::Nearest && gridsShareAxes(source, target))
        return resampleNearestAlongAxes(labels.data(), source, target, threads);
    if (interpolation == LabelInterpolation::Nearest) {
        const std::vector<float> asFloat(labels.begin(), labels.end());
        const FloatImage::Pointer input = toFloatImage(asFloat.data(), source);
        const std::vector<float> resampled =
            resampleWith<itk::NearestNeighborInterpolateImageFunction<FloatImage, double>>(input, target, threads);
        std::transform(resampled.begin(), resampled.end(), out.begin(),
                       [](float v) { return static_cast<int16_t>(std::lround(v)); });
        return out;
    }
    const std::set<int16_t> present(labels.begin(), labels.end());
    std::vector<float> best(targetVoxels, -1.0f);
    std::vector<float> indicator(labels.size());
    for (int16_t label : present) {
        std::transform(labels.begin(), labels.end(), indicator.begin(),
                       [label](int16_t v) { return v == label ? 1.0f : 0.0f; });
        const std::vector<float> weight =
            resampleFloat(indicator.data(), source, target, ImageInterpolation::Linear, threads);
        for (std::size_t i = 0; i < targetVoxels; ++i)
            if (weight[i] > best[i]) {
                best[i] = weight[i];
                out[i] = label;
            }
    }
    return out;
}

}  // namespace segstudio::io
