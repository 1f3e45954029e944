// TrainingWorkspace's "Retrain with corrections": a fine-tuning run from the
// active model on the dataset with its accepted corrections, then the
// regression check (both models on the same validation cases) and the
// user's choice of the active model.
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>
#include <QtConcurrent>

#include <filesystem>

#include "TrainingWorkspace.h"
#include "common/Errors.h"
#include "common/JsonFile.h"
#include "engine/infer/ModelPackage.h"
#include "engine/train/RunFolder.h"
#include "widgets/RegressionCheckDialog.h"
#include "widgets/RunsPanel.h"
#include "widgets/TrainingDashboard.h"
#include "widgets/TrainingPanel.h"

namespace segstudio::app {

using namespace segstudio::widgets;

QString TrainingWorkspace::activeRun() const { return m_runs->selectedRun(); }

QString TrainingWorkspace::retrainWithCorrections(const QString& baselineRun, double maxMinutes, int epochs)
{
    if (m_training.isActive() || !m_retrainBaseline.isEmpty()) {
        Q_EMIT errorOccurred(tr("Cannot retrain"), tr("A run is in progress; wait for it or stop it first."));
        return {};
    }
    const engine::TrainingConfig panel = m_panel->form().config();
    if (!std::filesystem::exists(std::filesystem::path(panel.dataset) / "dataset.json")) {
        Q_EMIT errorOccurred(tr("Cannot retrain"),
                             tr("Choose the dataset folder that holds the corrections in the Training panel (a folder with dataset.json)."));
        return {};
    }
    engine::TrainingConfig config;
    try {
        const engine::RunPaths baseline{baselineRun.toStdString()};
        config = engine::TrainingConfig::fromJson(readJsonFile(baseline.config()), baseline.config());
        engine::readModelInfo(baselineRun.toStdString());  // a finished run: its model exists
    } catch (const std::exception& error) {
        Q_EMIT errorOccurred(tr("Cannot retrain"), QString::fromStdString(error.what()));
        return {};
    }
    // The baseline's settings, its weights, and the fine-tuning schedule planned anew.
    config.dataset = panel.dataset;
    config.initFrom = baselineRun.toStdString();
    config.optimizer.learningRate = 0;
    config.optimizer.warmupEpochs = -1;
    config.validation.intervalEpochs = 0;
    config.epochs = epochs;
    config.maxMinutes = epochs > 0 ? 0 : maxMinutes > 0 ? maxMinutes : panel.maxMinutes > 0 ? panel.maxMinutes : kRetrainDefaultMinutes;
    const QString runFolder = QDir(m_panel->runsFolder())
                                  .filePath(QFileInfo(baselineRun).fileName() + "-retrained-" +
                                            QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss"));
    QDir().mkpath(m_panel->runsFolder());
    m_dashboard->clear();
    m_retrainBaseline = baselineRun;
    m_retrainCandidate = runFolder;
    if (!m_training.start(config, runFolder)) {
        m_retrainBaseline.clear();
        return {};
    }
    m_tabs->setCurrentWidget(m_dashboard);
    m_window->statusBar()->showMessage(tr("Retraining %1 with the corrections...").arg(QFileInfo(baselineRun).fileName()));
    return runFolder;
}

void TrainingWorkspace::onRetrainFinished(const engine::TrainingResult& result)
{
    m_runs->refresh();
    if (result.outcome != engine::RunOutcome::Finished) {
        const QString baseline = m_retrainBaseline;
        m_retrainBaseline.clear();
        m_runs->selectRun(baseline);  // the previous model stays active
        if (result.outcome == engine::RunOutcome::Failed)
            Q_EMIT errorOccurred(tr("Retraining failed"), QString::fromStdString(result.message));
        else
            m_window->statusBar()->showMessage(tr("Retraining stopped; the previous model stays active."), 10000);
        return;
    }
    m_window->statusBar()->showMessage(tr("Comparing the retrained model with the previous one..."));
    engine::ComparisonRequest request;
    request.baseline = m_retrainBaseline.toStdString();
    request.candidate = result.runFolder;
    m_compareWatcher.setFuture(QtConcurrent::run([request, cancel = &m_shuttingDown]() -> ComparisonOutcome {
        ComparisonOutcome outcome;
        try {
            engine::ComparisonRequest r = request;
            // The candidate's cache holds the corrected labels; the cases are the baseline's validation cases.
            const engine::RunPaths candidate{request.candidate};
            r.cacheFolder = engine::TrainingConfig::fromJson(readJsonFile(candidate.config()), candidate.config()).dataset;
            r.cases = engine::validationCasesOfRun(request.baseline);
            outcome.comparison = engine::compareModels(r, {}, cancel);
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

void TrainingWorkspace::onComparisonFinished()
{
    const ComparisonOutcome outcome = m_compareWatcher.result();
    const QString baseline = m_retrainBaseline, candidate = m_retrainCandidate;
    if (!outcome.error.isEmpty()) {
        m_retrainBaseline.clear();
        m_runs->selectRun(baseline);
        Q_EMIT errorOccurred(tr("Cannot compare the models"), outcome.error + "\n\n" + tr("The previous model stays active."));
        return;
    }
    auto* dialog = new RegressionCheckDialog(outcome.comparison, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog, outcome, baseline, candidate] {
        const bool useCandidate = dialog->useCandidate();
        Json record = outcome.comparison.toJson();
        record["decision"] = useCandidate ? "use the retrained model" : "keep the previous model";
        try {
            writeJsonFile((candidate + "/regression_check.json").toStdString(), record);
        } catch (const std::exception& error) {
            m_window->statusBar()->showMessage(QString::fromStdString(error.what()), 10000);
        }
        m_retrainBaseline.clear();
        m_runs->refresh();
        m_runs->selectRun(useCandidate ? candidate : baseline);
        m_window->statusBar()->showMessage(useCandidate ? tr("The retrained model is now active.")
                                                        : tr("The previous model stays active."),
                                           10000);
        Q_EMIT regressionChecked(outcome.comparison.candidateWorse, useCandidate);
    });
    dialog->open();
}

}  // namespace segstudio::app
