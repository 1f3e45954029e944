#include "io/CellPhantom.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace segstudio::io {

namespace {

struct Cell {
    Vec3 centre;
    double radius;
    double brightness;
};

}  // namespace

CellPhantom generateCellPhantom(const Size3& size, const Vec3& spacing, uint64_t seed, double noise)
{
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const bool flat = size[2] == 1;
    const double smallest = static_cast<double>(std::min(size[0], std::min(size[1], flat ? size[0] : size[2])));
    const double radius = std::clamp(smallest / (flat ? 12.0 : 6.0), 3.0, 12.0);
    // Clusters of 2-4 cells whose centres lie 1.4-1.7 radii apart: they touch.
    std::vector<Cell> cells;
    const int64_t area = size[0] * size[1] * (flat ? 1 : size[2]);
    const double cellVolume = flat ? M_PI * radius * radius : 4.0 / 3.0 * M_PI * radius * radius * radius;
    const int clusters = std::max(2, static_cast<int>(0.35 * static_cast<double>(area) / cellVolume / 3.0));
    for (int k = 0; k < clusters * 20 && static_cast<int>(cells.size()) < clusters * 3; ++k) {
        const int members = 2 + static_cast<int>(random() % 3);
        Vec3 start;
        for (int a = 0; a < 3; ++a)
            start[a] = (a == 2 && flat) ? 0.0 : radius + unit(random) * (static_cast<double>(size[a]) - 2 * radius);
        std::vector<Cell> group{{start, radius * (0.85 + 0.3 * unit(random)), 90 + 60 * unit(random)}};
        for (int m = 1; m < members; ++m) {
            const Cell& from = group[static_cast<std::size_t>(random() % group.size())];
            const double theta = 2 * M_PI * unit(random), phi = flat ? M_PI / 2 : std::acos(2 * unit(random) - 1);
            const double distance = radius * (1.4 + 0.3 * unit(random));
            const Vec3 centre{from.centre[0] + distance * std::sin(phi) * std::cos(theta),
                              from.centre[1] + distance * std::sin(phi) * std::sin(theta),
                              flat ? 0.0 : from.centre[2] + distance * std::cos(phi)};
            group.push_back({centre, radius * (0.85 + 0.3 * unit(random)), 90 + 60 * unit(random)});
        }
        // Clusters keep apart from one another; cells stay inside the image.
        bool fits = true;
        for (const Cell& c : group) {
            for (int a = 0; a < (flat ? 2 : 3); ++a)
                fits &= c.centre[a] > c.radius && c.centre[a] < static_cast<double>(size[a]) - c.radius;
            for (const Cell& other : cells)
                fits &= std::hypot(c.centre[0] - other.centre[0], c.centre[1] - other.centre[1],
                                   c.centre[2] - other.centre[2]) > 2.6 * radius;
        }
        if (fits)
            cells.insert(cells.end(), group.begin(), group.end());
    }

    Geometry geometry;
    geometry.size = size;
    geometry.spacing = spacing;
    CellPhantom phantom{Volume::allocate(geometry, ScalarType::UInt8), Volume::allocate(geometry, ScalarType::UInt16),
                        static_cast<int>(cells.size())};
    std::normal_distribution<double> gaussian(0.0, noise);
    for (int64_t z = 0; z < size[2]; ++z)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x) {
                // Nearest and second-nearest cell in radius units.
                double best = std::numeric_limits<double>::max(), second = best;
                std::size_t owner = 0;
                for (std::size_t c = 0; c < cells.size(); ++c) {
                    const Cell& cell = cells[c];
                    const double d = std::hypot(double(x) - cell.centre[0], double(y) - cell.centre[1],
                                                double(z) - cell.centre[2]) / cell.radius;
                    if (d < best) {
                        second = best;
                        best = d;
                        owner = c;
                    } else if (d < second) {
                        second = d;
                    }
                }
                const int64_t i = x + size[0] * (y + size[1] * z);
                double value = 20;
                uint16_t id = 0;
                if (best <= 1.0) {
                    id = static_cast<uint16_t>(owner + 1);
                    // Membrane: the outer rim, and the wall shared with a neighbour.
                    const double rim = cells[owner].radius * (1.0 - best);
                    const double wall = cells[owner].radius * (second - best) / 2;
                    value = std::min(rim, wall) < 1.2 ? 220 : cells[owner].brightness;
                }
                phantom.instances.data<uint16_t>()[i] = id;
                phantom.image.data<uint8_t>()[i] =
                    static_cast<uint8_t>(std::clamp(std::lround(value + gaussian(random)), 0L, 255L));
            }
    return phantom;
}

}  // namespace segstudio::io
