#include "common/image/SurfaceMesher.h"

#include "common/Errors.h"

namespace segstudio::surface {

void checkSurfaceOptions(const SurfaceOptions& options)
{
    if (!(options.keepFraction > 0 && options.keepFraction <= 1))
        throw InputError("", "decimation", "the fraction of triangles kept must lie in (0, 1]");
    if (options.smooth && !(options.passBand > 0 && options.passBand <= 2))
        throw InputError("", "pass band", "the smoothing pass band must lie in (0, 2]");
    if (options.smooth && (options.smoothingIterations < 1 || options.smoothingIterations > 1000))
        throw InputError("", "smoothing iterations", "smoothing takes 1 to 1000 iterations");
}

SurfaceFormat surfaceFormatFromName(const std::string& name)
{
    if (name == "stl")
        return SurfaceFormat::Stl;
    if (name == "obj")
        return SurfaceFormat::Obj;
    if (name == "ply")
        return SurfaceFormat::Ply;
    if (name == "vtp")
        return SurfaceFormat::Vtp;
    throw InputError("", "format", "surfaces are written as stl, obj, ply or vtp, not '" + name + "'");
}

std::string surfaceFormatExtension(SurfaceFormat format)
{
    switch (format) {
    case SurfaceFormat::Stl: return ".stl";
    case SurfaceFormat::Obj: return ".obj";
    case SurfaceFormat::Ply: return ".ply";
    case SurfaceFormat::Vtp: return ".vtp";
    }
    return ".stl";
}

}  // namespace segstudio::surface
