// Resampling axis by axis (io/SeparableResampling.h) against ITK's
// ResampleImageFilter, the reference it replaces: random grids that share a
// rotated direction matrix, upsampled, downsampled, shifted past the
// source's edge, 2D, and anisotropic (in-plane linear, the coarse axis
// nearest, nnU-Net's rule); label maps by nearest neighbour.
#include <QtTest>

#include <numeric>
#include <random>

#include <itkLinearInterpolateImageFunction.h>
#include <itkNearestNeighborInterpolateImageFunction.h>
#include <itkResampleImageFilter.h>

#include "common/Errors.h"
#include "io/ItkBridge.h"
#include "io/PredictionMapping.h"
#include "io/Resampling.h"
#include "io/SeparableResampling.h"

using namespace segstudio;

namespace {

using FloatImage = itk::Image<float, 3>;

template <class Interpolator>
std::vector<float> itkResample(const std::vector<float>& values, const Geometry& source, const Geometry& target)
{
    auto input = FloatImage::New();
    io::copyGeometryToItk(source, input.GetPointer());
    input->Allocate();
    std::copy(values.begin(), values.end(), input->GetBufferPointer());
    auto reference = FloatImage::New();
    io::copyGeometryToItk(target, reference.GetPointer());
    auto filter = itk::ResampleImageFilter<FloatImage, FloatImage>::New();
    filter->SetInput(input);
    filter->SetInterpolator(Interpolator::New());
    filter->SetOutputParametersFromImage(reference);
    filter->SetDefaultPixelValue(0);
    filter->Update();
    const float* out = filter->GetOutput()->GetBufferPointer();
    return {out, out + target.voxelCount()};
}

using ItkLinear = itk::LinearInterpolateImageFunction<FloatImage, double>;
using ItkNearest = itk::NearestNeighborInterpolateImageFunction<FloatImage, double>;

// A rotation about a random axis: both grids get it, so they share axes.
Matrix3 randomRotation(std::mt19937& random)
{
    std::uniform_real_distribution<double> angle(-3.1, 3.1);
    const double a = angle(random), b = angle(random);
    const Matrix3 rz{std::cos(a), -std::sin(a), 0, std::sin(a), std::cos(a), 0, 0, 0, 1};
    const Matrix3 rx{1, 0, 0, 0, std::cos(b), -std::sin(b), 0, std::sin(b), std::cos(b)};
    return multiply(rz, rx);
}

// A smooth field plus noise, so interpolation errors would show.
std::vector<float> randomField(const Geometry& g, std::mt19937& random)
{
    std::uniform_real_distribution<float> noise(0.0f, 0.2f);
    std::vector<float> v(static_cast<std::size_t>(g.voxelCount()));
    std::size_t i = 0;
    for (int64_t z = 0; z < g.size[2]; ++z)
        for (int64_t y = 0; y < g.size[1]; ++y)
            for (int64_t x = 0; x < g.size[0]; ++x, ++i)
                v[i] = static_cast<float>(std::sin(0.3 * x) * std::cos(0.2 * y) + 0.05 * z) + noise(random);
    return v;
}

// The target: the source's extent at another spacing (as preprocessing and
// mapping back use), then shifted by up to two target voxels per axis so
// that some target voxels fall outside the source.
Geometry targetOf(const Geometry& source, const Vec3& spacing, std::mt19937& random, bool shift)
{
    Geometry target = io::resampledGrid(source, spacing);
    if (shift) {
        std::uniform_real_distribution<double> by(-2.0, 2.0);
        target.origin = target.indexToWorld({by(random), by(random), source.size[2] > 1 ? by(random) : 0.0});
    }
    return target;
}

struct Comparison {
    double maxDifference = 0;
    int64_t zerosDiffer = 0;  // voxels 0 (outside) in one answer only
};

Comparison compare(const std::vector<float>& mine, const std::vector<float>& reference)
{
    Comparison c;
    for (std::size_t i = 0; i < mine.size(); ++i) {
        c.maxDifference = std::max(c.maxDifference, static_cast<double>(std::abs(mine[i] - reference[i])));
        c.zerosDiffer += (mine[i] == 0.0f) != (reference[i] == 0.0f);
    }
    return c;
}

}  // namespace

class TestResampling : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void linearEqualsItkOnRandomGrids();
    void anisotropicDataUseNearestAlongTheCoarseAxis();
    void twoCoarsestAxesMeanNoSeparateAxis();
    void labelsByNearestNeighbourEqualItk();
    void slicesOneAtATimeEqualTheWholeVolume();
    void mappedProbabilitiesEqualWholeVolumeResampling();
    void gridsWithDifferentAxesAreRefused();
};

void TestResampling::linearEqualsItkOnRandomGrids()
{
    std::mt19937 random(7);
    std::uniform_real_distribution<double> spacing(0.4, 2.0), origin(-50, 50);
    std::uniform_int_distribution<int> size(5, 40);
    for (int trial = 0; trial < 24; ++trial) {
        Geometry source;
        const bool flat = trial % 4 == 3;  // 2D images
        source.size = {size(random), size(random), flat ? 1 : size(random)};
        source.spacing = {spacing(random), spacing(random), flat ? 1.0 : spacing(random)};
        source.origin = {origin(random), origin(random), origin(random)};
        source.direction = flat ? identityMatrix3() : randomRotation(random);
        // Within nnU-Net's 3x anisotropy rule, so all three axes are linear.
        const Vec3 targetSpacing{source.spacing[0] * std::uniform_real_distribution<double>(0.7, 1.4)(random),
                                 source.spacing[1] * std::uniform_real_distribution<double>(0.7, 1.4)(random),
                                 flat ? 1.0 : source.spacing[2] * std::uniform_real_distribution<double>(0.7, 1.4)(random)};
        if (io::separateResamplingAxis(source.spacing, targetSpacing) >= 0)
            continue;
        const Geometry target = targetOf(source, targetSpacing, random, trial % 2 == 1);
        const std::vector<float> values = randomField(source, random);
        const std::vector<float> reference = itkResample<ItkLinear>(values, source, target);
        const std::vector<float> mine = io::resampleIntensities(values, source, target, ImageInterpolation::Linear, 2);
        QCOMPARE(mine.size(), reference.size());
        const Comparison c = compare(mine, reference);
        QVERIFY2(c.maxDifference < 1e-5, qPrintable(QString("trial %1: max difference %2 (%3 -> %4)")
                                                        .arg(trial)
                                                        .arg(c.maxDifference)
                                                        .arg(QString::fromStdString(source.describe()))
                                                        .arg(QString::fromStdString(target.describe()))));
        QCOMPARE(c.zerosDiffer, int64_t(0));
    }
}

// nnU-Net's rule, as the ITK path does it: in-plane linear onto a grid that
// keeps the source's slices, then nearest along the coarse axis.
void TestResampling::anisotropicDataUseNearestAlongTheCoarseAxis()
{
    std::mt19937 random(11);
    for (int trial = 0; trial < 6; ++trial) {
        Geometry source;
        source.size = {32 + trial, 28, 7 + trial};
        // Spacings with no exact half-voxel ties along z: there the nearest
        // sample is a matter of rounding, in ITK as here.
        source.spacing = {0.78, 0.81, 5.03 + trial};
        source.origin = {-20, 12, 3.5 * trial};
        source.direction = randomRotation(random);
        const Geometry target = targetOf(source, {0.9, 0.9, trial % 2 ? 1.47 : 2.41}, random, trial >= 3);
        QCOMPARE(io::separateResamplingAxis(source.spacing, target.spacing), 2);
        Geometry middle = target;  // the ITK path's intermediate grid
        middle.size[2] = source.size[2];
        middle.spacing[2] = source.spacing[2];
        Vec3 first = source.worldToIndex(target.origin);
        first[2] = 0;
        middle.origin = source.indexToWorld(first);
        const std::vector<float> values = randomField(source, random);
        const std::vector<float> reference =
            itkResample<ItkNearest>(itkResample<ItkLinear>(values, source, middle), middle, target);
        const std::vector<float> mine = io::resampleIntensities(values, source, target, ImageInterpolation::Linear, 2);
        const Comparison c = compare(mine, reference);
        QVERIFY2(c.maxDifference < 1e-5, qPrintable(QString("trial %1: max difference %2").arg(trial).arg(c.maxDifference)));
        QCOMPARE(c.zerosDiffer, int64_t(0));
    }
}

// nnU-Net's resample_data_or_seg_to_shape: get_lowres_axis gives every axis
// tied for the coarsest spacing, and two of them mean no separate axis; the
// spacing that decides is the source's when it is anisotropic, whatever the
// target's.
void TestResampling::twoCoarsestAxesMeanNoSeparateAxis()
{
    QCOMPARE(io::separateResamplingAxis({1.25, 1.25, 0.24}, {0.5, 0.5, 0.5}), -1);
    QCOMPARE(io::separateResamplingAxis({0.24, 1.25, 1.25}, {1.0, 1.0, 1.0}), -1);
    QCOMPARE(io::separateResamplingAxis({1.0, 1.0, 1.0}, {0.3, 1.25, 1.25}), -1);
    QCOMPARE(io::separateResamplingAxis({1.25, 1.25, 0.24}, {0.5, 0.5, 5.0}), -1);  // the source decides
    QCOMPARE(io::separateResamplingAxis({0.5, 0.5, 5.0}, {1.0, 1.0, 1.0}), 2);
    QCOMPARE(io::separateResamplingAxis({1.0, 1.0, 1.0}, {0.7, 4.0, 0.7}), 1);
    QCOMPARE(io::separateResamplingAxis({1.0, 1.0, 2.9}, {1.0, 1.0, 1.0}), -1);  // not 3x
}

void TestResampling::labelsByNearestNeighbourEqualItk()
{
    std::mt19937 random(5);
    std::uniform_int_distribution<int> label(0, 4);
    for (int trial = 0; trial < 8; ++trial) {
        Geometry source;
        source.size = {20 + trial, 17, trial % 3 == 2 ? 1 : 11};
        source.spacing = {0.7 + 0.1 * trial, 1.1, 2.5};
        source.direction = source.size[2] == 1 ? identityMatrix3() : randomRotation(random);
        const Geometry target = targetOf(source, {1.0, 0.6 + 0.05 * trial, 1.3}, random, trial % 2 == 0);
        std::vector<int16_t> labels(static_cast<std::size_t>(source.voxelCount()));
        for (int16_t& v : labels)
            v = static_cast<int16_t>(label(random));
        const std::vector<float> asFloat(labels.begin(), labels.end());
        const std::vector<float> reference = itkResample<ItkNearest>(asFloat, source, target);
        const std::vector<int16_t> mine = io::resampleLabels(labels, source, target, LabelInterpolation::Nearest, 2);
        QCOMPARE(mine.size(), reference.size());
        int64_t differ = 0;
        for (std::size_t i = 0; i < mine.size(); ++i)
            differ += mine[i] != static_cast<int16_t>(reference[i]);
        QVERIFY2(differ == 0, qPrintable(QString("trial %1: %2 voxels differ").arg(trial).arg(differ)));
    }
}

// In order (as mapping back asks), backwards and at random: the cache of
// in-plane slices never hands out a stale one.
void TestResampling::slicesOneAtATimeEqualTheWholeVolume()
{
    std::mt19937 random(3);
    for (int trial = 0; trial < 4; ++trial) {
        Geometry source;
        source.size = {23, 19, 9 + trial};
        source.spacing = {0.9, 1.1, trial < 2 ? 1.3 : 4.6};  // then anisotropic: nearest along z
        source.direction = randomRotation(random);
        const Geometry target = targetOf(source, {0.7, 1.25, trial % 2 ? 1.1 : 0.95}, random, trial % 2 == 1);
        std::array<io::AxisInterpolation, 3> kinds;
        kinds.fill(io::AxisInterpolation::Linear);
        if (io::separateResamplingAxis(source.spacing, target.spacing) == 2)
            kinds[2] = io::AxisInterpolation::Nearest;
        const std::vector<float> values = randomField(source, random);
        const std::vector<float> whole = io::resampleAlongAxes(values.data(), source, target, kinds, 1);
        const io::SliceResampler slices(source, target, kinds);
        QCOMPARE(slices.sliceVoxels(), target.size[0] * target.size[1]);
        std::vector<int64_t> order(static_cast<std::size_t>(target.size[2]));
        std::iota(order.begin(), order.end(), 0);
        std::vector<int64_t> visits = order;
        visits.insert(visits.end(), order.rbegin(), order.rend());
        std::shuffle(order.begin(), order.end(), random);
        visits.insert(visits.end(), order.begin(), order.end());
        io::SliceResampler::Cache cache;
        for (int64_t k : visits) {
            const float* slice = slices.slice(values.data(), k, cache);
            const float* expected = whole.data() + k * slices.sliceVoxels();
            for (int64_t i = 0; i < slices.sliceVoxels(); ++i)
                QVERIFY2(std::abs(slice[i] - expected[i]) < 1e-6,
                         qPrintable(QString("trial %1, slice %2, voxel %3").arg(trial).arg(k).arg(i)));
        }
    }
}

// mapPredictionToSource resamples slice by slice; each class's probability
// must equal the whole channel resampled (checked against ITK above) and
// pasted into the crop box, background 1 outside it, for an anisotropic
// scan with a crop.
void TestResampling::mappedProbabilitiesEqualWholeVolumeResampling()
{
    Geometry scan;
    scan.size = {40, 36, 12};
    scan.spacing = {0.8, 0.8, 4.0};
    std::mt19937 random(2);
    scan.direction = randomRotation(random);
    io::CaseMapping m;
    m.source = scan;
    m.crop.lo = {3, 5, 2};
    m.crop.hi = {37, 30, 11};
    m.cropped = scan;
    m.cropped.size = m.crop.size();
    m.cropped.origin = scan.indexToWorld({3, 5, 2});
    m.resampled = io::resampledGrid(m.cropped, {1.0, 1.0, 1.0});
    PreprocessingPlan plan;
    plan.labelValues = {0, 2, 5};
    std::vector<float> probabilities;
    for (int c = 0; c < 3; ++c) {
        const std::vector<float> channel = randomField(m.resampled, random);
        probabilities.insert(probabilities.end(), channel.begin(), channel.end());
    }
    const io::SourcePrediction mapped = io::mapPredictionToSource(probabilities, m, plan, true, 2);
    const float* p = mapped.probabilities->data<float>();
    const auto voxels = static_cast<std::size_t>(m.resampled.voxelCount());
    for (int c = 0; c < 3; ++c) {
        const std::vector<float> channel(probabilities.begin() + static_cast<long>(c * voxels),
                                         probabilities.begin() + static_cast<long>((c + 1) * voxels));
        const std::vector<float> cropped =
            io::resampleIntensities(channel, m.resampled, m.cropped, ImageInterpolation::Linear, 1);
        std::size_t i = 0;
        for (int64_t z = 0; z < scan.size[2]; ++z)
            for (int64_t y = 0; y < scan.size[1]; ++y)
                for (int64_t x = 0; x < scan.size[0]; ++x) {
                    const bool inCrop = x >= 3 && x < 37 && y >= 5 && y < 30 && z >= 2 && z < 11;
                    const float expected = inCrop ? cropped[i++] : (c == 0 ? 1.0f : 0.0f);
                    const float got = p[(x + scan.size[0] * (y + scan.size[1] * z)) * 3 + c];
                    QVERIFY2(std::abs(got - expected) < 1e-6, qPrintable(QString("class %1 at %2 %3 %4: %5, expected %6")
                                                                             .arg(c).arg(x).arg(y).arg(z).arg(got).arg(expected)));
                }
    }
}

void TestResampling::gridsWithDifferentAxesAreRefused()
{
    Geometry a;
    a.size = {4, 4, 4};
    Geometry b = a;
    b.direction = {0, 1, 0, 1, 0, 0, 0, 0, 1};
    QVERIFY(!io::gridsShareAxes(a, b));
    const std::vector<float> values(64, 1.0f);
    constexpr auto linear = io::AxisInterpolation::Linear;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, io::resampleAlongAxes(values.data(), a, b, {linear, linear, linear}, 1));
    // The public entry point still resamples them (through ITK).
    const std::vector<float> swapped = io::resampleIntensities(values, a, b, ImageInterpolation::Linear, 1);
    QCOMPARE(swapped.size(), std::size_t(64));
    // A mapping whose network grid is turned against the scan (a damaged
    // cache) is refused with the field named.
    io::CaseMapping m;
    m.source = m.cropped = a;
    m.crop.hi = a.size;
    m.resampled = b;
    m.resampled.spacing = {2, 2, 2};
    m.resampled.size = {2, 2, 2};
    PreprocessingPlan plan;
    plan.labelValues = {0, 1};
    try {
        io::mapPredictionToSource(std::vector<float>(16, 0.5f), m, plan, false);
        QFAIL("a turned grid was mapped");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("resampled_geometry"), error.what());
    }
}

QTEST_GUILESS_MAIN(TestResampling)
#include "tst_resampling.moc"
