// Evaluation against small hand-computed cases: Dice, IoU, HD95 (the larger
// of the two directed 95th percentiles), normalised surface Dice, volumes,
// and the conventions for masks absent from one or both maps.
#include <QtTest>

#include <cmath>

#include "common/image/SegmentationMetrics.h"
#include "io/Evaluation.h"

using namespace segstudio;

namespace {

// A 10 x 1 x 1 label map with `label` on the voxels listed: only x is
// longer than one voxel, so a run's surface is its two ends.
Volume lineMap(const std::vector<int>& voxels, double spacingX, int label = 1)
{
    Geometry g;
    g.size = {10, 1, 1};
    g.spacing = {spacingX, 1, 1};
    Volume v = Volume::allocate(g, ScalarType::UInt8);
    for (int x : voxels)
        v.data<uint8_t>()[x] = static_cast<uint8_t>(label);
    return v;
}

bool near(double a, double b) { return std::abs(a - b) < 1e-6; }

}  // namespace

class TestEvaluation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void overlapAndSurfaceMetricsByHand();
    void spacingScalesDistances();
    void emptyMasksFollowTheStatedConventions();
    void cubesAgainstExactDistances();
    void meansIgnoreUndefinedScores();
    void twoDimensionalImagesMeasureContours();
    void aMissedStructureDoesNotImproveMeanHd95();
    void regionsScoreTheUnionOfTheirLabels();
    void unannotatedReferenceVoxelsAreLeftOut();
    void differenceMapNamesEachDisagreement();
    void largestErrorSliceFindsTheWorstSlice();
};

// Prediction {2,3,4}, reference {3,4,5,6} (1 mm voxels); surfaces {2,4}
// and {3,6}:
//   TP 2, FP 1, FN 2: Dice 4/7, IoU 2/5;
//   prediction -> reference surface distances {1,1}: 95th percentile 1;
//   reference -> prediction surface distances {1,2}: 95th percentile 1.95;
//   HD95 = max = 1.95 (pooling both sets would give 2 - 0.15 = 1.85);
//   NSD at 1 mm: 2 + 1 of 4 surface voxels within 1 mm = 3/4.
void TestEvaluation::overlapAndSurfaceMetricsByHand()
{
    const io::CaseEvaluation e = io::evaluateSegmentation(lineMap({2, 3, 4}, 1.0), lineMap({3, 4, 5, 6}, 1.0), io::structuresOfLabels({1}));
    const io::LabelMetrics& m = e.labels.at(0);
    QCOMPARE(m.truePositives, int64_t(2));
    QCOMPARE(m.falsePositives, int64_t(1));
    QCOMPARE(m.falseNegatives, int64_t(2));
    QVERIFY(near(m.dice, 4.0 / 7.0));
    QVERIFY(near(m.iou, 2.0 / 5.0));
    QVERIFY2(near(m.hd95Mm, 1.95), qPrintable(QString::number(m.hd95Mm)));
    QVERIFY(near(m.surfaceDice, 3.0 / 4.0));
    QVERIFY(near(m.predictedVolumeMm3, 3.0));
    QVERIFY(near(m.referenceVolumeMm3, 4.0));
}

// The same maps with 2 mm voxels along x: distances double, NSD at 1 mm
// keeps no surface voxel (none coincide), volumes double.
void TestEvaluation::spacingScalesDistances()
{
    const io::CaseEvaluation e = io::evaluateSegmentation(lineMap({2, 3, 4}, 2.0), lineMap({3, 4, 5, 6}, 2.0), io::structuresOfLabels({1}));
    const io::LabelMetrics& m = e.labels.at(0);
    QVERIFY2(near(m.hd95Mm, 3.9), qPrintable(QString::number(m.hd95Mm)));
    QVERIFY(near(m.surfaceDice, 0.0));
    QVERIFY(near(m.predictedVolumeMm3, 6.0));
    io::EvaluationOptions wide;
    wide.surfaceToleranceMm = 4.0;
    const io::CaseEvaluation w = io::evaluateSegmentation(lineMap({2, 3, 4}, 2.0), lineMap({3, 4, 5, 6}, 2.0), io::structuresOfLabels({1}), "", "", wide);
    QVERIFY(near(w.labels.at(0).surfaceDice, 1.0));
}

// Absent from both: every score undefined (NaN). Present in one only:
// Dice = IoU = NSD = 0, HD95 undefined.
void TestEvaluation::emptyMasksFollowTheStatedConventions()
{
    const io::CaseEvaluation both = io::evaluateSegmentation(lineMap({}, 1.0), lineMap({}, 1.0), io::structuresOfLabels({1}));
    QVERIFY(std::isnan(both.labels[0].dice) && std::isnan(both.labels[0].iou));
    QVERIFY(std::isnan(both.labels[0].hd95Mm) && std::isnan(both.labels[0].surfaceDice));
    const io::CaseEvaluation missed = io::evaluateSegmentation(lineMap({}, 1.0), lineMap({4, 5}, 1.0), io::structuresOfLabels({1}));
    QCOMPARE(missed.labels[0].dice, 0.0);
    QCOMPARE(missed.labels[0].iou, 0.0);
    QCOMPARE(missed.labels[0].surfaceDice, 0.0);
    QVERIFY(std::isnan(missed.labels[0].hd95Mm));
    const io::CaseEvaluation extra = io::evaluateSegmentation(lineMap({4, 5}, 1.0), lineMap({}, 1.0), io::structuresOfLabels({1}));
    QCOMPARE(extra.labels[0].dice, 0.0);
    QVERIFY(std::isnan(extra.labels[0].hd95Mm));
}

// A 4x4x4 cube (x 3..6) against the same cube at x 5..8, in a 12^3 grid.
// Each cube has 56 surface voxels; their distances to the other surface:
// the outer face (16 voxels) 2 mm, the next slice's ring (12) and the 4
// voxels inside the other cube 1 mm, the rest (24) 0 mm. Sorted, ranks 40-55
// are 2 mm, so both directed 95th percentiles (rank 52.25) are 2 mm.
void TestEvaluation::cubesAgainstExactDistances()
{
    Geometry g;
    g.size = {12, 12, 12};
    Volume a = Volume::allocate(g, ScalarType::UInt8), b = Volume::allocate(g, ScalarType::UInt8);
    for (int z = 4; z < 8; ++z)
        for (int y = 4; y < 8; ++y)
            for (int x = 0; x < 4; ++x) {
                a.data<uint8_t>()[(x + 3) + 12 * (y + 12 * z)] = 2;
                b.data<uint8_t>()[(x + 5) + 12 * (y + 12 * z)] = 2;
            }
    const io::LabelMetrics m = io::evaluateSegmentation(a, b, io::structuresOfLabels({2})).labels.at(0);
    QVERIFY(near(m.dice, 2.0 * 32 / 128));
    QVERIFY2(near(m.hd95Mm, 2.0), qPrintable(QString::number(m.hd95Mm)));
}

void TestEvaluation::meansIgnoreUndefinedScores()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QVERIFY(near(meanIgnoringNaN({0.5, nan, 1.0}), 0.75));
    QVERIFY(std::isnan(meanIgnoringNaN({nan, nan})));
    QVERIFY(std::isnan(meanIgnoringNaN({})));
    io::CaseEvaluation first, second;
    first.labels = io::evaluateSegmentation(lineMap({2, 3}, 1.0), lineMap({2, 3}, 1.0), io::structuresOfLabels({1, 2})).labels;
    second.labels = io::evaluateSegmentation(lineMap({}, 1.0), lineMap({}, 1.0), io::structuresOfLabels({1, 2})).labels;
    const std::vector<io::LabelMetrics> mean = io::meanOverCases({first, second});
    QCOMPARE(mean.at(0).dice, 1.0);  // the case without label 1 does not count as 0
    QVERIFY(std::isnan(mean.at(1).dice));  // label 2 is in no case
}

// A 30-pixel disk (radius 15, 1 mm pixels, one slice) against the same
// disk shifted by 3 pixels: the contours are 3 mm apart at the far ends,
// so HD95 is 3.0 mm and NSD at 1 mm 1/3 (scipy on the squeezed masks, as
// MONAI: tests/app/evaluate_crosscheck.py). Counting every pixel as
// surface gave 1.0 mm.
void TestEvaluation::twoDimensionalImagesMeasureContours()
{
    Geometry g;
    g.size = {64, 64, 1};
    Volume a = Volume::allocate(g, ScalarType::UInt8), b = Volume::allocate(g, ScalarType::UInt8);
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) {
            a.data<uint8_t>()[x + 64 * y] = (x - 32) * (x - 32) + (y - 32) * (y - 32) <= 225;
            b.data<uint8_t>()[x + 64 * y] = (x - 35) * (x - 35) + (y - 32) * (y - 32) <= 225;
        }
    const io::LabelMetrics m = io::evaluateSegmentation(a, b, io::structuresOfLabels({1})).labels.at(0);
    QVERIFY2(near(m.hd95Mm, 3.0), qPrintable(QString::number(m.hd95Mm)));
    QVERIFY2(near(m.surfaceDice, 1.0 / 3.0), qPrintable(QString::number(m.surfaceDice)));
}

// A structure present in the reference and missed by the prediction must
// make the mean HD95 worse, not drop out of it: it counts as the image
// diagonal (10 x 1 x 1 mm grid: sqrt(100 + 1 + 1)), and the mean says how
// many cases were penalised. Absent from both maps still drops out.
void TestEvaluation::aMissedStructureDoesNotImproveMeanHd95()
{
    io::CaseEvaluation good, missed, absent;
    good.labels = io::evaluateSegmentation(lineMap({2, 3, 4}, 1.0), lineMap({3, 4, 5, 6}, 1.0), io::structuresOfLabels({1})).labels;
    missed.labels = io::evaluateSegmentation(lineMap({}, 1.0), lineMap({4, 5}, 1.0), io::structuresOfLabels({1})).labels;
    absent.labels = io::evaluateSegmentation(lineMap({}, 1.0), lineMap({}, 1.0), io::structuresOfLabels({1})).labels;
    QVERIFY(std::isnan(missed.labels[0].hd95Mm));  // per case: undefined, flagged
    QCOMPARE(missed.labels[0].hd95PenalisedCases, 1);
    QCOMPARE(absent.labels[0].hd95PenalisedCases, 0);
    const double diagonal = std::sqrt(102.0);
    QVERIFY(near(missed.labels[0].hd95PenaltyMm, diagonal));
    const io::LabelMetrics mean = io::meanOverCases({good, missed, absent}).at(0);
    QVERIFY2(near(mean.hd95Mm, (1.95 + diagonal) / 2), qPrintable(QString::number(mean.hd95Mm)));
    QVERIFY(mean.hd95Mm > good.labels[0].hd95Mm);
    QCOMPARE(mean.hd95PenalisedCases, 1);
}

// Prediction 1 1 2 2 3 . . . . .  reference . 1 1 2 3 3 . . . .
// region {1,2,3}: prediction voxels 0-4, reference 1-5: TP 4, FP 1, FN 1, Dice 8/10;
// region {2,3}: prediction 2-4, reference 3-5: TP 2, FP 1, FN 1, Dice 4/6.
// nnU-Net v2's ignore label in the reference: voxels 7..9 unannotated (9).
// The prediction's voxels 7..8 there are neither right nor wrong: the same
// scores as a prediction without them against a reference without them.
void TestEvaluation::unannotatedReferenceVoxelsAreLeftOut()
{
    Volume reference = lineMap({3, 4, 5, 6}, 1.0);
    for (int x : {7, 8, 9})
        reference.data<uint8_t>()[x] = 9;
    io::EvaluationOptions options;
    options.unannotatedValue = 9;
    const io::LabelMetrics m =
        io::evaluateSegmentation(lineMap({2, 3, 4, 7, 8}, 1.0), reference, io::structuresOfLabels({1}), "", "", options).labels[0];
    const io::LabelMetrics plain =
        io::evaluateSegmentation(lineMap({2, 3, 4}, 1.0), lineMap({3, 4, 5, 6}, 1.0), io::structuresOfLabels({1})).labels[0];
    QCOMPARE(m.truePositives, int64_t(2));
    QCOMPARE(m.falsePositives, int64_t(1));
    QCOMPARE(m.falseNegatives, int64_t(2));
    QCOMPARE(m.dice, plain.dice);
    QCOMPARE(m.hd95Mm, plain.hd95Mm);
    QCOMPARE(m.surfaceDice, plain.surfaceDice);
    QCOMPARE(m.predictedVolumeMm3, plain.predictedVolumeMm3);
}

void TestEvaluation::regionsScoreTheUnionOfTheirLabels()
{
    Volume p = lineMap({}, 1.0), r = lineMap({}, 1.0);
    const uint8_t predicted[10] = {1, 1, 2, 2, 3, 0, 0, 0, 0, 0}, reference[10] = {0, 1, 1, 2, 3, 3, 0, 0, 0, 0};
    std::copy(predicted, predicted + 10, p.data<uint8_t>());
    std::copy(reference, reference + 10, r.data<uint8_t>());
    RegionLabels regions;
    regions.regions = {{"whole", {1, 2, 3}}, {"core", {2, 3}}};
    regions.classOrder = {1, 2};
    const io::CaseEvaluation e = io::evaluateSegmentation(p, r, io::structuresOfRegions(regions));
    QCOMPARE(e.labels.size(), std::size_t(2));
    QCOMPARE(e.labels[0].structure.name, std::string("whole"));
    QVERIFY(near(e.labels[0].dice, 0.8));
    QVERIFY(near(e.labels[1].dice, 4.0 / 6.0));
    QCOMPARE(e.labels[1].truePositives, int64_t(2));
    const std::vector<io::LabelMetrics> mean = io::meanOverCases({e, e});
    QCOMPARE(mean.size(), std::size_t(2));
    QCOMPARE(mean[1].structure.name, std::string("core"));
    QVERIFY(near(mean[1].dice, 4.0 / 6.0));
}

void TestEvaluation::differenceMapNamesEachDisagreement()
{
    Geometry g;
    g.size = {4, 1, 1};
    Volume p = Volume::allocate(g, ScalarType::UInt8), r = Volume::allocate(g, ScalarType::Int16);
    const uint8_t pv[4] = {0, 1, 0, 2};
    const int16_t rv[4] = {0, 0, 3, 1};
    std::copy(pv, pv + 4, p.data<uint8_t>());
    std::copy(rv, rv + 4, r.data<int16_t>());
    const Volume d = io::differenceMap(p, r);
    QCOMPARE(d.type, ScalarType::UInt8);
    const uint8_t* dv = d.data<uint8_t>();
    QCOMPARE(int(dv[0]), int(io::kAgree));
    QCOMPARE(int(dv[1]), int(io::kFalsePositive));
    QCOMPARE(int(dv[2]), int(io::kFalseNegative));
    QCOMPARE(int(dv[3]), int(io::kWrongLabel));
    Geometry other = g;
    other.size = {3, 1, 1};
    QVERIFY_THROWS_EXCEPTION(InputError, io::differenceMap(p, Volume::allocate(other, ScalarType::UInt8)));
}

void TestEvaluation::largestErrorSliceFindsTheWorstSlice()
{
    Geometry g;
    g.size = {10, 8, 6};
    Volume p = Volume::allocate(g, ScalarType::UInt8), r = Volume::allocate(g, ScalarType::UInt8);
    auto at = [&](Volume& v, int64_t x, int64_t y, int64_t z) -> uint8_t& { return v.data<uint8_t>()[x + 10 * (y + 8 * z)]; };
    // Label 1 agrees everywhere but slice z=4 (3 missed voxels) and z=1 (1 extra voxel); label 2 errs on z=0 only.
    for (int64_t z = 0; z < 6; ++z)
        at(p, 5, 4, z) = at(r, 5, 4, z) = 1;
    at(r, 2, 2, 4) = at(r, 3, 2, 4) = at(r, 4, 2, 4) = 1;
    at(p, 7, 7, 1) = 1;
    at(p, 0, 0, 0) = 2;
    at(p, 1, 0, 0) = 2;
    at(p, 2, 0, 0) = 2;
    at(p, 3, 0, 0) = 2;
    io::ErrorLocation one = io::largestErrorSlice(p, r, {1}, 2);
    QCOMPARE(one.errorVoxels, int64_t(3));
    QCOMPARE(one.voxel, (std::array<int64_t, 3>{3, 2, 4}));  // the middle of the three
    io::ErrorLocation any = io::largestErrorSlice(p, r, {}, 2);
    QCOMPARE(any.errorVoxels, int64_t(4));
    QCOMPARE(any.voxel[2], int64_t(0));
    QCOMPARE(io::largestErrorSlice(p, p, {}, 2).errorVoxels, int64_t(0));
    QCOMPARE(io::largestErrorSlice(p, r, {1}, 1).voxel[1], int64_t(2));  // along y: the row of misses
}

QTEST_GUILESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
