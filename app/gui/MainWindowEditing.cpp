// MainWindow's label editing: the "Edit labels" dock, the Edit menu (undo,
// redo, new label map), the edited label's volume in the status bar, and the
// question before label maps with unsaved edits are closed.
#include <QScrollArea>
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

#include "MainWindow.h"
#include "TrainingWorkspace.h"
#include "application/AcceptCorrection.h"
#include "io/Dataset.h"
#include "widgets/DatasetBrowser.h"
#include "widgets/LabelEditController.h"
#include "widgets/LabelEditorPanel.h"
#include "widgets/RunsPanel.h"
#include "widgets/SliceView.h"
#include "WindowPlacement.h"

namespace segstudio::app {

using namespace segstudio::widgets;

void MainWindow::createEditor()
{
    m_editor = new LabelEditController(&m_scene, this);
    m_editorPanel = new LabelEditorPanel(m_editor, this);
    m_editDock = new QDockWidget(this);
    m_editDock->setObjectName("labelEditorDock");
    m_editDock->setWidget(scrollableDockContent(m_editorPanel));
    addDockWidget(Qt::RightDockWidgetArea, m_editDock);
    tabifyDockWidget(m_layersDock, m_editDock);
    m_layersDock->raise();
    for (auto pane : {ViewLayout::Axial, ViewLayout::Sagittal, ViewLayout::Coronal})
        m_views->sliceView(pane)->setLabelEditor(m_editor);
    // An interactive run chosen in the Runs list is AI assist's model.
    connect(m_training->runs(), &RunsPanel::runSelected, m_editorPanel, &LabelEditorPanel::offerAssistModel);

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
            showError(tr("No scan"), tr("Open a scan first: a new label map takes the scan's grid."));
            return;
        }
        m_editDock->show();
        m_editDock->raise();
    });
    m_editMenu = new QMenu(this);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_newLabelMap);
    m_acceptCorrection = new QAction(this);
    m_acceptCorrection->setObjectName("acceptCorrectionAction");
    m_acceptCorrection->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_acceptCorrection, &QAction::triggered, this, [this] { acceptCorrectionIntoDataset(); });
    m_editMenu->addAction(m_acceptCorrection);
    m_editMenu->addAction(m_editDock->toggleViewAction());
    menuBar()->insertMenu(m_viewMenu->menuAction(), m_editMenu);

    m_editVolume = new QLabel(this);
    m_editVolume->setObjectName("editedLabelVolume");
    statusBar()->addPermanentWidget(m_editVolume);
    auto refresh = [this] {
        m_undo->setEnabled(m_editor->canUndo());
        m_redo->setEnabled(m_editor->canRedo());
        const double ml = m_editor->activeLabelVolumeMl();
        m_editVolume->setText(ml < 0 ? QString() : tr("Label %1: %2 mL").arg(m_editor->activeLabel()).arg(ml, 0, 'f', 3));
    };
    connect(m_editor, &LabelEditController::historyChanged, this, refresh);
    connect(m_editor, &LabelEditController::settingsChanged, this, refresh);
    connect(&m_scene, &SceneModel::labelVoxelsChanged, this, refresh);
    connect(m_editor, &LabelEditController::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    refresh();
}

void MainWindow::retranslateEditor()
{
    m_editMenu->setTitle(tr("&Edit"));
    m_undo->setText(tr("&Undo Edit"));
    m_redo->setText(tr("&Redo Edit"));
    m_newLabelMap->setText(tr("&New Label Map"));
    m_acceptCorrection->setText(tr("Save Correction to &Dataset"));
    m_acceptCorrection->setToolTip(tr("The edited label map becomes this scan's training label in the dataset"));
    m_editDock->setWindowTitle(tr("Edit labels"));
    m_editorPanel->retranslate();
}

QString MainWindow::datasetForCorrections() const
{
    if (const io::DatasetDescription* open = m_datasetBrowser->dataset())
        return QString::fromStdString(open->root);
    if (m_scene.hasImage())
        if (const auto context = io::datasetOfScan(m_scene.image()->path.toStdString()))
            return QString::fromStdString(context->dataset.root);
    return {};
}

bool MainWindow::acceptCorrectionIntoDataset()
{
    const auto& layers = m_scene.labelLayers();
    const int layer = m_editor->targetLayer() >= 0 ? m_editor->targetLayer() : static_cast<int>(layers.size()) - 1;
    if (!m_scene.hasImage() || layer < 0 || !layers[layer].segmentation()) {
        showError(tr("Nothing to save"), tr("Open a scan and the label map to accept, or draw one (Edit > New Label Map)."));
        return false;
    }
    const QString root = datasetForCorrections();
    if (root.isEmpty()) {
        showError(tr("No dataset"), tr("Open the dataset the correction belongs to (File > Open Dataset Folder)."));
        return false;
    }
    if (m_askBeforeClosing &&
        QMessageBox::question(this, tr("Save correction to dataset"),
                              tr("Make \"%1\" the training label of %2 in the dataset %3?\n\nA previous label of this case is kept in %4.")
                                  .arg(layers[layer].name, m_scene.image()->name, root,
                                       QString::fromStdString(application::correctionHistoryFolder(root.toStdString())))) != QMessageBox::Yes)
        return false;
    try {
        application::CorrectionRequest request;
        request.datasetRoot = root.toStdString();
        for (const QString& file : m_scene.image()->channelFiles)
            request.imageFiles.push_back(file.toStdString());
        request.labels = toStoredOrder(*layers[layer].data);
        const application::AcceptedCorrection accepted = application::acceptCorrection(request);
        m_scene.setLayerSaved(layer, QString::fromStdString(accepted.labelFile));
        if (m_datasetBrowser->dataset())
            m_datasetBrowser->setDataset(io::openDataset(root.toStdString()));
        const QString what = accepted.newCase ? tr("Case %1 added to the dataset.") : tr("Case %1 updated in the dataset.");
        statusBar()->showMessage(what.arg(QString::fromStdString(accepted.caseId)) +
                                     (accepted.previousLabel.empty() ? QString()
                                                                     : " " + tr("Previous label kept as %1").arg(QString::fromStdString(accepted.previousLabel))),
                                 10000);
        m_editorPanel->refresh();
        return true;
    } catch (const std::exception& error) {
        showError(tr("Cannot save the correction"), QString::fromStdString(error.what()));
        return false;
    }
}

bool MainWindow::confirmDiscardEdits()
{
    std::vector<int> modified;
    for (std::size_t i = 0; i < m_scene.labelLayers().size(); ++i)
        if (m_scene.labelLayers()[i].modified)
            modified.push_back(static_cast<int>(i));
    if (modified.empty() || !m_askBeforeClosing)
        return true;
    QStringList names;
    for (int layer : modified)
        names << m_scene.labelLayers()[layer].name;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved label maps"),
        tr("These label maps have edits that are not saved:\n%1\n\nSave them first?").arg(names.join('\n')),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    for (int layer : modified) {
        const QString path = chooseLabelMapFile(layer);
        if (path.isEmpty() || !saveLabelLayer(layer, path))
            return false;
    }
    return true;
}

}  // namespace segstudio::app
