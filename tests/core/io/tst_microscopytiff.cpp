// Microscopy TIFF written by an independent writer (python3-tifffile, through
// write_microscopy_tiffs.py) reads with the writer's channels, slices,
// physical sizes and voxels: OME-TIFF in two dimension orders, tiled zlib
// BigTIFF, RGB pages (contiguous and separate planes), ImageJ hyperstacks; a
// plain TIFF stack still reads as pages; time series and damaged files are
// refused with a reason naming the file (issue 33: a 2-channel, 24-plane
// stack at 0.325 x 0.325 x 2 µm read as 1 channel of 48 planes at 1 mm).
#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>
#include <cmath>
#include <fstream>
#include <iterator>

#include "TestData.h"
#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "io/ScanIO.h"
#include "WriterCases.h"

using namespace segstudio;

class TestMicroscopyTiff : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsAsTheWriterWrote_data();
    void readsAsTheWriterWrote();
    void refusesWithAReason_data();
    void refusesWithAReason();
    void writtenOmeTiffReadsBackAndInTifffile();

private:
    QTemporaryDir m_dir;
    Json m_cases;
};

void TestMicroscopyTiff::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::writeCases(segstudio::test::sourcePath(QStringLiteral("/tests/core/io/write_microscopy_tiffs.py")), m_dir.path(), m_cases);
    QVERIFY(m_cases.size() >= 10);
}

void TestMicroscopyTiff::readsAsTheWriterWrote_data() { test::addCaseRows(m_cases, "file", false); }

void TestMicroscopyTiff::readsAsTheWriterWrote()
{
    QFETCH(int, index);
    const Json& expected = m_cases[static_cast<std::size_t>(index)];
    test::checkWriterCase(m_dir.filePath(QString::fromStdString(expected["file"].get<std::string>())).toStdString(), expected);
}

void TestMicroscopyTiff::refusesWithAReason_data() { test::addCaseRows(m_cases, "file", true); }

void TestMicroscopyTiff::refusesWithAReason()
{
    QFETCH(int, index);
    const Json& expected = m_cases[static_cast<std::size_t>(index)];
    const QString file = QString::fromStdString(expected["file"].get<std::string>());
    test::checkRefused(m_dir.filePath(file).toStdString(), file, expected["error"].get<std::string>());
}

// Label maps and multi-channel volumes written as OME-TIFF read back equal
// here, and tifffile (Fiji's and napari's reader) sees the same axes, shape,
// voxels and physical sizes.
void TestMicroscopyTiff::writtenOmeTiffReadsBackAndInTifffile()
{
    Geometry g;
    g.size = {23, 17, 6};
    g.spacing = {0.4e-3, 0.4e-3, 2.5e-3};
    for (const int components : {1, 2}) {
        Volume written = Volume::allocate(g, ScalarType::UInt16, components);
        for (int64_t i = 0; i < written.valueCount(); ++i)
            written.data<uint16_t>()[i] = static_cast<uint16_t>((i * 7919) % 1000);
        const QString path = m_dir.filePath(QString("written_%1.ome.tif").arg(components));
        io::writeScan(path.toStdString(), written);
        const Volume read = io::readScan(path.toStdString());
        QCOMPARE(read.components, components);
        QCOMPARE(read.geometry.size, g.size);
        for (int a = 0; a < 3; ++a)
            QVERIFY(std::abs(read.geometry.spacing[a] - g.spacing[a]) < 1e-12);
        QVERIFY(read.bytes == written.bytes);

        QProcess check;
        check.start("/usr/bin/python3",
                    {"-c",
                     "import sys, json, tifffile, xml.etree.ElementTree as ET\n"
                     "t = tifffile.TiffFile(sys.argv[1]); s = t.series[0]\n"
                     "p = ET.fromstring(t.ome_metadata).find('.//{*}Pixels')\n"
                     "a = s.asarray()\n"
                     "print(json.dumps({'axes': s.axes, 'shape': list(s.shape), 'sum': int(a.astype('int64').sum()),"
                     "'x': float(p.get('PhysicalSizeX')), 'z': float(p.get('PhysicalSizeZ'))}))",
                     path});
        QVERIFY(check.waitForFinished(60000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
        const Json seen = Json::parse(check.readAllStandardOutput().toStdString());
        int64_t sum = 0;
        for (int64_t i = 0; i < written.valueCount(); ++i)
            sum += written.data<uint16_t>()[i];
        QCOMPARE(QString::fromStdString(seen["axes"].get<std::string>()), components == 1 ? QString("ZYX") : QString("ZCYX"));
        const std::vector<int64_t> shape = components == 1 ? std::vector<int64_t>{6, 17, 23}
                                                           : std::vector<int64_t>{6, 2, 17, 23};
        QCOMPARE(seen["shape"].get<std::vector<int64_t>>(), shape);
        QCOMPARE(seen["sum"].get<int64_t>(), sum);
        QVERIFY(std::abs(seen["x"].get<double>() - 0.4) < 1e-9);
        QVERIFY(std::abs(seen["z"].get<double>() - 2.5) < 1e-9);
    }
}

QTEST_GUILESS_MAIN(TestMicroscopyTiff)
#include "tst_microscopytiff.moc"
