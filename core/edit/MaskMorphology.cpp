#include "edit/MaskMorphology.h"

#include <algorithm>
#include <cmath>

#include <itkBinaryMedianImageFilter.h>
#include <itkConnectedComponentImageFilter.h>
#include <itkDiscreteGaussianImageFilter.h>
#include <itkImage.h>
#include <itkRelabelComponentImageFilter.h>
#include <itkSignedMaurerDistanceMapImageFilter.h>

namespace segstudio::edit {
namespace {

using MaskImage = itk::Image<uint8_t, 3>;
using FloatImage = itk::Image<float, 3>;
using IslandImage = itk::Image<int32_t, 3>;

// Distances within this many mm of the length count as within it, so that
// float rounding of an exact distance (2 mm between centres 2 mm apart) does
// not decide the voxel.
constexpr double kDistanceSlackMm = 1e-4;

template <class Image, class Value> typename Image::Pointer imageOf(const CroppedMask& mask, const std::vector<Value>& voxels)
{
    auto image = Image::New();
    typename Image::RegionType region;
    typename Image::SpacingType spacing;
    for (unsigned a = 0; a < 3; ++a) {
        region.SetSize(a, static_cast<itk::SizeValueType>(mask.size[a]));
        spacing[a] = mask.spacing[a];
    }
    image->SetRegions(region);
    image->SetSpacing(spacing);
    image->Allocate();
    std::copy(voxels.begin(), voxels.end(), image->GetBufferPointer());
    return image;
}

// Per voxel outside the mask: mm to the nearest mask voxel's centre. Inside
// values are not meaningful to callers. Empty when the mask is empty.
std::vector<float> distanceOutside(const CroppedMask& mask)
{
    if (std::find(mask.voxels.begin(), mask.voxels.end(), 1) == mask.voxels.end())
        return {};
    auto filter = itk::SignedMaurerDistanceMapImageFilter<MaskImage, FloatImage>::New();
    filter->SetInput(imageOf<MaskImage>(mask, mask.voxels));
    filter->SetBackgroundValue(0);
    filter->SetInsideIsPositive(false);
    filter->SetSquaredDistance(false);
    filter->SetUseImageSpacing(true);
    filter->Update();
    const float* d = filter->GetOutput()->GetBufferPointer();
    return std::vector<float>(d, d + mask.voxels.size());
}

}  // namespace

std::vector<uint8_t> grownMask(const CroppedMask& mask, double mm)
{
    std::vector<uint8_t> out = mask.voxels;
    const std::vector<float> distance = distanceOutside(mask);
    if (distance.empty())
        return out;
    for (std::size_t i = 0; i < out.size(); ++i)
        if (!out[i] && distance[i] <= mm + kDistanceSlackMm)
            out[i] = 1;
    return out;
}

std::vector<uint8_t> shrunkMask(const CroppedMask& mask, double mm)
{
    std::vector<uint8_t> outside(mask.voxels.size());
    for (std::size_t i = 0; i < outside.size(); ++i)
        outside[i] = !mask.voxels[i];
    const std::vector<float> distance = distanceOutside(mask.with(outside));
    std::vector<uint8_t> out = mask.voxels;
    if (distance.empty())
        return out;  // nothing outside the mask in the box: nothing to shrink from
    for (std::size_t i = 0; i < out.size(); ++i)
        if (out[i] && distance[i] <= mm + kDistanceSlackMm)
            out[i] = 0;
    return out;
}

std::array<int64_t, 3> medianRadius(double mm, const Geometry& grid)
{
    std::array<int64_t, 3> radius{};
    for (int a = 0; a < 3; ++a)
        radius[a] = grid.size[a] > 1 ? static_cast<int64_t>(std::lround(mm / grid.spacing[a])) : 0;
    return radius;
}

std::vector<uint8_t> medianMask(const CroppedMask& mask, double mm)
{
    Geometry grid;
    grid.size = mask.size;
    grid.spacing = mask.spacing;
    const std::array<int64_t, 3> r = medianRadius(mm, grid);
    auto filter = itk::BinaryMedianImageFilter<MaskImage, MaskImage>::New();
    filter->SetInput(imageOf<MaskImage>(mask, mask.voxels));
    MaskImage::SizeType radius;
    for (unsigned a = 0; a < 3; ++a)
        radius[a] = static_cast<itk::SizeValueType>(mask.size[a] > 1 ? r[a] : 0);
    filter->SetRadius(radius);
    filter->SetForegroundValue(1);
    filter->SetBackgroundValue(0);
    filter->Update();
    const uint8_t* out = filter->GetOutput()->GetBufferPointer();
    return std::vector<uint8_t>(out, out + mask.voxels.size());
}

std::vector<uint8_t> gaussianMask(const CroppedMask& mask, double sigmaMm)
{
    if (sigmaMm <= 0)
        return mask.voxels;
    std::vector<float> values(mask.voxels.begin(), mask.voxels.end());
    using Gaussian = itk::DiscreteGaussianImageFilter<FloatImage, FloatImage>;
    auto filter = Gaussian::New();
    filter->SetInput(imageOf<FloatImage>(mask, values));
    Gaussian::ArrayType variance, maximumError;
    for (unsigned a = 0; a < 3; ++a) {
        variance[a] = mask.size[a] > 1 ? sigmaMm * sigmaMm : 0.0;
        maximumError[a] = 1e-3;
    }
    filter->SetVariance(variance);
    filter->SetMaximumError(maximumError);
    filter->SetMaximumKernelWidth(255);
    filter->SetUseImageSpacing(true);
    filter->Update();
    const float* smoothed = filter->GetOutput()->GetBufferPointer();
    std::vector<uint8_t> out(mask.voxels.size());
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = smoothed[i] >= 0.5f ? 1 : 0;
    return out;
}

Islands islandsOf(const CroppedMask& mask, bool fullConnectivity)
{
    auto components = itk::ConnectedComponentImageFilter<MaskImage, IslandImage>::New();
    components->SetInput(imageOf<MaskImage>(mask, mask.voxels));
    components->SetFullyConnected(fullConnectivity);
    components->SetBackgroundValue(0);
    auto relabel = itk::RelabelComponentImageFilter<IslandImage, IslandImage>::New();
    relabel->SetInput(components->GetOutput());
    relabel->SetSortByObjectSize(true);
    relabel->Update();
    // ITK sorts by size; equal sizes are put in the order of their first
    // voxel (x fastest), so the answer does not depend on the sort.
    const int32_t* ids = relabel->GetOutput()->GetBufferPointer();
    const auto& counts = relabel->GetSizeOfObjectsInPixels();
    std::vector<std::size_t> firstVoxel(counts.size(), mask.voxels.size());
    for (std::size_t i = 0; i < mask.voxels.size(); ++i)
        if (ids[i] > 0 && firstVoxel[ids[i] - 1] == mask.voxels.size())
            firstVoxel[ids[i] - 1] = i;
    std::vector<int32_t> order(counts.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        order[k] = static_cast<int32_t>(k);
    std::sort(order.begin(), order.end(), [&](int32_t a, int32_t b) {
        return counts[a] != counts[b] ? counts[a] > counts[b] : firstVoxel[a] < firstVoxel[b];
    });
    std::vector<int32_t> newId(counts.size() + 1, 0);
    Islands islands;
    for (std::size_t k = 0; k < order.size(); ++k) {
        newId[order[k] + 1] = static_cast<int32_t>(k + 1);
        islands.voxelCounts.push_back(static_cast<int64_t>(counts[order[k]]));
    }
    islands.ids.resize(mask.voxels.size());
    for (std::size_t i = 0; i < mask.voxels.size(); ++i)
        islands.ids[i] = newId[ids[i]];
    return islands;
}

}  // namespace segstudio::edit
