#pragma once
// The scale bar of a slice view (as Fiji's and napari's): a bar of a round
// length (1, 2 or 5 times a power of ten, in mm, or µm for microscopy)
// close to a fifth of the view's width, drawn at the lower right with its
// length written above it. GUI thread only (QPainter).
#include <QRectF>
#include <QString>
#include <optional>

#include "widgets/views/DisplayGeometry.h"

class QPainter;

namespace segstudio::widgets {

struct ScaleBar {
    double lengthMm = 0;  // what the bar stands for
    double pixels = 0;    // its length on screen (logical pixels)
    QString text;         // "50 µm", "2 mm"
};

// The bar for a view that shows `pixelsPerMm` logical pixels per millimetre
// and is `viewWidth` pixels wide; nullopt when no round length fits between
// 20 pixels and half the view (or the scale is not a positive number).
std::optional<ScaleBar> chooseScaleBar(double pixelsPerMm, double viewWidth, LengthUnit unit);

// Draws the bar (white on a dark outline, legible on any image) inside `view`.
void paintScaleBar(QPainter& painter, const QRectF& view, const ScaleBar& bar);

}  // namespace segstudio::widgets
