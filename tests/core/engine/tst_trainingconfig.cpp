// Training configuration (validation that lists every problem at once) and
// automatic planning. No LibTorch in this test: the GUI uses the same code.
#include <QtTest>

#include "common/Errors.h"
#include "engine/config/TrainingConfig.h"
#include "engine/config/TrainingForm.h"
#include "engine/plan/InteractivePlan.h"
#include "engine/plan/Planner.h"
#include "PlanFixtures.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

DatasetFingerprint fingerprintOf(const Size3& size, const Vec3& spacing, int cases)
{
    return test::uniformFingerprint(size, spacing, cases);
}

CacheIndex cacheOf(const Vec3& spacing) { return test::cacheAtSpacing(spacing); }

DeviceDescription cpu()
{
    DeviceDescription d;
    d.id = "cpu";
    d.memoryBytes = int64_t(24) << 30;
    return d;
}

DeviceDescription gpu()
{
    DeviceDescription d;
    d.id = "cuda:0";
    d.cuda = true;
    d.memoryBytes = int64_t(80) << 30;
    return d;
}

}  // namespace

class TestTrainingConfig : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void jsonRoundTrip();
    void everyProblemIsListedAtOnce();
    void hippocampusLikeDataGetsTheNnUNetPatch();
    void interactive3DPatchesStayWithinTheMedianCase();
    void shortInteractiveRunsOnIsotropicScansSkipSpatialAugmentation();
    void anisotropicDataPoolsTheFineAxesFirst();
    void lowResolutionSpacingMakesAPatchCoverAQuarter();
    void gpuPlansWiderNetworksAndLargerBatches();
    void userValuesAreKept();
    void timeBudgetShrinksThePlanUntilItBuysEnoughSteps();
    void autoTimeBudgetFitsTheDeviceAndTheDataset();
    void singleSliceDatasetsGetA2DNetwork();
    void memoryEstimateGrowsWithBatchAndPatch();
    void checkpointingIsPlannedWhenOnlyItKeepsThePatch();
};

void TestTrainingConfig::jsonRoundTrip()
{
    TrainingConfig c = fullQualityPreset();
    c.dataset = "/data/cache";
    c.precision = Precision::BFloat16;
    c.network.kernelSizes = {{3, 3, 1}, {3, 3, 3}};
    c.network.strides = {{1, 1, 1}, {2, 2, 1}};
    c.optimizer.kind = OptimizerKind::AdamW;
    c.augmentation.gamma = false;
    const TrainingConfig back = TrainingConfig::fromJson(c.toJson(), "x.json");
    QCOMPARE(back.toJson().dump(), c.toJson().dump());
    QVERIFY(!c.toJson()["network"].contains("features_per_stage"));  // a planned network's file as before

    // An imported nnU-Net network's topology survives a fine-tuned run's config.json and model.json.
    c.network.featuresPerStage = {8, 16};
    c.network.upsampleBias = true;
    c.network.poolingShortcut = true;
    const TrainingConfig imported = TrainingConfig::fromJson(c.toJson(), "x.json");
    QCOMPARE(imported.network.featuresPerStage, (std::vector<int>{8, 16}));
    QVERIFY(imported.network.upsampleBias && imported.network.poolingShortcut);
    QCOMPARE(imported.network.featuresAt(1), 16);
    Json odd = c.toJson();
    odd["network"]["features_per_stage"] = {8, 16, 32};  // three stages, two strides
    QVERIFY_THROWS_EXCEPTION(ValidationError, TrainingConfig::fromJson(odd, "x.json"));
}

void TestTrainingConfig::everyProblemIsListedAtOnce()
{
    const Json bad = {{"fold", -1},
                      {"batch_size", -2},
                      {"learning_rate", 0.1},  // belongs under optimizer
                      {"precision", "fp8"},
                      {"optimizer", {{"momentum", 1.5}, {"nesterov", true}}},
                      {"network", {{"dimensions", 4}}},
                      {"cuda_graph", true},  // no such setting (a misspelling of cuda_graphs)
                      {"validation", {{"overlap", "half"}}}};
    try {
        TrainingConfig::fromJson(bad, "bad.json");
        QFAIL("expected a ValidationError");
    } catch (const ValidationError& e) {
        QStringList fields;
        for (const Problem& p : e.problems()) {
            QCOMPARE(QString::fromStdString(p.file), QString("bad.json"));
            fields << QString::fromStdString(p.field);
        }
        for (const char* expected : {"fold", "batch_size", "learning_rate", "precision", "optimizer.momentum",
                                     "optimizer.nesterov", "network.dimensions", "validation.overlap", "cuda_graph"})
            QVERIFY2(fields.contains(expected), qPrintable(fields.join(", ") + " lacks " + expected));
        QVERIFY(QString(e.what()).contains("is not a known setting"));
        QVERIFY(QString(e.what()).contains("allowed: auto, fp32, tf32, fp16, bf16"));
    }
    // Twenty stride-4 stages: the strides' product would overflow an int; a
    // problem named, never a crash (SIGFPE).
    Json deep = {{"patch_size_xyz", {64, 64, 64}}};
    deep["network"]["kernel_sizes_xyz"] = Json::array();
    deep["network"]["strides_xyz"] = Json::array();
    for (int s = 0; s < 20; ++s) {
        deep["network"]["kernel_sizes_xyz"].push_back({3, 3, 3});
        deep["network"]["strides_xyz"].push_back(s == 0 ? Json{1, 1, 1} : Json{4, 4, 4});
    }
    try {
        TrainingConfig::fromJson(deep, "deep.json");
        QFAIL("expected a ValidationError");
    } catch (const ValidationError& e) {
        QVERIFY2(QString(e.what()).contains("multiply to more than 4096"), e.what());
    }
}

void TestTrainingConfig::hippocampusLikeDataGetsTheNnUNetPatch()
{
    PlanExplanation why;
    const TrainingConfig c = planTraining(TrainingConfig{}, cacheOf({1, 1, 1}), fingerprintOf({35, 50, 36}, {1, 1, 1}, 200),
                                          cpu(), &why);
    QVERIFY(c.patchSize == (Triple{40, 56, 40}));
    QCOMPARE(c.network.stages(), 4);
    QVERIFY(c.network.totalStride() == (Triple{8, 8, 8}));
    QCOMPARE(c.network.baseFeatures, 16);  // CPU
    QVERIFY(c.batchSize >= 2 && c.batchSize <= 4);
    QVERIFY(!why.lines.empty());
    QVERIFY(c.validate("plan").empty());
}

// Issue 68 item 9: an interactive 3D model plans the median case rounded
// down to the network's stride (32x48x32 for 35x50x36, stride 8), which
// measured better on the hippocampus; 2D interactive patches, and a patch
// the user gave, are kept.
void TestTrainingConfig::interactive3DPatchesStayWithinTheMedianCase()
{
    TrainingConfig interactive;
    interactive.interactive = true;
    PlanExplanation why;
    const TrainingConfig c = planTraining(interactive, cacheOf({1, 1, 1}), fingerprintOf({35, 50, 36}, {1, 1, 1}, 200),
                                          cpu(), &why);
    QVERIFY(c.patchSize == (Triple{32, 48, 32}));
    QVERIFY(c.network.totalStride() == (Triple{8, 8, 8}));
    QVERIFY(std::any_of(why.lines.begin(), why.lines.end(),
                        [](const std::string& l) { return l.rfind("interactive: patch 32x48x32", 0) == 0; }));
    QVERIFY(c.validate("plan").empty());
    // An axis below the stride keeps one stride.
    const TrainingConfig thin = planTraining(interactive, cacheOf({1, 1, 1}), fingerprintOf({60, 60, 5}, {1, 1, 1}, 50), cpu());
    for (int a = 0; a < 3; ++a)
        QVERIFY(thin.patchSize[a] % thin.network.totalStride()[a] == 0 && thin.patchSize[a] >= thin.network.totalStride()[a]);
    TrainingConfig given = interactive;
    given.patchSize = {40, 56, 40};
    QVERIFY(planTraining(given, cacheOf({1, 1, 1}), fingerprintOf({35, 50, 36}, {1, 1, 1}, 200), cpu()).patchSize ==
            (Triple{40, 56, 40}));
    const TrainingConfig flat =
        planTraining(interactive, cacheOf({0.5, 0.5, 1}), fingerprintOf({300, 300, 1}, {0.5, 0.5, 1}, 50), cpu());
    QCOMPARE(flat.network.dimensions, 2);
    const TrainingConfig flatPlain =
        planTraining(TrainingConfig{}, cacheOf({0.5, 0.5, 1}), fingerprintOf({300, 300, 1}, {0.5, 0.5, 1}, 50), cpu());
    QVERIFY(flat.patchSize == flatPlain.patchSize);
}

void TestTrainingConfig::shortInteractiveRunsOnIsotropicScansSkipSpatialAugmentation()
{
    // A step cost that makes 30 minutes buy about 90 epochs of 50 steps, as on the hippocampus.
    const StepCostModel hippocampusCpu = [](const TrainingConfig&) { return 0.36; };
    const auto plan = [&](TrainingConfig requested, const Vec3& spacing, const Size3& size, PlanExplanation* why = nullptr,
                          const StepCostModel& cost = {}) {
        return planTraining(requested, cacheOf(spacing), fingerprintOf(size, spacing, 200), cpu(), why,
                            cost ? cost : hippocampusCpu);
    };
    const auto spatialOff = [](const AugmentationConfig& a) {
        return !a.rotation && !a.scaling && !a.blur && !a.lowResolution && a.mirroring && a.gamma && a.brightness &&
               a.contrast && a.noise;
    };
    const auto spatialOn = [](const AugmentationConfig& a) {
        return a.rotation && a.scaling && a.blur && a.lowResolution;
    };
    TrainingConfig interactive;
    interactive.interactive = true;
    interactive.maxMinutes = 30;
    PlanExplanation why;
    const TrainingConfig c = plan(interactive, {1, 1, 1}, {35, 50, 36}, &why);
    QVERIFY2(why.expectedEpochs > 50 && why.expectedEpochs <= kShortInteractiveRunEpochs,
             qPrintable(QString::number(why.expectedEpochs)));
    QVERIFY(spatialOff(c.augmentation));
    QVERIFY(std::any_of(why.lines.begin(), why.lines.end(), [](const std::string& l) {
        return l.rfind("interactive: no rotation, scaling, blur or low-resolution augmentation", 0) == 0;
    }));
    // A run's config.json keeps it, still planned, and planning it again changes nothing.
    const TrainingConfig reread = TrainingConfig::fromJson(c.toJson(), "config.json");
    QVERIFY(spatialOff(reread.augmentation) && reread.augmentation.planned);
    QVERIFY(spatialOff(plan(reread, {1, 1, 1}, {35, 50, 36}).augmentation));

    // Kept: anisotropic scans (augmented in-plane), 2D, plain runs, long runs, no budget.
    QVERIFY(spatialOn(plan(interactive, {0.7, 0.7, 5}, {90, 90, 20}).augmentation));
    QVERIFY(spatialOn(plan(interactive, {0.5, 0.5, 1}, {300, 300, 1}).augmentation));
    TrainingConfig plain = interactive;
    plain.interactive = false;
    QVERIFY(spatialOn(plan(plain, {1, 1, 1}, {35, 50, 36}).augmentation));
    QVERIFY(spatialOn(plan(interactive, {1, 1, 1}, {35, 50, 36}, nullptr, [](const TrainingConfig&) { return 0.01; })
                          .augmentation));  // thousands of epochs
    TrainingConfig unbudgeted = interactive;
    unbudgeted.maxMinutes = 0;
    QVERIFY(spatialOn(plan(unbudgeted, {1, 1, 1}, {35, 50, 36}).augmentation));

    // A user's choice is kept: the Training dock's check boxes and a config file's "augmentation".
    TrainingForm form;
    form.setInteractive(true);
    AugmentationConfig all;
    form.setAugmentation(all);
    TrainingConfig chosen = form.config();
    chosen.maxMinutes = 30;
    QVERIFY(spatialOn(plan(chosen, {1, 1, 1}, {35, 50, 36}).augmentation));
    const TrainingConfig fromFile =
        TrainingConfig::fromJson(Json{{"interactive", true}, {"max_minutes", 30}, {"augmentation", {{"gamma", false}}}}, "c.json");
    QVERIFY(!fromFile.augmentation.planned);
    QVERIFY(spatialOn(plan(fromFile, {1, 1, 1}, {35, 50, 36}).augmentation));
    QVERIFY(TrainingConfig::fromJson(Json{{"max_minutes", 30}}, "c.json").augmentation.planned);
}

void TestTrainingConfig::anisotropicDataPoolsTheFineAxesFirst()
{
    const TrainingConfig c =
        planTraining(TrainingConfig{}, cacheOf({0.8, 0.8, 4.0}), fingerprintOf({400, 400, 60}, {0.8, 0.8, 4.0}, 50), gpu());
    QCOMPARE(c.network.kernelSizes[0][2], 1);  // no 3-voxel kernel across thick slices at full resolution
    QCOMPARE(c.network.strides[1][2], 1);      // z is not pooled at first
    QCOMPARE(c.network.strides[1][0], 2);
    for (int axis = 0; axis < 3; ++axis)
        QCOMPARE(c.patchSize[axis] % c.network.totalStride()[axis], 0);
    QVERIFY(c.patchSize[0] > c.patchSize[2]);
}

// nnU-Net's 3d_lowres rule. Isotropic 240x240x155 at 1 mm with a 56x64x48
// patch (2.7% of the case): the spacing grows on every axis until the case is
// at most 4 patches. Anisotropic 512x512x30 at 0.7x0.7x5 mm: only the fine axes grow while
// they are finer than half the coarse one. A patch already covering a
// quarter needs no low resolution.
void TestTrainingConfig::lowResolutionSpacingMakesAPatchCoverAQuarter()
{
    const auto voxelsAt = [](const Size3& size, const Vec3& from, const Vec3& to) {
        double v = 1;
        for (int a = 0; a < 3; ++a)
            v *= size[a] * from[a] / to[a];
        return v;
    };
    const Triple patch{56, 64, 48};
    const double patchVoxels = 56.0 * 64 * 48;
    const auto iso = lowResolutionSpacing(fingerprintOf({240, 240, 155}, {1, 1, 1}, 10), {1, 1, 1}, patch, 3);
    QVERIFY(iso.has_value());
    QVERIFY(std::abs((*iso)[0] - (*iso)[2]) < 1e-9);  // grew together
    const double covered = patchVoxels / voxelsAt({240, 240, 155}, {1, 1, 1}, *iso);
    QVERIFY2(covered >= 0.25 && covered < 0.25 * 1.03 * 1.03 * 1.03, qPrintable(QString::number(covered)));

    const auto ct = lowResolutionSpacing(fingerprintOf({512, 512, 30}, {0.7, 0.7, 5}, 10), {0.7, 0.7, 5}, patch, 3);
    QVERIFY(ct.has_value());
    QCOMPARE((*ct)[2], 5.0);  // the coarse axis waits
    QVERIFY((*ct)[0] > 0.7 && (*ct)[0] <= 2.5 * 1.03);
    QVERIFY(patchVoxels / voxelsAt({512, 512, 30}, {0.7, 0.7, 5}, *ct) >= 0.25);

    QVERIFY(!lowResolutionSpacing(fingerprintOf({64, 64, 48}, {1, 1, 1}, 10), {1, 1, 1}, patch, 3).has_value());
}

void TestTrainingConfig::gpuPlansWiderNetworksAndLargerBatches()
{
    const TrainingConfig g = planTraining(TrainingConfig{}, cacheOf({1, 1, 1}), fingerprintOf({160, 160, 160}, {1, 1, 1}, 100), gpu());
    QCOMPARE(g.network.baseFeatures, 32);
    QCOMPARE(g.network.maxFeatures, 320);
    QCOMPARE(g.iterationsPerEpoch, 250);
    QVERIFY(g.patchSize[0] >= 128);
}

void TestTrainingConfig::userValuesAreKept()
{
    TrainingConfig requested;
    requested.patchSize = {32, 32, 32};
    requested.batchSize = 7;
    requested.network.baseFeatures = 24;
    const TrainingConfig c =
        planTraining(requested, cacheOf({1, 1, 1}), fingerprintOf({64, 64, 64}, {1, 1, 1}, 30), cpu());
    QVERIFY(c.patchSize == (Triple{32, 32, 32}));
    QCOMPARE(c.batchSize, 7);
    QCOMPARE(c.network.baseFeatures, 24);
}

// A BraTS-sized two-channel dataset (10 cases, so 2 validate) on a CPU that
// takes 4 us per patch voxel and sample for 16 base features (this VM:
// about 2.7): the plan must shrink until 10 minutes buy 250 steps besides
// the two full-volume validations, and say what it measured and expects.
void TestTrainingConfig::timeBudgetShrinksThePlanUntilItBuysEnoughSteps()
{
    CacheIndex cache = cacheOf({1, 1, 1});
    cache.channelNames = {"FLAIR", "T1c"};
    DatasetFingerprint fingerprint = fingerprintOf({240, 240, 155}, {1, 1, 1}, 10);
    fingerprint.channelNames = cache.channelNames;
    int measurements = 0;
    const StepCostModel slowCpu = [&measurements](const TrainingConfig& c) {
        ++measurements;
        double voxels = 1;
        for (int a = 0; a < 3; ++a)
            voxels *= c.patchSize[a];
        return 4e-6 * voxels * c.batchSize * c.network.baseFeatures / 16.0;
    };
    TrainingConfig requested;
    requested.maxMinutes = 10;
    PlanExplanation why;
    const TrainingConfig untimed = planTraining(requested, cache, fingerprint, cpu());
    const TrainingConfig c = planTraining(requested, cache, fingerprint, cpu(), &why, slowCpu);
    QVERIFY(slowCpu(untimed) * 250 > 600);  // the memory-only plan is too slow even without validation
    QCOMPARE(why.wantedSteps, int64_t(250));
    QString lines;
    for (const std::string& l : why.lines)
        lines += QString::fromStdString(l) + "\n";
    QVERIFY2(why.expectedSteps >= 250, qPrintable(lines));
    QVERIFY(why.stepSeconds > 0 && std::abs(why.stepSeconds - slowCpu(c)) < 1e-9);
    // The first and final validations are part of the estimate.
    QVERIFY(why.validationSeconds > 0);
    QVERIFY(600 * (1 - kBudgetReserveShare) - 2.5 * why.validationSeconds >= 250 * why.stepSeconds - 1e-6);
    QCOMPARE(why.expectedSteps % c.iterationsPerEpoch, int64_t(0));  // whole epochs
    QVERIFY(measurements <= 2 + 7 + 2);  // bounded rounds (plus the three calls above)
    for (int axis = 0; axis < 3; ++axis)
        QCOMPARE(c.patchSize[axis] % c.network.totalStride()[axis], 0);
    bool stated = false;
    for (const std::string& line : why.lines)
        stated |= line.find("steps") != std::string::npos && line.find("epochs") != std::string::npos;
    QVERIFY(stated);
    QVERIFY(c.validate("plan").empty());

    // Without a budget nothing is measured.
    measurements = 0;
    planTraining(TrainingConfig{}, cache, fingerprint, cpu(), nullptr, slowCpu);
    QCOMPARE(measurements, 0);
}

// "Time budget: auto": on a CPU the steps the dataset asks for (250 + 2 per
// training case, at most 750) at the measured step time, with the two
// validations, in whole minutes within 10-30; then the usual fit. On a GPU,
// or with the epochs set, no budget.
void TestTrainingConfig::autoTimeBudgetFitsTheDeviceAndTheDataset()
{
    TrainingConfig requested;
    requested.maxMinutes = TrainingConfig::kAutoMaxMinutes;
    QVERIFY(requested.validate("form").empty());
    auto constant = [](double seconds) { return [seconds](const TrainingConfig&) { return seconds; }; };
    auto linesOf = [](const PlanExplanation& why) {
        QString text;
        for (const std::string& l : why.lines)
            text += QString::fromStdString(l) + "\n";
        return text;
    };

    // A few small cases, 0.5 s per step: 258 steps take 2-3 minutes, so the floor of 10.
    PlanExplanation small;
    const TrainingConfig fast = planTraining(requested, cacheOf({1, 1, 1}), fingerprintOf({40, 56, 40}, {1, 1, 1}, 5), cpu(), &small, constant(0.5));
    QCOMPARE(fast.maxMinutes, 10.0);
    QCOMPARE(small.autoBudgetMinutes, 10.0);
    QVERIFY2(linesOf(small).contains("time budget auto: 10 minutes on the CPU"), qPrintable(linesOf(small)));
    QVERIFY(small.expectedSteps >= 250);
    QVERIFY(fast.validate("plan").empty());

    // 300 cases (240 train), 2 s per step: 730 steps need 25.6 minutes before validations.
    PlanExplanation large;
    const TrainingConfig slow = planTraining(requested, cacheOf({1, 1, 1}), fingerprintOf({40, 56, 40}, {1, 1, 1}, 300), cpu(), &large, constant(2.0));
    QVERIFY2(slow.maxMinutes >= 26 && slow.maxMinutes <= 30 && slow.maxMinutes == std::floor(slow.maxMinutes),
             qPrintable(linesOf(large)));

    // 20 s per step: capped at 30 minutes; the fit then shrinks the plan.
    int measured = 0;
    const StepCostModel verySlow = [&measured](const TrainingConfig& c) {
        ++measured;
        return 20.0 * c.batchSize * c.network.baseFeatures / 32.0;
    };
    PlanExplanation capped;
    const TrainingConfig shrunk = planTraining(requested, cacheOf({1, 1, 1}), fingerprintOf({40, 56, 40}, {1, 1, 1}, 300), cpu(), &capped, verySlow);
    QCOMPARE(shrunk.maxMinutes, 30.0);
    QVERIFY(verySlow(shrunk) < 20.0 * 2 * 16 / 32.0 + 1e-9 || shrunk.batchSize < 2);
    QVERIFY(measured > 0);

    // A GPU, or epochs the user set: no budget.
    const TrainingConfig onGpu = planTraining(requested, cacheOf({1, 1, 1}), fingerprintOf({40, 56, 40}, {1, 1, 1}, 5), gpu(), nullptr, constant(0.1));
    QCOMPARE(onGpu.maxMinutes, 0.0);
    QCOMPARE(onGpu.epochs, 1000);
    TrainingConfig withEpochs = requested;
    withEpochs.epochs = 40;
    const TrainingConfig fixed = planTraining(withEpochs, cacheOf({1, 1, 1}), fingerprintOf({40, 56, 40}, {1, 1, 1}, 5), cpu(), nullptr, constant(0.5));
    QCOMPARE(fixed.maxMinutes, 0.0);
    QCOMPARE(fixed.epochs, 40);
    // Any other negative budget is a named problem.
    TrainingConfig negative;
    negative.maxMinutes = -2;
    QCOMPARE(negative.validate("form").size(), std::size_t(1));
}

void TestTrainingConfig::singleSliceDatasetsGetA2DNetwork()
{
    const TrainingConfig c =
        planTraining(TrainingConfig{}, cacheOf({1, 1, 1}), fingerprintOf({512, 384, 1}, {1, 1, 1}, 20), cpu());
    QCOMPARE(c.network.dimensions, 2);
    QCOMPARE(c.patchSize[2], 1);
    QVERIFY(c.patchSize[0] >= 256 && c.patchSize[1] >= 256);
    QVERIFY(c.validate("plan").empty());
}

void TestTrainingConfig::memoryEstimateGrowsWithBatchAndPatch()
{
    NetworkConfig n;
    n.baseFeatures = 32;
    n.maxFeatures = 320;
    n.kernelSizes = {{3, 3, 3}, {3, 3, 3}, {3, 3, 3}};
    n.strides = {{1, 1, 1}, {2, 2, 2}, {2, 2, 2}};
    const double small = estimateTrainingMemory(n, {64, 64, 64}, 2, 1, 3, false);
    QVERIFY(estimateTrainingMemory(n, {64, 64, 64}, 4, 1, 3, false) > 1.9 * small - 1e6);
    QVERIFY(estimateTrainingMemory(n, {128, 128, 128}, 2, 1, 3, false) > 7 * small);
    QVERIFY(estimateTrainingMemory(n, {64, 64, 64}, 2, 1, 3, true) < small);
    n.activationCheckpointing = true;
    // Only the stages' outputs stay, plus one stage while it is recomputed.
    QVERIFY(estimateTrainingMemory(n, {64, 64, 64}, 2, 1, 3, false) < 0.7 * small);
}

// A GPU whose memory holds the wanted patch only with activation
// checkpointing: the planner turns it on and keeps the patch, and says why;
// with more memory it stays off, and with much less the patch shrinks.
void TestTrainingConfig::checkpointingIsPlannedWhenOnlyItKeepsThePatch()
{
    const CacheIndex cache = cacheOf({1, 1, 1});
    const DatasetFingerprint fingerprint = fingerprintOf({160, 160, 160}, {1, 1, 1}, 100);
    const TrainingConfig roomy = planTraining(TrainingConfig{}, cache, fingerprint, gpu());
    QVERIFY(!roomy.network.activationCheckpointing);
    NetworkConfig checkpointed = roomy.network;
    checkpointed.activationCheckpointing = true;
    const double plain = estimateTrainingMemory(roomy.network, roomy.patchSize, 2, 1, 3, true);
    const double recomputed = estimateTrainingMemory(checkpointed, roomy.patchSize, 2, 1, 3, true);
    QVERIFY(recomputed < 0.7 * plain);
    DeviceDescription small = gpu();
    small.memoryBytes = static_cast<int64_t>((plain + recomputed) / 2 / 0.8);  // the planner's budget: 80 % of it
    PlanExplanation why;
    const TrainingConfig tight = planTraining(TrainingConfig{}, cache, fingerprint, small, &why);
    QVERIFY(tight.network.activationCheckpointing);
    QCOMPARE(tight.patchSize, roomy.patchSize);
    QCOMPARE(tight.batchSize, 2);
    bool explained = false;
    for (const std::string& line : why.lines)
        explained = explained || line.rfind("activation checkpointing: on, so the patch fits", 0) == 0;
    QVERIFY(explained);
    small.memoryBytes = static_cast<int64_t>(recomputed / 2 / 0.8);  // not even with checkpointing
    const TrainingConfig tiny = planTraining(TrainingConfig{}, cache, fingerprint, small);
    QVERIFY(!tiny.network.activationCheckpointing);
    QVERIFY(tiny.patchSize[0] * tiny.patchSize[1] * tiny.patchSize[2] <
            roomy.patchSize[0] * roomy.patchSize[1] * roomy.patchSize[2]);
}

QTEST_GUILESS_MAIN(TestTrainingConfig)
#include "tst_trainingconfig.moc"
