#include <QtTest>

#include <cmath>

#include "common/image/Geometry.h"
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

QTEST_GUILESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
