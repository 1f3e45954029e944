#include "io/dicom/SliceContours.h"

#include <algorithm>
#include <cmath>

#include <itkContourExtractor2DImageFilter.h>
#include <itkImage.h>

namespace segstudio::io::dicom {

std::vector<Contour> contoursOfMask(const uint8_t* mask, int64_t nx, int64_t ny)
{
    // One pixel of background around the slice closes contours that touch its edge.
    using Image = itk::Image<float, 2>;
    auto image = Image::New();
    Image::SizeType size;
    size[0] = static_cast<itk::SizeValueType>(nx + 2);
    size[1] = static_cast<itk::SizeValueType>(ny + 2);
    image->SetRegions(Image::RegionType(size));
    image->Allocate();
    image->FillBuffer(0.0f);
    float* padded = image->GetBufferPointer();
    bool any = false;
    for (int64_t j = 0; j < ny; ++j)
        for (int64_t i = 0; i < nx; ++i)
            if (mask[j * nx + i]) {
                padded[(j + 1) * (nx + 2) + i + 1] = 1.0f;
                any = true;
            }
    std::vector<Contour> contours;
    if (!any)
        return contours;
    auto extractor = itk::ContourExtractor2DImageFilter<Image>::New();
    extractor->SetInput(image);
    extractor->SetContourValue(0.5);
    extractor->Update();
    for (unsigned n = 0; n < extractor->GetNumberOfIndexedOutputs(); ++n) {
        const auto* vertices = extractor->GetOutput(n)->GetVertexList();
        Contour contour;
        for (unsigned v = 0; v < vertices->Size(); ++v) {
            const auto& point = vertices->ElementAt(v);
            contour.push_back({point[0] - 1.0, point[1] - 1.0});
        }
        if (contour.size() > 1 && contour.front() == contour.back())
            contour.pop_back();
        if (contour.size() >= 3)
            contours.push_back(std::move(contour));
    }
    return contours;
}

void fillContoursEvenOdd(const std::vector<Contour>& contours, int64_t nx, int64_t ny, uint8_t* mask)
{
    std::vector<double> crossings;
    for (int64_t j = 0; j < ny; ++j) {
        const double y = static_cast<double>(j);
        crossings.clear();
        for (const Contour& contour : contours)
            for (std::size_t p = 0; p < contour.size(); ++p) {
                const auto& a = contour[p];
                const auto& b = contour[(p + 1) % contour.size()];
                // Half-open rule: an edge counts when y lies in [min, max).
                if ((a[1] <= y) != (b[1] <= y))
                    crossings.push_back(a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]));
            }
        std::sort(crossings.begin(), crossings.end());
        for (std::size_t c = 0; c + 1 < crossings.size(); c += 2) {
            const int64_t first = std::max<int64_t>(0, static_cast<int64_t>(std::ceil(crossings[c])));
            const int64_t last = std::min<int64_t>(nx - 1, static_cast<int64_t>(std::floor(crossings[c + 1])));
            for (int64_t i = first; i <= last; ++i)
                if (static_cast<double>(i) > crossings[c] && static_cast<double>(i) < crossings[c + 1])
                    mask[j * nx + i] = 1;
        }
    }
}

}  // namespace segstudio::io::dicom
