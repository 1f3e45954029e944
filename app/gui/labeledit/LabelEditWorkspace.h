#pragma once
// Label editing in the window: the "Edit labels" dock (brushes, AI assist),
// the Edit menu (undo, redo, new label map, save correction to dataset) and
// the edited label's volume in the status bar. Owned by MainWindow; GUI
// thread only.
#include <QObject>
#include <QString>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace segstudio::widgets {
class LabelEditController;
class LabelEditorPanel;
}  // namespace segstudio::widgets

namespace segstudio::app {

class MainWindow;

class LabelEditWorkspace : public QObject {
    Q_OBJECT
public:
    // Docks the panel beside the Layers dock and puts the Edit menu before View.
    explicit LabelEditWorkspace(MainWindow* window);

    widgets::LabelEditController* controller() const { return m_editor; }
    widgets::LabelEditorPanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }
    QMenu* editMenu() const { return m_editMenu; }

    // Edit > Save Correction to Dataset: the edited label map becomes the open
    // scan's training label in the open dataset (or the scan's own); false
    // after an error dialog or when the user declines.
    bool acceptCorrectionIntoDataset();
    // The label map being edited, else the top one; -1 when there is none.
    int layerToSave() const;
    // AI assist's model when it is a finished run folder (Retrain with
    // corrections fine-tunes it too); empty otherwise (no model, a package
    // or an export: nothing to resume from).
    QString assistRunToRetrain() const;

    void retranslate();

private:
    QString datasetForCorrections() const;  // empty when no dataset is known
    void refreshStatus();

    MainWindow* m_window;
    widgets::LabelEditController* m_editor = nullptr;
    widgets::LabelEditorPanel* m_panel = nullptr;
    QDockWidget* m_dock = nullptr;
    QMenu* m_editMenu = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_newLabelMap = nullptr;
    QAction* m_acceptCorrection = nullptr;
    QLabel* m_editVolume = nullptr;
};

}  // namespace segstudio::app
