#pragma once
// Everything about training in the window: the training panel and runs panel
// (docks), the dashboard and the live preview of the model on a validation
// case (tabs beside the views), the training and segmentation controllers,
// and "Segment current scan". Owned by MainWindow; GUI thread only.
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <map>
#include <memory>

#include "common/image/Geometry.h"
#include "engine/config/TrainingConfig.h"
#include "engine/plan/Planner.h"
#include "engine/evaluate/ModelComparison.h"
#include "engine/profile/TrainingAdvisor.h"
#include "widgets/training/SegmentationController.h"
#include "widgets/training/TrainingController.h"

class QDockWidget;
class QMainWindow;
class QProgressBar;
class QGroupBox;
class QPushButton;
class QTabWidget;

namespace segstudio::widgets {
class ImportedModelsPanel;
class LivePreviewPane;
class ProfilePanel;
class RunsPanel;
class SceneModel;
class TrainingDashboard;
class TrainingPanel;
}  // namespace segstudio::widgets

namespace segstudio::app {

class TrainingWorkspace : public QObject {
    Q_OBJECT
public:
    TrainingWorkspace(QMainWindow* window, widgets::SceneModel* scene, QTabWidget* centralTabs);
    ~TrainingWorkspace() override;

    widgets::TrainingPanel* panel() const { return m_panel; }
    widgets::RunsPanel* runs() const { return m_runs; }
    // Models from elsewhere, below the runs in the Runs dock.
    widgets::ImportedModelsPanel* importedModels() const { return m_models; }
    widgets::TrainingDashboard* dashboard() const { return m_dashboard; }
    widgets::LivePreviewPane* livePreview() const { return m_preview; }
    widgets::ProfilePanel* profile() const { return m_profile; }
    widgets::TrainingController& controller() { return m_training; }
    widgets::SegmentationController& segmentation() { return m_segmentation; }
    QDockWidget* panelDock() const { return m_panelDock; }
    QDockWidget* runsDock() const { return m_runsDock; }

    // Starts training with the panel's settings in a new folder under the
    // runs folder; returns the run folder (empty if it could not start).
    QString startTraining();
    // Segments the scan in the views with a run's model (progress in the status bar).
    bool segmentCurrentScan(const QString& runFolder);
    // Called when the window closes: stops training cleanly (checkpoint
    // saved) and cancels segmentation, waiting for both.
    void shutDown();
    bool trainingActive() const { return m_training.isActive(); }

    // "Retrain with corrections" (TrainingRetrain.cpp): fine-tunes the model of
    // `baselineRun` (TrainingConfig::initFrom) on the training panel's dataset
    // folder, which holds the corrections accepted since, for `maxMinutes`
    // (0: the panel's budget, else application::kRetrainDefaultMinutes) or `epochs` when
    // given. When it finishes, both models are scored on the baseline's
    // validation cases (engine::compareModels) and a RegressionCheckDialog
    // asks which becomes the active model (the one selected in the Runs
    // panel); a worse retrained model is flagged and the previous one stays
    // unless the user insists. `thenRetrain` (AI assist's interactive run,
    // or empty) is retrained the same way once that check is answered; its
    // check decides AI assist's model (retrainDecided), not the Runs panel's
    // selection. Returns the new run folder; empty when it could not start
    // (errorOccurred says why).
    QString retrainWithCorrections(const QString& baselineRun, double maxMinutes = 0, int epochs = 0,
                                   const QString& thenRetrain = {});
    QString activeRun() const;  // the model "Segment current scan" uses
    void setDatasetIfEmpty(const QString& dataset);
    void retranslate();

Q_SIGNALS:
    void segmentationAdded();
    // The regression check was answered: the candidate was worse or not, and is now active or not.
    void regressionChecked(bool candidateWorse, bool candidateActive);
    // The same answer by run: `chosenRun` is the baseline or the candidate;
    // `interactive` when both are interactive models.
    void retrainDecided(const QString& baselineRun, const QString& chosenRun, bool interactive);
    void errorOccurred(const QString& title, const QString& message);

private:
    void prepareRunFromPanel();
    void onTrainingFinished(const engine::TrainingResult& result);
    void onValidation(const engine::ValidationStats& stats);
    void showPreview(const engine::ValidationStats& stats);
    bool loadPreviewCase(const std::string& caseId);
    void onSegmentationFinished(const widgets::SegmentationResult& result);
    void updateRunControls();
    void onRetrainFinished(const engine::TrainingResult& result);
    // The advisor (TrainingAdvice.cpp): hints from the run's steps, and the
    // before/after of an applied hint measured on the next run.
    void beginRunAdvice(const engine::TrainingConfig& config);
    void onStepForAdvice(const engine::StepStats& stats);
    void onHintAccepted(int index);
    void onComparisonFinished();

    QMainWindow* m_window;
    widgets::SceneModel* m_scene;
    QTabWidget* m_tabs;
    widgets::TrainingPanel* m_panel;
    widgets::RunsPanel* m_runs;
    widgets::ImportedModelsPanel* m_models;
    QGroupBox* m_modelsGroup;
    widgets::TrainingDashboard* m_dashboard;
    widgets::ProfilePanel* m_profile;  // the Profile tab
    QDockWidget* m_panelDock;
    QDockWidget* m_runsDock;
    widgets::TrainingController m_training;
    widgets::SegmentationController m_segmentation;
    struct PlanResult {
        engine::TrainingConfig config;
        engine::PlanExplanation explanation;
        QString error;  // non-empty: planning failed
    };
    QFutureWatcher<PlanResult> m_planWatcher;
    std::vector<engine::StepStats> m_runSteps;  // the current run's last steps, for the advisor
    std::size_t m_runStepCount = 0;             // steps the current run has reported
    engine::TrainingConfig m_runConfig;
    engine::RunFacts m_runFacts;
    struct AppliedHint {
        QString message;                     // the hint that was applied; empty: none pending
        engine::ThroughputSummary before;    // the run it was seen in
        bool measuring = false;              // a run with the change has started
    } m_appliedHint;
    // Set on shutdown: the plan's preprocessing and the model comparison stop early.
    std::atomic<bool> m_shuttingDown{false};
    QProgressBar* m_segmentProgress;
    QPushButton* m_segmentCancel;
    widgets::LivePreviewPane* m_preview;  // the Live preview tab
    Geometry m_previewGrid;               // the grid of the case it shows
    QString m_segmentRun;
    // Full-resolution segmentations of pyramid scans, by the file each reads
    // from: a new run never overwrites a file a label layer still reads.
    std::map<QString, std::weak_ptr<edit::BrickedLabelMap>> m_fullResolutionFiles;
    struct ComparisonOutcome {
        engine::ModelComparison comparison;
        QString error;
    };
    QFutureWatcher<ComparisonOutcome> m_compareWatcher;
    QString m_retrainBaseline, m_retrainCandidate;  // set from retrainWithCorrections until the check is answered
    bool m_retrainImported = false;                 // the baseline is an imported model, fine-tuned
    bool m_retrainFollowUp = false;                 // the running retrain is a `thenRetrain`
    QString m_retrainNext;                          // the `thenRetrain` still to start
    double m_retrainNextMinutes = 0;
    int m_retrainNextEpochs = 0;
};

}  // namespace segstudio::app
