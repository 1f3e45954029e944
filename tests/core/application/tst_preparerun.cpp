// One way to prepare a run (application::prepareRun): the workbench's
// defaults ("auto" time budget) choose nnU-Net's 3d_lowres on a large
// multi-channel dataset, because the budget is resolved before the
// resolution is chosen; without a budget, or on a cache, the run stays at
// full resolution; a cache cannot be prepared again at low resolution; a
// plan saved by a run reads back, and a file with "auto" left does not.
#include <QtTest>
#include <QTemporaryDir>

#include "application/training/PrepareRun.h"
#include "common/formats/CacheIndex.h"
#include "common/Errors.h"
#include "engine/config/TrainingForm.h"
#include "io/PhantomDataset.h"

using namespace segstudio;
using namespace segstudio::application;

namespace {

// A CPU's step time growing with the voxels a step sees: large patches are
// slow, as on a 2-core machine, without measuring them in a test.
double modelledStepSeconds(const engine::TrainingConfig& c)
{
    return 2e-5 * c.batchSize * double(c.patchSize[0]) * c.patchSize[1] * c.patchSize[2];
}

}  // namespace

class TestPrepareRun : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void workbenchAutoBudgetChoosesLowResolution();
    void withoutBudgetTheRunStaysAtFullResolution();
    void aCacheIsNotPreparedAgain();
    void savedPlansReadBackAndAutoIsRefused();

private:
    RunPreparation preparation(const engine::TrainingConfig& settings) const;
    QTemporaryDir m_dir;
    std::string m_dataset;
};

void TestPrepareRun::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_dataset = m_dir.filePath("multichannel").toStdString();
    io::PhantomDatasetOptions options;
    options.kind = io::PhantomKind::MultiChannel;  // two MRI channels
    options.cases = 5;
    options.sizeXyz = Size3{160, 160, 128};
    options.spacingXyz = Vec3{1, 1, 1};
    io::writePhantomDataset(m_dataset, options);
}

RunPreparation TestPrepareRun::preparation(const engine::TrainingConfig& settings) const
{
    RunPreparation p;
    p.settings = settings;
    p.settings.dataset = m_dataset;
    p.settings.device = "cpu";
    p.settings.precision = engine::Precision::Float32;  // no bf16 guard steps: the subject is the budget
    p.cacheFolder = m_dir.filePath("cache").toStdString();
    p.stepSeconds = modelledStepSeconds;
    return p;
}

void TestPrepareRun::workbenchAutoBudgetChoosesLowResolution()
{
    const engine::TrainingForm workbench;  // the training panel's defaults
    QCOMPARE(workbench.config().maxMinutes, engine::TrainingConfig::kAutoMaxMinutes);
    RunPreparation p = preparation(workbench.config());
    std::vector<std::string> said;
    p.message = [&said](const std::string& text) { said.push_back(text); };
    const PreparedRun prepared = prepareRun(p);

    QCOMPARE(prepared.configuration, std::string("3d_lowres"));
    const engine::TrainingConfig& c = prepared.plan.config();
    QVERIFY2(prepared.plan.budget().count() >= 60 * 10, "auto chose no budget");  // 10-30 minutes on a CPU
    QVERIFY(prepared.plan.budget().count() <= 60 * 30);
    QVERIFY(c.dataset != prepared.fullResolutionCache);
    QVERIFY(QString::fromStdString(c.dataset).endsWith("-3d_lowres"));
    const CacheIndex full = CacheIndex::load(prepared.fullResolutionCache), low = CacheIndex::load(c.dataset);
    QCOMPARE(low.channelNames.size(), std::size_t(2));
    for (int axis = 0; axis < 3; ++axis)
        QVERIFY(low.plan.targetSpacingXyz[axis] > full.plan.targetSpacingXyz[axis]);
    QCOMPARE(said.size(), std::size_t(1));
    QVERIFY2(QString::fromStdString(said[0]).contains("minute budget"), said[0].c_str());
    // Resolved: nothing "auto" left.
    QCOMPARE(c.device, std::string("cpu"));
    QCOMPARE(c.precision, engine::Precision::Float32);
    QVERIFY(c.batchSize > 0 && c.patchSize[0] > 0);
}

void TestPrepareRun::withoutBudgetTheRunStaysAtFullResolution()
{
    engine::TrainingConfig settings;
    settings.maxMinutes = 0;  // none: the planned epochs
    const PreparedRun prepared = prepareRun(preparation(settings));
    QCOMPARE(prepared.configuration, std::string("3d_fullres"));
    QCOMPARE(prepared.plan.config().dataset, prepared.fullResolutionCache);
    QVERIFY(prepared.plan.budget().count() == 0);
    QVERIFY(prepared.plan.config().epochs > 0);
}

void TestPrepareRun::aCacheIsNotPreparedAgain()
{
    RunPreparation p = preparation(engine::TrainingForm().config());
    p.settings.dataset = p.cacheFolder;
    QVERIFY(CacheIndex::isCacheFolder(p.settings.dataset));
    const PreparedRun prepared = prepareRun(p);  // auto on a cache: the cache as it is
    QCOMPARE(prepared.configuration, std::string("3d_fullres"));
    QCOMPARE(prepared.plan.config().dataset, p.settings.dataset);
    p.resolution = Resolution::Low;
    try {
        prepareRun(p);
        QFAIL("3d_lowres was prepared from a cache");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("dataset folder"), error.what());
    }
}

void TestPrepareRun::savedPlansReadBackAndAutoIsRefused()
{
    engine::TrainingConfig settings;
    settings.maxMinutes = 0;
    const engine::ResolvedTraining plan = prepareRun(preparation(settings)).plan;
    const engine::ResolvedTraining back = engine::ResolvedTraining::fromSavedRun(plan.toJson(), "config.json");
    QCOMPARE(back.config().toJson(), plan.config().toJson());
    for (const char* field : {"precision", "device", "max_minutes"}) {
        Json edited = plan.toJson();
        edited[field] = std::string(field) == "max_minutes" ? Json(-1) : Json("auto");
        try {
            engine::ResolvedTraining::fromSavedRun(edited, "config.json");
            QFAIL(qPrintable(QString("\"auto\" %1 was read as a resolved plan").arg(field)));
        } catch (const InputError& error) {
            QVERIFY2(QString(error.what()).contains(field) && QString(error.what()).contains("config.json"), error.what());
        }
    }
}

QTEST_GUILESS_MAIN(TestPrepareRun)
#include "tst_preparerun.moc"
