#pragma once
// A triangle mesh as plain arrays: how a surface made by a mesher
// (common/image/SurfaceMesher.h) reaches the application layer and a view
// without VTK objects in core/. Coordinates in mm, in whatever frame the
// maker states.
#include <array>
#include <cstdint>
#include <vector>

namespace segstudio {

struct TriangleMesh {
    std::vector<std::array<float, 3>> points;
    std::vector<std::array<float, 3>> normals;      // one per point, or empty
    std::vector<std::array<int64_t, 3>> triangles;  // point indices, counter-clockwise seen from outside
};

}  // namespace segstudio
