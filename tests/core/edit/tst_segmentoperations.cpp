// Segment operations in the Label editor's model (LabelEditModel::
// applyOperation over edit/SegmentOperations.h): one undo step that undo
// reverts bit for bit, other labels untouched, locks obeyed, islands split
// into new labels within the voxel type, and the refusals. The operations'
// values against scipy are checked by tests/app/segment_operations_scipy.py.
#include <QtTest>

#include <cstring>

#include "common/Errors.h"
#include "LabelMapSupport.h"
#include "edit/LabelEditModel.h"

using namespace segstudio;
using namespace segstudio::edit;
using segstudio::test::labelMap;

namespace {

void put(Volume& v, int64_t x, int64_t y, int64_t z, int64_t value)
{
    const int64_t i = x + v.geometry.size[0] * (y + v.geometry.size[1] * z);
    visitScalarType(v.type, [&](auto zero) { v.data<decltype(zero)>()[i] = static_cast<decltype(zero)>(value); });
}

int64_t at(const Volume& v, int64_t x, int64_t y, int64_t z)
{
    return static_cast<int64_t>(v.valueAsDouble(x + v.geometry.size[0] * (y + v.geometry.size[1] * z)));
}

// Label 1: a 6x6x3 block and a lone voxel; label 2 touches the block's +x face.
std::shared_ptr<Volume> twoLabels(ScalarType type = ScalarType::UInt8)
{
    auto map = labelMap({20, 16, 8}, {0.8, 0.8, 2.0}, type);
    for (int64_t z = 2; z < 5; ++z)
        for (int64_t y = 4; y < 10; ++y) {
            for (int64_t x = 4; x < 10; ++x)
                put(*map, x, y, z, 1);
            put(*map, 10, y, z, 2);
        }
    put(*map, 16, 14, 6, 1);
    return map;
}

std::vector<int64_t> voxelsOf(const Volume& v, int64_t label)
{
    std::vector<int64_t> out;
    for (int64_t i = 0; i < v.voxelCount(); ++i)
        if (static_cast<int64_t>(v.valueAsDouble(i)) == label)
            out.push_back(i);
    return out;
}

}  // namespace

class TestSegmentOperations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void undoRestoresTheMapBitForBit()
    {
        auto map = twoLabels();
        const std::vector<std::byte> original = map->bytes;
        LabelEditModel model(map);
        SegmentOperation grow;
        grow.kind = SegmentOperationKind::Grow;
        grow.label = 1;
        grow.mm = 1.7;
        const auto outcome = model.applyOperation(grow);
        QVERIFY(outcome.summary.changedVoxels > 0);
        QCOMPARE(outcome.summary.changedVoxels, outcome.result.addedVoxels);
        QCOMPARE(model.undoSteps(), std::size_t(1));
        const std::vector<std::byte> grown = map->bytes;
        QCOMPARE(model.voxelCount(1), static_cast<int64_t>(voxelsOf(*map, 1).size()));
        model.undo();
        QVERIFY(map->bytes == original);
        QCOMPARE(model.voxelCount(1), 6 * 6 * 3 + 1);
        model.redo();
        QVERIFY(map->bytes == grown);
    }

    void otherLabelsStayWhereTheyAre()
    {
        auto map = twoLabels();
        const std::vector<int64_t> label2 = voxelsOf(*map, 2);
        LabelEditModel model(map);
        for (const auto kind : {SegmentOperationKind::Grow, SegmentOperationKind::Closing, SegmentOperationKind::Invert,
                                SegmentOperationKind::Hollow}) {
            SegmentOperation op;
            op.kind = kind;
            op.label = 1;
            op.mm = 2.0;
            op.shell = ShellSide::Outside;
            model.applyOperation(op);
            QCOMPARE(voxelsOf(*map, 2), label2);
            model.undo();
        }
        // Grow never paints over label 2: its voxel next to the block keeps 2.
        QCOMPARE(at(*map, 10, 5, 3), int64_t(2));
    }

    void locksAreObeyed()
    {
        auto map = twoLabels();
        LabelEditModel model(map);
        PaintRules rules;
        rules.locked = {1};
        model.setRules(rules);
        SegmentOperation shrink;
        shrink.kind = SegmentOperationKind::Shrink;
        shrink.label = 1;
        shrink.mm = 1;
        QVERIFY_THROWS_EXCEPTION(InputError, model.applyOperation(shrink));
        QCOMPARE(model.undoSteps(), std::size_t(0));
        rules.locked = {2};
        model.setRules(rules);
        SegmentOperation merge;
        merge.kind = SegmentOperationKind::Union;
        merge.label = 1;
        merge.operandLabel = 2;
        QVERIFY_THROWS_EXCEPTION(InputError, model.applyOperation(merge));
        QCOMPARE(model.voxelCount(2), int64_t(18));
    }

    void islandsSplitIntoNewLabelsLargestFirst()
    {
        auto map = twoLabels();
        LabelEditModel model(map);
        SegmentOperation split;
        split.kind = SegmentOperationKind::SplitIslands;
        split.label = 1;
        const auto outcome = model.applyOperation(split);
        QCOMPARE(outcome.result.islands, int64_t(2));
        QCOMPARE(outcome.result.newLabels, std::vector<int64_t>{3});
        QCOMPARE(at(*map, 16, 14, 6), int64_t(3));
        QCOMPARE(model.voxelCount(1), int64_t(108));

        // A uint8 map already holding 255 has no room for a new island's label.
        auto full = twoLabels();
        put(*full, 0, 0, 0, 255);
        QVERIFY_THROWS_EXCEPTION(InputError, applySegmentOperation(*full, split));
    }

    void keepLargestAndRemoveSmallOnFaceConnectivity()
    {
        auto map = twoLabels();
        put(*map, 10, 10, 5, 1);  // touches the block only by a corner (9, 9, 4)
        SegmentOperation keep;
        keep.kind = SegmentOperationKind::KeepLargestIsland;
        keep.label = 1;
        Volume kept = applySegmentOperation(*map, keep).labels;
        QCOMPARE(at(kept, 10, 10, 5), int64_t(0));
        keep.fullConnectivity = true;
        kept = applySegmentOperation(*map, keep).labels;
        QCOMPARE(at(kept, 10, 10, 5), int64_t(1));
        QCOMPARE(at(kept, 16, 14, 6), int64_t(0));

        SegmentOperation small;
        small.kind = SegmentOperationKind::RemoveSmallIslands;
        small.label = 1;
        small.minimumVolumeMm3 = 1.28;  // one voxel is 0.8 x 0.8 x 2 = 1.28 mm3: kept
        QCOMPARE(at(applySegmentOperation(*map, small).labels, 16, 14, 6), int64_t(1));
        small.minimumVolumeMm3 = 1.3;
        QCOMPARE(at(applySegmentOperation(*map, small).labels, 16, 14, 6), int64_t(0));
    }

    void refusals()
    {
        auto map = twoLabels();
        SegmentOperation op;
        op.kind = SegmentOperationKind::Grow;
        op.label = 1;
        op.mm = -1;
        QVERIFY_THROWS_EXCEPTION(InputError, applySegmentOperation(*map, op));
        op.mm = 1;
        op.label = 300;  // more than uint8 holds
        QVERIFY_THROWS_EXCEPTION(InputError, applySegmentOperation(*map, op));
        Volume floats = map->convertedTo(ScalarType::Float32);
        op.label = 1;
        QVERIFY_THROWS_EXCEPTION(InputError, applySegmentOperation(floats, op));
        auto other = labelMap({20, 16, 7}, {0.8, 0.8, 2.0});
        op.kind = SegmentOperationKind::Subtract;
        op.operandMap = other.get();
        op.operandLabel = 1;
        QVERIFY_THROWS_EXCEPTION(InputError, applySegmentOperation(*map, op));
        QVERIFY_THROWS_EXCEPTION(InputError, segmentOperationFromName("dilate"));
        // An absent label: nothing changes.
        SegmentOperation absent;
        absent.kind = SegmentOperationKind::Grow;
        absent.label = 9;
        absent.mm = 3;
        QVERIFY(applySegmentOperation(*map, absent).labels.bytes == map->bytes);
    }

    void maskScanFillsEveryChannelClamped()
    {
        auto map = twoLabels();
        Volume scan = Volume::allocate(map->geometry, ScalarType::Int16, 2);
        for (int64_t k = 0; k < scan.valueCount(); ++k)
            scan.data<int16_t>()[k] = 100;
        const Volume outside = maskScanByLabel(scan, *map, 1, true, -1e9);
        const int64_t inBlock = 5 + 20 * (5 + 16 * 3), inLabel2 = 10 + 20 * (5 + 16 * 3);
        QCOMPARE(outside.data<int16_t>()[inBlock * 2 + 1], int16_t(100));
        QCOMPARE(outside.data<int16_t>()[inLabel2 * 2], int16_t(-32768));
        QCOMPARE(outside.data<int16_t>()[inLabel2 * 2 + 1], int16_t(-32768));
        const Volume inside = maskScanByLabel(scan, *map, 1, false, 7);
        QCOMPARE(inside.data<int16_t>()[inBlock * 2], int16_t(7));
        QCOMPARE(inside.data<int16_t>()[inLabel2 * 2], int16_t(100));
    }
};

QTEST_GUILESS_MAIN(TestSegmentOperations)
#include "tst_segmentoperations.moc"
