#pragma once
// Where the main window goes on the screen it opens on (pure geometry, so
// tests can try any screen), and panels that scroll rather than widen it.
#include <QRect>
#include <QSize>

class QScrollArea;
class QWidget;

#include <optional>

namespace segstudio::app {

struct WindowPlacement {
    QRect geometry;          // the window's frame, inside the screen's available area
    bool maximized = false;  // shown maximised (the area is smaller than the preferred size)
};

// A first start (no `restored` geometry): the preferred size, centred, when
// it fits in `available` (the screen less its panels); else all of
// `available`, maximised. A restored geometry (the last session's, perhaps
// on a monitor since unplugged) is kept where it lies inside `available`,
// else shrunk to fit and moved inside.
WindowPlacement placeWindow(const QRect& available, const QSize& preferred, const std::optional<QRect>& restored);

// `panel` inside a frameless scroll area that resizes it: the panel keeps its
// layout, but its minimum size no longer sets the window's, so on a small
// screen it scrolls instead of pushing the window past the screen's edge.
QScrollArea* scrollableDockContent(QWidget* panel);

}  // namespace segstudio::app
