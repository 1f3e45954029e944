#include "worklist/WorklistWorkspace.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QScrollArea>
#include <QStatusBar>

#include "MainWindow.h"
#include "WindowPlacement.h"
#include "review/ReviewWorkspace.h"
#include "training/TrainingWorkspace.h"
#include "widgets/DatasetBrowser.h"
#include "widgets/training/RunsPanel.h"
#include "widgets/worklist/UncertaintyOverlay.h"
#include "widgets/worklist/WorklistPanel.h"

namespace segstudio::app {

using namespace segstudio::widgets;

namespace {

// The axial slice (display axis 2) where the predicted structure is least
// certain: the largest sum of heat levels over its voxels; over every voxel
// when nothing is predicted.
int64_t mostUncertainSlice(const Volume& levels, const Volume& labels)
{
    const Size3 size = levels.geometry.size;
    const uint8_t* level = levels.data<uint8_t>();
    bool anyStructure = false;
    for (int64_t v = 0; v < labels.voxelCount() && !anyStructure; ++v)
        anyStructure = labels.valueAsDouble(v) != 0;
    int64_t bestSlice = 0, bestSum = -1;
    for (int64_t z = 0; z < size[2]; ++z) {
        int64_t sum = 0;
        for (int64_t v = z * size[0] * size[1]; v < (z + 1) * size[0] * size[1]; ++v)
            if (!anyStructure || labels.valueAsDouble(v) != 0)
                sum += level[v];
        if (sum > bestSum) {
            bestSum = sum;
            bestSlice = z;
        }
    }
    return bestSlice;
}

}  // namespace

WorklistWorkspace::WorklistWorkspace(MainWindow* window, QAction* before) : QObject(window), m_window(window)
{
    m_panel = new WorklistPanel(window);
    m_dock = new QDockWidget(window);
    m_dock->setObjectName("worklistDock");
    m_dock->setWidget(scrollableDockContent(m_panel));
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    window->tabifyDockWidget(window->review()->dock(), m_dock);
    window->layersDock()->raise();
    connect(m_panel, &WorklistPanel::errorOccurred, window, &MainWindow::showError);
    connect(m_panel, &WorklistPanel::caseRequested, this, &WorklistWorkspace::openCase);
    connect(window->training()->runs(), &RunsPanel::runSelected, m_panel, &WorklistPanel::setModel);
    // The scans a dataset keeps for testing are the natural first list.
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible)
            return;
        m_panel->setModel(m_window->training()->activeRun());
        if (m_panel->scanFolder().isEmpty())
            if (const io::DatasetDescription* dataset = m_window->datasetBrowser()->dataset()) {
                const QString testScans = QDir(QString::fromStdString(dataset->root)).filePath("imagesTs");
                if (QFileInfo(testScans).isDir())
                    m_panel->setScanFolder(testScans);
            }
    });
    m_openUncertainty = new QAction(this);
    m_openUncertainty->setObjectName("openUncertainty");
    connect(m_openUncertainty, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_window, m_openUncertainty->text().remove('&'), QString(),
                                                          tr("Uncertainty maps (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)"));
        if (!path.isEmpty())
            openUncertaintyMap(path);
    });
    window->fileMenu()->insertAction(before, m_openUncertainty);
}

void WorklistWorkspace::retranslate()
{
    m_dock->setWindowTitle(tr("Worklist"));
    m_panel->retranslate();
    m_openUncertainty->setText(tr("Open &Uncertainty Map..."));
}

void WorklistWorkspace::openUncertaintyMap(const QString& path)
{
    if (!m_window->scene().hasImage()) {
        m_window->showError(tr("Cannot open the uncertainty map"), tr("%1: open a scan first; the map is shown over a scan.").arg(path));
        return;
    }
    m_window->loader().load(path, ScanRole::Uncertainty);
}

void WorklistWorkspace::addUncertaintyMap(const LoadedScan& scan)
{
    SceneModel& scene = m_window->scene();
    if (!scene.hasImage())
        return;
    const auto differences = geometryDifferences(scene.image()->data->source, scan.display->source);
    if (!differences.empty() || scan.display->volume.geometry.size != scene.image()->data->volume.geometry.size) {
        m_window->showError(tr("Cannot open the uncertainty map"),
                            tr("%1 does not lie on the grid of the open scan: %2")
                                .arg(scan.path, differences.empty() ? tr("different size") : QString::fromStdString(differences.front())));
        return;
    }
    QString name = QFileInfo(scan.path).fileName();
    name = name.left(name.indexOf('.'));
    scene.addUncertaintyLayer(tr("Uncertainty (%1)").arg(name), *scan.display);
}

void WorklistWorkspace::openCase(const WorklistCase& worklistCase)
{
    if (!m_window->confirmDiscardEdits())
        return;
    m_window->scene().clearLabelLayers();
    m_pendingCase = std::make_shared<WorklistCase>(worklistCase);
    m_window->openScan(worklistCase.imageFiles.front());
    m_window->openLabelMap(worklistCase.prediction);
    m_window->loader().load(worklistCase.uncertainty, ScanRole::Uncertainty);
}

void WorklistWorkspace::finishPendingCase()
{
    if (!m_pendingCase)
        return;
    const WorklistCase worklistCase = *m_pendingCase;
    m_pendingCase.reset();
    SceneModel& scene = m_window->scene();
    const auto& layers = scene.labelLayers();
    int heat = -1, prediction = -1;
    for (std::size_t i = 0; i < layers.size(); ++i) {
        if (layers[i].segmentation() && layers[i].path == worklistCase.prediction) {
            scene.renameLayer(static_cast<int>(i), tr("Prediction (%1)").arg(worklistCase.caseId));
            prediction = static_cast<int>(i);
        }
        if (layers[i].heat)
            heat = static_cast<int>(i);
    }
    if (heat < 0 || prediction < 0)
        return;  // a load failed and said why
    const int64_t bestSlice = mostUncertainSlice(scene.labelLayers()[static_cast<std::size_t>(heat)].data->volume,
                                                 scene.labelLayers()[static_cast<std::size_t>(prediction)].data->volume);
    const VoxelIndex cursor = scene.cursor();
    scene.setCursor({cursor[0], cursor[1], bestSlice});
    m_window->statusBar()->showMessage(tr("%1: the model is least sure on axial slice %2. Correct the prediction, then "
                                          "Edit > Save Correction to Dataset (Ctrl+Shift+S).")
                                           .arg(worklistCase.caseId)
                                           .arg(bestSlice + 1),
                                       15000);
}

}  // namespace segstudio::app
