// Colours of many objects: with the plain 12-colour cycle, cells 1 and 13
// (or 5 and 29) touching each other look like one; the neighbour-aware
// slots give every touching pair different colours, keep the usual colour
// of a label whose neighbours allow it, and cover 2D and 3D maps.
#include <QtTest>

#include <set>

#include "common/image/LabelPalette.h"

using namespace segstudio;

namespace {

// Pairs of labels whose voxels touch (6-neighbours).
std::set<std::pair<int64_t, int64_t>> touchingPairs(const Volume& v)
{
    std::set<std::pair<int64_t, int64_t>> pairs;
    const Size3& s = v.geometry.size;
    for (int64_t z = 0; z < s[2]; ++z)
        for (int64_t y = 0; y < s[1]; ++y)
            for (int64_t x = 0; x < s[0]; ++x) {
                const auto a = static_cast<int64_t>(v.valueAsDouble(x + s[0] * (y + s[1] * z)));
                for (const auto& [dx, dy, dz] : {std::tuple{1, 0, 0}, std::tuple{0, 1, 0}, std::tuple{0, 0, 1}}) {
                    if (x + dx >= s[0] || y + dy >= s[1] || z + dz >= s[2])
                        continue;
                    const auto b = static_cast<int64_t>(v.valueAsDouble(x + dx + s[0] * (y + dy + s[1] * (z + dz))));
                    if (a != 0 && b != 0 && a != b)
                        pairs.insert({std::min(a, b), std::max(a, b)});
                }
            }
    return pairs;
}

}  // namespace

class TestLabelPalette : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void touchingObjectsGetDifferentColours_data();
    void touchingObjectsGetDifferentColours();
};

void TestLabelPalette::touchingObjectsGetDifferentColours_data()
{
    QTest::addColumn<int>("depth");
    QTest::newRow("2D") << 1;
    QTest::newRow("3D") << 3;
}

void TestLabelPalette::touchingObjectsGetDifferentColours()
{
    QFETCH(int, depth);
    // A grid of 8 x 6 tiles (4 voxels each), ids laid out so that ids 12 apart touch.
    Geometry g;
    g.size = {32, 24, depth};
    Volume v = Volume::allocate(g, ScalarType::UInt16);
    for (int64_t z = 0; z < depth; ++z)
        for (int64_t y = 0; y < 24; ++y)
            for (int64_t x = 0; x < 32; ++x) {
                const int64_t tileX = x / 4, tileY = y / 4;
                v.data<uint16_t>()[x + 32 * (y + 24 * z)] = static_cast<uint16_t>(1 + (tileX * 12 + tileY * 5 + z * 7) % 48);
            }
    const auto pairs = touchingPairs(v);
    int sameByCycle = 0;
    for (const auto& [a, b] : pairs)
        sameByCycle += (a - 1) % kPaletteColours == (b - 1) % kPaletteColours;
    QVERIFY2(sameByCycle > 0, "the layout should defeat the plain cycle");
    const std::map<int64_t, int> slots = paletteSlotsApartFromNeighbours(v);
    for (const auto& [a, b] : pairs)
        QVERIFY2(slots.at(a) != slots.at(b), qPrintable(QString("labels %1 and %2 touch and share slot %3").arg(a).arg(b).arg(slots.at(a))));
    for (const auto& [label, slot] : slots)
        QVERIFY(slot >= 0 && slot < kPaletteColours);
    QCOMPARE(slots.begin()->second, 0);  // label 1 keeps its usual colour
}

QTEST_APPLESS_MAIN(TestLabelPalette)
#include "tst_labelpalette.moc"
