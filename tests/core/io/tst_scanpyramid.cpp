// The multiresolution pyramid the workbench opens scans larger than memory
// with: level 0 holds the scan's voxels exactly, level 1 the mean of each
// 2x2x2 block computed here independently, any box reads back the same
// voxels as the scan, the geometry of each level places its voxels at the
// centre of the blocks they summarise, the pyramid is built once and built
// again when the scan changes or the cache is damaged, a cancelled build
// leaves nothing, and what cannot be streamed is refused with the file named.
// An OME-TIFF stack (read by the isolated TIFF reader a few pages per child
// process) builds a pyramid too, voxel for voxel.
#include <QtTest>

#include <QTemporaryDir>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>

#include "common/Errors.h"
#include "io/ScanIO.h"
#include "io/blockwise/ScanSlabs.h"
#include "io/pyramid/ScanPyramid.h"

using namespace segstudio;
using namespace segstudio::io;
namespace fs = std::filesystem;

namespace {

// An odd-sized uint16 scan (no axis a multiple of the brick or of 2), with
// a smooth ramp plus noise, so means and boxes are all different.
Volume makeScan(const Size3& size, const Matrix3& direction)
{
    Geometry g;
    g.size = size;
    g.spacing = {0.7, 0.9, 2.5};
    g.origin = {-12.5, 30.25, 7};
    g.direction = direction;
    Volume v = Volume::allocate(g, ScalarType::UInt16);
    std::mt19937 random(7);
    std::uniform_int_distribution<int> noise(0, 900);
    uint16_t* p = v.data<uint16_t>();
    for (int64_t i = 0; i < v.voxelCount(); ++i)
        p[i] = static_cast<uint16_t>(30 * (i % size[0]) + 7 * ((i / size[0]) % size[1]) + noise(random));
    return v;
}

uint16_t at(const Volume& v, int64_t x, int64_t y, int64_t z)
{
    const Size3& s = v.geometry.size;
    return v.data<uint16_t>()[x + s[0] * (y + s[1] * z)];
}

}  // namespace

class TestScanPyramid : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void levelSizesHalveUntilTheOverviewFits();
    void levelsHoldTheScanAndItsBlockMeans();
    void boxesReadBackTheScansVoxels();
    void builtOnceAndAgainWhenTheScanChanges();
    void cancelledBuildLeavesNothing();
    void damagedCacheIsBuiltAgain();
    void scanThatCannotStreamIsRefused();
    void microscopyStackStreamsFromItsIsolatedReader();
};

void TestScanPyramid::levelSizesHalveUntilTheOverviewFits()
{
    const auto sizes = pyramidLevelSizes({100, 61, 7}, 2, 2000);
    QCOMPARE(sizes.front(), (Size3{100, 61, 7}));
    QCOMPARE(sizes[1], (Size3{50, 31, 4}));
    QCOMPARE(sizes[2], (Size3{25, 16, 2}));  // 1600 bytes: the first level that fits ends the pyramid
    QCOMPARE(sizes.size(), std::size_t(3));
    const auto flat = pyramidLevelSizes({9, 5, 1}, 1, 4);  // an axis of one voxel stops halving
    QCOMPARE(flat[1], (Size3{5, 3, 1}));
    QCOMPARE(flat.back(), (Size3{2, 1, 1}));
    QCOMPARE(pyramidLevelSizes({10, 10, 10}, 1, 1 << 20).size(), std::size_t(1));  // fits already: one level
}

void TestScanPyramid::levelsHoldTheScanAndItsBlockMeans()
{
    QTemporaryDir dir;
    // Stored axes flipped and permuted against LPS: the pyramid stays in stored axes.
    const Volume scan = makeScan({77, 45, 39}, {0, -1, 0, -1, 0, 0, 0, 0, 1});
    const std::string path = dir.filePath("scan.nii").toStdString();
    writeScan(path, scan);
    PyramidBuildOptions options;
    options.overviewBytes = 2 << 10;
    int progressCalls = 0;
    const auto pyramid = ScanPyramid::openOrBuild(path, dir.filePath("pyramid").toStdString(), options,
                                                  [&](const ProgressEvent& e) { progressCalls += e.total == 39; });
    QVERIFY(progressCalls >= 1);
    QCOMPARE(pyramid->levelCount(), int(pyramidLevelSizes(scan.geometry.size, 2, 2 << 10).size()));
    QVERIFY(pyramid->levelCount() >= 4);
    QVERIFY(pyramid->readLevel(0).bytes == scan.bytes);

    // Level 1: the rounded mean of each 2x2x2 block (clipped at the far edges).
    const Volume level1 = pyramid->readLevel(1);
    QCOMPARE(level1.geometry.size, (Size3{39, 23, 20}));
    for (int64_t z = 0; z < 20; ++z)
        for (int64_t y = 0; y < 23; ++y)
            for (int64_t x = 0; x < 39; ++x) {
                double sum = 0;
                int count = 0;
                for (int64_t k = 2 * z; k < std::min<int64_t>(2 * z + 2, 39); ++k)
                    for (int64_t j = 2 * y; j < std::min<int64_t>(2 * y + 2, 45); ++j)
                        for (int64_t i = 2 * x; i < std::min<int64_t>(2 * x + 2, 77); ++i) {
                            sum += at(scan, i, j, k);
                            ++count;
                        }
                const double expected = sum / count;
                if (std::abs(at(level1, x, y, z) - expected) > 0.5001)
                    QFAIL(qPrintable(QString("level 1 voxel %1,%2,%3: %4, expected %5").arg(x).arg(y).arg(z).arg(at(level1, x, y, z)).arg(expected)));
            }
    // Level 2 inside the scan: the mean of each full 4x4x4 block, within rounding.
    const Volume level2 = pyramid->readLevel(2);
    for (int64_t z = 0; z < 9; ++z)
        for (int64_t y = 0; y < 11; ++y)
            for (int64_t x = 0; x < 19; ++x) {
                double sum = 0;
                for (int64_t k = 4 * z; k < 4 * z + 4; ++k)
                    for (int64_t j = 4 * y; j < 4 * y + 4; ++j)
                        for (int64_t i = 4 * x; i < 4 * x + 4; ++i)
                            sum += at(scan, i, j, k);
                QVERIFY(std::abs(at(level2, x, y, z) - sum / 64) <= 1.0);
            }
    // Geometry: level 0 is the scan's (as NIfTI stores it, in float32);
    // level 1's voxel 0 sits at the centre of level 0's voxels 0..1, its
    // spacing doubled, its direction the scan's.
    const Geometry& g0 = pyramid->geometry();
    QVERIFY(geometryDifferences(g0, scan.geometry).empty());
    const Geometry g1 = pyramid->levelGeometry(1);
    const Vec3 expectedOrigin = g0.indexToWorld({0.5, 0.5, 0.5});
    for (int a = 0; a < 3; ++a) {
        QVERIFY(std::abs(g1.origin[a] - expectedOrigin[a]) < 1e-9);
        QVERIFY(std::abs(g1.spacing[a] - 2 * g0.spacing[a]) < 1e-9);
    }
    QVERIFY(g1.direction == g0.direction);
}

void TestScanPyramid::boxesReadBackTheScansVoxels()
{
    QTemporaryDir dir;
    const Volume scan = makeScan({70, 66, 41}, {1, 0, 0, 0, 1, 0, 0, 0, 1});
    const std::string path = dir.filePath("scan.nii.gz").toStdString();
    writeScan(path, scan);
    PyramidBuildOptions options;
    options.brickCacheBytes = 3 * 32 * 32 * 32 * 2;  // three bricks: eviction is exercised
    const auto pyramid = ScanPyramid::openOrBuild(path, dir.filePath("p").toStdString(), options);
    std::mt19937 random(11);
    for (int trial = 0; trial < 40; ++trial) {
        Size3 lo{}, hi{};
        for (int a = 0; a < 3; ++a) {
            std::uniform_int_distribution<int64_t> pick(0, scan.geometry.size[a] - 1);
            lo[a] = pick(random);
            hi[a] = trial % 3 == a ? lo[a] + 1 : std::min<int64_t>(scan.geometry.size[a], lo[a] + 1 + pick(random) / 2);
        }
        const Volume box = pyramid->readBox(0, lo, hi);
        QCOMPARE(box.geometry.size, (Size3{hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]}));
        const Vec3 corner = scan.geometry.indexToWorld({double(lo[0]), double(lo[1]), double(lo[2])});
        for (int a = 0; a < 3; ++a)
            QVERIFY(std::abs(box.geometry.origin[a] - corner[a]) < 1e-4);
        for (int64_t z = lo[2]; z < hi[2]; ++z)
            for (int64_t y = lo[1]; y < hi[1]; ++y)
                for (int64_t x = lo[0]; x < hi[0]; ++x)
                    if (at(box, x - lo[0], y - lo[1], z - lo[2]) != at(scan, x, y, z))
                        QFAIL(qPrintable(QString("box %1: voxel %2,%3,%4 differs").arg(trial).arg(x).arg(y).arg(z)));
        QVERIFY(pyramid->cachedBytes() <= options.brickCacheBytes);
    }
    // Clipped to the level, never past it.
    QCOMPARE(pyramid->readBox(0, {60, 60, 40}, {100, 100, 100}).geometry.size, (Size3{10, 6, 1}));
}

void TestScanPyramid::builtOnceAndAgainWhenTheScanChanges()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("scan.nii").toStdString(), folder = dir.filePath("p").toStdString();
    writeScan(path, makeScan({40, 35, 33}, identityMatrix3()));
    int builds = 0;
    auto count = [&](const ProgressEvent& e) { builds += e.done == e.total; };
    ScanPyramid::openOrBuild(path, folder, {}, count);
    ScanPyramid::openOrBuild(path, folder, {}, count);
    QCOMPARE(builds, 1);
    Volume changed = makeScan({40, 35, 34}, identityMatrix3());
    writeScan(path, changed);
    const auto pyramid = ScanPyramid::openOrBuild(path, folder, {}, count);
    QCOMPARE(builds, 2);
    QVERIFY(pyramid->readLevel(0).bytes == changed.bytes);
    for (const auto& entry : fs::directory_iterator(dir.path().toStdString()))
        QVERIFY2(entry.path().filename().string().find(".partial") == std::string::npos, entry.path().c_str());
}

void TestScanPyramid::cancelledBuildLeavesNothing()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("scan.nii").toStdString(), folder = dir.filePath("p").toStdString();
    writeScan(path, makeScan({40, 35, 33}, identityMatrix3()));
    std::atomic<bool> cancel{true};
    PyramidBuildOptions options;
    options.cancel = &cancel;
    QVERIFY_THROWS_EXCEPTION(Cancelled, ScanPyramid::openOrBuild(path, folder, options));
    QCOMPARE(std::distance(fs::directory_iterator(dir.path().toStdString()), fs::directory_iterator()), 1);  // the scan alone
}

void TestScanPyramid::damagedCacheIsBuiltAgain()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("scan.nii").toStdString(), folder = dir.filePath("p").toStdString();
    const Volume scan = makeScan({40, 35, 33}, identityMatrix3());
    writeScan(path, scan);
    PyramidBuildOptions options;
    options.overviewBytes = 4096;
    ScanPyramid::openOrBuild(path, folder, options);
    fs::resize_file(folder + "/level-1.bricks", 1000);  // truncated
    const auto pyramid = ScanPyramid::openOrBuild(path, folder, options);
    QVERIFY(pyramid->readLevel(0).bytes == scan.bytes);
    QVERIFY(fs::file_size(folder + "/level-1.bricks") > 1000);
}

void TestScanPyramid::scanThatCannotStreamIsRefused()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("scan.nrrd").toStdString();
    writeScan(path, makeScan({20, 20, 20}, identityMatrix3()));
    try {
        ScanPyramid::openOrBuild(path, dir.filePath("p").toStdString());
        QFAIL("an NRRD scan cannot be read a block at a time");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.problem().file), QString::fromStdString(path));
        QVERIFY(QString(error.what()).contains("block at a time"));
    }
}

void TestScanPyramid::microscopyStackStreamsFromItsIsolatedReader()
{
    QTemporaryDir dir;
    Volume scan = makeScan({45, 38, 37}, identityMatrix3());
    scan.geometry.origin = {0, 0, 0};  // a microscope's stack: not placed in a patient
    const std::string path = dir.filePath("stack.ome.tif").toStdString();
    writeScan(path, scan);
    QCOMPARE(QString::fromStdString(readScanHeader(path).format), QString("OME-TIFF"));
    QVERIFY(scanStreamsRows(path));
    PyramidBuildOptions options;
    options.overviewBytes = 20000;  // below the scan's 127 kB: levels are built
    const auto pyramid = ScanPyramid::openOrBuild(path, dir.filePath("p").toStdString(), options);
    QVERIFY(pyramid->levelCount() >= 2);
    const Volume level0 = pyramid->readLevel(0);
    QCOMPARE(level0.geometry.size, scan.geometry.size);
    for (int64_t z = 0; z < 37; ++z)
        for (int64_t y = 0; y < 38; ++y)
            for (int64_t x = 0; x < 45; ++x)
                if (at(level0, x, y, z) != at(scan, x, y, z))
                    QFAIL(qPrintable(QString("voxel %1,%2,%3 differs").arg(x).arg(y).arg(z)));
    // Level 1 holds the 2x2x2 means (here at a block away from the far edges).
    const Volume level1 = pyramid->readLevel(1);
    double mean = 0;
    for (int64_t k = 0; k < 8; ++k)
        mean += at(scan, 10 + (k & 1), 12 + ((k >> 1) & 1), 6 + (k >> 2));
    QVERIFY(std::abs(level1.valueAsDouble(5 + level1.geometry.size[0] * (6 + level1.geometry.size[1] * 3)) - mean / 8) < 0.5001);
}

QTEST_GUILESS_MAIN(TestScanPyramid)
#include "tst_scanpyramid.moc"
