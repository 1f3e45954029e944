// The label editor's model: each tool changes exactly the voxels its contract
// names (checked against brute-force computations written here), rules and
// locks hold, undo restores the map bit for bit, and undo memory follows the
// edits.
#include <QtTest>

#include <cmath>
#include <cstring>

#include "common/Errors.h"
#include "LabelMapSupport.h"
#include "edit/LabelEditModel.h"

using namespace segstudio;
using namespace segstudio::edit;
using segstudio::test::labelMap;

namespace {

int64_t at(const Volume& v, int64_t x, int64_t y, int64_t z)
{
    const Size3& s = v.geometry.size;
    return static_cast<int64_t>(v.valueAsDouble(x + s[0] * (y + s[1] * z)));
}

int64_t countOf(const Volume& v, int64_t label)
{
    int64_t n = 0;
    for (int64_t i = 0; i < v.voxelCount(); ++i)
        n += static_cast<int64_t>(v.valueAsDouble(i)) == label;
    return n;
}

// Even-odd point-in-polygon by ray casting (independent of the model's scanline fill).
bool insidePolygon(double x, double y, const std::vector<std::array<double, 2>>& poly)
{
    bool inside = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const auto& a = poly[i];
        const auto& b = poly[j];
        if ((a[1] > y) != (b[1] > y) && x < (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]) + a[0])
            inside = !inside;
    }
    return inside;
}

}  // namespace

class TestLabelEdit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void diskBrushCoversTheVoxelsWithinItsRadiusInMm();
    void sphereBrushOnAnisotropicGrid();
    void fastDragLeavesNoGap();
    void undoRestoresBitForBitAndRedoReapplies();
    void hundredsOfStrokesUndoWithinSmallMemory();
    void rulesAndLocksAreObeyed();
    void eraserRemovesOnlyTheActiveLabel();
    void polygonFillMatchesPointInPolygon();
    void floodFillStaysInTheConnectedWindow();
    void thresholdPaintMatchesBruteForce();
    void fillBetweenSlicesInterpolatesShapes();
    void labelsThatDoNotFitAreRefused();
    void countsFollowEveryEdit();
    void aProposalOfSeveralLabelsIsOneStepUnderTheRules();
    void relabelDeletesAndMergesObjectsAsOneStep();
};

void TestLabelEdit::diskBrushCoversTheVoxelsWithinItsRadiusInMm()
{
    auto map = labelMap({40, 30, 6}, {0.5, 0.8, 3.0});
    LabelEditModel model(map);
    const Index3 c{20, 15, 3};
    model.beginStroke({2.0, false, 2}, BrushMode::Paint, 3);
    model.strokeTo(c);
    const EditSummary summary = model.endStroke();
    int64_t expected = 0;
    for (int64_t z = 0; z < 6; ++z)
        for (int64_t y = 0; y < 30; ++y)
            for (int64_t x = 0; x < 40; ++x) {
                const double dx = (x - c[0]) * 0.5, dy = (y - c[1]) * 0.8;
                const bool under = z == c[2] && dx * dx + dy * dy <= 4.0 + 1e-9;
                QCOMPARE(at(*map, x, y, z), under ? 3 : 0);
                expected += under;
            }
    QCOMPARE(summary.changedVoxels, expected);
    QVERIFY(expected > 20);
    QCOMPARE(summary.box.lo[0], int64_t(16));
    QCOMPARE(summary.box.hi[0], int64_t(24));
}

void TestLabelEdit::sphereBrushOnAnisotropicGrid()
{
    auto map = labelMap({20, 20, 20}, {1.0, 1.0, 2.5});
    LabelEditModel model(map);
    const Index3 c{10, 10, 10};
    model.beginStroke({5.0, true, 2}, BrushMode::Paint, 1);
    model.strokeTo(c);
    model.endStroke();
    for (int64_t z = 0; z < 20; ++z)
        for (int64_t y = 0; y < 20; ++y)
            for (int64_t x = 0; x < 20; ++x) {
                const double d2 = std::pow(x - 10.0, 2) + std::pow(y - 10.0, 2) + std::pow((z - 10.0) * 2.5, 2);
                QCOMPARE(at(*map, x, y, z), d2 <= 25.0 + 1e-9 ? 1 : 0);
            }
    QCOMPARE(at(*map, 10, 10, 12), int64_t(1));  // 5 mm above: two slices of 2.5 mm
    QCOMPARE(at(*map, 10, 10, 13), int64_t(0));
}

void TestLabelEdit::fastDragLeavesNoGap()
{
    auto map = labelMap({64, 64, 1}, {1, 1, 1});
    LabelEditModel model(map);
    model.beginStroke({0.0, false, 2}, BrushMode::Paint, 2);  // one voxel wide
    model.strokeTo({3, 10, 0});
    model.strokeTo({60, 40, 0});  // one pointer event far away
    model.endStroke();
    // Every column between has a painted voxel, and the path is 8-connected.
    for (int64_t x = 3; x <= 60; ++x) {
        int64_t painted = 0;
        for (int64_t y = 0; y < 64; ++y)
            painted += at(*map, x, y, 0) == 2;
        QVERIFY2(painted >= 1, qPrintable(QString("column %1 has no painted voxel").arg(x)));
    }
    QCOMPARE(model.undoSteps(), std::size_t(1));  // a stroke is one undo step
}

void TestLabelEdit::undoRestoresBitForBitAndRedoReapplies()
{
    auto map = labelMap({32, 32, 8}, {1, 1, 2}, ScalarType::Int16);
    for (int64_t i = 0; i < map->voxelCount(); i += 7)
        map->data<int16_t>()[i] = static_cast<int16_t>(i % 5);
    const std::vector<std::byte> original = map->bytes;
    LabelEditModel model(map);
    model.beginStroke({3.0, true, 2}, BrushMode::Paint, 9);
    model.strokeTo({5, 5, 3});
    model.strokeTo({25, 20, 5});
    model.endStroke();
    model.fillPolygon(2, 1, {{1.2, 1.3}, {20.7, 2.1}, {11.4, 25.6}}, 4);
    const std::vector<std::byte> edited = map->bytes;
    QVERIFY(edited != original);
    QVERIFY(model.undo().changedVoxels > 0);
    QVERIFY(model.undo().changedVoxels > 0);
    QVERIFY(map->bytes == original);
    QVERIFY(!model.canUndo());
    QCOMPARE(model.undo().changedVoxels, int64_t(0));
    model.redo();
    model.redo();
    QVERIFY(map->bytes == edited);
    // A new edit after an undo drops the redo branch.
    model.undo();
    model.beginStroke({1.0, false, 2}, BrushMode::Paint, 2);
    model.strokeTo({16, 16, 0});
    model.endStroke();
    QVERIFY(!model.canRedo());
}

void TestLabelEdit::hundredsOfStrokesUndoWithinSmallMemory()
{
    auto map = labelMap({128, 128, 64}, {1, 1, 1});
    const std::vector<std::byte> original = map->bytes;
    LabelEditModel model(map);
    int64_t changed = 0;
    for (int s = 0; s < 150; ++s) {
        model.beginStroke({2.0, false, 2}, BrushMode::Paint, 1 + s % 3);
        model.strokeTo({10 + s % 100, 20, s % 64});
        model.strokeTo({10 + s % 100, 60, s % 64});
        changed += model.endStroke().changedVoxels;
    }
    QCOMPARE(model.undoSteps(), std::size_t(150));
    // 16 bytes per changed voxel: the history follows the edits, not the 1 MiB volume.
    QCOMPARE(model.historyBytes(), std::size_t(changed) * 16);
    QVERIFY(model.historyBytes() < map->bytes.size());
    while (model.canUndo())
        model.undo();
    QVERIFY(map->bytes == original);
}

void TestLabelEdit::rulesAndLocksAreObeyed()
{
    auto map = labelMap({10, 10, 1}, {1, 1, 1});
    uint8_t* d = map->data<uint8_t>();
    for (int x = 0; x < 10; ++x) {
        d[x + 10 * 4] = 1;  // row 4: label 1
        d[x + 10 * 5] = 2;  // row 5: label 2
    }
    const std::vector<std::byte> start = map->bytes;
    LabelEditModel model(map);
    auto paintAll = [&](int64_t label) {
        return model.thresholdPaint(*map, 0, -1e9, 1e9, FillExtent::Volume, 2, 0, label).changedVoxels;
    };
    model.setRules({PaintOver::All, 0, {2}});  // label 2 locked
    QCOMPARE(paintAll(3), int64_t(90));
    for (int x = 0; x < 10; ++x)
        QCOMPARE(at(*map, x, 5, 0), int64_t(2));
    model.undo();
    model.setRules({PaintOver::EmptyOnly, 0, {}});
    QCOMPARE(paintAll(3), int64_t(80));
    QCOMPARE(at(*map, 0, 4, 0), int64_t(1));
    model.undo();
    model.setRules({PaintOver::OneLabel, 1, {}});
    QCOMPARE(paintAll(3), int64_t(10));
    QCOMPARE(at(*map, 0, 4, 0), int64_t(3));
    QCOMPARE(at(*map, 0, 0, 0), int64_t(0));
    model.undo();
    QVERIFY(map->bytes == start);
}

void TestLabelEdit::eraserRemovesOnlyTheActiveLabel()
{
    auto map = labelMap({10, 10, 1}, {1, 1, 1});
    uint8_t* d = map->data<uint8_t>();
    for (int i = 0; i < 100; ++i)
        d[i] = i % 2 ? 1 : 2;
    LabelEditModel model(map);
    model.beginStroke({20.0, false, 2}, BrushMode::Erase, 1);
    model.strokeTo({5, 5, 0});
    QCOMPARE(model.endStroke().changedVoxels, int64_t(50));
    QCOMPARE(countOf(*map, 2), int64_t(50));
    QCOMPARE(countOf(*map, 0), int64_t(50));
    model.setRules({PaintOver::All, 0, {2}});
    model.beginStroke({20.0, false, 2}, BrushMode::Erase, 2);  // locked: nothing happens
    model.strokeTo({5, 5, 0});
    QCOMPARE(model.endStroke().changedVoxels, int64_t(0));
    QCOMPARE(model.undoSteps(), std::size_t(1));  // an edit that changed nothing is no undo step
}

void TestLabelEdit::polygonFillMatchesPointInPolygon()
{
    // Slices perpendicular to each axis; vertices off the voxel centres, so no centre lies on an edge.
    const std::vector<std::array<double, 2>> star{{2.3, 1.1}, {17.6, 4.2}, {8.1, 7.7}, {18.4, 16.3}, {1.7, 13.9}, {9.2, 8.6}};
    for (int axis = 0; axis < 3; ++axis) {
        auto map = labelMap({20, 20, 20}, {1, 1, 1});
        LabelEditModel model(map);
        const EditSummary summary = model.fillPolygon(axis, 7, star, 5);
        const int u = axis == 0 ? 1 : 0, v = axis == 2 ? 1 : 2;
        int64_t expected = 0;
        for (int64_t z = 0; z < 20; ++z)
            for (int64_t y = 0; y < 20; ++y)
                for (int64_t x = 0; x < 20; ++x) {
                    const Index3 p{x, y, z};
                    const bool inside = p[axis] == 7 && insidePolygon(double(p[u]), double(p[v]), star);
                    QCOMPARE(at(*map, x, y, z), inside ? 5 : 0);
                    expected += inside;
                }
        QCOMPARE(summary.changedVoxels, expected);
        QVERIFY(expected > 50);
    }
}

void TestLabelEdit::floodFillStaysInTheConnectedWindow()
{
    Geometry g;
    g.size = {30, 30, 10};
    Volume image = Volume::allocate(g, ScalarType::Float32);
    float* px = image.data<float>();
    // Two bright boxes separated by a dark gap, and a bright box in another slab.
    auto box = [&](int x0, int x1, int y0, int y1, int z0, int z1, float value) {
        for (int z = z0; z <= z1; ++z)
            for (int y = y0; y <= y1; ++y)
                for (int x = x0; x <= x1; ++x)
                    px[x + 30 * (y + 30 * z)] = value;
    };
    box(2, 10, 2, 10, 2, 6, 100.f);
    box(13, 20, 2, 10, 2, 6, 100.f);
    box(2, 10, 2, 10, 7, 9, 150.f);  // touches the first box, brighter
    auto map = labelMap(g.size, {1, 1, 1});
    LabelEditModel model(map);
    QCOMPARE(model.floodFill({5, 5, 4}, image, 0, 90, 110, FillExtent::Volume, 2, 1).changedVoxels, int64_t(9 * 9 * 5));
    QCOMPARE(at(*map, 15, 5, 4), int64_t(0));  // the other box is not connected
    QCOMPARE(at(*map, 5, 5, 7), int64_t(0));   // outside the window
    model.undo();
    QCOMPARE(model.floodFill({5, 5, 4}, image, 0, 90, 200, FillExtent::Volume, 2, 1).changedVoxels, int64_t(9 * 9 * 8));
    model.undo();
    QCOMPARE(model.floodFill({5, 5, 4}, image, 0, 90, 200, FillExtent::Slice, 2, 1).changedVoxels, int64_t(81));
    QCOMPARE(model.floodFill({0, 0, 0}, image, 0, 90, 200, FillExtent::Volume, 2, 1).changedVoxels, int64_t(0));
    Geometry other = g;
    other.size = {30, 30, 9};
    QVERIFY_THROWS_EXCEPTION(InputError, model.floodFill({5, 5, 4}, Volume::allocate(other, ScalarType::Float32), 0, 0, 1,
                                                         FillExtent::Volume, 2, 1));
}

void TestLabelEdit::thresholdPaintMatchesBruteForce()
{
    Geometry g;
    g.size = {17, 13, 5};
    Volume image = Volume::allocate(g, ScalarType::Int16, 2);
    int16_t* px = image.data<int16_t>();
    for (int64_t i = 0; i < image.valueCount(); ++i)
        px[i] = static_cast<int16_t>((i * 7919) % 200 - 100);
    auto map = labelMap(g.size, {1, 1, 1});
    LabelEditModel model(map);
    model.thresholdPaint(image, 1, -20, 35, FillExtent::Slice, 1, 6, 2);
    for (int64_t z = 0; z < 5; ++z)
        for (int64_t y = 0; y < 13; ++y)
            for (int64_t x = 0; x < 17; ++x) {
                const int16_t value = px[(x + 17 * (y + 13 * z)) * 2 + 1];
                QCOMPARE(at(*map, x, y, z), y == 6 && value >= -20 && value <= 35 ? 2 : 0);
            }
}

void TestLabelEdit::fillBetweenSlicesInterpolatesShapes()
{
    const int64_t n = 48;
    auto map = labelMap({n, n, 12}, {0.8, 0.8, 2.0});
    uint8_t* d = map->data<uint8_t>();
    auto disk = [&](int64_t z, double cx, double cy, double radius) {
        for (int64_t y = 0; y < n; ++y)
            for (int64_t x = 0; x < n; ++x)
                if (std::hypot(x - cx, y - cy) <= radius)
                    d[x + n * (y + n * z)] = 4;
    };
    disk(1, 24, 24, 8);
    disk(9, 24, 24, 16);
    disk(10, 24, 24, 3);  // adjacent slices: nothing between them to fill
    LabelEditModel model(map);
    QVERIFY(model.fillBetweenSlices(2, 4).changedVoxels > 0);
    // Slices 2..8 hold discs whose area grows monotonically from the small disc to the large one.
    std::vector<int64_t> areas;
    for (int64_t z = 0; z < 12; ++z) {
        int64_t area = 0;
        for (int64_t i = 0; i < n * n; ++i)
            area += d[i + n * n * z] == 4;
        areas.push_back(area);
    }
    QCOMPARE(areas[0], int64_t(0));
    QCOMPARE(areas[11], int64_t(0));
    for (int64_t z = 2; z <= 9; ++z)
        QVERIFY2(areas[z] >= areas[z - 1], qPrintable(QString("slice %1 area %2 < %3").arg(z).arg(areas[z]).arg(areas[z - 1])));
    // Halfway (slice 5), the radius is close to the mean of 8 and 16 voxels.
    const double radius5 = std::sqrt(areas[5] / M_PI);
    QVERIFY2(std::abs(radius5 - 12.0) < 1.0, qPrintable(QString("radius %1").arg(radius5)));
    // The filled slice is a disc centred where the ends are (voxels within
    // one voxel of its rim may go either way).
    for (int64_t y = 0; y < n; ++y)
        for (int64_t x = 0; x < n; ++x) {
            const double r = std::hypot(x - 24.0, y - 24.0);
            if (std::abs(r - radius5) > 1)
                QCOMPARE(d[x + n * (y + n * 5)] == 4, r < radius5);
        }
    // Identical shapes at both ends: every slice between is that shape.
    auto same = labelMap({20, 20, 7}, {1, 1, 1});
    for (int64_t y = 5; y < 12; ++y)
        for (int64_t x = 3; x < 15; ++x) {
            same->data<uint8_t>()[x + 20 * y] = 1;
            same->data<uint8_t>()[x + 20 * (y + 20 * 6)] = 1;
        }
    LabelEditModel sameModel(same);
    QCOMPARE(sameModel.fillBetweenSlices(2, 1).changedVoxels, int64_t(5 * 7 * 12));
    for (int64_t z = 1; z < 6; ++z)
        for (int64_t i = 0; i < 400; ++i)
            QCOMPARE(same->data<uint8_t>()[i + 400 * z], same->data<uint8_t>()[i]);
}

void TestLabelEdit::labelsThatDoNotFitAreRefused()
{
    auto map = labelMap({4, 4, 1}, {1, 1, 1});
    LabelEditModel model(map);
    QCOMPARE(model.largestStorableLabel(), int64_t(255));
    try {
        model.beginStroke({1, false, 2}, BrushMode::Paint, 256);
        QFAIL("label 256 was accepted in a uint8 map");
    } catch (const InputError& error) {
        QVERIFY(QString(error.what()).contains("uint8"));
    }
    QVERIFY_THROWS_EXCEPTION(InputError, model.fillPolygon(2, 0, {{0, 0}, {2, 0}, {2, 2}}, 0));
    auto floats = std::make_shared<Volume>(Volume::allocate(map->geometry, ScalarType::Float32));
    QVERIFY_THROWS_EXCEPTION(InputError, LabelEditModel{floats});
}

void TestLabelEdit::countsFollowEveryEdit()
{
    auto map = labelMap({24, 24, 8}, {0.5, 0.5, 2});
    LabelEditModel model(map);
    model.beginStroke({2.0, true, 2}, BrushMode::Paint, 1);
    model.strokeTo({12, 12, 4});
    model.endStroke();
    model.fillPolygon(2, 2, {{0.5, 0.5}, {10.5, 0.5}, {10.5, 10.5}}, 2);
    model.beginStroke({1.0, false, 2}, BrushMode::Erase, 1);
    model.strokeTo({12, 12, 4});
    model.endStroke();
    for (int64_t label : {0, 1, 2})
        QCOMPARE(model.voxelCount(label), countOf(*map, label));
    QCOMPARE(model.volumeMl(1), countOf(*map, 1) * 0.5 * 0.5 * 2 / 1000.0);
    QCOMPARE(model.labelsPresent(), (std::vector<int64_t>{1, 2}));
    model.undo();
    model.undo();
    model.undo();
    QCOMPARE(model.voxelCount(0), map->voxelCount());
    QVERIFY(model.labelsPresent().empty());
}

void TestLabelEdit::aProposalOfSeveralLabelsIsOneStepUnderTheRules()
{
    auto map = labelMap({12, 10, 4}, {1, 1, 1});
    uint8_t* m = map->data<uint8_t>();
    m[0] = 3;   // locked below: stays
    m[1] = 4;   // painted over by the proposal
    m[2] = 5;   // the proposal holds 0 here: stays
    const std::vector<uint8_t> original(m, m + map->voxelCount());
    LabelEditModel model(map);
    PaintRules rules;
    rules.locked = {3};
    model.setRules(rules);
    Volume proposal = Volume::allocate(map->geometry, ScalarType::UInt16);
    uint16_t* p = proposal.data<uint16_t>();
    for (int64_t i = 0; i < proposal.voxelCount(); ++i)
        p[i] = static_cast<uint16_t>(i % 3);  // 0, 1, 2, 0, 1, 2, ...
    p[2] = 0;
    p[0] = 1;
    p[1] = 2;
    const EditSummary summary = model.paintLabels(proposal);
    int64_t expectedChanges = 0;
    for (int64_t i = 0; i < map->voxelCount(); ++i) {
        const int64_t expected = i == 0 ? 3 : p[i] != 0 ? p[i] : original[static_cast<std::size_t>(i)];
        QCOMPARE(int64_t(m[i]), expected);
        expectedChanges += int64_t(m[i]) != original[static_cast<std::size_t>(i)];
    }
    QCOMPARE(summary.changedVoxels, expectedChanges);
    QCOMPARE(model.undoSteps(), std::size_t(1));
    QCOMPARE(model.voxelCount(4), int64_t(0));
    model.undo();
    QVERIFY(std::equal(original.begin(), original.end(), m));
    QCOMPARE(model.voxelCount(4), int64_t(1));
    model.redo();
    QCOMPARE(int64_t(m[1]), int64_t(2));

    // Painting over empty voxels only; a label the map cannot hold is refused before any change.
    rules.over = PaintOver::EmptyOnly;
    model.setRules(rules);
    model.undo();
    p[1] = 300;
    QVERIFY_EXCEPTION_THROWN(model.paintLabels(proposal), InputError);
    QVERIFY(std::equal(original.begin(), original.end(), m));
    p[1] = 2;
    model.paintLabels(proposal);
    QCOMPARE(int64_t(m[1]), int64_t(4));
}

// Instance editing: deleting an object (to 0) and merging one into another
// change exactly its voxels, keep the counts, undo bit for bit, and leave
// locked labels alone.
void TestLabelEdit::relabelDeletesAndMergesObjectsAsOneStep()
{
    auto map = labelMap({20, 10, 4}, {0.5, 0.5, 1}, ScalarType::UInt16);
    for (int64_t i = 0; i < map->voxelCount(); ++i)
        map->data<uint16_t>()[i] = static_cast<uint16_t>(i % 7 == 0 ? 0 : 300 + i % 3);  // ids 300, 301, 302
    const std::vector<std::byte> original = map->bytes;
    const int64_t count300 = countOf(*map, 300), count301 = countOf(*map, 301);
    LabelEditModel model(map);
    QCOMPARE(model.relabel(301, 300).changedVoxels, count301);  // merge
    QCOMPARE(countOf(*map, 301), int64_t(0));
    QCOMPARE(model.voxelCount(300), count300 + count301);
    QCOMPARE(model.labelsPresent(), (std::vector<int64_t>{300, 302}));
    const int64_t zeros = countOf(*map, 0), count302 = countOf(*map, 302);
    QCOMPARE(model.relabel(302, 0).changedVoxels, count302);  // delete
    QCOMPARE(countOf(*map, 0), zeros + count302);
    QCOMPARE(model.labelsPresent(), (std::vector<int64_t>{300}));
    model.undo();
    model.undo();
    QVERIFY(map->bytes == original);
    PaintRules rules;
    rules.locked = {302};
    model.setRules(rules);
    QCOMPARE(model.relabel(302, 0).changedVoxels, int64_t(0));  // locked: untouched
    QCOMPARE(model.relabel(300, 302).changedVoxels, int64_t(0));
    QVERIFY(map->bytes == original);
    QVERIFY_THROWS_EXCEPTION(InputError, model.relabel(300, 70000));  // does not fit uint16
}

QTEST_GUILESS_MAIN(TestLabelEdit)
#include "tst_labeledit.moc"
