#include "io/blockwise/BodyHoles.h"

#include <algorithm>

#include "common/Errors.h"

namespace segstudio::io {

namespace {

constexpr int32_t kBody = -1;

// Cropped rows [first, end) of the scan: 1 where every channel is zero.
std::vector<uint8_t> zeroVoxels(ScanSlabReader& reader, const CaseMapping& m, int64_t first, int64_t end)
{
    const std::vector<float> rows = reader.rows(m.crop.lo[2] + first, m.crop.lo[2] + end);
    const Size3& source = m.source.size;
    const Size3& cs = m.cropped.size;
    const int64_t depth = end - first;
    const int64_t channels = static_cast<int64_t>(rows.size()) / (source[0] * source[1] * depth);
    std::vector<uint8_t> zero(static_cast<std::size_t>(cs[0] * cs[1] * depth), 1);
    for (int64_t ch = 0; ch < channels; ++ch)
        for (int64_t z = 0, i = 0; z < depth; ++z)
            for (int64_t y = 0; y < cs[1]; ++y) {
                const float* row =
                    rows.data() + ((ch * depth + z) * source[1] + y + m.crop.lo[1]) * source[0] + m.crop.lo[0];
                for (int64_t x = 0; x < cs[0]; ++x, ++i)
                    if (row[x] != 0.0f)
                        zero[static_cast<std::size_t>(i)] = 0;
            }
    return zero;
}

// Labels the components (6-neighbours) of the zero voxels of one block
// 0, 1, ... in the order of their first voxel; body voxels get kBody.
// Returns the number of components.
int32_t labelZeroComponents(const std::vector<uint8_t>& zero, const Size3& size, std::vector<int32_t>& labels)
{
    labels.assign(zero.size(), kBody);
    const int64_t stride[3] = {1, size[0], size[0] * size[1]};
    std::vector<int64_t> stack;
    int32_t count = 0;
    for (int64_t seed = 0; seed < static_cast<int64_t>(zero.size()); ++seed) {
        if (!zero[static_cast<std::size_t>(seed)] || labels[static_cast<std::size_t>(seed)] != kBody)
            continue;
        labels[static_cast<std::size_t>(seed)] = count;
        stack.push_back(seed);
        while (!stack.empty()) {
            const int64_t i = stack.back();
            stack.pop_back();
            int64_t rest = i;
            for (int axis = 0; axis < 3; ++axis) {
                const int64_t coordinate = rest % size[axis];
                rest /= size[axis];
                for (const int64_t next : {coordinate > 0 ? i - stride[axis] : -1,
                                           coordinate + 1 < size[axis] ? i + stride[axis] : -1}) {
                    if (next < 0 || !zero[static_cast<std::size_t>(next)] || labels[static_cast<std::size_t>(next)] != kBody)
                        continue;
                    labels[static_cast<std::size_t>(next)] = count;
                    stack.push_back(next);
                }
            }
        }
        ++count;
    }
    return count;
}

// Zero components of the whole scan, merged across blocks; a set reaches
// the border when any of its members does.
class ComponentSets {
public:
    int64_t add(int32_t count)
    {
        const auto base = static_cast<int64_t>(m_parent.size());
        for (int32_t c = 0; c < count; ++c)
            m_parent.push_back(base + c);
        m_reachesBorder.resize(m_parent.size(), 0);
        return base;
    }
    int64_t find(int64_t c)
    {
        while (m_parent[static_cast<std::size_t>(c)] != c) {
            m_parent[static_cast<std::size_t>(c)] = m_parent[static_cast<std::size_t>(m_parent[static_cast<std::size_t>(c)])];
            c = m_parent[static_cast<std::size_t>(c)];
        }
        return c;
    }
    void unite(int64_t a, int64_t b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return;
        m_parent[static_cast<std::size_t>(b)] = a;
        m_reachesBorder[static_cast<std::size_t>(a)] |= m_reachesBorder[static_cast<std::size_t>(b)];
    }
    void markBorder(int64_t c) { m_reachesBorder[static_cast<std::size_t>(find(c))] = 1; }
    bool reachesBorder(int64_t c) { return m_reachesBorder[static_cast<std::size_t>(find(c))] != 0; }
    bool anyEnclosed()
    {
        for (int64_t c = 0; c < static_cast<int64_t>(m_parent.size()); ++c)
            if (!reachesBorder(c))
                return true;
        return false;
    }

private:
    std::vector<int64_t> m_parent;
    std::vector<uint8_t> m_reachesBorder;
};

}  // namespace

BodyHoles::BodyHoles(std::vector<Run> runs) : m_runs(std::move(runs)) {}

void BodyHoles::fill(int64_t first, int64_t end, const Size3& croppedSize, std::vector<uint8_t>& mask) const
{
    auto run = std::lower_bound(m_runs.begin(), m_runs.end(), first, [](const Run& r, int64_t z) { return r.z < z; });
    for (; run != m_runs.end() && run->z < end; ++run)
        std::fill_n(mask.begin() + ((run->z - first) * croppedSize[1] + run->y) * croppedSize[0] + run->xFirst,
                    run->xEnd - run->xFirst, uint8_t(1));
}

int64_t BodyHoles::voxelCount() const
{
    int64_t voxels = 0;
    for (const Run& run : m_runs)
        voxels += run.xEnd - run.xFirst;
    return voxels;
}

Json BodyHoles::toJson() const
{
    Json runs = Json::array();
    for (const Run& run : m_runs)
        runs.push_back({run.z, run.y, run.xFirst, run.xEnd});
    return runs;
}

BodyHoles BodyHoles::fromJson(const Json& json, const std::string& file)
{
    std::vector<Run> runs;
    try {
        for (const Json& run : json)
            runs.push_back({run.at(0).get<int64_t>(), run.at(1).get<int64_t>(), run.at(2).get<int64_t>(),
                            run.at(3).get<int64_t>()});
    } catch (const nlohmann::json::exception& error) {
        throw InputError(file, "body_holes", std::string("malformed: ") + error.what());
    }
    for (std::size_t r = 0; r < runs.size(); ++r)
        if (runs[r].xEnd <= runs[r].xFirst || runs[r].xFirst < 0 || runs[r].y < 0 || runs[r].z < 0 ||
            (r > 0 && runs[r].z < runs[r - 1].z))
            throw InputError(file, "body_holes", "run " + std::to_string(r) + " is empty, negative or out of order");
    return BodyHoles(std::move(runs));
}

std::optional<BodyHoles> findBodyHoles(ScanSlabReader& reader, const CaseMapping& mapping, int64_t readRows,
                                       const std::function<bool()>& cancelled)
{
    const Size3& cs = mapping.cropped.size;
    const int64_t plane = cs[0] * cs[1];
    readRows = std::max<int64_t>(1, readRows);
    ComponentSets sets;
    std::vector<int64_t> bases;
    std::vector<int32_t> labels;
    std::vector<int64_t> previousPlane;  // the components of the row above this block, kBody for the body
    for (int64_t first = 0; first < cs[2]; first += readRows) {
        if (cancelled && cancelled())
            return std::nullopt;
        const int64_t end = std::min(cs[2], first + readRows);
        const Size3 block{cs[0], cs[1], end - first};
        const int32_t count = labelZeroComponents(zeroVoxels(reader, mapping, first, end), block, labels);
        const int64_t base = sets.add(count);
        bases.push_back(base);
        for (int64_t z = 0, i = 0; z < block[2]; ++z) {
            const bool zBorder = cs[2] > 1 && (first + z == 0 || first + z == cs[2] - 1);
            for (int64_t y = 0; y < cs[1]; ++y)
                for (int64_t x = 0; x < cs[0]; ++x, ++i) {
                    const int32_t label = labels[static_cast<std::size_t>(i)];
                    if (label == kBody)
                        continue;
                    if (zBorder || (cs[0] > 1 && (x == 0 || x == cs[0] - 1)) || (cs[1] > 1 && (y == 0 || y == cs[1] - 1)))
                        sets.markBorder(base + label);
                    if (z == 0 && !previousPlane.empty() && previousPlane[static_cast<std::size_t>(y * cs[0] + x)] != kBody)
                        sets.unite(previousPlane[static_cast<std::size_t>(y * cs[0] + x)], base + label);
                }
        }
        previousPlane.assign(static_cast<std::size_t>(plane), kBody);
        for (int64_t p = 0; p < plane; ++p) {
            const int32_t label = labels[static_cast<std::size_t>((block[2] - 1) * plane + p)];
            if (label != kBody)
                previousPlane[static_cast<std::size_t>(p)] = base + label;
        }
    }
    if (!sets.anyEnclosed())
        return BodyHoles{};
    // The same blocks again, labelled the same way: the enclosed voxels as runs.
    std::vector<BodyHoles::Run> runs;
    for (int64_t first = 0, b = 0; first < cs[2]; first += readRows, ++b) {
        if (cancelled && cancelled())
            return std::nullopt;
        const int64_t end = std::min(cs[2], first + readRows);
        labelZeroComponents(zeroVoxels(reader, mapping, first, end), {cs[0], cs[1], end - first}, labels);
        const int64_t base = bases[static_cast<std::size_t>(b)];
        for (int64_t z = first, i = 0; z < end; ++z)
            for (int64_t y = 0; y < cs[1]; ++y)
                for (int64_t x = 0; x < cs[0]; ++x, ++i) {
                    const int32_t label = labels[static_cast<std::size_t>(i)];
                    if (label == kBody || sets.reachesBorder(base + label))
                        continue;
                    if (!runs.empty() && runs.back().z == z && runs.back().y == y && runs.back().xEnd == x)
                        ++runs.back().xEnd;
                    else
                        runs.push_back({z, y, x, x + 1});
                }
    }
    return BodyHoles(std::move(runs));
}

}  // namespace segstudio::io
