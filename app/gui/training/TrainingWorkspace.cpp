#include "training/TrainingWorkspace.h"

#include <QScrollArea>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QGroupBox>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <cmath>
#include <stdexcept>

#include "common/formats/CacheFormat.h"
#include "common/formats/CacheIndex.h"
#include "common/Errors.h"
#include "engine/train/RunFolder.h"
#include "application/segment/SegmentPyramidScan.h"
#include "application/training/PrepareRun.h"
#include "edit/BrickedLabelMap.h"
#include "widgets/views/PyramidSlices.h"
#include "io/CasePreprocessing.h"
#include "widgets/views/DisplayGeometry.h"
#include "widgets/training/ImportedModelsPanel.h"
#include "widgets/training/LivePreviewPane.h"
#include "widgets/training/ModelTrustQuestion.h"
#include "widgets/training/ProfilePanel.h"
#include "widgets/training/RunsPanel.h"
#include "widgets/views/SceneModel.h"
#include "widgets/training/TrainingDashboard.h"
#include "widgets/training/TrainingPanel.h"
#include "WindowPlacement.h"

namespace segstudio::app {

using namespace segstudio::widgets;

namespace {

// The preprocessed image of a cached case, as a scan for the views; its
// labels are classes.
std::shared_ptr<DisplayVolume> cachedCaseImage(const CacheFile& file, std::shared_ptr<DisplayVolume>* labels)
{
    const io::CaseMapping mapping = io::CaseMapping::fromJson(file.info().source, file.path());
    Volume image = Volume::allocate(mapping.resampled, ScalarType::Float32);
    std::copy(file.channel(0), file.channel(0) + file.info().voxelCount(), image.data<float>());
    if (labels && file.labels()) {
        const std::vector<int16_t> values = file.labelsAsInt16();
        Volume reference = Volume::allocate(mapping.resampled, ScalarType::UInt8);
        std::copy(values.begin(), values.end(), reference.data<uint8_t>());
        *labels = std::make_shared<DisplayVolume>(toDisplayOrder(reference));
    }
    return std::make_shared<DisplayVolume>(toDisplayOrder(image));
}

}  // namespace

TrainingWorkspace::TrainingWorkspace(QMainWindow* window, SceneModel* scene, QTabWidget* tabs)
    : QObject(window), m_window(window), m_scene(scene), m_tabs(tabs)
{
    m_panel = new TrainingPanel(window);
    m_runs = new RunsPanel(window);
    m_dashboard = new TrainingDashboard(window);
    m_dashboard->setObjectName("trainingDashboard");
    m_tabs->addTab(m_dashboard, QString());
    // A tab of its own: beside the charts it would squeeze the docks on a small screen.
    m_preview = new LivePreviewPane(window);
    m_tabs->addTab(m_preview, QString());
    m_profile = new ProfilePanel(window);
    m_profile->setObjectName("profilePanel");
    m_profile->setConfigSource([this] { return m_panel->form().config(); });
    m_profile->setConfigSink([this](const engine::TrainingConfig& config) {
        m_panel->form().setConfig(config);
        m_panel->refreshFromForm();
    });
    m_tabs->addTab(m_profile, QString());
    m_panelDock = new QDockWidget(window);
    m_panelDock->setObjectName("trainingDock");
    m_panelDock->setWidget(m_panel);
    m_runsDock = new QDockWidget(window);
    m_runsDock->setObjectName("runsDock");
    m_models = new ImportedModelsPanel(window);
    m_modelsGroup = new QGroupBox(window);
    m_modelsGroup->setObjectName("importedModels");
    (new QVBoxLayout(m_modelsGroup))->addWidget(m_models);
    auto* runsAndModels = new QWidget(window);
    auto* runsLayout = new QVBoxLayout(runsAndModels);
    runsLayout->setContentsMargins(0, 0, 0, 0);
    runsLayout->addWidget(m_runs, 1);
    runsLayout->addWidget(m_modelsGroup, 1);
    m_runsDock->setWidget(scrollableDockContent(runsAndModels));
    window->addDockWidget(Qt::RightDockWidgetArea, m_panelDock);
    window->addDockWidget(Qt::RightDockWidgetArea, m_runsDock);
    m_runs->setRunsFolder(m_panel->runsFolder());
    m_segmentProgress = new QProgressBar(window);
    m_segmentProgress->setMaximumWidth(160);
    m_segmentCancel = new QPushButton(window);
    m_segmentCancel->setObjectName("cancelSegmentation");
    window->statusBar()->addPermanentWidget(m_segmentProgress);
    window->statusBar()->addPermanentWidget(m_segmentCancel);
    m_segmentProgress->hide();
    m_segmentCancel->hide();

    connect(m_panel, &TrainingPanel::startRequested, this, [this] { startTraining(); });
    connect(m_panel, &TrainingPanel::pauseRequested, &m_training, &TrainingController::pause);
    connect(m_panel, &TrainingPanel::resumeRequested, &m_training, &TrainingController::resume);
    connect(m_panel, &TrainingPanel::stopRequested, &m_training, &TrainingController::stop);
    connect(m_panel, &TrainingPanel::planRequested, this, &TrainingWorkspace::prepareRunFromPanel);
    connect(&m_training, &TrainingController::stateChanged, this, &TrainingWorkspace::updateRunControls);
    connect(&m_training, &TrainingController::stepReported, m_dashboard, &TrainingDashboard::addStep);
    connect(&m_training, &TrainingController::stepReported, this, &TrainingWorkspace::onStepForAdvice);
    connect(m_dashboard, &TrainingDashboard::hintAccepted, this, &TrainingWorkspace::onHintAccepted);
    connect(&m_training, &TrainingController::epochReported, m_dashboard, &TrainingDashboard::addEpoch);
    connect(&m_training, &TrainingController::epochReported, this,
            [this](const engine::EpochStats& stats) { m_panel->showRunBudget(stats.budgetSeconds); });
    connect(&m_training, &TrainingController::validationReported, this, &TrainingWorkspace::onValidation);
    connect(&m_training, &TrainingController::messageReported, this,
            [this](const QString& text) { m_window->statusBar()->showMessage(text, 8000); });
    connect(&m_training, &TrainingController::finished, this, &TrainingWorkspace::onTrainingFinished);
    connect(m_runs, &RunsPanel::runSelected, this, [this](const QString& run) {
        if (m_training.isActive() && QFileInfo(run) == QFileInfo(m_training.runFolder()))
            return;  // the live charts are already showing it
        m_dashboard->loadHistory(engine::readRunHistory((run + "/metrics.jsonl").toStdString()));
    });
    connect(m_runs, &RunsPanel::continueRequested, this, [this](const QString& run) {
        if (m_training.continueRun(run)) {
            m_dashboard->loadHistory(engine::readRunHistory((run + "/metrics.jsonl").toStdString()));
            m_tabs->setCurrentWidget(m_dashboard);
        }
    });
    connect(m_runs, &RunsPanel::segmentRequested, this, [this](const QString& run) { segmentCurrentScan(run); });
    connect(m_models, &ImportedModelsPanel::segmentRequested, this, [this](const QString& model) { segmentCurrentScan(model); });
    // Fine-tuning an imported model is "retrain with corrections" from it: the same run, then both models compared.
    connect(m_models, &ImportedModelsPanel::fineTuneRequested, this, [this](const QString& model) {
        if (widgets::confirmModelLicence(m_window, model))
            retrainWithCorrections(model);
    });
    connect(&m_compareWatcher, &QFutureWatcherBase::finished, this, &TrainingWorkspace::onComparisonFinished);
    connect(&m_segmentation, &SegmentationController::progress, this, [this](int done, int total) {
        m_segmentProgress->setRange(0, total);
        m_segmentProgress->setValue(done);
    });
    connect(&m_segmentation, &SegmentationController::rowsDone, this,
            [this](qint64 done, qint64 total, double eta, bool indexing) {
                m_segmentProgress->setRange(0, static_cast<int>(total));
                m_segmentProgress->setValue(static_cast<int>(done));
                if (indexing)
                    m_window->statusBar()->showMessage(tr("Indexing the segmentation for viewing: %1 of %2 slices").arg(done).arg(total));
                else if (eta >= 0)
                    m_window->statusBar()->showMessage(tr("Segmenting at full resolution with %1: %2 of %3 slices, about %4 s left")
                                                           .arg(m_segmentRun).arg(done).arg(total).arg(std::ceil(eta), 0, 'f', 0));
            });
    connect(&m_segmentation, &SegmentationController::finished, this, &TrainingWorkspace::onSegmentationFinished);
    connect(m_segmentCancel, &QPushButton::clicked, &m_segmentation, &SegmentationController::cancel);
    connect(&m_planWatcher, &QFutureWatcherBase::finished, this, [this] {
        const PlanResult result = m_planWatcher.result();
        if (!result.error.isEmpty()) {
            Q_EMIT errorOccurred(tr("Cannot plan the training"), result.error);
            return;
        }
        const engine::TrainingConfig& planned = result.config;
        // The planned values fill the form; what the user left to "auto" stays auto
        // (a run resolves it on its own device), and so does the dataset they chose.
        const engine::TrainingConfig asked = m_panel->form().config();
        engine::TrainingConfig config = planned;
        config.dataset = asked.dataset;
        config.device = asked.device;
        config.precision = asked.precision;
        config.maxMinutes = asked.maxMinutes;
        if (asked.augmentation.planned)  // the run decides it with its own budget (InteractivePlan.h)
            config.augmentation = asked.augmentation;
        m_panel->form().setConfig(config);
        m_panel->setPlanNotes(result.explanation.lines, result.explanation.autoBudgetMinutes);
        m_window->statusBar()->showMessage(tr("Planned: patch %1x%2x%3, batch %4, %5 stages")
                                               .arg(planned.patchSize[0])
                                               .arg(planned.patchSize[1])
                                               .arg(planned.patchSize[2])
                                               .arg(planned.batchSize)
                                               .arg(planned.network.stages()),
                                           10000);
    });
    retranslate();
}

TrainingWorkspace::~TrainingWorkspace() { shutDown(); }

void TrainingWorkspace::retranslate()
{
    m_tabs->setTabText(m_tabs->indexOf(m_dashboard), tr("Training dashboard"));
    m_tabs->setTabText(m_tabs->indexOf(m_profile), tr("Profile"));
    m_tabs->setTabText(m_tabs->indexOf(m_preview), tr("Live preview"));
    m_panelDock->setWindowTitle(tr("Training"));
    m_runsDock->setWindowTitle(tr("Runs"));
    m_modelsGroup->setTitle(tr("Imported models"));
    m_models->retranslate();
    m_segmentCancel->setText(tr("Cancel segmentation"));
    m_panel->retranslate();
    m_runs->retranslate();
    m_preview->retranslate();
    m_dashboard->retranslate();
    m_profile->retranslate();
}

void TrainingWorkspace::setDatasetIfEmpty(const QString& dataset)
{
    if (!m_panel->form().config().dataset.empty())
        return;
    m_panel->form().setDataset(dataset.toStdString());
    m_panel->refreshFromForm();
}

QString TrainingWorkspace::startTraining()
{
    const engine::TrainingConfig config = m_panel->form().config();
    if (!m_panel->form().canStart() || m_training.isActive())
        return {};
    const QString name = QFileInfo(QString::fromStdString(config.dataset)).fileName() + "-" +
                         QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss");
    const QString runFolder = QDir(m_panel->runsFolder()).filePath(name);
    QDir().mkpath(m_panel->runsFolder());
    m_runs->setRunsFolder(m_panel->runsFolder());
    m_dashboard->clear();
    m_preview->clear();
    if (!m_training.start(config, runFolder))
        return {};
    beginRunAdvice(config);
    m_tabs->setCurrentWidget(m_dashboard);
    return runFolder;
}

void TrainingWorkspace::prepareRunFromPanel()
{
    const engine::TrainingConfig config = m_panel->form().config();
    m_window->statusBar()->showMessage(tr("Planning (preprocessing the dataset if needed)..."));
    m_planWatcher.setFuture(QtConcurrent::run([config, cancel = &m_shuttingDown]() -> PlanResult {
        PlanResult result;
        std::vector<std::string> choices;  // the configuration chosen, and why
        try {
            application::RunPreparation preparation;
            preparation.settings = config;
            preparation.cancel = cancel;
            preparation.message = [&choices](const std::string& text) { choices.push_back(text); };
            const application::PreparedRun prepared = application::prepareRun(preparation);
            result.config = prepared.plan.config();
            result.explanation = prepared.plan.explanation();
            choices.insert(choices.begin(), "configuration: " + prepared.configuration);
            result.explanation.lines.insert(result.explanation.lines.begin(), choices.begin(), choices.end());
        } catch (const std::exception& error) {
            result.config = config;
            result.error = QString::fromStdString(error.what());
        }
        return result;
    }));
}

void TrainingWorkspace::updateRunControls()
{
    const auto state = m_training.state();
    m_panel->setRunState(m_training.isActive(), state == TrainingController::State::Paused);
}

void TrainingWorkspace::onValidation(const engine::ValidationStats& stats)
{
    m_dashboard->addValidation(stats);
    if (m_panel->livePreview() && !stats.preview.labels.empty())
        showPreview(stats);
}

// Shows the validation case the engine predicted (its preprocessed image),
// the reference labels as an outline and the model's labels filled, in the
// Live preview tab: never in the main views, whose layers are the user's. The cache is read only when the preview case changes; later
// validations of the same case only replace the prediction.
void TrainingWorkspace::showPreview(const engine::ValidationStats& stats)
{
    try {
        const QString caseId = QString::fromStdString(stats.preview.caseId);
        if (caseId != m_preview->caseId() && !loadPreviewCase(stats.preview.caseId))
            return;
        Volume predicted = Volume::allocate(m_previewGrid, ScalarType::UInt8);
        if (static_cast<int64_t>(stats.preview.labels.size()) != predicted.voxelCount())
            throw std::runtime_error("the preview of " + stats.preview.caseId + " does not match its cached grid");
        std::copy(stats.preview.labels.begin(), stats.preview.labels.end(), predicted.data<uint8_t>());
        m_preview->showPrediction(std::make_shared<DisplayVolume>(toDisplayOrder(predicted)), stats.epoch);
    } catch (const std::exception& error) {
        m_preview->clear();
        m_window->statusBar()->showMessage(tr("Live preview unavailable: %1").arg(QString::fromStdString(error.what())), 8000);
    }
}

// Puts a cached case's preprocessed image and reference labels in the
// preview pane and remembers its grid. False if the run's cache lacks it.
bool TrainingWorkspace::loadPreviewCase(const std::string& caseId)
{
    const engine::TrainingConfig config = engine::TrainingConfig::fromJson(
        readJsonFile((m_training.runFolder() + "/config.json").toStdString()), "config.json");
    const CacheIndex index = CacheIndex::load(config.dataset);
    const auto entry = std::find_if(index.cases.begin(), index.cases.end(),
                                    [&](const CacheIndexCase& c) { return c.id == caseId; });
    if (entry == index.cases.end())
        return false;
    const auto file = CacheFile::open(index.casePath(*entry));
    m_previewGrid = io::CaseMapping::fromJson(file->info().source, file->path()).resampled;
    // The cache and the engine's preview hold classes (PreprocessingPlan::labelValues).
    std::map<int, QString> labelNames;
    for (int k = 0; k < index.numClasses(); ++k)
        labelNames[k] = QString::fromStdString(index.className(k));

    std::shared_ptr<DisplayVolume> reference;
    ImageLayer image;
    image.name = tr("%1 (preprocessed)").arg(QString::fromStdString(caseId));
    image.data = cachedCaseImage(*file, &reference);
    ChannelStatistics zScored;  // z-scored intensities
    zScored.minimum = zScored.percentile01 = -2.5;
    zScored.maximum = zScored.percentile99 = zScored.percentile995 = 2.5;
    image.channels.assign(static_cast<std::size_t>(image.data->volume.components), ImageChannel{{}, zScored});
    m_preview->showCase(QString::fromStdString(caseId), image, reference, labelNames);
    return true;
}

void TrainingWorkspace::onTrainingFinished(const engine::TrainingResult& result)
{
    m_dashboard->flush();
    if (!m_retrainBaseline.isEmpty()) {
        onRetrainFinished(result);
        return;
    }
    m_runs->selectRun(QString::fromStdString(result.runFolder));
    if (result.outcome == engine::RunOutcome::Failed)
        Q_EMIT errorOccurred(tr("Training failed"), QString::fromStdString(result.message));
    else
        m_window->statusBar()->showMessage(
            tr("Training %1 after %2 epoch(s); best mean Dice %3")
                .arg(result.outcome == engine::RunOutcome::Finished ? tr("finished") : tr("stopped"))
                .arg(result.epochsCompleted)
                .arg(result.bestMeanDice, 0, 'f', 4),
            15000);
}

bool TrainingWorkspace::segmentCurrentScan(const QString& runFolder)
{
    if (!m_scene->hasImage()) {
        Q_EMIT errorOccurred(tr("Nothing to segment"), tr("Open a scan first."));
        return false;
    }
    if (m_segmentation.busy()) {
        Q_EMIT errorOccurred(tr("Already segmenting"),
                             tr("The scan is being segmented with %1; wait for it, or cancel it in the status bar.").arg(m_segmentRun));
        return false;
    }
    if (!widgets::confirmModelLicence(m_window, runFolder) || !widgets::confirmModelTrust(m_window, runFolder))
        return false;
    m_segmentRun = QFileInfo(runFolder).fileName();
    if (const PyramidSlices* pyramid = m_scene->image()->pyramid.get()) {
        // Larger than memory: block by block from the file, at full resolution.
        const application::ScanPyramid& scan = pyramid->pyramid();
        QString labelFile;
        for (int copy = 0; labelFile.isEmpty() || !m_fullResolutionFiles[labelFile].expired(); ++copy)
            labelFile = QString::fromStdString(application::pyramidSegmentationPath(scan.scanPath(), runFolder.toStdString(), copy));
        if (!m_segmentation.startAtFullResolution(QString::fromStdString(scan.scanPath()), scan.geometry(),
                                                  scan.levelGeometry(scan.overviewLevel()), labelFile, runFolder))
            return false;
        m_window->statusBar()->showMessage(
            tr("Segmenting at full resolution with %1, block by block (a stopped run continues where it stopped)...").arg(m_segmentRun));
    } else {
        const ImageLayer& image = *m_scene->image();
        auto stored = std::make_shared<Volume>(toStoredOrder(*image.data));
        if (!m_segmentation.start(stored, image.channelFiles.isEmpty() ? image.path : image.channelFiles.front(), runFolder))
            return false;
        m_window->statusBar()->showMessage(tr("Segmenting with %1...").arg(m_segmentRun));
    }
    m_segmentProgress->setRange(0, 0);
    m_segmentProgress->show();
    m_segmentCancel->show();
    return true;
}

void TrainingWorkspace::onSegmentationFinished(const SegmentationResult& result)
{
    m_segmentProgress->hide();
    m_segmentCancel->hide();
    if (result.cancelled) {
        m_window->statusBar()->showMessage(
            result.labelFile.isEmpty() ? tr("Segmentation cancelled")
                                       : tr("Segmentation cancelled; its finished blocks are kept, and segmenting this scan "
                                            "with %1 again continues after them").arg(m_segmentRun),
            10000);
        return;
    }
    if (!result.error.isEmpty()) {
        Q_EMIT errorOccurred(tr("Segmentation failed"), result.error);
        return;
    }
    if (result.fullResolution) {
        const PyramidSlices* pyramid = m_scene->hasImage() ? m_scene->image()->pyramid.get() : nullptr;
        if (!pyramid || pyramid->pyramid().scanPath() != result.scanFile.toStdString() ||
            pyramid->pyramid().geometry().size != result.fullResolution->geometry().size) {
            m_window->statusBar()->showMessage(tr("The segmentation of %1 was not added: another scan is open now. It is "
                                                  "kept in %2; open that scan and then this label map.")
                                                   .arg(result.scanFile, result.labelFile),
                                               20000);
            return;
        }
        m_fullResolutionFiles[result.labelFile] = result.fullResolution;
        LabelLayer layer;
        layer.name = tr("Segmentation (%1)").arg(m_segmentRun);
        layer.data = result.labels;
        layer.fullResolution = result.fullResolution;
        layer.opacity = 0.5;
        m_scene->addLabelLayer(layer, result.labelNames);
        QString message =
            result.reused
                ? tr("Opened the full-resolution segmentation %1 made earlier from this scan with this model; save it with "
                     "File > Save Label Map As (.mha)").arg(result.labelFile)
                : tr("Segmented at full resolution in %1 s%2; save it with File > Save Label Map As (.mha)")
                      .arg(result.seconds, 0, 'f', 1)
                      .arg(result.resumedAtRow > 0 ? tr(", continuing at slice %1").arg(result.resumedAtRow + 1) : QString());
        if (!result.notes.isEmpty())
            message += " (" + result.notes.join("; ") + ")";
        m_window->statusBar()->showMessage(message, 15000);
        Q_EMIT segmentationAdded();
        return;
    }
    if (!m_scene->hasImage() || result.labels->volume.geometry.size != m_scene->image()->data->volume.geometry.size)
        return;  // the scan changed meanwhile
    LabelLayer layer;
    layer.name = tr("Segmentation (%1)").arg(m_segmentRun);
    layer.data = result.labels;
    layer.opacity = 0.5;
    m_scene->addLabelLayer(layer, result.labelNames);
    if (!result.uncertainty) {  // a model shipped as parts: their maps merged, no common classes to be unsure between
        m_window->statusBar()->showMessage(tr("Segmented with every part of %1 in %2 s (%n structure(s)); save it with "
                                              "File > Save Label Map As", nullptr, static_cast<int>(result.labelNames.size()))
                                               .arg(m_segmentRun)
                                               .arg(result.seconds, 0, 'f', 1),
                                           10000);
        Q_EMIT segmentationAdded();
        return;
    }
    // Hidden at first: ticking it in the Layers list shows where the model is unsure.
    m_scene->addUncertaintyLayer(tr("Uncertainty (%1)").arg(m_segmentRun), *result.uncertainty, false);
    m_window->statusBar()->showMessage(tr("Segmented in %1 s; tick its Uncertainty layer to see where the model is unsure; "
                                          "save it with File > Save Label Map As")
                                           .arg(result.seconds, 0, 'f', 1),
                                       10000);
    Q_EMIT segmentationAdded();
}

void TrainingWorkspace::shutDown()
{
    m_segmentation.cancel();
    m_profile->shutDown();
    m_shuttingDown = true;
    // The run's last reports arrive while stopAndWait waits; when the window
    // is being destroyed, the status bar and the dashboard may be gone already.
    disconnect(&m_training, nullptr, this, nullptr);
    disconnect(&m_training, nullptr, m_dashboard, nullptr);
    m_training.stopAndWait();
    m_planWatcher.waitForFinished();
    m_compareWatcher.waitForFinished();
}

}  // namespace segstudio::app
