#pragma once
// Signed distance map of a 2D mask (ITK's SignedMaurerDistanceMapImageFilter):
// mm from each pixel centre to the mask's boundary, negative inside, 0 on the
// mask's boundary pixels. Pixels are u fastest; spacing in mm. core/edit internal.
#include <cstdint>
#include <vector>

namespace segstudio::edit {

std::vector<float> signedDistanceMm(const std::vector<uint8_t>& mask, int64_t sizeU, int64_t sizeV, double spacingU,
                                    double spacingV);

}  // namespace segstudio::edit
