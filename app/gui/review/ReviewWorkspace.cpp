#include "review/ReviewWorkspace.h"

#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>
#include <QStatusBar>

#include "MainWindow.h"
#include "WindowPlacement.h"
#include "io/Evaluation.h"
#include "labeledit/LabelEditWorkspace.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/review/LabelStatisticsPanel.h"
#include "widgets/review/MeasurementsPanel.h"
#include "widgets/review/ReviewPanel.h"

namespace segstudio::app {

using namespace segstudio::widgets;

namespace {

int layerOfPath(const SceneModel& scene, const QString& path)
{
    const auto& layers = scene.labelLayers();
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (layers[i].segmentation() && layers[i].path == path)
            return static_cast<int>(i);
    return -1;
}

}  // namespace

ReviewWorkspace::ReviewWorkspace(MainWindow* window) : QObject(window), m_window(window)
{
    SceneModel* scene = &window->scene();
    m_panel = new ReviewPanel(scene, window);
    m_dock = new QDockWidget(window);
    m_dock->setObjectName("reviewDock");
    m_dock->setWidget(scrollableDockContent(m_panel));
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    window->tabifyDockWidget(window->layersDock(), m_dock);
    m_statisticsPanel = new LabelStatisticsPanel(scene, window);
    m_statisticsDock = new QDockWidget(window);
    m_statisticsDock->setObjectName("statisticsDock");
    m_statisticsDock->setWidget(scrollableDockContent(m_statisticsPanel));
    // Quantification lives on the left, beside the Dataset dock: the right
    // holds the layers, training, editing and review already.
    window->addDockWidget(Qt::LeftDockWidgetArea, m_statisticsDock);
    window->tabifyDockWidget(window->datasetDock(), m_statisticsDock);
    window->viewMenu()->addAction(m_statisticsDock->toggleViewAction());
    connect(m_statisticsPanel, &LabelStatisticsPanel::errorOccurred, window, &MainWindow::showError);
    // Delete and Merge are edits of that map, undoable like any other.
    connect(m_statisticsPanel, &LabelStatisticsPanel::relabelRequested, this, [this](int layer, int from, int to) {
        LabelEditController* editor = m_window->labelEditing()->controller();
        editor->setTargetLayer(layer);
        editor->relabel(from, to);
    });
    m_measurementsPanel = new MeasurementsPanel(scene, window->views(), window);
    m_measurementsDock = new QDockWidget(window);
    m_measurementsDock->setObjectName("measurementsDock");
    m_measurementsDock->setWidget(scrollableDockContent(m_measurementsPanel));
    window->addDockWidget(Qt::LeftDockWidgetArea, m_measurementsDock);
    window->tabifyDockWidget(m_statisticsDock, m_measurementsDock);
    window->viewMenu()->addAction(m_measurementsDock->toggleViewAction());
    connect(m_measurementsPanel, &MeasurementsPanel::errorOccurred, window, &MainWindow::showError);
    window->layersDock()->raise();
    connect(m_panel, &ReviewPanel::errorOccurred, window, &MainWindow::showError);
    connect(m_panel, &ReviewPanel::reviewCaseRequested, this, &ReviewWorkspace::openCase);
    connect(m_panel, &ReviewPanel::openMapsCompared, this, [this] {
        if (m_panel->showDifferences())
            showDifferences(m_panel->predictionLayer(), m_panel->referenceLayer());
    });
    connect(m_panel, &ReviewPanel::openMapsRowActivated, this, [this](const std::vector<int>& values) {
        jumpToLargestError(m_panel->predictionLayer(), m_panel->referenceLayer(), values);
    });
}

void ReviewWorkspace::openCase(const ReviewCase& reviewCase)
{
    if (reviewCase.scan.isEmpty()) {
        m_window->showError(tr("No scan for this case"),
                            tr("No scan named %1 (or %1_0000) was found in the scans folder. Choose the folder that holds the case's scan.")
                                .arg(reviewCase.caseId));
        return;
    }
    if (!m_window->confirmDiscardEdits())
        return;
    m_window->scene().clearLabelLayers();
    m_pendingCase = std::make_shared<ReviewCase>(reviewCase);
    m_window->openScan(reviewCase.scan);
    m_window->openLabelMap(reviewCase.reference);
    m_window->openLabelMap(reviewCase.prediction);
}

void ReviewWorkspace::finishPendingCase()
{
    if (!m_pendingCase)
        return;
    const ReviewCase review = *m_pendingCase;
    m_pendingCase.reset();
    SceneModel& scene = m_window->scene();
    const int reference = layerOfPath(scene, review.reference), prediction = layerOfPath(scene, review.prediction);
    if (reference < 0 || prediction < 0)
        return;  // a load failed and said why
    scene.renameLayer(reference, tr("Reference (%1)").arg(review.caseId));
    scene.renameLayer(prediction, tr("Prediction (%1)").arg(review.caseId));
    if (m_panel->showDifferences())
        showDifferences(prediction, reference);
    jumpToLargestError(layerOfPath(scene, review.prediction), layerOfPath(scene, review.reference), review.values);
}

void ReviewWorkspace::showDifferences(int predictionLayer, int referenceLayer)
{
    SceneModel& scene = m_window->scene();
    auto& layers = scene.labelLayers();
    if (predictionLayer < 0 || referenceLayer < 0 || predictionLayer >= static_cast<int>(layers.size()) ||
        referenceLayer >= static_cast<int>(layers.size()))
        return;
    const std::shared_ptr<const DisplayVolume> prediction = layers[predictionLayer].data, reference = layers[referenceLayer].data;
    for (int i = static_cast<int>(layers.size()) - 1; i >= 0; --i)
        if (scene.labelLayers()[i].differences)
            scene.removeLabelLayer(i);
    try {
        auto difference = std::make_shared<DisplayVolume>();
        difference->volume = io::differenceMap(prediction->volume, reference->volume);
        difference->source = prediction->source;
        difference->mapping = prediction->mapping;
        LabelLayer layer;
        layer.name = tr("Differences");
        layer.data = difference;
        layer.opacity = 0.75;
        layer.differences = true;
        layer.styles[io::kFalsePositive] = {tr("False positive"), QColor(255, 140, 0), true};
        layer.styles[io::kFalseNegative] = {tr("False negative"), QColor(0, 200, 255), true};
        layer.styles[io::kWrongLabel] = {tr("Wrong label"), QColor(230, 0, 230), true};
        scene.addLabelLayer(std::move(layer));
    } catch (const std::exception& error) {
        m_window->showError(tr("Cannot compare the label maps"), QString::fromStdString(error.what()));
    }
}

void ReviewWorkspace::jumpToLargestError(int predictionLayer, int referenceLayer, const std::vector<int>& values)
{
    SceneModel& scene = m_window->scene();
    const auto& layers = scene.labelLayers();
    if (predictionLayer < 0 || referenceLayer < 0 || predictionLayer >= static_cast<int>(layers.size()) ||
        referenceLayer >= static_cast<int>(layers.size()))
        return;
    try {
        // Axial slices (display axis 2), as the axial view shows them.
        const io::ErrorLocation worst =
            io::largestErrorSlice(layers[predictionLayer].data->volume, layers[referenceLayer].data->volume, values, 2);
        if (worst.errorVoxels == 0) {
            m_window->statusBar()->showMessage(tr("Prediction and reference agree on every voxel of this class."), 8000);
            return;
        }
        scene.setCursor({worst.voxel[0], worst.voxel[1], worst.voxel[2]});
        m_window->statusBar()->showMessage(
            tr("Largest error: %n voxel(s) on axial slice %1", nullptr, static_cast<int>(worst.errorVoxels)).arg(worst.voxel[2] + 1),
            8000);
    } catch (const std::exception& error) {
        m_window->showError(tr("Cannot compare the label maps"), QString::fromStdString(error.what()));
    }
}

void ReviewWorkspace::retranslate()
{
    m_dock->setWindowTitle(tr("Review"));
    m_panel->retranslate();
    m_statisticsDock->setWindowTitle(tr("Label Statistics"));
    m_statisticsPanel->retranslate();
    m_measurementsDock->setWindowTitle(tr("Measure"));
    m_measurementsPanel->retranslate();
}

}  // namespace segstudio::app
