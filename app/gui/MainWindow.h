#pragma once
// The SegStudio workbench window: menus, toolbar, status bar, the 2x2 views,
// the layers panel and the dataset browser; opening scans, label maps and
// dataset folders by dialog, drag and drop, recent files and the command
// line. Loading runs off the GUI thread with a progress indicator and a
// Cancel button. GUI thread only.
#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

#include "raters/RaterLayers.h"
#include "widgets/LanguageManager.h"
#include "widgets/views/ScanLoader.h"
#include "widgets/views/SceneModel.h"
#include "widgets/views/ViewLayout.h"

class QAction;
class QDialog;
class QTabWidget;
class QComboBox;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QTemporaryDir;
class QDockWidget;

namespace segstudio::widgets {
class DatasetBrowser;
class LayersPanel;
}  // namespace segstudio::widgets

namespace segstudio::app {

class DicomWorkspace;
class FigureExport;
class LabelEditWorkspace;
class PacsWorkspace;
class AdjudicationWorkspace;
class ReviewWorkspace;
class TrainingWorkspace;
class WorklistWorkspace;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Programmatic entry points (command line, tests); loads run asynchronously.
    // A scan in a dataset folder opens with every channel file of its case.
    void openScan(const QString& path, widgets::ChannelFiles channels = widgets::ChannelFiles::AllInDataset);
    void openLabelMap(const QString& path);
    bool openDataset(const QString& path);  // false (after an error dialog) if not a dataset
    // The open dataset's training case `caseId`, as if double-clicked in the Dataset dock.
    void openDatasetCase(const QString& caseId);

    widgets::SceneModel& scene() { return m_scene; }
    widgets::ViewLayout* views() const { return m_views; }
    widgets::DatasetBrowser* datasetBrowser() const { return m_datasetBrowser; }
    widgets::LanguageManager& languages() { return m_languages; }
    TrainingWorkspace* training() const { return m_training; }
    DicomWorkspace* dicom() const { return m_dicom; }
    FigureExport* figures() const { return m_figures; }
    PacsWorkspace* pacs() const { return m_pacs; }
    void showPacsNodePreferences();  // Preferences, on its PACS Nodes page
    // The features the shell docks, each with its panels, menus and actions.
    LabelEditWorkspace* labelEditing() const { return m_labelEditing; }
    ReviewWorkspace* review() const { return m_review; }
    AdjudicationWorkspace* adjudication() const { return m_adjudication; }  // the Raters dock
    WorklistWorkspace* worklist() const { return m_worklist; }
    // What the workspaces dock beside, add to and load through.
    widgets::ScanLoader& loader() { return m_loader; }
    QDockWidget* layersDock() const { return m_layersDock; }
    QDockWidget* datasetDock() const { return m_datasetDock; }
    QMenu* viewMenu() const { return m_viewMenu; }
    // Writes a label map layer with its scan's geometry; false after an error dialog.
    bool saveLabelLayer(int layer, const QString& path);
    // A label map held at full resolution (a pyramid scan's), with a progress dialog; throws InputError.
    void saveFullResolution(const edit::BrickedLabelMap& labels, const QString& path);
    // Before label maps with unsaved edits are closed: Save / Discard / Cancel.
    // True when the caller may go on.
    bool confirmDiscardEdits();
    // Whether closing, discarding and accepting ask the user (false in tests).
    bool asksBeforeClosing() const { return m_askBeforeClosing; }
    QTabWidget* centralTabs() const { return m_tabs; }
    // When a run is training, closing asks first; tests can answer in advance.
    void setCloseConfirmation(bool askUser) { m_askBeforeClosing = askUser; }
    QMenu* fileMenu() const { return m_fileMenu; }
    // SIGTERM, SIGINT or SIGHUP (QuitSignals): quits without questions. A
    // running training stops after its step with a checkpoint; label maps
    // with unsaved edits are written to recovery copies first (named on
    // stderr); the application exits with 128 + the signal's number, as a
    // shell reports a process the signal ended (SIGTERM: 143).
    void quitForSignal(int signal);
    // Shows the window on its screen (WindowPlacement.h): the last session's
    // geometry kept inside the screen's available area, or on a first start
    // kPreferredSize centred, maximised on a screen smaller than that.
    void showOnScreen();
    static constexpr QSize kPreferredSize{1400, 900};
    // Writes every label map with unsaved edits to <app data>/recovered/
    // (0700) and returns the files written.
    QStringList saveRecoveryCopies();
    bool isLoading() const { return m_loader.busy(); }
    QString lastError() const { return m_lastError; }
    // The last warning a label map's placement on the scan's grid gave (reoriented, or resampled with its voxel counts).
    QString lastWarning() const { return m_lastWarning; }
    // A window-modal, non-blocking error dialog; lastError() keeps the message.
    void showError(const QString& title, const QString& message);
    // The DICOM label layers currently open name their labels here (dataset.json's names).
    const std::map<int, QString>& labelNames() const { return m_labelNames; }

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createDocksAndStatusBar();
    void retranslateUi();
    void restoreSettings();
    void saveSettings();

    void chooseScan();
    void chooseScanFolder();
    void chooseLabelMap();
    void chooseDataset();
    void saveLabelMapAs();
    // File > Export Surfaces…: the label map being edited (else the top one)
    // in a SurfaceExportDialog, shown beside the window.
    void exportSurfaces();
    // File > Save Scan Masked by Label…: the open scan and that label map in
    // a MaskScanDialog, shown beside the window.
    void maskScanByLabel();
    int finishingLayer(const QString& title);  // the layer for the two above; -1 after saying why not
    // A layer held block by block at full resolution, copied to a file for
    // Export Surfaces (MainWindowFinishing.cpp); null after saying why not.
    std::unique_ptr<QTemporaryDir> fullResolutionSnapshot(const edit::BrickedLabelMap& map, const QString& layerName,
                                                          const QString& title);
    QString chooseLabelMapFile(int layer);  // a save dialog; empty when cancelled
    void showPreferences();
    void runPreferences(bool showPacsNodes);
    void showAbout();
    void showGettingStarted();  // Help > Getting started, in the interface's language

    void onScanLoaded(const widgets::LoadedScan& scan);
    void addLabelMap(const widgets::LoadedScan& scan);
    // Each rater's map of the case (raters/<name>/labelsTr/ of the open dataset) as its own layer.
    void openRaterMaps(const std::string& caseId);
    void onLoadFailed(const QString& message);
    void onPyramidProgress(const QString& path, int done, int total);
    void onLoadStarted(const QString& path);
    void onLoaderIdle();
    void updateCursorInfo(const widgets::VoxelIndex& voxel);
    void rebuildChannelBox();  // the channels of the open scan, and "Composite"
    void onChannelChosen(int index);
    void addRecent(const QString& kind, const QString& path);
    void rebuildRecentMenu();

    widgets::SceneModel m_scene;
    widgets::ScanLoader m_loader;
    widgets::LanguageManager m_languages;
    widgets::ViewLayout* m_views = nullptr;
    QTabWidget* m_tabs = nullptr;
    TrainingWorkspace* m_training = nullptr;
    DicomWorkspace* m_dicom = nullptr;
    FigureExport* m_figures = nullptr;
    PacsWorkspace* m_pacs = nullptr;
    bool m_askBeforeClosing = true;
    bool m_singleSliceLayout = false;  // the views were maximised for a 2D image
    int m_paneFor3dScans = -1;         // the layout 3D scans open in (-1: 2x2), saved as view/paneFor3dScans
    QMenu* m_trainingMenu = nullptr;
    QAction* m_startTraining = nullptr;
    QAction* m_stopTraining = nullptr;
    QAction* m_segmentScan = nullptr;
    QAction* m_segmentWithModel = nullptr;  // a model folder: package, run, or imported TorchScript
    QAction* m_retrain = nullptr;
    widgets::LayersPanel* m_layersPanel = nullptr;
    LabelEditWorkspace* m_labelEditing = nullptr;
    ReviewWorkspace* m_review = nullptr;
    AdjudicationWorkspace* m_adjudication = nullptr;
    WorklistWorkspace* m_worklist = nullptr;
    widgets::DatasetBrowser* m_datasetBrowser = nullptr;
    QDockWidget* m_layersDock = nullptr;
    QDockWidget* m_datasetDock = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_presetMenu = nullptr;
    QMenu* m_renderingMenu = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_openScan = nullptr;
    QAction* m_openScanFolder = nullptr;
    QAction* m_openLabel = nullptr;
    QAction* m_openDataset = nullptr;
    QAction* m_saveLabel = nullptr;
    QAction* m_closeAll = nullptr;
    QAction* m_exportSurfaces = nullptr;
    QAction* m_maskScan = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_resetViews = nullptr;
    QAction* m_showAll = nullptr;
    std::array<QAction*, 4> m_maximize{};
    QAction* m_preferences = nullptr;
    QAction* m_about = nullptr;
    QAction* m_gettingStarted = nullptr;
    QPointer<QDialog> m_gettingStartedDialog;
    QComboBox* m_presetBox = nullptr;
    QComboBox* m_channelBox = nullptr;
    QAction* m_channelBoxAction = nullptr;  // hidden for single-channel scans
    QLabel* m_cursorInfo = nullptr;
    QLabel* m_loadingLabel = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QString m_pendingLabelName;
    std::map<int, QString> m_labelNames;  // from the open dataset
    std::map<QString, RaterLayer> m_raterLayers;  // rater maps being opened, by path
    QString m_lastError;
    QString m_lastWarning;
};

}  // namespace segstudio::app
