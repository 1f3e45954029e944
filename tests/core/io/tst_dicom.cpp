// DICOM series: written slice by slice, read back as one volume with its
// geometry; folders with several series, missing slices or mixed
// orientations are refused with the reason; a data set that makes GDCM
// abort is an error naming the file, and the reading process lives on.
#include <QtTest>

#include <QTemporaryDir>
#include <filesystem>

#include "TestData.h"
#include "common/Errors.h"
#include "common/image/Phantom.h"
#include "io/ScanIO.h"

using namespace segstudio;
namespace fs = std::filesystem;

class TestDicom : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seriesRoundTripKeepsVoxelsAndGeometry();
    void severalSeriesNeedAChoice();
    void missingSliceIsReported();
    void gdcmAbortIsAnErrorNotACrash();

private:
    static Volume phantomVolume(uint64_t seed, double sliceSpacing);
    QTemporaryDir m_dir;
};

Volume TestDicom::phantomVolume(uint64_t seed, double sliceSpacing)
{
    PhantomParameters p;
    p.sizeXyz = {32, 28, 10};
    p.spacingXyz = {0.8, 0.8, sliceSpacing};
    p.originXyz = {-20, 15.5, 100};
    p.imageType = ScalarType::Int16;
    p.seed = seed;
    p.threads = 1;
    return generatePhantom(p).image;
}

void TestDicom::seriesRoundTripKeepsVoxelsAndGeometry()
{
    const QString folder = m_dir.filePath("one");
    QDir().mkpath(folder);
    const Volume written = phantomVolume(1, 2.5);
    io::writeDicomSeries(folder.toStdString(), written, "phantom");
    QCOMPARE(io::listDicomSeries(folder.toStdString()).size(), std::size_t(1));
    const Volume read = io::readScan(folder.toStdString());
    QVERIFY(read.geometry.size == written.geometry.size);
    QCOMPARE(read.type, ScalarType::Int16);
    QVERIFY(read.bytes == written.bytes);
    for (int axis = 0; axis < 3; ++axis) {
        QVERIFY(std::abs(read.geometry.spacing[axis] - written.geometry.spacing[axis]) < 1e-6);
        QVERIFY2(std::abs(read.geometry.origin[axis] - written.geometry.origin[axis]) < 1e-6,
                 qPrintable(QString::fromStdString(read.geometry.describe() + " vs " + written.geometry.describe())));
    }
    const io::ScanHeader header = io::readScanHeader(folder.toStdString());
    QCOMPARE(header.format, std::string("DICOM"));
    QCOMPARE(header.geometry.size[2], int64_t(10));
    QVERIFY(std::abs(header.geometry.spacing[2] - 2.5) < 1e-6);
}

void TestDicom::severalSeriesNeedAChoice()
{
    const QString folder = m_dir.filePath("two");
    QDir().mkpath(folder + "/a");
    QDir().mkpath(folder + "/b");
    io::writeDicomSeries((folder + "/a").toStdString(), phantomVolume(2, 2.0), "first");
    io::writeDicomSeries((folder + "/b").toStdString(), phantomVolume(3, 3.0), "second");
    for (const auto& entry : fs::directory_iterator((folder + "/b").toStdString()))
        fs::rename(entry.path(), fs::path(folder.toStdString()) / ("b_" + entry.path().filename().string()));
    for (const auto& entry : fs::directory_iterator((folder + "/a").toStdString()))
        fs::rename(entry.path(), fs::path(folder.toStdString()) / ("a_" + entry.path().filename().string()));
    const auto series = io::listDicomSeries(folder.toStdString());
    QCOMPARE(series.size(), std::size_t(2));
    try {
        io::readScan(folder.toStdString());
        QFAIL("a folder with two series must not be read without a choice");
    } catch (const InputError& e) {
        const QString message = e.what();
        QVERIFY2(message.contains("2 DICOM series") && message.contains(QString::fromStdString(series[0].uid)) &&
                     message.contains(QString::fromStdString(series[1].uid)),
                 qPrintable(message));
    }
    io::ScanReadOptions options;
    for (const io::DicomSeriesInfo& s : series) {
        options.dicomSeriesUid = s.uid;
        const Volume v = io::readScan(folder.toStdString(), options);
        QCOMPARE(v.geometry.size[2], int64_t(10));
        QVERIFY2(std::abs(v.geometry.spacing[2] - (s.description == "first" ? 2.0 : 3.0)) < 1e-6,
                 qPrintable(QString::fromStdString(s.description + ": " + v.geometry.describe())));
    }
}

void TestDicom::missingSliceIsReported()
{
    const QString folder = m_dir.filePath("gap");
    QDir().mkpath(folder);
    io::writeDicomSeries(folder.toStdString(), phantomVolume(4, 2.0), "gap");
    QVERIFY(QFile::remove(folder + "/slice5.dcm"));
    try {
        io::readScan(folder.toStdString());
        QFAIL("a series with a missing slice must be refused");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("missing slices"), e.what());
    }
}

// tests/fuzz/crashes/scan_dicom/crash-969a...: SamplesPerPixel 146, on which
// Debian's GDCM assert()s in gdcm::PixelFormat (SIGABRT).
void TestDicom::gdcmAbortIsAnErrorNotACrash()
{
    const std::string damaged = segstudio::test::sourcePath().toStdString() +
                                "/tests/fuzz/crashes/scan_dicom/crash-969ab98ca65edf24722e168cb3f75c2d6603ff55";
    const QString folder = m_dir.filePath("abort");
    QDir().mkpath(folder);
    const std::string file = (folder + "/damaged.dcm").toStdString();
    fs::copy_file(damaged, file);
    for (const std::string& path : {file, folder.toStdString()}) {
        for (bool headerOnly : {true, false}) {
            try {
                if (headerOnly)
                    io::readScanHeader(path);
                else
                    io::readScan(path);
                QFAIL(qPrintable(QString::fromStdString("a damaged DICOM must be refused: " + path)));
            } catch (const InputError& e) {
                const QString message = e.what();
                QVERIFY2(message.contains(QString::fromStdString(path)), qPrintable(message));
                QVERIFY2(message.contains("DICOM reader failed") && message.contains("SIGABRT"), qPrintable(message));
            }
        }
    }
    // Listing the folder's series finds at most the damaged one or says why; never a crash.
    try {
        QVERIFY(io::listDicomSeries(folder.toStdString()).size() <= 1);
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains(folder), e.what());
    }
    // The process that asked is unharmed: the next series reads as before.
    const QString good = m_dir.filePath("afterAbort");
    QDir().mkpath(good);
    const Volume written = phantomVolume(5, 2.0);
    io::writeDicomSeries(good.toStdString(), written, "after");
    QVERIFY(io::readScan(good.toStdString()).bytes == written.bytes);
}

QTEST_GUILESS_MAIN(TestDicom)
#include "tst_dicom.moc"
