// Label maps on the full-resolution grid of a scan opened as a pyramid
// (application/labeledit/FullResolutionLabels.h): a map painted and saved
// row block by row block reads back with the ordinary reader, voxel for
// voxel and with the scan's geometry, as MetaImage (streamed) and NIfTI
// (held whole); a saved map reopens as the base of a new one; a file on
// another grid, or one that cannot be read box by box, is refused naming it
// (and opensAtFullResolution says so beforehand).
#include <QtTest>

#include <set>

#include <QTemporaryDir>

#include "application/labeledit/FullResolutionLabels.h"
#include "common/Errors.h"
#include "io/ScanIO.h"

using namespace segstudio;

namespace {

Geometry scanGrid()
{
    Geometry g;
    g.size = {75, 66, 41};
    g.spacing = {0.6, 0.6, 1.5};
    g.origin = {12, -30, 7};
    g.direction = {-1, 0, 0, 0, -1, 0, 0, 0, 1};
    return g;
}

void paintSome(edit::BrickedLabelMap& map)
{
    map.beginStroke({3.0, false, 2}, edit::BrushMode::Paint, 2);
    map.strokeTo({5, 5, 3});
    map.strokeTo({70, 60, 3});
    map.endStroke();
    map.fillPolygon(0, 40, {{2, 2}, {50, 4}, {30, 38}}, 5);
    map.beginStroke({2.0, true, 1}, edit::BrushMode::Paint, 7);
    map.strokeTo({60, 10, 39});
    map.endStroke();
}

void compareWithFile(const edit::BrickedLabelMap& map, const std::string& path)
{
    const Volume read = io::readScan(path);
    QCOMPARE(read.geometry.size, map.geometry().size);
    QVERIFY2(geometryDifferences(read.geometry, map.geometry()).empty(), path.c_str());
    QCOMPARE(read.type, map.type());
    const Volume held = map.readBox({0, 0, 0}, map.geometry().size);
    int64_t labelled = 0;
    for (int64_t i = 0; i < read.voxelCount(); ++i) {
        QCOMPARE(read.valueAsDouble(i), held.valueAsDouble(i));
        labelled += read.valueAsDouble(i) != 0;
    }
    QVERIFY(labelled > 500);
}

}  // namespace

class TestFullResolutionLabels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void savesRowBlocksThatReadBackVoxelForVoxel();
    void aSavedMapReopensAsTheBaseOfANewOne();
    void refusesFilesOnAnotherGridOrNotReadableByBox();

private:
    QTemporaryDir m_dir;
    std::string path(const char* name) const { return m_dir.filePath(name).toStdString(); }
};

void TestFullResolutionLabels::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("SEGSTUDIO_CACHE_DIR", m_dir.filePath("cache").toUtf8());
}

void TestFullResolutionLabels::savesRowBlocksThatReadBackVoxelForVoxel()
{
    auto map = application::newFullResolutionLabels(scanGrid());
    paintSome(*map);
    QVERIFY(map->modifiedSinceSave());
    std::vector<int> progress;
    application::saveFullResolutionLabels(*map, path("labels.mha"), [&](const ProgressEvent& e) { progress.push_back(e.done); });
    QVERIFY(map->modifiedSinceSave());  // the caller says whether that was the save (a recovery copy is not)
    QCOMPARE(progress, (std::vector<int>{32, 41}));
    compareWithFile(*map, path("labels.mha"));
    QVERIFY(!QFile::exists(m_dir.filePath(".labels.mha.partial.mha")));
    application::saveFullResolutionLabels(*map, path("labels.nii.gz"));
    compareWithFile(*map, path("labels.nii.gz"));
}

void TestFullResolutionLabels::aSavedMapReopensAsTheBaseOfANewOne()
{
    auto first = application::newFullResolutionLabels(scanGrid());
    paintSome(*first);
    // One voxel of label 11 inside the polygon of 5: outvoted in any coarser rendition.
    first->beginStroke({0.5, false, 2}, edit::BrushMode::Paint, 11);
    first->strokeTo({40, 20, 10});
    first->endStroke();
    QCOMPARE(*first->voxelCount(11), int64_t(1));
    application::saveFullResolutionLabels(*first, path("base.mha"));
    auto reopened = application::openFullResolutionLabels(path("base.mha"), scanGrid());
    QVERIFY(reopened->hasBase());
    QCOMPARE(reopened->type(), ScalarType::UInt8);
    QCOMPARE(reopened->valueAt({60, 10, 39}), int64_t(7));
    QVERIFY(reopened->baseLabels().empty());  // unknown until read whole
    // The overview of 4 x 4 x 4 blocks does not show label 11, yet names it among the labels met.
    Geometry coarse = scanGrid();
    for (int a = 0; a < 3; ++a) {
        coarse.spacing[a] *= 4;
        coarse.size[a] = (coarse.size[a] + 3) / 4;
    }
    std::set<int64_t> met;
    const Volume overview = application::labelOverview(*reopened, coarse, {0, 0, 0}, coarse.size, nullptr, &met);
    QCOMPARE(met, (std::set<int64_t>{2, 5, 7, 11}));
    for (int64_t i = 0; i < overview.voxelCount(); ++i)
        QVERIFY(overview.valueAsDouble(i) != 11);
    // Painted over, then saved over its own file: the base stays readable while it is written.
    reopened->beginStroke({1.0, false, 2}, edit::BrushMode::Erase, 2);
    reopened->strokeTo({30, 27, 3});
    reopened->endStroke();
    reopened->beginStroke({1.0, false, 2}, edit::BrushMode::Paint, 9);
    reopened->strokeTo({1, 60, 20});  // x 0..2, y 59..61: one brick
    reopened->endStroke();
    QCOMPARE(reopened->brickCount(), std::size_t(2));
    application::saveFullResolutionLabels(*reopened, path("base.mha"));
    compareWithFile(*reopened, path("base.mha"));
    QCOMPARE(io::readScan(path("base.mha")).valueAsDouble(60 + 75 * (10 + 66 * 39)), 7.0);  // from the base
}

void TestFullResolutionLabels::refusesFilesOnAnotherGridOrNotReadableByBox()
{
    Geometry other = scanGrid();
    other.spacing[2] = 3.0;
    io::writeScan(path("other.mha"), Volume::allocate(other, ScalarType::UInt8));
    try {
        application::openFullResolutionLabels(path("other.mha"), scanGrid());
        QFAIL("a label map on another grid was opened");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.problem().file), QString::fromStdString(path("other.mha")));
        QVERIFY2(QString(error.what()).contains("grid"), error.what());
    }
    Geometry flat = scanGrid();
    flat.size[2] = 1;
    io::writeScan(path("flat.mha"), Volume::allocate(flat, ScalarType::UInt8));
    QVERIFY_THROWS_EXCEPTION(InputError, application::openFullResolutionLabels(path("flat.mha"), scanGrid()));
    io::writeScan(path("float.mha"), Volume::allocate(scanGrid(), ScalarType::Float32));
    QVERIFY_THROWS_EXCEPTION(InputError, application::openFullResolutionLabels(path("float.mha"), scanGrid()));
    // A compressed NRRD is read whole by the ordinary reader, never box by box:
    // the workbench opens it the usual way (onto the overview's grid).
    io::writeScan(path("labels.nrrd"), Volume::allocate(scanGrid(), ScalarType::UInt8));
    QVERIFY(!application::opensAtFullResolution(path("labels.nrrd"), scanGrid()));
    QVERIFY(!application::opensAtFullResolution(path("other.mha"), scanGrid()));
    QVERIFY(!application::opensAtFullResolution(path("missing.mha"), scanGrid()));
    io::writeScan(path("fits.nii.gz"), Volume::allocate(scanGrid(), ScalarType::UInt16));  // NIfTI streams through zlib
    QVERIFY(application::opensAtFullResolution(path("fits.nii.gz"), scanGrid()));
    try {
        application::openFullResolutionLabels(path("labels.nrrd"), scanGrid());
        QFAIL("a label map that cannot be read box by box was opened");
    } catch (const InputError& error) {
        QVERIFY2(QString::fromStdString(error.problem().file).endsWith("labels.nrrd"), error.what());
    }
}

QTEST_GUILESS_MAIN(TestFullResolutionLabels)
#include "tst_fullresolutionlabels.moc"
