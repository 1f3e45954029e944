#pragma once
// A volume's voxels in another axis order and direction, voxel for voxel
// (no interpolation): what nibabel's as_closest_canonical and MONAI's
// Orientationd do, so that a model trained on arrays in one orientation
// (MONAI bundles: usually "RAS") sees a scan stored in any other the way it
// was trained. The voxel centres stay where they are in the world; only
// the index axes are permuted and flipped. Qt-free, toolkit-free.
#include <string>

#include "common/image/Volume.h"

namespace segstudio {

// Whether `code` names an orientation: three letters, one of R/L, one of
// A/P and one of S/I, in any order ("RAS", "LPS", "PSR").
bool isOrientationCode(const std::string& code);

// `volume` with its index axes permuted and flipped so that its geometry's
// orientationCode() is `code` (every component of every voxel moved; the
// scalar type kept). An oblique grid goes to the closest such axes, as
// orientationCode() reads it. Throws std::invalid_argument when `code` is
// not an orientation code.
Volume reorientedTo(const Volume& volume, const std::string& code);

// The inverse: `volume` (reorientedTo a grid `original`, or a map computed
// on such a grid) back on `original`'s axes, with `original`'s geometry.
// Throws std::invalid_argument when `volume` is not `original`'s grid in
// another axis order.
Volume reorientedBack(const Volume& volume, const Geometry& original);

}  // namespace segstudio
