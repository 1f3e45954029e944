#pragma once
// Runs the training engine on a worker thread for the GUI. The worker is a
// QObject moved to a QThread the controller owns; the engine reports through
// TrainingObserver, which the worker turns into queued signals carrying the
// engine's plain value structs (no tensors cross threads). Start, pause,
// resume, stop (saves a checkpoint) and continue a stopped run. Destroying
// the controller stops the run and waits for the thread, so closing the
// window never leaves a half-written checkpoint. Controller: GUI thread.
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>

#include <memory>

#include "application/training/DataParallelTraining.h"
#include "engine/train/Trainer.h"

Q_DECLARE_METATYPE(segstudio::engine::StepStats)
Q_DECLARE_METATYPE(segstudio::engine::EpochStats)
Q_DECLARE_METATYPE(segstudio::engine::ValidationStats)
Q_DECLARE_METATYPE(segstudio::engine::TrainingResult)

namespace segstudio::widgets {

// Lives on the worker thread during run().
class TrainingWorker : public QObject, public engine::TrainingObserver {
    Q_OBJECT
public:
    TrainingWorker(engine::TrainingRequest request, std::shared_ptr<engine::TrainingControl> control,
                   application::LocalDataParallel parallel = {});
    void run();

    void onStep(const engine::StepStats& stats) override;
    void onEpoch(const engine::EpochStats& stats) override;
    void onValidation(const engine::ValidationStats& stats) override;
    void onMessage(const std::string& text) override;

Q_SIGNALS:
    void stepReported(const segstudio::engine::StepStats& stats);
    void epochReported(const segstudio::engine::EpochStats& stats);
    void validationReported(const segstudio::engine::ValidationStats& stats);
    void messageReported(const QString& text);
    void finished(const segstudio::engine::TrainingResult& result);

private:
    engine::TrainingRequest m_request;
    std::shared_ptr<engine::TrainingControl> m_control;
    application::LocalDataParallel m_parallel;
};

class TrainingController : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Preparing, Running, Paused, Stopping };

    explicit TrainingController(QObject* parent = nullptr);
    ~TrainingController() override;

    // Starts a new run in `runFolder`; the config's dataset may be a raw
    // dataset folder (preprocessed first, on the worker thread) or a cache.
    // Returns false when a run is already active.
    bool start(const engine::TrainingConfig& config, const QString& runFolder);
    // Continues a stopped or interrupted run from its last checkpoint.
    bool continueRun(const QString& runFolder, double maxMinutes = 0);
    void pause();
    void resume();
    // Asks the run to stop after the current step; it saves a checkpoint.
    void stop();
    // stop() and wait until the worker thread has ended (closing the window).
    void stopAndWait();

    State state() const { return m_state; }
    bool isActive() const { return m_state != State::Idle; }
    QString runFolder() const { return m_runFolder; }

Q_SIGNALS:
    void stateChanged(segstudio::widgets::TrainingController::State state);
    void stepReported(const segstudio::engine::StepStats& stats);
    void epochReported(const segstudio::engine::EpochStats& stats);
    void validationReported(const segstudio::engine::ValidationStats& stats);
    void messageReported(const QString& text);
    void finished(const segstudio::engine::TrainingResult& result);

private:
    bool launch(engine::TrainingRequest request, application::LocalDataParallel parallel = {});
    void setState(State state);

    QThread* m_thread = nullptr;
    QPointer<TrainingWorker> m_worker;
    std::shared_ptr<engine::TrainingControl> m_control;
    State m_state = State::Idle;
    QString m_runFolder;
};

}  // namespace segstudio::widgets
