#pragma once
// A binary slice as planar contours and back, for RT Structure Sets
// (PS3.3 C.8.8.6). Contours run through the midpoints between inside and
// outside pixel centres (marching squares at 0.5, ITK's
// ContourExtractor2DImageFilter). An island's outline is CLOSED_PLANAR; a
// hole, and an island inside a hole, are CLOSEDPLANAR_XOR, so a receiver
// that unions CLOSED_PLANAR contours and XORs the others (as the standard
// says) gets the slice back exactly, and so does this reader. Private to io/dicom.
#include <array>
#include <cstdint>
#include <vector>

namespace segstudio::io::dicom {

// Continuous pixel coordinates (i, j) of a closed contour; the closing edge
// from the last point back to the first is implied (not repeated).
using Contour = std::vector<std::array<double, 2>>;

struct PlanarContour {
    Contour points;
    bool exclusiveOr = false;  // CLOSEDPLANAR_XOR; else CLOSED_PLANAR
};

// `mask`: nx * ny bytes, i fastest, non-zero = inside. Contours nested in
// another (holes, islands in holes) come back as exclusiveOr.
std::vector<PlanarContour> contoursOfMask(const uint8_t* mask, int64_t nx, int64_t ny);

// Sets mask[j * nx + i] = 1 for the pixel centres (i, j) of the slice the
// contours describe: inside or on the path of any CLOSED_PLANAR contour
// (their union: two overlapping contours of a planning system keep their
// overlap), then each CLOSEDPLANAR_XOR contour's centres (inside or on its
// path) toggled. A centre within 1e-4 pixel of a path lies on it. Pixels
// the contours do not set are left as they are.
void fillPlanarContours(const std::vector<PlanarContour>& contours, int64_t nx, int64_t ny, uint8_t* mask);

}  // namespace segstudio::io::dicom
