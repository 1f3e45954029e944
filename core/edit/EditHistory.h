#pragma once
// What every label editor (LabelEditModel, BrickedLabelMap) keeps between
// edits: the undo and redo lists of steps, each step what one edit changed
// as that editor stores it (Step::bytes() is its memory), and the stroke
// being drawn. A new step clears the redo list; beyond kMaxSteps steps or
// kMaxBytes of them the oldest are dropped (the newest always stays).
// Header-only; not thread-safe.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include "edit/EditTypes.h"
#include "edit/PaintShapes.h"

namespace segstudio::edit {

template <class Step> class EditHistory {
public:
    static constexpr std::size_t kMaxSteps = 256;
    static constexpr std::size_t kMaxBytes = std::size_t(1) << 30;

    void commit(Step step)
    {
        m_undo.push_back(std::move(step));
        m_redo.clear();
        std::size_t total = bytes();
        while (m_undo.size() > kMaxSteps || (total > kMaxBytes && m_undo.size() > 1)) {
            total -= m_undo.front().bytes();
            m_undo.pop_front();
        }
    }
    bool canUndo() const { return !m_undo.empty(); }
    bool canRedo() const { return !m_redo.empty(); }
    std::size_t undoSteps() const { return m_undo.size(); }
    std::size_t redoSteps() const { return m_redo.size(); }
    // Moves the newest undo (redo) step to the other list after
    // apply(step, forward) put it back (forward: false) or on again (true);
    // returns what apply returned, or a default Result when there is none.
    template <class Result, class Apply> Result undo(Apply&& apply) { return move<Result>(m_undo, m_redo, false, apply); }
    template <class Result, class Apply> Result redo(Apply&& apply) { return move<Result>(m_redo, m_undo, true, apply); }
    std::size_t bytes() const
    {
        std::size_t total = 0;
        for (const Step& step : m_undo)
            total += step.bytes();
        for (const Step& step : m_redo)
            total += step.bytes();
        return total;
    }

private:
    template <class Result, class From, class To, class Apply> static Result move(From& from, To& to, bool forward, Apply& apply)
    {
        if (from.empty())
            return Result{};
        Step step = std::move(from.back());
        from.pop_back();
        Result result = apply(step, forward);
        to.push_back(std::move(step));
        return result;
    }

    std::deque<Step> m_undo;
    std::vector<Step> m_redo;
};

// A brush or eraser stroke being drawn: its settings, the last pointer
// position it reached and what it changed so far.
template <class Step> struct StrokeInProgress {
    BrushShape brush;
    BrushMode mode = BrushMode::Paint;
    int64_t label = 0;
    bool hasLast = false;
    Index3 last{};
    Step step;
};

// A new stroke: every voxel it changes gets the label (0 when erasing).
// Throws InputError for a brush PaintShapes' checkBrushShape refuses.
template <class Step> StrokeInProgress<Step> newStroke(const BrushShape& brush, BrushMode mode, int64_t label)
{
    checkBrushShape(brush);
    StrokeInProgress<Step> stroke{brush, mode, label, false, {}, {}};
    stroke.step.after = mode == BrushMode::Paint ? label : 0;
    return stroke;
}

}  // namespace segstudio::edit
