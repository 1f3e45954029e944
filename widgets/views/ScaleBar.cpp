#include "widgets/views/ScaleBar.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace segstudio::widgets {

std::optional<ScaleBar> chooseScaleBar(double pixelsPerMm, double viewWidth, LengthUnit unit)
{
    if (!(pixelsPerMm > 0) || !std::isfinite(pixelsPerMm) || viewWidth < 60)
        return std::nullopt;
    const double perUnit = unit == LengthUnit::Micrometre ? 1e-3 : 1.0;  // mm per shown unit
    const double target = viewWidth / 5.0 / pixelsPerMm / perUnit;      // in shown units
    const double decade = std::pow(10.0, std::floor(std::log10(target)));
    double length = decade;
    for (double step : {2.0, 5.0, 10.0})
        if (step * decade <= target)
            length = step * decade;
    ScaleBar bar;
    bar.lengthMm = length * perUnit;
    bar.pixels = bar.lengthMm * pixelsPerMm;
    if (bar.pixels < 20 || bar.pixels > viewWidth / 2)
        return std::nullopt;
    bar.text = QString::fromStdString(formatLength(bar.lengthMm, unit) + " " + unitSymbol(unit));
    return bar;
}

void paintScaleBar(QPainter& painter, const QRectF& view, const ScaleBar& bar)
{
    constexpr double kMargin = 14, kThickness = 4;
    const double right = view.right() - kMargin, bottom = view.bottom() - kMargin;
    const QRectF rect(right - bar.pixels, bottom - kThickness, bar.pixels, kThickness);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(QColor(0, 0, 0, 200), 1.5));
    painter.setBrush(Qt::white);
    painter.drawRect(rect);
    const QFontMetricsF metrics(painter.font());
    const QPointF textOrigin(right - bar.pixels / 2 - metrics.horizontalAdvance(bar.text) / 2, rect.top() - 4 - metrics.descent());
    QPainterPath text;
    text.addText(textOrigin, painter.font(), bar.text);
    painter.strokePath(text, QPen(QColor(0, 0, 0, 200), 3));
    painter.fillPath(text, Qt::white);
    painter.restore();
}

}  // namespace segstudio::widgets
