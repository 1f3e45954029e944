#include "widgets/training/ProfilePanel.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMetaObject>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

#include "application/training/ProfileTraining.h"
#include "common/Errors.h"

namespace segstudio::widgets {

namespace {

constexpr int kOperatorRows = 30;

QTableWidgetItem* profileNumberItem(double value, int decimals)
{
    auto* item = new QTableWidgetItem(QString::number(value, 'f', decimals));
    item->setData(Qt::UserRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString mebibytes(int64_t bytes) { return bytes > 0 ? QString::number(static_cast<double>(bytes) / (1 << 20), 'f', 1) : "-"; }

}  // namespace

ProfilePanel::ProfilePanel(QWidget* parent) : QWidget(parent)
{
    qRegisterMetaType<ProfileOutcome>();
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(0);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ProfilePanel::onFinished);

    m_stepsLabel = new QLabel(this);
    m_steps = new QSpinBox(this);
    m_steps->setObjectName("profileSteps");
    m_steps->setRange(1, 200);
    m_steps->setValue(5);
    m_start = new QPushButton(this);
    m_start->setObjectName("profileButton");
    m_autotune = new QPushButton(this);
    m_autotune->setObjectName("autotuneButton");
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setEnabled(false);
    m_export = new QPushButton(this);
    m_export->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(false);  // two lines of its own (a wrapped label gets too little height here)
    m_summary->setObjectName("profileSummary");
    m_stagesTitle = new QLabel(this);
    m_operatorsTitle = new QLabel(this);
    m_stages = new QTableWidget(0, 5, this);
    m_operators = new QTableWidget(0, 6, this);
    m_trials = new QTableWidget(0, 12, this);
    for (QTableWidget* table : {m_stages, m_operators, m_trials}) {
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->verticalHeader()->setVisible(false);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->horizontalHeader()->setStretchLastSection(true);
        table->setWordWrap(false);  // one line per row; long shapes are elided (the tooltip and CSV hold them)
        table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    }
    m_summary->setWordWrap(true);  // a narrow window wraps it rather than widening
    m_summary->setMinimumHeight(2 * m_summary->fontMetrics().lineSpacing() + 6);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_stepsLabel);
    controls->addWidget(m_steps);
    controls->addWidget(m_start);
    controls->addWidget(m_autotune);
    controls->addWidget(m_cancelButton);
    controls->addWidget(m_progress, 1);
    controls->addStretch();
    controls->addWidget(m_export);
    auto* stagesBox = new QWidget(this);
    auto* stagesLayout = new QVBoxLayout(stagesBox);
    stagesLayout->setContentsMargins(0, 0, 0, 0);
    stagesLayout->addWidget(m_stagesTitle);
    stagesLayout->addWidget(m_stages);
    auto* operatorsBox = new QWidget(this);
    auto* operatorsLayout = new QVBoxLayout(operatorsBox);
    operatorsLayout->setContentsMargins(0, 0, 0, 0);
    operatorsLayout->addWidget(m_operatorsTitle);
    operatorsLayout->addWidget(m_operators);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(stagesBox);
    splitter->addWidget(operatorsBox);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    m_pages = new QTabWidget(this);
    m_pages->addTab(splitter, QString());
    m_pages->addTab(m_trials, QString());
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_pages, 1);

    connect(m_start, &QPushButton::clicked, this, [this] { startProfile(m_steps->value()); });
    connect(m_autotune, &QPushButton::clicked, this, &ProfilePanel::startAutotune);
    connect(m_cancelButton, &QPushButton::clicked, this, &ProfilePanel::cancel);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString base = QFileDialog::getSaveFileName(this, tr("Export Profile"), "profile",
                                                          tr("Chrome trace and CSV files (*)"));
        if (!base.isEmpty() && !exportProfile(base))
            m_summary->setText(tr("Could not write the profile files to %1").arg(base));
    });
    retranslate();
}

ProfilePanel::~ProfilePanel() { shutDown(); }

void ProfilePanel::retranslate()
{
    m_stepsLabel->setText(tr("Steps"));
    m_start->setText(tr("Profile"));
    m_start->setToolTip(tr("Run this many real training steps of the training form's settings under LibTorch's "
                           "profiler and show where the time and memory go"));
    m_autotune->setText(tr("Find fastest settings"));
    m_autotune->setToolTip(tr("Time short trials of real training steps over threads, batch size, precision, "
                              "channels-last, loader threads and prefetch depth, and put the fastest settings "
                              "into the Training form (kept per device: a second search reuses the trials)"));
    m_pages->setTabText(0, tr("Stages and operators"));
    m_pages->setTabText(1, tr("Settings trials"));
    m_trials->setHorizontalHeaderLabels({tr("Trial"), tr("Threads"), tr("Batch"), tr("Precision"), tr("Channels-last"),
                                         tr("Loaders"), tr("Prefetch"), tr("Samples/s"), tr("Step (ms)"),
                                         tr("Data wait (ms)"), tr("Peak memory (MiB)"), tr("Result")});
    m_cancelButton->setText(tr("Cancel"));
    m_export->setText(tr("Export..."));
    m_export->setToolTip(tr("Save a Chrome trace (open it in Perfetto or chrome://tracing) and the tables as CSV"));
    m_stagesTitle->setText(tr("Time per step by stage"));
    m_operatorsTitle->setText(tr("Top operators by self time"));
    m_stages->setHorizontalHeaderLabels(
        {tr("Stage"), tr("Forward (ms)"), tr("Backward (ms)"), tr("Forward peak (MiB)"), tr("Backward peak (MiB)")});
    m_operators->setHorizontalHeaderLabels(
        {tr("Operator"), tr("Calls"), tr("Self (ms)"), tr("Total (ms)"), tr("Device (ms)"), tr("Input shapes")});
    if (m_profile.steps == 0 && !busy())
        m_summary->setText(tr("Profile a few training steps to see which stages and operators take the time.\n"
                              "The training form's settings are used; the dataset is preprocessed first if needed."));
    else if (m_profile.steps > 0)
        showProfile();
}

std::optional<engine::TrainingConfig> ProfilePanel::beginJob(bool autotuning)
{
    if (busy() || !m_configSource)
        return std::nullopt;
    const engine::TrainingConfig config = m_configSource();
    if (config.dataset.empty()) {
        m_summary->setText(tr("Choose a dataset in the Training panel first."));
        return std::nullopt;
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_autotuning = autotuning;
    setRunning(true);
    return config;
}

bool ProfilePanel::startProfile(int steps)
{
    const std::optional<engine::TrainingConfig> job = beginJob(false);
    if (!job)
        return false;
    const engine::TrainingConfig config = *job;
    constexpr int warmup = 3;
    m_progress->setRange(0, steps + warmup);
    m_summary->setText(tr("Profiling %1 step(s) (preprocessing the dataset first if needed)...").arg(steps));
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [config, steps, cancel = m_cancel, this] {
        ProfileOutcome outcome;
        try {
            outcome.profile = application::profileTraining(config, steps, warmup, cancel.get(), [this](int done, int) {
                QMetaObject::invokeMethod(m_progress, [bar = m_progress, done] { bar->setValue(done); }, Qt::QueuedConnection);
            });
        } catch (const Cancelled&) {
            outcome.cancelled = true;
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
    return true;
}

bool ProfilePanel::startAutotune()
{
    const std::optional<engine::TrainingConfig> job = beginJob(true);
    if (!job)
        return false;
    const engine::TrainingConfig config = *job;
    m_progress->setRange(0, 0);  // the trial count is known after planning
    m_summary->setText(tr("Timing settings on this machine (preprocessing the dataset first if needed)..."));
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [config, cancel = m_cancel, this] {
        ProfileOutcome outcome;
        try {
            outcome.autotune = application::autotuneTraining(
                config, cancel.get(), [this](int done, int total, const std::string&) {
                    QMetaObject::invokeMethod(
                        m_progress, [bar = m_progress, done, total] { bar->setRange(0, total); bar->setValue(done); },
                        Qt::QueuedConnection);
                });
        } catch (const Cancelled&) {
            outcome.cancelled = true;
        } catch (const std::exception& error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
    return true;
}

void ProfilePanel::setRunning(bool running)
{
    m_progress->setValue(0);
    m_progress->setVisible(running);
    m_start->setEnabled(!running);
    m_autotune->setEnabled(!running);
    m_cancelButton->setEnabled(running);
}

void ProfilePanel::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ProfilePanel::shutDown()
{
    cancel();
    m_watcher.waitForFinished();
}

void ProfilePanel::onFinished()
{
    const ProfileOutcome outcome = m_watcher.result();
    setRunning(false);
    if (m_autotuning) {
        if (outcome.cancelled || !outcome.error.isEmpty()) {
            m_summary->setText(outcome.cancelled ? tr("Search cancelled; the Training form is unchanged.")
                                                 : tr("The search failed: %1").arg(outcome.error));
            Q_EMIT autotuneFinished(false, outcome.error);
            return;
        }
        m_autotuneResult = outcome.autotune;
        showAutotune();
        Q_EMIT autotuneFinished(true, QString());
        return;
    }
    if (outcome.cancelled) {
        m_summary->setText(tr("Profile cancelled."));
        Q_EMIT profileFinished(false, QString());
        return;
    }
    if (!outcome.error.isEmpty()) {
        m_summary->setText(tr("The profile failed: %1").arg(outcome.error));
        Q_EMIT profileFinished(false, outcome.error);
        return;
    }
    m_profile = outcome.profile;
    m_export->setEnabled(true);
    m_pages->setCurrentIndex(0);
    showProfile();
    Q_EMIT profileFinished(true, QString());
}

void ProfilePanel::showProfile()
{
    const engine::TrainingProfile& p = m_profile;
    m_summary->setText(tr("%1 step(s) on %2, %3, batch %4, patch %5x%6x%7: %8 ms per step (%9 ms without the profiler).\n"
                          "The stages add up to %10 ms, %11 ms of it in autograd's own backward work.")
                           .arg(p.steps)
                           .arg(QString::fromStdString(p.device), QString::fromStdString(p.precision))
                           .arg(p.batchSize)
                           .arg(p.patchXyz[0])
                           .arg(p.patchXyz[1])
                           .arg(p.patchXyz[2])
                           .arg(p.stepMs, 0, 'f', 1)
                           .arg(p.unprofiledStepMs, 0, 'f', 1)
                           .arg(p.stageSumMs(), 0, 'f', 1)
                           .arg(p.backwardEngineMs, 0, 'f', 1));
    m_stages->setSortingEnabled(false);
    m_stages->setRowCount(static_cast<int>(p.stages.size()));
    for (int row = 0; row < static_cast<int>(p.stages.size()); ++row) {
        const engine::ProfiledStage& s = p.stages[static_cast<std::size_t>(row)];
        m_stages->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(s.name)));
        m_stages->setItem(row, 1, profileNumberItem(s.forwardMs, 2));
        m_stages->setItem(row, 2, profileNumberItem(s.backwardMs, 2));
        m_stages->setItem(row, 3, new QTableWidgetItem(mebibytes(s.forwardPeakBytes)));
        m_stages->setItem(row, 4, new QTableWidgetItem(mebibytes(s.backwardPeakBytes)));
    }
    m_stages->resizeColumnsToContents();
    const int rows = std::min<int>(kOperatorRows, static_cast<int>(p.operators.size()));
    m_operators->setSortingEnabled(false);
    m_operators->setRowCount(rows);
    for (int row = 0; row < rows; ++row) {
        const engine::ProfiledOperator& o = p.operators[static_cast<std::size_t>(row)];
        m_operators->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(o.name)));
        m_operators->setItem(row, 1, profileNumberItem(static_cast<double>(o.calls), 0));
        m_operators->setItem(row, 2, profileNumberItem(o.selfMs, 2));
        m_operators->setItem(row, 3, profileNumberItem(o.totalMs, 2));
        m_operators->setItem(row, 4, profileNumberItem(o.selfDeviceMs, 2));
        auto* shapes = new QTableWidgetItem(QString::fromStdString(o.shapes));
        shapes->setToolTip(shapes->text());
        m_operators->setItem(row, 5, shapes);
    }
    m_operators->resizeColumnsToContents();
    m_operators->setColumnHidden(4, std::none_of(p.operators.begin(), p.operators.end(),
                                                 [](const engine::ProfiledOperator& o) { return o.selfDeviceMs > 0; }));
}

void ProfilePanel::showAutotune()
{
    const engine::AutotuneResult& r = m_autotuneResult;
    m_trials->setRowCount(static_cast<int>(r.trials.size()));
    for (int row = 0; row < static_cast<int>(r.trials.size()); ++row) {
        const engine::AutotuneTrial& t = r.trials[static_cast<std::size_t>(row)];
        m_trials->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(t.change)));
        m_trials->setItem(row, 1, profileNumberItem(t.threads, 0));
        m_trials->setItem(row, 2, profileNumberItem(t.batchSize, 0));
        m_trials->setItem(row, 3, new QTableWidgetItem(engine::precisionName(t.precision)));
        m_trials->setItem(row, 4, new QTableWidgetItem(t.channelsLast ? tr("yes") : tr("no")));
        m_trials->setItem(row, 5, profileNumberItem(t.loaderThreads, 0));
        m_trials->setItem(row, 6, profileNumberItem(t.prefetchBatches, 0));
        m_trials->setItem(row, 7, profileNumberItem(t.samplesPerSecond, 2));
        m_trials->setItem(row, 8, profileNumberItem(t.stepMs, 1));
        m_trials->setItem(row, 9, profileNumberItem(t.dataWaitMs, 1));
        m_trials->setItem(row, 10, new QTableWidgetItem(mebibytes(t.peakMemoryBytes)));
        const QString outcome = !t.accepted ? tr("rejected: %1").arg(QString::fromStdString(t.rejectedBecause))
                                : row == r.winner ? tr("fastest: applied") : QString();
        auto* result = new QTableWidgetItem(outcome);
        result->setToolTip(outcome);
        m_trials->setItem(row, 11, result);
        if (row == r.winner)
            for (int column = 0; column < m_trials->columnCount(); ++column)
                m_trials->item(row, column)->setFont([&] {
                    QFont bold = m_trials->font();
                    bold.setBold(true);
                    return bold;
                }());
    }
    m_trials->resizeColumnsToContents();
    m_pages->setCurrentIndex(1);
    const engine::AutotuneTrial& winner = r.trials[static_cast<std::size_t>(r.winner)];
    if (m_configSink && m_configSource)  // the form as it is now, with the settings the trials chose
        m_configSink(engine::withTrialSettings(m_configSource(), winner));
    m_summary->setText(tr("Fastest on %1: %2, %3x the samples/s of the defaults (%4 against %5)%6.\n"
                          "Written into the Training form: %7 thread(s), batch %8, %9%10, %11 loader thread(s), "
                          "prefetch %12.")
                           .arg(QString::fromStdString(r.device), QString::fromStdString(winner.change))
                           .arg(r.gainOverDefaults(), 0, 'f', 2)
                           .arg(winner.samplesPerSecond, 0, 'f', 2)
                           .arg(r.trials.front().samplesPerSecond, 0, 'f', 2)
                           .arg(r.fromCache ? tr(", measured earlier on this device") : QString())
                           .arg(winner.threads)
                           .arg(winner.batchSize)
                           .arg(engine::precisionName(winner.precision))
                           .arg(winner.channelsLast ? tr(", channels-last") : QString())
                           .arg(winner.loaderThreads)
                           .arg(winner.prefetchBatches));
}

bool ProfilePanel::exportProfile(const QString& basePath)
{
    if (m_profile.steps == 0)
        return false;
    try {
        m_profile.write(basePath.toStdString());
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace segstudio::widgets
