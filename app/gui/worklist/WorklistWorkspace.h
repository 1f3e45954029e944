#pragma once
// The uncertainty worklist in the window: the "Worklist" dock (which
// unlabelled scan to correct next), opening a worklist case (scan,
// prediction to correct, uncertainty heat map, at the axial slice where the
// model is least sure of the structure it predicted), and File > Open
// Uncertainty Map for maps written by `segstudio-cli predict --uncertainty`.
// Owned by MainWindow; GUI thread only.
#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QDockWidget;

namespace segstudio::widgets {
class WorklistPanel;
struct LoadedScan;
struct WorklistCase;
}  // namespace segstudio::widgets

namespace segstudio::app {

class MainWindow;

class WorklistWorkspace : public QObject {
    Q_OBJECT
public:
    // Docks the panel beside Review and puts Open Uncertainty Map before
    // `before` in `fileMenu`.
    WorklistWorkspace(MainWindow* window, QAction* before);

    widgets::WorklistPanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }

    // Loads a heat map over the open scan (asynchronously; an error dialog
    // when no scan is open).
    void openUncertaintyMap(const QString& path);
    // A loaded heat map: shown when it lies on the open scan's grid.
    void addUncertaintyMap(const widgets::LoadedScan& scan);
    // Once the loader is idle: names the case's prediction and moves to the
    // slice where the model is least sure.
    void finishPendingCase();
    void retranslate();

private:
    void openCase(const widgets::WorklistCase& worklistCase);

    MainWindow* m_window;
    widgets::WorklistPanel* m_panel = nullptr;
    QDockWidget* m_dock = nullptr;
    QAction* m_openUncertainty = nullptr;
    std::shared_ptr<widgets::WorklistCase> m_pendingCase;
};

}  // namespace segstudio::app
