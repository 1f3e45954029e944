#include "widgets/worklist/UncertaintyOverlay.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace segstudio::widgets {

std::shared_ptr<DisplayVolume> heatLevels(const DisplayVolume& uncertainty)
{
    auto levels = std::make_shared<DisplayVolume>();
    levels->source = uncertainty.source;
    levels->mapping = uncertainty.mapping;
    levels->volume = Volume::allocate(uncertainty.volume.geometry, ScalarType::UInt8);
    uint8_t* out = levels->volume.data<uint8_t>();
    for (int64_t v = 0; v < uncertainty.volume.voxelCount(); ++v) {
        const double u = uncertainty.volume.valueAsDouble(v);
        const int level = std::isfinite(u) ? std::clamp(static_cast<int>(std::floor(u * kHeatLevels)) + 1, 1, kHeatLevels) : 1;
        out[v] = static_cast<uint8_t>(level == 1 ? 0 : level);
    }
    return levels;
}

QColor heatLevelColor(int level)
{
    const double t = std::clamp((level - 1) / static_cast<double>(kHeatLevels - 1), 0.0, 1.0);  // (0, 1]
    // Hot scale: dark red -> red -> orange -> yellow.
    const int red = static_cast<int>(std::lround(255 * std::min(1.0, 0.45 + 1.1 * t)));
    const int green = static_cast<int>(std::lround(255 * std::clamp(1.6 * t - 0.45, 0.0, 1.0)));
    const int blue = static_cast<int>(std::lround(255 * std::clamp(2.5 * t - 2.0, 0.0, 1.0)));
    QColor color(red, green, blue);
    color.setAlphaF(0.3 + 0.7 * t);
    return color;
}

QString heatLevelName(int level)
{
    return QCoreApplication::translate("UncertaintyOverlay", "Uncertainty %1-%2")
        .arg((level - 1) / static_cast<double>(kHeatLevels), 0, 'f', 1)
        .arg(level / static_cast<double>(kHeatLevels), 0, 'f', 1);
}

}  // namespace segstudio::widgets
