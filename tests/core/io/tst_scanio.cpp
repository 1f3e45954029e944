// Round trips through every writable format keep voxels and geometry; every
// reader path (single file, 4D NIfTI, vector images, TIFF stacks, PNG, slice
// folders) gives the volume that was written.
#include <QtTest>

#include <QTemporaryDir>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <random>

#include "TestData.h"
#include "common/Errors.h"
#include "io/PayloadCheck.h"
#include "io/ScanIO.h"

using namespace segstudio;

namespace {

Geometry obliqueGeometry(const Size3& size)
{
    Geometry g;
    g.size = size;
    g.spacing = {0.7, 1.3, 2.5};
    g.origin = {-121.25, 33.5, 8.125};
    const double a = 0.2;  // rotation about z, exactly representable axes otherwise
    g.direction = {std::cos(a), -std::sin(a), 0, std::sin(a), std::cos(a), 0, 0, 0, 1};
    return g;
}

Volume randomVolume(const Geometry& g, ScalarType type, int components, uint64_t seed)
{
    Volume v = Volume::allocate(g, type, components);
    std::mt19937_64 random(seed);
    visitScalarType(type, [&](auto t) {
        using T = decltype(t);
        T* data = v.data<T>();
        for (int64_t i = 0; i < v.valueCount(); ++i) {
            if constexpr (std::is_floating_point_v<T>)
                data[i] = static_cast<T>(std::uniform_real_distribution<double>(-1e3, 1e3)(random));
            else
                data[i] = static_cast<T>(random());
        }
    });
    return v;
}

void compareGeometry(const Geometry& a, const Geometry& b, double tolerance)
{
    QVERIFY(a.size == b.size);
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(std::abs(a.spacing[i] - b.spacing[i]) <= tolerance * std::abs(a.spacing[i]),
                 qPrintable(QString("spacing %1 vs %2").arg(a.spacing[i], 0, 'g', 17).arg(b.spacing[i], 0, 'g', 17)));
        QVERIFY2(std::abs(a.origin[i] - b.origin[i]) <= tolerance * std::max(1.0, std::abs(a.origin[i])),
                 qPrintable(QString("origin %1 vs %2").arg(a.origin[i], 0, 'g', 17).arg(b.origin[i], 0, 'g', 17)));
    }
    for (int e = 0; e < 9; ++e)
        QVERIFY2(std::abs(a.direction[e] - b.direction[e]) <= tolerance,
                 qPrintable(QString("direction[%1] %2 vs %3").arg(e).arg(a.direction[e], 0, 'g', 17).arg(b.direction[e], 0, 'g', 17)));
}

// NIfTI stores spacing, origin and the rotation quaternion as float32.
double toleranceFor(const QString& extension) { return extension.startsWith(".nii") ? 2e-6 : 1e-12; }

}  // namespace

class TestScanIO : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripKeepsVoxelsAndGeometry_data();
    void roundTripKeepsVoxelsAndGeometry();
    void vectorImagesKeepTheirChannels_data();
    void vectorImagesKeepTheirChannels();
    void fourDimensionalNiftiBecomesChannels();
    void niftiReportsRasOrientation();
    void tiffStackRoundTripAndSpacingOverride();
    void readerChosenByContentNotName();
    void pngRoundTripAndTypeCheck();
    void folderOfSlicesIsOneVolume();
    void nonAsciiPathsWork();
    void headerMatchesVolume();
    void nanAndInfinitySurviveNifti();
    void missingNiftiSpacingIsAWarning();
    void writeIsAtomic();

private:
    QTemporaryDir m_dir;
};

void TestScanIO::roundTripKeepsVoxelsAndGeometry_data()
{
    QTest::addColumn<QString>("extension");
    QTest::addColumn<int>("type");
    for (const char* extension : {".nii.gz", ".nii", ".nrrd", ".nhdr", ".mha", ".mhd"})
        for (int t = 0; t <= static_cast<int>(ScalarType::Float64); ++t)
            QTest::newRow(qPrintable(QString(extension) + " " + scalarTypeName(static_cast<ScalarType>(t))))
                << QString(extension) << t;
}

void TestScanIO::roundTripKeepsVoxelsAndGeometry()
{
    QFETCH(QString, extension);
    QFETCH(int, type);
    const auto scalar = static_cast<ScalarType>(type);
    const Volume written = randomVolume(obliqueGeometry({9, 7, 5}), scalar, 1, 42 + type);
    const std::string path = m_dir.filePath(QString("rt_%1%2").arg(type).arg(extension)).toStdString();
    io::writeScan(path, written);
    const Volume read = io::readScan(path);
    QCOMPARE(scalarTypeName(read.type), scalarTypeName(scalar));
    QCOMPARE(read.components, 1);
    QVERIFY2(read.bytes == written.bytes, "voxels differ after the round trip");
    compareGeometry(written.geometry, read.geometry, toleranceFor(extension));
}

void TestScanIO::vectorImagesKeepTheirChannels_data()
{
    QTest::addColumn<QString>("extension");
    QTest::newRow("nrrd") << ".nrrd";
    QTest::newRow("mha") << ".mha";
    QTest::newRow("nii.gz") << ".nii.gz";
}

void TestScanIO::vectorImagesKeepTheirChannels()
{
    QFETCH(QString, extension);
    const Volume written = randomVolume(obliqueGeometry({6, 5, 4}), ScalarType::Float32, 3, 7);
    const std::string path = m_dir.filePath("vector" + extension).toStdString();
    io::writeScan(path, written);
    const Volume read = io::readScan(path);
    QCOMPARE(read.components, 3);
    QVERIFY(read.bytes == written.bytes);
}

// MSD multi-modal tasks store channels along a 4th axis.
void TestScanIO::fourDimensionalNiftiBecomesChannels()
{
    const int nx = 4, ny = 3, nz = 2, nt = 2;
    unsigned char header[352] = {};
    auto put16 = [&](int at, int16_t v) { std::memcpy(header + at, &v, 2); };
    auto put32 = [&](int at, int32_t v) { std::memcpy(header + at, &v, 4); };
    auto putF = [&](int at, float v) { std::memcpy(header + at, &v, 4); };
    put32(0, 348);
    const int16_t dims[8] = {4, nx, ny, nz, nt, 1, 1, 1};
    for (int i = 0; i < 8; ++i)
        put16(40 + 2 * i, dims[i]);
    put16(70, 16);  // DT_FLOAT32
    put16(72, 32);  // bitpix
    const float pixdim[8] = {1, 2, 3, 4, 1, 1, 1, 1};
    for (int i = 0; i < 8; ++i)
        putF(76 + 4 * i, pixdim[i]);
    putF(108, 352);  // vox_offset
    putF(112, 1);    // scl_slope
    header[123] = 10;  // xyzt_units: mm, s
    put16(252, 1);     // qform_code
    std::memcpy(header + 344, "n+1\0", 4);
    std::vector<float> voxels(nx * ny * nz * nt);
    for (std::size_t i = 0; i < voxels.size(); ++i)
        voxels[i] = static_cast<float>(i);
    const std::string path = m_dir.filePath("four_d.nii").toStdString();
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(header), sizeof header);
    out.write(reinterpret_cast<const char*>(voxels.data()), static_cast<std::streamsize>(voxels.size() * 4));
    out.close();

    const Volume read = io::readScan(path);
    QCOMPARE(read.components, 2);
    QVERIFY(read.geometry.size == (Size3{nx, ny, nz}));
    QCOMPARE(read.geometry.spacing[2], 4.0);
    const float* data = read.data<float>();
    const int voxelsPerChannel = nx * ny * nz;
    for (int v = 0; v < voxelsPerChannel; ++v) {
        QCOMPARE(data[v * 2 + 0], static_cast<float>(v));
        QCOMPARE(data[v * 2 + 1], static_cast<float>(v + voxelsPerChannel));
    }
}

void TestScanIO::niftiReportsRasOrientation()
{
    Geometry g;
    g.size = {4, 4, 4};
    g.direction = {-1, 0, 0, 0, -1, 0, 0, 0, 1};  // RAS voxel axes in LPS world
    const std::string path = m_dir.filePath("ras.nii.gz").toStdString();
    io::writeScan(path, Volume::allocate(g, ScalarType::Int16));
    QCOMPARE(QString::fromStdString(io::readScanHeader(path).geometry.orientationCode()), QString("RAS"));
    QCOMPARE(QString::fromStdString(io::readScanHeader(path).format), QString("NIfTI"));
}

void TestScanIO::tiffStackRoundTripAndSpacingOverride()
{
    Geometry g;
    g.size = {16, 12, 5};
    const Volume written = randomVolume(g, ScalarType::UInt16, 1, 3);
    const std::string path = m_dir.filePath("stack.tif").toStdString();
    io::writeScan(path, written);
    const Volume read = io::readScan(path);
    QVERIFY(read.geometry.size == g.size);
    QCOMPARE(read.type, ScalarType::UInt16);
    QVERIFY(read.bytes == written.bytes);
    io::ScanReadOptions options;
    options.spacingOverrideXyz = Vec3{0.1, 0.1, 0.4};
    QCOMPARE(io::readScan(path, options).geometry.spacing[2], 0.4);
    QCOMPARE(io::readScanHeader(path, options).geometry.spacing[0], 0.1);

    // The same stack cut inside its last page directory (fuzzing found that ITK
    // 5.2 then copies past libtiff's buffers, or ends the process): refused.
    QFile file(QString::fromStdString(path));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QCOMPARE(bytes.left(2), QByteArray("II"));
    const auto u32 = [&](qint64 at) { quint32 v; std::memcpy(&v, bytes.constData() + at, 4); return qint64(v); };
    const auto u16 = [&](qint64 at) { quint16 v; std::memcpy(&v, bytes.constData() + at, 2); return qint64(v); };
    qint64 last = u32(4);
    while (u32(last + 2 + 12 * u16(last)) != 0)
        last = u32(last + 2 + 12 * u16(last));
    const std::string cut = m_dir.filePath("cut.tif").toStdString();
    QFile out(QString::fromStdString(cut));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes.left(last + 2 + 12 * u16(last) + 2));  // half of the next-directory offset
    out.close();
    try {
        io::readScanHeader(cut);
        QFAIL("a cut TIFF directory was accepted");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("TIFF directory 5"), error.what());
    }
}

// A TIFF under another name still reaches only the TIFF reader, in a child
// process (issue 29: a damaged TIFF named .nii.gz reached ITK's TIFF reader
// in this process), and TIFF/PNG readers see only their own bytes.
void TestScanIO::readerChosenByContentNotName()
{
    // A copy of `from` under another name, and whether a path reads with the
    // reader named `format` and gives `expected`'s voxels.
    auto copyAs = [&](const QString& from, const char* name) {
        const QString to = m_dir.filePath(name);
        return QFile::copy(from, to) ? to.toStdString() : std::string();
    };
    auto readsAs = [](const std::string& path, const char* format, const Volume& expected) {
        return io::readScanHeader(path).format == format && io::readScan(path).bytes == expected.bytes;
    };
    auto refusal = [](const std::string& path) -> QString {
        try {
            io::readScanHeader(path);
        } catch (const InputError& error) {
            return error.what();
        }
        return "read";
    };
    Geometry g;
    g.size = {9, 7, 3};
    const Volume written = randomVolume(g, ScalarType::UInt8, 1, 11);
    const QString tiff = m_dir.filePath("content.tif");
    io::writeScan(tiff.toStdString(), written);
    const std::string disguised = copyAs(tiff, "content_tiff.nii.gz");
    QCOMPARE(QString::fromStdString(io::isolatingReader(disguised)), QString("the TIFF reader"));
    QVERIFY(readsAs(disguised, "TIFF", written));

    // A NIfTI is read in process. Named .tif it never reaches libtiff; ITK's
    // NIfTI reader wants its own extensions, so it is refused, by name.
    const QString nifti = m_dir.filePath("content.nii");
    io::writeScan(nifti.toStdString(), written);
    QCOMPARE(QString::fromStdString(io::isolatingReader(nifti.toStdString())), QString(""));
    const QString niftiRefused = refusal(copyAs(nifti, "content_nifti.tif"));
    QVERIFY2(niftiRefused.contains("content_nifti.tif") && niftiRefused.contains("no reader recognises its contents"),
             qPrintable(niftiRefused));

    // A PNG named .tif: the PNG reader, never libtiff.
    Geometry flat;
    flat.size = {9, 7, 1};
    const Volume picture = randomVolume(flat, ScalarType::UInt8, 1, 12);
    const QString png = m_dir.filePath("content.png");
    io::writeScan(png.toStdString(), picture);
    QVERIFY(readsAs(copyAs(png, "content_png.tif"), "PNG", picture));

    // Text that names itself .tif is refused with the file's name, not read.
    const QString text = m_dir.filePath("notes.tif");
    QFile notes(text);
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("II these are notes, not an image\n");
    notes.close();
    const QString textRefused = refusal(text.toStdString());
    QVERIFY2(textRefused.contains("notes.tif"), qPrintable(textRefused));
}

void TestScanIO::pngRoundTripAndTypeCheck()
{
    Geometry g;
    g.size = {10, 8, 1};
    const Volume written = randomVolume(g, ScalarType::UInt8, 1, 5);
    const std::string path = m_dir.filePath("slice.png").toStdString();
    io::writeScan(path, written);
    const io::ScanHeader header = io::readScanHeader(path);
    QCOMPARE(header.dimensions, 2);
    QVERIFY(io::readScan(path).bytes == written.bytes);
    try {
        io::writeScan(m_dir.filePath("float.png").toStdString(), randomVolume(g, ScalarType::Float32, 1, 1));
        QFAIL("PNG must refuse float32");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("PNG stores values 0 to 65535"), e.what());
    }
    // A label map held as int16 (values over 255) is written as 16-bit PNG;
    // a negative value is refused.
    Volume labels = Volume::allocate(g, ScalarType::Int16);
    for (int64_t i = 0; i < labels.voxelCount(); ++i)
        labels.data<int16_t>()[i] = static_cast<int16_t>((i % 3) * 300);
    io::writeScan(m_dir.filePath("labels16.png").toStdString(), labels);
    const Volume read = io::readScan(m_dir.filePath("labels16.png").toStdString());
    QCOMPARE(read.type, ScalarType::UInt16);
    for (int64_t i = 0; i < labels.voxelCount(); ++i)
        QCOMPARE(read.valueAsDouble(i), labels.valueAsDouble(i));
    labels.data<int16_t>()[3] = -1;
    try {
        io::writeScan(m_dir.filePath("negative.png").toStdString(), labels);
        QFAIL("PNG must refuse a negative value");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("holds -1"), e.what());
    }
}

void TestScanIO::folderOfSlicesIsOneVolume()
{
    QDir(m_dir.path()).mkpath("slices");
    Geometry g;
    g.size = {6, 5, 1};
    std::vector<Volume> slices;
    for (int z = 0; z < 12; ++z) {  // slice2 must come before slice10
        slices.push_back(randomVolume(g, ScalarType::UInt8, 1, 100 + z));
        io::writeScan(m_dir.filePath(QString("slices/slice%1.png").arg(z)).toStdString(), slices.back());
    }
    const Volume stack = io::readScan(m_dir.filePath("slices").toStdString());
    QVERIFY(stack.geometry.size == (Size3{6, 5, 12}));
    for (int z = 0; z < 12; ++z)
        QVERIFY2(std::memcmp(stack.bytes.data() + z * 30, slices[z].bytes.data(), 30) == 0,
                 qPrintable(QString("slice %1 out of order").arg(z)));
    const io::ScanHeader header = io::readScanHeader(m_dir.filePath("slices").toStdString());
    QVERIFY(header.geometry.size == stack.geometry.size);
    QVERIFY(header.geometry.spacing == stack.geometry.spacing);

    // One slice of another size, then one that is damaged: each is named.
    Geometry wider = g;
    wider.size = {7, 5, 1};
    io::writeScan(m_dir.filePath("slices/slice3.png").toStdString(), randomVolume(wider, ScalarType::UInt8, 1, 3));
    try {
        io::readScan(m_dir.filePath("slices").toStdString());
        QFAIL("a slice of another size was stacked");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("slice3.png") && QString(e.what()).contains("same size"), e.what());
    }
    io::writeScan(m_dir.filePath("slices/slice3.png").toStdString(), slices[3]);
    QFile damaged(m_dir.filePath("slices/slice7.png"));
    QVERIFY(damaged.open(QIODevice::ReadWrite));
    const QByteArray bytes = damaged.readAll();
    damaged.resize(bytes.size() / 2);
    damaged.close();
    try {
        io::readScan(m_dir.filePath("slices").toStdString());
        QFAIL("a damaged slice was stacked");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("slice7.png"), e.what());
    }
}

void TestScanIO::nonAsciiPathsWork()
{
    QDir(m_dir.path()).mkpath("Größe_脑部");
    const std::string path = m_dir.filePath("Größe_脑部/Aufnahme_é.nii.gz").toStdString();
    const Volume written = randomVolume(obliqueGeometry({5, 5, 5}), ScalarType::Int16, 1, 9);
    io::writeScan(path, written);
    QVERIFY(io::readScan(path).bytes == written.bytes);
}

void TestScanIO::headerMatchesVolume()
{
    const Volume written = randomVolume(obliqueGeometry({8, 6, 4}), ScalarType::Float64, 1, 11);
    const std::string path = m_dir.filePath("header.mha").toStdString();
    io::writeScan(path, written);
    const io::ScanHeader header = io::readScanHeader(path);
    QCOMPARE(header.format, std::string("MetaImage"));
    QCOMPARE(header.type, ScalarType::Float64);
    QCOMPARE(header.bytes(), uint64_t(8 * 6 * 4 * 8));
}

// The NIfTI library replaces non-finite floats with 0; SegStudio must not hide them.
void TestScanIO::nanAndInfinitySurviveNifti()
{
    for (const char* extension : {".nii", ".nii.gz"}) {
        Volume written = randomVolume(obliqueGeometry({6, 6, 6}), ScalarType::Float32, 1, 13);
        written.data<float>()[7] = std::numeric_limits<float>::quiet_NaN();
        written.data<float>()[100] = -std::numeric_limits<float>::infinity();
        const std::string path = m_dir.filePath(QString("nan") + extension).toStdString();
        io::writeScan(path, written);
        const Volume read = io::readScan(path);
        QVERIFY(std::isnan(read.data<float>()[7]));
        QVERIFY(std::isinf(read.data<float>()[100]) && read.data<float>()[100] < 0);
        QCOMPARE(valueRange(read).nonFiniteCount, int64_t(2));
    }
    // Bytes after the declared data are no voxels: NaNs there are not
    // counted (the check counts, it keeps no list, and stops at the data's end).
    const std::string path = m_dir.filePath("nan.nii").toStdString();
    {
        std::ofstream out(path, std::ios::binary | std::ios::app);
        const float nan = std::numeric_limits<float>::quiet_NaN();
        for (int i = 0; i < 1024; ++i)
            out.write(reinterpret_cast<const char*>(&nan), sizeof nan);
    }
    QCOMPARE(io::detail::checkPayload(path, io::readScanHeader(path)).nonFiniteCount, uint64_t(2));
    QCOMPARE(valueRange(io::readScan(path)).nonFiniteCount, int64_t(2));
}

// A NIfTI pixdim of 0 reads as 1 mm (the NIfTI library's fix-up): the
// header says so as a warning naming the field, for info, the dataset check
// and the workbench. A file with its spacing has none.
void TestScanIO::missingNiftiSpacingIsAWarning()
{
    const Volume written = randomVolume(obliqueGeometry({6, 5, 4}), ScalarType::Int16, 1, 3);
    const std::string path = m_dir.filePath("nospacing.nii").toStdString();
    io::writeScan(path, written);
    QVERIFY(io::readScanHeader(path).warnings.empty());
    {
        std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
        const float zero = 0.0f;
        file.seekp(80 + 4 * 1);  // pixdim[2]: y
        file.write(reinterpret_cast<const char*>(&zero), sizeof zero);
    }
    const io::ScanHeader header = io::readScanHeader(path);
    QCOMPARE(header.warnings.size(), std::size_t(1));
    QCOMPARE(header.warnings[0].field, std::string("pixdim[2]"));
    QVERIFY(QString::fromStdString(header.warnings[0].reason).contains("1 mm"));
    QCOMPARE(header.geometry.spacing[1], 1.0);
}

void TestScanIO::writeIsAtomic()
{
    // A failed write (unsupported type for PNG) leaves the existing file intact.
    Geometry g;
    g.size = {4, 4, 1};
    const std::string path = m_dir.filePath("keep.png").toStdString();
    const Volume original = randomVolume(g, ScalarType::UInt8, 1, 1);
    io::writeScan(path, original);
    QVERIFY_THROWS_EXCEPTION(InputError, io::writeScan(path, randomVolume(g, ScalarType::Int32, 1, 2)));
    QVERIFY(io::readScan(path).bytes == original.bytes);
    QCOMPARE(QDir(m_dir.path()).entryList(QStringList() << ".tmp-*", QDir::Files | QDir::Hidden).size(), 0);
}

QTEST_GUILESS_MAIN(TestScanIO)
#include "tst_scanio.moc"
