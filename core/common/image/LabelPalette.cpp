#include "common/image/LabelPalette.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

namespace segstudio {

std::array<uint8_t, 3> defaultLabelRgb(int label)
{
    static constexpr std::array<uint8_t, 3> palette[] = {
        {230, 25, 75},  {60, 180, 75},  {0, 130, 200},  {255, 225, 25}, {70, 240, 240}, {240, 50, 230},
        {245, 130, 48}, {145, 30, 180}, {210, 245, 60}, {250, 190, 212}, {0, 128, 128}, {170, 110, 40}};
    constexpr int count = sizeof(palette) / sizeof(palette[0]);
    return palette[(std::max(1, label) - 1) % count];
}

std::map<int64_t, int> paletteSlotsApartFromNeighbours(const Volume& labels)
{
    std::map<int64_t, std::set<int64_t>> neighbours;
    const Size3& size = labels.geometry.size;
    const int64_t strides[3] = {1, size[0], size[0] * size[1]};
    visitScalarType(labels.type, [&](auto zero) {
        using T = decltype(zero);
        const T* data = labels.data<T>();
        for (int64_t z = 0, i = 0; z < size[2]; ++z)
            for (int64_t y = 0; y < size[1]; ++y)
                for (int64_t x = 0; x < size[0]; ++x, ++i) {
                    const auto a = static_cast<int64_t>(data[i]);
                    if (a == 0)
                        continue;
                    neighbours[a];  // present, even without neighbours
                    const int64_t at[3] = {x, y, z};
                    for (int axis = 0; axis < 3; ++axis) {
                        if (at[axis] + 1 >= size[axis])
                            continue;
                        const auto b = static_cast<int64_t>(data[i + strides[axis]]);
                        if (b != 0 && b != a) {
                            neighbours[a].insert(b);
                            neighbours[b].insert(a);
                        }
                    }
                }
    });
    std::map<int64_t, int> slots;
    for (const auto& [label, around] : neighbours) {
        std::array<bool, kPaletteColours> taken{};
        for (int64_t other : around)
            if (const auto slot = slots.find(other); slot != slots.end())
                taken[static_cast<std::size_t>(slot->second)] = true;
        // Prefer the label's own slot, so maps of few labels keep their usual colours.
        const int own = static_cast<int>(((label - 1) % kPaletteColours + kPaletteColours) % kPaletteColours);
        int chosen = own;
        for (int k = 0; k < kPaletteColours && taken[static_cast<std::size_t>(chosen)]; ++k)
            chosen = (own + k + 1) % kPaletteColours;
        slots[label] = taken[static_cast<std::size_t>(chosen)] ? own : chosen;
    }
    return slots;
}

}  // namespace segstudio
