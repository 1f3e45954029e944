// Retraining from corrections: a fine-tuning run starts from the model's
// weights (checked tensor by tensor with a learning rate too small to move
// them), keeps its network and patch, and plans a tenth of the learning rate
// after a short warm-up; a model for other labels gets a new head. The regression
// check scores both models with the training's own validation (the
// baseline's score equals its run's final validation Dice), flags a worse
// candidate and passes a better one.
#include <QtTest>

#include <QTemporaryDir>

#include <cmath>
#include <torch/torch.h>

#include "TestData.h"
#include "common/Errors.h"
#include "engine/infer/ModelPackage.h"
#include "engine/infer/PackagedNetwork.h"
#include "engine/train/FineTuning.h"
#include "engine/evaluate/ModelComparison.h"
#include "engine/train/Trainer.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

TrainingConfig tinyConfig(const std::string& cache, int epochs)
{
    TrainingConfig c;
    c.dataset = cache;
    c.device = "cpu";
    c.threads = 1;
    c.seed = 5;
    c.network.baseFeatures = 8;
    c.network.maxFeatures = 32;
    c.patchSize = {24, 24, 16};
    c.batchSize = 2;
    c.iterationsPerEpoch = 8;
    c.epochs = epochs;
    c.validation.intervalEpochs = 1;
    return c;
}

TrainingResult train(const TrainingConfig& config, const std::string& runFolder)
{
    TrainingRequest request;
    request.config = config;
    request.runFolder = runFolder;
    return runTraining(request, nullptr, nullptr);
}

}  // namespace

class TestFineTune : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void fineTuningStartsFromTheModelsWeights();
    void fineTuningPlansAGentlerSchedule();
    void aModelForOtherLabelsGetsANewHead();
    void regressionCheckFlagsAWorseModel();

private:
    QTemporaryDir m_dir;
    std::string m_cache;
    std::string m_baseline;  // a trained run
    TrainingResult m_baselineResult;
};

void TestFineTune::initTestCase()
{
    m_cache = test::writePhantomCache(m_dir.filePath("cache"), 6, {32, 32, 20}).toStdString();
    m_baseline = m_dir.filePath("baseline").toStdString();
    m_baselineResult = train(tinyConfig(m_cache, 4), m_baseline);
    QVERIFY2(m_baselineResult.outcome == RunOutcome::Finished, m_baselineResult.message.c_str());
    QVERIFY(m_baselineResult.finalMeanDice > 0.3);
}

void TestFineTune::fineTuningStartsFromTheModelsWeights()
{
    TrainingConfig config = tinyConfig(m_cache, 1);
    config.initFrom = m_baseline;
    config.network = {};  // planned: replaced by the model's
    config.patchSize = {0, 0, 0};
    config.iterationsPerEpoch = 1;
    config.optimizer.learningRate = 1e-8;  // the smallest allowed: too small to move a weight
    config.optimizer.weightDecay = 0;
    const std::string run = m_dir.filePath("frozen").toStdString();
    const TrainingResult result = train(config, run);
    QVERIFY2(result.outcome == RunOutcome::Finished, result.message.c_str());
    // The same validation Dice as the model it started from.
    QVERIFY2(std::abs(result.finalMeanDice - m_baselineResult.finalMeanDice) < 1e-3,
             qPrintable(QString("%1 vs %2").arg(result.finalMeanDice).arg(m_baselineResult.finalMeanDice)));
    UNet before = loadPackagedNetwork(readModelInfo(m_baseline));
    UNet after = loadPackagedNetwork(readModelInfo(run));
    const auto a = before->named_parameters(), b = after->named_parameters();
    QCOMPARE(a.size(), b.size());
    for (const auto& item : a)
        QVERIFY2(torch::allclose(item.value(), b[item.key()], 1e-6, 1e-6), item.key().c_str());
    QCOMPARE(readJsonFile(run + "/config.json")["init_from"].get<std::string>(), m_baseline);
}

void TestFineTune::fineTuningPlansAGentlerSchedule()
{
    const ModelInfo model = readModelInfo(m_baseline);
    TrainingConfig fresh = tinyConfig(m_cache, 2);
    fresh.network = {};
    fresh.patchSize = {0, 0, 0};
    TrainingConfig tuned = fresh;
    tuned.initFrom = m_baseline;
    const TrainingConfig plannedFresh = resolveTraining(fresh).config();
    const ResolvedTraining tunedPlan = resolveTraining(tuned);
    const TrainingConfig& plannedTuned = tunedPlan.config();
    const PlanExplanation& explanation = tunedPlan.explanation();
    QCOMPARE(plannedTuned.optimizer.learningRate, plannedFresh.optimizer.learningRate * kFineTuningLearningRateFactor);
    QCOMPARE(plannedTuned.optimizer.warmupEpochs, kFineTuningWarmupEpochs);
    QCOMPARE(plannedTuned.patchSize, model.patchXyz);
    QCOMPARE(plannedTuned.network.strides, model.network.strides);
    QCOMPARE(plannedTuned.network.baseFeatures, model.network.baseFeatures);
    bool noted = false;
    for (const std::string& line : explanation.lines)
        noted = noted || line.find("fine-tuning") != std::string::npos;
    QVERIFY(noted);
    // A learning rate the user set is kept.
    tuned.optimizer.learningRate = 0.002;
    QCOMPARE(resolveTraining(tuned).config().optimizer.learningRate, 0.002);
}

// Issue 70 item 5: a dataset with other labels fine-tunes with a new output
// head; every other tensor starts from the model's (a learning rate too
// small to move them). Comparing the two models is still refused.
void TestFineTune::aModelForOtherLabelsGetsANewHead()
{
    const std::string otherCache = test::writePhantomCache(m_dir.filePath("three-classes"), 4, {32, 32, 20}, 3).toStdString();
    TrainingConfig config = tinyConfig(otherCache, 1);
    config.initFrom = m_baseline;
    config.network = {};
    config.patchSize = {0, 0, 0};
    config.iterationsPerEpoch = 1;
    config.optimizer.learningRate = 1e-8;
    config.optimizer.weightDecay = 0;
    const ResolvedTraining plan = resolveTraining(config);
    bool noted = false;
    for (const std::string& line : plan.explanation().lines)
        noted = noted || line.find("a new output head") != std::string::npos;
    QVERIFY(noted);
    const ModelInfo model = readModelInfo(m_baseline);
    const CacheIndex other = CacheIndex::load(otherCache);
    QVERIFY(!modelHeadFitsCache(model, other));
    QVERIFY(modelHeadFitsCache(model, CacheIndex::load(m_cache)));
    try {
        checkModelFitsCache(model, other);  // what compare asks
        QFAIL("a model for two foreground classes was compared on three");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("model.json") && QString(error.what()).contains("label"), error.what());
    }

    const std::string run = m_dir.filePath("new-head").toStdString();
    const TrainingResult result = train(config, run);
    QVERIFY2(result.outcome == RunOutcome::Finished, result.message.c_str());
    UNet before = loadPackagedNetwork(model);
    UNet after = loadPackagedNetwork(readModelInfo(run));
    QCOMPARE(after->classes(), before->classes() + 1);
    const auto a = before->named_parameters(), b = after->named_parameters();
    int heads = 0;
    for (const auto& item : a) {
        if (item.key().rfind(UNetImpl::kHeadsPrefix, 0) == 0) {
            ++heads;
            QVERIFY(b[item.key()].sizes() != item.value().sizes());
            continue;
        }
        QVERIFY2(torch::allclose(item.value(), b[item.key()], 1e-6, 1e-6), item.key().c_str());
    }
    QVERIFY(heads > 0);
}

void TestFineTune::regressionCheckFlagsAWorseModel()
{
    // A deliberately worse model: one epoch of one step from scratch.
    TrainingConfig config = tinyConfig(m_cache, 1);
    config.iterationsPerEpoch = 1;
    const std::string worse = m_dir.filePath("worse").toStdString();
    QVERIFY(train(config, worse).outcome == RunOutcome::Finished);

    ComparisonRequest request;
    request.baseline = m_baseline;
    request.candidate = worse;
    request.device = "cpu";
    request.threads = 1;
    const ModelComparison flagged = compareModels(request);
    QCOMPARE(flagged.cases, validationCasesOfRun(m_baseline));
    QVERIFY2(std::abs(flagged.baseline.meanDice - m_baselineResult.finalMeanDice) < 1e-6,
             qPrintable(QString("%1 vs %2").arg(flagged.baseline.meanDice).arg(m_baselineResult.finalMeanDice)));
    QVERIFY(flagged.candidate.meanDice < flagged.baseline.meanDice);
    QVERIFY(flagged.candidateWorse);
    QVERIFY(!flagged.worseClasses.empty());
    QCOMPARE(flagged.toJson()["candidate_worse"].get<bool>(), true);

    std::swap(request.baseline, request.candidate);
    request.cacheFolder = m_cache;
    request.cases = flagged.cases;
    const ModelComparison passed = compareModels(request);
    QVERIFY(!passed.candidateWorse);
    QVERIFY(passed.worseClasses.empty());
    QCOMPARE(passed.candidate.meanDice, flagged.baseline.meanDice);
}

QTEST_GUILESS_MAIN(TestFineTune)
#include "tst_finetune.moc"
