// OME-Zarr stores written by an independent writer (python3-zarr, through
// write_ome_zarr.py) read with the writer's channels, planes, physical
// sizes, origin and voxels: blosc, zlib and raw chunks, nested chunk
// folders, a time series (first time point, with a warning), a 2D image
// without units (mm, with a warning), a scale on the whole image. Damaged
// stores are refused with a reason naming the store (issue 33, item 1).
#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>

#include "TestData.h"
#include "common/formats/JsonFile.h"
#include "io/ScanIO.h"
#include "WriterCases.h"

using namespace segstudio;

class TestOmeZarr : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsAsTheWriterWrote_data();
    void readsAsTheWriterWrote();
    void refusesWithAReason_data();
    void refusesWithAReason();
    void labelMapsOfAStoreAreWrittenAsOmeTiff();

private:
    QTemporaryDir m_dir;
    Json m_cases;
};

void TestOmeZarr::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::writeCases(segstudio::test::sourcePath(QStringLiteral("/tests/core/io/write_ome_zarr.py")), m_dir.path(), m_cases);
    QVERIFY(m_cases.size() >= 8);
}

void TestOmeZarr::readsAsTheWriterWrote_data() { test::addCaseRows(m_cases, "store", false); }

void TestOmeZarr::readsAsTheWriterWrote()
{
    QFETCH(int, index);
    const Json& expected = m_cases[static_cast<std::size_t>(index)];
    const std::string path = m_dir.filePath(QString::fromStdString(expected["store"].get<std::string>())).toStdString();
    QCOMPARE(QString::fromStdString(io::isolatingReader(path)), QString("the OME-Zarr reader"));
    QVERIFY(!io::carriesPatientOrientation(path));
    QVERIFY(io::isOmeZarrStore(path));
    test::checkWriterCase(path, expected);
}

void TestOmeZarr::refusesWithAReason_data() { test::addCaseRows(m_cases, "store", true); }

void TestOmeZarr::refusesWithAReason()
{
    QFETCH(int, index);
    const Json& expected = m_cases[static_cast<std::size_t>(index)];
    const QString store = QString::fromStdString(expected["store"].get<std::string>());
    test::checkRefused(m_dir.filePath(store).toStdString(), store, expected["error"].get<std::string>());
}

// A microscopist's label map of a store goes next to it as OME-TIFF (Fiji
// and napari read it), named after the store.
void TestOmeZarr::labelMapsOfAStoreAreWrittenAsOmeTiff()
{
    const std::string path = m_dir.filePath("czyx_blosc.ome.zarr").toStdString();
    QCOMPARE(QString::fromStdString(io::labelMapExtensionFor(path)), QString(".ome.tif"));
    QCOMPARE(QString::fromStdString(io::stripScanExtension("czyx_blosc.ome.zarr")), QString("czyx_blosc"));
    QCOMPARE(QString::fromStdString(io::stripScanExtension("Cells.ZARR")), QString("Cells"));
}

QTEST_GUILESS_MAIN(TestOmeZarr)
#include "tst_omezarr.moc"
