#include "BrickedLabelMap.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "PaintShapes.h"
#include "common/Errors.h"

namespace segstudio::edit {
namespace {

Geometry boxGeometry(const Geometry& grid, const Size3& lo, const Size3& count)
{
    Geometry g = grid;
    g.size = count;
    g.origin = grid.indexToWorld({double(lo[0]), double(lo[1]), double(lo[2])});
    return g;
}

}  // namespace

BrickedLabelMap::BrickedLabelMap(const Geometry& geometry, ScalarType type, BaseReader base)
    : m_geometry(geometry), m_type(type), m_base(std::move(base))
{
    if (type != ScalarType::UInt8 && type != ScalarType::UInt16)
        throw InputError("", "label map type", std::string("a full-resolution label map is uint8 or uint16, not ") + scalarTypeName(type));
    for (int a = 0; a < 3; ++a) {
        if (geometry.size[a] < 1)
            throw InputError("", "label map grid", "has no voxels: " + formatSize(geometry.size));
        m_bricksPerAxis[a] = (geometry.size[a] + kBrick - 1) / kBrick;
    }
    if (!m_base)
        m_counts[0] = geometry.voxelCount();
}

BrickedLabelMap::~BrickedLabelMap() = default;

int64_t BrickedLabelMap::largestStorableLabel() const { return m_type == ScalarType::UInt8 ? 255 : 65535; }

void BrickedLabelMap::checkLabel(int64_t label) const
{
    if (label <= 0 || label > largestStorableLabel())
        throw InputError("", "label", "label " + std::to_string(label) + " cannot be painted: labels run from 1 to " +
                                          std::to_string(largestStorableLabel()) + " in a " + scalarTypeName(m_type) +
                                          " label map");
}

std::size_t BrickedLabelMap::offsetInBrick(const Index3& v)
{
    return static_cast<std::size_t>(v[0] % kBrick + kBrick * (v[1] % kBrick + kBrick * (v[2] % kBrick)));
}

Index3 BrickedLabelMap::indexOf(int64_t i) const
{
    const Size3& s = m_geometry.size;
    return {i % s[0], (i / s[0]) % s[1], i / (s[0] * s[1])};
}

const BrickedLabelMap::Brick* BrickedLabelMap::existingBrick(const Index3& v) const
{
    const auto found = m_bricks.find(brickKey(v[0] / kBrick, v[1] / kBrick, v[2] / kBrick));
    return found == m_bricks.end() ? nullptr : &found->second;
}

BrickedLabelMap::Brick& BrickedLabelMap::brickOf(const Index3& v)
{
    const int64_t key = brickKey(v[0] / kBrick, v[1] / kBrick, v[2] / kBrick);
    const auto found = m_bricks.find(key);
    if (found != m_bricks.end())
        return found->second;
    Brick brick(static_cast<std::size_t>(kBrick * kBrick * kBrick), 0);
    if (m_base) {
        Size3 lo{}, hi{};
        for (int a = 0; a < 3; ++a) {
            lo[a] = v[a] / kBrick * kBrick;
            hi[a] = std::min(lo[a] + kBrick, m_geometry.size[a]);
        }
        const Volume base = readBox(lo, hi);  // no brick here yet: the base's voxels, checked
        const Size3& n = base.geometry.size;
        for (int64_t z = 0; z < n[2]; ++z)
            for (int64_t y = 0; y < n[1]; ++y)
                for (int64_t x = 0; x < n[0]; ++x)
                    brick[static_cast<std::size_t>(x + kBrick * (y + kBrick * z))] =
                        static_cast<uint16_t>(base.valueAsDouble(x + n[0] * (y + n[1] * z)));
    }
    return m_bricks.emplace(key, std::move(brick)).first->second;
}

int64_t BrickedLabelMap::valueAt(const Index3& v) const
{
    for (int a = 0; a < 3; ++a)
        if (v[a] < 0 || v[a] >= m_geometry.size[a])
            return 0;
    if (const Brick* brick = existingBrick(v))
        return (*brick)[offsetInBrick(v)];
    if (!m_base)
        return 0;
    const Volume base = readBox(v, {v[0] + 1, v[1] + 1, v[2] + 1});
    return static_cast<int64_t>(base.valueAsDouble(0));
}

Volume BrickedLabelMap::readBox(const Size3& lo, const Size3& hi) const
{
    Size3 from{}, count{};
    for (int a = 0; a < 3; ++a) {
        from[a] = std::clamp<int64_t>(lo[a], 0, m_geometry.size[a]);
        count[a] = std::clamp<int64_t>(hi[a], from[a], m_geometry.size[a]) - from[a];
    }
    Volume box = Volume::allocate(boxGeometry(m_geometry, from, count), m_type);
    if (box.voxelCount() == 0)
        return box;
    visitScalarType(m_type, [&](auto zero) {
        using T = decltype(zero);
        T* out = box.data<T>();
        if (m_base) {
            const Volume base = m_base(from, {from[0] + count[0], from[1] + count[1], from[2] + count[2]});
            if (base.geometry.size != count || base.components != 1 || !isIntegerType(base.type))
                throw InputError("", "label map", "the base label map gave " + formatSize(base.geometry.size) +
                                                      " integer voxels where " + formatSize(count) + " were asked for");
            const ValueRange range = valueRange(base);
            if (range.min < 0 || range.max > static_cast<double>(largestStorableLabel()))
                throw InputError("", "label map", "holds the value " + std::to_string(int64_t(range.min < 0 ? range.min : range.max)) +
                                                      ", outside a " + scalarTypeName(m_type) + " label map's 0.." +
                                                      std::to_string(largestStorableLabel()));
            for (int64_t i = 0; i < box.voxelCount(); ++i)
                out[i] = static_cast<T>(base.valueAsDouble(i));
        }
        // Painted bricks over the base, brick by brick.
        for (int64_t bz = from[2] / kBrick; bz * kBrick < from[2] + count[2]; ++bz)
            for (int64_t by = from[1] / kBrick; by * kBrick < from[1] + count[1]; ++by)
                for (int64_t bx = from[0] / kBrick; bx * kBrick < from[0] + count[0]; ++bx) {
                    const auto found = m_bricks.find(brickKey(bx, by, bz));
                    if (found == m_bricks.end())
                        continue;
                    const Brick& brick = found->second;
                    const Size3 b{bx * kBrick, by * kBrick, bz * kBrick};
                    for (int64_t z = std::max(b[2], from[2]); z < std::min(b[2] + kBrick, from[2] + count[2]); ++z)
                        for (int64_t y = std::max(b[1], from[1]); y < std::min(b[1] + kBrick, from[1] + count[1]); ++y)
                            for (int64_t x = std::max(b[0], from[0]); x < std::min(b[0] + kBrick, from[0] + count[0]); ++x)
                                out[(x - from[0]) + count[0] * ((y - from[1]) + count[1] * (z - from[2]))] =
                                    static_cast<T>(brick[offsetInBrick({x, y, z})]);
                }
    });
    return box;
}

std::vector<int32_t> BrickedLabelMap::sampleVoxels(const std::array<std::vector<int64_t>, 3>& at) const
{
    Size3 lo{}, hi{};
    uint64_t samples = 1, bounding = 1;
    for (int a = 0; a < 3; ++a) {
        if (at[a].empty())
            return {};
        const auto [first, last] = std::minmax_element(at[a].begin(), at[a].end());
        if (*first < 0 || *last >= m_geometry.size[a])
            throw InputError("", "voxel index", "index " + std::to_string(*first < 0 ? *first : *last) + " lies outside the grid " +
                                                    formatSize(m_geometry.size));
        lo[a] = *first;
        hi[a] = *last + 1;
        samples *= at[a].size();
        bounding *= static_cast<uint64_t>(hi[a] - lo[a]);
    }
    std::vector<int32_t> out;
    out.reserve(samples);
    // The base under unpainted bricks: read once for the bounding box when the samples are dense.
    std::optional<Volume> base;
    if (m_base && bounding <= 4 * samples)
        base = readBox(lo, hi);
    const int32_t absent = m_base ? -1 : 0;
    const Size3 n{hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]};
    for (const int64_t z : at[2])
        for (const int64_t y : at[1])
            for (const int64_t x : at[0]) {
                if (base) {
                    out.push_back(static_cast<int32_t>(base->valueAsDouble((x - lo[0]) + n[0] * ((y - lo[1]) + n[1] * (z - lo[2])))));
                    continue;
                }
                const Brick* brick = existingBrick({x, y, z});
                out.push_back(brick ? static_cast<int32_t>((*brick)[offsetInBrick({x, y, z})]) : absent);
            }
    return out;
}

void BrickedLabelMap::paint(Step& step, const Index3& v, int64_t eraseLabel)
{
    const auto allowed = [&](int64_t before) {
        return eraseLabel != 0 ? before == eraseLabel && !m_rules.locked.count(before) : rulesAllowPainting(m_rules, before, step.after);
    };
    // A brick is made (from the base) only when a voxel in it changes.
    if (!existingBrick(v) && !allowed(valueAt(v)))
        return;
    uint16_t& voxel = brickOf(v)[offsetInBrick(v)];
    const int64_t before = voxel;
    if (!allowed(before))
        return;
    voxel = static_cast<uint16_t>(step.after);
    step.indices.push_back(v[0] + m_geometry.size[0] * (v[1] + m_geometry.size[1] * v[2]));
    step.before.push_back(static_cast<uint16_t>(before));
    step.box.include(v);
    if (!m_base) {
        --m_counts[before];
        ++m_counts[step.after];
    }
}

void BrickedLabelMap::beginStroke(const BrushShape& brush, BrushMode mode, int64_t label)
{
    checkLabel(label);
    if (m_stroke)
        endStroke();
    m_stroke = newStroke<Step>(brush, mode, label);
}

void BrickedLabelMap::stamp(const Index3& centre)
{
    const int64_t eraseLabel = m_stroke->mode == BrushMode::Erase ? m_stroke->label : 0;
    forEachBrushVoxel(m_geometry.size, m_geometry.spacing, m_stroke->brush, centre,
                      [&](int64_t x, int64_t y, int64_t z) { paint(m_stroke->step, {x, y, z}, eraseLabel); });
}

EditSummary BrickedLabelMap::strokeTo(const Index3& centre)
{
    if (!m_stroke)
        return {};
    return advanceStroke(*m_stroke, centre, m_geometry.size, [&](const Index3& p) { stamp(p); },
                         [&](int64_t i) { return indexOf(i); });
}

EditSummary BrickedLabelMap::endStroke()
{
    if (!m_stroke)
        return {};
    Step step = std::move(m_stroke->step);
    m_stroke.reset();
    return commit(std::move(step));
}

EditSummary BrickedLabelMap::fillPolygon(int sliceAxis, int64_t slice, const std::vector<std::array<double, 2>>& vertices,
                                         int64_t label)
{
    checkLabel(label);
    if (sliceAxis < 0 || sliceAxis > 2)
        throw InputError("", "slice axis", "must be 0, 1 or 2, not " + std::to_string(sliceAxis));
    if (slice < 0 || slice >= m_geometry.size[sliceAxis])
        return {};
    Step step;
    step.after = label;
    forEachPolygonVoxel(sliceAxis, slice, m_geometry.size, vertices, [&](const Index3& p) { paint(step, p, 0); });
    return commit(std::move(step));
}

EditSummary BrickedLabelMap::commit(Step step)
{
    EditSummary summary{static_cast<int64_t>(step.indices.size()), step.box};
    if (step.indices.empty())
        return summary;
    step.indices.shrink_to_fit();
    step.before.shrink_to_fit();
    m_history.commit(std::move(step));
    ++m_changeCounter;
    return summary;
}

EditSummary BrickedLabelMap::apply(const Step& step, bool forward)
{
    const std::size_t n = step.indices.size();
    for (std::size_t k = 0; k < n; ++k) {
        // Undo walks backwards so a voxel changed twice ends at its first value.
        const std::size_t j = forward ? k : n - 1 - k;
        const int64_t from = forward ? step.before[j] : step.after;
        const int64_t to = forward ? step.after : step.before[j];
        const Index3 v = indexOf(step.indices[j]);
        brickOf(v)[offsetInBrick(v)] = static_cast<uint16_t>(to);
        if (!m_base) {
            --m_counts[from];
            ++m_counts[to];
        }
    }
    ++m_changeCounter;
    return {static_cast<int64_t>(n), step.box};
}

EditSummary BrickedLabelMap::undo()
{
    if (m_stroke)
        endStroke();
    return m_history.undo<EditSummary>([this](const Step& step, bool forward) { return apply(step, forward); });
}

EditSummary BrickedLabelMap::redo()
{
    return m_history.redo<EditSummary>([this](const Step& step, bool forward) { return apply(step, forward); });
}

std::optional<int64_t> BrickedLabelMap::voxelCount(int64_t label) const
{
    if (m_base)
        return std::nullopt;
    const auto found = m_counts.find(label);
    return found == m_counts.end() ? 0 : found->second;
}

}  // namespace segstudio::edit
