#pragma once
// The workbench's Label Statistics: for a label map open over the scan, a
// table of each label's voxel count, volume (mL, µm³; area for a 2D image),
// mean and SD of every channel, and centroid, computed by
// application::computeLabelStatistics on the stored voxels (the numbers
// `segstudio-cli stats` prints for the saved files), off the GUI thread.
// "Export CSV..." writes the full report (boxes and extremes included);
// activating a row moves the linked cursor to that label's centroid, and
// moving the cursor (a click in a view) onto a label selects its row.
// Delete and Merge (for instance maps: one id per object) ask the window to
// relabel the selected labels in the map, as undoable edits: to 0, or all
// into the smallest selected one.
#include <QFutureWatcher>
#include <QWidget>

#include "application/statistics/LabelStatistics.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace segstudio::widgets {

class SceneModel;

class LabelStatisticsPanel : public QWidget {
    Q_OBJECT
public:
    explicit LabelStatisticsPanel(SceneModel* scene, QWidget* parent = nullptr);
    ~LabelStatisticsPanel() override;
    void retranslate();
    // As narrow as the Dataset dock it shares the left side with; the table scrolls.
    QSize sizeHint() const override { return {260, QWidget::sizeHint().height()}; }

    enum Column { LabelColumn, NameColumn, VoxelsColumn, ExtentColumn, FirstChannelColumn };
    QTableWidget* table() const { return m_table; }
    bool busy() const { return m_watcher.isRunning(); }
    const application::LabelStatisticsReport& report() const { return m_report; }
    // The label map the statistics are of (index into SceneModel::labelLayers); -1: none.
    int chosenLayer() const;
    void chooseLayer(int layer);

    // Starts computing for the chosen layer (returns at once); the table fills when done.
    void compute();
    // Writes the shown report as CSV; false (with errorOccurred) on failure.
    bool exportCsv(const QString& path);

    // The labels of the selected rows, ascending.
    std::vector<int> selectedLabels() const;
    void deleteSelected();  // relabelRequested(layer, label, 0) for each
    void mergeSelected();   // relabelRequested(layer, label, smallest) for the others

Q_SIGNALS:
    void computed();
    // Every voxel of `from` in label map `layer` should become `to`.
    void relabelRequested(int layer, int from, int to);
    void errorOccurred(const QString& title, const QString& message);

private:
    struct Outcome {
        application::LabelStatisticsReport report;
        QString error;
    };
    void rebuildLayerBox();
    void onComputed();
    void fillTable();
    void jumpToRow(int row);
    void selectLabelAtCursor();
    void chooseExportFile();

    SceneModel* m_scene;
    QComboBox* m_layer = nullptr;
    QLabel* m_layerLabel = nullptr;
    QPushButton* m_compute = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_delete = nullptr;
    QPushButton* m_merge = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
    QFutureWatcher<Outcome> m_watcher;
    application::LabelStatisticsReport m_report;
    int m_reportLayer = -1;
    QStringList m_channelNames;  // of the report's scan
};

}  // namespace segstudio::widgets
