#include "widgets/views/SliceComposer.h"

#include <algorithm>
#include <cmath>

namespace segstudio::widgets {

void composeSlice(const Volume& volume, int normalAxis, int64_t slice, const std::vector<ChannelLook>& looks,
                  std::vector<unsigned char>& rgb)
{
    const Size3& size = volume.geometry.size;
    const int fast = normalAxis == 0 ? 1 : 0, slow = normalAxis == 2 ? 1 : 2;
    const int64_t nFast = size[fast], nSlow = size[slow];
    const int64_t stride[3] = {1, size[0], size[0] * size[1]};
    rgb.assign(static_cast<std::size_t>(nFast * nSlow * 3), 0);
    std::vector<float> sums(static_cast<std::size_t>(nFast * nSlow * 3), 0.0f);
    visitScalarType(volume.type, [&](auto tag) {
        using T = decltype(tag);
        const T* voxels = volume.data<T>();
        const int components = volume.components;
        for (const ChannelLook& look : looks) {
            if (look.component < 0 || look.component >= components)
                continue;
            const double scale = 1.0 / std::max(look.upper - look.lower, 1e-12);
            const float r = static_cast<float>(look.rgb[0]), g = static_cast<float>(look.rgb[1]), b = static_cast<float>(look.rgb[2]);
            for (int64_t j = 0; j < nSlow; ++j) {
                const int64_t rowStart = slice * stride[normalAxis] + j * stride[slow];
                float* out = sums.data() + 3 * j * nFast;
                for (int64_t i = 0; i < nFast; ++i) {
                    const double v = static_cast<double>(voxels[(rowStart + i * stride[fast]) * components + look.component]);
                    const double t = std::isfinite(v) ? std::clamp((v - look.lower) * scale, 0.0, 1.0) : 0.0;
                    const float f = static_cast<float>(t);
                    out[3 * i] += f * r;
                    out[3 * i + 1] += f * g;
                    out[3 * i + 2] += f * b;
                }
            }
        }
    });
    for (std::size_t k = 0; k < sums.size(); ++k)
        rgb[k] = static_cast<unsigned char>(std::lround(std::min(sums[k], 255.0f)));
}

}  // namespace segstudio::widgets
