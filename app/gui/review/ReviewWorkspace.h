#pragma once
// Review against a reference in the window: the "Review" dock, opening a
// case of a folder review (scan, reference, prediction), the difference
// layer, and the jump to the slice where prediction and reference disagree
// most; and the quantification docks beside it, "Label Statistics" and
// "Measure". Owned by MainWindow; GUI thread only.
#include <QObject>

#include <memory>
#include <vector>

class QDockWidget;

namespace segstudio::widgets {
class LabelStatisticsPanel;
class MeasurementsPanel;
class ReviewPanel;
struct ReviewCase;
}  // namespace segstudio::widgets

namespace segstudio::app {

class MainWindow;

class ReviewWorkspace : public QObject {
    Q_OBJECT
public:
    // Docks Review beside Layers, and Label Statistics and Measure beside the
    // Dataset dock. Relabelling from the statistics is an edit of the editor.
    explicit ReviewWorkspace(MainWindow* window);

    widgets::ReviewPanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }
    widgets::LabelStatisticsPanel* statisticsPanel() const { return m_statisticsPanel; }
    QDockWidget* statisticsDock() const { return m_statisticsDock; }
    widgets::MeasurementsPanel* measurementsPanel() const { return m_measurementsPanel; }
    QDockWidget* measurementsDock() const { return m_measurementsDock; }

    // Once the loader is idle: names the layers of a case opened from the
    // Review dock, shows the differences and jumps to the largest error.
    void finishPendingCase();
    void retranslate();

private:
    void openCase(const widgets::ReviewCase& reviewCase);
    void showDifferences(int predictionLayer, int referenceLayer);
    void jumpToLargestError(int predictionLayer, int referenceLayer, const std::vector<int>& values);

    MainWindow* m_window;
    widgets::ReviewPanel* m_panel = nullptr;
    QDockWidget* m_dock = nullptr;
    widgets::LabelStatisticsPanel* m_statisticsPanel = nullptr;
    QDockWidget* m_statisticsDock = nullptr;
    widgets::MeasurementsPanel* m_measurementsPanel = nullptr;
    QDockWidget* m_measurementsDock = nullptr;
    std::shared_ptr<widgets::ReviewCase> m_pendingCase;
};

}  // namespace segstudio::app
