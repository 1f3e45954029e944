#pragma once
// A binary slice as closed planar contours and back, for RT Structure Sets.
// Contours run through the midpoints between inside and outside pixel
// centres (marching squares at 0.5, ITK's ContourExtractor2DImageFilter), so
// filling them by the even-odd rule at pixel centres gives the slice back
// exactly: islands are separate contours, a hole is a contour inside its
// island. Private to io/dicom.
#include <array>
#include <cstdint>
#include <vector>

namespace segstudio::io::dicom {

// Continuous pixel coordinates (i, j) of a closed contour; the closing edge
// from the last point back to the first is implied (not repeated).
using Contour = std::vector<std::array<double, 2>>;

// `mask`: nx * ny bytes, i fastest, non-zero = inside.
std::vector<Contour> contoursOfMask(const uint8_t* mask, int64_t nx, int64_t ny);

// Sets mask[j * nx + i] = 1 where pixel centre (i, j) lies inside an odd
// number of `contours`; leaves other pixels as they are.
void fillContoursEvenOdd(const std::vector<Contour>& contours, int64_t nx, int64_t ny, uint8_t* mask);

}  // namespace segstudio::io::dicom
