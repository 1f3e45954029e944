#include "WindowPlacement.h"

#include <QScrollArea>

#include <algorithm>

namespace segstudio::app {

WindowPlacement placeWindow(const QRect& available, const QSize& preferred, const std::optional<QRect>& restored)
{
    WindowPlacement placement;
    if (!restored) {
        if (preferred.width() > available.width() || preferred.height() > available.height()) {
            placement.geometry = available;
            placement.maximized = true;
            return placement;
        }
        placement.geometry = QRect(QPoint(0, 0), preferred);
        placement.geometry.moveCenter(available.center());
        return placement;
    }
    QRect g = *restored;
    g.setWidth(std::min(g.width(), available.width()));
    g.setHeight(std::min(g.height(), available.height()));
    g.moveLeft(std::clamp(g.left(), available.left(), available.right() + 1 - g.width()));
    g.moveTop(std::clamp(g.top(), available.top(), available.bottom() + 1 - g.height()));
    placement.geometry = g;
    placement.maximized = g.size() == available.size();
    return placement;
}

QScrollArea* scrollableDockContent(QWidget* panel)
{
    auto* area = new QScrollArea;
    area->setObjectName(panel->objectName() + "Scroll");
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setWidget(panel);
    return area;
}

}  // namespace segstudio::app
