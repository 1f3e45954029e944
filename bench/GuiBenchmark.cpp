// segstudio-bench-gui: the workbench's responsiveness, measured in the real
// window (run it under xvfb-run here; Mesa llvmpipe renders). Prints one
// JSON object per measurement and, with --json, writes them all.
//
//   viewer     time from "open" to the first rendered frame of a CT-sized
//              phantom (default 512x512x300 int16), slice-scrolling frames
//              per second with the linked views, resident memory per voxel.
//              With --scan FILE, that file instead, opened twice: a scan
//              larger than the memory share builds its pyramid the first
//              time (reported), the second open and the scrolling are timed,
//              then brush strokes on a new label map held at full
//              resolution, scrolling with it shown, and saving it.
//   dashboard  cost of the live charts at 100k points per curve: appending
//              a step and redrawing (the 5 Hz refresh).
//   editor     brush strokes on the same phantom's new label map: latency
//              from each pointer event to the axial view's next frame
//              (p50/p99), the first edit (copy of the voxels), and the
//              undo history's memory after the strokes.
//   training   a training run from the window: event-loop latency (a 10 ms
//              probe timer's lateness, p50/p99/max), the GUI thread's CPU
//              use, and the median step time against the same run headless
//              (no observer, no window) in the same process.
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTimer>

#include <time.h>
#include <unistd.h>

#include <thread>

#include <algorithm>
#include <array>
#include <cstdio>
#include <vector>

#include "GuiBenchmarkSupport.h"
#include "MainWindow.h"
#include "labeledit/LabelEditWorkspace.h"
#include "training/TrainingWorkspace.h"
#include "common/system/HugePages.h"
#include "common/image/Phantom.h"
#include "engine/device/ProcessStats.h"
#include "engine/train/RunFolder.h"
#include "engine/train/Trainer.h"
#include "io/Preprocessing.h"
#include "io/ScanIO.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/views/SliceView.h"
#include "widgets/training/TrainingDashboard.h"
#include "widgets/training/TrainingPanel.h"
#include "widgets/views/ViewLayout.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using segstudio::app::MainWindow;
using segstudio::widgets::TrainingDashboard;

namespace segstudio::bench {

QJsonArray g_results;

void report(QJsonObject row)
{
    std::printf("%s\n", QJsonDocument(row).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    g_results.append(row);
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t index = std::min(values.size() - 1, static_cast<std::size_t>(p / 100.0 * static_cast<double>(values.size())));
    return values[index];
}

std::unique_ptr<MainWindow> showWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->languages().setLanguage("en");
    window->setCloseConfirmation(false);
    window->resize(1600, 1000);
    window->show();
    waitUntil([&] { return window->isVisible(); }, 5000);
    QCoreApplication::processEvents();
    return window;
}

}  // namespace segstudio::bench

using namespace segstudio::bench;

namespace {

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// ------------------------------------------------------------- viewer ----

void benchmarkViewer(const QList<int>& size, const QString& format, int scrollFrames, QString scan)
{
    QTemporaryDir dir;
    double buildMs = 0;
    if (scan.isEmpty()) {
        PhantomParameters p;
        p.sizeXyz = {size[0], size[1], size[2]};
        p.spacingXyz = {0.8, 0.8, 1.5};
        p.imageType = ScalarType::Int16;
        p.foregroundClasses = 3;
        scan = dir.filePath("ct." + format);
        io::writeScan(scan.toStdString(), generatePhantom(p).image);
    } else {
        // The first opening builds a pyramid when the scan needs one.
        auto first = showWindow();
        QElapsedTimer build;
        build.start();
        first->openScan(scan);
        if (!waitUntil([&] { return !first->isLoading() && first->scene().hasImage(); }, 3600000))
            throw std::runtime_error("the scan did not open within an hour");
        buildMs = static_cast<double>(build.elapsed());
    }
    const io::ScanHeader header = io::readScanHeader(scan.toStdString());
    const double voxels = static_cast<double>(header.geometry.voxelCount());

    auto window = showWindow();
    widgets::SliceView* axial = window->views()->sliceView(widgets::ViewLayout::Axial);
    int frames = 0;
    QObject::connect(axial, &widgets::VtkRenderWidget::frameRendered, [&] { ++frames; });
    engine::ProcessStatsSampler process;
    const int64_t residentBefore = process.residentBytes();

    // The first frame that shows the scan: the first swap after the scene got it.
    int framesAtImage = -1;
    QObject::connect(&window->scene(), &widgets::SceneModel::imageChanged, [&] { framesAtImage = frames; });
    QElapsedTimer clock;
    clock.start();
    window->openScan(scan);
    if (!waitUntil([&] { return framesAtImage >= 0 && frames > framesAtImage; }, 600000))
        throw std::runtime_error("the scan was not shown within 10 minutes");
    const double firstFrameMs = static_cast<double>(clock.elapsed());
    const int64_t residentAfter = process.residentBytes();

    // Scrolling: one slice per step, every linked view updated, a frame each.
    QElapsedTimer scroll;
    scroll.start();
    int rendered = 0;
    for (int i = 0; i < scrollFrames; ++i) {
        const int before = frames;
        window->scene().moveCursor(2, (i / 50) % 2 == 0 ? 1 : -1);
        if (waitUntil([&] { return frames > before; }, 5000))
            ++rendered;
    }
    const double scrollSeconds = static_cast<double>(scroll.nsecsElapsed()) * 1e-9;

    QJsonObject row;
    row["benchmark"] = "viewer";
    const Size3& xyz = header.geometry.size;
    row["volume_xyz"] = QJsonArray{double(xyz[0]), double(xyz[1]), double(xyz[2])};
    row["format"] = QString::fromStdString(header.format);
    if (const auto& pyramid = window->scene().image()->pyramid) {
        row["pyramid_levels"] = pyramid->levelCount();
        row["first_open_with_pyramid_build_ms"] = buildMs;
        row["axial_view_level"] = axial->shownPyramidLevel();  // 0: full resolution
    }
    row["file_mb"] = static_cast<double>(QFile(scan).size()) / 1e6;
    row["open_to_first_frame_ms"] = firstFrameMs;
    row["scroll_frames"] = rendered;
    row["scroll_fps"] = rendered / scrollSeconds;
    row["resident_bytes_per_voxel"] = static_cast<double>(residentAfter - residentBefore) / voxels;
    // A scan larger than memory: painting at its full resolution too.
    if (window->scene().image()->pyramid) {
        const QJsonObject editing = measurePyramidEditing(*window, frames, dir.path());
        for (auto field = editing.begin(); field != editing.end(); ++field)
            row[field.key()] = field.value();
    }
    report(row);
}

// ---------------------------------------------------------- dashboard ----

void benchmarkDashboard(int points)
{
    auto window = showWindow();
    TrainingDashboard* dashboard = window->training()->dashboard();
    window->centralTabs()->setCurrentWidget(dashboard);
    QCoreApplication::processEvents();
    engine::StepStats s;
    s.stepsPerEpoch = 250;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < points; ++i) {
        s.step = i;
        s.epoch = i / 250;
        s.stepInEpoch = i % 250;
        s.loss = 1.0 / (1.0 + 0.001 * i) + 0.05 * std::sin(i * 0.37);
        s.learningRate = 0.01 * (1.0 - static_cast<double>(i) / points);
        s.samplesPerSecond = 2.0 + 0.1 * std::cos(i * 0.11);
        s.voxelsPerSecond = s.samplesPerSecond * 89600;
        s.dataWaitMs = 1;
        s.forwardMs = 500;
        s.backwardMs = 1000;
        s.optimizerMs = 8;
        s.memory.processResidentBytes = int64_t(800) << 20;
        s.memory.processCpuPercent = 195;
        dashboard->addStep(s);
    }
    const double appendUs = static_cast<double>(clock.nsecsElapsed()) * 1e-3 / points;
    // Redraws of every chart as the 5 Hz timer does them: new points each time.
    std::vector<double> redrawMs, updateMs;
    for (int r = 0; r < 20; ++r) {
        s.step = points + r;
        dashboard->addStep(s);
        QElapsedTimer redraw;
        redraw.start();
        dashboard->flush();  // decimate, replace series, rescale axes
        updateMs.push_back(static_cast<double>(redraw.nsecsElapsed()) * 1e-6);
        dashboard->repaint();  // paint every chart now
        QCoreApplication::processEvents();
        redrawMs.push_back(static_cast<double>(redraw.nsecsElapsed()) * 1e-6);
    }
    QJsonObject row;
    row["benchmark"] = "dashboard";
    row["points_per_curve"] = points;
    row["append_step_us"] = appendUs;
    row["update_series_ms_median"] = percentile(updateMs, 50);
    row["redraw_all_charts_ms_median"] = percentile(redrawMs, 50);
    row["redraw_all_charts_ms_max"] = percentile(redrawMs, 100);
    row["drawn_points_per_curve"] = dashboard->drawnPointCount(TrainingDashboard::Loss, QObject::tr("train (step)"));
    report(row);
}

// ----------------------------------------------------------- training ----

engine::TrainingConfig trainingConfig(const std::string& cache, int epochs, int steps)
{
    engine::TrainingConfig c;
    c.dataset = cache;
    c.device = "cpu";
    c.epochs = epochs;
    c.iterationsPerEpoch = steps;
    c.validation.intervalEpochs = epochs;  // once, at the end
    c.validation.maxCases = 4;
    return c;
}

// Step times after the first `skip` steps of a run, from its metrics.jsonl.
std::vector<double> stepTimesMs(const std::string& runFolder, int skip)
{
    const engine::RunHistory history = engine::readRunHistory(runFolder + "/metrics.jsonl");
    std::vector<double> ms;
    for (std::size_t i = static_cast<std::size_t>(skip); i < history.steps.size(); ++i)
        ms.push_back(history.steps[i].stepMs);
    return ms;
}

// CPU seconds used by this process's threads that are not training threads
// (those run at TrainingController's lowered priority, nice > 0): the GUI
// thread, Mesa's rendering threads, Qt's helpers. From /proc, 10 ms resolution.
double nonTrainingCpuSeconds()
{
    double ticks = 0;
    for (const QString& tid : QDir("/proc/self/task").entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile stat("/proc/self/task/" + tid + "/stat");
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        // Fields after the parenthesised name: state is field 3; utime 14, stime 15, nice 19.
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 16 && fields[16].toInt() <= 0)
            ticks += fields[11].toDouble() + fields[12].toDouble();
    }
    return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// Runs the event loop until the controller's run has ended and its thread
// has finished (so the next run may start), without polling.
bool waitForRun(widgets::TrainingController& controller)
{
    QEventLoop loop;
    engine::TrainingResult result;
    QObject::connect(&controller, &widgets::TrainingController::finished, &loop,
                     [&](const engine::TrainingResult& r) { result = r; });
    QObject::connect(&controller, &widgets::TrainingController::stateChanged, &loop,
                     [&](widgets::TrainingController::State state) {
                         if (state == widgets::TrainingController::State::Idle)
                             loop.quit();
                     });
    loop.exec();
    if (result.outcome != engine::RunOutcome::Finished)
        std::fprintf(stderr, "training run failed: %s\n", result.message.c_str());
    return result.outcome == engine::RunOutcome::Finished;
}

// One run started from the window (the dashboard comes to the front).
// Returns its run folder, empty on failure.
QString trainFromWindow(MainWindow& window)
{
    widgets::TrainingController& controller = window.training()->controller();
    const QString run = window.training()->startTraining();
    if (run.isEmpty()) {
        std::fprintf(stderr, "the window refused to start training:");
        for (const auto& [field, problem] : window.training()->panel()->form().problems())
            std::fprintf(stderr, " %s: %s;", field.c_str(), problem.c_str());
        std::fprintf(stderr, "%s\n", controller.isActive() ? " a run is active" : "");
        return {};
    }
    return waitForRun(controller) ? run : QString();
}

// A run on TrainingController's worker thread with no window: the same
// threads and priorities as from the window, nothing drawn.
QString trainOnWorkerThread(const engine::TrainingConfig& config, const QString& runFolder)
{
    widgets::TrainingController controller;
    if (!controller.start(config, runFolder))
        return {};
    return waitForRun(controller) ? runFolder : QString();
}

// Median step time three ways: headless (engine alone, no observer, as the
// CLI runs it), on TrainingController's worker thread without a window,
// and from the window with the dashboard shown. Rounds rotate the order so
// that drift in the machine's speed hits all alike. A separate run from the window measures
// event-loop latency with a 10 ms probe timer (the probe's own wake-ups stay
// out of the slowdown runs).
void benchmarkTraining(const QString& dataset, int epochs, int steps, int rounds)
{
    QTemporaryDir dir;
    io::PreprocessOptions options;
    const std::string cache = io::ensurePreprocessed(dataset.toStdString(), dir.filePath("cache").toStdString(), options);
    const engine::TrainingConfig config = trainingConfig(cache, epochs, steps);
    const int warmupSteps = 3;

    auto window = showWindow();
    window->training()->panel()->setRunsFolder(dir.filePath("gui"));
    window->training()->panel()->form().setConfig(config);
    window->training()->panel()->refreshFromForm();

    // Three ways to run the same training, in a rotating order per round.
    enum Mode { Headless, WorkerThread, Window, ModeCount };
    std::array<std::vector<double>, ModeCount> stepMs;
    QJsonArray dashboardCostPerRound;
    double windowCpuSeconds = 0;
    int windowSteps = 0;
    for (int round = 0; round < rounds; ++round) {
        std::array<std::vector<double>, ModeCount> roundMs;
        for (int turn = 0; turn < ModeCount; ++turn) {
            const auto mode = static_cast<Mode>((round + turn) % ModeCount);
            const std::string folder = dir.filePath(QString("run-%1-%2").arg(round).arg(mode)).toStdString();
            if (mode == Headless) {
                // The engine alone, no observer, on a thread of its own that
                // ends with the run: OpenMP keeps a team per thread that ever
                // ran a parallel region, and a team left on this (GUI) thread
                // would make every later run's team spin less and sleep more.
                engine::TrainingResult plain;
                std::thread([&] {
                    engine::TrainingRequest headless;
                    headless.config = config;
                    headless.runFolder = folder;
                    plain = engine::runTraining(headless, nullptr, nullptr);
                }).join();
                if (plain.outcome != engine::RunOutcome::Finished) {
                    std::fprintf(stderr, "headless run failed: %s\n", plain.message.c_str());
                    return;
                }
                roundMs[mode] = stepTimesMs(folder, warmupSteps);
            } else if (mode == WorkerThread) {
                if (trainOnWorkerThread(config, QString::fromStdString(folder)).isEmpty())
                    return;
                roundMs[mode] = stepTimesMs(folder, warmupSteps);
            } else {
                const double cpuBefore = nonTrainingCpuSeconds();
                const QString run = trainFromWindow(*window);
                if (run.isEmpty())
                    return;
                windowCpuSeconds += nonTrainingCpuSeconds() - cpuBefore;
                windowSteps += epochs * steps;
                roundMs[mode] = stepTimesMs(run.toStdString(), warmupSteps);
            }
        }
        dashboardCostPerRound.append(100.0 * (percentile(roundMs[Window], 50) / percentile(roundMs[WorkerThread], 50) - 1.0));
        for (int mode = 0; mode < ModeCount; ++mode)
            stepMs[mode].insert(stepMs[mode].end(), roundMs[mode].begin(), roundMs[mode].end());
    }
    const auto medianMs = [&](Mode mode) { return percentile(stepMs[mode], 50); };

    std::vector<double> lateness;
    QElapsedTimer sinceTick;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(10);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        if (sinceTick.isValid())
            lateness.push_back(std::max(0.0, static_cast<double>(sinceTick.nsecsElapsed()) * 1e-6 - probe.interval()));
        sinceTick.restart();
    });
    const double guiThreadBefore = threadCpuSeconds();
    QElapsedTimer wall;
    wall.start();
    probe.start();
    const bool latencyRunOk = !trainFromWindow(*window).isEmpty();
    probe.stop();
    const double guiThreadPercent = 100.0 * (threadCpuSeconds() - guiThreadBefore) / (static_cast<double>(wall.nsecsElapsed()) * 1e-9);
    if (!latencyRunOk)
        return;

    QJsonObject row;
    row["benchmark"] = "training_from_gui";
    row["steps_per_run"] = epochs * steps;
    row["rounds"] = rounds;
    row["median_step_ms_headless"] = medianMs(Headless);
    row["median_step_ms_worker_thread"] = medianMs(WorkerThread);
    row["median_step_ms_window"] = medianMs(Window);
    // The dashboard's cost: the same worker thread with and without the window.
    row["dashboard_overhead_percent"] = 100.0 * (medianMs(Window) / medianMs(WorkerThread) - 1.0);
    row["dashboard_overhead_percent_per_round"] = dashboardCostPerRound;
    // Training from the GUI at all (worker thread at lower priority, window) against the CLI's way.
    row["window_vs_headless_percent"] = 100.0 * (medianMs(Window) / medianMs(Headless) - 1.0);
    row["worker_thread_vs_headless_percent"] = 100.0 * (medianMs(WorkerThread) / medianMs(Headless) - 1.0);
    row["non_training_cpu_ms_per_step"] = 1000.0 * windowCpuSeconds / std::max(1, windowSteps);
    row["event_loop_latency_ms_p50"] = percentile(lateness, 50);
    row["event_loop_latency_ms_p99"] = percentile(lateness, 99);
    row["event_loop_latency_ms_max"] = percentile(lateness, 100);
    row["latency_samples"] = static_cast<int>(lateness.size());
    row["gui_thread_cpu_percent_of_one_core"] = guiThreadPercent;
    report(row);
}

}  // namespace

int main(int argc, char** argv)
{
    restartWithHugePageMalloc(argv);  // as the workbench runs (app/gui/main.cpp)
    widgets::VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName("SegStudioBench");
    QCoreApplication::setApplicationName("segstudio-bench-gui");
    QCommandLineParser parser;
    parser.setApplicationDescription("SegStudio GUI benchmarks (viewer, editor, dashboard, training)");
    parser.addHelpOption();
    parser.addPositionalArgument("which", "viewer, editor, dashboard, training or all (default)");
    const QCommandLineOption size("size", "Viewer phantom x,y,z", "x,y,z", "512,512,300");
    const QCommandLineOption format("format", "Viewer file format: nii, nii.gz, mha", "ext", "nii");
    const QCommandLineOption frames("frames", "Slices to scroll", "n", "200");
    const QCommandLineOption scanFile("scan", "Viewer: open this scan instead of a phantom (twice)", "file");
    const QCommandLineOption points("points", "Dashboard points per curve", "n", "100000");
    const QCommandLineOption dataset("dataset", "Training: dataset folder or cache", "dir",
                                     QString(SEGSTUDIO_SOURCE_DIR) + "/resources/sample/hippocampus");
    const QCommandLineOption epochs("epochs", "Training epochs", "n", "2");
    const QCommandLineOption steps("steps", "Training steps per epoch", "n", "15");
    const QCommandLineOption rounds("rounds", "Training: headless/GUI rounds", "n", "3");
    const QCommandLineOption strokes("strokes", "Editor: brush strokes (20 pointer moves each)", "n", "100");
    const QCommandLineOption json("json", "Write the results here", "file");
    parser.addOptions({size, format, frames, scanFile, strokes, points, dataset, epochs, steps, rounds, json});
    parser.process(application);
    const QString which = parser.positionalArguments().value(0, "all");

    QList<int> sizeXyz;
    for (const QString& part : parser.value(size).split(','))
        sizeXyz.append(part.toInt());
    if (sizeXyz.size() != 3 || *std::min_element(sizeXyz.begin(), sizeXyz.end()) < 1) {
        std::fprintf(stderr, "--size needs three positive integers, e.g. 512,512,300\n");
        return 2;
    }
    try {
        if (which == "viewer" || which == "all")
            benchmarkViewer(sizeXyz, parser.value(format), parser.value(frames).toInt(), parser.value(scanFile));
        if (which == "editor" || which == "all")
            benchmarkEditor(sizeXyz, std::max(1, parser.value(strokes).toInt()));
        if (which == "dashboard" || which == "all")
            benchmarkDashboard(parser.value(points).toInt());
        if (which == "training" || which == "all")
            benchmarkTraining(parser.value(dataset), parser.value(epochs).toInt(), parser.value(steps).toInt(),
                              std::max(1, parser.value(rounds).toInt()));
    } catch (const std::exception& error) {
        std::fprintf(stderr, "segstudio-bench-gui: %s\n", error.what());
        return 3;
    }
    if (parser.isSet(json)) {
        QFile out(parser.value(json));
        if (!out.open(QIODevice::WriteOnly)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(parser.value(json)));
            return 2;
        }
        out.write(QJsonDocument(QJsonObject{{"benchmark", "gui"}, {"runs", g_results}}).toJson());
    }
    return 0;
}
