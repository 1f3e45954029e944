// End-to-end training on phantoms with a tiny network: the loss falls and
// Dice rises; a stopped run resumes to exactly the state of an uninterrupted
// one; bad input and a diverging loss end the run with a clear message and
// the last good checkpoint intact. No timing: that is for bench/.
#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>
#include <filesystem>
#include <fstream>
#include <limits>
#include <torch/script.h>
#include <torch/torch.h>

#include <sys/wait.h>
#include <unistd.h>

#include "TestData.h"
#include "common/formats/CacheFormat.h"
#include "common/formats/CacheIndex.h"
#include "common/formats/JsonFile.h"
#include "common/formats/KFoldSplit.h"
#include "engine/device/Autocast.h"
#include "engine/infer/ModelPackage.h"
#include "engine/train/Loss.h"
#include "engine/train/RunFolder.h"
#include "engine/profile/StepTiming.h"
#include "engine/train/Trainer.h"

using namespace segstudio;
using namespace segstudio::engine;
namespace fs = std::filesystem;

namespace {

// Every parameter and buffer of a checkpoint's network, by its full name
// (the archive nests one sub-archive per submodule).
std::map<std::string, torch::Tensor> checkpointTensors(const std::string& path)
{
    torch::jit::Module checkpoint = torch::jit::load(path);
    std::map<std::string, torch::Tensor> tensors;
    for (const auto& p : checkpoint.named_parameters(/*recurse=*/true))
        if (p.name.rfind("model.", 0) == 0)
            tensors[p.name] = p.value;
    for (const auto& b : checkpoint.named_buffers(/*recurse=*/true))
        if (b.name.rfind("model.", 0) == 0)
            tensors[b.name] = b.value;
    return tensors;
}

// Collects what the engine reports, and can stop the run after a given step.
class RecordingObserver : public TrainingObserver {
public:
    void onStep(const StepStats& s) override
    {
        steps.push_back(s);
        if (control && stopAfterStep >= 0 && s.step >= stopAfterStep)
            control->stop = true;
    }
    void onEpoch(const EpochStats& e) override { epochs.push_back(e); }
    void onValidation(const ValidationStats& v) override
    {
        validations.push_back(v);
        if (v.isBest && !bestCheckpoint.empty())
            bestAtValidation = checkpointTensors(bestCheckpoint);
    }

    std::vector<StepStats> steps;
    std::vector<EpochStats> epochs;
    std::vector<ValidationStats> validations;
    TrainingControl* control = nullptr;
    int64_t stopAfterStep = -1;
    std::string bestCheckpoint;  // when set: its weights as each best validation left them
    std::map<std::string, torch::Tensor> bestAtValidation;
};

TrainingConfig tinyConfig(const QString& cache)
{
    TrainingConfig c;
    c.dataset = cache.toStdString();
    c.device = "cpu";
    c.threads = 1;  // bit-exact resume needs the same reduction order
    c.seed = 5;
    c.network.baseFeatures = 8;
    c.network.maxFeatures = 32;
    c.patchSize = {24, 24, 16};
    c.batchSize = 2;
    c.iterationsPerEpoch = 8;
    c.epochs = 5;
    c.validation.intervalEpochs = 1;
    return c;
}

// A two-epoch run on `cache` into `runFolder`, stopped after `step`.
TrainingRequest stoppedAfterStep(int64_t step, const QString& cache, const QString& runFolder)
{
    TrainingRequest request;
    request.config = tinyConfig(cache);
    request.config.epochs = 2;
    request.runFolder = runFolder.toStdString();
    TrainingControl control;
    RecordingObserver observer;
    observer.control = &control;
    observer.stopAfterStep = step;
    runTraining(request, &observer, &control);
    return request;
}

TrainingResult resumed(const std::string& runFolder)
{
    TrainingRequest resume;
    resume.runFolder = runFolder;
    resume.resume = true;
    return runTraining(resume, nullptr, nullptr);
}

}  // namespace

class TestTraining : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void lossFallsAndDiceRises();
    void stoppedRunResumesToTheSameState();
    void resumeRefusesACacheThatWasPreparedAgain();
    void aCheckpointFromElsewhereRunsNothingOfItsOwn();
    void bestCheckpointHoldsOnlyValidatedWeights();
    void budgetEndAfterAValidatedEpochStillValidatesTheFinalWeights();
    void patchLargerThanEveryImageIsRefused();
    void foldThatDoesNotExistIsRefused();
    void divergingLossStopsWithTheCheckpointKept();
    void modelPackagePredictsWithoutTheRun();
    void metricsStartAfreshAndRefuseAFullDisk();
    void runOfAKilledProcessReadsAsInterrupted();
    void autoPrecisionOnTheCpuIsGuardedBf16WhereNative();

private:
    QTemporaryDir m_dir;
    QString m_cache;
};

void TestTraining::initTestCase()
{
    m_cache = test::writePhantomCache(m_dir.filePath("cache"), 6, {32, 30, 20}, 2, 3);
}

void TestTraining::lossFallsAndDiceRises()
{
    TrainingRequest request;
    request.config = tinyConfig(m_cache);
    request.config.epochs = 12;
    request.config.optimizer.learningRate = 5e-3;
    request.runFolder = m_dir.filePath("converge").toStdString();
    RecordingObserver observer;
    const TrainingResult result = runTraining(request, &observer, nullptr);
    QVERIFY2(result.outcome == RunOutcome::Finished, result.message.c_str());
    QCOMPARE(observer.steps.size(), std::size_t(96));
    double first = 0, last = 0;
    for (int i = 0; i < 8; ++i) {
        first += observer.steps[static_cast<std::size_t>(i)].loss;
        last += observer.steps[observer.steps.size() - 1 - static_cast<std::size_t>(i)].loss;
    }
    QVERIFY2(last < 0.8 * first, qPrintable(QString("loss %1 -> %2").arg(first / 8).arg(last / 8)));
    QVERIFY(observer.validations.size() >= 2);
    const double before = observer.validations.front().meanDice, after = observer.validations.back().meanDice;
    qInfo("validation mean Dice %.3f -> %.3f", before, after);
    QVERIFY2(after > before + 0.2 && after > 0.5, qPrintable(QString("Dice %1 -> %2").arg(before).arg(after)));
    QCOMPARE(observer.validations.back().dicePerClass.size(), std::size_t(2));
    // Everything a dashboard needs is in metrics.jsonl.
    const RunHistory history = readRunHistory(result.runFolder + "/metrics.jsonl");
    QCOMPARE(history.steps.size(), std::size_t(96));
    QCOMPARE(history.epochs.size(), std::size_t(12));
    QCOMPARE(history.validations.size(), observer.validations.size());
    QVERIFY(fs::exists(result.runFolder + "/checkpoint_best.pt"));
    QCOMPARE(readRunStatus(result.runFolder)->state, std::string("finished"));
    QVERIFY(observer.steps.back().samplesPerSecond > 0 && observer.steps.back().memory.processResidentBytes > 0);
}

void TestTraining::stoppedRunResumesToTheSameState()
{
    TrainingRequest straight;
    straight.config = tinyConfig(m_cache);
    straight.config.epochs = 3;
    straight.runFolder = m_dir.filePath("straight").toStdString();
    QVERIFY(runTraining(straight, nullptr, nullptr).outcome == RunOutcome::Finished);

    TrainingRequest interrupted = straight;
    interrupted.runFolder = m_dir.filePath("interrupted").toStdString();
    TrainingControl control;
    RecordingObserver observer;
    observer.control = &control;
    observer.stopAfterStep = 11;  // in the middle of the second epoch
    const TrainingResult stopped = runTraining(interrupted, &observer, &control);
    QVERIFY2(stopped.outcome == RunOutcome::Stopped, stopped.message.c_str());
    QCOMPARE(stopped.epochsCompleted, 1);
    QCOMPARE(readRunStatus(interrupted.runFolder)->state, std::string("stopped"));

    TrainingRequest resume;
    resume.runFolder = interrupted.runFolder;
    resume.resume = true;
    RecordingObserver resumed;
    const TrainingResult finished = runTraining(resume, &resumed, nullptr);
    QVERIFY2(finished.outcome == RunOutcome::Finished, finished.message.c_str());
    QCOMPARE(resumed.steps.front().step, int64_t(12));  // continues, does not restart
    QCOMPARE(finished.epochsCompleted, 3);

    const auto a = checkpointTensors(straight.runFolder + "/checkpoint_last.pt");
    const auto b = checkpointTensors(interrupted.runFolder + "/checkpoint_last.pt");
    QCOMPARE(a.size(), b.size());
    QVERIFY(a.size() > 10);  // every convolution and norm, not an empty map
    for (const auto& [key, tensor] : a)
        QVERIFY2(torch::equal(tensor, b.at(key)), key.c_str());
    // metrics.jsonl holds each step once.
    QCOMPARE(readRunHistory(interrupted.runFolder + "/metrics.jsonl").steps.size(), std::size_t(24));
}

// A run resumed after its cache was prepared again (accepted corrections,
// another plan) went on training on other data without a word. config.json
// now records the cache's digest, and a resume compares it.
void TestTraining::resumeRefusesACacheThatWasPreparedAgain()
{
    const QString cache = test::writePhantomCache(m_dir.filePath("cache-again"), 4, {32, 30, 20}, 2, 2);
    const TrainingRequest request = stoppedAfterStep(3, cache, m_dir.filePath("cache-again-run"));
    QVERIFY(readRunStatus(request.runFolder)->state == "stopped");
    QVERIFY(readJsonFile(request.runFolder + "/config.json").contains("cache_digest"));

    // One case prepared again: a new file under a new key.
    CacheIndex index = CacheIndex::load(cache.toStdString());
    const std::string before = index.casePath(index.cases.front());
    index.cases.front().file = "cases/prepared-again" + std::string(kCacheFileExtension);
    fs::copy_file(before, index.casePath(index.cases.front()));
    index.save();

    const TrainingResult refused = resumed(request.runFolder);
    QVERIFY(refused.outcome != RunOutcome::Finished);
    QVERIFY2(refused.message.find("prepared again") != std::string::npos, refused.message.c_str());
    QVERIFY(fs::exists(request.runFolder + "/checkpoint_last.pt"));  // the run is kept, to fine-tune from
}

// A run folder that came from elsewhere, whose checkpoint_last.pt was made
// to overwrite a file while it loads (a TorchScript __setstate__): resume
// reads it in the model sandbox, so the file is untouched and the run says why.
void TestTraining::aCheckpointFromElsewhereRunsNothingOfItsOwn()
{
    const TrainingRequest request = stoppedAfterStep(2, m_cache, m_dir.filePath("from-elsewhere"));
    QVERIFY(readRunStatus(request.runFolder)->state == "stopped");

    const QString hostile = m_dir.filePath("hostile");
    QVERIFY(QDir().mkpath(hostile));
    const std::string victim = m_dir.filePath("victim.txt").toStdString();
    const std::string secret = "patient 12345, do not share\n";
    std::ofstream(victim) << secret;
    QProcess python;
    python.start("/usr/bin/python3", {segstudio::test::sourcePath(QStringLiteral("/tests/core/engine/hostile_modules.py")),
                                      hostile, QString::fromStdString(victim)});
    QVERIFY(python.waitForFinished(300000));
    if (python.exitCode() != 0)
        QSKIP(qPrintable("/usr/bin/python3 cannot write the modules (python3-torch): " + python.readAllStandardError()));
    fs::copy_file((hostile + "/setstate_writes.pt").toStdString(), request.runFolder + "/checkpoint_last.pt",
                  fs::copy_options::overwrite_existing);

    const TrainingResult refused = resumed(request.runFolder);
    QVERIFY(refused.outcome != RunOutcome::Finished);
    QVERIFY2(refused.message.find("checkpoint_last.pt") != std::string::npos, refused.message.c_str());
    QVERIFY2(refused.message.find("tried openat") != std::string::npos, refused.message.c_str());
    std::ifstream stream(victim, std::ios::binary);
    QCOMPARE(std::string(std::istreambuf_iterator<char>(stream), {}), secret);
}

// A stop part-way through the epoch after a best validation: the best
// checkpoint must still hold the weights that validation scored, not the
// later, never-validated ones (the run's end re-saved it when the best
// epoch was the last completed one).
void TestTraining::bestCheckpointHoldsOnlyValidatedWeights()
{
    TrainingRequest request;
    request.config = tinyConfig(m_cache);
    request.runFolder = m_dir.filePath("best-then-stop").toStdString();
    TrainingControl control;
    RecordingObserver observer;
    observer.control = &control;
    observer.stopAfterStep = 11;  // epoch 0 validated (the first validation is always the best), stop in epoch 1
    observer.bestCheckpoint = RunPaths{request.runFolder}.bestCheckpoint();
    const TrainingResult stopped = runTraining(request, &observer, &control);
    QVERIFY2(stopped.outcome == RunOutcome::Stopped, stopped.message.c_str());
    QCOMPARE(stopped.epochsCompleted, 1);
    QCOMPARE(observer.validations.size(), std::size_t(1));
    QVERIFY2(observer.validations.front().isBest, qPrintable(QString::number(observer.validations.front().meanDice)));
    QVERIFY(!observer.bestAtValidation.empty());
    const auto best = checkpointTensors(observer.bestCheckpoint);
    const auto last = checkpointTensors(RunPaths{request.runFolder}.lastCheckpoint());
    bool lastDiffers = false;
    for (const auto& [key, tensor] : observer.bestAtValidation) {
        QVERIFY2(torch::equal(tensor, best.at(key)), key.c_str());
        lastDiffers = lastDiffers || !torch::equal(tensor, last.at(key));
    }
    QVERIFY2(lastDiffers, "the stop came after more steps: the last checkpoint must differ");
}

// A time budget that ends the run part-way through an epoch, every epoch
// validated before: the final weights are validated again with their
// predictions kept, so the postprocessing choice (application/TrainModel)
// has its evidence and the package's Dice describes its weights.
void TestTraining::budgetEndAfterAValidatedEpochStillValidatesTheFinalWeights()
{
    TrainingRequest request;
    request.config = tinyConfig(m_cache);
    request.config.epochs = 200;        // fixed: only the budget ends it
    request.config.maxMinutes = 0.2;    // 12 s less the 5 s final reserve
    request.runFolder = m_dir.filePath("budget-end").toStdString();
    RecordingObserver observer;
    const TrainingResult result = runTraining(request, &observer, nullptr);
    QVERIFY2(result.outcome == RunOutcome::Finished, result.message.c_str());
    QVERIFY2(result.epochsCompleted >= 2 && result.epochsCompleted < 200, qPrintable(QString::number(result.epochsCompleted)));
    // Epochs 0 .. n-2 in the loop, then the final validation of the weights the run ends with.
    QVERIFY2(observer.validations.size() >= std::size_t(result.epochsCompleted),
             qPrintable(QString("%1 validations, %2 epochs").arg(observer.validations.size()).arg(result.epochsCompleted)));
    QCOMPARE(observer.validations.back().epoch, result.epochsCompleted - 1);
    const RunPaths paths{request.runFolder};
    QVERIFY2(fs::exists(paths.validationPredictions()) && !fs::is_empty(paths.validationPredictions()),
             "no validation predictions: the final validation was skipped");
}

void TestTraining::patchLargerThanEveryImageIsRefused()
{
    TrainingRequest request;
    request.config = tinyConfig(m_cache);
    request.config.patchSize = {64, 32, 16};
    request.runFolder = m_dir.filePath("bigpatch").toStdString();
    const TrainingResult r = runTraining(request, nullptr, nullptr);
    QVERIFY(r.outcome == RunOutcome::Failed && r.failure == FailureKind::BadInput);
    QVERIFY2(QString::fromStdString(r.message).contains("larger than every image along x"), r.message.c_str());
}

void TestTraining::foldThatDoesNotExistIsRefused()
{
    TrainingRequest request;
    request.config = tinyConfig(m_cache);
    request.config.fold = 4;
    request.runFolder = m_dir.filePath("badfold").toStdString();
    const TrainingResult r = runTraining(request, nullptr, nullptr);
    QVERIFY(r.failure == FailureKind::BadInput);
    QVERIFY2(QString::fromStdString(r.message).contains("the split has 3 folds"), r.message.c_str());
}

// A NaN in the data (here: planted in a cache file, as a damaged file would
// hold it) makes the loss NaN: the run stops with a message and never
// saves non-finite weights.
void TestTraining::divergingLossStopsWithTheCheckpointKept()
{
    const QString cache = test::writePhantomCache(m_dir.filePath("nancache"), 6, {32, 30, 20}, 2, 3);
    const CacheIndex index = CacheIndex::load(cache.toStdString());
    const std::string trainingCase = loadSplits(index.splitsPath())[0].train.front();
    const CacheIndexCase& poisoned =
        *std::find_if(index.cases.begin(), index.cases.end(), [&](const CacheIndexCase& c) { return c.id == trainingCase; });
    {
        const auto file = CacheFile::open(index.casePath(poisoned));
        std::vector<float> image(file->channel(0), file->channel(0) + file->info().voxelCount());
        std::fill(image.begin(), image.end(), std::numeric_limits<float>::quiet_NaN());
        CachedCaseInfo info = file->info();
        const std::vector<int16_t> labels = file->labelsAsInt16();
        writeCacheFile(index.casePath(poisoned) + ".new", info, image, labels);
    }
    fs::rename(index.casePath(poisoned) + ".new", index.casePath(poisoned));
    TrainingRequest request;
    request.config = tinyConfig(cache);
    request.config.epochs = 20;
    request.runFolder = m_dir.filePath("diverge").toStdString();
    const TrainingResult r = runTraining(request, nullptr, nullptr);
    QVERIFY2(r.failure == FailureKind::NonFiniteLoss, r.message.c_str());
    QVERIFY(QString::fromStdString(r.message).contains("last good checkpoint is kept"));
    QCOMPARE(readRunStatus(request.runFolder)->state, std::string("failed"));
    if (fs::exists(request.runFolder + "/checkpoint_last.pt"))
        for (const auto& [key, tensor] : checkpointTensors(request.runFolder + "/checkpoint_last.pt"))
            QVERIFY2(torch::isfinite(tensor).all().item<bool>(), key.c_str());
}

void TestTraining::modelPackagePredictsWithoutTheRun()
{
    const std::string run = m_dir.filePath("converge").toStdString();
    const std::string package = m_dir.filePath("package-copy").toStdString();
    fs::copy(run + "/model", package, fs::copy_options::recursive);
    Predictor predictor(package, "cpu");
    QCOMPARE(predictor.info().classes, 3);
    QCOMPARE(predictor.info().labels.at(1), std::string("organ1"));
    const Size3 size{32, 30, 20};
    std::vector<float> image(32 * 30 * 20, 0.5f);
    const std::vector<float> p = predictor.probabilities(image, 1, size);
    QCOMPARE(p.size(), image.size() * 3);
    QVERIFY_THROWS_EXCEPTION(InputError, predictor.probabilities(std::vector<float>(image.size() * 2), 2, size));
    QVERIFY_THROWS_EXCEPTION(InputError, Predictor(m_dir.filePath("cache").toStdString(), "cpu"));
}

// A new run into a folder that a killed attempt left (metrics, no
// checkpoint) does not append to the stale lines; a write that fails (a
// full disk: /dev/full) is an error naming the file, not silence.
void TestTraining::metricsStartAfreshAndRefuseAFullDisk()
{
    const std::string path = (m_dir.path() + "/stale-metrics.jsonl").toStdString();
    std::ofstream(path) << R"({"type":"step","step":0,"loss":9})" << "\n";
    {
        MetricsWriter fresh(path);
        fresh.write({{"type", "step"}, {"step", 0}, {"loss", 1}});
    }
    std::ifstream in(path);
    std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    QCOMPARE(QString::fromStdString(all).count('\n'), 1);
    QVERIFY(all.find("\"loss\":1") != std::string::npos);

    if (!std::filesystem::exists("/dev/full"))
        QSKIP("no /dev/full here");
    MetricsWriter full("/dev/full");
    try {
        full.write({{"type", "step"}, {"step", 0}, {"loss", 1}});
        QFAIL("writing to a full disk must fail");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("/dev/full") && QString(e.what()).contains("disk"), e.what());
    }
}

// status.json written by a process that was then killed (it still says
// "running") reads as "interrupted"; a live process's run stays "running".
void TestTraining::runOfAKilledProcessReadsAsInterrupted()
{
    RunPaths paths{m_dir.filePath("killed-run").toStdString()};
    fs::create_directories(paths.folder);
    RunStatus status;
    status.state = "running";
    writeRunStatus(paths, status);  // this process: alive
    QCOMPARE(readRunStatus(paths.folder)->state, std::string("running"));
    const pid_t child = fork();
    if (child == 0)
        _exit(0);
    int exitStatus = 0;
    QCOMPARE(waitpid(child, &exitStatus, 0), child);  // reaped: its pid is dead
    Json written = readJsonFile(paths.status());
    written["pid"] = static_cast<int64_t>(child);
    writeJsonFile(paths.status(), written);
    const RunStatus read = *readRunStatus(paths.folder);
    QCOMPARE(read.state, std::string("interrupted"));
    QVERIFY2(read.message.find(std::to_string(child)) != std::string::npos, read.message.c_str());
}

QTEST_GUILESS_MAIN(TestTraining)
// Issue 35: precision auto on a CPU is bf16 where the processor computes it
// natively (avx512_bf16 / AMX), fp32 elsewhere; a new run keeps bf16 only
// behind autotune's loss guard, and says so in its plan.
void TestTraining::autoPrecisionOnTheCpuIsGuardedBf16WhereNative()
{
    const torch::Device cpu(torch::kCPU);
    const bool native = cpuHasNativeBf16();
    QCOMPARE(resolvePrecision(Precision::Auto, cpu), native ? Precision::BFloat16 : Precision::Float32);
    QCOMPARE(resolvePrecision(Precision::BFloat16, cpu), Precision::BFloat16);  // asked for: kept
    QCOMPARE(resolvePrecision(Precision::TF32, cpu), Precision::Float32);

    // The guard's measure: the worst relative loss difference; unequal lengths never pass.
    QVERIFY(std::abs(lossDeviation({1.0, 2.1}, {1.0, 2.0}) - 0.05) < 1e-12);
    QVERIFY(std::isinf(lossDeviation({1.0}, {1.0, 2.0})));
    // fp32 against itself is exact (same seeded weights and batch); bf16 is close.
    TrainingConfig config = resolveTraining(tinyConfig(m_cache)).config();  // the network and optimizer planned
    config.precision = Precision::Float32;
    const LabelEncoding labels = labelEncoding(CacheIndex::load(m_cache.toStdString()).plan, cpu);
    const std::vector<double> fp32 = guardLosses(config, 1, 3, 3, labels, cpu, 3);
    QCOMPARE(lossDeviation(guardLosses(config, 1, 3, 3, labels, cpu, 3), fp32), 0.0);
    config.precision = Precision::BFloat16;
    const double bf16 = lossDeviation(guardLosses(config, 1, 3, 3, labels, cpu, 3), fp32);
    QVERIFY2(bf16 > 0 && bf16 < 0.05, qPrintable(QString::number(bf16)));

    TrainingRequest request;
    request.config = tinyConfig(m_cache);
    request.config.precision = Precision::Auto;
    request.config.epochs = 1;
    request.config.iterationsPerEpoch = 2;
    request.runFolder = m_dir.filePath("auto-precision").toStdString();
    const TrainingResult result = runTraining(request, nullptr, nullptr);
    QVERIFY2(result.outcome == RunOutcome::Finished, result.message.c_str());
    const Json saved = readJsonFile(result.runFolder + "/config.json");
    QCOMPARE(QString::fromStdString(saved.value("precision", "")), QString(native ? "bf16" : "fp32"));
    bool guardNoted = false;
    for (const std::string note : saved["plan"]["notes"])
        guardNoted = guardNoted || note.find("guard: 3 steps, tolerance 5 %") != std::string::npos;
    QCOMPARE(guardNoted, native);
}

#include "tst_training.moc"
