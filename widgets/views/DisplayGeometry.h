#pragma once
// Scans are shown the way radiologists read them, whatever order their
// voxels are stored in: each volume is reordered (axes permuted and flipped,
// voxels copied, no interpolation) so that display axis 0 runs towards the
// patient's left, 1 towards posterior and 2 towards superior (ITK's LPS).
// The small rotation that remains for oblique scans is not shown (as in
// ITK-SNAP); positions reported to the user use the full source geometry.
// Qt-free; runs on any thread.
#include <array>
#include <string>

#include "common/image/Volume.h"

namespace segstudio::widgets {

// How display voxel indices map to the stored volume's indices.
struct AxisMapping {
    std::array<int, 3> sourceAxis{0, 1, 2};  // display axis d reads source axis sourceAxis[d]
    std::array<bool, 3> flipped{false, false, false};

    static AxisMapping forDirection(const Matrix3& direction);
    bool isIdentity() const;
    // Display index -> source index (both integer voxel indices).
    std::array<int64_t, 3> toSource(const std::array<int64_t, 3>& display, const Size3& sourceSize) const;
    // Source index -> display index (the inverse of toSource).
    std::array<int64_t, 3> toDisplay(const std::array<int64_t, 3>& source, const Size3& sourceSize) const;
};

// A volume reordered into display axes, with what it takes to map back.
struct DisplayVolume {
    Volume volume;         // display order; geometry.direction is the identity
    Geometry source;       // the volume as stored in its file
    AxisMapping mapping;

    // World position (LPS mm, full source geometry) of a display voxel.
    Vec3 worldPosition(const std::array<int64_t, 3>& displayIndex) const;
    // The stored volume's voxel index of a display voxel.
    std::array<int64_t, 3> sourceIndex(const std::array<int64_t, 3>& displayIndex) const;
};

// The display grid of a stored grid (no voxels): sizes and spacings
// permuted, the origin at display voxel (0, 0, 0), identity direction.
Geometry displayGeometryOf(const Geometry& stored);

DisplayVolume toDisplayOrder(const Volume& stored);
// The same, taking the voxels over when no reordering is needed (no copy).
DisplayVolume toDisplayOrder(Volume&& stored);

// Lengths shown to the user: micrometres for microscopy-sized pixels (finest
// in-plane spacing below 0.1 mm), else millimetres. Geometry stays in mm.
enum class LengthUnit { Millimetre, Micrometre };
LengthUnit lengthUnitFor(const Geometry& geometry);
std::string formatLength(double millimetres, LengthUnit unit);  // "0.65" (mm) or "650" (um), 4 significant digits
std::string unitSymbol(LengthUnit unit);                        // "mm" or "µm" (UTF-8)

// Intensity statistics of one channel (finite values; percentiles sampled).
struct ChannelStatistics {
    double minimum = 0, maximum = 0;
    double percentile01 = 0, percentile99 = 1, percentile995 = 1;
};

// The inverse: voxels back in the stored order with the source geometry
// (for saving a label map drawn or predicted on the display grid).
Volume toStoredOrder(const DisplayVolume& display);

}  // namespace segstudio::widgets
