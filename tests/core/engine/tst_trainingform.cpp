// The training panel's Qt-free model: inline validation per field, presets,
// device choice and JSON save/load, driven as the panel drives it.
#include <QtTest>

#include <QTemporaryDir>

#include <fstream>

#include "common/Errors.h"
#include "engine/config/TrainingForm.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

DeviceDescription gpu(const std::string& id, const std::string& name)
{
    DeviceDescription d;
    d.id = id;
    d.name = name;
    d.cuda = true;
    d.memoryBytes = int64_t(80) << 30;
    return d;
}

}  // namespace

class TestTrainingForm : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aNewFormAsksForADatasetOnly();
    void eachBadFieldIsReportedUnderItsKeyAndClearsWhenFixed();
    void fp16NeedsACudaDevice();
    void aDeviceThatIsNotPresentIsRefused();
    void severalGpusOfferAllGpus();
    void cudaGraphsNeedOneGpuAndOneMicroBatch();
    void presetsChangeTheRecipeButKeepDatasetFoldAndDevice();
    void changingDimensionsOrStagesReplansTheTopology();
    void changingTheOptimizerReplansItsLearningRate();
    void choosingAPlannerPresetReplansAndIsSaved();
    void savedConfigsLoadBackIdentically();
    void aBadConfigFileListsEveryProblem();
};

void TestTrainingForm::aNewFormAsksForADatasetOnly()
{
    TrainingForm form;
    QVERIFY(!form.canStart());
    QCOMPARE(form.problems().size(), std::size_t(1));
    QVERIFY(!form.problemFor("dataset").empty());
    form.setDataset("/data/Task04_Hippocampus");
    QVERIFY2(form.canStart(), form.problems().empty() ? "" : form.problems().begin()->second.c_str());
    QCOMPARE(form.devices().front().id, std::string("cpu"));
}

void TestTrainingForm::eachBadFieldIsReportedUnderItsKeyAndClearsWhenFixed()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setBatchSize(-2);
    form.setLearningRate(50.0);
    form.setValidationInterval(-1);
    form.setPatchSize({40, 56, 5000});
    QVERIFY(!form.canStart());
    QVERIFY(!form.problemFor("batch_size").empty());
    QVERIFY(!form.problemFor("optimizer.learning_rate").empty());
    QVERIFY(!form.problemFor("validation.interval_epochs").empty());
    QVERIFY(!form.problemFor("patch_size_xyz").empty());
    QVERIFY(form.problemFor("fold").empty());

    form.setBatchSize(2);
    QVERIFY(form.problemFor("batch_size").empty());
    form.setLearningRate(0);  // 0 = planned
    form.setValidationInterval(0);
    form.setPatchSize({0, 0, 0});
    QVERIFY(form.canStart());
}

void TestTrainingForm::fp16NeedsACudaDevice()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setDevice("cpu");
    form.setPrecision(Precision::Float16);
    QVERIFY(form.problemFor("precision").find("CUDA") != std::string::npos);
    form.setPrecision(Precision::BFloat16);
    QVERIFY(form.canStart());

    form.setDevices({form.devices().front(), gpu("cuda:0", "NVIDIA H100 80GB HBM3")});
    form.setDevice("cuda:0");
    form.setPrecision(Precision::Float16);
    QVERIFY(form.canStart());
    form.setDevice("auto");  // resolves to the GPU
    QVERIFY(form.canStart());
}

void TestTrainingForm::aDeviceThatIsNotPresentIsRefused()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setDevice("cuda:1");
    QVERIFY(form.problemFor("device").find("cuda:1") != std::string::npos);
    form.setDevices({form.devices().front(), gpu("cuda:0", "A"), gpu("cuda:1", "B")});
    QVERIFY(form.problemFor("device").empty());
}

void TestTrainingForm::severalGpusOfferAllGpus()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setDevices({form.devices().front(), gpu("cuda:0", "A")});
    QCOMPARE(form.devices().size(), std::size_t{2});  // one GPU: nothing to share
    form.setDevices({form.devices().front(), gpu("cuda:0", "A"), gpu("cuda:1", "A")});
    QCOMPARE(form.devices().back().id, std::string(TrainingForm::kAllGpusDevice));
    QCOMPARE(form.devices().back().name, std::string("all 2 GPUs (data-parallel, A)"));
    form.setDevice(TrainingForm::kAllGpusDevice);
    form.setPrecision(Precision::Float16);
    QVERIFY(form.canStart());
}

// The form refuses CUDA graphs where a run would refuse them
// (checkRecordedStepsPossible), before it starts.
void TestTrainingForm::cudaGraphsNeedOneGpuAndOneMicroBatch()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setDevices({form.devices().front()});  // the CPU only
    form.setCudaGraphs(true);
    QCOMPARE(form.problemFor("cuda_graphs"),
             std::string("CUDA graphs need a CUDA device, and this run trains on cpu; turn CUDA graphs off"));
    form.setDevices({form.devices().front(), gpu("cuda:0", "A"), gpu("cuda:1", "A")});
    QVERIFY(form.canStart());  // auto: the first GPU
    form.setDevice(TrainingForm::kAllGpusDevice);
    QVERIFY(form.problemFor("cuda_graphs").find("data-parallel") != std::string::npos);
    form.setDevice("cuda:1");
    TrainingConfig config = form.config();
    config.optimizer.gradientAccumulation = 2;
    form.setConfig(config);
    QVERIFY(form.problemFor("cuda_graphs").find("gradient_accumulation asks for 2") != std::string::npos);
    config.optimizer.gradientAccumulation = 1;
    config.interactive = true;
    form.setConfig(config);
    QVERIFY(form.problemFor("cuda_graphs").find("interactive model") != std::string::npos);
    config.interactive = false;
    form.setConfig(config);
    form.setCudaGraphs(false);
    QVERIFY(form.canStart());
}

void TestTrainingForm::presetsChangeTheRecipeButKeepDatasetFoldAndDevice()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setFold(3);
    form.setDevice("cpu");
    form.applyPreset(TrainingPreset::QuickLook);
    const TrainingConfig quick = form.config();
    QVERIFY(quick.maxMinutes > 0 && quick.maxMinutes <= 15);
    form.applyPreset(TrainingPreset::FullQuality);
    const TrainingConfig full = form.config();
    QVERIFY(full.epochs >= 500);
    QVERIFY(full.validation.mirroring && !quick.validation.mirroring);
    for (const TrainingConfig* c : {&quick, &full}) {
        QCOMPARE(c->dataset, std::string("/data/set"));
        QCOMPARE(c->fold, 3);
        QCOMPARE(c->device, std::string("cpu"));
    }
    QVERIFY(form.canStart());
}

void TestTrainingForm::changingDimensionsOrStagesReplansTheTopology()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setStages(5);
    QCOMPARE(form.config().network.stages(), 5);
    QCOMPARE(form.config().network.strides.front(), (Triple{1, 1, 1}));
    QCOMPARE(form.config().network.strides.back(), (Triple{2, 2, 2}));
    form.setPatchSize({64, 64, 40});
    QVERIFY(form.problemFor("patch_size_xyz").find("multiple") != std::string::npos);  // 40 % 16
    form.setPatchSize({64, 64, 64});
    QVERIFY(form.canStart());

    form.setDimensions(2);
    QCOMPARE(form.config().network.stages(), 0);  // planned again for 2D
    QCOMPARE(form.config().patchSize, (Triple{0, 0, 0}));
    form.setStages(4);
    QCOMPARE(form.config().network.strides.back(), (Triple{2, 2, 1}));
    QCOMPARE(form.config().network.kernelSizes.back(), (Triple{3, 3, 1}));
    form.setStages(0);
    QCOMPARE(form.config().network.stages(), 0);
    QVERIFY(form.canStart());
}

void TestTrainingForm::changingTheOptimizerReplansItsLearningRate()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setLearningRate(0.02);
    form.setOptimizer(OptimizerKind::AdamW);
    QCOMPARE(form.config().optimizer.learningRate, 0.0);
    QCOMPARE(form.config().optimizer.kind, OptimizerKind::AdamW);
}

void TestTrainingForm::choosingAPlannerPresetReplansAndIsSaved()
{
    TrainingForm form;
    form.setDataset("/data/set");
    form.setStages(4);
    form.setPatchSize({64, 64, 64});
    form.setBatchSize(3);
    form.setPlanner(PlannerPreset::ResEncL);
    QCOMPARE(form.config().planner, PlannerPreset::ResEncL);
    // The preset plans patch, network and batch again.
    QCOMPARE(form.config().patchSize, (Triple{0, 0, 0}));
    QCOMPARE(form.config().batchSize, 0);
    QCOMPARE(form.config().network.stages(), 0);
    form.setGpuMemoryTarget(12);
    QVERIFY(form.canStart());
    QTemporaryDir dir;
    const std::string path = dir.filePath("resenc.json").toStdString();
    form.save(path);
    TrainingForm loaded;
    loaded.load(path);
    QCOMPARE(loaded.config().planner, PlannerPreset::ResEncL);
    QCOMPARE(loaded.config().gpuMemoryTargetGB, 12.0);
    form.setGpuMemoryTarget(-3);
    QVERIFY(!form.problemFor("gpu_memory_target_gb").empty());
}

void TestTrainingForm::savedConfigsLoadBackIdentically()
{
    QTemporaryDir dir;
    TrainingForm form;
    form.setDataset("/data/set");
    form.setStages(4);
    form.setBaseFeatures(24);
    form.setPatchSize({48, 48, 32});
    form.setBatchSize(3);
    form.setMaxMinutes(45);
    form.setPrecision(Precision::BFloat16);
    form.setValidationInterval(4);
    AugmentationConfig augmentation = form.config().augmentation;
    augmentation.mirroring = false;
    augmentation.rotationDegrees = 15;
    form.setAugmentation(augmentation);
    QVERIFY(form.canStart());
    const std::string path = dir.filePath("my run.json").toStdString();
    form.save(path);

    TrainingForm loaded;
    loaded.load(path);
    QVERIFY(loaded.canStart());
    QCOMPARE(loaded.config().toJson().dump(), form.config().toJson().dump());
    QCOMPARE(loaded.config().network.baseFeatures, 24);
    QVERIFY(!loaded.config().augmentation.mirroring);
}

void TestTrainingForm::aBadConfigFileListsEveryProblem()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("bad.json").toStdString();
    std::ofstream(path) << R"({"dataset": "/d", "batch_size": -1, "learning_rat": 0.1, "network": {"dimensions": 4}})";
    TrainingForm form;
    form.setDataset("/kept");
    try {
        form.load(path);
        QFAIL("a bad file was accepted");
    } catch (const ValidationError& error) {
        const QString text = QString::fromStdString(error.what());
        QVERIFY2(text.contains("bad.json"), qPrintable(text));
        QVERIFY2(text.contains("batch_size"), qPrintable(text));
        QVERIFY2(text.contains("learning_rat"), qPrintable(text));
        QVERIFY2(text.contains("network.dimensions"), qPrintable(text));
    }
    QCOMPARE(form.config().dataset, std::string("/kept"));  // the form is unchanged
}

QTEST_APPLESS_MAIN(TestTrainingForm)
#include "tst_trainingform.moc"
