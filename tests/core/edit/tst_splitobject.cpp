// Splitting one object of an instance map in two (LabelEditModel::
// splitObject): each voxel goes to the seed nearer along paths inside the
// object, checked against a brute-force relaxation written here (no priority
// queue), on isotropic and anisotropic grids; the new id, undo, locks and
// the refusals.
#include <QtTest>

#include <cmath>
#include <limits>

#include "common/Errors.h"
#include "LabelMapSupport.h"
#include "edit/LabelEditModel.h"

using namespace segstudio;
using namespace segstudio::edit;
using segstudio::test::labelMap;

namespace {

void put(Volume& v, int64_t i, int64_t value)
{
    visitScalarType(v.type, [&](auto zero) { v.data<decltype(zero)>()[i] = static_cast<decltype(zero)>(value); });
}

int64_t linear(const Volume& v, const Index3& p) { return p[0] + v.geometry.size[0] * (p[1] + v.geometry.size[1] * p[2]); }

// Two overlapping balls (radius in mm) along x: touching cells as one object.
void paintTouchingBalls(Volume& v, int64_t label, const Vec3& a, const Vec3& b, double radiusMm)
{
    const Geometry& g = v.geometry;
    for (int64_t z = 0; z < g.size[2]; ++z)
        for (int64_t y = 0; y < g.size[1]; ++y)
            for (int64_t x = 0; x < g.size[0]; ++x) {
                const auto within = [&](const Vec3& c) {
                    const double dx = (x - c[0]) * g.spacing[0], dy = (y - c[1]) * g.spacing[1], dz = (z - c[2]) * g.spacing[2];
                    return dx * dx + dy * dy + dz * dz <= radiusMm * radiusMm;
                };
                if (within(a) || within(b))
                    put(v, linear(v, {x, y, z}), label);
            }
}

// Path distances (mm, 6-neighbours, inside `label`) from one seed by
// repeated relaxation until nothing changes: slow and independent.
std::vector<double> pathDistances(const Volume& v, int64_t label, const Index3& seed)
{
    const Geometry& g = v.geometry;
    std::vector<double> d(static_cast<std::size_t>(g.voxelCount()), std::numeric_limits<double>::infinity());
    d[static_cast<std::size_t>(linear(v, seed))] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (int64_t z = 0; z < g.size[2]; ++z)
            for (int64_t y = 0; y < g.size[1]; ++y)
                for (int64_t x = 0; x < g.size[0]; ++x) {
                    const Index3 p{x, y, z};
                    if (static_cast<int64_t>(v.valueAsDouble(linear(v, p))) != label)
                        continue;
                    double best = d[static_cast<std::size_t>(linear(v, p))];
                    for (int axis = 0; axis < 3; ++axis)
                        for (int sign : {-1, 1}) {
                            Index3 q = p;
                            q[axis] += sign;
                            if (q[axis] < 0 || q[axis] >= g.size[axis])
                                continue;
                            best = std::min(best, d[static_cast<std::size_t>(linear(v, q))] + g.spacing[axis]);
                        }
                    if (best < d[static_cast<std::size_t>(linear(v, p))]) {
                        d[static_cast<std::size_t>(linear(v, p))] = best;
                        changed = true;
                    }
                }
    }
    return d;
}

void checkSplitAgainstDistances(const Vec3& spacing, const Vec3& a, const Vec3& b, double radiusMm)
{
    auto map = labelMap({40, 24, 16}, spacing, ScalarType::UInt16);
    paintTouchingBalls(*map, 7, a, b, radiusMm);
    put(*map, 0, 3);  // another object, id 3: the new id is the largest + 1
    const Volume before = *map;
    const Index3 keep{std::llround(a[0]), std::llround(a[1]), std::llround(a[2])};
    const Index3 part{std::llround(b[0]), std::llround(b[1]), std::llround(b[2])};
    const std::vector<double> fromKeep = pathDistances(before, 7, keep), fromPart = pathDistances(before, 7, part);

    LabelEditModel model(map);
    const auto outcome = model.splitObject(keep, part);
    QCOMPARE(outcome.label, int64_t(7));
    QCOMPARE(outcome.newLabel, int64_t(8));
    int64_t expectedNew = 0, kept = 0;
    for (int64_t i = 0; i < map->voxelCount(); ++i) {
        const auto was = static_cast<int64_t>(before.valueAsDouble(i)), now = static_cast<int64_t>(map->valueAsDouble(i));
        if (was != 7) {
            QCOMPARE(now, was);
            continue;
        }
        // Distances are sums of the same few spacings: compare with a margin
        // far below one step, so float and double sums agree on ties.
        const bool nearerPart = fromPart[static_cast<std::size_t>(i)] < fromKeep[static_cast<std::size_t>(i)] - 1e-4;
        QCOMPARE(now, nearerPart ? int64_t(8) : int64_t(7));
        expectedNew += nearerPart;
        kept += !nearerPart;
    }
    QCOMPARE(outcome.summary.changedVoxels, expectedNew);
    QVERIFY(expectedNew > 100 && kept > 100);
    QCOMPARE(model.voxelCount(8), expectedNew);
    QCOMPARE(model.voxelCount(7), kept);
    model.undo();
    QVERIFY(map->bytes == before.bytes);
    QCOMPARE(model.voxelCount(8), int64_t(0));
}

}  // namespace

class TestSplitObject : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void touchingCellsSplitWhereThePathsAreEqual();
    void anisotropicSpacingWeighsTheSteps();
    void refusalsChangeNothing();
    void anIdBeyondTheTypeIsAnError();
};

void TestSplitObject::touchingCellsSplitWhereThePathsAreEqual()
{
    checkSplitAgainstDistances({1, 1, 1}, {12, 12, 8}, {25, 12, 8}, 7.5);
}

// 1 x 1 x 3 mm voxels: a step along z costs three along x; unequal balls
// (seeds off-centre) make the cut move off the middle.
void TestSplitObject::anisotropicSpacingWeighsTheSteps()
{
    checkSplitAgainstDistances({1, 1, 3}, {12, 11, 7}, {24, 13, 8}, 9.0);
}

void TestSplitObject::refusalsChangeNothing()
{
    auto map = labelMap({30, 20, 10}, {1, 1, 1}, ScalarType::UInt16);
    paintTouchingBalls(*map, 4, {8, 10, 5}, {18, 10, 5}, 5.0);
    put(*map, linear(*map, {28, 18, 8}), 9);
    const std::vector<std::byte> original = map->bytes;
    LabelEditModel model(map);
    QCOMPARE(model.splitObject({8, 10, 5}, {8, 10, 5}).newLabel, int64_t(0));     // one voxel
    QCOMPARE(model.splitObject({0, 0, 0}, {8, 10, 5}).newLabel, int64_t(0));      // background
    QCOMPARE(model.splitObject({8, 10, 5}, {28, 18, 8}).newLabel, int64_t(0));    // two labels
    PaintRules rules;
    rules.locked = {4};
    model.setRules(rules);
    QCOMPARE(model.splitObject({8, 10, 5}, {18, 10, 5}).newLabel, int64_t(0));    // locked
    QVERIFY(map->bytes == original);
    QVERIFY(!model.canUndo());
    QVERIFY_THROWS_EXCEPTION(InputError, model.splitObject({8, 10, 5}, {30, 10, 5}));  // outside
}

void TestSplitObject::anIdBeyondTheTypeIsAnError()
{
    auto map = labelMap({30, 20, 10}, {1, 1, 1}, ScalarType::UInt8);
    paintTouchingBalls(*map, 4, {8, 10, 5}, {18, 10, 5}, 5.0);
    put(*map, linear(*map, {28, 18, 8}), 255);
    const std::vector<std::byte> original = map->bytes;
    LabelEditModel model(map);
    QVERIFY_THROWS_EXCEPTION(InputError, model.splitObject({8, 10, 5}, {18, 10, 5}));
    QVERIFY(map->bytes == original);
}

QTEST_APPLESS_MAIN(TestSplitObject)
#include "tst_splitobject.moc"
