// LabelEditModel::splitObject: one object cut in two along the set of
// voxels equally far (inside the object) from two seeds.
#include <functional>
#include <limits>
#include <queue>
#include <string>
#include <tuple>
#include <vector>

#include "common/Errors.h"
#include "edit/LabelEditModel.h"

namespace segstudio::edit {

namespace {

int64_t linearOf(const Geometry& g, const Index3& p) { return p[0] + g.size[0] * (p[1] + g.size[1] * p[2]); }

void checkInside(const Geometry& g, const Index3& p, const char* which)
{
    for (int d = 0; d < 3; ++d)
        if (p[d] < 0 || p[d] >= g.size[d])
            throw InputError("", which, "voxel (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ", " +
                                            std::to_string(p[2]) + ") lies outside the label map");
}

}  // namespace

LabelEditModel::SplitOutcome LabelEditModel::splitObject(const Index3& keep, const Index3& part)
{
    const Geometry& g = m_labels->geometry;
    checkInside(g, keep, "split seed");
    checkInside(g, part, "split seed");
    const int64_t keepIndex = linearOf(g, keep), partIndex = linearOf(g, part);
    const auto valueAt = [&](int64_t i) { return static_cast<int64_t>(m_labels->valueAsDouble(i)); };
    const int64_t label = valueAt(keepIndex);
    SplitOutcome outcome;
    outcome.label = label;
    if (label == 0 || keepIndex == partIndex || valueAt(partIndex) != label || m_rules.locked.count(label))
        return outcome;
    const int64_t newLabel = labelsPresent().back() + 1;
    checkLabel(newLabel);

    // Dijkstra from both seeds at once over the object's voxels: the first
    // seed to settle a voxel owns it. A voxel reached from both at one
    // distance is queued twice; the queue orders equal distances by owner,
    // `keep` first, so ties keep the label.
    constexpr float kUnreached = std::numeric_limits<float>::infinity();
    std::vector<float> distance(static_cast<std::size_t>(g.voxelCount()), kUnreached);
    std::vector<uint8_t> owner(static_cast<std::size_t>(g.voxelCount()), 0);  // 0 none, 1 keep, 2 part
    using Entry = std::tuple<float, uint8_t, int64_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    distance[static_cast<std::size_t>(keepIndex)] = 0;
    distance[static_cast<std::size_t>(partIndex)] = 0;
    queue.emplace(0.f, uint8_t{1}, keepIndex);
    queue.emplace(0.f, uint8_t{2}, partIndex);
    const int64_t strides[3] = {1, g.size[0], g.size[0] * g.size[1]};
    Step step;
    step.after = newLabel;
    while (!queue.empty()) {
        const auto [d, who, i] = queue.top();
        queue.pop();
        if (owner[static_cast<std::size_t>(i)] != 0)
            continue;  // settled by a nearer path
        owner[static_cast<std::size_t>(i)] = who;
        const Index3 p{i % g.size[0], (i / g.size[0]) % g.size[1], i / (g.size[0] * g.size[1])};
        if (who == 2) {
            step.indices.push_back(i);
            step.before.push_back(label);
            step.box.include(p);
        }
        for (int axis = 0; axis < 3; ++axis)
            for (int sign : {-1, 1}) {
                const int64_t q = p[axis] + sign;
                if (q < 0 || q >= g.size[axis])
                    continue;
                const int64_t j = i + sign * strides[axis];
                const float next = d + static_cast<float>(g.spacing[axis]);
                if (owner[static_cast<std::size_t>(j)] == 0 && next < distance[static_cast<std::size_t>(j)] &&
                    valueAt(j) == label) {
                    distance[static_cast<std::size_t>(j)] = next;
                    queue.emplace(next, who, j);
                }
            }
    }
    visitScalarType(m_labels->type, [&](auto zero) {
        using T = decltype(zero);
        T* data = m_labels->data<T>();
        for (int64_t i : step.indices)
            data[i] = static_cast<T>(newLabel);
    });
    const auto changed = static_cast<int64_t>(step.indices.size());
    m_counts[label] -= changed;
    m_counts[newLabel] += changed;
    outcome.newLabel = changed > 0 ? newLabel : 0;
    outcome.summary = commit(std::move(step));
    return outcome;
}

}  // namespace segstudio::edit
