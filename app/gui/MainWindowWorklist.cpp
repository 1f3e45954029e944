// MainWindow's uncertainty worklist and heat overlays: the "Worklist" dock
// (which unlabelled scan to correct next), opening a worklist case (scan,
// prediction to correct, uncertainty heat map, at the axial slice where the
// model is least sure of the structure it predicted), and File > Open Uncertainty Map for maps written by
// `segstudio-cli predict --uncertainty`.
#include <QScrollArea>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>

#include "MainWindow.h"
#include "TrainingWorkspace.h"
#include "widgets/DatasetBrowser.h"
#include "widgets/RunsPanel.h"
#include "widgets/UncertaintyOverlay.h"
#include "widgets/WorklistPanel.h"
#include "WindowPlacement.h"

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

void MainWindow::createWorklist()
{
    m_worklistPanel = new WorklistPanel(this);
    m_worklistDock = new QDockWidget(this);
    m_worklistDock->setObjectName("worklistDock");
    m_worklistDock->setWidget(scrollableDockContent(m_worklistPanel));
    addDockWidget(Qt::RightDockWidgetArea, m_worklistDock);
    tabifyDockWidget(m_reviewDock, m_worklistDock);
    m_layersDock->raise();
    connect(m_worklistPanel, &WorklistPanel::errorOccurred, this, &MainWindow::showError);
    connect(m_worklistPanel, &WorklistPanel::caseRequested, this, &MainWindow::openWorklistCase);
    connect(m_training->runs(), &RunsPanel::runSelected, m_worklistPanel, &WorklistPanel::setModel);
    // The scans a dataset keeps for testing are the natural first list.
    connect(m_worklistDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible)
            return;
        m_worklistPanel->setModel(m_training->activeRun());
        if (m_worklistPanel->scanFolder().isEmpty())
            if (const io::DatasetDescription* dataset = m_datasetBrowser->dataset()) {
                const QString testScans = QDir(QString::fromStdString(dataset->root)).filePath("imagesTs");
                if (QFileInfo(testScans).isDir())
                    m_worklistPanel->setScanFolder(testScans);
            }
    });
    m_openUncertainty = new QAction(this);
    m_openUncertainty->setObjectName("openUncertainty");
    connect(m_openUncertainty, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, m_openUncertainty->text().remove('&'), QString(),
                                                          tr("Uncertainty maps (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)"));
        if (!path.isEmpty())
            openUncertaintyMap(path);
    });
    m_fileMenu->insertAction(m_openDataset, m_openUncertainty);
}

void MainWindow::retranslateWorklist()
{
    m_worklistDock->setWindowTitle(tr("Worklist"));
    m_worklistPanel->retranslate();
    m_openUncertainty->setText(tr("Open &Uncertainty Map..."));
}

void MainWindow::openUncertaintyMap(const QString& path)
{
    if (!m_scene.hasImage()) {
        showError(tr("Cannot open the uncertainty map"), tr("%1: open a scan first; the map is shown over a scan.").arg(path));
        return;
    }
    m_loader.load(path, ScanRole::Uncertainty);
}

void MainWindow::addUncertaintyMap(const LoadedScan& scan)
{
    if (!m_scene.hasImage())
        return;
    const auto differences = geometryDifferences(m_scene.image()->data->source, scan.display->source);
    if (!differences.empty() || scan.display->volume.geometry.size != m_scene.image()->data->volume.geometry.size) {
        showError(tr("Cannot open the uncertainty map"),
                  tr("%1 does not lie on the grid of the open scan: %2")
                      .arg(scan.path, differences.empty() ? tr("different size") : QString::fromStdString(differences.front())));
        return;
    }
    QString name = QFileInfo(scan.path).fileName();
    name = name.left(name.indexOf('.'));
    m_scene.addUncertaintyLayer(tr("Uncertainty (%1)").arg(name), *scan.display);
}

void MainWindow::openWorklistCase(const WorklistCase& worklistCase)
{
    if (!confirmDiscardEdits())
        return;
    m_scene.clearLabelLayers();
    m_pendingWorklistCase = std::make_shared<WorklistCase>(worklistCase);
    openScan(worklistCase.imageFiles.front());
    openLabelMap(worklistCase.prediction);
    m_loader.load(worklistCase.uncertainty, ScanRole::Uncertainty);
}

void MainWindow::finishPendingWorklistCase()
{
    if (!m_pendingWorklistCase)
        return;
    const WorklistCase worklistCase = *m_pendingWorklistCase;
    m_pendingWorklistCase.reset();
    const auto& layers = m_scene.labelLayers();
    int heat = -1, prediction = -1;
    for (std::size_t i = 0; i < layers.size(); ++i) {
        if (layers[i].segmentation() && layers[i].path == worklistCase.prediction) {
            m_scene.renameLayer(static_cast<int>(i), tr("Prediction (%1)").arg(worklistCase.caseId));
            prediction = static_cast<int>(i);
        }
        if (layers[i].heat)
            heat = static_cast<int>(i);
    }
    if (heat < 0 || prediction < 0)
        return;  // a load failed and said why
    const int64_t bestSlice = mostUncertainSlice(m_scene.labelLayers()[static_cast<std::size_t>(heat)].data->volume,
                                                 m_scene.labelLayers()[static_cast<std::size_t>(prediction)].data->volume);
    const VoxelIndex cursor = m_scene.cursor();
    m_scene.setCursor({cursor[0], cursor[1], bestSlice});
    statusBar()->showMessage(tr("%1: the model is least sure on axial slice %2. Correct the prediction, then "
                                "Edit > Save Correction to Dataset (Ctrl+Shift+S).")
                                 .arg(worklistCase.caseId)
                                 .arg(bestSlice + 1),
                             15000);
}

}  // namespace segstudio::app
