#include "io/dicom/SliceContours.h"

#include <algorithm>
#include <cmath>

#include <itkContourExtractor2DImageFilter.h>
#include <itkImage.h>

namespace segstudio::io::dicom {

namespace {

constexpr double kOnPath = 1e-4;  // pixels

// Whether (x, y) is strictly inside `contour` by the even-odd rule (the
// point is never on it: callers pass vertices of other, disjoint contours).
bool strictlyInside(const Contour& contour, double x, double y)
{
    bool inside = false;
    for (std::size_t p = 0; p < contour.size(); ++p) {
        const auto& a = contour[p];
        const auto& b = contour[(p + 1) % contour.size()];
        if ((a[1] <= y) != (b[1] <= y) && x < a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]))
            inside = !inside;
    }
    return inside;
}

// Marks, in `region` (nx * ny), the pixel centres inside `contour` or on its path.
void markContour(const Contour& contour, int64_t nx, int64_t ny, std::vector<uint8_t>& region)
{
    if (contour.empty())
        return;
    double top = contour[0][1], bottom = contour[0][1];
    for (const auto& point : contour) {
        top = std::min(top, point[1]);
        bottom = std::max(bottom, point[1]);
    }
    std::vector<double> crossings;
    const int64_t firstRow = std::max<int64_t>(0, static_cast<int64_t>(std::ceil(top - kOnPath)));
    const int64_t lastRow = std::min<int64_t>(ny - 1, static_cast<int64_t>(std::floor(bottom + kOnPath)));
    for (int64_t j = firstRow; j <= lastRow; ++j) {
        const double y = static_cast<double>(j);
        uint8_t* row = region.data() + j * nx;
        auto mark = [&](double x) {
            const double nearest = std::round(x);
            if (std::abs(x - nearest) <= kOnPath && nearest >= 0 && nearest < static_cast<double>(nx))
                row[static_cast<int64_t>(nearest)] = 1;
        };
        crossings.clear();
        for (std::size_t p = 0; p < contour.size(); ++p) {
            const auto& a = contour[p];
            const auto& b = contour[(p + 1) % contour.size()];
            // Inside: the half-open rule (an edge counts when y lies in [min, max)).
            if ((a[1] <= y) != (b[1] <= y))
                crossings.push_back(a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]));
            // On the path: the centres of this row the edge passes through.
            const double low = std::min(a[1], b[1]), high = std::max(a[1], b[1]);
            if (y < low - kOnPath || y > high + kOnPath)
                continue;
            if (high - low <= kOnPath) {  // along the row
                const auto first = static_cast<int64_t>(std::ceil(std::min(a[0], b[0]) - kOnPath));
                const auto last = static_cast<int64_t>(std::floor(std::max(a[0], b[0]) + kOnPath));
                for (int64_t i = std::max<int64_t>(first, 0); i <= std::min<int64_t>(last, nx - 1); ++i)
                    row[i] = 1;
            } else {
                mark(a[0] + (std::clamp(y, low, high) - a[1]) * (b[0] - a[0]) / (b[1] - a[1]));
            }
        }
        std::sort(crossings.begin(), crossings.end());
        for (std::size_t c = 0; c + 1 < crossings.size(); c += 2) {
            const int64_t first = std::max<int64_t>(0, static_cast<int64_t>(std::ceil(crossings[c])));
            const int64_t last = std::min<int64_t>(nx - 1, static_cast<int64_t>(std::floor(crossings[c + 1])));
            for (int64_t i = first; i <= last; ++i)
                if (static_cast<double>(i) > crossings[c] && static_cast<double>(i) < crossings[c + 1])
                    row[i] = 1;
        }
    }
}

}  // namespace

std::vector<PlanarContour> contoursOfMask(const uint8_t* mask, int64_t nx, int64_t ny)
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
    std::vector<PlanarContour> contours;
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
            contours.push_back({std::move(contour), false});
    }
    // Marching-squares contours never touch: one lies in another when its
    // first vertex does. Nested ones (holes, islands in holes) are XOR.
    for (std::size_t c = 0; c < contours.size(); ++c)
        for (std::size_t other = 0; other < contours.size() && !contours[c].exclusiveOr; ++other)
            contours[c].exclusiveOr = other != c && strictlyInside(contours[other].points, contours[c].points[0][0],
                                                                   contours[c].points[0][1]);
    return contours;
}

void fillPlanarContours(const std::vector<PlanarContour>& contours, int64_t nx, int64_t ny, uint8_t* mask)
{
    const std::size_t pixels = static_cast<std::size_t>(nx * ny);
    std::vector<uint8_t> slice(pixels, 0), region(pixels);
    for (const PlanarContour& contour : contours)
        if (!contour.exclusiveOr)
            markContour(contour.points, nx, ny, slice);  // the union
    for (const PlanarContour& contour : contours) {
        if (!contour.exclusiveOr)
            continue;
        std::fill(region.begin(), region.end(), 0);
        markContour(contour.points, nx, ny, region);
        for (std::size_t p = 0; p < pixels; ++p)
            slice[p] ^= region[p];
    }
    for (std::size_t p = 0; p < pixels; ++p)
        if (slice[p])
            mask[p] = 1;
}

}  // namespace segstudio::io::dicom
