// Data-parallel training through segstudio-cli on two CPU processes over
// loopback (c10d Gloo): the same weights as one process with the same global
// batch, the same run whether started by `train --nproc 2` or by an outside
// launcher's variables, a clear message for a missing variable, and a killed
// rank that ends the other with a loadable checkpoint the run resumes from
// with a different number of processes. Ctrl-C on the launcher stops every
// rank with a checkpoint.
#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <csignal>

#include <torch/script.h>
#include <torch/torch.h>

#include "TestData.h"
#include "CliProcess.h"
#include "LoopbackPort.h"
#include "application/training/DataParallelTraining.h"
#include "common/formats/JsonFile.h"
#include "common/system/RankLauncher.h"
#include "engine/dist/DistributedEnvironment.h"

using segstudio::test::CliResult;
using segstudio::test::runCli;

namespace {

// Relative L2 difference allowed between one process with batch 2 and two
// with batch 1 after 4 SGD steps: the two split the convolutions' sums
// differently, and a leaky ReLU's slope flips where rounding moves an
// activation across zero. Measured 2.2e-5 (bench/README.md). AdamW would
// amplify such float differences where gradients are near zero (its first
// updates are about g / |g|), hence SGD here.
constexpr double kRelativeTolerance = 1e-4;

// fp32: two half batches equal one whole batch up to fp32 rounding only
// (bf16, auto on CPUs that compute it natively, rounds each half its own way).
QString writeConfig(const QString& path, int batch, int epochs, int steps)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(QString(R"({"epochs": %1, "iterations_per_epoch": %2, "seed": 5, "threads": 1, "batch_size": %3,
                              "patch_size_xyz": [16, 16, 8], "validation": {"interval_epochs": 1},
                              "optimizer": {"name": "sgd", "learning_rate": 0.01}, "precision": "fp32"})")
                       .arg(epochs)
                       .arg(steps)
                       .arg(batch)
                       .toUtf8());
    return path;
}

// Every weight of the run's last checkpoint, in name order, as one vector.
torch::Tensor checkpointWeights(const QString& run)
{
    torch::jit::Module checkpoint = torch::jit::load((run + "/checkpoint_last.pt").toStdString());
    std::map<std::string, torch::Tensor> named;
    for (const auto& p : checkpoint.named_parameters(/*recurse=*/true))
        if (p.name.rfind("model.", 0) == 0)
            named[p.name] = p.value;
    std::vector<torch::Tensor> flat;
    for (const auto& [name, value] : named)
        flat.push_back(value.flatten().to(torch::kFloat64));
    return flat.empty() ? torch::Tensor() : torch::cat(flat);
}

double relativeDifference(const torch::Tensor& a, const torch::Tensor& b)
{
    return ((a - b).norm() / a.norm()).item<double>();
}

QProcessEnvironment rankEnvironment(int rank, int port, const QString& extraName = {}, const QString& extra = {})
{
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert("WORLD_SIZE", "2");
    e.insert("RANK", QString::number(rank));
    e.insert("LOCAL_RANK", QString::number(rank));
    e.insert("LOCAL_WORLD_SIZE", "2");
    e.insert("MASTER_ADDR", "127.0.0.1");
    e.insert("MASTER_PORT", QString::number(port));
    if (!extraName.isEmpty())
        e.insert(extraName, extra);
    return e;
}

// Two ranks started the way srun or a torchrun-style script would.
struct OutsideLaunch {
    QProcess ranks[2];
    void start(const QStringList& arguments, int port, const QString& extraName = {}, const QString& extra = {})
    {
        for (int r = 0; r < 2; ++r) {
            ranks[r].setProcessEnvironment(rankEnvironment(r, port, extraName, extra));
            ranks[r].setProcessChannelMode(QProcess::MergedChannels);
            ranks[r].start(segstudio::test::cliPath(), arguments);
        }
    }
};

bool waitFor(const std::function<bool()>& condition, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        if (condition())
            return true;
        QTest::qWait(100);
    }
    return condition();
}

}  // namespace

class TestDistributed : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void environmentVariablesAreReadLikeTorchrunAndSlurm();
    void twoProcessesMatchOneProcessWithTheGlobalBatch();
    void outsideLauncherVariablesWorkLikeNproc();
    void ranksTimingValidationDifferentlyStillAgreeWhenToValidate();
    void theWorkbenchTrainsRankZeroInItsOwnProcess();
    void aRankThatEndsBeforeJoiningEndsTheWorkbenchRunAtOnce();
    void aHungRankDoesNotHoldAStoppedWorkbenchRun();
    void aMissingVariableIsNamed();
    void predictShardsTheScansOverTheRanks();
    void aKilledRankEndsTheOtherAndTheRunResumesWithOneProcess();
    void ctrlCOnTheLauncherStopsEveryRankWithACheckpoint();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QString m_cache;
};

void TestDistributed::initTestCase()
{
    QVERIFY(m_dir.isValid());
    CliResult r = runCli({"phantom", "--kind", "mri", "--cases", "6", "--size", "40", "40", "20", "--out", path("data")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    m_cache = path("cache");
    r = runCli({"preprocess", path("data"), "--out", m_cache}, 300000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
}

void TestDistributed::environmentVariablesAreReadLikeTorchrunAndSlurm()
{
    using namespace segstudio::engine;
    const auto from = [](std::map<std::string, std::string> variables) {
        return distributedEnvironment([variables](const std::string& name) -> std::optional<std::string> {
            const auto it = variables.find(name);
            return it == variables.end() ? std::nullopt : std::optional<std::string>(it->second);
        });
    };
    QVERIFY(!from({}).distributed());
    const DistributedEnvironment torchrun = from({{"WORLD_SIZE", "4"}, {"RANK", "3"}, {"LOCAL_RANK", "1"},
                                                  {"MASTER_ADDR", "node1"}, {"MASTER_PORT", "29400"}});
    QCOMPARE(torchrun.rank, 3);
    QCOMPARE(torchrun.localRank, 1);
    QCOMPARE(torchrun.masterAddress, std::string("node1"));
    const DistributedEnvironment slurm = from({{"SLURM_NTASKS", "8"}, {"SLURM_PROCID", "5"}, {"SLURM_LOCALID", "1"},
                                               {"SLURM_TASKS_PER_NODE", "4(x2)"},
                                               {"SLURM_JOB_NODELIST", "gpu[07-08,12],cpu1"}});
    QCOMPARE(slurm.worldSize, 8);
    QCOMPARE(slurm.rank, 5);
    QCOMPARE(slurm.localWorldSize, 4);
    QCOMPARE(slurm.masterAddress, std::string("gpu07"));
    QCOMPARE(slurm.masterPort, 29500);
    QCOMPARE(firstSlurmHost("node3"), std::string("node3"));
    try {
        from({{"WORLD_SIZE", "2"}, {"RANK", "2"}, {"MASTER_ADDR", "a"}, {"MASTER_PORT", "1"}});
        QFAIL("a rank outside the world was accepted");
    } catch (const std::exception& error) {
        QVERIFY2(QString(error.what()).contains("RANK"), error.what());
    }
}

void TestDistributed::twoProcessesMatchOneProcessWithTheGlobalBatch()
{
    const QString one = path("one"), two = path("two"), overlapped = path("overlapped"), half = path("half");
    CliResult r = runCli({"train", m_cache, "--config", writeConfig(path("batch2.json"), 2, 1, 4), "--out", one}, 600000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    const QString perRank = writeConfig(path("batch1.json"), 1, 1, 4);
    r = runCli({"train", m_cache, "--config", perRank, "--nproc", "2", "--out", two}, 600000);
    QVERIFY2(r.exitCode == 0 && !r.crashed, qPrintable(r.output));
    QVERIFY2(r.output.contains("global batch 2 = 1 per process x 2 processes"), qPrintable(r.output));
    r = runCli({"train", m_cache, "--config", perRank, "--nproc", "2", "--allreduce", "overlapped", "--out", overlapped},
               600000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    r = runCli({"train", m_cache, "--config", perRank, "--out", half}, 600000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));

    const torch::Tensor reference = checkpointWeights(one);
    QVERIFY2(reference.defined() && reference.numel() > 100000, "no weights in the checkpoint");
    const double distributed = relativeDifference(reference, checkpointWeights(two));
    const double overlap = relativeDifference(reference, checkpointWeights(overlapped));
    const double otherBatch = relativeDifference(reference, checkpointWeights(half));
    qInfo("relative weight difference to one process with batch 2: 2 processes %.3g, overlapped %.3g; "
          "one process with batch 1 (not the same global batch) %.3g",
          distributed, overlap, otherBatch);
    QVERIFY(distributed < kRelativeTolerance);
    QVERIFY(overlap < kRelativeTolerance);
    QVERIFY2(otherBatch > 10 * kRelativeTolerance, "the comparison cannot tell batches apart");
    // Rank 0 alone wrote the run folder: every step once in the metrics.
    QFile metrics(two + "/metrics.jsonl");
    QVERIFY(metrics.open(QIODevice::ReadOnly));
    const QByteArray lines = metrics.readAll();
    QCOMPARE(lines.count("\"type\":\"step\""), 4);
    // Validation was sharded (a case per rank) and reduced: the Dice of all cases.
    const auto finalDice = [](const QByteArray& text) {
        double dice = -1;
        for (const QByteArray& line : text.split('\n'))
            if (line.contains("\"type\":\"validation\""))
                dice = QJsonDocument::fromJson(line).object()["mean_dice"].toDouble(-1);
        return dice;
    };
    QFile oneMetrics(one + "/metrics.jsonl");
    QVERIFY(oneMetrics.open(QIODevice::ReadOnly));
    const double oneDice = finalDice(oneMetrics.readAll()), twoDice = finalDice(lines);
    qInfo("final validation mean Dice: one process %.5f, two processes %.5f", oneDice, twoDice);
    QVERIFY(oneDice > 0 && std::abs(oneDice - twoDice) < 1e-3);
}

void TestDistributed::outsideLauncherVariablesWorkLikeNproc()
{
    const QString run = path("outside");
    OutsideLaunch launch;
    launch.start({"train", m_cache, "--config", path("batch1.json"), "--out", run}, segstudio::test::freeLoopbackPort());
    for (QProcess& rank : launch.ranks) {
        QVERIFY(rank.waitForFinished(600000));
        QVERIFY2(rank.exitStatus() == QProcess::NormalExit && rank.exitCode() == 0, rank.readAll().constData());
    }
    // The same ranks, the same sums: bit for bit what --nproc 2 trained.
    const torch::Tensor outside = checkpointWeights(run), nproc = checkpointWeights(path("two"));
    QVERIFY(outside.defined() && nproc.defined());
    QVERIFY(torch::equal(outside, nproc));
}

// With the automatic validation interval each rank timed its own epochs
// and validations; a rank whose validation takes longer chose a longer
// interval, entered the stop agreement while the other validated, and both
// hung or crashed on mismatched all-reduces (measured before the fix: gloo
// "op.preamble.length <= op.nbytes" after epoch 3). Rank 1 here takes 3 s
// more per validation (after the sums, as a slow disk would): rank 0's
// interval must be everyone's.
void TestDistributed::ranksTimingValidationDifferentlyStillAgreeWhenToValidate()
{
    const QString config = path("auto-interval.json"), run = path("auto-interval");
    QFile file(config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // Slow batches (1 s) make epochs long against rank 0's quick validation:
    // rank 0 wants every second epoch, rank 1 (3 s more) about every 8th.
    file.write(R"({"epochs": 8, "iterations_per_epoch": 2, "seed": 5, "threads": 1, "batch_size": 1,
                   "patch_size_xyz": [32, 32, 16], "network": {"base_features": 8, "max_features": 32},
                   "validation": {"interval_epochs": 0, "overlap": 0.1}})");
    file.close();
    const int port = segstudio::test::freeLoopbackPort();
    QProcess ranks[2];
    for (int r = 0; r < 2; ++r) {
        QProcessEnvironment e = rankEnvironment(r, port, "SEGSTUDIO_SIMULATE_SLOW_LOADER_MS", "1000");
        if (r == 1)
            e.insert("SEGSTUDIO_SIMULATE_SLOW_VALIDATION_MS", "3000");
        ranks[r].setProcessEnvironment(e);
        ranks[r].setProcessChannelMode(QProcess::MergedChannels);
        ranks[r].start(segstudio::test::cliPath(), {"train", m_cache, "--config", config, "--out", run});
    }
    for (QProcess& rank : ranks) {
        const bool ended = rank.waitForFinished(180000);
        if (!ended) {
            ranks[0].kill();
            ranks[1].kill();
        }
        QVERIFY2(ended, "the ranks hung: they disagreed on when to validate");
        QVERIFY2(rank.exitStatus() == QProcess::NormalExit && rank.exitCode() == 0, rank.readAll().constData());
    }
    QFile metrics(run + "/metrics.jsonl");
    QVERIFY(metrics.open(QIODevice::ReadOnly));
    // At least the first and the final validation (how many in between
    // depends on this machine's speed; the defect was the crash or hang).
    QVERIFY(metrics.readAll().count("\"type\":\"validation\"") >= 2);
}

// Under a launcher, predict gives each rank every second scan; together they
// write every label map once.
void TestDistributed::predictShardsTheScansOverTheRanks()
{
    const QString out = path("predictions");
    OutsideLaunch launch;
    launch.start({"predict", "--model", path("two"), "--input", path("data/imagesTr"), "--output", out}, segstudio::test::freeLoopbackPort());
    QString outputs;
    for (QProcess& rank : launch.ranks) {
        QVERIFY(rank.waitForFinished(300000));
        outputs += rank.readAll();
        QVERIFY2(rank.exitStatus() == QProcess::NormalExit && rank.exitCode() == 0, qPrintable(outputs));
    }
    QVERIFY2(outputs.contains("rank 0 of 2 (torchrun variables): 3 of 6 scan(s)") &&
                 outputs.contains("rank 1 of 2 (torchrun variables): 3 of 6 scan(s)"),
             qPrintable(outputs));
    QCOMPARE(QDir(out).entryList({"*.nii.gz"}, QDir::Files).size(), 6);
}

// The workbench's "all GPUs": rank 0 on the caller's thread with its
// observer, rank 1 a segstudio-cli process (here on the CPU).
void TestDistributed::theWorkbenchTrainsRankZeroInItsOwnProcess()
{
    struct Messages : segstudio::engine::TrainingObserver {
        int steps = 0;
        std::vector<double> rankRates;
        void onStep(const segstudio::engine::StepStats& s) override
        {
            ++steps;
            rankRates = s.rankSamplesPerSecond;
        }
    } observer;
    segstudio::engine::TrainingRequest request;
    const std::string config = path("batch1.json").toStdString();
    request.config = segstudio::engine::TrainingConfig::fromJson(segstudio::readJsonFile(config), config);
    request.config.dataset = m_cache.toStdString();
    request.runFolder = path("workbench").toStdString();
    const segstudio::engine::TrainingResult result =
        segstudio::application::trainOnLocalRanks(request, {2, segstudio::test::cliPath().toStdString()}, &observer, nullptr);
    QVERIFY2(result.outcome == segstudio::engine::RunOutcome::Finished, result.message.c_str());
    QCOMPARE(observer.steps, 4);
    QCOMPARE(observer.rankRates.size(), std::size_t{2});
    QVERIFY(observer.rankRates[0] > 0 && observer.rankRates[1] > 0);
    QVERIFY(torch::equal(checkpointWeights(path("workbench")), checkpointWeights(path("two"))));
}

// Rank 1 ends before it joins (here: a program that exits at once): rank 0,
// in the workbench's process, stops waiting for it at once instead of after
// the 5-minute join timeout, and says which rank ended and how.
void TestDistributed::aRankThatEndsBeforeJoiningEndsTheWorkbenchRunAtOnce()
{
    segstudio::engine::TrainingRequest request;
    const std::string config = path("batch1.json").toStdString();
    request.config = segstudio::engine::TrainingConfig::fromJson(segstudio::readJsonFile(config), config);
    request.config.dataset = m_cache.toStdString();
    request.runFolder = path("never-joined").toStdString();
    QElapsedTimer timer;
    timer.start();
    const segstudio::engine::TrainingResult result =
        segstudio::application::trainOnLocalRanks(request, {2, "/bin/false"}, nullptr, nullptr);
    QVERIFY(result.outcome == segstudio::engine::RunOutcome::Failed);
    QVERIFY2(result.message.find("rank 1 exited with code 1") != std::string::npos, result.message.c_str());
    QVERIFY2(timer.elapsed() < 60000, qPrintable(QString::number(timer.elapsed())));
}

// Quitting the workbench stops its run; rank 1 here is stuck before the
// rendezvous and ignores Ctrl-C. Before, rank 0 waited for it to join for up
// to 5 minutes and the quit with it; now rank 1 is terminated `stopGrace`
// after the stop, and rank 0 gives up on it at once.
void TestDistributed::aHungRankDoesNotHoldAStoppedWorkbenchRun()
{
    const QString script = path("hung-rank.sh");
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\ntrap '' INT\nexec sleep 600\n");
    file.close();
    QVERIFY(file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    segstudio::engine::TrainingRequest request;
    const std::string config = writeConfig(path("hung.json"), 1, 1, 4).toStdString();
    request.config = segstudio::engine::TrainingConfig::fromJson(segstudio::readJsonFile(config), config);
    request.config.dataset = m_cache.toStdString();
    request.runFolder = path("hung").toStdString();
    segstudio::engine::TrainingControl control;
    control.stop = true;  // quit as the run starts: the stop must reach the hung rank
    // The rank ignores Ctrl-C from its first instruction: an ignored signal
    // stays ignored across fork and exec (the script's trap says it again).
    struct sigaction ignore{}, previous{};
    ignore.sa_handler = SIG_IGN;
    sigaction(SIGINT, &ignore, &previous);
    QElapsedTimer timer;
    timer.start();
    const segstudio::engine::TrainingResult result = segstudio::application::trainOnLocalRanks(
        request, {2, script.toStdString(), std::chrono::seconds(2)}, nullptr, &control);
    sigaction(SIGINT, &previous, nullptr);
    QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(result.outcome == segstudio::engine::RunOutcome::Failed);
    QVERIFY2(result.message.find("rank 1 ended with signal SIGTERM (stopped by the launcher)") != std::string::npos,
             result.message.c_str());
}

void TestDistributed::aMissingVariableIsNamed()
{
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert("WORLD_SIZE", "2");
    e.insert("RANK", "0");
    const CliResult r = runCli({"train", m_cache, "--config", path("batch1.json"), "--out", path("missing")}, 60000, e);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.output.contains("MASTER_ADDR") && r.output.contains("not set"), qPrintable(r.output));
    QVERIFY(!QFile::exists(path("missing") + "/config.json"));
}

void TestDistributed::aKilledRankEndsTheOtherAndTheRunResumesWithOneProcess()
{
    const QString run = path("killed");
    OutsideLaunch launch;
    // A slow loader keeps the run going long enough to kill it after its first checkpoint.
    launch.start({"train", m_cache, "--config", writeConfig(path("long.json"), 1, 4, 4), "--out", run}, segstudio::test::freeLoopbackPort(),
                 "SEGSTUDIO_SIMULATE_SLOW_LOADER_MS", "300");
    QVERIFY2(waitFor([&] { return QFile::exists(run + "/checkpoint_last.pt"); }, 300000), "no first checkpoint");
    QVERIFY(launch.ranks[0].state() == QProcess::Running);
    ::kill(static_cast<pid_t>(launch.ranks[1].processId()), SIGKILL);
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(launch.ranks[0].waitForFinished(60000), "rank 0 went on after rank 1 was killed");
    qInfo("rank 0 ended %.1f s after rank 1 was killed", timer.elapsed() / 1000.0);
    const QString output = launch.ranks[0].readAll();
    QVERIFY2(launch.ranks[0].exitStatus() == QProcess::NormalExit && launch.ranks[0].exitCode() == 3, qPrintable(output));
    QVERIFY2(output.contains("rank 0 of 2: lost contact with the other processes"), qPrintable(output));
    launch.ranks[1].waitForFinished();
    const torch::Tensor saved = checkpointWeights(run);  // loads: not cut by the kill
    QVERIFY(saved.defined() && saved.numel() > 0);
    const CliResult resumed = runCli({"resume", run}, 600000);
    QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.output));
    QVERIFY2(resumed.output.contains("finished after 4 epoch(s)"), qPrintable(resumed.output));
}

void TestDistributed::ctrlCOnTheLauncherStopsEveryRankWithACheckpoint()
{
    const QString run = path("interrupted");
    QProcess launcher;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert("SEGSTUDIO_SIMULATE_SLOW_LOADER_MS", "300");
    launcher.setProcessEnvironment(e);
    launcher.setProcessChannelMode(QProcess::MergedChannels);
    launcher.start(segstudio::test::cliPath(),
                   {"train", m_cache, "--config", path("long.json"), "--nproc", "2", "--out", run});
    QVERIFY2(waitFor([&] { return QFile::exists(run + "/metrics.jsonl"); }, 300000), "the ranks did not start training");
    ::kill(static_cast<pid_t>(launcher.processId()), SIGINT);
    QVERIFY2(launcher.waitForFinished(120000), "the launcher did not stop");
    const QString output = launcher.readAll();
    QVERIFY2(launcher.exitStatus() == QProcess::NormalExit && launcher.exitCode() == 130, qPrintable(output));
    QVERIFY2(output.contains("stopped; checkpoint saved"), qPrintable(output));
    QVERIFY(checkpointWeights(run).defined());
    QVERIFY2(QProcess::execute("pgrep", {"-f", "segstudio-cli train .*" + run}) != 0, "a rank is still running");
}

QTEST_GUILESS_MAIN(TestDistributed)
#include "tst_distributed.moc"
