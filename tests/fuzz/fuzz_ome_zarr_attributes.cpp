// libFuzzer harness: an OME-Zarr store's .zattrs (OME-NGFF "multiscales"),
// parsed in this process against a level-0 array whose shape comes from the
// first bytes (2 to 5 axes of 1 to 64 entries). The parser must return axes
// and a geometry the reader can use (every axis used once, sizes from the
// shape, positive finite spacing, a bounded channel count) or throw an
// InputError naming the store; readOmeZarr relies on both.
#include <cmath>
#include <set>

#include "FuzzSupport.h"
#include "io/OmeZarr.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    if (size < 6)
        return 0;
    static const std::string path = fuzz::freshFolder("ome_zarr") + "/image.ome.zarr";
    std::vector<uint64_t> shape(static_cast<std::size_t>(2 + data[0] % 4));
    for (std::size_t a = 0; a < shape.size(); ++a)
        shape[a] = 1 + data[1 + a] % 64;
    const std::string text(reinterpret_cast<const char*>(data) + 5, size - 5);
    fuzz::expectOnlyProductErrors(path, [&] {
        const io::detail::OmeZarrImage image = io::detail::parseOmeZarrAttributes(text, shape, ScalarType::UInt16, path);
        std::set<int> used;
        for (int axis : {image.timeAxis, image.channelAxis, image.spaceAxis[0], image.spaceAxis[1], image.spaceAxis[2]})
            if (axis >= 0 && (axis >= static_cast<int>(shape.size()) || !used.insert(axis).second))
                std::abort();  // an axis the array does not have, or one used twice
        const Geometry& g = image.header.geometry;
        for (int k = 0; k < 3; ++k) {
            const int axis = image.spaceAxis[static_cast<std::size_t>(k)];
            if (axis >= 0 && static_cast<uint64_t>(g.size[k]) != shape[static_cast<std::size_t>(axis)])
                std::abort();
            if (!(g.spacing[k] > 0) || !std::isfinite(g.spacing[k]) || !std::isfinite(g.origin[k]))
                std::abort();
        }
        if (image.header.components < 1 || static_cast<std::size_t>(image.header.components) > io::kMaxChannels)
            std::abort();
    });
    return 0;
}
