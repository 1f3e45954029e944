#include <QtTest>

#include <cmath>

#include "common/Errors.h"
#include "common/image/Geometry.h"
#include "common/image/LabelPlacement.h"
#include "common/image/Reorientation.h"
#include "common/formats/JsonFile.h"

using namespace segstudio;

class TestGeometry : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void orientationCodeFollowsDirection_data();
    void orientationCodeFollowsDirection();
    void indexAndWorldRoundTrip();
    void differencesRespectTolerance();
    void jsonRoundTripIsExact();
    void labelMapsOfOtherGridsArePlacedOnTheScans();
    void reorientationMovesVoxelsNotTheWorld();
};

void TestGeometry::orientationCodeFollowsDirection_data()
{
    QTest::addColumn<QVector<double>>("direction");
    QTest::addColumn<QString>("code");
    QTest::newRow("ITK identity is LPS") << QVector<double>{1, 0, 0, 0, 1, 0, 0, 0, 1} << "LPS";
    QTest::newRow("NIfTI identity (RAS)") << QVector<double>{-1, 0, 0, 0, -1, 0, 0, 0, 1} << "RAS";
    QTest::newRow("coronal slices") << QVector<double>{1, 0, 0, 0, 0, 1, 0, -1, 0} << "LIP";
    QTest::newRow("slightly oblique") << QVector<double>{0.99, 0.14, 0, -0.14, 0.99, 0, 0, 0, 1} << "LPS";
}

void TestGeometry::orientationCodeFollowsDirection()
{
    QFETCH(QVector<double>, direction);
    QFETCH(QString, code);
    Geometry g;
    std::copy(direction.begin(), direction.end(), g.direction.begin());
    QCOMPARE(QString::fromStdString(g.orientationCode()), code);
}

void TestGeometry::indexAndWorldRoundTrip()
{
    Geometry g;
    g.size = {10, 20, 30};
    g.spacing = {0.5, 0.7, 2.5};
    g.origin = {-12.5, 30.25, 4};
    const double a = 0.3;
    g.direction = {std::cos(a), -std::sin(a), 0, std::sin(a), std::cos(a), 0, 0, 0, 1};
    const Vec3 world = g.indexToWorld({3, 4, 5});
    const Vec3 back = g.worldToIndex(world);
    QVERIFY(std::abs(back[0] - 3) < 1e-9 && std::abs(back[1] - 4) < 1e-9 && std::abs(back[2] - 5) < 1e-9);
    // Voxel (0,0,0) is at the origin; one step along k moves 2.5 mm along +z.
    const Vec3 k1 = g.indexToWorld({0, 0, 1});
    QCOMPARE(k1[2] - g.origin[2], 2.5);
}

void TestGeometry::differencesRespectTolerance()
{
    Geometry a;
    a.size = {10, 10, 10};
    Geometry b = a;
    b.spacing[0] += 1e-6;  // float32 rounding in a NIfTI header
    b.origin[1] += 1e-4;
    QVERIFY(geometryDifferences(a, b).empty());
    b.spacing[2] = 2.0;
    b.size[0] = 11;
    const auto differences = geometryDifferences(a, b);
    QCOMPARE(differences.size(), std::size_t(2));
    QVERIFY(QString::fromStdString(differences[0]).startsWith("size 10x10x10 vs 11x10x10"));
    QVERIFY(QString::fromStdString(differences[1]).contains("spacing"));
}

void TestGeometry::jsonRoundTripIsExact()
{
    Geometry g;
    g.size = {3, 4, 5};
    g.spacing = {0.1, 1.0 / 3.0, 2.2};
    g.origin = {1e-7, -123.456789012345, 0};
    const Geometry back = geometryFromJson(toJson(g));
    QVERIFY(back.size == g.size);
    QVERIFY(back.spacing == g.spacing);
    QVERIFY(back.origin == g.origin);
    QVERIFY(back.direction == g.direction);
}

// A label map of a DICOM scan from the NIfTI world: flipped rows (LAS),
// permuted axes, a crop, a grid off the scan (issue 73).
void TestGeometry::labelMapsOfOtherGridsArePlacedOnTheScans()
{
    Geometry scan;
    scan.size = {6, 5, 4};
    scan.spacing = {0.8, 0.9, 2.0};
    scan.origin = {-10, 20, 30};
    Volume truth = Volume::allocate(scan, ScalarType::UInt16);
    for (int64_t i = 0; i < truth.voxelCount(); ++i)
        truth.data<uint16_t>()[i] = static_cast<uint16_t>(i % 7 == 0 ? 0 : i);
    const auto at = [](const Volume& v, int64_t i, int64_t j, int64_t k) {
        return v.data<uint16_t>()[(k * v.geometry.size[1] + j) * v.geometry.size[0] + i];
    };
    // Rows flipped: voxel (i, j, k) of the map is (i, 4 - j, k) of the scan; direction's y column negated.
    Volume flipped = Volume::allocate(scan, ScalarType::UInt16);
    flipped.geometry.direction = {1, 0, 0, 0, -1, 0, 0, 0, 1};
    flipped.geometry.origin = scan.indexToWorld({0, 4, 0});
    // Axes permuted: map axes (k, i, j).
    Volume permuted = Volume::allocate(scan, ScalarType::UInt16);
    permuted.geometry.size = {4, 6, 5};
    permuted.geometry.spacing = {2.0, 0.8, 0.9};
    permuted.geometry.direction = {0, 1, 0, 0, 0, 1, 1, 0, 0};
    for (int64_t k = 0; k < 4; ++k)
        for (int64_t j = 0; j < 5; ++j)
            for (int64_t i = 0; i < 6; ++i) {
                flipped.data<uint16_t>()[(k * 5 + (4 - j)) * 6 + i] = at(truth, i, j, k);
                permuted.data<uint16_t>()[(j * 6 + i) * 4 + k] = at(truth, i, j, k);
            }
    QCOMPARE(QString::fromStdString(flipped.geometry.orientationCode()), QString("LAS"));
    for (const Volume* map : {&flipped, &permuted}) {
        const PlacedLabels placed = placeLabelsOnGrid(*map, scan, "map.nii.gz", "the scan");
        QCOMPARE(placed.kind, LabelPlacementKind::Reoriented);
        QVERIFY(placed.warnings.empty());
        QVERIFY(placed.labels.bytes == truth.bytes);
        QVERIFY(geometryDifferences(placed.labels.geometry, scan).empty());
    }
    QCOMPARE(placeLabelsOnGrid(truth, scan, "map.nii.gz", "the scan").kind, LabelPlacementKind::SameGrid);

    // A crop (columns 1-3, all rows, slices 1-2): nearest neighbour, zero outside, counts per label.
    Geometry cropGrid = scan;
    cropGrid.size = {3, 5, 2};
    cropGrid.origin = scan.indexToWorld({1, 0, 1});
    Volume crop = Volume::allocate(cropGrid, ScalarType::UInt16);
    for (int64_t k = 0; k < 2; ++k)
        for (int64_t j = 0; j < 5; ++j)
            for (int64_t i = 0; i < 3; ++i)
                crop.data<uint16_t>()[(k * 5 + j) * 3 + i] = at(truth, i + 1, j, k + 1) ? 9 : 0;
    const PlacedLabels placed = placeLabelsOnGrid(crop, scan, "crop.nii.gz", "the scan");
    QCOMPARE(placed.kind, LabelPlacementKind::Resampled);
    int64_t nines = 0;
    for (int64_t k = 0; k < 4; ++k)
        for (int64_t j = 0; j < 5; ++j)
            for (int64_t i = 0; i < 6; ++i) {
                const bool inCrop = i >= 1 && i <= 3 && k >= 1 && k <= 2;
                QCOMPARE(at(placed.labels, i, j, k), uint16_t(inCrop && at(truth, i, j, k) ? 9 : 0));
                nines += at(placed.labels, i, j, k) == 9;
            }
    QCOMPARE(placed.warnings.size(), std::size_t(2));
    QVERIFY2(QString::fromStdString(placed.warnings[0]).contains("crop.nii.gz was resampled by nearest neighbour"),
             placed.warnings[0].c_str());
    QCOMPARE(QString::fromStdString(placed.warnings[1]),
             QString("label 9: %1 -> %1 voxels (+0.0 %)").arg(nines));

    Volume far = truth;
    far.geometry.origin = {500, 20, 30};
    try {
        placeLabelsOnGrid(far, scan, "far.nii.gz", "the scan");
        QFAIL("a map off the scan was placed");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("does not overlap the scan") && QString(error.what()).contains("far.nii.gz"),
                 error.what());
    }
}

// Orientationd's job: to any code, every voxel keeps its world position and
// its components; back on the original grid, bit for bit.
void TestGeometry::reorientationMovesVoxelsNotTheWorld()
{
    Geometry g;
    g.size = {5, 4, 3};
    g.spacing = {0.8, 1.5, 2.0};
    g.origin = {12.5, -30, 7.25};
    g.direction = {0, 0, 1, -1, 0, 0, 0, 1, 0};  // columns: i -> A, j -> S, k -> L
    QCOMPARE(QString::fromStdString(g.orientationCode()), QString("ASL"));
    Volume v = Volume::allocate(g, ScalarType::Int16, 2);
    int16_t* values = v.data<int16_t>();
    for (int64_t n = 0; n < v.valueCount(); ++n)
        values[n] = static_cast<int16_t>(n * 7 - 100);
    for (const std::string code : {"RAS", "LPS", "SAR", "ILP"}) {
        const Volume r = reorientedTo(v, code);
        QCOMPARE(QString::fromStdString(r.geometry.orientationCode()), QString::fromStdString(code));
        QCOMPARE(r.geometry.voxelCount(), g.voxelCount());
        QCOMPARE(r.components, 2);
        const int16_t* moved = r.data<int16_t>();
        for (int64_t k = 0; k < g.size[2]; ++k)
            for (int64_t j = 0; j < g.size[1]; ++j)
                for (int64_t i = 0; i < g.size[0]; ++i) {
                    const Vec3 world = g.indexToWorld({double(i), double(j), double(k)});
                    const Vec3 at = r.geometry.worldToIndex(world);
                    int64_t index[3];
                    for (int a = 0; a < 3; ++a) {
                        index[a] = std::llround(at[a]);
                        QVERIFY(std::abs(at[a] - double(index[a])) < 1e-9);
                    }
                    const int64_t from = (k * g.size[1] + j) * g.size[0] + i;
                    const int64_t to = (index[2] * r.geometry.size[1] + index[1]) * r.geometry.size[0] + index[0];
                    QCOMPARE(moved[to * 2], values[from * 2]);
                    QCOMPARE(moved[to * 2 + 1], values[from * 2 + 1]);
                }
        const Volume back = reorientedBack(r, g);
        QVERIFY(back.bytes == v.bytes);
        QVERIFY(geometryDifferences(back.geometry, g).empty());
    }
    QVERIFY(isOrientationCode("PSL"));
    for (const char* bad : {"RAR", "XYZ", "RA", "rAS", ""})
        QVERIFY2(!isOrientationCode(bad), bad);
    QVERIFY_EXCEPTION_THROWN(reorientedTo(v, "RRS"), std::invalid_argument);
}

QTEST_GUILESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
