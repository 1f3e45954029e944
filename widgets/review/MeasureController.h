#pragma once
// Drawing measurements (Measurements.h) in the slice views: with a tool
// chosen, a left drag draws a ruler, a rectangle or an ellipse; an angle is
// a drag along its first arm (to the vertex) and a click at the end of the
// second. Escape drops a measurement being drawn. Each view draws the
// measurements of the slice it shows, the selected one in orange, with its
// value. Without a tool, the views behave as before. GUI thread only.
#include <QObject>
#include <QPointF>
#include <optional>

#include "widgets/review/Measurements.h"

class QPainter;

namespace segstudio::widgets {

class SceneModel;
class SliceView;

class MeasureController : public QObject {
    Q_OBJECT
public:
    MeasureController(SceneModel* scene, MeasurementList* list, QObject* parent = nullptr);
    void attach(SliceView* view);  // filters its mouse events and draws over it

    std::optional<MeasurementKind> tool() const { return m_tool; }
    // describeMeasurement of list item `index`, computed once per change of
    // the list (region statistics are not recomputed at every repaint).
    QString description(int index) const;
    void describeAll();  // again, e.g. in another language
    void setTool(std::optional<MeasurementKind> tool);  // nullopt: navigate (no measuring)

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Drawing {
        SliceView* view = nullptr;
        Measurement measurement;
        bool awaitingThirdPoint = false;  // an angle whose first arm is drawn
    };
    // The display-world point under a widget position, in the view's current slice.
    Vec3 worldAt(const SliceView& view, const QPointF& position) const;
    void paint(const SliceView& view, QPainter& painter) const;
    void finish();
    void repaintViews();

    SceneModel* m_scene;
    MeasurementList* m_list;
    std::vector<SliceView*> m_views;
    std::optional<MeasurementKind> m_tool;
    std::optional<Drawing> m_drawing;
    std::vector<QString> m_descriptions;  // one per list item
};

}  // namespace segstudio::widgets
