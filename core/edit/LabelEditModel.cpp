#include "LabelEditModel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "PaintShapes.h"
#include "SignedDistance.h"
#include "common/Errors.h"

namespace segstudio::edit {
namespace {

void checkAxis(int axis)
{
    if (axis < 0 || axis > 2)
        throw InputError("", "slice axis", "must be 0, 1 or 2, not " + std::to_string(axis));
}

int64_t linearIndex(const Geometry& g, const Index3& p) { return p[0] + g.size[0] * (p[1] + g.size[1] * p[2]); }

Index3 indexOf(const Geometry& g, int64_t i)
{
    return {i % g.size[0], (i / g.size[0]) % g.size[1], i / (g.size[0] * g.size[1])};
}

void checkImageGrid(const Volume& image, int component, const Volume& labels)
{
    if (image.geometry.size != labels.geometry.size)
        throw InputError("", "image", "the scan's grid " + formatSize(image.geometry.size) +
                                          " differs from the label map's " + formatSize(labels.geometry.size));
    if (component < 0 || component >= image.components)
        throw InputError("", "channel", "channel " + std::to_string(component + 1) + " does not exist; the scan has " +
                                            std::to_string(image.components));
}

}  // namespace

void VoxelBox::include(const Index3& p)
{
    if (empty()) {
        lo = hi = p;
        return;
    }
    for (int a = 0; a < 3; ++a) {
        lo[a] = std::min(lo[a], p[a]);
        hi[a] = std::max(hi[a], p[a]);
    }
}

void VoxelBox::include(const VoxelBox& other)
{
    if (other.empty())
        return;
    include(other.lo);
    include(other.hi);
}

LabelEditModel::LabelEditModel(std::shared_ptr<Volume> labels) : m_labels(std::move(labels))
{
    if (!m_labels)
        throw InputError("", "labels", "no label map to edit");
    if (m_labels->components != 1 || !isIntegerType(m_labels->type))
        throw InputError("", "labels", std::string("a label map to edit needs one integer channel, this one has ") +
                                           std::to_string(m_labels->components) + " " + scalarTypeName(m_labels->type) +
                                           " channel(s)");
    visitScalarType(m_labels->type, [&](auto zero) {
        using T = decltype(zero);
        const T* data = m_labels->data<T>();
        // A histogram in a flat array for small types, a map otherwise.
        if constexpr (sizeof(T) == 1) {
            std::array<int64_t, 256> histogram{};
            for (int64_t i = 0; i < m_labels->voxelCount(); ++i)
                ++histogram[static_cast<uint8_t>(data[i])];
            for (int v = 0; v < 256; ++v)
                if (histogram[v])
                    m_counts[static_cast<int64_t>(static_cast<T>(static_cast<uint8_t>(v)))] = histogram[v];
        } else {
            for (int64_t i = 0; i < m_labels->voxelCount(); ++i)
                ++m_counts[static_cast<int64_t>(data[i])];
        }
    });
}

int64_t LabelEditModel::largestStorableLabel() const
{
    return visitScalarType(m_labels->type, [](auto zero) -> int64_t {
        using T = decltype(zero);
        if constexpr (std::is_floating_point_v<T>)
            return 0;
        else if constexpr (sizeof(T) >= 8)
            return std::numeric_limits<int64_t>::max();
        else
            return static_cast<int64_t>(std::numeric_limits<T>::max());
    });
}

void LabelEditModel::checkLabel(int64_t label) const
{
    if (label <= 0 || label > largestStorableLabel())
        throw InputError("", "label", "label " + std::to_string(label) + " cannot be painted: labels run from 1 to " +
                                          std::to_string(largestStorableLabel()) + " in a " +
                                          scalarTypeName(m_labels->type) + " label map");
}

bool LabelEditModel::rulesAllow(int64_t before, int64_t after) const
{
    return rulesAllowPainting(m_rules, before, after);
}

template <class Enumerate> void LabelEditModel::paintVoxels(Step& step, int64_t eraseLabel, Enumerate&& enumerate)
{
    const Geometry& g = m_labels->geometry;
    visitScalarType(m_labels->type, [&](auto zero) {
        using T = decltype(zero);
        T* data = m_labels->data<T>();
        const int64_t after = step.after;
        const T afterValue = static_cast<T>(after);
        const bool erasing = eraseLabel != 0;
        enumerate([&](int64_t i) {
            const int64_t before = static_cast<int64_t>(data[i]);
            if (erasing ? before != eraseLabel || m_rules.locked.count(before) : !rulesAllow(before, after))
                return;
            data[i] = afterValue;
            step.indices.push_back(i);
            step.before.push_back(before);
            step.box.include(indexOf(g, i));
            --m_counts[before];
            ++m_counts[after];
        });
    });
}

void LabelEditModel::beginStroke(const BrushShape& brush, BrushMode mode, int64_t label)
{
    checkLabel(label);
    if (m_stroke)
        endStroke();
    m_stroke = newStroke<Step>(brush, mode, label);
}

void LabelEditModel::stampBrush(const Index3& centre)
{
    const Geometry& g = m_labels->geometry;
    const int64_t eraseLabel = m_stroke->mode == BrushMode::Erase ? m_stroke->label : 0;
    paintVoxels(m_stroke->step, eraseLabel, [&](auto&& paint) {
        forEachBrushVoxel(g.size, g.spacing, m_stroke->brush, centre,
                          [&](int64_t x, int64_t y, int64_t z) { paint(x + g.size[0] * (y + g.size[1] * z)); });
    });
}

EditSummary LabelEditModel::strokeTo(const Index3& centre)
{
    if (!m_stroke)
        return {};
    const Geometry& g = m_labels->geometry;
    return advanceStroke(*m_stroke, centre, g.size, [&](const Index3& p) { stampBrush(p); },
                         [&](int64_t i) { return indexOf(g, i); });
}

EditSummary LabelEditModel::endStroke()
{
    if (!m_stroke)
        return {};
    Step step = std::move(m_stroke->step);
    m_stroke.reset();
    return commit(std::move(step));
}

EditSummary LabelEditModel::commit(Step step)
{
    EditSummary summary{static_cast<int64_t>(step.indices.size()), step.box};
    if (step.indices.empty())
        return summary;
    step.indices.shrink_to_fit();
    step.before.shrink_to_fit();
    step.afterEach.shrink_to_fit();
    m_history.commit(std::move(step));
    return summary;
}

EditSummary LabelEditModel::apply(const Step& step, bool forward)
{
    visitScalarType(m_labels->type, [&](auto zero) {
        using T = decltype(zero);
        T* data = m_labels->data<T>();
        const std::size_t n = step.indices.size();
        for (std::size_t k = 0; k < n; ++k) {
            // Undo walks backwards so a voxel changed twice ends at its first value.
            const std::size_t j = forward ? k : n - 1 - k;
            const int64_t from = forward ? step.before[j] : step.afterAt(j);
            const int64_t to = forward ? step.afterAt(j) : step.before[j];
            data[step.indices[j]] = static_cast<T>(to);
            --m_counts[from];
            ++m_counts[to];
        }
    });
    return {static_cast<int64_t>(step.indices.size()), step.box};
}

EditSummary LabelEditModel::undo()
{
    if (m_stroke)
        endStroke();
    return m_history.undo<EditSummary>([this](const Step& step, bool forward) { return apply(step, forward); });
}

EditSummary LabelEditModel::redo()
{
    return m_history.redo<EditSummary>([this](const Step& step, bool forward) { return apply(step, forward); });
}

int64_t LabelEditModel::voxelCount(int64_t label) const
{
    const auto it = m_counts.find(label);
    return it == m_counts.end() ? 0 : it->second;
}

double LabelEditModel::volumeMl(int64_t label) const
{
    const Vec3& s = m_labels->geometry.spacing;
    return static_cast<double>(voxelCount(label)) * s[0] * s[1] * s[2] / 1000.0;
}

std::vector<int64_t> LabelEditModel::labelsPresent() const
{
    std::vector<int64_t> labels;
    for (const auto& [label, count] : m_counts)
        if (label != 0 && count > 0)
            labels.push_back(label);
    return labels;
}

// ---- Region fills -----------------------------------------------------------

EditSummary LabelEditModel::fillPolygon(int sliceAxis, int64_t slice, const std::vector<std::array<double, 2>>& vertices,
                                        int64_t label)
{
    checkLabel(label);
    checkAxis(sliceAxis);
    const Geometry& g = m_labels->geometry;
    if (slice < 0 || slice >= g.size[sliceAxis] || vertices.size() < 3)
        return {};
    Step step;
    step.after = label;
    paintVoxels(step, 0, [&](auto&& paint) {
        forEachPolygonVoxel(sliceAxis, slice, g.size, vertices, [&](const Index3& p) { paint(linearIndex(g, p)); });
    });
    return commit(std::move(step));
}

EditSummary LabelEditModel::floodFill(const Index3& seed, const Volume& image, int component, double low, double high,
                                      FillExtent extent, int sliceAxis, int64_t label)
{
    checkLabel(label);
    checkAxis(sliceAxis);
    checkImageGrid(image, component, *m_labels);
    const Geometry& g = m_labels->geometry;
    for (int a = 0; a < 3; ++a)
        if (seed[a] < 0 || seed[a] >= g.size[a])
            return {};
    auto inWindow = [&](int64_t i) {
        const double value = image.valueAsDouble(i * image.components + component);
        return value >= low && value <= high;
    };
    const int64_t seedIndex = linearIndex(g, seed);
    if (!inWindow(seedIndex))
        return {};
    std::vector<bool> visited(static_cast<std::size_t>(g.voxelCount()), false);
    std::vector<int64_t> queue{seedIndex};
    visited[seedIndex] = true;
    Step step;
    step.after = label;
    paintVoxels(step, 0, [&](auto&& paint) {
        while (!queue.empty()) {
            const int64_t i = queue.back();
            queue.pop_back();
            paint(i);
            const Index3 p = indexOf(g, i);
            for (int a = 0; a < 3; ++a) {
                if (extent == FillExtent::Slice && a == sliceAxis)
                    continue;
                for (int64_t d : {int64_t(-1), int64_t(1)}) {
                    Index3 q = p;
                    q[a] += d;
                    if (q[a] < 0 || q[a] >= g.size[a])
                        continue;
                    const int64_t j = linearIndex(g, q);
                    if (!visited[j] && inWindow(j)) {
                        visited[j] = true;
                        queue.push_back(j);
                    }
                }
            }
        }
    });
    return commit(std::move(step));
}

EditSummary LabelEditModel::thresholdPaint(const Volume& image, int component, double low, double high,
                                           FillExtent extent, int sliceAxis, int64_t slice, int64_t label)
{
    checkLabel(label);
    checkAxis(sliceAxis);
    checkImageGrid(image, component, *m_labels);
    const Geometry& g = m_labels->geometry;
    Index3 lo{0, 0, 0}, hi{g.size[0] - 1, g.size[1] - 1, g.size[2] - 1};
    if (extent == FillExtent::Slice) {
        if (slice < 0 || slice >= g.size[sliceAxis])
            return {};
        lo[sliceAxis] = hi[sliceAxis] = slice;
    }
    Step step;
    step.after = label;
    paintVoxels(step, 0, [&](auto&& paint) {
        for (int64_t z = lo[2]; z <= hi[2]; ++z)
            for (int64_t y = lo[1]; y <= hi[1]; ++y)
                for (int64_t x = lo[0]; x <= hi[0]; ++x) {
                    const int64_t i = x + g.size[0] * (y + g.size[1] * z);
                    const double value = image.valueAsDouble(i * image.components + component);
                    if (value >= low && value <= high)
                        paint(i);
                }
    });
    return commit(std::move(step));
}

EditSummary LabelEditModel::fillBetweenSlices(int sliceAxis, int64_t label)
{
    checkLabel(label);
    checkAxis(sliceAxis);
    const Geometry& g = m_labels->geometry;
    const auto [u, v] = inPlaneAxesOf(sliceAxis);
    const int64_t nu = g.size[u], nv = g.size[v];
    auto voxelOf = [&](int64_t slice, int64_t a, int64_t b) {
        Index3 p{};
        p[sliceAxis] = slice;
        p[u] = a;
        p[v] = b;
        return linearIndex(g, p);
    };
    auto maskOf = [&](int64_t slice) {
        std::vector<uint8_t> mask(static_cast<std::size_t>(nu * nv));
        for (int64_t b = 0; b < nv; ++b)
            for (int64_t a = 0; a < nu; ++a)
                mask[a + nu * b] = m_labels->valueAsDouble(voxelOf(slice, a, b)) == static_cast<double>(label);
        return mask;
    };
    // The slices holding the label, with their masks.
    std::vector<std::pair<int64_t, std::vector<uint8_t>>> present;
    for (int64_t s = 0; s < g.size[sliceAxis]; ++s) {
        std::vector<uint8_t> mask = maskOf(s);
        if (std::find(mask.begin(), mask.end(), uint8_t{1}) != mask.end())
            present.emplace_back(s, std::move(mask));
    }
    Step step;
    step.after = label;
    std::vector<float> d1;  // the distance map of the pair's upper slice, reused as the next pair's lower one
    for (std::size_t k = 0; k + 1 < present.size(); ++k) {
        const int64_t s0 = present[k].first, s1 = present[k + 1].first;
        if (s1 - s0 < 2) {
            d1.clear();
            continue;
        }
        const std::vector<float> d0 = d1.empty() ? signedDistanceMm(present[k].second, nu, nv, g.spacing[u], g.spacing[v]) : d1;
        d1 = signedDistanceMm(present[k + 1].second, nu, nv, g.spacing[u], g.spacing[v]);
        paintVoxels(step, 0, [&](auto&& paint) {
            for (int64_t s = s0 + 1; s < s1; ++s) {
                const double t = double(s - s0) / double(s1 - s0);
                for (int64_t b = 0; b < nv; ++b)
                    for (int64_t a = 0; a < nu; ++a)
                        if ((1 - t) * d0[a + nu * b] + t * d1[a + nu * b] <= 0)
                            paint(voxelOf(s, a, b));
            }
        });
    }
    return commit(std::move(step));
}

EditSummary LabelEditModel::paintLabels(const Volume& proposal)
{
    const Geometry& g = m_labels->geometry;
    if (proposal.geometry.size != g.size || proposal.components != 1 || !isIntegerType(proposal.type))
        throw InputError("", "proposal", "a proposal must be an integer map on the label map's grid " + formatSize(g.size));
    const ValueRange range = valueRange(proposal);
    for (const double value : {range.min, range.max})
        if (value != 0)
            checkLabel(static_cast<int64_t>(value));  // before any voxel changes
    Step step;
    visitScalarType(m_labels->type, [&](auto zero) {
        using T = decltype(zero);
        T* data = m_labels->data<T>();
        for (int64_t i = 0; i < g.voxelCount(); ++i) {
            const int64_t after = static_cast<int64_t>(proposal.valueAsDouble(i));
            if (after == 0)
                continue;
            const int64_t before = static_cast<int64_t>(data[i]);
            if (!rulesAllow(before, after))
                continue;
            data[i] = static_cast<T>(after);
            step.indices.push_back(i);
            step.before.push_back(before);
            step.afterEach.push_back(after);
            step.box.include(indexOf(g, i));
            --m_counts[before];
            ++m_counts[after];
        }
    });
    return commit(std::move(step));
}

EditSummary LabelEditModel::relabel(int64_t from, int64_t to)
{
    if (from == 0 || from == to || m_rules.locked.count(from) || (to != 0 && m_rules.locked.count(to)))
        return {};
    if (to != 0)
        checkLabel(to);
    const Geometry& g = m_labels->geometry;
    Step step;
    step.after = to;
    visitScalarType(m_labels->type, [&](auto zero) {
        using T = decltype(zero);
        T* data = m_labels->data<T>();
        for (int64_t i = 0; i < g.voxelCount(); ++i)
            if (static_cast<int64_t>(data[i]) == from) {
                data[i] = static_cast<T>(to);
                step.indices.push_back(i);
                step.before.push_back(from);
                step.box.include(indexOf(g, i));
            }
    });
    const auto changed = static_cast<int64_t>(step.indices.size());
    m_counts[from] -= changed;
    m_counts[to] += changed;
    return commit(std::move(step));
}

}  // namespace segstudio::edit
