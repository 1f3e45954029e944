// LabelEditModel::applyOperation: a segment operation as one undo step.
#include "edit/LabelEditModel.h"

namespace segstudio::edit {

LabelEditModel::OperationOutcome LabelEditModel::applyOperation(const SegmentOperation& operation)
{
    OperationOutcome outcome;
    outcome.result = applySegmentOperation(*m_labels, operation, m_rules.locked);
    const Volume after = std::move(outcome.result.labels);
    outcome.result.labels = Volume{};
    const Geometry& g = m_labels->geometry;
    Step step;
    visitScalarType(m_labels->type, [&](auto zero) {
        using T = decltype(zero);
        T* data = m_labels->data<T>();
        const T* next = after.data<T>();
        int64_t i = 0;
        for (int64_t z = 0; z < g.size[2]; ++z)
            for (int64_t y = 0; y < g.size[1]; ++y)
                for (int64_t x = 0; x < g.size[0]; ++x, ++i) {
                    if (data[i] == next[i])
                        continue;
                    const int64_t before = static_cast<int64_t>(data[i]), value = static_cast<int64_t>(next[i]);
                    data[i] = next[i];
                    step.indices.push_back(i);
                    step.before.push_back(before);
                    step.afterEach.push_back(value);
                    step.box.include(Index3{x, y, z});
                    --m_counts[before];
                    ++m_counts[value];
                }
    });
    outcome.summary = commit(std::move(step));
    return outcome;
}

}  // namespace segstudio::edit
