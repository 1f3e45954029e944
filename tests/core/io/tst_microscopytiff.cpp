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

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "io/ScanIO.h"

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
    QProcess writer;
    writer.setProcessChannelMode(QProcess::ForwardedChannels);
    writer.start("/usr/bin/python3", {SEGSTUDIO_MICROSCOPY_WRITER, m_dir.path()});
    QVERIFY(writer.waitForFinished(120000));
    QCOMPARE(writer.exitCode(), 0);
    m_cases = readJsonFile(m_dir.filePath("cases.json").toStdString());
    QVERIFY(m_cases.size() >= 10);
}

void TestMicroscopyTiff::readsAsTheWriterWrote_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        if (!m_cases[i].contains("error"))
            QTest::newRow(m_cases[i]["file"].get<std::string>().c_str()) << static_cast<int>(i);
}

void TestMicroscopyTiff::readsAsTheWriterWrote()
{
    QFETCH(int, index);
    const Json& expected = m_cases[static_cast<std::size_t>(index)];
    const std::string path = m_dir.filePath(QString::fromStdString(expected["file"].get<std::string>())).toStdString();
    const io::ScanHeader header = io::readScanHeader(path);
    const Volume volume = io::readScan(path);
    QCOMPARE(QString::fromStdString(header.format), QString::fromStdString(expected["format"].get<std::string>()));
    QCOMPARE(QString(scalarTypeName(volume.type)), QString::fromStdString(expected["type"].get<std::string>()));
    QCOMPARE(volume.components, expected["components"].get<int>());
    QCOMPARE(header.components, volume.components);
    for (int a = 0; a < 3; ++a) {
        QCOMPARE(volume.geometry.size[a], expected["size"][a].get<int64_t>());
        QCOMPARE(header.geometry.size[a], volume.geometry.size[a]);
        if (!expected["spacing_mm"].is_null()) {
            const double want = expected["spacing_mm"][a].get<double>();
            QVERIFY2(std::abs(volume.geometry.spacing[a] - want) < 1e-9 * std::max(1.0, want),
                     qPrintable(QString("axis %1: %2 mm, expected %3 mm").arg(a).arg(volume.geometry.spacing[a]).arg(want)));
            QCOMPARE(header.geometry.spacing[a], volume.geometry.spacing[a]);
        }
    }
    if (expected.contains("warning")) {
        QVERIFY(!header.warnings.empty());
        QVERIFY2(header.warnings.front().reason.find(expected["warning"].get<std::string>()) != std::string::npos,
                 header.warnings.front().reason.c_str());
    } else {
        QVERIFY2(header.warnings.empty(), header.warnings.empty() ? "" : header.warnings.front().reason.c_str());
    }
    std::ifstream raw(path + ".raw", std::ios::binary);
    const std::vector<char> written((std::istreambuf_iterator<char>(raw)), std::istreambuf_iterator<char>());
    QCOMPARE(written.size(), volume.bytes.size());
    QVERIFY2(std::memcmp(written.data(), volume.bytes.data(), written.size()) == 0,
             "the voxels differ from what tifffile wrote");
}

void TestMicroscopyTiff::refusesWithAReason_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        if (m_cases[i].contains("error"))
            QTest::newRow(m_cases[i]["file"].get<std::string>().c_str()) << static_cast<int>(i);
}

void TestMicroscopyTiff::refusesWithAReason()
{
    QFETCH(int, index);
    const Json& expected = m_cases[static_cast<std::size_t>(index)];
    const QString file = QString::fromStdString(expected["file"].get<std::string>());
    const std::string path = m_dir.filePath(file).toStdString();
    try {
        (void)io::readScan(path);
        QFAIL("a damaged or unsupported file was read");
    } catch (const InputError& error) {
        const QString message = error.what();
        QVERIFY2(message.contains(file), qPrintable(message));
        QVERIFY2(message.contains(QString::fromStdString(expected["error"].get<std::string>())), qPrintable(message));
    }
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
