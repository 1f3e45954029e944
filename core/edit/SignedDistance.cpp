#include "SignedDistance.h"

#include <algorithm>

#include <itkImage.h>
#include <itkSignedMaurerDistanceMapImageFilter.h>

namespace segstudio::edit {

std::vector<float> signedDistanceMm(const std::vector<uint8_t>& mask, int64_t sizeU, int64_t sizeV, double spacingU,
                                    double spacingV)
{
    using MaskImage = itk::Image<uint8_t, 2>;
    using DistanceImage = itk::Image<float, 2>;
    auto image = MaskImage::New();
    MaskImage::RegionType region;
    region.SetSize(0, static_cast<itk::SizeValueType>(sizeU));
    region.SetSize(1, static_cast<itk::SizeValueType>(sizeV));
    image->SetRegions(region);
    MaskImage::SpacingType spacing;
    spacing[0] = spacingU;
    spacing[1] = spacingV;
    image->SetSpacing(spacing);
    image->Allocate();
    std::copy(mask.begin(), mask.end(), image->GetBufferPointer());

    auto filter = itk::SignedMaurerDistanceMapImageFilter<MaskImage, DistanceImage>::New();
    filter->SetInput(image);
    filter->SetBackgroundValue(0);
    filter->SetInsideIsPositive(false);
    filter->SetSquaredDistance(false);
    filter->SetUseImageSpacing(true);
    filter->Update();
    const float* out = filter->GetOutput()->GetBufferPointer();
    return std::vector<float>(out, out + sizeU * sizeV);
}

}  // namespace segstudio::edit
