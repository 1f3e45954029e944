#include "labeledit/LabelEditWorkspace.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>

#include "MainWindow.h"
#include "WindowPlacement.h"
#include "application/labeledit/AcceptCorrection.h"
#include "engine/train/RunFolder.h"
#include "io/Dataset.h"
#include "training/TrainingWorkspace.h"
#include "widgets/DatasetBrowser.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/labeledit/LabelEditorPanel.h"
#include "widgets/training/RunsPanel.h"
#include "widgets/views/SliceView.h"

namespace segstudio::app {

using namespace segstudio::widgets;

LabelEditWorkspace::LabelEditWorkspace(MainWindow* window) : QObject(window), m_window(window)
{
    SceneModel& scene = window->scene();
    m_editor = new LabelEditController(&scene, this);
    m_panel = new LabelEditorPanel(m_editor, window);
    m_dock = new QDockWidget(window);
    m_dock->setObjectName("labelEditorDock");
    m_dock->setWidget(scrollableDockContent(m_panel));
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    window->tabifyDockWidget(window->layersDock(), m_dock);
    window->layersDock()->raise();
    for (auto pane : {ViewLayout::Axial, ViewLayout::Sagittal, ViewLayout::Coronal})
        window->views()->sliceView(pane)->setLabelEditor(m_editor);
    // An interactive run chosen in the Runs list is AI assist's model.
    connect(window->training()->runs(), &RunsPanel::runSelected, m_panel, &LabelEditorPanel::offerAssistModel);
    // Its retrained run replaces it when the regression check says so.
    connect(window->training(), &TrainingWorkspace::retrainDecided, this,
            [this](const QString& baseline, const QString& chosen, bool interactive) {
                if (interactive && baseline == m_editor->interactiveAssist()->modelPath())
                    m_panel->offerAssistModel(chosen);
            });

    m_undo = new QAction(this);
    m_undo->setObjectName("undoAction");
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, m_editor, &LabelEditController::undo);
    m_redo = new QAction(this);
    m_redo->setObjectName("redoAction");
    m_redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_redo, &QAction::triggered, m_editor, &LabelEditController::redo);
    m_newLabelMap = new QAction(this);
    m_newLabelMap->setObjectName("newLabelMapAction");
    connect(m_newLabelMap, &QAction::triggered, this, [this] {
        if (m_editor->newLabelMap(tr("New label map")) < 0) {
            m_window->showError(tr("No scan"), tr("Open a scan first: a new label map takes the scan's grid."));
            return;
        }
        m_dock->show();
        m_dock->raise();
    });
    m_editMenu = new QMenu(window);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_newLabelMap);
    m_acceptCorrection = new QAction(this);
    m_acceptCorrection->setObjectName("acceptCorrectionAction");
    m_acceptCorrection->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_acceptCorrection, &QAction::triggered, this, [this] { acceptCorrectionIntoDataset(); });
    m_editMenu->addAction(m_acceptCorrection);
    m_editMenu->addAction(m_dock->toggleViewAction());
    window->menuBar()->insertMenu(window->viewMenu()->menuAction(), m_editMenu);

    m_editVolume = new QLabel(window);
    m_editVolume->setObjectName("editedLabelVolume");
    window->statusBar()->addPermanentWidget(m_editVolume);
    connect(m_editor, &LabelEditController::historyChanged, this, &LabelEditWorkspace::refreshStatus);
    connect(m_editor, &LabelEditController::settingsChanged, this, &LabelEditWorkspace::refreshStatus);
    connect(&scene, &SceneModel::labelVoxelsChanged, this, &LabelEditWorkspace::refreshStatus);
    connect(m_editor, &LabelEditController::message, this,
            [this](const QString& text) { m_window->statusBar()->showMessage(text, 8000); });
    refreshStatus();
}

void LabelEditWorkspace::refreshStatus()
{
    m_undo->setEnabled(m_editor->canUndo());
    m_redo->setEnabled(m_editor->canRedo());
    const double ml = m_editor->activeLabelVolumeMl();
    m_editVolume->setText(ml < 0 ? QString() : tr("Label %1: %2 mL").arg(m_editor->activeLabel()).arg(ml, 0, 'f', 3));
}

void LabelEditWorkspace::retranslate()
{
    m_editMenu->setTitle(tr("&Edit"));
    m_undo->setText(tr("&Undo Edit"));
    m_redo->setText(tr("&Redo Edit"));
    m_newLabelMap->setText(tr("&New Label Map"));
    m_acceptCorrection->setText(tr("Save Correction to &Dataset"));
    m_acceptCorrection->setToolTip(tr("The edited label map becomes this scan's training label in the dataset"));
    m_dock->setWindowTitle(tr("Edit labels"));
    m_panel->retranslate();
    refreshStatus();
}

int LabelEditWorkspace::layerToSave() const
{
    const int layers = static_cast<int>(m_window->scene().labelLayers().size());
    return m_editor->targetLayer() >= 0 ? m_editor->targetLayer() : layers - 1;
}

QString LabelEditWorkspace::assistRunToRetrain() const
{
    const QString model = m_editor->interactiveAssist()->modelPath();
    const engine::RunPaths run{model.toStdString()};
    return !model.isEmpty() && QFileInfo::exists(QString::fromStdString(run.config())) &&
                   QFileInfo::exists(QString::fromStdString(run.splits()))
               ? model
               : QString();
}

QString LabelEditWorkspace::datasetForCorrections() const
{
    const SceneModel& scene = m_window->scene();
    if (const io::DatasetDescription* open = m_window->datasetBrowser()->dataset())
        return QString::fromStdString(open->root);
    if (scene.hasImage())
        if (const auto context = io::datasetOfScan(scene.image()->path.toStdString()))
            return QString::fromStdString(context->dataset.root);
    return {};
}

bool LabelEditWorkspace::acceptCorrectionIntoDataset()
{
    SceneModel& scene = m_window->scene();
    const auto& layers = scene.labelLayers();
    const int layer = layerToSave();
    if (!scene.hasImage() || layer < 0 || !layers[layer].segmentation()) {
        m_window->showError(tr("Nothing to save"), tr("Open a scan and the label map to accept, or draw one (Edit > New Label Map)."));
        return false;
    }
    const QString root = datasetForCorrections();
    if (root.isEmpty()) {
        m_window->showError(tr("No dataset"), tr("Open the dataset the correction belongs to (File > Open Dataset Folder)."));
        return false;
    }
    if (m_window->asksBeforeClosing() &&
        QMessageBox::question(m_window, tr("Save correction to dataset"),
                              tr("Make \"%1\" the training label of %2 in the dataset %3?\n\nA previous label of this case is kept in %4.")
                                  .arg(layers[layer].name, scene.image()->name, root,
                                       QString::fromStdString(application::correctionHistoryFolder(root.toStdString())))) != QMessageBox::Yes)
        return false;
    try {
        application::CorrectionRequest request;
        request.datasetRoot = root.toStdString();
        for (const QString& file : scene.image()->channelFiles)
            request.imageFiles.push_back(file.toStdString());
        request.labels = toStoredOrder(*layers[layer].data);
        const application::AcceptedCorrection accepted = application::acceptCorrection(request);
        scene.setLayerSaved(layer, QString::fromStdString(accepted.labelFile));
        DatasetBrowser* browser = m_window->datasetBrowser();
        if (browser->dataset())
            browser->setDataset(io::openDataset(root.toStdString()));
        const QString what = accepted.newCase ? tr("Case %1 added to the dataset.") : tr("Case %1 updated in the dataset.");
        m_window->statusBar()->showMessage(
            what.arg(QString::fromStdString(accepted.caseId)) +
                (accepted.previousLabel.empty() ? QString()
                                                : " " + tr("Previous label kept as %1").arg(QString::fromStdString(accepted.previousLabel))),
            10000);
        m_panel->refresh();
        return true;
    } catch (const std::exception& error) {
        m_window->showError(tr("Cannot save the correction"), QString::fromStdString(error.what()));
        return false;
    }
}

}  // namespace segstudio::app
