// TrainingWorkspace's "Retrain with corrections": the use case
// (application/training/RetrainWithCorrections.h) on the Training panel's dataset,
// the run on the training controller, the regression check on a worker
// thread and the user's choice of the active model in a dialog.
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>
#include <QtConcurrent>

#include <filesystem>
#include <utility>

#include "training/TrainingWorkspace.h"
#include "application/training/RetrainWithCorrections.h"
#include "widgets/training/RegressionCheckDialog.h"
#include "widgets/training/RunsPanel.h"
#include "widgets/training/TrainingDashboard.h"
#include "widgets/training/TrainingPanel.h"

namespace segstudio::app {

using namespace segstudio::widgets;

QString TrainingWorkspace::activeRun() const { return m_runs->selectedRun(); }

QString TrainingWorkspace::retrainWithCorrections(const QString& baselineRun, double maxMinutes, int epochs,
                                                  const QString& thenRetrain)
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
        config = application::retrainingSettings(baselineRun.toStdString(), panel.dataset,
                                                 maxMinutes > 0 ? maxMinutes : panel.maxMinutes, epochs);
    } catch (const std::exception& error) {
        Q_EMIT errorOccurred(tr("Cannot retrain"), QString::fromStdString(error.what()));
        return {};
    }
    // An imported model (no run folder of its own) is fine-tuned rather than retrained.
    const bool imported = !QFileInfo::exists(baselineRun + "/config.json");
    const QString runFolder = QDir(m_panel->runsFolder())
                                  .filePath(QFileInfo(baselineRun).fileName() + (imported ? "-finetuned-" : "-retrained-") +
                                            QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss"));
    QDir().mkpath(m_panel->runsFolder());
    m_dashboard->clear();
    m_retrainBaseline = baselineRun;
    m_retrainCandidate = runFolder;
    m_retrainImported = imported;
    if (!m_training.start(config, runFolder)) {
        m_retrainBaseline.clear();
        return {};
    }
    m_retrainNext = thenRetrain == baselineRun ? QString() : thenRetrain;
    m_retrainNextMinutes = maxMinutes;
    m_retrainNextEpochs = epochs;
    m_tabs->setCurrentWidget(m_dashboard);
    m_window->statusBar()->showMessage(imported ? tr("Fine-tuning %1 on %2...").arg(QFileInfo(baselineRun).fileName(),
                                                                                     QString::fromStdString(panel.dataset))
                                                : tr("Retraining %1 with the corrections...").arg(QFileInfo(baselineRun).fileName()));
    return runFolder;
}

void TrainingWorkspace::onRetrainFinished(const engine::TrainingResult& result)
{
    m_runs->refresh();
    if (result.outcome != engine::RunOutcome::Finished) {
        const QString baseline = m_retrainBaseline;
        m_retrainBaseline.clear();
        m_retrainNext.clear();  // a stopped or failed retrain ends the sequence
        if (!std::exchange(m_retrainFollowUp, false))
            m_runs->selectRun(baseline);  // the previous model stays active
        if (result.outcome == engine::RunOutcome::Failed)
            Q_EMIT errorOccurred(m_retrainImported ? tr("Fine-tuning failed") : tr("Retraining failed"),
                                 QString::fromStdString(result.message));
        else
            m_window->statusBar()->showMessage(m_retrainImported
                                                   ? tr("Fine-tuning stopped; the imported model stays active.")
                                                   : tr("Retraining stopped; the previous model stays active."),
                                               10000);
        return;
    }
    m_window->statusBar()->showMessage(m_retrainImported ? tr("Comparing the fine-tuned model with the imported one...")
                                                         : tr("Comparing the retrained model with the previous one..."));
    m_compareWatcher.setFuture(QtConcurrent::run([baseline = m_retrainBaseline.toStdString(), candidate = result.runFolder,
                                                   cancel = &m_shuttingDown]() -> ComparisonOutcome {
        ComparisonOutcome outcome;
        try {
            outcome.comparison = application::compareRetrained(baseline, candidate, cancel);
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
        m_retrainNext.clear();
        if (!std::exchange(m_retrainFollowUp, false))
            m_runs->selectRun(baseline);
        Q_EMIT errorOccurred(tr("Cannot compare the models"), outcome.error + "\n\n" + tr("The previous model stays active."));
        return;
    }
    const bool imported = m_retrainImported;
    auto* dialog = new RegressionCheckDialog(outcome.comparison,
                                             imported ? RegressionCheckDialog::Origin::FineTunedImport
                                                      : RegressionCheckDialog::Origin::Retrained,
                                             m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog, outcome, baseline, candidate, imported] {
        const bool useCandidate = dialog->useCandidate();
        try {
            application::recordRegressionDecision(candidate.toStdString(), outcome.comparison, useCandidate);
        } catch (const std::exception& error) {
            m_window->statusBar()->showMessage(QString::fromStdString(error.what()), 10000);
        }
        m_retrainBaseline.clear();
        m_runs->refresh();
        if (!std::exchange(m_retrainFollowUp, false))
            m_runs->selectRun(useCandidate ? candidate : baseline);
        const QString message = imported ? (useCandidate ? tr("The fine-tuned model is now active.")
                                                         : tr("The imported model stays active."))
                                         : (useCandidate ? tr("The retrained model is now active.")
                                                         : tr("The previous model stays active."));
        m_window->statusBar()->showMessage(message, 10000);
        Q_EMIT regressionChecked(outcome.comparison.candidateWorse, useCandidate);
        Q_EMIT retrainDecided(baseline, useCandidate ? candidate : baseline, outcome.comparison.interactive);
        const QString next = std::exchange(m_retrainNext, QString());
        if (!next.isEmpty() && !retrainWithCorrections(next, m_retrainNextMinutes, m_retrainNextEpochs).isEmpty())
            m_retrainFollowUp = true;
    });
    dialog->open();
}

}  // namespace segstudio::app
