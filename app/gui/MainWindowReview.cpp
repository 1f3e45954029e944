// MainWindow's review against a reference: the "Review" dock, opening a
// case of a folder review (scan, reference, prediction), the difference
// layer, and the jump to the slice where prediction and reference disagree
// most; and the "Label Statistics" and "Measure" docks beside it.
#include <QScrollArea>
#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>

#include "MainWindow.h"
#include "io/Evaluation.h"
#include "widgets/LabelEditController.h"
#include "widgets/LabelStatisticsPanel.h"
#include "widgets/MeasurementsPanel.h"
#include "widgets/ReviewPanel.h"
#include "WindowPlacement.h"

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

void MainWindow::createReview()
{
    m_reviewPanel = new ReviewPanel(&m_scene, this);
    m_reviewDock = new QDockWidget(this);
    m_reviewDock->setObjectName("reviewDock");
    m_reviewDock->setWidget(scrollableDockContent(m_reviewPanel));
    addDockWidget(Qt::RightDockWidgetArea, m_reviewDock);
    tabifyDockWidget(m_layersDock, m_reviewDock);
    m_statisticsPanel = new LabelStatisticsPanel(&m_scene, this);
    m_statisticsDock = new QDockWidget(this);
    m_statisticsDock->setObjectName("statisticsDock");
    m_statisticsDock->setWidget(scrollableDockContent(m_statisticsPanel));
    // Quantification lives on the left, beside the Dataset dock: the right
    // holds the layers, training, editing and review already.
    addDockWidget(Qt::LeftDockWidgetArea, m_statisticsDock);
    tabifyDockWidget(m_datasetDock, m_statisticsDock);
    m_viewMenu->addAction(m_statisticsDock->toggleViewAction());
    connect(m_statisticsPanel, &LabelStatisticsPanel::errorOccurred, this, &MainWindow::showError);
    // Delete and Merge are edits of that map, undoable like any other.
    connect(m_statisticsPanel, &LabelStatisticsPanel::relabelRequested, this, [this](int layer, int from, int to) {
        m_editor->setTargetLayer(layer);
        m_editor->relabel(from, to);
    });
    m_measurementsPanel = new MeasurementsPanel(&m_scene, m_views, this);
    m_measurementsDock = new QDockWidget(this);
    m_measurementsDock->setObjectName("measurementsDock");
    m_measurementsDock->setWidget(scrollableDockContent(m_measurementsPanel));
    addDockWidget(Qt::LeftDockWidgetArea, m_measurementsDock);
    tabifyDockWidget(m_statisticsDock, m_measurementsDock);
    m_viewMenu->addAction(m_measurementsDock->toggleViewAction());
    connect(m_measurementsPanel, &MeasurementsPanel::errorOccurred, this, &MainWindow::showError);
    m_layersDock->raise();
    connect(m_reviewPanel, &ReviewPanel::errorOccurred, this, &MainWindow::showError);
    connect(m_reviewPanel, &ReviewPanel::reviewCaseRequested, this, &MainWindow::openReviewCase);
    connect(m_reviewPanel, &ReviewPanel::openMapsCompared, this, [this] {
        if (m_reviewPanel->showDifferences())
            showDifferences(m_reviewPanel->predictionLayer(), m_reviewPanel->referenceLayer());
    });
    connect(m_reviewPanel, &ReviewPanel::openMapsRowActivated, this, [this](const std::vector<int>& values) {
        jumpToLargestError(m_reviewPanel->predictionLayer(), m_reviewPanel->referenceLayer(), values);
    });
}

void MainWindow::openReviewCase(const ReviewCase& reviewCase)
{
    if (reviewCase.scan.isEmpty()) {
        showError(tr("No scan for this case"),
                  tr("No scan named %1 (or %1_0000) was found in the scans folder. Choose the folder that holds the case's scan.")
                      .arg(reviewCase.caseId));
        return;
    }
    if (!confirmDiscardEdits())
        return;
    m_scene.clearLabelLayers();
    m_pendingReview = std::make_shared<ReviewCase>(reviewCase);
    openScan(reviewCase.scan);
    openLabelMap(reviewCase.reference);
    openLabelMap(reviewCase.prediction);
}

void MainWindow::finishPendingReview()
{
    if (!m_pendingReview)
        return;
    const ReviewCase review = *m_pendingReview;
    m_pendingReview.reset();
    const int reference = layerOfPath(m_scene, review.reference), prediction = layerOfPath(m_scene, review.prediction);
    if (reference < 0 || prediction < 0)
        return;  // a load failed and said why
    m_scene.renameLayer(reference, tr("Reference (%1)").arg(review.caseId));
    m_scene.renameLayer(prediction, tr("Prediction (%1)").arg(review.caseId));
    if (m_reviewPanel->showDifferences())
        showDifferences(prediction, reference);
    jumpToLargestError(layerOfPath(m_scene, review.prediction), layerOfPath(m_scene, review.reference), review.values);
}

void MainWindow::showDifferences(int predictionLayer, int referenceLayer)
{
    auto& layers = m_scene.labelLayers();
    if (predictionLayer < 0 || referenceLayer < 0 || predictionLayer >= static_cast<int>(layers.size()) ||
        referenceLayer >= static_cast<int>(layers.size()))
        return;
    const std::shared_ptr<const DisplayVolume> prediction = layers[predictionLayer].data, reference = layers[referenceLayer].data;
    for (int i = static_cast<int>(layers.size()) - 1; i >= 0; --i)
        if (m_scene.labelLayers()[i].differences)
            m_scene.removeLabelLayer(i);
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
        m_scene.addLabelLayer(std::move(layer));
    } catch (const std::exception& error) {
        showError(tr("Cannot compare the label maps"), QString::fromStdString(error.what()));
    }
}

void MainWindow::jumpToLargestError(int predictionLayer, int referenceLayer, const std::vector<int>& values)
{
    const auto& layers = m_scene.labelLayers();
    if (predictionLayer < 0 || referenceLayer < 0 || predictionLayer >= static_cast<int>(layers.size()) ||
        referenceLayer >= static_cast<int>(layers.size()))
        return;
    try {
        // Axial slices (display axis 2), as the axial view shows them.
        const io::ErrorLocation worst =
            io::largestErrorSlice(layers[predictionLayer].data->volume, layers[referenceLayer].data->volume, values, 2);
        if (worst.errorVoxels == 0) {
            statusBar()->showMessage(tr("Prediction and reference agree on every voxel of this class."), 8000);
            return;
        }
        m_scene.setCursor({worst.voxel[0], worst.voxel[1], worst.voxel[2]});
        statusBar()->showMessage(tr("Largest error: %n voxel(s) on axial slice %1", nullptr, static_cast<int>(worst.errorVoxels))
                                     .arg(worst.voxel[2] + 1),
                                 8000);
    } catch (const std::exception& error) {
        showError(tr("Cannot compare the label maps"), QString::fromStdString(error.what()));
    }
}

void MainWindow::retranslateReview()
{
    m_reviewDock->setWindowTitle(tr("Review"));
    m_reviewPanel->retranslate();
    m_statisticsDock->setWindowTitle(tr("Label Statistics"));
    m_statisticsPanel->retranslate();
    m_measurementsDock->setWindowTitle(tr("Measure"));
    m_measurementsPanel->retranslate();
}

}  // namespace segstudio::app
