#include "common/image/Reorientation.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <stdexcept>

namespace segstudio {

namespace {

// The world axis (0: R/L, 1: A/P, 2: S/I) a letter names, and whether it
// points along +LPS.
bool letterAxis(char letter, int& worldAxis, bool& towardsLps)
{
    static const char lps[3] = {'L', 'P', 'S'};
    static const char ras[3] = {'R', 'A', 'I'};
    for (int a = 0; a < 3; ++a) {
        if (letter == lps[a] || letter == ras[a]) {
            worldAxis = a;
            towardsLps = letter == lps[a];
            return true;
        }
    }
    return false;
}

// For each new index axis n: the old index axis it reads and whether it runs backwards.
struct AxisMap {
    std::array<int, 3> oldAxis{0, 1, 2};
    std::array<bool, 3> flipped{false, false, false};
};

AxisMap axisMapTo(const Geometry& from, const std::string& code)
{
    const std::string current = from.orientationCode();
    AxisMap map;
    std::array<bool, 3> used{false, false, false};
    for (int n = 0; n < 3; ++n) {
        int wanted = 0, have = 0;
        bool wantedLps = false, haveLps = false;
        letterAxis(code[static_cast<std::size_t>(n)], wanted, wantedLps);
        bool found = false;
        for (int o = 0; o < 3 && !found; ++o) {
            letterAxis(current[static_cast<std::size_t>(o)], have, haveLps);
            if (have == wanted && !used[static_cast<std::size_t>(o)]) {
                used[static_cast<std::size_t>(o)] = found = true;
                map.oldAxis[static_cast<std::size_t>(n)] = o;
                map.flipped[static_cast<std::size_t>(n)] = haveLps != wantedLps;
            }
        }
        // Two axes of an oblique grid closest to one world axis: no permutation reaches `code`.
        if (!found)
            throw std::invalid_argument("the grid's axes (" + current + ") cannot be brought to " + code);
    }
    return map;
}

Volume applyAxisMap(const Volume& volume, const AxisMap& map)
{
    const Geometry& g = volume.geometry;
    Geometry out = g;
    Vec3 originIndex{0, 0, 0};
    for (std::size_t n = 0; n < 3; ++n) {
        const auto o = static_cast<std::size_t>(map.oldAxis[n]);
        out.size[n] = g.size[o];
        out.spacing[n] = g.spacing[o];
        for (std::size_t r = 0; r < 3; ++r)
            out.direction[r * 3 + n] = g.direction[r * 3 + o] * (map.flipped[n] ? -1.0 : 1.0);
        if (map.flipped[n])
            originIndex[o] = static_cast<double>(g.size[o] - 1);
    }
    out.origin = g.indexToWorld(originIndex);
    Volume result = Volume::allocate(out, volume.type, volume.components);
    const std::size_t voxelBytes = scalarSize(volume.type) * static_cast<std::size_t>(volume.components);
    // Old strides of the old axis each new axis reads, signed for flips.
    const std::array<int64_t, 3> oldStride{1, g.size[0], g.size[0] * g.size[1]};
    std::array<int64_t, 3> step{}, start{};
    int64_t first = 0;
    for (std::size_t n = 0; n < 3; ++n) {
        const auto o = static_cast<std::size_t>(map.oldAxis[n]);
        step[n] = map.flipped[n] ? -oldStride[o] : oldStride[o];
        start[n] = map.flipped[n] ? (g.size[o] - 1) * oldStride[o] : 0;
        first += start[n];
    }
    const std::byte* in = volume.bytes.data();
    std::byte* dst = result.bytes.data();
    for (int64_t k = 0; k < out.size[2]; ++k)
        for (int64_t j = 0; j < out.size[1]; ++j) {
            int64_t source = first + k * step[2] + j * step[1];
            for (int64_t i = 0; i < out.size[0]; ++i, source += step[0], dst += voxelBytes)
                std::memcpy(dst, in + static_cast<std::size_t>(source) * voxelBytes, voxelBytes);
        }
    return result;
}

}  // namespace

bool isOrientationCode(const std::string& code)
{
    if (code.size() != 3)
        return false;
    std::array<bool, 3> seen{false, false, false};
    for (char letter : code) {
        int axis = 0;
        bool towardsLps = false;
        if (!letterAxis(letter, axis, towardsLps) || seen[static_cast<std::size_t>(axis)])
            return false;
        seen[static_cast<std::size_t>(axis)] = true;
    }
    return true;
}

Volume reorientedTo(const Volume& volume, const std::string& code)
{
    if (!isOrientationCode(code))
        throw std::invalid_argument("'" + code + "' is not an orientation code (three letters of R/L, A/P, S/I)");
    return applyAxisMap(volume, axisMapTo(volume.geometry, code));
}

Volume reorientedBack(const Volume& volume, const Geometry& original)
{
    Volume back = reorientedTo(volume, original.orientationCode());
    GeometryTolerance tolerance;
    tolerance.originMm = 1e-3 * std::max({original.spacing[0], original.spacing[1], original.spacing[2], 1.0});
    const std::vector<std::string> differences = geometryDifferences(back.geometry, original, tolerance);
    if (!differences.empty())
        throw std::invalid_argument("the map is not on the scan's grid in another axis order: " + differences.front());
    back.geometry = original;
    return back;
}

}  // namespace segstudio
