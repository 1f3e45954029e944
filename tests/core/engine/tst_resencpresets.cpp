// nnU-Net's residual-encoder presets (ResEncPresets.h) against nnU-Net's
// own numbers: its feature-map estimate for the two networks its planner
// file prints, and published plans files of real datasets planned with
// nnUNetPlannerResEncM and nnUNetPlannerResEncL (patch, batch, stages,
// kernels, strides, features), reproduced from their fingerprints through
// the planner every run uses. No LibTorch.
#include <QtTest>

#include "common/Errors.h"
#include "engine/config/TrainingConfig.h"
#include "engine/plan/Planner.h"
#include "engine/plan/ResEncPresets.h"
#include "PlanFixtures.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

DeviceDescription gpu(int gigabytes)
{
    DeviceDescription d;
    d.id = "cuda:0";
    d.cuda = true;
    d.memoryBytes = int64_t(gigabytes) << 30;
    return d;
}

TrainingConfig plannedWith(PlannerPreset preset, int dimensions, const Size3& sizeXyz, const Vec3& spacingXyz,
                           double gpuMemoryTargetGB = 0)
{
    TrainingConfig requested;
    requested.planner = preset;
    requested.gpuMemoryTargetGB = gpuMemoryTargetGB;
    requested.network.dimensions = dimensions;
    PlanExplanation why;
    TrainingConfig c = planTraining(requested, test::cacheAtSpacing(spacingXyz), test::uniformFingerprint(sizeXyz, spacingXyz, 100),
                                    gpu(80), &why);
    bool explained = false;
    for (const std::string& line : why.lines)
        explained |= line.find("nnU-Net's ResEnc preset") != std::string::npos;
    if (!explained)
        throw std::runtime_error("the plan does not say it used the preset");
    return c;
}

std::vector<int> featuresOf(const NetworkConfig& n)
{
    std::vector<int> features;
    for (int s = 0; s < n.stages(); ++s)
        features.push_back(n.featuresAt(s));
    return features;
}

NetworkConfig resEncNetwork(int dimensions, int stages)
{
    NetworkConfig n;
    n.dimensions = dimensions;
    n.architecture = Architecture::ResidualEncoderUNet;
    n.baseFeatures = 32;
    n.maxFeatures = dimensions == 2 ? 512 : 320;
    for (int s = 0; s < stages; ++s) {
        n.strides.push_back(s == 0 ? Triple{1, 1, 1} : dimensions == 2 ? Triple{2, 2, 1} : Triple{2, 2, 2});
        n.kernelSizes.push_back(dimensions == 2 ? Triple{3, 3, 1} : Triple{3, 3, 3});
        n.encoderBlocks.push_back(std::vector<int>{1, 3, 4, 6, 6, 6, 6}[static_cast<std::size_t>(s)]);
    }
    n.decoderConvs = 1;
    return n;
}

}  // namespace

class TestResEncPresets : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void featureMapCountMatchesNnUNet();
    void anisotropicCtPlanMatchesPublishedResEncM();
    void isotropicVolumePlanMatchesPublishedResEncM();
    void slicePlansMatchPublishedResEncMAndL();
    void largerPresetsAndTargetsPlanLargerPatchesOrBatches();
    void userValuesAreKeptAndTheConfigRoundTrips();
};

void TestResEncPresets::featureMapCountMatchesNnUNet()
{
    // residual_encoder_unet_planners.py prints these for its two reference
    // networks (3 classes, deep supervision on).
    QCOMPARE(resEncFeatureMapCount(resEncNetwork(3, 6), {128, 128, 128}, 3, true), 558319104.0);
    QCOMPARE(resEncFeatureMapCount(resEncNetwork(2, 7), {512, 512, 1}, 3, true), 129793792.0);
}

void TestResEncPresets::anisotropicCtPlanMatchesPublishedResEncM()
{
    // A published nnUNetResEncUNetMPlans.json (pancreas CT, 2.0 x 0.73 x
    // 0.73 mm, median 59 x 118 x 181 voxels in nnU-Net's z, y, x): 3d_fullres
    // patch 64 x 128 x 192, batch 2, six stages, the first kernel 1 x 3 x 3,
    // the first pooling in-plane only.
    const TrainingConfig c = plannedWith(PlannerPreset::ResEncM, 3, {181, 118, 59}, {0.73046875, 0.73046875, 2.0});
    QCOMPARE(c.patchSize, (Triple{192, 128, 64}));
    QCOMPARE(c.batchSize, 2);
    QCOMPARE(c.network.architecture, Architecture::ResidualEncoderUNet);
    QCOMPARE(featuresOf(c.network), (std::vector<int>{32, 64, 128, 256, 320, 320}));
    QCOMPARE(c.network.encoderBlocks, (std::vector<int>{1, 3, 4, 6, 6, 6}));
    QCOMPARE(c.network.decoderConvs, 1);
    QCOMPARE(c.network.kernelSizes.front(), (Triple{3, 3, 1}));
    for (std::size_t s = 1; s < c.network.kernelSizes.size(); ++s)
        QCOMPARE(c.network.kernelSizes[s], (Triple{3, 3, 3}));
    QCOMPARE(c.network.strides[1], (Triple{2, 2, 1}));
    for (std::size_t s = 2; s < c.network.strides.size(); ++s)
        QCOMPARE(c.network.strides[s], (Triple{2, 2, 2}));
}

void TestResEncPresets::isotropicVolumePlanMatchesPublishedResEncM()
{
    // A published nnUNetResEncUNetMPlans.json (1 mm, median 320 x 314 x 314):
    // 3d_fullres 128^3, batch 2, six stages of stride 2.
    const TrainingConfig c = plannedWith(PlannerPreset::ResEncM, 3, {314, 314, 320}, {1, 1, 1});
    QCOMPARE(c.patchSize, (Triple{128, 128, 128}));
    QCOMPARE(c.batchSize, 2);
    QCOMPARE(c.network.stages(), 6);
    QCOMPARE(c.network.totalStride(), (Triple{32, 32, 32}));
}

void TestResEncPresets::slicePlansMatchPublishedResEncMAndL()
{
    struct Published {
        PlannerPreset preset;
        Size3 sizeXyz;
        Vec3 spacingXyz;
        Triple patch;
        int batch, stages;
    };
    const std::vector<Published> plans{
        {PlannerPreset::ResEncM, {181, 118, 59}, {0.73046875, 0.73046875, 2.0}, {192, 128, 1}, 134, 6},  // pancreas CT
        {PlannerPreset::ResEncM, {314, 314, 320}, {1, 1, 1}, {320, 320, 1}, 32, 7},    // 1 mm volumes
        {PlannerPreset::ResEncL, {320, 320, 320}, {1, 1, 1}, {320, 320, 1}, 90, 7},    // 320^3 crops
        {PlannerPreset::ResEncL, {236, 236, 236}, {1, 1, 1}, {256, 256, 1}, 141, 7},   // 236^3 crops
    };
    for (const Published& p : plans) {
        const TrainingConfig c = plannedWith(p.preset, 2, p.sizeXyz, p.spacingXyz);
        QCOMPARE(c.patchSize, p.patch);
        QCOMPARE(c.batchSize, p.batch);
        QCOMPARE(c.network.stages(), p.stages);
        QCOMPARE(c.network.featuresAt(c.network.stages() - 1), 512);
    }
}

void TestResEncPresets::largerPresetsAndTargetsPlanLargerPatchesOrBatches()
{
    const Size3 size{314, 314, 320};
    auto voxelsPerStep = [](const TrainingConfig& c) {
        return double(c.patchSize[0]) * c.patchSize[1] * c.patchSize[2] * c.batchSize;
    };
    const TrainingConfig m = plannedWith(PlannerPreset::ResEncM, 3, size, {1, 1, 1});
    const TrainingConfig l = plannedWith(PlannerPreset::ResEncL, 3, size, {1, 1, 1});
    const TrainingConfig xl = plannedWith(PlannerPreset::ResEncXL, 3, size, {1, 1, 1});
    QVERIFY(voxelsPerStep(l) > 2 * voxelsPerStep(m));
    QVERIFY(voxelsPerStep(xl) > voxelsPerStep(l));
    // --gpu-memory-target scales the preset's reference (M at 24 GB plans about what L does).
    const TrainingConfig m24 = plannedWith(PlannerPreset::ResEncM, 3, size, {1, 1, 1}, 24);
    QVERIFY(voxelsPerStep(m24) > 2 * voxelsPerStep(m));
    QVERIFY(std::abs(voxelsPerStep(m24) / voxelsPerStep(l) - 1) < 0.5);
    // The plan fits the target: nnU-Net's estimate stays under the scaled reference.
    const ResEncPlan plan = planResEnc(PlannerPreset::ResEncL, 0, {1, 1, 1}, {314, 314, 320}, 3, 3, 1e9);
    QVERIFY(plan.featureMaps <= plan.reference);
    QCOMPARE(plan.memoryTargetGB, 24.0);
}

void TestResEncPresets::userValuesAreKeptAndTheConfigRoundTrips()
{
    TrainingConfig requested;
    requested.planner = PlannerPreset::ResEncL;
    requested.batchSize = 5;
    const TrainingConfig c = planTraining(requested, test::cacheAtSpacing({1, 1, 1}), test::uniformFingerprint({314, 314, 320}, {1, 1, 1}, 50), gpu(80));
    QCOMPARE(c.batchSize, 5);
    QCOMPARE(c.planner, PlannerPreset::ResEncL);
    const TrainingConfig back = TrainingConfig::fromJson(c.toJson(), "config.json");
    QCOMPARE(back.toJson().dump(), c.toJson().dump());
    QCOMPARE(back.network.encoderBlocks, c.network.encoderBlocks);

    Json bad = TrainingConfig{}.toJson();
    bad["planner"] = "resenc_xxl";
    bad["network"]["encoder_blocks"] = {1, 3};  // two stages' blocks, no strides
    try {
        TrainingConfig::fromJson(bad, "bad.json");
        QFAIL("expected a ValidationError");
    } catch (const ValidationError& e) {
        QVERIFY2(QString(e.what()).contains("allowed: default, resenc_m, resenc_l, resenc_xl"), e.what());
        QVERIFY2(QString(e.what()).contains("network.encoder_blocks"), e.what());
    }
}

QTEST_APPLESS_MAIN(TestResEncPresets)
#include "tst_resencpresets.moc"
