// A scan larger than the memory the workbench may use, opened as a user
// would under Xvfb with real OpenGL: under an imposed memory cap
// (SEGSTUDIO_MEMORY_LIMIT) it opens as a multiresolution pyramid; the three
// slice views show the scan's own full-resolution voxels (read back here
// with the ordinary reader, reordered to display axes independently of the
// pyramid) and what the screen shows at voxel centres is those values
// through the window; a wheel step moves one full-resolution slice;
// zooming out reads a coarser level with a bounded number of voxels. The
// same voxels as an OME-TIFF stack (rows read by the isolated TIFF reader)
// open as a pyramid too, and a two-channel stack shows its active channel's
// voxels through its window (the composed region once came out black).
// Segment current scan on the pyramid segments the scan itself, in several
// blocks under a cap, equal voxel for voxel to one pass over the scan read
// whole, and shows the map at full resolution; a finished file is reopened,
// one an open layer reads is never overwritten.
#include <QtTest>

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>

#include <cmath>
#include <filesystem>

#include "TestData.h"
#include "ModelFixtures.h"
#include "application/finishing/SurfaceExport.h"
#include "application/labeledit/FullResolutionLabels.h"
#include "application/segment/SegmentPyramidScan.h"
#include "application/segment/SegmentScan.h"
#include "io/blockwise/ScanSlabs.h"
#include "training/TrainingWorkspace.h"

#include "MainWindow.h"
#include "finishing/SurfaceExportDialog.h"
#include "Workbench.h"
#include "labeledit/LabelEditWorkspace.h"
#include "widgets/labeledit/LabelEditController.h"
#include "io/ScanIO.h"
#include "widgets/views/SliceView.h"
#include "widgets/surface/VtkSurfaceMesher.h"
#include "widgets/views/VolumeView.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::MainWindow;

namespace {

constexpr int64_t kX = 200, kY = 160, kZ = 90;

// uint16 voxels with detail only full resolution shows: a one-voxel
// checkerboard inside a band, a ramp elsewhere, and a bright ball.
Volume makeBigScan()
{
    Geometry g;
    g.size = {kX, kY, kZ};
    g.spacing = {0.5, 0.5, 1.0};
    g.direction = {-1, 0, 0, 0, -1, 0, 0, 0, 1};  // RAS as stored: display flips x and y
    g.origin = {50, 40, -45};
    Volume v = Volume::allocate(g, ScalarType::UInt16);
    uint16_t* p = v.data<uint16_t>();
    for (int64_t z = 0; z < kZ; ++z)
        for (int64_t y = 0; y < kY; ++y)
            for (int64_t x = 0; x < kX; ++x) {
                uint16_t value = static_cast<uint16_t>(200 + 5 * x + 3 * y + 2 * z);
                if (y >= 60 && y < 100)
                    value = ((x + y + z) % 2) ? 2000 : 100;
                const double r = std::hypot(x - 140.0, y - 40.0, (z - 45.0) * 2);
                if (r < 25)
                    value = 3000;
                p[x + kX * (y + kY * z)] = value;
            }
    return v;
}

uint16_t valueAt(const Volume& v, const VoxelIndex& i)
{
    const Size3& s = v.geometry.size;
    return v.data<uint16_t>()[i[0] + s[0] * (i[1] + s[1] * i[2])];
}

}  // namespace

class TestBigScan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void opensAsAPyramidUnderTheMemoryCap();
    void slicesShowTheScansOwnVoxels();
    void screenShowsFullResolutionThroughTheWindow();
    void wheelMovesOneFullResolutionSlice();
    void zoomingOutReadsACoarserLevel();
    void labelsArePaintedAndSavedAtFullResolution();
    void surfacesExportFromTheFullResolution();
    void segmentingThePyramidScanIsAtFullResolution();
    void anOmeTiffStackOpensAsAPyramidToo();
    void aTwoChannelPyramidShowsItsActiveChannel();

private:
    // The shown region of a view matches the display-order scan at its slice.
    void compareRegion(SliceView* view);
    QTemporaryDir m_dir;
    QString m_scanPath;
    DisplayVolume m_display;  // the scan read whole and reordered, to compare with
    std::unique_ptr<MainWindow> m_window;
};

void TestBigScan::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_bigscan");
    qputenv("SEGSTUDIO_CACHE_DIR", m_dir.filePath("cache").toUtf8());
    m_scanPath = m_dir.filePath("big.nii.gz");
    io::writeScan(m_scanPath.toStdString(), makeBigScan());
    m_display = toDisplayOrder(io::readScan(m_scanPath.toStdString()));
    // 5.8 MB of voxels against a cap of 8 MiB: more than the share (25 %).
    qputenv("SEGSTUDIO_MEMORY_LIMIT", QByteArray::number(8 << 20));
    m_window = test::openWorkbench({{1400, 900}, true, false});
    QVERIFY(m_window);
}

void TestBigScan::opensAsAPyramidUnderTheMemoryCap()
{
    m_window->openScan(m_scanPath);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image(), 60000);
    const ImageLayer* image = m_window->scene().image();
    QVERIFY2(image->pyramid, "the scan should open as a pyramid");
    QVERIFY(image->pyramid->levelCount() >= 3);
    // The scene holds the overview: at most a sixteenth of the cap.
    QVERIFY(image->data->volume.bytes.size() <= (8u << 20) / 16);
    QCOMPARE(image->pyramid->displayGrid(0).size, m_display.volume.geometry.size);
    QVERIFY(m_window->statusBar()->currentMessage().contains("pyramid"));
    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    QApplication::processEvents();
    QVERIFY(m_window->grab().toImage().save(folder + "/bigscan-pyramid.png"));
}

void TestBigScan::compareRegion(SliceView* view)
{
    const ImageLayer* image = m_window->scene().image();
    QCOMPARE(view->shownPyramidLevel(), 0);
    const Volume* region = view->shownPyramidRegion();
    QVERIFY(region && region->voxelCount() > 0);
    const Geometry& full = image->pyramid->displayGrid(0);
    VoxelIndex lo{};
    for (int a = 0; a < 3; ++a)
        lo[a] = std::llround((region->geometry.origin[a] - full.origin[a]) / full.spacing[a]);
    const int n = normalAxis(view->orientation());
    QCOMPARE(lo[n], m_window->scene().fullResolutionCursor()[n]);
    int64_t differences = 0;
    for (int64_t z = 0; z < region->geometry.size[2]; ++z)
        for (int64_t y = 0; y < region->geometry.size[1]; ++y)
            for (int64_t x = 0; x < region->geometry.size[0]; ++x)
                differences += valueAt(*region, {x, y, z}) != valueAt(m_display.volume, {lo[0] + x, lo[1] + y, lo[2] + z});
    QCOMPARE(differences, int64_t(0));
}

void TestBigScan::slicesShowTheScansOwnVoxels()
{
    // Through the checkerboard band and the ball.
    m_window->scene().setFullResolutionCursor({60, 120, 45});
    QApplication::processEvents();
    for (auto pane : {ViewLayout::Axial, ViewLayout::Coronal, ViewLayout::Sagittal})
        compareRegion(m_window->views()->sliceView(pane));
}

void TestBigScan::screenShowsFullResolutionThroughTheWindow()
{
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QApplication::processEvents();
    const QImage frame = axial->grabFramebuffer();
    const WindowLevel window = m_window->scene().windowLevel();
    const PyramidSlices& pyramid = *m_window->scene().image()->pyramid;
    const int64_t z = m_window->scene().fullResolutionCursor()[2];
    int samples = 0, matching = 0;
    for (int64_t y = 2; y < kY - 2; y += 3)
        for (int64_t x = 2; x < kX - 2; x += 3) {
            if (x == m_window->scene().fullResolutionCursor()[0] || y == m_window->scene().fullResolutionCursor()[1])
                continue;  // the crosshair
            const QPointF p = axial->worldToWidget(pyramid.worldOf(0, {x, y, z}));
            const QColor shown = frame.pixelColor(static_cast<int>(p.x() * frame.devicePixelRatio()),
                                                  static_cast<int>(p.y() * frame.devicePixelRatio()));
            const double lower = window.level - window.window / 2;
            const int grey = static_cast<int>(std::lround(std::clamp((valueAt(m_display.volume, {x, y, z}) - lower) / window.window, 0.0, 1.0) * 255));
            ++samples;
            matching += std::abs(shown.red() - grey) <= 3;
        }
    // Nearly every voxel centre (the checkerboard alternates each voxel, so
    // an overview's means would fail most of the band).
    QVERIFY2(matching >= samples * 95 / 100, qPrintable(QString("%1 of %2 samples match").arg(matching).arg(samples)));
}

void TestBigScan::wheelMovesOneFullResolutionSlice()
{
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    const int64_t before = m_window->scene().fullResolutionCursor()[2];
    const QPointF centre(axial->width() / 2.0, axial->height() / 2.0);
    QWheelEvent up(centre, axial->mapToGlobal(centre), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(axial, &up);
    QCOMPARE(m_window->scene().fullResolutionCursor()[2], before + 1);
    QVERIFY(axial->annotationText(2).endsWith(QString(" %1/%2").arg(before + 2).arg(kZ)));
    compareRegion(axial);
}

void TestBigScan::zoomingOutReadsACoarserLevel()
{
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    const PyramidSlices& pyramid = *m_window->scene().image()->pyramid;
    QCOMPARE(pyramid.levelCount(), 3);
    // A screen pixel of 1.2-2 mm: level 1 (1 mm in-plane voxels), the mean
    // of each display-order 2x2x2 block of the scan (all sizes even, so the
    // flipped axes' blocks are the stored ones).
    axial->zoom(1.0 / 4);
    QCOMPARE(axial->shownPyramidLevel(), 1);
    const Volume* region = axial->shownPyramidRegion();
    const Geometry& grid = pyramid.displayGrid(1);
    VoxelIndex lo{};
    for (int a = 0; a < 3; ++a)
        lo[a] = std::llround((region->geometry.origin[a] - grid.origin[a]) / grid.spacing[a]);
    QCOMPARE(lo[2], m_window->scene().fullResolutionCursor()[2] / 2);
    int64_t worst = 0;
    for (int64_t y = 0; y < region->geometry.size[1]; ++y)
        for (int64_t x = 0; x < region->geometry.size[0]; ++x) {
            double sum = 0;
            for (int64_t k = 0; k < 2; ++k)
                for (int64_t j = 0; j < 2; ++j)
                    for (int64_t i = 0; i < 2; ++i)
                        sum += valueAt(m_display.volume, {2 * (lo[0] + x) + i, 2 * (lo[1] + y) + j, 2 * lo[2] + k});
            worst = std::max<int64_t>(worst, std::llabs(valueAt(*region, {x, y, 0}) - std::llround(sum / 8)));
        }
    QVERIFY2(worst <= 1, qPrintable(QString("largest difference from the 2x2x2 means: %1").arg(worst)));
    // Farther out: the overview, with no more voxels than the screen has pixels.
    axial->zoom(1.0 / 4);
    QCOMPARE(axial->shownPyramidLevel(), 2);
    const double pixels = axial->width() * axial->height() * axial->devicePixelRatioF() * axial->devicePixelRatioF();
    QVERIFY(axial->shownPyramidRegion()->voxelCount() <= pixels);
    axial->resetCamera();
    QCOMPARE(axial->shownPyramidLevel(), 0);
}

void TestBigScan::labelsArePaintedAndSavedAtFullResolution()
{
    m_window->findChild<QAction*>("newLabelMapAction")->trigger();
    const auto& layers = m_window->scene().labelLayers();
    QCOMPARE(layers.size(), std::size_t(1));
    edit::BrickedLabelMap* full = layers[0].fullResolution.get();
    QVERIFY2(full, "a new label map on a pyramid scan is held at full resolution");
    QCOMPARE(full->geometry().size, (Size3{kX, kY, kZ}));
    LabelEditController* editor = m_window->labelEditing()->controller();
    editor->setTool(EditTool::Brush);
    editor->setBrushDiameterMm(1.0);  // 0.5 mm radius: the voxel and its 4 in-plane neighbours (0.5 mm apart)
    editor->setActiveLabel(1);
    m_window->scene().setFullResolutionCursor({100, 80, 45});
    QApplication::processEvents();
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QCOMPARE(axial->shownPyramidLevel(), 0);
    const QPoint under = axial->editorWidgetPosition({100, 70, 45}).toPoint();
    const QColor before = axial->grabFramebuffer().pixelColor(under * axial->devicePixelRatioF());
    // A stroke along display row y = 70 from x = 90 to 110 (full-resolution display voxels).
    QTest::mousePress(axial, Qt::LeftButton, {}, axial->editorWidgetPosition({90, 70, 45}).toPoint());
    for (int64_t x = 92; x <= 110; x += 2)
        QTest::mouseMove(axial, axial->editorWidgetPosition({x, 70, 45}).toPoint());
    QTest::mouseRelease(axial, Qt::LeftButton, {}, axial->editorWidgetPosition({110, 70, 45}).toPoint());
    QApplication::processEvents();
    // The scan's direction flips x and y from stored to display order.
    auto stored = [](int64_t x, int64_t y, int64_t z) { return edit::Index3{kX - 1 - x, kY - 1 - y, z}; };
    std::vector<edit::Index3> expected;
    for (int64_t x = 89; x <= 111; ++x)
        expected.push_back(stored(x, 70, 45));
    for (int64_t x = 90; x <= 110; ++x)
        for (int64_t y : {69, 71})
            expected.push_back(stored(x, y, 45));
    for (const edit::Index3& v : expected)
        QCOMPARE(full->valueAt(v), int64_t(1));
    QCOMPARE(*full->voxelCount(1), int64_t(expected.size()));
    QCOMPARE(full->brickCount(), std::size_t(2));  // stored x 88..110 crosses two bricks; y 88..90 and z 45 one each
    // The overview (4 x 4 x 4 blocks) shows it, and so does the screen.
    const PyramidSlices& pyramid = *m_window->scene().image()->pyramid;
    const auto overviewIndex = pyramid.indexNear(pyramid.overviewLevel(), pyramid.worldOf(0, {100, 70, 45}));
    const Volume& overview = layers[0].data->volume;
    const Size3& os = overview.geometry.size;
    QCOMPARE(overview.valueAsDouble(overviewIndex[0] + os[0] * (overviewIndex[1] + os[1] * overviewIndex[2])), 1.0);
    QTRY_VERIFY(axial->grabFramebuffer().pixelColor(under * axial->devicePixelRatioF()).red() -
                    axial->grabFramebuffer().pixelColor(under * axial->devicePixelRatioF()).green() >
                before.red() - before.green() + 40);
    // Undo and redo.
    editor->undo();
    QCOMPARE(*full->voxelCount(1), int64_t(0));
    QCOMPARE(overview.valueAsDouble(overviewIndex[0] + os[0] * (overviewIndex[1] + os[1] * overviewIndex[2])), 0.0);
    editor->redo();
    QCOMPARE(*full->voxelCount(1), int64_t(expected.size()));
    // A polygon of label 2: vertices off the voxel centres, so its inside is
    // x >= 120, y >= 100, x + y <= 240 (231 display voxels).
    editor->setTool(EditTool::Polygon);
    editor->setActiveLabel(2);
    for (const auto& vertex : {std::array<double, 2>{119.5, 99.5}, {140.7, 99.5}, {119.5, 120.7}})
        editor->addPolygonVertex(2, 45, vertex);
    editor->closePolygon();
    QCOMPARE(*full->voxelCount(2), int64_t(231));
    for (int64_t x = 120; x <= 140; ++x)
        for (int64_t y = 100; x + y <= 240; ++y)
            QCOMPARE(full->valueAt(stored(x, y, 45)), int64_t(2));
    // The editor's rules hold at full resolution: a locked label keeps its voxels.
    editor->setLabelLocked(2, true);
    editor->setTool(EditTool::Brush);
    editor->setActiveLabel(1);
    editor->pointerPressed(2, {125, 105, 45});
    editor->pointerReleased();
    QCOMPARE(full->valueAt(stored(125, 105, 45)), int64_t(2));
    QCOMPARE(*full->voxelCount(2), int64_t(231));
    editor->setLabelLocked(2, false);
    // Tools that need a map held whole refuse, naming why.
    QSignalSpy said(editor, &LabelEditController::message);
    editor->setTool(EditTool::FloodFill);
    editor->pointerPressed(2, {30, 30, 45});
    editor->pointerReleased();
    QCOMPARE(said.count(), 1);
    QVERIFY2(said.at(0).at(0).toString().contains("full resolution"), qPrintable(said.at(0).at(0).toString()));
    QCOMPARE(*full->voxelCount(0), int64_t(kX * kY * kZ) - int64_t(expected.size()) - 231);
    // Saved: the scan's grid, and the very voxels.
    const QString saved = m_dir.filePath("labels.mha");
    QVERIFY(m_window->saveLabelLayer(0, saved));
    QVERIFY(!m_window->scene().labelLayers()[0].modified);
    const Volume read = io::readScan(saved.toStdString());
    const Volume scan = io::readScan(m_scanPath.toStdString());
    QCOMPARE(read.geometry.size, scan.geometry.size);
    QVERIFY(geometryDifferences(read.geometry, scan.geometry).empty());
    int64_t ones = 0, twos = 0;
    for (int64_t i = 0; i < read.voxelCount(); ++i) {
        ones += read.valueAsDouble(i) == 1;
        twos += read.valueAsDouble(i) == 2;
    }
    QCOMPARE(ones, int64_t(expected.size()));
    QCOMPARE(twos, int64_t(231));
    const edit::Index3 first = stored(100, 70, 45);
    QCOMPARE(read.valueAsDouble(first[0] + kX * (first[1] + kY * first[2])), 1.0);
    // Opened again over the scan: at full resolution, read box by box from
    // the file; painted over in one more brick; saved over itself.
    m_window->openLabelMap(saved);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 2, 30000);
    edit::BrickedLabelMap* reopened = m_window->scene().labelLayers()[1].fullResolution.get();
    QVERIFY2(reopened, "a label map on the pyramid's full-resolution grid opens at full resolution");
    QVERIFY(reopened->hasBase());
    QCOMPARE(reopened->baseLabels(), (std::set<int64_t>{1, 2}));  // met while drawing its overview: "New label" skips them
    QCOMPARE(reopened->valueAt(stored(100, 70, 45)), int64_t(1));
    QCOMPARE(reopened->valueAt(stored(125, 105, 45)), int64_t(2));
    const Volume& reopenedOverview = m_window->scene().labelLayers()[1].data->volume;
    QCOMPARE(reopenedOverview.valueAsDouble(overviewIndex[0] + os[0] * (overviewIndex[1] + os[1] * overviewIndex[2])), 1.0);
    editor->setTargetLayer(1);
    editor->setTool(EditTool::Eraser);
    editor->setActiveLabel(2);
    editor->pointerPressed(2, {125, 105, 45});
    editor->pointerReleased();
    QCOMPARE(reopened->valueAt(stored(125, 105, 45)), int64_t(0));
    QCOMPARE(reopened->brickCount(), std::size_t(1));
    QCOMPARE(editor->targetLayer(), 1);  // still the target once its overview is the editor's own copy
    QVERIFY(m_window->saveLabelLayer(1, saved));
    const Volume again = io::readScan(saved.toStdString());
    int64_t changed = 0;
    for (int64_t i = 0; i < again.voxelCount(); ++i)
        changed += again.valueAsDouble(i) != read.valueAsDouble(i);
    QCOMPARE(changed, int64_t(5));  // the eraser's disk: the voxel and its 4 neighbours
    // What a user sees: zoomed in on the edits, at full resolution.
    editor->setTool(EditTool::Brush);
    axial->zoom(3);
    m_window->scene().setFullResolutionCursor({115, 95, 45});
    QApplication::processEvents();
    QTest::mouseMove(axial, axial->editorWidgetPosition({128, 80, 45}).toPoint());
    QApplication::processEvents();
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/bigscan-labels.png"))));
    axial->resetCamera();
}

// File > Export Surfaces… on the reopened full-resolution map, with an
// unsaved stroke: the files of `mesh` on that map saved by hand (triangles
// byte for byte after the STL header), from a copy on disk that goes with
// the dialog; the layer stays unsaved.
void TestBigScan::surfacesExportFromTheFullResolution()
{
    LabelEditController* editor = m_window->labelEditing()->controller();
    editor->setTargetLayer(1);
    editor->setTool(EditTool::Brush);
    editor->setActiveLabel(1);
    editor->pointerPressed(2, {60, 30, 45});
    editor->pointerReleased();
    const LabelLayer& layer = m_window->scene().labelLayers()[1];
    QVERIFY(layer.modified);
    const QString copy = m_dir.filePath("by-hand.mha");
    application::saveFullResolutionLabels(*layer.fullResolution, copy.toStdString());
    application::SurfaceExportRequest byHand;
    byHand.labelFile = copy.toStdString();
    byHand.output = m_dir.filePath("surfaces-by-hand").toStdString();
    const application::SurfaceExportReport reference = application::exportSurfaces(surface::VtkSurfaceMesher(), byHand);
    QCOMPARE(reference.files.size(), std::size_t(2));  // labels 1 and 2

    m_window->findChild<QAction*>("exportSurfacesAction")->trigger();
    auto* dialog = m_window->findChild<app::SurfaceExportDialog*>("surfaceExportDialog");
    QVERIFY2(dialog, "a full-resolution layer exports");
    const QDir cache(m_dir.filePath("cache"));
    QCOMPARE(cache.entryList({"surface-export-*"}, QDir::Dirs).size(), 1);
    dialog->setOutput(m_dir.filePath("surfaces-workbench"));
    QSignalSpy finished(dialog, &app::SurfaceExportDialog::finished);
    dialog->startExport();
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.first().first().toBool(), qPrintable(dialog->outcome()));
    const QStringList written = dialog->outcome().split('\n');
    QCOMPARE(written.size(), 2);
    for (int k = 0; k < 2; ++k) {
        QFile mine(written[k]), theirs(QString::fromStdString(reference.files[static_cast<std::size_t>(k)]));
        QVERIFY(mine.open(QIODevice::ReadOnly) && theirs.open(QIODevice::ReadOnly));
        QVERIFY(QFileInfo(mine).fileName().startsWith(QString::number(k + 1)));
        const QByteArray a = mine.readAll(), b = theirs.readAll();
        QVERIFY(a.size() > 84 + 50 * 100);  // more than a hundred triangles
        QVERIFY2(a.mid(80) == b.mid(80), qPrintable(written[k]));
    }
    QVERIFY(layer.modified);
    dialog->startPreview();  // the 3D view shows the pyramid's overview, and the preview says it is that
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->previewing(), 60000);
    QVERIFY2(dialog->status().contains("overview"), qPrintable(dialog->status()));
    QVERIFY(dialog->grab().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/bigscan-surface-export.png"))));
    dialog->close();
    QTRY_VERIFY(!m_window->findChild<app::SurfaceExportDialog*>("surfaceExportDialog"));
    QCOMPARE(cache.entryList({"surface-export-*"}, QDir::Dirs).size(), 0);
}

void TestBigScan::segmentingThePyramidScanIsAtFullResolution()
{
    const std::string model = test::writeRandomModelPackage(m_dir.filePath("model").toStdString(), 7);
    application::ModelEnsemble models({model}, "cpu", 1);
    // The reference: one pass over the scan read whole, which the 8 MiB cap refuses.
    const QByteArray cap = qgetenv("SEGSTUDIO_MEMORY_LIMIT");
    qunsetenv("SEGSTUDIO_MEMORY_LIMIT");
    const auto restoreCap = qScopeGuard([cap] { qputenv("SEGSTUDIO_MEMORY_LIMIT", cap); });
    const Volume scan = io::readScan(m_scanPath.toStdString());
    const Volume onePass = application::segmentScan(models, {scan}, "big", m_scanPath.toStdString()).labels;
    // A cap under which blocks of 16 rows fit and blocks of 22 do not (the
    // window's rows alone need more than 8 MiB): several blocks, blended across their borders.
    application::BlockwiseOptions sixteen;
    sixteen.blockRows = 16;
    const bool streams = io::scanStreamsRows(m_scanPath.toStdString());
    const uint64_t bound16 = application::blockwiseMemoryBound(models, scan.geometry, 1, sixteen, streams, true);
    qputenv("SEGSTUDIO_MEMORY_LIMIT", QByteArray::number(qulonglong(bound16 / 3 * 4 + 4096)));
    QSignalSpy rows(&m_window->training()->segmentation(), &SegmentationController::rowsDone);
    std::map<double, int64_t> expectedCounts;
    for (int64_t i = 0; i < onePass.voxelCount(); ++i)
        ++expectedCounts[onePass.valueAsDouble(i)];
    QVERIFY2(expectedCounts.size() >= 2, "the random model labels more than one class");

    const std::size_t layersBefore = m_window->scene().labelLayers().size();
    QSignalSpy added(m_window->training(), &app::TrainingWorkspace::segmentationAdded);
    QSignalSpy failed(m_window->training(), &app::TrainingWorkspace::errorOccurred);
    QVERIFY(m_window->training()->segmentCurrentScan(QString::fromStdString(model)));
    QTRY_VERIFY_WITH_TIMEOUT(added.count() + failed.count() > 0, 180000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.at(0).at(1).toString()));
    const auto& layers = m_window->scene().labelLayers();
    QCOMPARE(layers.size(), layersBefore + 1);
    const edit::BrickedLabelMap* full = layers.back().fullResolution.get();
    QVERIFY2(full, "the segmentation of a pyramid scan is held at full resolution");
    QCOMPARE(full->geometry().size, (Size3{kX, kY, kZ}));
    QVERIFY2(m_window->statusBar()->currentMessage().contains("full resolution"),
             qPrintable(m_window->statusBar()->currentMessage()));
    int blocks = 0;
    for (const QList<QVariant>& report : rows)
        blocks += !report.at(3).toBool();
    QVERIFY2(blocks >= 5, qPrintable(QString("%1 block(s) reported").arg(blocks)));  // 90 rows in blocks of 11 or fewer
    // The very voxels of one pass, read through the map (its base: the written file).
    const Volume box = full->readBox({0, 0, 0}, {kX, kY, kZ});
    int64_t differ = 0;
    for (int64_t i = 0; i < box.voxelCount(); ++i)
        differ += box.valueAsDouble(i) != onePass.valueAsDouble(i);
    QCOMPARE(differ, int64_t(0));
    // Written beside the pyramids, in the cache; the overview shows the same classes.
    const QString cache = m_dir.filePath("cache");
    const std::string first = application::pyramidSegmentationPath(m_scanPath.toStdString(), model);
    QVERIFY(QString::fromStdString(first).startsWith(cache));
    QVERIFY(std::filesystem::exists(first));
    std::map<double, int64_t> overviewCounts;
    const Volume& overview = layers.back().data->volume;
    for (int64_t i = 0; i < overview.voxelCount(); ++i)
        ++overviewCounts[overview.valueAsDouble(i)];
    for (const auto& [value, count] : expectedCounts)  // 0 shows only where a block holds no label
        QVERIFY2(value == 0 || overviewCounts.count(value), qPrintable(QString("class %1 is missing from the overview").arg(value)));
    // Again with the same model: the first file is still read by its layer, so a second one is written.
    const auto modified = std::filesystem::last_write_time(first);
    QVERIFY(m_window->training()->segmentCurrentScan(QString::fromStdString(model)));
    QTRY_VERIFY_WITH_TIMEOUT(added.count() + failed.count() > 1, 180000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.at(0).at(1).toString()));
    QCOMPARE(m_window->scene().labelLayers().size(), layersBefore + 2);
    QVERIFY(std::filesystem::last_write_time(first) == modified);
    QVERIFY(std::filesystem::exists(application::pyramidSegmentationPath(m_scanPath.toStdString(), model, 1)));
    m_window->views()->sliceView(ViewLayout::Axial)->resetCamera();
    QApplication::processEvents();
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/bigscan-segmented.png"))));
    while (m_window->scene().labelLayers().size() > layersBefore)
        m_window->scene().removeLabelLayer(static_cast<int>(m_window->scene().labelLayers().size()) - 1);
    // The first file is free again, and finished from this scan and model: opened, not segmented again.
    rows.clear();
    QVERIFY(m_window->training()->segmentCurrentScan(QString::fromStdString(model)));
    QTRY_VERIFY_WITH_TIMEOUT(added.count() + failed.count() > 2, 180000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.at(0).at(1).toString()));
    QVERIFY2(m_window->statusBar()->currentMessage().contains("made earlier"), qPrintable(m_window->statusBar()->currentMessage()));
    for (const QList<QVariant>& report : rows)
        QVERIFY(report.at(3).toBool());  // indexing only
    QVERIFY(std::filesystem::last_write_time(first) == modified);
    QCOMPARE(m_window->scene().labelLayers().back().fullResolution->valueAt({5, 6, 7}), int64_t(onePass.valueAsDouble(5 + kX * (6 + kY * 7))));
    m_window->scene().removeLabelLayer(static_cast<int>(m_window->scene().labelLayers().size()) - 1);
}

void TestBigScan::anOmeTiffStackOpensAsAPyramidToo()
{
    const QString stack = m_dir.filePath("big.ome.tif");
    Volume micrometres = makeBigScan();
    micrometres.geometry.spacing = {0.5e-3, 0.5e-3, 1e-3};  // a microscope's 0.5 x 0.5 x 1 µm
    io::writeScan(stack.toStdString(), micrometres);
    m_display = toDisplayOrder(io::readScan(stack.toStdString()));
    m_window->openScan(stack);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image() &&
                                 m_window->scene().image()->path == stack, 60000);
    const ImageLayer* image = m_window->scene().image();
    QVERIFY2(image->pyramid, "the OME-TIFF stack should open as a pyramid");
    QVERIFY(!image->patientOrientation);
    QCOMPARE(image->pyramid->displayGrid(0).size, m_display.volume.geometry.size);
    m_window->scene().setFullResolutionCursor({60, 120, 45});
    QApplication::processEvents();
    for (auto pane : {ViewLayout::Axial, ViewLayout::Coronal, ViewLayout::Sagittal})
        compareRegion(m_window->views()->sliceView(pane));
    // The 3D view shows the stack: opacity accumulates per voxel for a
    // picture (per mm, this 0.2 mm thin stack stayed all but invisible).
    auto brightPixels = [this] {
        const QImage frame = m_window->views()->volumeView()->grabFramebuffer();
        int64_t bright = 0;
        for (int y = 0; y < frame.height(); y += 2)
            for (int x = 0; x < frame.width(); x += 2)
                bright += frame.pixelColor(x, y).red() > 150;
        return bright;
    };
    QTRY_VERIFY_WITH_TIMEOUT(brightPixels() > 100, 10000);
}

void TestBigScan::aTwoChannelPyramidShowsItsActiveChannel()
{
    const Volume one = makeBigScan();
    Volume two = Volume::allocate(one.geometry, ScalarType::UInt16, 2);
    for (int64_t i = 0; i < one.voxelCount(); ++i) {
        two.data<uint16_t>()[2 * i] = one.data<uint16_t>()[i];
        two.data<uint16_t>()[2 * i + 1] = static_cast<uint16_t>(4000 - one.data<uint16_t>()[i]);
    }
    const QString stack = m_dir.filePath("two.ome.tif");
    io::writeScan(stack.toStdString(), two);
    const DisplayVolume display = toDisplayOrder(io::readScan(stack.toStdString()));
    m_window->openScan(stack);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image() &&
                                 m_window->scene().image()->path == stack, 60000);
    QVERIFY(m_window->scene().image()->pyramid);
    QCOMPARE(m_window->scene().image()->channelCount(), 2);
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    m_window->scene().setFullResolutionCursor({60, 120, 45});
    QApplication::processEvents();
    QCOMPARE(axial->shownPyramidLevel(), 0);
    const QImage frame = axial->grabFramebuffer();
    const int channel = m_window->scene().activeChannel();
    const WindowLevel window = m_window->scene().windowLevel(channel);
    const PyramidSlices& pyramid = *m_window->scene().image()->pyramid;
    const Size3& size = display.volume.geometry.size;
    int samples = 0, matching = 0;
    for (int64_t y = 2; y < size[1] - 2; y += 5)
        for (int64_t x = 2; x < size[0] - 2; x += 5) {
            if (x == 60 || y == 120)
                continue;  // the crosshair
            const QPointF p = axial->worldToWidget(pyramid.worldOf(0, {x, y, 45}));
            const QColor shown = frame.pixelColor(static_cast<int>(p.x() * frame.devicePixelRatio()),
                                                  static_cast<int>(p.y() * frame.devicePixelRatio()));
            const double value = display.volume.valueAsDouble((x + size[0] * (y + size[1] * 45)) * 2 + channel);
            const double lower = window.level - window.window / 2;
            const int grey = static_cast<int>(std::lround(std::clamp((value - lower) / window.window, 0.0, 1.0) * 255));
            ++samples;
            matching += std::abs(shown.red() - grey) <= 3;
        }
    QVERIFY2(matching >= samples * 95 / 100, qPrintable(QString("%1 of %2 samples match").arg(matching).arg(samples)));
}

QTEST_MAIN(TestBigScan)
#include "tst_bigscan.moc"
