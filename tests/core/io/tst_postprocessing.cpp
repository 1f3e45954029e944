// Postprocessing: keeping a label's largest connected component (ITK,
// fully connected) and choosing it only where it raises validation Dice.
#include <QtTest>

#include "io/Postprocessing.h"

using namespace segstudio;

namespace {

constexpr Size3 kSize{12, 10, 4};

int64_t at(int x, int y, int z) { return x + kSize[0] * (y + kSize[1] * z); }

std::vector<int16_t> empty() { return std::vector<int16_t>(static_cast<std::size_t>(kSize[0] * kSize[1] * kSize[2]), 0); }

void box(std::vector<int16_t>& v, int x0, int x1, int y0, int y1, int z0, int z1, int16_t value)
{
    for (int z = z0; z < z1; ++z)
        for (int y = y0; y < y1; ++y)
            for (int x = x0; x < x1; ++x)
                v[static_cast<std::size_t>(at(x, y, z))] = value;
}

}  // namespace

class TestPostprocessing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void keepsOnlyTheLargestComponentOfOneLabel();
    void diagonalNeighboursAreConnected();
    void choosesItOnlyWhereDiceRises();
    void labelMapsKeepTheirType();
    void regionsActOnTheUnionOfTheirLabels();
};

void TestPostprocessing::keepsOnlyTheLargestComponentOfOneLabel()
{
    std::vector<int16_t> v = empty();
    box(v, 0, 4, 0, 4, 0, 2, 1);    // 32 voxels of label 1
    box(v, 8, 10, 8, 10, 0, 1, 1);  // 4 voxels of label 1, apart
    box(v, 6, 7, 0, 1, 0, 1, 2);    // 1 voxel of label 2
    io::keepLargestComponent(v, kSize, {1});
    QCOMPARE(v[static_cast<std::size_t>(at(1, 1, 1))], int16_t(1));
    QCOMPARE(v[static_cast<std::size_t>(at(8, 8, 0))], int16_t(0));  // the small island is gone
    QCOMPARE(v[static_cast<std::size_t>(at(6, 0, 0))], int16_t(2));  // other labels untouched
    QCOMPARE(std::count(v.begin(), v.end(), int16_t(1)), std::ptrdiff_t(32));
}

void TestPostprocessing::diagonalNeighboursAreConnected()
{
    std::vector<int16_t> v = empty();
    v[static_cast<std::size_t>(at(2, 2, 1))] = 3;
    v[static_cast<std::size_t>(at(3, 3, 2))] = 3;  // touches the first only at a corner
    io::keepLargestComponent(v, kSize, {3});
    QCOMPARE(std::count(v.begin(), v.end(), int16_t(3)), std::ptrdiff_t(2));
}

// Class 1: the reference is one box, predictions add a false island, so
// keeping the largest component raises Dice. Class 2: the reference has two
// boxes that the prediction finds, so keeping one would lower Dice.
void TestPostprocessing::choosesItOnlyWhereDiceRises()
{
    std::vector<io::ValidationPair> cases;
    for (int c = 0; c < 2; ++c) {
        io::ValidationPair p;
        p.sizeXyz = kSize;
        p.reference = empty();
        box(p.reference, 0, 4, 0, 4, 0, 2, 1);
        box(p.reference, 6, 8, 6, 8, 0, 2, 2);
        box(p.reference, 10, 12, 0, 2, 2, 4, 2);
        p.predicted = p.reference;
        box(p.predicted, 0, 2, 8, 10, 3, 4, 1);  // a false island of class 1
        cases.push_back(p);
    }
    const std::vector<io::ComponentDecision> d = io::chooseLargestComponent(cases, {{1}, {2}});
    QCOMPARE(d.size(), std::size_t(2));
    QVERIFY(d[0].structure == io::ValueSet{1});
    QVERIFY(d[0].keepLargest);
    QVERIFY(std::abs(d[0].diceBefore - 64.0 / 68.0) < 1e-9);  // 2*32 / (36 + 32)
    QCOMPARE(d[0].diceAfter, 1.0);
    QVERIFY(!d[1].keepLargest);
    QCOMPARE(d[1].diceBefore, 1.0);
    QVERIFY(d[1].diceAfter < 1.0);
}

void TestPostprocessing::labelMapsKeepTheirType()
{
    Geometry g;
    g.size = kSize;
    g.spacing = {0.5, 0.5, 3};
    Volume labels = Volume::allocate(g, ScalarType::UInt8);
    labels.data<uint8_t>()[at(0, 0, 0)] = 255;
    labels.data<uint8_t>()[at(5, 5, 0)] = 255;
    labels.data<uint8_t>()[at(5, 6, 0)] = 255;
    io::keepLargestComponents(labels, {{255}});
    QCOMPARE(labels.type, ScalarType::UInt8);
    QVERIFY(labels.geometry.spacing == g.spacing);
    QCOMPARE(int(labels.data<uint8_t>()[at(0, 0, 0)]), 0);
    QCOMPARE(int(labels.data<uint8_t>()[at(5, 6, 0)]), 255);
}

// A region {1, 2}: an island of label 2 touching a box of label 1 belongs to
// the same component; a separate island of label 1 does not survive, and
// label 3 (outside the region) is left alone.
void TestPostprocessing::regionsActOnTheUnionOfTheirLabels()
{
    std::vector<int16_t> v = empty();
    box(v, 0, 4, 0, 4, 0, 2, 1);    // 32 voxels of label 1
    box(v, 4, 5, 0, 1, 0, 1, 2);    // label 2 touching it
    box(v, 7, 9, 7, 9, 3, 4, 1);    // 4 voxels of label 1, apart
    box(v, 11, 12, 0, 1, 0, 1, 3);  // label 3, apart
    io::keepLargestComponent(v, kSize, {1, 2});
    QCOMPARE(v[static_cast<std::size_t>(at(4, 0, 0))], int16_t(2));
    QCOMPARE(v[static_cast<std::size_t>(at(7, 7, 3))], int16_t(0));
    QCOMPARE(v[static_cast<std::size_t>(at(11, 0, 0))], int16_t(3));
    QCOMPARE(std::count(v.begin(), v.end(), int16_t(1)), std::ptrdiff_t(32));
}

QTEST_GUILESS_MAIN(TestPostprocessing)
#include "tst_postprocessing.moc"
