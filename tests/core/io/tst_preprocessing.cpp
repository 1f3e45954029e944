// Preprocessing: cropping, resampling, normalisation, the inverse mapping of
// predictions, and the cache that a second run reuses.
#include <QtTest>

#include <QTemporaryDir>
#include <algorithm>
#include <cmath>
#include <filesystem>

#include "TestData.h"
#include "common/system/AtomicFile.h"
#include "common/system/FolderLock.h"
#include "common/Errors.h"
#include "common/formats/CacheFormat.h"
#include "common/formats/CacheIndex.h"
#include "common/formats/JsonFile.h"
#include "common/formats/KFoldSplit.h"
#include "common/image/Phantom.h"
#include "io/PredictionMapping.h"
#include "io/Preprocessing.h"
#include "io/Resampling.h"
#include "io/ScanIO.h"

using namespace segstudio;
namespace fs = std::filesystem;

namespace {

Phantom anisotropicPhantom()
{
    PhantomParameters p;
    p.sizeXyz = {48, 44, 12};
    p.spacingXyz = {0.8, 0.8, 3.0};
    p.originXyz = {-10, 20, 5};
    p.threads = 1;
    return generatePhantom(p);
}

// 0.78 x 0.78 x 6.5 mm slices, as the anisotropic scan.
Phantom thickSlicePhantom()
{
    PhantomParameters parameters;
    parameters.sizeXyz = {40, 36, 9};
    parameters.spacingXyz = {0.78, 0.78, 6.5};
    parameters.threads = 1;
    return generatePhantom(parameters);
}

PreprocessingPlan zscorePlan(const Vec3& spacing)
{
    PreprocessingPlan plan;
    plan.targetSpacingXyz = spacing;
    plan.channels.push_back({"MRI", NormalizationScheme::ZScorePerImage});
    plan.labelValues = {0, 1, 2};
    return plan;
}

double dice(const std::vector<int16_t>& a, const uint8_t* b, int label)
{
    int64_t both = 0, inA = 0, inB = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        inA += a[i] == label;
        inB += b[i] == label;
        both += a[i] == label && b[i] == label;
    }
    return inA + inB ? 2.0 * both / static_cast<double>(inA + inB) : 1.0;
}

}  // namespace

class TestPreprocessing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cropBoxIsTheNonZeroRegion();
    void resampledGridKeepsThePhysicalExtent();
    void zscoreGivesZeroMeanUnitStd();
    void nonZeroMaskNormalisationIsDecidedForTheDataset();
    void nonZeroMaskFillsHoles();
    void ctNormalisationClipsToDatasetPercentiles();
    void predictionsMapBackToTheSourceGrid();
    void labelMapIsTheArgmaxOfItsProbabilities();
    void labelValuesBecomeClasses();
    void regionLabelMapIsRebuiltFromItsProbabilities();
    void datasetCacheIsReusedAndInvalidatedByChanges();
    void invalidCasesStopPreprocessingUnlessSkipped();
    void scanToCacheRoundTripKeepsGeometryAndValues();

private:
    QTemporaryDir m_dir;
};

void TestPreprocessing::cropBoxIsTheNonZeroRegion()
{
    Geometry g;
    g.size = {10, 8, 6};
    Volume v = Volume::allocate(g, ScalarType::Int16);
    v.data<int16_t>()[2 + 10 * (3 + 8 * 1)] = 5;
    v.data<int16_t>()[7 + 10 * (4 + 8 * 4)] = -3;
    const io::CropBox box = io::nonZeroBoundingBox({v});
    QVERIFY(box.lo == (std::array<int64_t, 3>{2, 3, 1}));
    QVERIFY(box.hi == (std::array<int64_t, 3>{8, 5, 5}));
    const io::CropBox all = io::nonZeroBoundingBox({Volume::allocate(g, ScalarType::Int16)});
    QVERIFY(all.size() == g.size);
}

void TestPreprocessing::resampledGridKeepsThePhysicalExtent()
{
    Geometry g;
    g.size = {100, 100, 20};
    g.spacing = {0.5, 0.5, 5.0};
    g.origin = {10, 20, 30};
    const Geometry r = io::resampledGrid(g, {1.0, 1.0, 1.0});
    QVERIFY(r.size == (Size3{50, 50, 100}));
    // Outer edges coincide: source edge = origin - spacing/2.
    for (int axis = 0; axis < 3; ++axis)
        QVERIFY(std::abs((r.origin[axis] - r.spacing[axis] / 2) - (g.origin[axis] - g.spacing[axis] / 2)) < 1e-9);
}

void TestPreprocessing::zscoreGivesZeroMeanUnitStd()
{
    const Phantom phantom = anisotropicPhantom();
    PreprocessingPlan plan = zscorePlan(phantom.image.geometry.spacing);
    plan.cropToNonZero = false;
    const io::PreprocessedCase p = io::preprocessCase("c", {phantom.image}, &phantom.label, plan);
    double sum = 0, squares = 0;
    for (float v : p.image)
        sum += v;
    const double mean = sum / p.image.size();
    for (float v : p.image)
        squares += (v - mean) * (v - mean);
    QVERIFY(std::abs(mean) < 1e-4);
    QVERIFY(std::abs(std::sqrt(squares / p.image.size()) - 1.0) < 1e-4);
}

// nnU-Net decides the mask once for the dataset: median cropped/original
// voxels < 3/4. Two cases of one dataset, one mostly zero background and
// one without any, get the same convention (the per-case rule gave them two).
void TestPreprocessing::nonZeroMaskNormalisationIsDecidedForTheDataset()
{
    DatasetFingerprint f;
    f.channelNames = {"MRI"};
    for (const auto& [original, cropped] : std::vector<std::pair<Size3, Size3>>{
             {{100, 100, 10}, {50, 50, 10}}, {{100, 100, 10}, {90, 90, 10}}, {{100, 100, 10}, {60, 60, 10}}}) {
        CaseFingerprint c;
        c.originalSizeXyz = original;
        c.croppedSizeXyz = cropped;
        f.cases.push_back(c);
    }
    QVERIFY(std::abs(f.medianRelativeSizeAfterCropping() - 0.36) < 1e-12);
    QVERIFY(planPreprocessing(f).normalizeInsideNonZeroMask);
    f.cases[0].croppedSizeXyz = {95, 95, 10};
    f.cases[2].croppedSizeXyz = {100, 100, 10};
    QVERIFY(!planPreprocessing(f).normalizeInsideNonZeroMask);  // median 0.9025
    // Round trip, and plans written before the field read as "whole image".
    PreprocessingPlan plan = zscorePlan({1, 1, 1});
    plan.normalizeInsideNonZeroMask = true;
    QVERIFY(PreprocessingPlan::fromJson(plan.toJson(), "plan.json").normalizeInsideNonZeroMask);
    Json old = plan.toJson();
    old.erase("normalize_inside_nonzero_mask");
    QVERIFY(!PreprocessingPlan::fromJson(old, "plan.json").normalizeInsideNonZeroMask);

    // A scan whose body fills it: with the dataset's decision, its border
    // zeros (if any) stay 0 and are left out of the statistics -- the same
    // convention as its neighbour with much background.
    Geometry g;
    g.size = {20, 20, 4};
    Volume full = Volume::allocate(g, ScalarType::Float32), padded = Volume::allocate(g, ScalarType::Float32);
    for (int64_t i = 0; i < full.voxelCount(); ++i) {
        full.data<float>()[i] = 1.0f + static_cast<float>(i % 7);
        const int64_t x = i % 20, y = (i / 20) % 20;
        padded.data<float>()[i] = x >= 5 && x < 15 && y >= 5 && y < 15 ? full.data<float>()[i] : 0.0f;
    }
    plan.cropToNonZero = true;
    const io::PreprocessedCase a = io::preprocessCase("full", {full}, nullptr, plan);
    const io::PreprocessedCase b = io::preprocessCase("padded", {padded}, nullptr, plan);
    QVERIFY(a.mapping.normalizedInsideMaskOnly && b.mapping.normalizedInsideMaskOnly);
}

// Zero voxels enclosed by the body (a cavity, an air pocket, a dark
// nucleus) are inside the mask: normalised with the body, not set to 0.
// 2D too: one slice fills its holes within the slice.
void TestPreprocessing::nonZeroMaskFillsHoles()
{
    for (const int64_t depth : {int64_t(1), int64_t(12)}) {
        Geometry g;
        g.size = {24, 24, depth};
        Volume image = Volume::allocate(g, ScalarType::Float32);
        const int64_t zLo = depth > 1 ? 2 : 0, zHi = depth > 1 ? 10 : 1;
        for (int64_t z = zLo; z < zHi; ++z)
            for (int64_t y = 4; y < 20; ++y)
                for (int64_t x = 4; x < 20; ++x) {
                    const bool hole = x >= 9 && x < 14 && y >= 9 && y < 14 && (depth == 1 || (z >= 4 && z < 8));
                    image.data<float>()[x + 24 * (y + 24 * z)] = hole ? 0.0f : 100.0f + static_cast<float>((x * 7 + y * 3 + z) % 11);
                }
        PreprocessingPlan plan = zscorePlan({1, 1, 1});
        plan.cropToNonZero = false;  // keep the zero border, where the mask must stay 0
        plan.normalizeInsideNonZeroMask = true;
        const io::PreprocessedCase p = io::preprocessCase("hole", {image}, nullptr, plan);
        const auto at = [&](int64_t x, int64_t y, int64_t z) { return p.image[static_cast<std::size_t>(x + 24 * (y + 24 * z))]; };
        const int64_t zHole = depth > 1 ? 5 : 0;
        QCOMPARE(at(0, 0, 0), 0.0f);               // outside the body: 0
        // The hole is part of the statistics (about 10% zeros among values
        // near 105): normalised to about -3, where an unfilled mask leaves 0.
        QVERIFY2(at(11, 11, zHole) < -2.5f, qPrintable(QString::number(at(11, 11, zHole))));
        double sum = 0;
        int64_t n = 0;
        for (int64_t z = zLo; z < zHi; ++z)
            for (int64_t y = 4; y < 20; ++y)
                for (int64_t x = 4; x < 20; ++x, ++n)
                    sum += at(x, y, z);
        QVERIFY2(std::abs(sum / n) < 1e-3, qPrintable(QString::number(sum / n)));  // body and hole: mean 0
    }
}

void TestPreprocessing::ctNormalisationClipsToDatasetPercentiles()
{
    Geometry g;
    g.size = {4, 1, 1};
    Volume ct = Volume::allocate(g, ScalarType::Int16);
    const int16_t values[4] = {-1000, 40, 60, 3000};
    std::copy(values, values + 4, ct.data<int16_t>());
    PreprocessingPlan plan;
    plan.cropToNonZero = false;
    plan.channels.push_back({"CT", NormalizationScheme::CTClipZScore, -100, 200, 50, 10});
    const io::PreprocessedCase p = io::preprocessCase("ct", {ct}, nullptr, plan);
    QCOMPARE(p.image[0], -15.0f);  // clipped to -100
    QCOMPARE(p.image[1], -1.0f);
    QCOMPARE(p.image[2], 1.0f);
    QCOMPARE(p.image[3], 15.0f);   // clipped to 200
}

void TestPreprocessing::predictionsMapBackToTheSourceGrid()
{
    const Phantom phantom = anisotropicPhantom();
    const PreprocessingPlan plan = zscorePlan({0.8, 0.8, 0.8});
    const io::PreprocessedCase p = io::preprocessCase("c", {phantom.image}, &phantom.label, plan);
    QVERIFY(p.mapping.crop.size()[0] < 48);                // the body does not fill the scan
    QVERIFY(p.mapping.resampled.size[2] > p.mapping.cropped.size[2]);  // z upsampled to 0.8 mm
    // One-hot probabilities of the preprocessed classes come back as the labels.
    const auto voxels = p.label.size();
    std::vector<float> probabilities(3 * voxels, 0.0f);
    for (std::size_t i = 0; i < voxels; ++i)
        probabilities[static_cast<std::size_t>(p.label[i]) * voxels + i] = 1.0f;
    const io::SourcePrediction restored = io::mapPredictionToSource(probabilities, p.mapping, plan, true);
    QVERIFY(restored.labels.geometry.size == phantom.label.geometry.size);
    std::vector<int16_t> truth(phantom.label.data<uint8_t>(), phantom.label.data<uint8_t>() + phantom.label.voxelCount());
    for (int label : {1, 2})
        QVERIFY2(dice(truth, restored.labels.data<uint8_t>(), label) > 0.9,
                 qPrintable(QString("label %1 Dice %2").arg(label).arg(dice(truth, restored.labels.data<uint8_t>(), label))));
    QCOMPARE(restored.probabilities->components, 3);
    const float* v = restored.probabilities->data<float>();
    for (int64_t i = 0; i < restored.probabilities->voxelCount(); i += 97)
        QVERIFY(std::abs(v[i * 3] + v[i * 3 + 1] + v[i * 3 + 2] - 1.0f) < 1e-4f);
}

// Anisotropic source (0.78 x 0.78 x 6.5 mm, resampled to 0.78 mm), soft random
// probabilities, label values {0, 255, 4}: the label map is the argmax of the
// probabilities written beside it at every voxel, in the declared values.
void TestPreprocessing::labelMapIsTheArgmaxOfItsProbabilities()
{
    const Phantom phantom = thickSlicePhantom();
    PreprocessingPlan plan = zscorePlan({0.78, 0.78, 0.78});
    plan.labelValues = {0, 4, 255};
    const io::PreprocessedCase p = io::preprocessCase("c", {phantom.image}, nullptr, plan);
    QVERIFY(p.mapping.resampled.size[2] > 4 * p.mapping.cropped.size[2]);
    const auto voxels = static_cast<std::size_t>(p.mapping.resampled.voxelCount());
    std::vector<float> probabilities(3 * voxels);
    uint64_t state = 12345;
    for (std::size_t i = 0; i < voxels; ++i) {
        float raw[3], sum = 0;
        for (float& r : raw) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            r = static_cast<float>((state >> 33) % 1000) + 1.0f;
            sum += r;
        }
        for (std::size_t c = 0; c < 3; ++c)
            probabilities[c * voxels + i] = raw[c] / sum;
    }
    const io::SourcePrediction out = io::mapPredictionToSource(probabilities, p.mapping, plan, true);
    const uint8_t* labels = out.labels.data<uint8_t>();
    const float* probs = out.probabilities->data<float>();
    int64_t disagreements = 0, undeclared = 0;
    for (int64_t i = 0; i < out.labels.voxelCount(); ++i) {
        const float* q = probs + 3 * i;
        const int best = q[1] > q[0] ? (q[2] > q[1] ? 2 : 1) : (q[2] > q[0] ? 2 : 0);
        disagreements += labels[i] != plan.labelValues[static_cast<std::size_t>(best)];
        undeclared += labels[i] != 0 && labels[i] != 4 && labels[i] != 255;
    }
    QCOMPARE(disagreements, int64_t(0));
    QCOMPARE(undeclared, int64_t(0));
}

// Region-based plan (whole {1,2,4}, core {2,4}, enhancing {4}) on the same
// anisotropic source with random sigmoids: the label map is, voxel for voxel,
// the regions above 0.5 written in regions_class_order, and the plan's
// regions survive its JSON round trip.
void TestPreprocessing::regionLabelMapIsRebuiltFromItsProbabilities()
{
    const Phantom phantom = thickSlicePhantom();
    PreprocessingPlan plan = zscorePlan({0.78, 0.78, 0.78});
    plan.labelValues = {0, 1, 2, 4};
    plan.regions.regions = {{"whole", {1, 2, 4}}, {"core", {2, 4}}, {"enhancing", {4}}};
    plan.regions.classOrder = {1, 2, 4};
    const PreprocessingPlan reread = PreprocessingPlan::fromJson(plan.toJson(), "plan.json");
    QCOMPARE(reread.outputCount(), 3);
    QCOMPARE(reread.regions.regions[1].name, std::string("core"));
    QCOMPARE(reread.classOfRegion(2), 3);
    const io::PreprocessedCase p = io::preprocessCase("c", {phantom.image}, nullptr, plan);
    const auto voxels = static_cast<std::size_t>(p.mapping.resampled.voxelCount());
    std::vector<float> probabilities(3 * voxels);
    uint64_t state = 777;
    for (float& v : probabilities) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        v = static_cast<float>((state >> 33) % 1000) / 1000.0f;
    }
    const io::SourcePrediction out = io::mapPredictionToSource(probabilities, p.mapping, reread, true);
    QCOMPARE(out.probabilities->components, 3);
    const uint8_t* labels = out.labels.data<uint8_t>();
    const float* probs = out.probabilities->data<float>();
    int64_t disagreements = 0, regionVoxels[3] = {0, 0, 0};
    for (int64_t i = 0; i < out.labels.voxelCount(); ++i) {
        int expected = 0;
        for (int r = 0; r < 3; ++r)
            if (probs[3 * i + r] > 0.5f) {
                expected = plan.regions.classOrder[static_cast<std::size_t>(r)];
                ++regionVoxels[r];
            }
        disagreements += labels[i] != expected;
    }
    QCOMPARE(disagreements, int64_t(0));
    for (int64_t n : regionVoxels)
        QVERIFY(n > out.labels.voxelCount() / 10);  // every region is exercised

    PreprocessingPlan wrong = plan;
    wrong.labelValues = {0, 1, 2};
    try {
        PreprocessingPlan::fromJson(wrong.toJson(), "plan.json");
        QFAIL("a region holding an undeclared label value must be refused");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.problem().field), QString("regions"));
    }
}

// Label values become contiguous classes when cached; an undeclared value is
// an error naming the case and the value.
void TestPreprocessing::labelValuesBecomeClasses()
{
    const Phantom phantom = anisotropicPhantom();
    Volume mask = phantom.label;
    for (int64_t i = 0; i < mask.voxelCount(); ++i)
        mask.data<uint8_t>()[i] = mask.data<uint8_t>()[i] ? 255 : 0;
    PreprocessingPlan plan = zscorePlan(phantom.image.geometry.spacing);
    plan.labelValues = {0, 255};
    const io::PreprocessedCase p = io::preprocessCase("mask", {phantom.image}, &mask, plan);
    QCOMPARE(*std::max_element(p.label.begin(), p.label.end()), int16_t(1));
    QCOMPARE(*std::min_element(p.label.begin(), p.label.end()), int16_t(0));
    plan.labelValues = {0, 1, 2};
    try {
        io::preprocessCase("mask", {phantom.image}, &mask, plan);
        QFAIL("an undeclared label value was accepted");
    } catch (const InputError& error) {
        const QString message = QString::fromStdString(error.what());
        QVERIFY2(message.contains("mask") && message.contains("255"), qPrintable(message));
    }

    // uint16 label values above 32767 keep their value: classes in, the
    // same values out (a uint16 label map), and an undeclared one is named
    // as it is, not wrapped to a negative number.
    Volume wide = Volume::allocate(mask.geometry, ScalarType::UInt16);
    for (int64_t i = 0; i < mask.voxelCount(); ++i)
        wide.data<uint16_t>()[i] = mask.data<uint8_t>()[i] ? 40000 : 0;
    plan.labelValues = {0, 40000};
    const io::PreprocessedCase w = io::preprocessCase("wide", {phantom.image}, &wide, plan);
    QCOMPARE(*std::max_element(w.label.begin(), w.label.end()), int16_t(1));
    std::vector<float> probabilities(static_cast<std::size_t>(2 * w.mapping.resampled.voxelCount()));
    for (std::size_t v = 0; v < w.label.size(); ++v)
        probabilities[v + (w.label[v] ? w.label.size() : 0)] = 1.0f;
    const io::SourcePrediction out = io::mapPredictionToSource(probabilities, w.mapping, plan, false);
    QCOMPARE(out.labels.type, ScalarType::UInt16);
    int64_t agree = 0;
    for (int64_t i = 0; i < wide.voxelCount(); ++i)
        agree += out.labels.data<uint16_t>()[i] == wide.data<uint16_t>()[i];
    QVERIFY2(agree > wide.voxelCount() * 95 / 100, qPrintable(QString::number(agree)));  // resampled there and back
    plan.labelValues = {0, 50000};
    try {
        io::preprocessCase("wide", {phantom.image}, &wide, plan);
        QFAIL("an undeclared label value was accepted");
    } catch (const InputError& error) {
        QVERIFY2(QString::fromStdString(error.what()).contains("label value 40000"), error.what());
    }

    // The ignore label becomes the class after the last.
    plan.labelValues = {0, 40000};
    plan.ignoreLabelValue = 50000;
    for (int64_t i = 0; i < wide.voxelCount(); ++i)
        if (wide.data<uint16_t>()[i] == 0 && i % wide.geometry.size[0] < wide.geometry.size[0] / 2)
            wide.data<uint16_t>()[i] = 50000;  // left half of the background unannotated
    const io::PreprocessedCase ignored = io::preprocessCase("wide", {phantom.image}, &wide, plan);
    QCOMPARE(*std::max_element(ignored.label.begin(), ignored.label.end()), int16_t(2));
}

void TestPreprocessing::datasetCacheIsReusedAndInvalidatedByChanges()
{
    const QString root = m_dir.filePath("data");
    test::writePhantomDataset(root, 5, {30, 28, 20});
    const std::string cache = m_dir.filePath("cache").toStdString();
    const io::DatasetDescription dataset = io::openDataset(root.toStdString());
    io::PreprocessOptions options;
    options.folds = 2;
    const io::PreprocessSummary first = io::preprocessDataset(dataset, cache, options);
    QCOMPARE(first.cases.size(), std::size_t(5));
    for (const io::CaseTiming& t : first.cases)
        QVERIFY(!t.reused);
    QVERIFY(fs::exists(cache + "/fingerprint.json") && fs::exists(cache + "/splits.json"));
    QCOMPARE(loadSplits(cache + "/splits.json").size(), std::size_t(2));
    // Patients' images: the cache is its owner's alone.
    QCOMPARE(fs::status(cache).permissions() & fs::perms::all, fs::perms::owner_all);

    {
        // Another process preparing into this cache (a flock of its own): a
        // second preparation would delete that one's files. It is refused,
        // naming the holder, and the cache is left as it was.
        const FolderLock other(cache, "preparing a dataset into this cache", std::chrono::milliseconds(0));
        const std::string index = readWholeFile(cache + "/cache.json");
        try {
            io::preprocessDataset(dataset, cache, options);
            QFAIL("two preparations ran in one cache at once");
        } catch (const InputError& error) {
            QVERIFY2(QString(error.what()).contains("is in use by pid"), error.what());
        }
        QCOMPARE(readWholeFile(cache + "/cache.json"), index);
    }
    const io::PreprocessSummary second = io::preprocessDataset(dataset, cache, options);
    QCOMPARE(second.reusedFingerprints, 5);
    for (const io::CaseTiming& t : second.cases)
        QVERIFY(t.reused);

    // A changed source file, and a changed plan, each invalidate what they affect.
    PhantomParameters p;
    p.sizeXyz = {30, 28, 20};
    p.seed = 999;
    p.threads = 1;
    io::writeScan((root + "/imagesTr/mri_002.nii.gz").toStdString(), generatePhantom(p).image);
    const io::PreprocessSummary third = io::preprocessDataset(dataset, cache, options);
    QCOMPARE(third.reusedFingerprints, 4);
    options.targetSpacingXyz = Vec3{1.5, 1.5, 1.5};
    const io::PreprocessSummary fourth = io::preprocessDataset(dataset, cache, options);
    for (const io::CaseTiming& t : fourth.cases)
        QVERIFY(!t.reused);
    // Stale cache files of older plans are removed: one file per case.
    int files = 0;
    for (const auto& entry : fs::directory_iterator(cache + "/cases"))
        files += entry.path().extension() == ".ssc";
    QCOMPARE(files, 5);
    const CacheIndex index = CacheIndex::load(cache);
    QCOMPARE(index.cases.size(), std::size_t(5));
    QCOMPARE(index.plan.targetSpacingXyz[0], 1.5);
    QCOMPARE(index.numClasses(), 3);

    // A cache.json whose case file leaves the cache folder is refused.
    for (const std::string& escape : {std::string("../outside.ssc"), std::string("/etc/passwd"), std::string("cases/../../x")}) {
        Json json = readJsonFile(cache + "/cache.json");
        json["cases"][0]["file"] = escape;
        const std::string copy = m_dir.filePath("escape-cache").toStdString();
        fs::create_directories(copy);
        writeJsonFile(copy + "/cache.json", json);
        try {
            CacheIndex::load(copy);
            QFAIL(("accepted " + escape).c_str());
        } catch (const InputError& e) {
            QCOMPARE(e.problem().field, std::string("cases.file"));
        }
    }
}

void TestPreprocessing::invalidCasesStopPreprocessingUnlessSkipped()
{
    const QString root = m_dir.filePath("broken");
    test::writePhantomDataset(root, 4, {20, 20, 12});
    fs::remove((root + "/labelsTr/mri_001.nii.gz").toStdString());
    const io::DatasetDescription dataset = io::openDataset(root.toStdString());
    io::PreprocessOptions options;
    options.folds = 2;
    try {
        io::preprocessDataset(dataset, m_dir.filePath("broken-cache").toStdString(), options);
        QFAIL("an invalid case must stop preprocessing");
    } catch (const ValidationError& e) {
        QCOMPARE(e.problems().size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(e.problems()[0].subject), QString("mri_001"));
    }
    options.skipInvalidCases = true;
    const io::PreprocessSummary summary = io::preprocessDataset(dataset, m_dir.filePath("broken-cache").toStdString(), options);
    QCOMPARE(summary.cases.size(), std::size_t(3));
    QCOMPARE(summary.skippedCases.size(), std::size_t(1));
}

void TestPreprocessing::scanToCacheRoundTripKeepsGeometryAndValues()
{
    const QString root = m_dir.filePath("roundtrip");
    test::writePhantomDataset(root, 2, {26, 24, 18});
    const std::string cache = m_dir.filePath("roundtrip-cache").toStdString();
    io::PreprocessOptions options;
    options.folds = 2;
    options.normalization = {"none"};
    options.cropToNonZero = false;
    const io::PreprocessSummary summary = io::preprocessDataset(io::openDataset(root.toStdString()), cache, options);
    const CacheIndex index = CacheIndex::load(cache);
    const auto file = CacheFile::open(index.casePath(index.cases[0]));
    const Volume image = io::readScan((root + "/imagesTr/mri_000.nii.gz").toStdString());
    const Volume label = io::readScan((root + "/labelsTr/mri_000.nii.gz").toStdString());
    QVERIFY(file->info().sizeXyz == image.geometry.size);
    QVERIFY(std::equal(image.data<float>(), image.data<float>() + image.voxelCount(), file->channel(0)));
    const std::vector<int16_t> cachedLabels = file->labelsAsInt16();
    QVERIFY(std::equal(cachedLabels.begin(), cachedLabels.end(), label.data<uint8_t>()));
    const io::CaseMapping mapping = io::CaseMapping::fromJson(file->info().source, file->path());
    QVERIFY(geometryDifferences(mapping.source, image.geometry, GeometryTolerance{1e-12, 1e-12, 1e-12}).empty());
}

QTEST_GUILESS_MAIN(TestPreprocessing)
#include "tst_preprocessing.moc"
