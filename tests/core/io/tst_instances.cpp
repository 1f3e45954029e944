// Instance maps (io/Instances.h): the training target's rims and walls, the
// watershed back to one id per object, and object matching counted by hand.
#include <QtTest>

#include <algorithm>
#include <map>

#include "common/Errors.h"
#include "io/CellPhantom.h"
#include "io/Instances.h"
#include "io/TissuePhantom.h"

using namespace segstudio;

namespace {

Volume map2d(int64_t width, int64_t height)
{
    Geometry g;
    g.size = {width, height, 1};
    return Volume::allocate(g, ScalarType::UInt16);
}

void fill(Volume& v, int64_t x0, int64_t x1, int64_t y0, int64_t y1, uint16_t id)
{
    for (int64_t y = y0; y < y1; ++y)
        for (int64_t x = x0; x < x1; ++x)
            v.data<uint16_t>()[x + v.geometry.size[0] * y] = id;
}

}  // namespace

class TestInstances : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void targetHasOneVoxelRimsAndFourVoxelWalls();
    void watershedGivesBackEveryCell_data();
    void watershedGivesBackEveryCell();
    void anObjectIsReachedThroughItselfNotTheBackground();
    void aMissedMembraneStillSplitsTwoCells();
    void anElongatedCellStaysOne();
    void tissuePhantomIsDenseWithFaintWalls_data();
    void tissuePhantomIsDenseWithFaintWalls();
    void idsInSeveralPiecesAreFound();
    void matchingCountsAsByHand();
};

void TestInstances::targetHasOneVoxelRimsAndFourVoxelWalls()
{
    // Two 8 x 8 objects side by side (x 2..9 and 10..17), rows 1..8.
    Volume ids = map2d(20, 10);
    fill(ids, 2, 10, 1, 9, 7);
    fill(ids, 10, 18, 1, 9, 3);
    const Volume target = io::instanceTrainingTarget(ids, "two.png");
    const auto at = [&](int64_t x, int64_t y) { return target.data<uint8_t>()[x + 20 * y]; };
    // Row 4 from left to right: background, outer rim, interior, wall of 2 + 2, interior, rim, background.
    const std::vector<int> expected{0, 0, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 1, 2, 0, 0};
    for (int64_t x = 0; x < 20; ++x)
        QCOMPARE(int(at(x, 4)), expected[static_cast<std::size_t>(x)]);
    QCOMPARE(int(at(5, 1)), 2);  // top rim
    QCOMPARE(int(at(5, 2)), 1);
    Volume negative = Volume::allocate(ids.geometry, ScalarType::Int16);
    negative.data<int16_t>()[3] = -4;
    QVERIFY_THROWS_EXCEPTION(InputError, io::instanceTrainingTarget(negative, "negative.png"));
}

void TestInstances::watershedGivesBackEveryCell_data()
{
    QTest::addColumn<qint64>("depth");
    QTest::newRow("2D") << qint64(1);
    QTest::newRow("3D") << qint64(40);
}

// The target of a phantom of touching cells turned back into instances: the
// same cells, each with IoU >= 0.9 (the rims are given back by the flood).
void TestInstances::watershedGivesBackEveryCell()
{
    QFETCH(qint64, depth);
    const io::CellPhantom phantom = io::generateCellPhantom({80, 72, depth}, {1, 1, 1}, 11, 5.0);
    QVERIFY(phantom.cells >= 6);
    const Volume target = io::instanceTrainingTarget(phantom.instances, "cells");
    const Volume back = io::instancesFromClasses(target);
    const io::InstanceEvaluation e = io::evaluateInstances(back, phantom.instances, {0.9});
    QCOMPARE(e.referenceObjects, int64_t(phantom.cells));
    QCOMPARE(e.predictedObjects, int64_t(phantom.cells));
    QCOMPARE(e.scores.front().truePositives, int64_t(phantom.cells));
}

// A rim pixel touching cell A's interior only at a corner (background on
// both sides), and joined face to face with cell B's rim: it belongs to B,
// though A's interior is nearer through the background. Flooding through
// the background gave it A's id: A then had two pieces.
void TestInstances::anObjectIsReachedThroughItselfNotTheBackground()
{
    Geometry g;
    g.size = {12, 7, 1};
    Volume classes = Volume::allocate(g, ScalarType::UInt8);
    const auto set = [&](int64_t x, int64_t y, int value) { classes.data<uint8_t>()[x + 12 * y] = uint8_t(value); };
    for (int64_t y = 0; y < 3; ++y)
        for (int64_t x = 0; x < 3; ++x)
            set(x, y, io::kInstanceInteriorValue);  // A: x 0..2, y 0..2
    for (int64_t y = 2; y < 5; ++y)
        for (int64_t x = 8; x < 11; ++x)
            set(x, y, io::kInstanceInteriorValue);  // B: x 8..10, y 2..4
    for (int64_t x = 3; x < 8; ++x)
        set(x, 3, io::kInstanceBoundaryValue);  // B's rim reaching left to (3, 3), A's diagonal neighbour
    const Volume ids = io::instancesFromClasses(classes);
    const auto id = [&](int64_t x, int64_t y) { return ids.valueAsDouble(x + 12 * y); };
    QVERIFY(id(0, 0) != 0 && id(9, 3) != 0 && id(0, 0) != id(9, 3));
    for (int64_t x = 3; x < 8; ++x)
        QCOMPARE(id(x, 3), id(9, 3));
}

namespace {

// A class map of rectangles: interior inside, a one-voxel boundary rim.
Volume classMap(int64_t width, int64_t height) { Geometry g; g.size = {width, height, 1}; return Volume::allocate(g, ScalarType::UInt8); }

void rectangle(Volume& classes, int64_t x0, int64_t x1, int64_t y0, int64_t y1)
{
    for (int64_t y = y0; y < y1; ++y)
        for (int64_t x = x0; x < x1; ++x) {
            const bool rim = x == x0 || x == x1 - 1 || y == y0 || y == y1 - 1;
            classes.data<uint8_t>()[x + classes.geometry.size[0] * y] =
                uint8_t(rim ? io::kInstanceBoundaryValue : io::kInstanceInteriorValue);
        }
}

}  // namespace

// Two 24 x 24 cells side by side whose wall the network saw only on its
// upper half: on the lower half their interiors run into each other, one
// connected interior. The depth keeps a peak at each centre with a saddle
// between them: two instances, each almost exactly its own cell. The
// interiors' connected components (the markers before) gave one.
void TestInstances::aMissedMembraneStillSplitsTwoCells()
{
    Volume classes = classMap(60, 30);
    rectangle(classes, 4, 28, 3, 27);
    rectangle(classes, 28, 52, 3, 27);
    for (int64_t y = 14; y < 26; ++y)  // the faint lower half of the wall: interior
        for (int64_t x = 27; x < 29; ++x)
            classes.data<uint8_t>()[x + 60 * y] = uint8_t(io::kInstanceInteriorValue);
    Volume reference = map2d(60, 30);
    fill(reference, 4, 28, 3, 27, 1);
    fill(reference, 28, 52, 3, 27, 2);
    const Volume ids = io::instancesFromClasses(classes);
    const io::InstanceEvaluation e = io::evaluateInstances(ids, reference, {0.9});
    QCOMPARE(e.predictedObjects, int64_t(2));
    QCOMPARE(e.scores.front().truePositives, int64_t(2));
}

// A cell five times as long as it is wide has a ridge of depth, not two
// peaks: it stays one instance, and so does a small cell beside it whose
// depth never reaches the seed's height (it has no marker of its own).
void TestInstances::anElongatedCellStaysOne()
{
    Volume classes = classMap(70, 30);
    rectangle(classes, 5, 55, 5, 15);
    rectangle(classes, 58, 62, 20, 24);
    const Volume ids = io::instancesFromClasses(classes);
    Volume reference = map2d(70, 30);
    fill(reference, 5, 55, 5, 15, 1);
    fill(reference, 58, 62, 20, 24, 2);
    const io::InstanceEvaluation e = io::evaluateInstances(ids, reference, {0.99});
    QCOMPARE(e.predictedObjects, int64_t(2));
    QCOMPARE(e.scores.front().truePositives, int64_t(2));
}

void TestInstances::tissuePhantomIsDenseWithFaintWalls_data()
{
    QTest::addColumn<qint64>("depth");
    QTest::addColumn<int>("fewestCells");
    QTest::newRow("2D") << qint64(1) << 100;
    QTest::newRow("3D") << qint64(32) << 20;
}

// The dense-tissue phantom: cells everywhere but on their membranes, a
// third of the walls faint, membranes darker than cytoplasm on average,
// ids 1..N each in one piece (as the dataset check reads them).
void TestInstances::tissuePhantomIsDenseWithFaintWalls()
{
    QFETCH(qint64, depth);
    QFETCH(int, fewestCells);
    const Size3 size{depth == 1 ? 256 : 64, depth == 1 ? 256 : 64, depth};
    const io::TissuePhantom phantom = io::generateTissuePhantom(size, {1, 1, 1}, 7, 12.0);
    QVERIFY2(phantom.cells >= fewestCells, qPrintable(QString::number(phantom.cells)));
    QVERIFY(phantom.walls >= phantom.cells);
    const double faint = double(phantom.faintWalls) / phantom.walls;
    QVERIFY2(faint > 0.2 && faint < 0.5, qPrintable(QString::number(faint)));
    double membraneGrey = 0, cellGrey = 0;
    int64_t membrane = 0;
    uint16_t largest = 0;
    for (int64_t i = 0; i < phantom.instances.voxelCount(); ++i) {
        const uint16_t id = phantom.instances.data<uint16_t>()[i];
        largest = std::max(largest, id);
        (id ? cellGrey : membraneGrey) += phantom.image.data<uint8_t>()[i];
        membrane += id == 0;
    }
    const int64_t voxels = phantom.instances.voxelCount();
    QVERIFY2(membrane > voxels / 40 && membrane < voxels / 3, qPrintable(QString::number(membrane)));
    QVERIFY(membraneGrey / double(membrane) < cellGrey / double(voxels - membrane) - 15);
    QCOMPARE(int(largest), phantom.cells);
    QVERIFY(io::checkInstances(phantom.instances, "tissue").idsInSeveralPieces.empty());
}

// A semantic mask given as instances: id 1 in three pieces (one of them
// touching another only at a corner); id 4 whole.
void TestInstances::idsInSeveralPiecesAreFound()
{
    Volume ids = map2d(12, 8);
    fill(ids, 0, 3, 0, 3, 1);
    fill(ids, 3, 5, 3, 5, 1);  // corner to corner with the first: another piece
    fill(ids, 8, 11, 5, 8, 1);
    fill(ids, 6, 8, 0, 4, 4);
    const io::CheckedInstances checked = io::checkInstances(ids, "mask.png");
    const auto& several = checked.idsInSeveralPieces;
    QCOMPARE(several.size(), std::size_t(1));
    QCOMPARE(several.front().first, int64_t(1));
    QCOMPARE(several.front().second, int64_t(3));
    const io::CellPhantom phantom = io::generateCellPhantom({64, 60, 12}, {1, 1, 1}, 5, 5.0);
    QVERIFY(io::checkInstances(phantom.instances, "cells").idsInSeveralPieces.empty());
    // The same target as instanceTrainingTarget's.
    const Volume target = io::instanceTrainingTarget(ids, "mask.png");
    QVERIFY(std::equal(target.data<uint8_t>(), target.data<uint8_t>() + target.voxelCount(),
                       checked.target.data<uint8_t>()));
}

void TestInstances::matchingCountsAsByHand()
{
    Volume reference = map2d(30, 10), predicted = map2d(30, 10);
    fill(reference, 0, 5, 0, 2, 1);    // A: 10 voxels
    fill(reference, 10, 15, 0, 2, 2);  // B: 10 voxels
    fill(predicted, 0, 5, 0, 2, 9);    // A exactly
    fill(predicted, 10, 15, 1, 3, 4);  // half of B, IoU 5 / 15
    fill(predicted, 20, 25, 5, 7, 6);  // nothing there
    const io::InstanceEvaluation e = io::evaluateInstances(predicted, reference, {0.5, 0.75});
    QCOMPARE(e.predictedObjects, int64_t(3));
    QCOMPARE(e.referenceObjects, int64_t(2));
    const io::InstanceScores& half = e.scores[0];
    QCOMPARE(half.truePositives, int64_t(1));
    QCOMPARE(half.falsePositives, int64_t(2));
    QCOMPARE(half.falseNegatives, int64_t(1));
    QCOMPARE(half.averagePrecision(), 0.25);
    QCOMPARE(half.precision(), 1.0 / 3.0);
    QCOMPARE(half.recall(), 0.5);
    QCOMPARE(half.f1(), 0.4);
    QCOMPARE(e.scores[1].truePositives, int64_t(1));  // A matches exactly
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, io::evaluateInstances(predicted, reference, {0.3}));
    // A bad map is named by its file.
    Volume negative = reference.convertedTo(ScalarType::Int32);
    negative.data<int32_t>()[0] = -4;
    try {
        io::evaluateInstances(predicted, negative, {0.5}, -1, "cells_pred.png", "cells_ref.png");
        QFAIL("a negative object id was accepted");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("cells_ref.png"), error.what());
    }
}

QTEST_GUILESS_MAIN(TestInstances)
#include "tst_instances.moc"
