// kill -9 at any moment. A small phantom run (preprocess, train, resume,
// final validation, export, postprocessing) is killed with SIGKILL again and
// again, each kill aimed at another phase, and continued the way a user
// would: `train` again while the run has no checkpoint, `resume` after. It
// must end with weights identical to an uninterrupted run of the same seed
// (one CPU thread), metrics that hold every step and epoch exactly once, and
// no damaged or leftover file. SIGINT, SIGTERM and SIGHUP end a run with
// exit code 130 and a checkpoint; a second process cannot train into a run
// folder that is in use.
#include <QtTest>

#include <QDateTime>
#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <csignal>
#include <functional>
#include <map>
#include <random>
#include <set>

#include <torch/torch.h>

#include "TestData.h"
#include "CliProcess.h"

using segstudio::test::CliResult;
using segstudio::test::runCli;

namespace {

constexpr int kEpochs = 6;
constexpr int kStepsPerEpoch = 4;

// fp32: bf16 (auto on CPUs that compute it natively) ends the run too fast
// for the kills to reach every phase.
QString writeConfig(const QString& path)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(QString(R"({"epochs": %1, "iterations_per_epoch": %2, "seed": 5, "threads": 1, "batch_size": 2,
                              "patch_size_xyz": [16, 16, 8], "validation": {"interval_epochs": 2}, "precision": "fp32"})")
                       .arg(kEpochs)
                       .arg(kStepsPerEpoch)
                       .toUtf8());
    return path;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::map<std::string, torch::Tensor> checkpointTensors(const QString& path)
{
    torch::serialize::InputArchive archive, model;
    archive.load_from(path.toStdString());
    archive.read("model", model);
    std::map<std::string, torch::Tensor> tensors;
    for (const std::string& key : model.keys()) {
        torch::Tensor t;
        if (model.try_read(key, t))
            tensors[key] = t;
    }
    return tensors;
}

// Every file below `folder`, relative, sorted; the run's lock file is left out.
QStringList filesBelow(const QString& folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = QDir(folder).relativeFilePath(it.next());
        if (relative != ".lock")
            files << relative;
    }
    files.sort();
    return files;
}

// The numbers of `key` in metrics.jsonl lines of `type`, in file order.
QList<int> metricsNumbers(const QString& metricsFile, const QString& type, const QString& key)
{
    QList<int> numbers;
    for (const QByteArray& line : readAll(metricsFile).split('\n')) {
        const QJsonObject j = QJsonDocument::fromJson(line).object();
        if (j["type"].toString() == type)
            numbers << j[key].toInt();
    }
    return numbers;
}

int stepLines(const QString& run) { return static_cast<int>(metricsNumbers(run + "/metrics.jsonl", "step", "step").size()); }

// Which part of the job the files say an attempt that started at `start` was in.
QString phaseOf(const QString& run, const QString& cache, const QDateTime& start)
{
    const auto fresh = [&start](const QString& file) {
        const QFileInfo info(file);
        return info.exists() && info.lastModified() >= start;
    };
    if (QFile::exists(run + "/model/model.json") && fresh(run + "/model/model.json"))
        return "export and postprocessing";
    if (fresh(run + "/validation"))
        return "final validation";
    if (!QFile::exists(run + "/checkpoint_last.pt"))
        return fresh(cache + "/cache.json") ? "training, before the first checkpoint" : "preprocessing";
    return "training";
}

// Starts segstudio-cli and waits until it prints `needle` or exits.
bool startAndWaitFor(QProcess& cli, const QStringList& arguments, const std::function<bool()>& ready, int timeoutMs)
{
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(segstudio::test::cliPath(), arguments);
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        if (ready())
            return true;
        if (cli.waitForFinished(10))
            return false;
    }
    return false;
}

}  // namespace

class TestKillResume : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void killedAtAnyMomentFinishesLikeAnUninterruptedRun_data();
    void killedAtAnyMomentFinishesLikeAnUninterruptedRun();
    void signalsStopWithACheckpointAndExit130_data();
    void signalsStopWithACheckpointAndExit130();
    void interruptedPreprocessingExits130AndIsReused();
    void aRunFolderInUseIsRefused();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QString m_dataset, m_config, m_reference, m_referenceCache;
    qint64 m_referenceMs = 0;
};

void TestKillResume::initTestCase()
{
    m_dataset = path("data");
    CliResult r = runCli({"phantom", "--kind", "mri", "--cases", "6", "--size", "40", "40", "20", "--out", m_dataset});
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    m_config = writeConfig(path("config.json"));
    m_reference = path("reference");
    m_referenceCache = path("reference-cache");
    QElapsedTimer timer;
    timer.start();
    r = runCli({"train", m_dataset, "--config", m_config, "--cache", m_referenceCache, "--out", m_reference}, 600000);
    m_referenceMs = timer.elapsed();
    QVERIFY2(r.exitCode == 0 && !r.crashed, qPrintable(r.output));
    qInfo("uninterrupted run: %lld ms", static_cast<long long>(m_referenceMs));
}

// Three rounds, each with its own random moments.
void TestKillResume::killedAtAnyMomentFinishesLikeAnUninterruptedRun_data()
{
    QTest::addColumn<int>("seed");
    for (const int seed : {20261124, 7, 1234567})
        QTest::newRow(qPrintable(QString("seed %1").arg(seed))) << seed;
}

void TestKillResume::killedAtAnyMomentFinishesLikeAnUninterruptedRun()
{
    QFETCH(int, seed);
    const QString run = path(QString("killed-%1").arg(seed)), cache = path(QString("killed-cache-%1").arg(seed));
    QDateTime attemptStart;
    // `file` written (or, for a folder, added to) since this attempt started.
    const auto fresh = [&attemptStart](const QString& file) {
        return [&attemptStart, file] {
            const QFileInfo info(file);
            return info.exists() && info.lastModified() >= attemptStart;
        };
    };
    const auto anytime = [] { return true; };
    int stepsAtStart = 0;
    const auto moreSteps = [&] { return stepLines(run) > stepsAtStart; };
    const int quarter = static_cast<int>(m_referenceMs / 4);
    // Where each kill is aimed, and the most milliseconds it waits after that.
    struct Aim {
        std::function<bool()> reached;
        int jitterMs;
    };
    const std::vector<Aim> aims = {
        {fresh(cache + "/cases"), 30},                // preprocessing writes the cases
        {moreSteps, 400},                              // the first steps of a new run
        {anytime, quarter},                            // anywhere
        {moreSteps, 300},                              // the first steps after a resume
        {anytime, quarter},
        {moreSteps, 800},
        {fresh(run + "/validation"), 150},             // the final validation
        {fresh(run + "/model/model.json"), 80},        // export
        {fresh(run + "/model/model.json"), 300},       // the postprocessing choice
    };
    std::mt19937 random(static_cast<unsigned>(seed));
    QStringList log;
    std::set<QString> phases;
    int kills = 0;
    bool finished = false;
    for (int attempt = 0; !finished && attempt < 40; ++attempt) {
        const bool resume = QFile::exists(run + "/checkpoint_last.pt");
        const QStringList arguments = resume ? QStringList{"resume", run}
                                             : QStringList{"train", m_dataset, "--config", m_config, "--cache", cache,
                                                           "--out", run};
        stepsAtStart = stepLines(run);
        attemptStart = QDateTime::currentDateTime();
        QProcess cli;
        const bool aimed = kills < static_cast<int>(aims.size());
        const Aim aim = aimed ? aims[static_cast<std::size_t>(kills)] : Aim{[] { return false; }, 0};
        if (startAndWaitFor(cli, arguments, aim.reached, 600000)) {
            const int jitter = std::uniform_int_distribution<int>(0, aim.jitterMs)(random);
            if (!cli.waitForFinished(jitter)) {
                const QString phase = phaseOf(run, cache, attemptStart);
                ::kill(static_cast<pid_t>(cli.processId()), SIGKILL);
                cli.waitForFinished(-1);
                ++kills;
                phases.insert(phase);
                log << QString("kill %1: %2 after %3 ms, during %4").arg(kills).arg(arguments.front()).arg(jitter).arg(phase);
                continue;
            }
        }
        cli.waitForFinished(-1);
        const QString output = QString::fromUtf8(cli.readAll());
        QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
                 qPrintable(arguments.join(' ') + " failed:\n" + output));
        finished = true;
    }
    for (const QString& line : log)
        qInfo("%s", qPrintable(line));
    QVERIFY(finished);
    // Timing decides whether a late aim is still reached before the run ends.
    QVERIFY2(kills >= 6 && phases.size() >= 3, qPrintable(log.join('\n')));

    // Identical weights: the last checkpoint tensor by tensor, the model package byte for byte.
    const auto expected = checkpointTensors(m_reference + "/checkpoint_last.pt");
    const auto actual = checkpointTensors(run + "/checkpoint_last.pt");
    QCOMPARE(actual.size(), expected.size());
    for (const auto& [key, tensor] : expected)
        QVERIFY2(torch::equal(tensor, actual.at(key)), key.c_str());
    QCOMPARE(readAll(run + "/model/weights.pt"), readAll(m_reference + "/model/weights.pt"));
    QCOMPARE(QJsonDocument::fromJson(readAll(run + "/model/model.json")),
             QJsonDocument::fromJson(readAll(m_reference + "/model/model.json")));
    QCOMPARE(QJsonDocument::fromJson(readAll(run + "/status.json")).object()["state"].toString(), QString("finished"));

    // Each step and epoch once, in order; the validations of the uninterrupted run.
    QList<int> steps, epochs;
    for (int i = 0; i < kEpochs * kStepsPerEpoch; ++i)
        steps << i;
    for (int i = 0; i < kEpochs; ++i)
        epochs << i;
    QCOMPARE(metricsNumbers(run + "/metrics.jsonl", "step", "step"), steps);
    QCOMPARE(metricsNumbers(run + "/metrics.jsonl", "epoch", "epoch"), epochs);
    QCOMPARE(metricsNumbers(run + "/metrics.jsonl", "validation", "epoch"),
             metricsNumbers(m_reference + "/metrics.jsonl", "validation", "epoch"));

    // The same files as the uninterrupted run: nothing half-written is left.
    QCOMPARE(filesBelow(run), filesBelow(m_reference));
    QCOMPARE(filesBelow(cache), filesBelow(m_referenceCache));
}

void TestKillResume::signalsStopWithACheckpointAndExit130_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGINT") << int(SIGINT);
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGHUP") << int(SIGHUP);
}

void TestKillResume::signalsStopWithACheckpointAndExit130()
{
    QFETCH(int, signal);
    const QString run = path(QString("signal-%1").arg(signal));
    QProcess cli;
    QVERIFY(startAndWaitFor(cli, {"train", m_referenceCache, "--config", m_config, "--out", run},
                            [&] { return stepLines(run) >= kStepsPerEpoch + 1; }, 600000));
    ::kill(static_cast<pid_t>(cli.processId()), signal);
    QVERIFY(cli.waitForFinished(120000));
    const QString output = QString::fromUtf8(cli.readAll());
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QVERIFY2(cli.exitCode() == 130, qPrintable(output));
    QCOMPARE(QJsonDocument::fromJson(readAll(run + "/status.json")).object()["state"].toString(), QString("stopped"));
    // The checkpoint is the step the signal came in (inside the second
    // epoch, past the first epoch's checkpoint), so a resume goes on from there.
    const int stepsAtStop = stepLines(run);
    QVERIFY2(stepsAtStop > kStepsPerEpoch, qPrintable(QString::number(stepsAtStop)));
    const CliResult resumed = runCli({"resume", run}, 600000);
    QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.output));
    QVERIFY2(resumed.output.contains(QString(", step %1").arg(stepsAtStop)), qPrintable(resumed.output));
    QCOMPARE(metricsNumbers(run + "/metrics.jsonl", "step", "step").size(), qsizetype(kEpochs * kStepsPerEpoch));
}

void TestKillResume::interruptedPreprocessingExits130AndIsReused()
{
    const QString data = path("more-data"), cache = path("more-cache");
    CliResult r = runCli({"phantom", "--kind", "mri", "--cases", "12", "--size", "64", "64", "32", "--out", data});
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    QProcess cli;
    QVERIFY(startAndWaitFor(cli, {"preprocess", data, "--out", cache, "--workers", "1"},
                            [&] { return !QDir(cache + "/cases").entryList({"*.ssc"}, QDir::Files).isEmpty(); },
                            300000));
    ::kill(static_cast<pid_t>(cli.processId()), SIGINT);
    QVERIFY(cli.waitForFinished(120000));
    const QString output = QString::fromUtf8(cli.readAll());
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 130, qPrintable(output));
    QVERIFY2(output.contains("stopped") && output.contains("reused"), qPrintable(output));
    QVERIFY(!QFile::exists(cache + "/cache.json"));
    const int kept = static_cast<int>(QDir(cache + "/cases").entryList({"*.ssc"}, QDir::Files).size());
    QVERIFY(kept >= 1 && kept < 12);
    r = runCli({"preprocess", data, "--out", cache}, 300000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    QVERIFY2(r.output.contains(QString("(%1 reused from the cache)").arg(kept)), qPrintable(r.output));
}

void TestKillResume::aRunFolderInUseIsRefused()
{
    const QString run = path("busy");
    QProcess first;
    QVERIFY(startAndWaitFor(first, {"train", m_referenceCache, "--config", m_config, "--epochs", "200", "--out", run},
                            [&] { return stepLines(run) >= 1; }, 600000));
    const CliResult second = runCli({"resume", run});
    QVERIFY2(second.exitCode == 2, qPrintable(second.output));
    QVERIFY2(second.output.contains("in use by pid " + QString::number(first.processId())), qPrintable(second.output));
    ::kill(static_cast<pid_t>(first.processId()), SIGTERM);
    QVERIFY(first.waitForFinished(120000));
    QCOMPARE(first.exitCode(), 130);
    // Free again once the holder has gone, even after kill -9.
    QProcess third;
    const int before = stepLines(run);
    QVERIFY(startAndWaitFor(third, {"resume", run}, [&] { return stepLines(run) > before; }, 600000));
    ::kill(static_cast<pid_t>(third.processId()), SIGKILL);
    third.waitForFinished(-1);
    QProcess fourth;
    const int afterKill = stepLines(run);
    QVERIFY(startAndWaitFor(fourth, {"resume", run}, [&] { return stepLines(run) > afterKill; }, 600000));
    ::kill(static_cast<pid_t>(fourth.processId()), SIGINT);
    QVERIFY(fourth.waitForFinished(120000));
    QCOMPARE(fourth.exitCode(), 130);
}

QTEST_GUILESS_MAIN(TestKillResume)
#include "tst_killresume.moc"
