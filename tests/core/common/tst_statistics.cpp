#include <QtTest>

#include <cmath>

#include "common/formats/DatasetFingerprint.h"
#include "common/image/Statistics.h"

using namespace segstudio;

class TestStatistics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void percentileInterpolatesLikeNumpy();
    void targetSpacingIsMedianForIsotropicData();
    void targetSpacingUsesTenthPercentileForAnisotropicData();
    void anisotropyComparesWithTheLargestOtherSpacing();
};

void TestStatistics::percentileInterpolatesLikeNumpy()
{
    std::vector<double> v{10, 1, 7, 3};
    // numpy.percentile([1,3,7,10], 50) == 5.0; 25 -> 2.5; 99.5 -> 9.955
    QCOMPARE(percentile(v, 50), 5.0);
    QCOMPARE(percentile(v, 25), 2.5);
    QVERIFY(std::abs(percentile(v, 99.5) - 9.955) < 1e-12);
    QCOMPARE(percentile(v, 0), 1.0);
    std::vector<double> empty;
    QVERIFY(std::isnan(percentile(empty, 50)));
}

static DatasetFingerprint fingerprintWithSpacings(const std::vector<Vec3>& spacings, const Size3& size)
{
    DatasetFingerprint f;
    for (const Vec3& s : spacings) {
        CaseFingerprint c;
        c.spacingXyz = s;
        c.croppedSizeXyz = size;
        f.cases.push_back(c);
    }
    return f;
}

void TestStatistics::targetSpacingIsMedianForIsotropicData()
{
    const auto f = fingerprintWithSpacings({{1, 1, 1}, {0.8, 0.8, 1.2}, {1.2, 1.2, 1.0}}, {100, 100, 90});
    const Vec3 t = plannedTargetSpacing(f);
    QCOMPARE(t[0], 1.0);
    QCOMPARE(t[1], 1.0);
    QCOMPARE(t[2], 1.0);
}

void TestStatistics::targetSpacingUsesTenthPercentileForAnisotropicData()
{
    std::vector<Vec3> spacings;
    for (int i = 0; i < 10; ++i)
        spacings.push_back({0.7, 0.7, i < 5 ? 5.0 : 2.5 + 0.1 * i});
    const auto f = fingerprintWithSpacings(spacings, {512, 512, 40});
    const Vec3 t = plannedTargetSpacing(f);
    QCOMPARE(t[0], 0.7);
    // Median of z would be 5.0; the 10th percentile is lower (thinner slices kept).
    QVERIFY(t[2] < 5.0 && t[2] >= 2.5);
}

// nnU-Net v2 compares the coarse spacing with the largest other spacing:
// 0.5 x 1.6 x 4 mm is not anisotropic (4 < 3 x 1.6) although 4 > 3 x 0.5,
// so z keeps its median; and the 10th percentile is clamped to the largest
// other spacing, not the finest.
void TestStatistics::anisotropyComparesWithTheLargestOtherSpacing()
{
    std::vector<Vec3> spacings;
    for (int i = 0; i < 10; ++i)
        spacings.push_back({0.5, 1.6, i < 8 ? 4.0 : 1.0});
    Vec3 t = plannedTargetSpacing(fingerprintWithSpacings(spacings, {400, 200, 40}));
    QCOMPARE(t[2], 4.0);
    spacings.clear();
    for (int i = 0; i < 10; ++i)
        spacings.push_back({0.5, 1.2, i < 8 ? 5.0 : 0.9});
    t = plannedTargetSpacing(fingerprintWithSpacings(spacings, {400, 200, 40}));
    QVERIFY2(std::abs(t[2] - 1.2) < 1e-12, qPrintable(QString::number(t[2])));  // p10 0.91, clamped to 1.2 (not 0.5)
}

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
