#pragma once
// An uncertainty map (common/image/Uncertainty.h, 0..1 per voxel) shown as a heat
// overlay: quantised into ten levels of 0.1 that the slice views blend like
// labels (level k holds values in [(k-1)/10, k/10), 1.0 in level 10), each
// level a colour of a dark-red-to-yellow "hot" scale whose opacity grows
// with the level. Level 1 (below 0.1, where the model is sure) stays clear.
// The layer's legend is its level names ("Uncertainty 0.3-0.4").
// Qt GUI types only (colours); runs on any thread.
#include <QColor>
#include <QString>

#include <memory>

#include "widgets/views/DisplayGeometry.h"

namespace segstudio::widgets {

inline constexpr int kHeatLevels = 10;

// uint8 levels (0 = clear) of a float32 uncertainty map, same geometry and mapping.
std::shared_ptr<DisplayVolume> heatLevels(const DisplayVolume& uncertainty);

// Colour (with alpha) and legend name of a level 2..kHeatLevels.
QColor heatLevelColor(int level);
QString heatLevelName(int level);

}  // namespace segstudio::widgets
