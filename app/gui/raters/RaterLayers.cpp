#include "raters/RaterLayers.h"

#include <vector>

#include "widgets/views/SceneModel.h"

namespace segstudio::app {

QColor raterLabelColor(int raterIndex, int label)
{
    static const int hues[] = {30, 190, 300, 55, 110, 230, 0, 160};  // orange, cyan, magenta, yellow, green, blue, red, teal
    const int hue = hues[raterIndex % 8];
    const int value = 255 - 40 * ((label - 1) % 4);  // label 1 brightest
    return QColor::fromHsv(hue, 230, value);
}

void showAsRaterLayer(widgets::SceneModel& scene, int layer, const RaterLayer& rater)
{
    scene.renameLayer(layer, rater.rater);
    scene.setLayerOutline(layer, true);
    std::vector<int> labels;
    for (const auto& [label, style] : scene.labelLayers().at(static_cast<std::size_t>(layer)).styles)
        labels.push_back(label);
    for (const int label : labels)
        scene.setLabelColor(layer, label, raterLabelColor(rater.index, label));
}

}  // namespace segstudio::app
