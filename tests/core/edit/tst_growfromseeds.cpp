// Grow from seeds: the labels equal a brute-force shortest-path computation
// written here from the header's contract; on phantoms (3D, 2D,
// multi-channel) a few seed strokes reach a stated Dice; adding seeds updates
// incrementally and equals a recomputation; bad seeds are refused with a reason.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>

#include "common/Errors.h"
#include "common/image/Phantom.h"
#include "edit/GrowFromSeeds.h"

using namespace segstudio;
using namespace segstudio::edit;

namespace {

constexpr int64_t kBackgroundSeed = 255;

int64_t linear(const Geometry& g, int64_t x, int64_t y, int64_t z) { return x + g.size[0] * (y + g.size[1] * z); }

double dice(const Volume& result, const Volume& truth, int64_t label)
{
    int64_t both = 0, a = 0, b = 0;
    for (int64_t i = 0; i < truth.voxelCount(); ++i) {
        const bool inResult = int64_t(result.valueAsDouble(i)) == label, inTruth = int64_t(truth.valueAsDouble(i)) == label;
        both += inResult && inTruth;
        a += inResult;
        b += inTruth;
    }
    return a + b == 0 ? 1.0 : 2.0 * double(both) / double(a + b);
}

// What a user paints: a ball of `radius` voxels around the label's centroid,
// and background strokes: the outline of the label's bounding box widened by
// `gap` voxels, in the three axis slices through the centroid.
Volume paintSeeds(const Volume& truth, const std::vector<int64_t>& labels, int64_t radius, int64_t gap)
{
    const Geometry& g = truth.geometry;
    Volume seeds = Volume::allocate(g, ScalarType::UInt8);
    uint8_t* s = seeds.data<uint8_t>();
    for (int64_t label : labels) {
        std::array<double, 3> sum{};
        int64_t n = 0;
        std::array<int64_t, 3> lo{g.size[0], g.size[1], g.size[2]}, hi{0, 0, 0};
        for (int64_t z = 0; z < g.size[2]; ++z)
            for (int64_t y = 0; y < g.size[1]; ++y)
                for (int64_t x = 0; x < g.size[0]; ++x)
                    if (int64_t(truth.valueAsDouble(linear(g, x, y, z))) == label) {
                        sum[0] += x, sum[1] += y, sum[2] += z, ++n;
                        const std::array<int64_t, 3> p{x, y, z};
                        for (int a = 0; a < 3; ++a)
                            lo[a] = std::min(lo[a], p[a]), hi[a] = std::max(hi[a], p[a]);
                    }
        std::array<int64_t, 3> c{};
        for (int a = 0; a < 3; ++a)
            c[a] = std::lround(sum[a] / double(n));
        for (int64_t z = 0; z < g.size[2]; ++z)
            for (int64_t y = 0; y < g.size[1]; ++y)
                for (int64_t x = 0; x < g.size[0]; ++x) {
                    const int64_t dx = x - c[0], dy = y - c[1], dz = z - c[2];
                    const int64_t i = linear(g, x, y, z);
                    if (dx * dx + dy * dy + dz * dz <= radius * radius && int64_t(truth.valueAsDouble(i)) == label)
                        s[i] = static_cast<uint8_t>(label);
                    const std::array<int64_t, 3> p{x, y, z};
                    for (int axis = 0; axis < 3; ++axis) {
                        if (p[axis] != c[axis] || (g.size[2] == 1 && axis != 2))
                            continue;
                        bool onOutline = false, inside = true;
                        for (int a = 0; a < 3; ++a) {
                            if (a == axis || g.size[a] == 1)
                                continue;
                            const int64_t l = std::max<int64_t>(0, lo[a] - gap), h = std::min<int64_t>(g.size[a] - 1, hi[a] + gap);
                            inside = inside && p[a] >= l && p[a] <= h;
                            onOutline = onOutline || p[a] == l || p[a] == h;
                        }
                        if (inside && onOutline && int64_t(truth.valueAsDouble(i)) == 0)
                            s[i] = kBackgroundSeed;
                    }
                }
    }
    return seeds;
}

Phantom phantom(Size3 size, Vec3 spacing, int classes, uint64_t seed)
{
    PhantomParameters p;
    p.sizeXyz = size;
    p.spacingXyz = spacing;
    p.foregroundClasses = classes;
    p.seed = seed;
    return generatePhantom(p);
}

// The header's contract, computed by Bellman-Ford relaxation to a fixpoint:
// levels from the 0.5/99.5 percentiles of all values (interpolated), step cost = min(L1 of
// the level changes beyond a noise floor of 3, kMaxStepCost) + length cost,
// ties to the smaller label value.
std::vector<int64_t> bruteForce(const Volume& image, const Volume& seeds)
{
    const Geometry& g = image.geometry;
    const int64_t n = image.voxelCount();
    std::vector<std::vector<int>> levels(image.components, std::vector<int>(n));
    for (int c = 0; c < image.components; ++c) {
        std::vector<double> values;
        for (int64_t i = 0; i < n; ++i)
            values.push_back(image.valueAsDouble(i * image.components + c));
        std::vector<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        auto at = [&](double q) {  // numpy's linear interpolation
            const double rank = q * double(n - 1);
            const std::size_t lo = std::size_t(rank), hi = std::min<std::size_t>(lo + 1, std::size_t(n - 1));
            return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - double(lo));
        };
        const double low = at(0.005), high = at(0.995);
        for (int64_t i = 0; i < n; ++i)
            levels[c][i] = int(std::lround((values[i] - low) * SeedGrowth::kLevels / (high - low))) + 4 * SeedGrowth::kLevels;
    }
    const double finest = std::min({g.spacing[0], g.spacing[1], g.spacing[2]});
    std::vector<int64_t> cost(n, INT64_MAX), label(n, -1);
    for (int64_t i = 0; i < n; ++i) {
        const int64_t s = int64_t(seeds.valueAsDouble(i));
        if (s != 0)
            cost[i] = 0, label[i] = s == kBackgroundSeed ? 0 : s;
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int64_t v = 0; v < n; ++v) {
            if (label[v] < 0)
                continue;
            const int64_t p[3] = {v % g.size[0], (v / g.size[0]) % g.size[1], v / (g.size[0] * g.size[1])};
            for (int a = 0; a < 3; ++a)
                for (int step : {-1, 1}) {
                    int64_t q[3] = {p[0], p[1], p[2]};
                    q[a] += step;
                    if (q[a] < 0 || q[a] >= g.size[a])
                        continue;
                    const int64_t u = linear(g, q[0], q[1], q[2]);
                    int change = 0;
                    for (int c = 0; c < image.components; ++c)
                        change += std::max(0, std::abs(levels[c][v] - levels[c][u]) - 3);
                    const int64_t next = cost[v] + std::min(change, SeedGrowth::kMaxStepCost) + std::lround(g.spacing[a] / finest);
                    if (next < cost[u] || (next == cost[u] && label[v] < label[u]))
                        cost[u] = next, label[u] = label[v], changed = true;
                }
        }
    }
    return label;
}

}  // namespace

class TestGrowFromSeeds : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void labelsEqualABruteForceShortestPath();
    void growsPhantomStructuresFromAFewStrokes();
    void growsTwoDimensionalAndMultiChannelImages();
    void addedSeedsUpdateIncrementallyAndEqualARecomputation();
    void theBoxRegionFollowsTheSeeds();
    void badSeedsAreRefusedWithAReason();
};

void TestGrowFromSeeds::labelsEqualABruteForceShortestPath()
{
    std::mt19937 random(7);
    Geometry g;
    g.size = {11, 9, 6};
    g.spacing = {0.8, 0.8, 2.0};
    auto image = std::make_shared<Volume>(Volume::allocate(g, ScalarType::Float32, 2));
    std::normal_distribution<float> noise(0, 30);
    float* v = image->data<float>();
    for (int64_t i = 0; i < image->valueCount(); ++i)
        v[i] = noise(random) + (i % 2 ? 100.0f * float((i / 2) % 11 > 5) : 0.0f);
    Volume seeds = Volume::allocate(g, ScalarType::UInt8);
    std::uniform_int_distribution<int64_t> voxel(0, g.voxelCount() - 1);
    const int64_t kinds[] = {1, 2, 5, kBackgroundSeed};
    for (int k = 0; k < 12; ++k)
        seeds.data<uint8_t>()[voxel(random)] = static_cast<uint8_t>(kinds[k % 4]);

    GrowOptions whole;
    whole.wholeImage = true;
    whole.smoothingVoxels = 0;  // the brute force works on the raw levels
    whole.noiseFloorLevels = 3;
    SeedGrowth growth(image, whole);
    const GrowResult result = growth.grow(seeds, kBackgroundSeed);
    const std::vector<int64_t> expected = bruteForce(*image, seeds);
    int64_t mismatches = 0;
    for (int64_t i = 0; i < g.voxelCount(); ++i)
        mismatches += int64_t(result.labels.valueAsDouble(i)) != expected[i];
    QCOMPARE(mismatches, int64_t(0));
    QCOMPARE(result.visitedVoxels >= g.voxelCount(), true);
}

void TestGrowFromSeeds::growsPhantomStructuresFromAFewStrokes()
{
    const Phantom p = phantom({72, 64, 40}, {1, 1, 1.5}, 2, 3);
    const Volume seeds = paintSeeds(p.label, {1, 2}, 3, 4);
    SeedGrowth growth(std::make_shared<Volume>(p.image));
    const GrowResult result = growth.grow(seeds, kBackgroundSeed);
    for (int64_t label : {1, 2}) {
        const double d = dice(result.labels, p.label, label);
        qInfo("label %lld: Dice %.3f", static_cast<long long>(label), d);
        QVERIFY2(d >= 0.93, qPrintable(QString("label %1 Dice %2").arg(label).arg(d)));
    }
}

void TestGrowFromSeeds::growsTwoDimensionalAndMultiChannelImages()
{
    // 2D: one slice.
    const Phantom flat = phantom({160, 128, 1}, {0.5, 0.5, 1}, 1, 5);
    SeedGrowth growth2d(std::make_shared<Volume>(flat.image));
    const double dice2d = dice(growth2d.grow(paintSeeds(flat.label, {1}, 3, 4), kBackgroundSeed).labels, flat.label, 1);
    qInfo("2D: Dice %.3f", dice2d);
    QVERIFY2(dice2d >= 0.93, qPrintable(QString::number(dice2d)));

    // Two channels: the structure shows only in the second; the first is noise.
    const Phantom p = phantom({64, 64, 32}, {1, 1, 1}, 1, 9);
    auto twoChannels = std::make_shared<Volume>(Volume::allocate(p.image.geometry, ScalarType::Float32, 2));
    std::mt19937 random(3);
    std::normal_distribution<float> noise(100, 12);
    const std::vector<float> structure = p.image.channelAsFloat(0);
    for (int64_t i = 0; i < p.image.voxelCount(); ++i) {
        twoChannels->data<float>()[2 * i] = noise(random);
        twoChannels->data<float>()[2 * i + 1] = structure[i];
    }
    SeedGrowth growth(twoChannels);
    const double diceTwo = dice(growth.grow(paintSeeds(p.label, {1}, 3, 4), kBackgroundSeed).labels, p.label, 1);
    qInfo("two channels: Dice %.3f", diceTwo);
    QVERIFY2(diceTwo >= 0.93, qPrintable(QString::number(diceTwo)));
}

void TestGrowFromSeeds::addedSeedsUpdateIncrementallyAndEqualARecomputation()
{
    const Phantom p = phantom({64, 64, 48}, {1, 1, 1}, 2, 11);
    const Volume first = paintSeeds(p.label, {1}, 3, 4);
    Volume more = first;  // then a stroke for label 2
    const Volume second = paintSeeds(p.label, {2}, 2, 3);
    for (int64_t i = 0; i < more.voxelCount(); ++i)
        if (more.data<uint8_t>()[i] == 0)
            more.data<uint8_t>()[i] = second.data<uint8_t>()[i];

    GrowOptions whole;
    whole.wholeImage = true;
    auto image = std::make_shared<Volume>(p.image);
    SeedGrowth growth(image, whole);
    const GrowResult before = growth.grow(first, kBackgroundSeed);
    QVERIFY(!before.incremental);
    const GrowResult after = growth.grow(more, kBackgroundSeed);
    QVERIFY(after.incremental);
    QVERIFY2(after.visitedVoxels < p.image.voxelCount() / 2, qPrintable(QString::number(after.visitedVoxels)));
    const GrowResult fresh = SeedGrowth(image, whole).grow(more, kBackgroundSeed);
    QVERIFY(after.labels.bytes == fresh.labels.bytes);
    QVERIFY(after.labels.bytes != before.labels.bytes);

    // Removing the stroke again recomputes and gives the first result back.
    const GrowResult undone = growth.grow(first, kBackgroundSeed);
    QVERIFY(!undone.incremental);
    QVERIFY(undone.labels.bytes == before.labels.bytes);
}

void TestGrowFromSeeds::theBoxRegionFollowsTheSeeds()
{
    const Phantom p = phantom({96, 96, 48}, {1, 1, 1}, 1, 13);
    Volume seeds = Volume::allocate(p.image.geometry, ScalarType::UInt8);
    const Geometry& g = seeds.geometry;
    seeds.data<uint8_t>()[linear(g, 40, 40, 20)] = 1;
    seeds.data<uint8_t>()[linear(g, 50, 44, 24)] = kBackgroundSeed;
    SeedGrowth growth(std::make_shared<Volume>(p.image));  // the box is the default
    const GrowResult near = growth.grow(seeds, kBackgroundSeed);
    QCOMPARE(near.region.lo, (Index3{32, 32, 12}));  // at least 8 voxels around the seeds
    QCOMPARE(near.region.hi, (Index3{58, 52, 32}));
    for (int64_t i = 0; i < seeds.voxelCount(); ++i) {
        const Index3 q{i % g.size[0], (i / g.size[0]) % g.size[1], i / (g.size[0] * g.size[1])};
        bool inside = true;
        for (int a = 0; a < 3; ++a)
            inside = inside && q[a] >= near.region.lo[a] && q[a] <= near.region.hi[a];
        if (!inside && near.labels.data<uint8_t>()[i] != 0)
            QFAIL("a voxel outside the region was labelled");
    }
    // A seed outside the region: a larger box, recomputed.
    seeds.data<uint8_t>()[linear(g, 90, 90, 40)] = kBackgroundSeed;
    const GrowResult far = growth.grow(seeds, kBackgroundSeed);
    QVERIFY(!far.incremental);
    QCOMPARE(far.region.hi, (Index3{95, 95, 47}));
    // A seed inside it: incremental.
    seeds.data<uint8_t>()[linear(g, 60, 60, 30)] = 1;
    QVERIFY(growth.grow(seeds, kBackgroundSeed).incremental);
}

void TestGrowFromSeeds::badSeedsAreRefusedWithAReason()
{
    const Phantom p = phantom({24, 24, 12}, {1, 1, 1}, 1, 2);
    SeedGrowth growth(std::make_shared<Volume>(p.image));
    Volume seeds = Volume::allocate(p.image.geometry, ScalarType::UInt8);
    auto refused = [&](const Volume& s, int64_t background, const char* expected) {
        try {
            growth.grow(s, background);
        } catch (const InputError& error) {
            QVERIFY2(QString(error.what()).contains(expected), error.what());
            return;
        }
        QFAIL("accepted");
    };
    refused(seeds, kBackgroundSeed, "at least two labels");
    seeds.data<uint8_t>()[5] = 1;
    refused(seeds, kBackgroundSeed, "at least two labels (background may be one); found 1");
    seeds.data<uint8_t>()[7] = kBackgroundSeed;
    refused(seeds, 0, "no seed");
    Volume negative = Volume::allocate(p.image.geometry, ScalarType::Int16);
    negative.data<int16_t>()[3] = -4;
    negative.data<int16_t>()[4] = 1;
    refused(negative, kBackgroundSeed, "the seed value -4 at voxel 3 is negative");
    Geometry other = p.image.geometry;
    other.size[2] = 11;
    refused(Volume::allocate(other, ScalarType::UInt8), kBackgroundSeed, "differs from the scan's");
    refused(Volume::allocate(p.image.geometry, ScalarType::Float32), kBackgroundSeed, "integer");
    QCOMPARE(growth.grow(seeds, kBackgroundSeed).labels.voxelCount(), p.image.voxelCount());
}

QTEST_APPLESS_MAIN(TestGrowFromSeeds)
#include "tst_growfromseeds.moc"
