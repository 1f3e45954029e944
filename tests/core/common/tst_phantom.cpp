#include <QtTest>

#include <map>

#include "common/image/Phantom.h"

using namespace segstudio;

class TestPhantom : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sameSeedGivesSameVoxelsWhateverTheThreads();
    void everyClassIsPresentWithItsOwnIntensity();
    void outsideTheBodyIsZero();
    void anisotropicSpacingKeepsOrgansRoundInMillimetres();
};

static PhantomParameters small(uint64_t seed, int threads)
{
    PhantomParameters p;
    p.sizeXyz = {40, 36, 28};
    p.foregroundClasses = 3;
    p.seed = seed;
    p.threads = threads;
    return p;
}

void TestPhantom::sameSeedGivesSameVoxelsWhateverTheThreads()
{
    const Phantom a = generatePhantom(small(5, 1));
    const Phantom b = generatePhantom(small(5, 4));
    const Phantom c = generatePhantom(small(6, 1));
    QVERIFY(a.image.bytes == b.image.bytes);
    QVERIFY(a.label.bytes == b.label.bytes);
    QVERIFY(a.image.bytes != c.image.bytes);
}

void TestPhantom::everyClassIsPresentWithItsOwnIntensity()
{
    PhantomParameters p = small(11, 2);
    p.noiseSigma = 0;
    p.biasAmplitude = 0;
    const Phantom phantom = generatePhantom(p);
    std::map<int, double> sum;
    std::map<int, int64_t> count;
    const float* image = phantom.image.data<float>();
    const uint8_t* label = phantom.label.data<uint8_t>();
    for (int64_t i = 0; i < phantom.label.voxelCount(); ++i) {
        sum[label[i]] += image[i];
        ++count[label[i]];
    }
    for (int c = 0; c <= 3; ++c)
        QVERIFY2(count[c] > 20, qPrintable(QString("class %1 has %2 voxels").arg(c).arg(count[c])));
    // Without noise each class has one intensity, distinct from the others.
    QVERIFY(std::abs(sum[1] / count[1] - sum[2] / count[2]) > 50);
    QVERIFY(std::abs(sum[1] / count[1] - sum[3] / count[3]) > 50);
}

void TestPhantom::outsideTheBodyIsZero()
{
    const Phantom phantom = generatePhantom(small(3, 2));
    const float* image = phantom.image.data<float>();
    QCOMPARE(image[0], 0.0f);  // a corner is outside the body ellipsoid
    QCOMPARE(image[phantom.image.voxelCount() - 1], 0.0f);
}

void TestPhantom::anisotropicSpacingKeepsOrgansRoundInMillimetres()
{
    PhantomParameters p = small(2, 2);
    p.sizeXyz = {64, 64, 16};
    p.spacingXyz = {1, 1, 4};
    const Phantom phantom = generatePhantom(p);
    QCOMPARE(phantom.label.geometry.spacing[2], 4.0);
    const uint8_t* label = phantom.label.data<uint8_t>();
    int64_t extent[3][2] = {{999, -1}, {999, -1}, {999, -1}};
    for (int64_t z = 0; z < 16; ++z)
        for (int64_t y = 0; y < 64; ++y)
            for (int64_t x = 0; x < 64; ++x)
                if (label[x + 64 * (y + 64 * z)] == 1) {
                    const int64_t v[3] = {x, y, z};
                    for (int a = 0; a < 3; ++a) {
                        extent[a][0] = std::min(extent[a][0], v[a]);
                        extent[a][1] = std::max(extent[a][1], v[a]);
                    }
                }
    const double xMm = (extent[0][1] - extent[0][0] + 1) * 1.0;
    const double zMm = (extent[2][1] - extent[2][0] + 1) * 4.0;
    QVERIFY2(zMm / xMm > 0.4 && zMm / xMm < 2.5, qPrintable(QString("x %1 mm, z %2 mm").arg(xMm).arg(zMm)));
}

QTEST_GUILESS_MAIN(TestPhantom)
#include "tst_phantom.moc"
