#pragma once
// The colour a label value gets unless the user chose one: the same in the
// workbench's overlays, its legends and the DICOM SEG it writes.
#include <array>
#include <cstdint>

namespace segstudio {

// sRGB, 0-255. Labels 1, 2, ... take a 12-colour palette in turn (values
// below 1 take label 1's colour).
std::array<uint8_t, 3> defaultLabelRgb(int label);

}  // namespace segstudio
