#include "io/TissuePhantom.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <random>
#include <set>
#include <unordered_map>
#include <utility>
#include <vector>

namespace segstudio::io {

namespace {

constexpr double kMembraneGrey = 40.0;

struct TissueCell {
    Vec3 centre;    // in the warped space the tessellation is drawn in
    double weight;  // power-diagram weight: squared radius
    double brightness;
};

struct Organelle {
    Vec3 centre;
    Vec3 axis;  // unit vector of the long semi-axis
    double along, across, grey;
};

// A reproducible uniform [0, 1) from the seed and a pair of cells (a wall).
double wallRandom(uint64_t seed, uint64_t a, uint64_t b, uint64_t salt)
{
    uint64_t x = seed ^ (a * 0x9E3779B97F4A7C15ull) ^ (b * 0xC2B2AE3D27D4EB4Full) ^ (salt * 0x165667B19E3779F9ull);
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    x ^= x >> 31;
    return static_cast<double>(x >> 11) / 9007199254740992.0;
}

struct Wall {
    double halfWidth;  // voxels either side of the power bisector
    double contrast;   // 0 invisible .. 1 full
    bool faint;
};

Wall wallBetween(uint64_t seed, std::size_t i, std::size_t j)
{
    const uint64_t a = std::min(i, j), b = std::max(i, j);
    Wall wall;
    wall.halfWidth = 0.5 * (1.0 + 2.0 * wallRandom(seed, a, b, 1));
    wall.faint = wallRandom(seed, a, b, 2) < 0.33;
    const double u = wallRandom(seed, a, b, 3);
    wall.contrast = wall.faint ? 0.02 + 0.18 * u : 0.35 + 0.65 * u;
    return wall;
}

// Separable Gaussian blur of a float image, in plane only on a single slice.
void blur(std::vector<float>& image, const Size3& size, double sigma)
{
    const int radius = static_cast<int>(std::ceil(3 * sigma));
    std::vector<double> kernel(static_cast<std::size_t>(2 * radius + 1));
    double sum = 0;
    for (int k = -radius; k <= radius; ++k)
        sum += kernel[static_cast<std::size_t>(k + radius)] = std::exp(-0.5 * k * k / (sigma * sigma));
    for (double& k : kernel)
        k /= sum;
    const int64_t strides[3] = {1, size[0], size[0] * size[1]};
    std::vector<float> line;
    for (int axis = 0; axis < 3; ++axis) {
        if (size[axis] == 1)
            continue;
        const std::vector<float> source = image;
        for (int64_t i = 0; i < static_cast<int64_t>(image.size()); ++i) {
            const int64_t at = (i / strides[axis]) % size[axis];
            double value = 0;
            for (int k = -radius; k <= radius; ++k) {
                const int64_t to = std::clamp<int64_t>(at + k, 0, size[axis] - 1);  // edge voxels repeat
                value += kernel[static_cast<std::size_t>(k + radius)] * source[static_cast<std::size_t>(i + (to - at) * strides[axis])];
            }
            image[static_cast<std::size_t>(i)] = static_cast<float>(value);
        }
    }
}

// A cell's tip cut off by a neighbour's membrane near a junction is a
// region of its own: a cell's pieces (face neighbours) after its first get
// new owners, specks under kSmallestPiece voxels become membrane.
constexpr int64_t kSmallestPiece = 20;

void splitPieces(std::vector<int32_t>& owners, const Size3& size, int32_t nextOwner)
{
    const int64_t strides[3] = {1, size[0], size[0] * size[1]};
    std::vector<uint8_t> seen(owners.size(), 0);
    std::unordered_map<int32_t, int> piecesOf;
    std::vector<int64_t> piece, stack;
    for (int64_t start = 0; start < static_cast<int64_t>(owners.size()); ++start) {
        const int32_t owner = owners[static_cast<std::size_t>(start)];
        if (owner < 0 || seen[static_cast<std::size_t>(start)])
            continue;
        piece.clear();
        stack.assign(1, start);
        seen[static_cast<std::size_t>(start)] = 1;
        while (!stack.empty()) {
            const int64_t v = stack.back();
            stack.pop_back();
            piece.push_back(v);
            const int64_t at[3] = {v % size[0], (v / size[0]) % size[1], v / (size[0] * size[1])};
            for (int a = 0; a < 3; ++a)
                for (const int64_t step : {int64_t(-1), int64_t(1)}) {
                    if (at[a] + step < 0 || at[a] + step >= size[a])
                        continue;
                    const int64_t u = v + step * strides[a];
                    if (!seen[static_cast<std::size_t>(u)] && owners[static_cast<std::size_t>(u)] == owner) {
                        seen[static_cast<std::size_t>(u)] = 1;
                        stack.push_back(u);
                    }
                }
        }
        int32_t newOwner = owner;  // the first piece of a cell (not a speck) keeps it
        if (static_cast<int64_t>(piece.size()) < kSmallestPiece)
            newOwner = -1;
        else if (piecesOf[owner]++ > 0)
            newOwner = nextOwner++;
        for (const int64_t v : piece)
            owners[static_cast<std::size_t>(v)] = newOwner;
    }
}

}  // namespace

TissuePhantom generateTissuePhantom(const Size3& size, const Vec3& spacing, uint64_t seed, double noise)
{
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const bool flat = size[2] == 1;
    const int dims = flat ? 2 : 3;
    const double smallest = static_cast<double>(std::min(size[0], std::min(size[1], flat ? size[0] : size[2])));
    const double diameter = flat ? std::clamp(smallest / 12.0, 10.0, 40.0) : std::clamp(smallest / 2.2, 10.0, 24.0);
    const double warp = 0.15 * diameter, wavelength = 1.7 * diameter;

    // Centres by dart throwing, at least 0.7 diameters apart, over the image
    // and a margin of the warp around it (cells run off the edge).
    std::vector<TissueCell> cells;
    double extent = 1;
    for (int a = 0; a < dims; ++a)
        extent *= static_cast<double>(size[a]) + 2 * warp;
    const double cellVolume = flat ? diameter * diameter : diameter * diameter * diameter;
    const int wanted = std::max(4, static_cast<int>(extent / cellVolume));
    for (int attempt = 0; attempt < wanted * 60 && static_cast<int>(cells.size()) < wanted; ++attempt) {
        Vec3 c{0, 0, 0};
        for (int a = 0; a < dims; ++a)
            c[a] = -warp + unit(random) * (static_cast<double>(size[a]) + 2 * warp);
        bool apart = true;
        for (const TissueCell& other : cells)
            apart &= std::hypot(c[0] - other.centre[0], c[1] - other.centre[1], c[2] - other.centre[2]) > 0.7 * diameter;
        if (!apart)
            continue;
        const double radius = 0.5 * diameter * (0.7 + 0.6 * unit(random));
        cells.push_back({c, radius * radius, 150 + 30 * unit(random)});
    }
    const std::array<double, 6> phases{2 * M_PI * unit(random), 2 * M_PI * unit(random), 2 * M_PI * unit(random),
                                       2 * M_PI * unit(random), 2 * M_PI * unit(random), 2 * M_PI * unit(random)};
    auto warped = [&](double x, double y, double z) {
        Vec3 p{x + warp * std::sin(2 * M_PI * y / wavelength + phases[0]) * std::cos(2 * M_PI * z / wavelength + phases[3]),
               y + warp * std::sin(2 * M_PI * x / wavelength + phases[1]) * std::cos(2 * M_PI * z / wavelength + phases[4]),
               flat ? 0.0 : z + warp * std::sin(2 * M_PI * x / wavelength + phases[2]) * std::cos(2 * M_PI * y / wavelength + phases[5])};
        return p;
    };

    // Organelles: dark ellipses and small round vesicles near each centre.
    std::vector<std::vector<Organelle>> organelles(cells.size());
    for (std::size_t c = 0; c < cells.size(); ++c) {
        const double radius = std::sqrt(cells[c].weight);
        const int count = static_cast<int>(random() % 4) + static_cast<int>(random() % 3);
        for (int k = 0; k < count; ++k) {
            Vec3 axis{unit(random) - 0.5, unit(random) - 0.5, flat ? 0.0 : unit(random) - 0.5};
            const double length = std::max(1e-6, std::hypot(axis[0], axis[1], axis[2]));
            for (double& v : axis)
                v /= length;
            Vec3 centre = cells[c].centre;
            for (int a = 0; a < dims; ++a)
                centre[a] += (unit(random) - 0.5) * 0.9 * radius;
            const bool vesicle = k >= 3 || unit(random) < 0.4;
            const double along = vesicle ? 1.0 + 0.6 * unit(random) : 2.0 + 2.5 * unit(random);
            const double across = vesicle ? along : 1.2 + 1.0 * unit(random);
            organelles[c].push_back({centre, axis, along, across, vesicle ? 115 + 20 * unit(random) : 80 + 30 * unit(random)});
        }
    }

    Geometry geometry;
    geometry.size = size;
    geometry.spacing = spacing;
    TissuePhantom phantom{Volume::allocate(geometry, ScalarType::UInt8), Volume::allocate(geometry, ScalarType::UInt16)};
    const std::size_t n = static_cast<std::size_t>(geometry.size[0] * geometry.size[1] * geometry.size[2]);
    std::vector<float> grey(n);
    std::vector<int32_t> owners(n, -1);
    std::set<std::pair<std::size_t, std::size_t>> walls;
    for (int64_t z = 0; z < size[2]; ++z)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x) {
                const Vec3 p = warped(double(x), double(y), double(z));
                // Nearest and second-nearest cell by power distance.
                double best = std::numeric_limits<double>::max(), second = best;
                std::size_t owner = 0, neighbour = 0;
                for (std::size_t c = 0; c < cells.size(); ++c) {
                    const Vec3& q = cells[c].centre;
                    const double d = (p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) +
                                     (p[2] - q[2]) * (p[2] - q[2]) - cells[c].weight;
                    if (d < best) {
                        second = best;
                        neighbour = owner;
                        best = d;
                        owner = c;
                    } else if (d < second) {
                        second = d;
                        neighbour = c;
                    }
                }
                const Vec3& a = cells[owner].centre;
                const Vec3& b = cells[neighbour].centre;
                const double apart = std::max(1e-6, std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]));
                const double toWall = (second - best) / (2 * apart);  // distance to the power bisector
                const std::size_t i = static_cast<std::size_t>(x + size[0] * (y + size[1] * z));
                double value = cells[owner].brightness;
                for (const Organelle& o : organelles[owner]) {
                    const Vec3 d{p[0] - o.centre[0], p[1] - o.centre[1], p[2] - o.centre[2]};
                    const double along = d[0] * o.axis[0] + d[1] * o.axis[1] + d[2] * o.axis[2];
                    const double across2 = std::max(0.0, d[0] * d[0] + d[1] * d[1] + d[2] * d[2] - along * along);
                    if (along * along / (o.along * o.along) + across2 / (o.across * o.across) <= 1.0)
                        value = o.grey;
                }
                const Wall wall = wallBetween(seed, owner, neighbour);
                if (toWall < wall.halfWidth) {
                    value = cells[owner].brightness - wall.contrast * (cells[owner].brightness - kMembraneGrey);
                    walls.insert({std::min(owner, neighbour), std::max(owner, neighbour)});
                } else {
                    owners[i] = static_cast<int32_t>(owner);
                }
                grey[i] = static_cast<float>(value);
            }

    splitPieces(owners, size, static_cast<int32_t>(cells.size()));
    blur(grey, size, 1.0);
    std::normal_distribution<double> gaussian(0.0, 1.0);
    std::unordered_map<int32_t, uint16_t> ids;
    for (std::size_t i = 0; i < n; ++i) {
        const double speckle = 1.0 + 0.06 * gaussian(random);
        const double value = grey[i] * speckle + noise * gaussian(random);
        phantom.image.data<uint8_t>()[i] = static_cast<uint8_t>(std::clamp(std::lround(value), 0L, 255L));
        uint16_t id = 0;
        if (owners[i] >= 0) {
            auto found = ids.find(owners[i]);
            if (found == ids.end())
                found = ids.emplace(owners[i], static_cast<uint16_t>(ids.size() + 1)).first;
            id = found->second;
        }
        phantom.instances.data<uint16_t>()[i] = id;
    }
    phantom.cells = static_cast<int>(ids.size());
    phantom.walls = static_cast<int>(walls.size());
    for (const auto& [a, b] : walls)
        phantom.faintWalls += wallBetween(seed, a, b).faint;
    return phantom;
}

}  // namespace segstudio::io
