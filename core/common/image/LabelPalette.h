#pragma once
// The colour a label value gets unless the user chose one: the same in the
// workbench's overlays, its legends and the DICOM SEG it writes.
#include <array>
#include <cstdint>
#include <map>

#include "common/image/Volume.h"

namespace segstudio {

// sRGB, 0-255. Labels 1, 2, ... take a 12-colour palette in turn (values
// below 1 take label 1's colour).
std::array<uint8_t, 3> defaultLabelRgb(int label);
inline constexpr int kPaletteColours = 12;

// For maps of many objects (instances), where label % 12 would give touching
// objects one colour: a palette slot (0-11, defaultLabelRgb(slot + 1)) per
// non-zero label such that labels whose voxels touch (6-neighbours) differ
// wherever 12 colours allow (greedy colouring in label order; a label with
// 12 differently coloured neighbours falls back to label % 12). One pass
// over `labels` (one component, integer values).
std::map<int64_t, int> paletteSlotsApartFromNeighbours(const Volume& labels);

}  // namespace segstudio
