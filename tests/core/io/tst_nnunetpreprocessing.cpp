// A pretrained nnU-Net model's preprocessing (issue 70): crop, normalise,
// then nnU-Net's resampling (io/NnUNetResampling.h), against a
// numpy/scipy/scikit-image implementation of nnU-Net's default
// preprocessor written in nnunet_preprocessing.py, on a CT-like
// anisotropic case (z resampled separately), an MRI-like one resampled on
// every axis (z-scores inside the body mask) and thick MRI slices
// upsampled. Tolerance: 1e-4 of the reference's largest magnitude, for the
// float rounding of a separable evaluation (scipy evaluates the 3D spline
// in double and rounds once).
#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>
#include <cmath>
#include <fstream>

#include "TestData.h"
#include "common/formats/JsonFile.h"
#include "io/CasePreprocessing.h"
#include "io/NnUNetResampling.h"
#include "io/ScanIO.h"

using namespace segstudio;

class TestNnUNetPreprocessing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void preprocessedArrayMatchesNnUNet_data();
    void preprocessedArrayMatchesNnUNet();
    void equalSizesAreLeftAlone();
    void gridKeepsTheOuterEdges();

private:
    QTemporaryDir m_dir;
};

void TestNnUNetPreprocessing::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QProcess python;
    python.start("/usr/bin/python3",
                 {segstudio::test::sourcePath(QStringLiteral("/tests/core/io/nnunet_preprocessing.py")), m_dir.path()});
    QVERIFY(python.waitForFinished(180000));
    const QByteArray errors = python.readAllStandardError();
    if (python.exitCode() != 0 && errors.contains("No module named"))
        QSKIP("/usr/bin/python3 lacks numpy, scipy, nibabel or scikit-image (scripts/setup installs them)");
    QVERIFY2(python.exitCode() == 0, errors.constData());
}

void TestNnUNetPreprocessing::preprocessedArrayMatchesNnUNet_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("CT, anisotropic") << "ct_anisotropic";
    QTest::newRow("MRI, isotropic target") << "mri_isotropic";
    QTest::newRow("MRI, thick slices") << "mri_thick_slices";
}

void TestNnUNetPreprocessing::preprocessedArrayMatchesNnUNet()
{
    QFETCH(QString, name);
    const std::string base = (m_dir.path() + "/" + name).toStdString();
    const Json spec = readJsonFile(base + ".json");
    PreprocessingPlan plan;
    plan.imageInterpolation = ImageInterpolation::NnUNet;
    plan.targetSpacingXyz = spec.at("target_spacing_xyz").get<Vec3>();
    ChannelNormalization n;
    const Json& p = spec.at("properties");
    if (spec.at("scheme") == "CTNormalization") {
        n.scheme = NormalizationScheme::CTClipZScore;
        n.clipLow = p.at("percentile_00_5");
        n.clipHigh = p.at("percentile_99_5");
        n.mean = p.at("mean");
        n.std = p.at("std");
    } else {
        n.scheme = NormalizationScheme::ZScorePerImage;
        plan.normalizeInsideNonZeroMask = true;
    }
    plan.channels = {n};
    const Volume scan = io::readScan(base + ".nii.gz");
    const io::PreprocessedCase pre = io::preprocessCase(name.toStdString(), {scan}, nullptr, plan, 2);
    const auto size = spec.at("size_xyz").get<std::vector<int64_t>>();
    QCOMPARE(pre.mapping.resampled.size, (Size3{size[0], size[1], size[2]}));
    std::vector<float> reference(static_cast<std::size_t>(size[0] * size[1] * size[2]));
    std::ifstream in(base + ".raw", std::ios::binary);
    in.read(reinterpret_cast<char*>(reference.data()), static_cast<std::streamsize>(reference.size() * sizeof(float)));
    QVERIFY(in);
    QCOMPARE(pre.image.size(), reference.size());
    double largest = 0, worst = 0;
    for (std::size_t i = 0; i < reference.size(); ++i) {
        largest = std::max(largest, std::abs(static_cast<double>(reference[i])));
        worst = std::max(worst, std::abs(static_cast<double>(pre.image[i]) - reference[i]));
    }
    qInfo("%s: largest difference %.3g of values up to %.3g", qPrintable(name), worst, largest);
    QVERIFY2(worst <= 1e-4 * largest, qPrintable(QString("differs by %1").arg(worst)));
}

void TestNnUNetPreprocessing::equalSizesAreLeftAlone()
{
    const std::vector<float> values{1, 5, -2, 7, 3, 0};
    QCOMPARE(io::nnunetResize(values, {3, 2, 1}, {3, 2, 1}, 3, -1), values);
    // Upsampling stays within the input's range (skimage clips its output).
    const std::vector<float> up = io::nnunetResize(values, {3, 2, 1}, {9, 6, 1}, 3, -1);
    QVERIFY(*std::min_element(up.begin(), up.end()) >= -2 && *std::max_element(up.begin(), up.end()) <= 7);
}

void TestNnUNetPreprocessing::gridKeepsTheOuterEdges()
{
    Geometry source;
    source.size = {10, 10, 5};
    source.spacing = {0.7, 0.7, 2.5};
    const Size3 size = io::nnunetResampledSize(source.size, source.spacing, {0.8, 0.8, 3.0});
    QCOMPARE(size, (Size3{9, 9, 4}));  // 8.75 -> 9, 4.17 -> 4
    const Geometry grid = io::nnunetResampledGrid(source, size);
    for (int a = 0; a < 3; ++a) {
        QCOMPARE(grid.spacing[a] * static_cast<double>(grid.size[a]), source.spacing[a] * static_cast<double>(source.size[a]));
        const double firstEdge = grid.origin[a] - 0.5 * grid.spacing[a], sourceEdge = source.origin[a] - 0.5 * source.spacing[a];
        QVERIFY(std::abs(firstEdge - sourceEdge) < 1e-9);
    }
}

QTEST_GUILESS_MAIN(TestNnUNetPreprocessing)
#include "tst_nnunetpreprocessing.moc"
