#pragma once
// Physical geometry of a 3D voxel grid, in ITK's convention: world coordinates
// are LPS millimetres; voxel (i, j, k) has its centre at
//   origin + direction * diag(spacing) * (i, j, k).
// 2D images have size[2] == 1.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace segstudio {

using Vec3 = std::array<double, 3>;
using Size3 = std::array<int64_t, 3>;
// Row-major 3x3; column c is the world (LPS) direction of voxel axis c.
using Matrix3 = std::array<double, 9>;

constexpr Matrix3 identityMatrix3() { return {1, 0, 0, 0, 1, 0, 0, 0, 1}; }

struct Geometry {
    Size3 size{1, 1, 1};           // voxels along i, j, k
    Vec3 spacing{1, 1, 1};         // mm between voxel centres along i, j, k
    Vec3 origin{0, 0, 0};          // mm, LPS world position of voxel (0, 0, 0)
    Matrix3 direction = identityMatrix3();

    int64_t voxelCount() const { return size[0] * size[1] * size[2]; }
    Vec3 indexToWorld(const Vec3& ijk) const;
    Vec3 worldToIndex(const Vec3& world) const;

    // Three letters naming where each voxel axis points, in the RAS letter
    // convention of nibabel's aff2axcodes: "RAS" means i grows towards the
    // patient's Right, j towards Anterior, k towards Superior. ITK's identity
    // direction (LPS world) is "LPS".
    std::string orientationCode() const;

    // One line: "64x64x32 voxels, spacing 1x1x2.5 mm, origin (..), RAS".
    std::string describe() const;
};

// Tolerances used when two geometries must describe the same grid (image vs
// label, channels of one case). NIfTI stores spacing, origin and the rotation
// as float32, so exact equality would reject files that are fine.
struct GeometryTolerance {
    double spacingRelative = 1e-4;   // |a - b| <= tol * max(|a|, |b|)
    double originMm = 1e-3;          // |a - b| <= tol, per axis
    double directionAbsolute = 1e-4; // per matrix element
};

// Human-readable differences ("spacing 1x1x1 mm vs 1x1x2 mm"); empty when the
// geometries agree within the tolerance. Sizes must match exactly.
std::vector<std::string> geometryDifferences(const Geometry& a, const Geometry& b,
                                             const GeometryTolerance& tolerance = {});

Matrix3 multiply(const Matrix3& a, const Matrix3& b);
Matrix3 inverse(const Matrix3& m);  // throws std::invalid_argument if singular

nlohmann::json toJson(const Geometry& geometry);
Geometry geometryFromJson(const nlohmann::json& json);  // throws nlohmann::json::exception

// "1x1x2.5" with up to 6 significant digits.
std::string formatTriple(const Vec3& v);
std::string formatSize(const Size3& s);

}  // namespace segstudio
