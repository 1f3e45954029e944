#include "widgets/training/TrainingController.h"

#include <QCoreApplication>

#include <algorithm>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "common/formats/CacheIndex.h"
#include "application/training/TrainModel.h"
#include "engine/config/TrainingForm.h"
#include "engine/plan/Planner.h"

namespace segstudio::widgets {

TrainingWorker::TrainingWorker(engine::TrainingRequest request, std::shared_ptr<engine::TrainingControl> control,
                               application::LocalDataParallel parallel)
    : m_request(std::move(request)), m_control(std::move(control)), m_parallel(std::move(parallel))
{
}

namespace {

// Training yields the processor to the GUI thread when both want it: on Linux
// a thread's nice value is its own and is inherited by the threads it creates
// (LibTorch's OpenMP team, the batch loaders), so the whole run gets it.
// Without this, a CPU run on all cores delays the event loop by a time slice.
void lowerTrainingThreadPriority()
{
#ifdef __linux__
    constexpr int kTrainingNice = 10;
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), kTrainingNice);
#endif
}

}  // namespace

void TrainingWorker::run()
{
    lowerTrainingThreadPriority();
    engine::TrainingResult result;
    try {
        if (!m_request.resume && !CacheIndex::isCacheFolder(m_request.config.dataset))
            Q_EMIT messageReported(tr("Preprocessing %1...").arg(QString::fromStdString(m_request.config.dataset)));
        result = application::trainModel(
            m_request, {}, this, m_control.get(),
            [this](const ProgressEvent& e) {
                if (e.stage == "write" && (e.done % 20 == 0 || e.done == e.total))
                    Q_EMIT messageReported(tr("Preprocessing: %1 of %2 cases").arg(e.done).arg(e.total));
            },
            application::Resolution::Auto, m_parallel);
    } catch (const std::exception& error) {
        result.outcome = engine::RunOutcome::Failed;
        result.failure = engine::FailureKind::BadInput;
        result.message = error.what();
        result.runFolder = m_request.runFolder;
    }
    Q_EMIT finished(result);
}

void TrainingWorker::onStep(const engine::StepStats& stats) { Q_EMIT stepReported(stats); }
void TrainingWorker::onEpoch(const engine::EpochStats& stats) { Q_EMIT epochReported(stats); }
void TrainingWorker::onValidation(const engine::ValidationStats& stats) { Q_EMIT validationReported(stats); }
void TrainingWorker::onMessage(const std::string& text) { Q_EMIT messageReported(QString::fromStdString(text)); }

TrainingController::TrainingController(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<engine::StepStats>();
    qRegisterMetaType<engine::EpochStats>();
    qRegisterMetaType<engine::ValidationStats>();
    qRegisterMetaType<engine::TrainingResult>();
}

TrainingController::~TrainingController()
{
    // No signals from here: the listeners may already be half destroyed.
    blockSignals(true);
    stopAndWait();
}

bool TrainingController::start(const engine::TrainingConfig& config, const QString& runFolder)
{
    engine::TrainingRequest request;
    request.config = config;
    request.runFolder = runFolder.toStdString();
    application::LocalDataParallel parallel;
    if (config.device == engine::TrainingForm::kAllGpusDevice) {
        // Rank 0 here, one segstudio-cli per other GPU, installed beside this program.
        const std::vector<engine::DeviceDescription> devices = engine::availableDevices();
        parallel.processes = static_cast<int>(
            std::count_if(devices.begin(), devices.end(), [](const engine::DeviceDescription& d) { return d.cuda; }));
        parallel.rankProgram = (QCoreApplication::applicationDirPath() + "/segstudio-cli").toStdString();
        request.config.device = "cuda";
    }
    return launch(std::move(request), std::move(parallel));
}

bool TrainingController::continueRun(const QString& runFolder, double maxMinutes)
{
    engine::TrainingRequest request;
    request.runFolder = runFolder.toStdString();
    request.resume = true;
    request.resumeMaxMinutes = maxMinutes;
    return launch(std::move(request));
}

bool TrainingController::launch(engine::TrainingRequest request, application::LocalDataParallel parallel)
{
    if (isActive())
        return false;
    m_runFolder = QString::fromStdString(request.runFolder);
    m_control = std::make_shared<engine::TrainingControl>();
    m_thread = new QThread(this);
    auto* worker = new TrainingWorker(std::move(request), m_control, std::move(parallel));
    m_worker = worker;
    worker->moveToThread(m_thread);
    connect(m_thread, &QThread::started, worker, &TrainingWorker::run);
    connect(worker, &TrainingWorker::stepReported, this, [this](const engine::StepStats& s) {
        if (m_state == State::Preparing)
            setState(State::Running);
        Q_EMIT stepReported(s);
    });
    connect(worker, &TrainingWorker::epochReported, this, &TrainingController::epochReported);
    connect(worker, &TrainingWorker::validationReported, this, &TrainingController::validationReported);
    connect(worker, &TrainingWorker::messageReported, this, &TrainingController::messageReported);
    connect(worker, &TrainingWorker::finished, this, [this](const engine::TrainingResult& result) {
        m_thread->quit();
        Q_EMIT finished(result);
    });
    connect(m_thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(m_thread, &QThread::finished, this, [this] {
        m_thread->deleteLater();
        m_thread = nullptr;
        setState(State::Idle);
    });
    setState(State::Preparing);
    m_thread->start();
    return true;
}

void TrainingController::pause()
{
    if (m_control && (m_state == State::Running || m_state == State::Preparing)) {
        m_control->pause = true;
        setState(State::Paused);
    }
}

void TrainingController::resume()
{
    if (m_control && m_state == State::Paused) {
        m_control->pause = false;
        setState(State::Running);
    }
}

void TrainingController::stop()
{
    if (!m_control || !isActive())
        return;
    m_control->stop = true;
    m_control->pause = false;
    setState(State::Stopping);
}

void TrainingController::stopAndWait()
{
    if (!m_thread)
        return;
    stop();
    m_thread->quit();
    m_thread->wait();
    delete m_worker;  // normally gone already (deleted as its thread ended)
    // Deliver the queued "finished" reports now, so that on return the
    // controller is Idle and listeners have seen the run's result.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

void TrainingController::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

}  // namespace segstudio::widgets
