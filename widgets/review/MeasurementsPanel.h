#pragma once
// The "Measure" dock: the tool (Navigate, Ruler, Angle, Rectangle, Ellipse),
// the measurements of the open scan with their values (selecting one shows
// its slice), Delete, and Save beside the scan (MeasurementList::fileFor);
// a scan opens with the measurements saved beside it. Owns the list and the
// controller that draws in the slice views. GUI thread only.
#include <QWidget>

#include "widgets/review/MeasureController.h"
#include "widgets/review/Measurements.h"

class QButtonGroup;
class QLabel;
class QPushButton;
class QTableWidget;

namespace segstudio::widgets {

class SceneModel;
class ViewLayout;

class MeasurementsPanel : public QWidget {
    Q_OBJECT
public:
    MeasurementsPanel(SceneModel* scene, ViewLayout* views, QWidget* parent = nullptr);
    void retranslate();
    // As narrow as the Dataset dock it shares the left side with; the table scrolls.
    QSize sizeHint() const override { return {260, QWidget::sizeHint().height()}; }

    MeasurementList& measurements() { return m_list; }
    MeasureController& controller() { return m_controller; }
    QTableWidget* table() const { return m_table; }
    // Writes the list beside the open scan; false (with errorOccurred) on failure.
    bool save();

Q_SIGNALS:
    void errorOccurred(const QString& title, const QString& message);

private:
    void onImageChanged();
    void rebuildTable();
    QString kindName(MeasurementKind kind) const;

    SceneModel* m_scene;
    MeasurementList m_list;
    MeasureController m_controller;
    QButtonGroup* m_tools = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_delete = nullptr;
    QPushButton* m_save = nullptr;
    QLabel* m_hint = nullptr;
};

}  // namespace segstudio::widgets
