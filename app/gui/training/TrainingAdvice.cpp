// The dashboard's advisor (issue 19): every 10 steps of a run, hints from
// its last 30 steps (engine/profile/TrainingAdvisor.h); "Apply" writes the
// hinted setting into the Training form and remembers the run's throughput;
// the next run started from the window is measured over its first 20 steps
// and the dashboard shows both.
#include "training/TrainingWorkspace.h"

#include <QCoreApplication>

#include "engine/config/TrainingForm.h"
#include "widgets/training/TrainingDashboard.h"
#include "widgets/training/TrainingPanel.h"

namespace segstudio::app {

namespace {

constexpr std::size_t kAdviceWindow = 30;   // steps the hints look at
constexpr std::size_t kAdviceEvery = 10;    // steps between two looks
constexpr std::size_t kAfterSteps = 20;     // steps of the next run that measure a change

QString describe(const engine::ThroughputSummary& s)
{
    return QCoreApplication::translate("segstudio::app::TrainingWorkspace", "%1 samples/s, data wait %2 %")
        .arg(s.samplesPerSecond, 0, 'f', 2)
        .arg(s.dataWaitShare * 100, 0, 'f', 1);
}

}  // namespace

void TrainingWorkspace::beginRunAdvice(const engine::TrainingConfig& config)
{
    m_runSteps.clear();
    m_runStepCount = 0;
    m_runConfig = config;
    try {
        m_runFacts = engine::runFactsFor(config.device);
    } catch (const std::exception&) {  // an unavailable device: the run reports it itself
        m_runFacts = {};
    }
    m_dashboard->setHints({});
    if (!m_appliedHint.message.isEmpty())
        m_appliedHint.measuring = true;
}

void TrainingWorkspace::onStepForAdvice(const engine::StepStats& stats)
{
    // The last kAdviceWindow steps only: a long run does not grow this.
    m_runSteps.push_back(stats);
    if (m_runSteps.size() > kAdviceWindow)
        m_runSteps.erase(m_runSteps.begin());
    ++m_runStepCount;
    static_assert(kAfterSteps <= kAdviceWindow, "the window must hold the steps that measure a change");
    if (m_appliedHint.measuring && m_runStepCount == kAfterSteps) {
        const engine::ThroughputSummary after = engine::summarizeSteps(m_runSteps);
        const double ratio = m_appliedHint.before.samplesPerSecond > 0
                                 ? after.samplesPerSecond / m_appliedHint.before.samplesPerSecond
                                 : 0.0;
        m_dashboard->showHintComparison(tr("Applied: %1\nBefore: %2. After (first %3 steps of this run): %4, %5x.")
                                            .arg(m_appliedHint.message, describe(m_appliedHint.before))
                                            .arg(kAfterSteps)
                                            .arg(describe(after))
                                            .arg(ratio, 0, 'f', 2));
        m_appliedHint = {};
    }
    if (m_runStepCount % kAdviceEvery == 0)
        m_dashboard->setHints(engine::adviseFromTelemetry(m_runSteps, m_runConfig, m_runFacts));
}

void TrainingWorkspace::onHintAccepted(int index)
{
    const auto& hints = m_dashboard->hints();
    if (index < 0 || index >= static_cast<int>(hints.size()))
        return;
    const engine::TrainingHint hint = hints[static_cast<std::size_t>(index)];
    m_panel->form().setConfig(hint.applyTo(m_panel->form().config()));
    m_panel->refreshFromForm();
    m_appliedHint.message = QString::fromStdString(hint.message);
    m_appliedHint.before = engine::summarizeSteps(m_runSteps);
    m_appliedHint.measuring = false;
    m_dashboard->setHints({});
    m_dashboard->showHintComparison(tr("Applied: %1\nBefore: %2. After: measured over the first %3 steps of the next run.")
                                        .arg(m_appliedHint.message, describe(m_appliedHint.before))
                                        .arg(kAfterSteps));
}

}  // namespace segstudio::app
