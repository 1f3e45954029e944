// Instance maps (io/Instances.h): the training target's rims and walls, the
// watershed back to one id per object, and object matching counted by hand.
#include <QtTest>

#include <algorithm>
#include <map>

#include "common/Errors.h"
#include "io/CellPhantom.h"
#include "io/Instances.h"

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
