// Label statistics where a hand-written loop goes wrong: label values far
// apart (no dense table), negative labels, a floating-point label map of
// whole numbers, intensities around 1e9 whose SD a sum of squares would
// lose, channels with NaN, a label whose channel is all NaN, a permuted
// and flipped direction for the centroid, and the refusals.
#include <QtTest>

#include <cmath>

#include "application/statistics/LabelStatistics.h"
#include "common/Errors.h"

using namespace segstudio;
using namespace segstudio::application;

class TestLabelStatistics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sparseNegativeAndFloatLabels();
    void farFromZeroIntensitiesKeepTheirSd();
    void centroidFollowsTheDirection();
    void refusesWhatIsNotALabelMapOnTheGrid();
};

void TestLabelStatistics::sparseNegativeAndFloatLabels()
{
    Geometry g;
    g.size = {5, 4, 3};
    Volume labels = Volume::allocate(g, ScalarType::Float64);
    double* l = labels.data<double>();
    l[0] = -7;
    l[1] = -7;
    l[59] = 300000000;  // far from -7: the hash path
    l[30] = 2;
    Volume scan = Volume::allocate(g, ScalarType::Float32, 2);
    float* s = scan.data<float>();
    for (int64_t i = 0; i < g.voxelCount(); ++i) {
        s[2 * i] = static_cast<float>(i);
        s[2 * i + 1] = i == 30 ? NAN : 1.0f;
    }
    const auto rows = computeLabelStatistics(labels, &scan, "float.nii.gz");
    QCOMPARE(rows.size(), std::size_t(3));
    QCOMPARE(rows[0].label, int64_t(-7));
    QCOMPARE(rows[0].voxels, int64_t(2));
    QCOMPARE(rows[0].channels[0].mean, 0.5);
    QCOMPARE(rows[0].channels[0].sd, 0.5);  // population SD of {0, 1}
    QCOMPARE(rows[1].label, int64_t(2));
    QVERIFY(std::isnan(rows[1].channels[1].mean));  // its only value is NaN
    QCOMPARE(rows[1].channels[1].nonFinite, int64_t(1));
    QCOMPARE(rows[1].channels[0].mean, 30.0);
    QCOMPARE(rows[2].label, int64_t(300000000));
    QCOMPARE(rows[2].boxMin, (Size3{4, 3, 2}));
    QCOMPARE(rows[2].boxMax, (Size3{4, 3, 2}));
}

void TestLabelStatistics::farFromZeroIntensitiesKeepTheirSd()
{
    Geometry g;
    g.size = {1000, 1, 1};
    Volume labels = Volume::allocate(g, ScalarType::UInt8);
    Volume scan = Volume::allocate(g, ScalarType::Float64);
    for (int i = 0; i < 1000; ++i) {
        labels.data<uint8_t>()[i] = 1;
        scan.data<double>()[i] = 1e9 + (i % 2 ? 0.001 : -0.001);
    }
    const auto rows = computeLabelStatistics(labels, &scan);
    // 1e9 +- 0.001 is stored to about 1e-7; a sum of squares (1e18) would lose the SD entirely.
    QVERIFY2(std::abs(rows.at(0).channels[0].sd - 0.001) < 1e-6, qPrintable(QString::number(rows[0].channels[0].sd, 'g', 12)));
    QCOMPARE(rows[0].channels[0].min, 1e9 - 0.001);
}

void TestLabelStatistics::centroidFollowsTheDirection()
{
    Geometry g;
    g.size = {4, 6, 2};
    g.spacing = {0.5, 2.0, 3.0};
    g.origin = {10, -20, 5};
    g.direction = {0, -1, 0, 1, 0, 0, 0, 0, 1};  // i runs along y, j against x
    Volume labels = Volume::allocate(g, ScalarType::Int16);
    for (int64_t j = 2; j <= 4; ++j)
        labels.data<int16_t>()[1 + 4 * j + 24] = 9;  // i = 1, j = 2..4, k = 1
    const auto rows = computeLabelStatistics(labels, nullptr);
    QCOMPARE(rows.size(), std::size_t(1));
    QVERIFY(rows[0].channels.empty());
    QCOMPARE(rows[0].volumeMm3, 3 * 0.5 * 2.0 * 3.0);
    // Index (1, 3, 1): x = 10 - 3 * 2, y = -20 + 1 * 0.5, z = 5 + 3.
    QCOMPARE(rows[0].centroidMm, (Vec3{4.0, -19.5, 8.0}));
}

void TestLabelStatistics::refusesWhatIsNotALabelMapOnTheGrid()
{
    Geometry g;
    g.size = {3, 3, 1};
    Volume fractional = Volume::allocate(g, ScalarType::Float32);
    fractional.data<float>()[4] = 1.5f;
    QVERIFY_THROWS_EXCEPTION(InputError, computeLabelStatistics(fractional, nullptr, "fractional.png"));
    Volume twoComponents = Volume::allocate(g, ScalarType::UInt8, 2);
    QVERIFY_THROWS_EXCEPTION(InputError, computeLabelStatistics(twoComponents, nullptr, "rgb.png"));
    Volume labels = Volume::allocate(g, ScalarType::UInt8);
    Geometry other = g;
    other.spacing = {1, 2, 1};
    Volume scan = Volume::allocate(other, ScalarType::UInt8);
    try {
        computeLabelStatistics(labels, &scan, "mask.png");
        QFAIL("a scan on another grid was accepted");
    } catch (const InputError& error) {
        QVERIFY(QString(error.what()).contains("mask.png"));
        QVERIFY(QString(error.what()).contains("grid"));
    }
}

QTEST_APPLESS_MAIN(TestLabelStatistics)
#include "tst_labelstatistics.moc"
