#pragma once
// An empty label map for the edit model's tests: the grid and voxel type given.
#include <memory>

#include "common/image/Volume.h"

namespace segstudio::test {

inline std::shared_ptr<Volume> labelMap(Size3 size, Vec3 spacing, ScalarType type = ScalarType::UInt8)
{
    Geometry g;
    g.size = size;
    g.spacing = spacing;
    return std::make_shared<Volume>(Volume::allocate(g, type));
}

}  // namespace segstudio::test
