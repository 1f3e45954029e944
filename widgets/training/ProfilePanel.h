#pragma once
// The Profile tab: "Profile N steps" of the training form's configuration on
// this machine (application::profileTraining on a worker thread, with
// progress and Cancel; the window stays responsive), then the step's stages
// (forward, backward, peak memory) and the top operators by self time in
// two tables, and "Export..." to a Chrome trace and CSV files
// (engine::TrainingProfile::write). "Find fastest settings" runs timed
// trials (application::autotuneTraining), lists them, and writes the
// fastest settings into the training form with their measured gain.
// GUI thread API.
#include <QFutureWatcher>
#include <QThreadPool>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "engine/profile/Autotune.h"
#include "engine/profile/TrainingProfiler.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace segstudio::widgets {

struct ProfileOutcome {
    engine::TrainingProfile profile;
    engine::AutotuneResult autotune;  // for "Find fastest settings"
    QString error;  // non-empty: it failed (names the file or field and why)
    bool cancelled = false;
};

class ProfilePanel : public QWidget {
    Q_OBJECT
public:
    explicit ProfilePanel(QWidget* parent = nullptr);
    ~ProfilePanel() override;

    // Where the configuration to profile comes from (the training form);
    // its dataset may be a dataset folder (preprocessed first) or a cache.
    void setConfigSource(std::function<engine::TrainingConfig()> source) { m_configSource = std::move(source); }
    // Where "Find fastest settings" writes the configuration source's
    // configuration with the fastest settings (the training form).
    void setConfigSink(std::function<void(const engine::TrainingConfig&)> sink) { m_configSink = std::move(sink); }

    // Starts profiling `steps` steps; false when one is running or no source is set.
    bool startProfile(int steps);
    // Starts the timed trials; false when something runs or no source is set.
    bool startAutotune();
    const engine::AutotuneResult& lastAutotune() const { return m_autotuneResult; }
    QTableWidget* trialTable() const { return m_trials; }
    void cancel();
    // Cancels a running profile and waits for it (window closing).
    void shutDown();
    bool busy() const { return m_watcher.isRunning(); }
    // The last finished profile (steps == 0 before the first).
    const engine::TrainingProfile& lastProfile() const { return m_profile; }
    // Writes the last profile's files (<base>_trace.json, _stages.csv, _operators.csv); false on failure.
    bool exportProfile(const QString& basePath);
    QTableWidget* stageTable() const { return m_stages; }
    QTableWidget* operatorTable() const { return m_operators; }
    void retranslate();

Q_SIGNALS:
    void profileFinished(bool ok, const QString& error);
    void autotuneFinished(bool ok, const QString& error);

private:
    void onFinished();
    void showProfile();
    void showAutotune();
    void setRunning(bool running);
    // The configuration to work on, with the controls set to running; nullopt
    // (and a message) when a job runs or no dataset is chosen.
    std::optional<engine::TrainingConfig> beginJob(bool autotuning);

    std::function<engine::TrainingConfig()> m_configSource;
    std::function<void(const engine::TrainingConfig&)> m_configSink;
    bool m_autotuning = false;  // what the running job is
    engine::AutotuneResult m_autotuneResult;
    QThreadPool m_pool;  // one thread that ends after each job (see SegmentationController.h)
    QFutureWatcher<ProfileOutcome> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    engine::TrainingProfile m_profile;

    QLabel* m_stepsLabel;
    QSpinBox* m_steps;
    QPushButton* m_start;
    QPushButton* m_autotune;
    QPushButton* m_cancelButton;
    QPushButton* m_export;
    QProgressBar* m_progress;
    QLabel* m_summary;
    QLabel* m_stagesTitle;
    QLabel* m_operatorsTitle;
    QTableWidget* m_stages;
    QTableWidget* m_operators;
    QTableWidget* m_trials;
    QTabWidget* m_pages;  // the profile's tables, the trials
};

}  // namespace segstudio::widgets

Q_DECLARE_METATYPE(segstudio::widgets::ProfileOutcome)
