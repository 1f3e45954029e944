#pragma once
// Seeded phantoms of touching cells for instance segmentation (phantom
// --kind cells2d / cells3d): clusters of two to four round cells pressed
// together, each cell the part of its disk or ball nearer (relative to its
// radius) to its own centre than to any other, so neighbours share a flat
// wall as in tissue. Cytoplasm of varied brightness, a brighter membrane on
// each cell's rim (as a membrane stain shows it), Gaussian noise.
#include <cstdint>

#include "common/image/Volume.h"

namespace segstudio::io {

struct CellPhantom {
    Volume image;      // uint8, one channel
    Volume instances;  // uint16, 0 background, 1..N one id per cell
    int cells = 0;
};

// `size` with z = 1 gives a 2D image.
CellPhantom generateCellPhantom(const Size3& size, const Vec3& spacing, uint64_t seed, double noise);

}  // namespace segstudio::io
