#include "common/LabelPalette.h"

#include <algorithm>

namespace segstudio {

std::array<uint8_t, 3> defaultLabelRgb(int label)
{
    static constexpr std::array<uint8_t, 3> palette[] = {
        {230, 25, 75},  {60, 180, 75},  {0, 130, 200},  {255, 225, 25}, {70, 240, 240}, {240, 50, 230},
        {245, 130, 48}, {145, 30, 180}, {210, 245, 60}, {250, 190, 212}, {0, 128, 128}, {170, 110, 40}};
    constexpr int count = sizeof(palette) / sizeof(palette[0]);
    return palette[(std::max(1, label) - 1) % count];
}

}  // namespace segstudio
