#pragma once
// Several raters' maps of one case in the workbench (issue 72): a case
// opened from the Dataset dock brings each rater's map in
// raters/<name>/labelsTr/ (application/raters/RaterAgreement.h) as its own
// layer, named by the rater and drawn as outlines in the rater's colour, so
// the maps can be compared on one scan. GUI thread only.
#include <QColor>
#include <QString>

namespace segstudio::widgets {
class SceneModel;
}

namespace segstudio::app {

struct RaterLayer {
    QString rater;
    int index = 0;  // the rater's place among the case's raters, for the colour
};

// The rater's colour for a label: one hue per rater (well apart for the
// first eight), lighter or darker by label so labels stay apart.
QColor raterLabelColor(int raterIndex, int label);

// Names the layer after the rater, outlines it and colours its labels.
void showAsRaterLayer(widgets::SceneModel& scene, int layer, const RaterLayer& rater);

}  // namespace segstudio::app
