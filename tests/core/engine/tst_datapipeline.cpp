// The data path: cache -> tensors, patch sampling with foreground
// oversampling and padding, ordered deterministic loading, augmentation, and
// sliding-window inference.
#include <QtTest>

#include <QTemporaryDir>
#include <torch/torch.h>

#include "TestData.h"
#include "engine/data/Augmenter.h"
#include "engine/data/BatchLoader.h"
#include "engine/data/CaseStore.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"

using namespace segstudio;
using namespace segstudio::engine;

class TestDataPipeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void storeViewsTheCachedVoxels();
    void sameBatchIndexGivesTheSameBatchWhateverTheThreads();
    void lastThirdOfEveryBatchIsCentredOnForeground();
    void patchesLargerThanTheImageArePadded();
    void regionLeavesAnEvenMargin();
    void neutralAugmentationIsTheCentreCrop();
    void mirroringFlipsImageAndLabels();
    void noiseStdIsDrawnAsNnUNetDraws();
    void twoDimensionalDataRotatesInPlaneByUpTo180Degrees();
    void intensityAugmentationIsDrawnForEachChannel();
    void intensityAugmentationChangesOnlyItsChannelAndAxes();
    void windowStartsCoverTheVolume();
    void slidingWindowGivesProbabilitiesAndHostAccumulationAgrees();

private:
    SamplerSettings settings(int batch) const;
    QTemporaryDir m_dir;
    std::shared_ptr<CaseStore> m_store;
    std::vector<std::size_t> m_all;
};

void TestDataPipeline::initTestCase()
{
    test::writePhantomCache(m_dir.filePath("cache"), 4, {30, 26, 20});
    m_store = std::make_shared<CaseStore>(CacheIndex::load(m_dir.filePath("cache").toStdString()));
    for (std::size_t i = 0; i < m_store->size(); ++i)
        m_all.push_back(i);
}

SamplerSettings TestDataPipeline::settings(int batch) const
{
    SamplerSettings s;
    s.patchXyz = {16, 16, 12};
    s.regionXyz = regionForAugmentation(s.patchXyz, 3, s.augmentation, -1);
    s.batchSize = batch;
    s.seed = 99;
    return s;
}

void TestDataPipeline::storeViewsTheCachedVoxels()
{
    QCOMPARE(m_store->size(), std::size_t(4));
    const StoredCase& c = m_store->at(0);
    QVERIFY(c.image.sizes() == torch::IntArrayRef({1, 20, 26, 30}));
    QVERIFY(c.labels.sizes() == torch::IntArrayRef({20, 26, 30}));
    QCOMPARE(c.image.data_ptr<float>(), c.file->channel(0));  // a view of the mapping, no copy
    QCOMPARE(m_store->classes(), 3);
    QVERIFY(!c.foregroundClasses.empty());
    QVERIFY_THROWS_EXCEPTION(InputError, m_store->byId("nope"));
}

// nnU-Net v2 (batchgenerators' GaussianNoiseTransform, noise_variance
// (0, 0.1)) draws the noise's standard deviation from U(0, 0.1) for 10 % of
// the samples: mean 0.05, never above 0.1. The square root of U(0, 0.1)
// gave a mean of 0.21, 3-4 times the noise.
void TestDataPipeline::noiseStdIsDrawnAsNnUNetDraws()
{
    SamplerSettings s = settings(8);
    double sum = 0, largest = 0;
    int noisy = 0, samples = 0;
    for (int64_t b = 0; b < 150; ++b) {
        const Batch batch = sampleBatch(*m_store, m_all, s, b);
        for (int64_t i = 0; i < batch.augmentation.size(0); ++i, ++samples) {
            const double std = batch.augmentation[i][kNoiseStd].item<double>();
            if (std > 0) {
                ++noisy;
                sum += std;
                largest = std::max(largest, std);
            }
        }
    }
    QVERIFY2(noisy > samples / 20 && noisy < samples / 6, qPrintable(QString::number(noisy)));  // ~10 %
    QVERIFY2(largest <= 0.1, qPrintable(QString::number(largest)));
    const double mean = sum / noisy;
    QVERIFY2(mean > 0.035 && mean < 0.065, qPrintable(QString::number(mean)));
}

// nnU-Net rotates 2D data, and 3D data so anisotropic it augments it as
// 2D, in-plane by up to +-180 degrees about the axis normal to the plane --
// the coarse axis, whichever it is. The region read around the patch holds
// the patch rotated by any such angle and zoomed out by up to 1.4 (capped
// at twice the patch).
void TestDataPipeline::twoDimensionalDataRotatesInPlaneByUpTo180Degrees()
{
    QCOMPARE(rotationAxisFor(2, {0.5, 0.5, 1}), 2);
    QCOMPARE(rotationAxisFor(3, {0.7, 0.7, 5}), 2);
    QCOMPARE(rotationAxisFor(3, {5, 0.7, 0.8}), 0);
    QCOMPARE(rotationAxisFor(3, {1, 1.2, 1.5}), -1);

    SamplerSettings s = settings(8);
    s.rotationAxis = 0;  // a sagittal acquisition: x is the coarse axis
    double largest = 0;
    for (int64_t b = 0; b < 40; ++b) {
        const Batch batch = sampleBatch(*m_store, m_all, s, b);
        for (int64_t i = 0; i < batch.augmentation.size(0); ++i) {
            QCOMPARE(batch.augmentation[i][kRotateY].item<double>(), 0.0);
            QCOMPARE(batch.augmentation[i][kRotateZ].item<double>(), 0.0);
            largest = std::max(largest, std::abs(batch.augmentation[i][kRotateX].item<double>()));
        }
    }
    QVERIFY2(largest > 150 * M_PI / 180 && largest <= M_PI, qPrintable(QString::number(largest)));

    // 64 x 48 rotated by 37 degrees spans its diagonal, 80 pixels; zoomed
    // out by 1.4, 112 (x), and y is capped at twice 48.
    const AugmentationConfig a;
    QVERIFY(regionForAugmentation({64, 48, 1}, 2, a, 2) == (Triple{112, 96, 1}));
}

// nnU-Net v2 draws brightness, contrast, gamma, blur and low resolution for
// each channel on its own (synchronize_channels=False): the two channels of
// a T1/T2 pair get two brightness factors. Blur and low resolution touch
// each channel with probability 0.5; blur draws a sigma per axis; low
// resolution leaves the axis normal to the plane of 2D-like data alone.
void TestDataPipeline::intensityAugmentationIsDrawnForEachChannel()
{
    QTemporaryDir dir;
    test::writePhantomCache(dir.filePath("cache"), 2, {30, 26, 20}, 2, 2, 5, /*channels=*/2);
    const CaseStore store(CacheIndex::load(dir.filePath("cache").toStdString()));
    QCOMPARE(store.channels(), 2);
    SamplerSettings s = settings(8);
    s.rotationAxis = 2;  // 2D-like: z is the coarse axis
    int brightened = 0, twoFactors = 0, blurredOne = 0, blurredBoth = 0, lowResolution = 0;
    for (int64_t b = 0; b < 100; ++b) {
        const Batch batch = sampleBatch(store, {0, 1}, s, b);
        QCOMPARE(batch.augmentation.size(1), augmentationParameterCount(2));
        const auto at = [&](int64_t i, int64_t c, ChannelParameter p) {
            return batch.augmentation[i][channelParameterColumn(c, p)].item<double>();
        };
        for (int64_t i = 0; i < batch.augmentation.size(0); ++i) {
            const double b0 = at(i, 0, kBrightness), b1 = at(i, 1, kBrightness);
            if (b0 != 1.0 || b1 != 1.0) {
                ++brightened;
                twoFactors += b0 != b1 ? 1 : 0;
            }
            const bool blur0 = at(i, 0, kBlurSigmaX) > 0, blur1 = at(i, 1, kBlurSigmaX) > 0;
            blurredOne += blur0 != blur1 ? 1 : 0;
            blurredBoth += blur0 && blur1 ? 1 : 0;
            if (blur0)
                QVERIFY(at(i, 0, kBlurSigmaX) != at(i, 0, kBlurSigmaY) && at(i, 0, kBlurSigmaZ) > 0);
            for (int64_t c = 0; c < 2; ++c) {
                if (at(i, c, kLowResolutionX) == 1.0)
                    continue;
                ++lowResolution;
                QCOMPARE(at(i, c, kLowResolutionY), at(i, c, kLowResolutionX));
                QCOMPARE(at(i, c, kLowResolutionZ), 1.0);
            }
        }
    }
    QVERIFY2(brightened > 60 && twoFactors == brightened, qPrintable(QString("%1 %2").arg(brightened).arg(twoFactors)));
    // p 0.5 per channel: one channel of two is twice as likely as both.
    QVERIFY2(blurredOne > blurredBoth && blurredBoth > 0, qPrintable(QString("%1 %2").arg(blurredOne).arg(blurredBoth)));
    QVERIFY(lowResolution > 20);
}

// Each channel's parameters act on that channel alone, and a blur's sigma
// on its axis alone.
void TestDataPipeline::intensityAugmentationChangesOnlyItsChannelAndAxes()
{
    using torch::indexing::Slice;
    torch::manual_seed(3);
    const Augmenter augmenter(3, {8, 8, 8}, {8, 8, 8});
    // Channel 0 varies along z only; channel 1 is noise.
    const torch::Tensor ramp = torch::arange(8, torch::kFloat32).reshape({8, 1, 1}).expand({8, 8, 8});
    const torch::Tensor image = torch::stack({ramp, torch::randn({8, 8, 8})}).unsqueeze(0).contiguous();
    const torch::Tensor labels = torch::zeros({1, 1, 8, 8, 8}, torch::kUInt8);
    torch::Tensor p = neutralAugmentation(1, 2);
    p.index_put_({0, channelParameterColumn(1, kBrightness)}, 1.2);
    p.index_put_({0, channelParameterColumn(0, kBlurSigmaX)}, 0.6);  // radius 2 voxels
    const torch::Tensor out = augmenter.apply(image, labels, p, {}).first;
    QVERIFY((out[0][1] - image[0][1] * 1.2).abs().max().item<float>() < 1e-4f);
    const Slice inner(2, 6);  // beyond the blur's reach of the zero padding
    QVERIFY((out.index({0, 0, Slice(), Slice(), inner}) - ramp.index({Slice(), Slice(), inner})).abs().max().item<float>() < 1e-4f);

    p = neutralAugmentation(1, 2);
    p.index_put_({0, channelParameterColumn(0, kBlurSigmaZ)}, 0.6);
    p.index_put_({0, channelParameterColumn(1, kGamma)}, 1.4);
    const torch::Tensor blurred = augmenter.apply(image, labels, p, {}).first;
    QVERIFY((blurred.index({0, 0, Slice(0, 1)}) - ramp.index({Slice(0, 1)})).abs().max().item<float>() > 0.1f);
    // Gamma keeps the channel's mean and standard deviation, not its values.
    const torch::Tensor before = image[0][1], after = blurred[0][1];
    QVERIFY((after.mean() - before.mean()).abs().item<float>() < 1e-4f);
    QVERIFY((after.std() - before.std()).abs().item<float>() < 1e-3f);
    QVERIFY((after - before).abs().max().item<float>() > 0.05f);
}

void TestDataPipeline::sameBatchIndexGivesTheSameBatchWhateverTheThreads()
{
    const SamplerSettings s = settings(3);
    const Batch direct = sampleBatch(*m_store, m_all, s, 7);
    BatchLoader loader(m_store, m_all, s, 3, 4, 5);
    const Batch five = loader.next(), six = loader.next(), seven = loader.next();
    QCOMPARE(five.index, int64_t(5));
    QCOMPARE(seven.index, int64_t(7));
    QVERIFY(torch::equal(seven.image, direct.image));
    QVERIFY(torch::equal(seven.labels, direct.labels));
    QVERIFY(torch::equal(seven.augmentation, direct.augmentation));
    QVERIFY(!torch::equal(six.image, seven.image));
}

void TestDataPipeline::lastThirdOfEveryBatchIsCentredOnForeground()
{
    SamplerSettings s = settings(3);
    s.regionXyz = s.patchXyz;  // centre voxel of the patch = the sampled voxel
    for (int64_t b = 0; b < 20; ++b) {
        const Batch batch = sampleBatch(*m_store, m_all, s, b);
        // Sample 2 of 3 is forced foreground: its patch must contain foreground.
        QVERIFY2(batch.labels[2].gt(0).any().item<bool>(), qPrintable(QString("batch %1").arg(b)));
    }
}

void TestDataPipeline::patchesLargerThanTheImageArePadded()
{
    SamplerSettings s = settings(1);
    s.patchXyz = {40, 32, 24};  // larger than every 30x26x20 case
    s.regionXyz = s.patchXyz;
    const Batch batch = sampleBatch(*m_store, m_all, s, 3);
    QVERIFY(batch.image.sizes() == torch::IntArrayRef({1, 1, 24, 32, 40}));
    // Centred: (40 - 30) / 2 = 5 columns of zero padding on the low-x side.
    QVERIFY(batch.image.index({0, 0, torch::indexing::Slice(), torch::indexing::Slice(), torch::indexing::Slice(0, 5)})
                .abs()
                .max()
                .item<float>() == 0.0f);
    QVERIFY(batch.image.abs().max().item<float>() > 0.0f);
}

void TestDataPipeline::regionLeavesAnEvenMargin()
{
    AugmentationConfig a;
    const Triple patch{40, 56, 40};
    const Triple region = regionForAugmentation(patch, 3, a, -1);
    for (int axis = 0; axis < 3; ++axis) {
        QVERIFY(region[axis] >= patch[axis]);
        QCOMPARE((region[axis] - patch[axis]) % 2, 0);
        QVERIFY(region[axis] <= 2 * patch[axis]);
    }
    a.rotation = a.scaling = false;
    QVERIFY(regionForAugmentation({40, 56, 40}, 3, a, -1) == (Triple{40, 56, 40}));
}

void TestDataPipeline::neutralAugmentationIsTheCentreCrop()
{
    const SamplerSettings s = settings(2);
    Batch batch = sampleBatch(*m_store, m_all, s, 1);
    batch.augmentation = neutralAugmentation(2, 1);
    const Augmenter augmenter(3, s.patchXyz, s.regionXyz);
    const auto [image, labels] = augmenter.apply(batch.image, batch.labels, batch.augmentation, batch.sampleSeeds);
    const auto [cropImage, cropLabels] = augmenter.centreCrop(batch.image, batch.labels);
    QVERIFY(image.sizes() == torch::IntArrayRef({2, 1, 12, 16, 16}));
    QVERIFY((image - cropImage).abs().max().item<float>() < 1e-4f);
    QVERIFY(torch::equal(labels, cropLabels));
}

void TestDataPipeline::mirroringFlipsImageAndLabels()
{
    const SamplerSettings s = settings(1);
    Batch batch = sampleBatch(*m_store, m_all, s, 2);
    batch.augmentation = neutralAugmentation(1, 1);
    batch.augmentation.index_put_({0, kFlipX}, 1.0);
    const Augmenter augmenter(3, s.patchXyz, s.regionXyz);
    const auto [image, labels] = augmenter.apply(batch.image, batch.labels, batch.augmentation, batch.sampleSeeds);
    const auto [cropImage, cropLabels] = augmenter.centreCrop(batch.image, batch.labels);
    QVERIFY((image - cropImage.flip({4})).abs().max().item<float>() < 1e-4f);
    QVERIFY(torch::equal(labels, cropLabels.flip({4})));
}

void TestDataPipeline::windowStartsCoverTheVolume()
{
    QVERIFY(windowStarts(30, 40, 0.5) == std::vector<int64_t>{0});
    const std::vector<int64_t> starts = windowStarts(100, 40, 0.5);
    QCOMPARE(starts.front(), int64_t(0));
    QCOMPARE(starts.back(), int64_t(60));  // flush with the end
    for (std::size_t i = 1; i < starts.size(); ++i)
        QVERIFY(starts[i] - starts[i - 1] <= 20);  // at least 50% overlap
}

void TestDataPipeline::slidingWindowGivesProbabilitiesAndHostAccumulationAgrees()
{
    NetworkConfig n;
    n.baseFeatures = 4;
    n.maxFeatures = 8;
    n.kernelSizes = {{3, 3, 3}, {3, 3, 3}};
    n.strides = {{1, 1, 1}, {2, 2, 2}};
    UNet net(n, 1, 3);
    const torch::Tensor volume = torch::randn({1, 21, 37, 30});
    SlidingWindowOptions options;
    options.patchXyz = {16, 16, 8};
    options.windowBatch = 3;
    const torch::Tensor probabilities = slidingWindowProbabilities(net, volume, torch::kCPU, options);
    QVERIFY(probabilities.sizes() == torch::IntArrayRef({3, 21, 37, 30}));
    QVERIFY((probabilities.sum(0) - 1).abs().max().item<float>() < 1e-5f);
    options.deviceAccumulatorBudgetBytes = 0;
    options.mirroring = false;
    QVERIFY((slidingWindowProbabilities(net, volume, torch::kCPU, options) - probabilities).abs().max().item<float>() < 1e-6f);
    std::atomic<bool> cancel{true};
    QVERIFY(!slidingWindowProbabilities(net, volume, torch::kCPU, options, {}, &cancel).defined());
}

QTEST_GUILESS_MAIN(TestDataPipeline)
#include "tst_datapipeline.moc"
