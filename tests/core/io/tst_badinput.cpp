// Every malformed file gives an InputError naming the file and the reason,
// never a crash, a silent zero-filled volume or a huge allocation.
#include <QtTest>

#include <QTemporaryDir>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <sys/stat.h>
#include <unistd.h>

#include "TestData.h"
#include "common/Errors.h"
#include "common/image/Phantom.h"
#include "io/ScanIO.h"

using namespace segstudio;
namespace fs = std::filesystem;

class TestBadInput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void truncatedFilesAreRefused_data();
    void truncatedFilesAreRefused();
    void corruptGzipIsRefused();
    void textFileNamedNiftiIsNotAnImage();
    void hugeDeclaredDimensionsAreRefusedBeforeAllocating();
    void missingEmptyAndFolderPaths();
    void unreadableFileSaysWhy();
    void emptyFolderIsNotAScan();
    void unknownOutputExtensionIsRefused();
    void detachedDataFilesAreCheckedLikeHeaders();

private:
    std::string path(const QString& name) const { return m_dir.filePath(name).toStdString(); }
    std::string writePhantom(const QString& name);
    static QString messageOf(const std::function<void()>& action);
    QTemporaryDir m_dir;
};

std::string TestBadInput::writePhantom(const QString& name)
{
    PhantomParameters p;
    p.sizeXyz = {40, 40, 30};
    p.threads = 1;
    const std::string file = path(name);
    io::writeScan(file, generatePhantom(p).image);
    return file;
}

QString TestBadInput::messageOf(const std::function<void()>& action)
{
    try {
        action();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return "(no error)";
}

void TestBadInput::initTestCase() { QVERIFY(m_dir.isValid()); }

void TestBadInput::truncatedFilesAreRefused_data()
{
    QTest::addColumn<QString>("extension");
    for (const char* e : {".nii.gz", ".nii", ".nrrd", ".mha"})
        QTest::newRow(e) << QString(e);
}

void TestBadInput::truncatedFilesAreRefused()
{
    QFETCH(QString, extension);
    const std::string whole = writePhantom("whole" + extension);
    const std::string cut = path("cut" + extension);
    fs::copy_file(whole, cut, fs::copy_options::overwrite_existing);
    fs::resize_file(cut, fs::file_size(whole) / 2);
    const QString message = messageOf([&] { io::readScan(cut); });
    QVERIFY2(message.contains(QString::fromStdString(cut)), qPrintable(message));
    QVERIFY2(message.contains("truncated") || message.contains("unexpected end"), qPrintable(message));
    // The header alone is still readable: info on a truncated file works.
    QCOMPARE(io::readScanHeader(cut).geometry.size[0], int64_t(40));
}

void TestBadInput::corruptGzipIsRefused()
{
    const std::string file = writePhantom("corrupt.nii.gz");
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(fs::file_size(file) / 2));
    const char garbage[64] = "garbage garbage garbage garbage garbage garbage garbage garbage";
    f.write(garbage, sizeof garbage);
    f.close();
    const QString message = messageOf([&] { io::readScan(file); });
    QVERIFY2(message.contains("corrupt") || message.contains("truncated"), qPrintable(message));
}

void TestBadInput::textFileNamedNiftiIsNotAnImage()
{
    const std::string file = path("notes.nii.gz");
    std::ofstream(file) << "Patient notes, not an image.\n";
    const QString message = messageOf([&] { io::readScan(file); });
    QVERIFY2(message.contains("notes.nii.gz") && message.contains("not an image"), qPrintable(message));
}

void TestBadInput::hugeDeclaredDimensionsAreRefusedBeforeAllocating()
{
    const std::string file = writePhantom("huge.nii");
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    const int16_t dims[4] = {3, 30000, 30000, 30000};
    f.seekp(40);
    f.write(reinterpret_cast<const char*>(dims), sizeof dims);
    f.close();
    const QString message = messageOf([&] { io::readScan(file); });
    QVERIFY2(message.contains("30000x30000x30000") && message.contains("TiB"), qPrintable(message));
}

void TestBadInput::missingEmptyAndFolderPaths()
{
    QVERIFY(messageOf([&] { io::readScan(path("absent.nii.gz")); }).contains("does not exist"));
    std::ofstream(path("empty.nii.gz")).close();
    QVERIFY(messageOf([&] { io::readScan(path("empty.nii.gz")); }).contains("is empty"));
}

void TestBadInput::unreadableFileSaysWhy()
{
    // A symbolic link loop is unreadable for everyone.
    const std::string loop = path("loop.nii.gz");
    fs::create_symlink(loop, loop);
    const QString loopMessage = messageOf([&] { io::readScan(loop); });
    QVERIFY2(loopMessage.contains("loop.nii.gz") && loopMessage != "(no error)", qPrintable(loopMessage));
    if (::geteuid() == 0)
        QSKIP("running as root, which reads every file: the permission message cannot be provoked");
    const std::string file = writePhantom("locked.nii.gz");
    fs::permissions(file, fs::perms::none);
    const QString message = messageOf([&] { io::readScan(file); });
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
    QVERIFY2(message.contains("cannot be read") && message.contains("ermission"), qPrintable(message));
}

void TestBadInput::emptyFolderIsNotAScan()
{
    QDir(m_dir.path()).mkpath("nothing");
    const QString message = messageOf([&] { io::readScan(path("nothing")); });
    QVERIFY2(message.contains("holds no DICOM series, no image slices and no OME-Zarr image"), qPrintable(message));
}

void TestBadInput::unknownOutputExtensionIsRefused()
{
    Geometry g;
    const QString message = messageOf([&] { io::writeScan(path("out.xyz"), Volume::allocate(g, ScalarType::UInt8)); });
    QVERIFY2(message.contains("unknown output format"), qPrintable(message));
}

// A .mhd or .nhdr names its data file; a FIFO there would block the reader
// forever, a device never ends, and a pattern multiplies reads. Refused
// before ITK opens it, naming the header and the field. A proper pair reads.
void TestBadInput::detachedDataFilesAreCheckedLikeHeaders()
{
    for (const QString header : {"pair.mhd", "pair.nhdr"}) {
        const std::string file = writePhantom(header);
        QCOMPARE(io::readScan(file).geometry.size[0], int64_t(40));
        std::ifstream in(file);
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const bool meta = header.endsWith(".mhd");
        const std::string field = meta ? "ElementDataFile = " : "data file: ";
        const std::size_t at = text.find(field);
        QVERIFY2(at != std::string::npos, text.c_str());
        const std::string fifo = path(header + ".fifo");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        for (const std::string& target : {fifo, std::string("/dev/zero"), std::string("part%03d.raw")}) {
            const std::string hostile = path("hostile-" + header);
            std::ofstream(hostile) << text.substr(0, at) << field << target << "\n";
            const QString message = messageOf([&] { io::readScanHeader(hostile); });
            QVERIFY2(message.contains(QString::fromStdString(hostile)) &&
                         message.contains(meta ? "ElementDataFile" : "data file"),
                     qPrintable(message));
        }
    }
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
