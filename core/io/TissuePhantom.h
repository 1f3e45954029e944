#pragma once
// Seeded phantoms of densely packed cells, as electron microscopy shows
// tissue (phantom --kind tissue2d / tissue3d): the development data of the
// instance method, as hard as the real thing where the cell phantoms
// (CellPhantom.h) are not.
//
// - Every voxel belongs to a cell: a power (Laguerre) tessellation of
//   jittered centres with sizes varied by +-30 %, its walls bent by a smooth
//   warp so that cells are wavy polygons, not circles.
// - Between two cells a membrane 1-3 voxels wide, darker than the
//   cytoplasm by a contrast drawn per wall: about a third of the walls are
//   faint (2-20 % of full contrast, near invisible under the noise), the
//   rest 35-100 %. Neighbouring cells differ little in brightness (150-180 grey), so a faint wall has no edge of shading to betray it. The membrane is background (0) in the instance map, as
//   in membrane-labelled EM data; each cell has its own id, and a tip
//   that a neighbour's membrane cuts off near a junction is an object of its
//   own (specks under 20 voxels are membrane).
// - Organelles: zero to three dark ellipses (mitochondria-like) and a few
//   small vesicles inside each cell, never crossing its wall.
// - EM-like imaging: a Gaussian blur (sigma 1 voxel), then Gaussian noise of
//   `noise` grey values plus 6 % multiplicative speckle.
#include <cstdint>

#include "common/image/Volume.h"

namespace segstudio::io {

struct TissuePhantom {
    Volume image;      // uint8, one channel
    Volume instances;  // uint16, 0 membrane, 1..N one id per cell (in order of first voxel)
    int cells = 0;     // cells with at least one voxel
    int walls = 0;     // pairs of cells that share a membrane
    int faintWalls = 0;
};

// `size` with z = 1 gives a 2D image. Cells are about 42 voxels across on a
// 512 x 512 image (size / 12, 10-40 voxels) in 2D, the smallest side / 2.2
// (10-24 voxels) in 3D.
TissuePhantom generateTissuePhantom(const Size3& size, const Vec3& spacing, uint64_t seed, double noise);

}  // namespace segstudio::io
