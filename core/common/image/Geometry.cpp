#include "common/image/Geometry.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace segstudio {

Vec3 Geometry::indexToWorld(const Vec3& ijk) const
{
    Vec3 world = origin;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            world[r] += direction[r * 3 + c] * spacing[c] * ijk[c];
    return world;
}

Vec3 Geometry::worldToIndex(const Vec3& world) const
{
    const Matrix3 inv = inverse(direction);
    Vec3 ijk{};
    for (int r = 0; r < 3; ++r) {
        double sum = 0;
        for (int c = 0; c < 3; ++c)
            sum += inv[r * 3 + c] * (world[c] - origin[c]);
        ijk[r] = sum / spacing[r];
    }
    return ijk;
}

std::string Geometry::orientationCode() const
{
    // Letter for +LPS axis r, and for its opposite.
    static const char positive[3] = {'L', 'P', 'S'};
    static const char negative[3] = {'R', 'A', 'I'};
    std::string code(3, '?');
    for (int c = 0; c < 3; ++c) {
        int dominant = 0;
        for (int r = 1; r < 3; ++r)
            if (std::abs(direction[r * 3 + c]) > std::abs(direction[dominant * 3 + c]))
                dominant = r;
        code[c] = direction[dominant * 3 + c] >= 0 ? positive[dominant] : negative[dominant];
    }
    return code;
}

std::string formatTriple(const Vec3& v)
{
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "%.6gx%.6gx%.6g", v[0], v[1], v[2]);
    return buffer;
}

std::string formatSize(const Size3& s)
{
    return std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2]);
}

static std::string formatPoint(const Vec3& v)
{
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "(%.6g, %.6g, %.6g)", v[0], v[1], v[2]);
    return buffer;
}

std::string Geometry::describe() const
{
    return formatSize(size) + " voxels, spacing " + formatTriple(spacing) + " mm, origin " +
           formatPoint(origin) + " mm, " + orientationCode();
}

std::vector<std::string> geometryDifferences(const Geometry& a, const Geometry& b,
                                             const GeometryTolerance& tolerance)
{
    std::vector<std::string> differences;
    if (a.size != b.size)
        differences.push_back("size " + formatSize(a.size) + " vs " + formatSize(b.size));
    for (int axis = 0; axis < 3; ++axis) {
        const double scale = std::max(std::abs(a.spacing[axis]), std::abs(b.spacing[axis]));
        if (std::abs(a.spacing[axis] - b.spacing[axis]) > tolerance.spacingRelative * scale) {
            differences.push_back("spacing " + formatTriple(a.spacing) + " mm vs " +
                                  formatTriple(b.spacing) + " mm");
            break;
        }
    }
    for (int axis = 0; axis < 3; ++axis) {
        if (std::abs(a.origin[axis] - b.origin[axis]) > tolerance.originMm) {
            differences.push_back("origin " + formatPoint(a.origin) + " mm vs " +
                                  formatPoint(b.origin) + " mm");
            break;
        }
    }
    for (int e = 0; e < 9; ++e) {
        if (std::abs(a.direction[e] - b.direction[e]) > tolerance.directionAbsolute) {
            differences.push_back("direction (" + a.orientationCode() + ") vs (" +
                                  b.orientationCode() + "), element " + std::to_string(e) +
                                  " differs by " + std::to_string(std::abs(a.direction[e] - b.direction[e])));
            break;
        }
    }
    return differences;
}

Matrix3 multiply(const Matrix3& a, const Matrix3& b)
{
    Matrix3 m{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            for (int k = 0; k < 3; ++k)
                m[r * 3 + c] += a[r * 3 + k] * b[k * 3 + c];
    return m;
}

Matrix3 inverse(const Matrix3& m)
{
    const double det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) +
                       m[2] * (m[3] * m[7] - m[4] * m[6]);
    if (std::abs(det) < 1e-12)
        throw std::invalid_argument("direction matrix is singular");
    const double s = 1.0 / det;
    return {(m[4] * m[8] - m[5] * m[7]) * s, (m[2] * m[7] - m[1] * m[8]) * s, (m[1] * m[5] - m[2] * m[4]) * s,
            (m[5] * m[6] - m[3] * m[8]) * s, (m[0] * m[8] - m[2] * m[6]) * s, (m[2] * m[3] - m[0] * m[5]) * s,
            (m[3] * m[7] - m[4] * m[6]) * s, (m[1] * m[6] - m[0] * m[7]) * s, (m[0] * m[4] - m[1] * m[3]) * s};
}

nlohmann::json toJson(const Geometry& g)
{
    return {{"size", g.size}, {"spacing", g.spacing}, {"origin", g.origin}, {"direction", g.direction}};
}

Geometry geometryFromJson(const nlohmann::json& json)
{
    Geometry g;
    g.size = json.at("size").get<Size3>();
    g.spacing = json.at("spacing").get<Vec3>();
    g.origin = json.at("origin").get<Vec3>();
    g.direction = json.at("direction").get<Matrix3>();
    return g;
}

}  // namespace segstudio
