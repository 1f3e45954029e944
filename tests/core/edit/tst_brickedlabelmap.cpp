// The full-resolution label map of a pyramid scan (edit::BrickedLabelMap):
// for any sequence of strokes, erasures, polygons, rules, undo and redo it
// holds exactly what the whole-map editor (LabelEditModel) holds; memory
// follows the bricks touched on a grid of billions of voxels that is never
// allocated; a base map is read box by box and painted over; coarse
// lattices sample painted bricks and say where the base would be needed.
#include <QtTest>

#include <random>

#include "LabelMapSupport.h"
#include "common/Errors.h"
#include "edit/BrickedLabelMap.h"
#include "edit/LabelEditModel.h"

using namespace segstudio;
using namespace segstudio::edit;

namespace {

bool sameVoxels(const Volume& dense, const BrickedLabelMap& bricked, QString& where)
{
    const Size3& s = dense.geometry.size;
    const Volume read = bricked.readBox({0, 0, 0}, s);
    if (read.geometry.size != s || read.type != dense.type) {
        where = "grid or type differs";
        return false;
    }
    for (int64_t i = 0; i < dense.voxelCount(); ++i)
        if (dense.valueAsDouble(i) != read.valueAsDouble(i)) {
            where = QString("voxel %1: %2 vs %3").arg(i).arg(dense.valueAsDouble(i)).arg(read.valueAsDouble(i));
            return false;
        }
    return true;
}

// A base label map given by a formula: label (x / 10 + y / 7 + z) % 4 in a band.
int64_t baseLabel(int64_t x, int64_t y, int64_t z) { return (y > 20 && y < 40) ? (x / 10 + y / 7 + z) % 4 : 0; }

}  // namespace

class TestBrickedLabelMap : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void paintsTheSameVoxelsAsTheWholeMapEditor();
    void memoryFollowsTheBricksTouchedOnAHugeGrid();
    void aBaseIsReadBoxByBoxAndPaintedOver();
    void latticesSamplePaintedBricks();
    void refusesWhatItCannotHold();
};

void TestBrickedLabelMap::paintsTheSameVoxelsAsTheWholeMapEditor()
{
    // An anisotropic grid that does not divide into bricks.
    auto dense = test::labelMap({83, 70, 45}, {0.7, 0.9, 2.0}, ScalarType::UInt8);
    LabelEditModel whole(dense);
    BrickedLabelMap bricked(dense->geometry, ScalarType::UInt8);
    std::mt19937 random(7);
    auto uniform = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(random); };
    const Size3& s = dense->geometry.size;
    QString where;
    for (int op = 0; op < 60; ++op) {
        const int kind = static_cast<int>(uniform(0, 9));
        if (kind <= 4) {  // a stroke of a few pointer positions, some outside the grid
            const BrushShape brush{double(uniform(0, 60)) / 10.0, uniform(0, 3) == 0, static_cast<int>(uniform(0, 2))};
            const BrushMode mode = uniform(0, 3) == 0 ? BrushMode::Erase : BrushMode::Paint;
            const int64_t label = uniform(1, 4);
            whole.beginStroke(brush, mode, label);
            bricked.beginStroke(brush, mode, label);
            for (int k = uniform(1, 4); k > 0; --k) {
                const Index3 p{uniform(-5, s[0] + 5), uniform(-5, s[1] + 5), uniform(0, s[2] - 1)};
                const EditSummary a = whole.strokeTo(p), b = bricked.strokeTo(p);
                QCOMPARE(b.changedVoxels, a.changedVoxels);
            }
            QCOMPARE(bricked.endStroke().changedVoxels, whole.endStroke().changedVoxels);
        } else if (kind <= 6) {
            const int axis = static_cast<int>(uniform(0, 2));
            std::vector<std::array<double, 2>> polygon;
            for (int k = uniform(3, 6); k > 0; --k)
                polygon.push_back({uniform(-100, 900) / 10.0, uniform(-100, 900) / 10.0});
            const int64_t slice = uniform(0, s[axis] - 1), label = uniform(1, 4);
            QCOMPARE(bricked.fillPolygon(axis, slice, polygon, label).changedVoxels,
                     whole.fillPolygon(axis, slice, polygon, label).changedVoxels);
        } else if (kind == 7) {
            PaintRules rules;
            rules.over = static_cast<PaintOver>(uniform(0, 2));
            rules.overLabel = uniform(0, 4);
            if (uniform(0, 1))
                rules.locked.insert(uniform(1, 4));
            whole.setRules(rules);
            bricked.setRules(rules);
        } else if (kind == 8) {
            QCOMPARE(bricked.undo().changedVoxels, whole.undo().changedVoxels);
        } else {
            QCOMPARE(bricked.redo().changedVoxels, whole.redo().changedVoxels);
        }
        QVERIFY2(sameVoxels(*dense, bricked, where), qPrintable(QString("after operation %1: %2").arg(op).arg(where)));
        for (int64_t label = 0; label <= 4; ++label)
            QCOMPARE(*bricked.voxelCount(label), whole.voxelCount(label));
    }
    // Every step undone: empty again, bit for bit.
    while (whole.canUndo()) {
        QVERIFY(bricked.canUndo());
        QCOMPARE(bricked.undo().changedVoxels, whole.undo().changedVoxels);
    }
    QVERIFY(!bricked.canUndo());
    QVERIFY2(sameVoxels(*dense, bricked, where), qPrintable(where));
    QCOMPARE(*bricked.voxelCount(0), dense->voxelCount());
}

void TestBrickedLabelMap::memoryFollowsTheBricksTouchedOnAHugeGrid()
{
    // 4096 x 4096 x 2048 uint16 voxels: 64 GiB if it were held whole.
    Geometry g;
    g.size = {4096, 4096, 2048};
    g.spacing = {0.25, 0.25, 0.5};
    BrickedLabelMap map(g, ScalarType::UInt16);
    QVERIFY(!map.modifiedSinceSave());
    // A 4 mm brush (radius 8 voxels in plane) dragged 200 voxels along x on slice 1000.
    map.beginStroke({2.0, false, 2}, BrushMode::Paint, 300);
    map.strokeTo({1000, 2000, 1000});
    map.strokeTo({1200, 2000, 1000});
    const EditSummary stroke = map.endStroke();
    QVERIFY(map.modifiedSinceSave());
    // The stroke covers x 992..1208, y 1992..2008 on one slice: by brick,
    // x 31..37 (7) and y 62..62 (1), z 31: 7 bricks.
    QCOMPARE(stroke.box.lo, (Index3{992, 1992, 1000}));
    QCOMPARE(stroke.box.hi, (Index3{1208, 2008, 1000}));
    QCOMPARE(map.brickCount(), std::size_t(7));
    QCOMPARE(map.brickBytes(), uint64_t(7) * 32 * 32 * 32 * 2);
    QVERIFY(map.historyBytes() < 16 * std::size_t(stroke.changedVoxels) + 4096);
    QCOMPARE(*map.voxelCount(300), stroke.changedVoxels);
    QCOMPARE(map.valueAt({1100, 2000, 1000}), int64_t(300));
    QCOMPARE(map.valueAt({1100, 2009, 1000}), int64_t(0));
    QCOMPARE(map.valueAt({1100, 2000, 1001}), int64_t(0));
    QCOMPARE(map.valueAt({4095, 4095, 2047}), int64_t(0));
    // A row block as saving reads it: the stroke's slice in it, zeros elsewhere, in uint16.
    const Volume rows = map.readBox({0, 1990, 999}, {4096, 2010, 1002});
    QCOMPARE(rows.type, ScalarType::UInt16);
    QCOMPARE(rows.geometry.size, (Size3{4096, 20, 3}));
    QCOMPARE(rows.geometry.origin[2], 999 * 0.5);
    int64_t painted = 0;
    for (int64_t i = 0; i < rows.voxelCount(); ++i)
        painted += rows.data<uint16_t>()[i] == 300;
    QCOMPARE(painted, stroke.changedVoxels);
    map.undo();
    QCOMPARE(map.valueAt({1100, 2000, 1000}), int64_t(0));
    QCOMPARE(map.brickCount(), std::size_t(7));  // bricks stay; memory still follows what was touched
}

void TestBrickedLabelMap::aBaseIsReadBoxByBoxAndPaintedOver()
{
    Geometry g;
    g.size = {70, 50, 40};
    g.spacing = {1, 1, 1};
    int reads = 0;
    int64_t voxelsRead = 0;
    BrickedLabelMap map(g, ScalarType::UInt8, [&](const Size3& lo, const Size3& hi) {
        ++reads;
        Geometry box = g;
        box.size = {hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]};
        Volume v = Volume::allocate(box, ScalarType::UInt16);
        uint16_t* p = v.data<uint16_t>();
        for (int64_t z = lo[2]; z < hi[2]; ++z)
            for (int64_t y = lo[1]; y < hi[1]; ++y)
                for (int64_t x = lo[0]; x < hi[0]; ++x)
                    *p++ = static_cast<uint16_t>(baseLabel(x, y, z));
        voxelsRead += v.voxelCount();
        return v;
    });
    QVERIFY(map.hasBase());
    QVERIFY(!map.voxelCount(1));
    QCOMPARE(map.valueAt({15, 30, 3}), baseLabel(15, 30, 3));
    // Painting reads only the bricks the brush reaches.
    reads = 0;
    voxelsRead = 0;
    map.setRules({PaintOver::EmptyOnly, 0, {}});
    map.beginStroke({3.0, false, 2}, BrushMode::Paint, 9);
    map.strokeTo({20, 40, 5});
    map.endStroke();
    QVERIFY(reads >= 1 && reads <= 4);
    QVERIFY(voxelsRead <= 4 * 32 * 32 * 32);
    const Volume whole = map.readBox({0, 0, 0}, g.size);
    for (int64_t z = 0; z < 40; ++z)
        for (int64_t y = 0; y < 50; ++y)
            for (int64_t x = 0; x < 70; ++x) {
                const int64_t base = baseLabel(x, y, z);
                const double d = std::hypot(double(x - 20), double(y - 40));
                // Only empty voxels of the brush's disk took the label (paint over: empty only).
                const int64_t expected = (z == 5 && d <= 3.0 && base == 0) ? 9 : base;
                QCOMPARE(static_cast<int64_t>(whole.valueAsDouble(x + 70 * (y + 50 * z))), expected);
            }
    // Every second voxel (a coarser level): painted bricks sampled, -1 where only the base is.
    std::array<std::vector<int64_t>, 3> everySecond;
    for (int a = 0; a < 3; ++a)
        for (int64_t i = 0; i < g.size[a]; i += 2)
            everySecond[a].push_back(i);
    const std::vector<int32_t> coarse = map.sampleVoxels(everySecond);
    QCOMPARE(coarse.size(), std::size_t(35 * 25 * 20));
    QCOMPARE(coarse[10 + 35 * (20 + 25 * 2)], int32_t(whole.valueAsDouble(20 + 70 * (40 + 50 * 4))));  // in the painted brick
    QCOMPARE(coarse[34 + 35 * (0 + 25 * 19)], int32_t(-1));                                             // far from it
    // Dense samples (a full-resolution slice) read the base too.
    const std::vector<int32_t> slice = map.sampleVoxels({{{69, 68, 67}, {30, 31}, {39}}});
    QCOMPARE(slice, (std::vector<int32_t>{int32_t(baseLabel(69, 30, 39)), int32_t(baseLabel(68, 30, 39)), int32_t(baseLabel(67, 30, 39)),
                                          int32_t(baseLabel(69, 31, 39)), int32_t(baseLabel(68, 31, 39)), int32_t(baseLabel(67, 31, 39))}));
    QVERIFY_THROWS_EXCEPTION(InputError, map.sampleVoxels({{{70}, {0}, {0}}}));
    // A base value the map's type cannot hold is refused when read, naming it.
    BrickedLabelMap narrow(g, ScalarType::UInt8, [&](const Size3& lo, const Size3& hi) {
        Geometry box = g;
        box.size = {hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]};
        Volume v = Volume::allocate(box, ScalarType::UInt16);
        v.data<uint16_t>()[0] = 1000;
        return v;
    });
    try {
        narrow.readBox({0, 0, 0}, {4, 4, 4});
        QFAIL("a base value of 1000 read into a uint8 map");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("1000"), error.what());
    }
}

void TestBrickedLabelMap::latticesSamplePaintedBricks()
{
    auto dense = test::labelMap({90, 64, 33}, {0.5, 0.5, 1.5}, ScalarType::UInt16);
    LabelEditModel whole(dense);
    BrickedLabelMap bricked(dense->geometry, ScalarType::UInt16);
    for (const auto& [centre, label] : {std::pair{Index3{10, 10, 3}, 7}, {Index3{70, 50, 30}, 1200}, {Index3{45, 31, 16}, 3}}) {
        whole.beginStroke({4.0, true, 2}, BrushMode::Paint, label);
        whole.strokeTo(centre);
        whole.endStroke();
        bricked.beginStroke({4.0, true, 2}, BrushMode::Paint, label);
        bricked.strokeTo(centre);
        bricked.endStroke();
    }
    // Lattices of every step and origin, and a reversed axis (a flipped
    // display): each sample equals the dense map there (no base: unpainted bricks hold 0).
    for (const Size3 step : {Size3{1, 1, 1}, Size3{2, 2, 2}, Size3{4, 4, 1}, Size3{3, 5, 7}})
        for (const Size3 lo : {Size3{0, 0, 0}, Size3{5, 7, 2}}) {
            std::array<std::vector<int64_t>, 3> at;
            for (int a = 0; a < 3; ++a)
                for (int64_t i = lo[a]; i < dense->geometry.size[a]; i += step[a])
                    at[a].push_back(i);
            std::reverse(at[1].begin(), at[1].end());
            const std::vector<int32_t> samples = bricked.sampleVoxels(at);
            std::size_t k = 0;
            for (const int64_t z : at[2])
                for (const int64_t y : at[1])
                    for (const int64_t x : at[0])
                        QCOMPARE(int64_t(samples.at(k++)), int64_t(dense->valueAsDouble(x + 90 * (y + 64 * z))));
            QCOMPARE(k, samples.size());
        }
}

void TestBrickedLabelMap::refusesWhatItCannotHold()
{
    Geometry g;
    g.size = {10, 10, 10};
    QVERIFY_THROWS_EXCEPTION(InputError, BrickedLabelMap(g, ScalarType::Int32));
    BrickedLabelMap map(g, ScalarType::UInt8);
    QVERIFY_THROWS_EXCEPTION(InputError, map.beginStroke({1.0, false, 2}, BrushMode::Paint, 256));
    QVERIFY_THROWS_EXCEPTION(InputError, map.beginStroke({1.0, false, 3}, BrushMode::Paint, 1));
    QVERIFY_THROWS_EXCEPTION(InputError, map.fillPolygon(2, 1, {{0, 0}, {5, 0}, {5, 5}}, 0));
    QCOMPARE(map.fillPolygon(2, 10, {{0, 0}, {5, 0}, {5, 5}}, 1).changedVoxels, int64_t(0));  // slice outside
    QCOMPARE(map.brickCount(), std::size_t(0));
}

QTEST_APPLESS_MAIN(TestBrickedLabelMap)
#include "tst_brickedlabelmap.moc"
