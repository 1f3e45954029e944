#pragma once
// Colour slices of multi-channel scans: one channel in grey, or a composite
// of several channels, each through its own window and in its own colour
// (as napari and Fiji composite fluorescence channels). Qt-free and
// VTK-free; runs on any thread.
#include <array>
#include <cstdint>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio::widgets {

// One channel's contribution to a slice.
struct ChannelLook {
    int component = 0;
    double lower = 0, upper = 1;       // the window: lower maps to 0, upper to full colour
    std::array<int, 3> rgb{255, 255, 255};  // full colour, 0-255 per primary
};

// The slice at index `slice` along display axis `normalAxis` (0, 1 or 2) as
// RGB bytes, three per pixel, the lower in-plane axis fastest (VTK's memory
// order for a 2D extent of the volume). Each look adds
// rgb * clamp((value - lower) / (upper - lower), 0, 1); sums saturate at 255.
// Non-finite values count as `lower`.
void composeSlice(const Volume& volume, int normalAxis, int64_t slice, const std::vector<ChannelLook>& looks,
                  std::vector<unsigned char>& rgb);

}  // namespace segstudio::widgets
