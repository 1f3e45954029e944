// File > Export Surfaces… in the real workbench at 1366x768, under Xvfb: on
// an anisotropic scan stored right-to-left with two labelled ellipsoids, the
// dialog lists both labels, exports smoothed STL surfaces on a worker thread,
// reports them closed, and writes the
// same surfaces (triangles, area, volume) as the use case `segstudio-cli
// mesh` runs on the saved map with the same options; every label in one PLY
// file; an output that cannot be made is reported, not thrown. A screenshot
// of the dialog is saved for a person to look at. "Preview in 3D View"
// shows the surfaces the export writes (same triangles, volume and bounds)
// in the 3D view until the dialog closes; screenshot surface-preview.png.
// File > Save Scan Masked by Label… writes the masked scan as a new file.
#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QDir>

#include <cmath>
#include <filesystem>

#include "MainWindow.h"
#include "TestData.h"
#include "Workbench.h"
#include "application/finishing/SurfaceExport.h"
#include "finishing/MaskScanDialog.h"
#include "finishing/SurfaceExportDialog.h"
#include "io/ScanIO.h"
#include "widgets/surface/VtkSurfaceMesher.h"
#include "widgets/views/VolumeView.h"

#include <vtkMassProperties.h>
#include <vtkPolyData.h>

using namespace segstudio;
using segstudio::app::MainWindow;
using segstudio::app::SurfaceExportDialog;

namespace {

Geometry phantomGeometry()
{
    Geometry g;
    g.size = {40, 36, 16};
    g.spacing = {0.8, 0.8, 2.0};
    g.origin = {25.0, 18.0, -10.0};
    g.direction = {-1, 0, 0, 0, -1, 0, 0, 0, 1};
    return g;
}

// Label 1: an ellipsoid; label 2: a smaller one beside it.
Volume phantomLabels()
{
    Volume labels = Volume::allocate(phantomGeometry(), ScalarType::UInt8);
    uint8_t* v = labels.data<uint8_t>();
    for (int64_t z = 0; z < 16; ++z)
        for (int64_t y = 0; y < 36; ++y)
            for (int64_t x = 0; x < 40; ++x, ++v) {
                const double a = std::pow((x - 13) * 0.8 / 7.0, 2) + std::pow((y - 18) * 0.8 / 9.0, 2) + std::pow((z - 8) * 2.0 / 10.0, 2);
                const double b = std::pow((x - 30) * 0.8 / 4.0, 2) + std::pow((y - 18) * 0.8 / 4.0, 2) + std::pow((z - 8) * 2.0 / 6.0, 2);
                *v = a <= 1 ? 1 : b <= 1 ? 2 : 0;
            }
    return labels;
}

}  // namespace

class TestSurfaceExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void exportsTheLayersSurfacesAsTheUseCaseDoes();
    void everyLabelInOneFile();
    void anOutputThatCannotBeMadeIsReported();
    void theThreeDViewPreviewsTheExportedSurfaces();
    void theScanMaskedByALabelIsSavedAsANewScan();

private:
    SurfaceExportDialog* openDialog();
    bool runExport(SurfaceExportDialog* dialog);
    void closeDialog(SurfaceExportDialog* dialog);

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestSurfaceExport::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_surfaceexport");
    m_window = test::openWorkbench({{1366, 768}});
    QVERIFY(m_window);
    Volume scan = Volume::allocate(phantomGeometry(), ScalarType::Int16);
    const Volume labels = phantomLabels();
    for (int64_t i = 0; i < scan.voxelCount(); ++i)
        scan.data<int16_t>()[i] = static_cast<int16_t>(100 + 400 * labels.data<uint8_t>()[i]);
    io::writeScan(m_dir.filePath("scan.nii.gz").toStdString(), scan);
    io::writeScan(m_dir.filePath("labels.nii.gz").toStdString(), labels);
    m_window->openScan(m_dir.filePath("scan.nii.gz"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().hasImage(), 20000);
    m_window->openLabelMap(m_dir.filePath("labels.nii.gz"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 1, 20000);
}

SurfaceExportDialog* TestSurfaceExport::openDialog()
{
    QAction* action = m_window->findChild<QAction*>("exportSurfacesAction");
    if (!action)
        return nullptr;
    action->trigger();
    auto* dialog = m_window->findChild<SurfaceExportDialog*>("surfaceExportDialog");
    return dialog && QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
}

// Closes it and waits until it is gone (it deletes itself on close).
void TestSurfaceExport::closeDialog(SurfaceExportDialog* dialog)
{
    dialog->close();
    QTRY_VERIFY(!m_window->findChild<SurfaceExportDialog*>("surfaceExportDialog"));
}

// Clicks Export and waits for the worker; whether it wrote its files.
bool TestSurfaceExport::runExport(SurfaceExportDialog* dialog)
{
    QSignalSpy finished(dialog, &SurfaceExportDialog::finished);
    QTest::mouseClick(dialog->findChild<QPushButton*>("surfaceExport"), Qt::LeftButton);
    if (!dialog->running() && finished.isEmpty())
        return false;  // neither started nor done
    if (finished.isEmpty() && !finished.wait(120000))
        return false;
    return finished.first().first().toBool();
}

void TestSurfaceExport::exportsTheLayersSurfacesAsTheUseCaseDoes()
{
    SurfaceExportDialog* dialog = openDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->findChild<QListWidget*>("surfaceLabels")->count(), 2);
    dialog->findChild<QCheckBox*>("surfaceSmooth")->setChecked(true);
    const QString folder = m_dir.filePath("surfaces");
    dialog->setOutput(folder);
    QVERIFY2(runExport(dialog), qPrintable(dialog->outcome()));
    const auto* report = dialog->findChild<QTableWidget*>("surfaceReport");
    QCOMPARE(report->rowCount(), 2);
    for (int row = 0; row < 2; ++row)
        QCOMPARE(report->item(row, 4)->text(), QString("yes"));
    const QString screenshots = test::binaryPath(QStringLiteral("/screenshots"));
    QVERIFY(QDir().mkpath(screenshots));
    QVERIFY(dialog->grab().save(screenshots + "/surface-export.png"));

    // The use case on the saved map, with the dialog's options, makes the same surfaces.
    application::SurfaceExportRequest request = dialog->request();
    request.labelFile = m_dir.filePath("labels.nii.gz").toStdString();
    request.output = m_dir.filePath("reference").toStdString();
    const application::SurfaceExportReport reference = application::exportSurfaces(surface::VtkSurfaceMesher(), request);
    QCOMPARE(reference.surfaces.size(), std::size_t(2));
    const QStringList written = dialog->outcome().split('\n');
    QCOMPARE(written.size(), 2);
    for (std::size_t k = 0; k < 2; ++k) {
        QVERIFY2(std::filesystem::file_size(written[static_cast<int>(k)].toStdString()) ==
                     std::filesystem::file_size(reference.files[k]),
                 qPrintable(written[static_cast<int>(k)]));
        QCOMPARE(report->item(static_cast<int>(k), 1)->text().toLongLong(), reference.surfaces[k].triangles);
        QCOMPARE(report->item(static_cast<int>(k), 3)->text(), QString::number(reference.surfaces[k].volumeMm3 / 1000.0, 'f', 3));
    }
    // Label 1's ellipsoid: 4/3 pi 7 * 9 * 10 mm³ = 2.639 ml, within the voxel staircase smoothed.
    QVERIFY2(std::abs(reference.surfaces[0].volumeMm3 - 4.0 / 3.0 * M_PI * 630.0) < 0.1 * 4.0 / 3.0 * M_PI * 630.0,
             qPrintable(QString::number(reference.surfaces[0].volumeMm3)));
    closeDialog(dialog);
}

void TestSurfaceExport::everyLabelInOneFile()
{
    SurfaceExportDialog* dialog = openDialog();
    QVERIFY(dialog);
    dialog->findChild<QComboBox*>("surfaceFormat")->setCurrentIndex(2);  // PLY
    dialog->findChild<QCheckBox*>("surfaceOneFile")->setChecked(true);
    dialog->setOutput(m_dir.filePath("both"));
    QVERIFY2(runExport(dialog), qPrintable(dialog->outcome()));
    QCOMPARE(dialog->outcome(), m_dir.filePath("both.ply"));
    QVERIFY(std::filesystem::file_size(m_dir.filePath("both.ply").toStdString()) > 1000);
    QCOMPARE(dialog->findChild<QTableWidget*>("surfaceReport")->rowCount(), 2);
    closeDialog(dialog);
}

void TestSurfaceExport::anOutputThatCannotBeMadeIsReported()
{
    SurfaceExportDialog* dialog = openDialog();
    QVERIFY(dialog);
    QFile blocker(m_dir.filePath("a-file"));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    dialog->setOutput(m_dir.filePath("a-file/inside"));
    QVERIFY(!runExport(dialog));
    const QString status = dialog->findChild<QLabel*>("surfaceStatus")->text();
    QVERIFY2(status.startsWith("Not exported") && status.contains("a-file/inside"), qPrintable(status));
    closeDialog(dialog);
}

void TestSurfaceExport::theThreeDViewPreviewsTheExportedSurfaces()
{
    SurfaceExportDialog* dialog = openDialog();
    QVERIFY(dialog);
    auto* view = m_window->findChild<widgets::VolumeView*>();
    QVERIFY(view);
    dialog->findChild<QCheckBox*>("surfaceSmooth")->setChecked(true);
    dialog->findChild<QDoubleSpinBox*>("surfacePassBand")->setValue(0.01);  // smoother than the view's own surfaces
    dialog->findChild<QCheckBox*>("surfaceLargestOnly")->setChecked(true);
    QSignalSpy ready(dialog, &SurfaceExportDialog::previewReady);
    QTest::mouseClick(dialog->findChild<QPushButton*>("surfacePreview"), Qt::LeftButton);
    QVERIFY(ready.wait(120000));
    QVERIFY2(dialog->status().contains("2 surface(s)"), qPrintable(dialog->status()));
    const std::map<int64_t, vtkPolyData*> shown = view->previewSurfaces();
    QCOMPARE(shown.size(), std::size_t(2));

    // What the export writes with the same options, in the map's LPS world:
    // the view draws in display order, which for this grid (x and y stored
    // reversed) is the same LPS frame.
    application::SurfaceExportRequest request = dialog->request();
    request.labelFile = m_dir.filePath("labels.nii.gz").toStdString();
    request.output = m_dir.filePath("preview-reference").toStdString();
    request.options.coordinates = surface::SurfaceCoordinates::Lps;
    const application::SurfaceExportReport reference = application::exportSurfaces(surface::VtkSurfaceMesher(), request);
    QCOMPARE(reference.surfaces.size(), std::size_t(2));
    for (const surface::SurfaceSummary& expected : reference.surfaces) {
        vtkPolyData* mesh = shown.at(expected.label);
        QVERIFY(mesh);
        const double triangles = static_cast<double>(mesh->GetNumberOfPolys());
        QVERIFY2(std::abs(triangles - static_cast<double>(expected.triangles)) <= 0.02 * static_cast<double>(expected.triangles),
                 qPrintable(QString("label %1: %2 triangles shown, %3 exported").arg(expected.label).arg(triangles).arg(expected.triangles)));
        auto mass = vtkSmartPointer<vtkMassProperties>::New();
        mass->SetInputData(mesh);
        mass->Update();
        QVERIFY2(std::abs(mass->GetVolume() - expected.volumeMm3) <= 0.01 * expected.volumeMm3,
                 qPrintable(QString("label %1: %2 mm3 shown, %3 exported").arg(expected.label).arg(mass->GetVolume()).arg(expected.volumeMm3)));
        double bounds[6];
        mesh->GetBounds(bounds);
        for (int a = 0; a < 3; ++a) {
            const double voxel = phantomGeometry().spacing[static_cast<std::size_t>(a)];
            QVERIFY2(std::abs(bounds[2 * a] - expected.boundsMin[static_cast<std::size_t>(a)]) <= 0.5 * voxel &&
                         std::abs(bounds[2 * a + 1] - expected.boundsMax[static_cast<std::size_t>(a)]) <= 0.5 * voxel,
                     qPrintable(QString("label %1, axis %2").arg(expected.label).arg(a)));
        }
    }
    const QString screenshots = test::binaryPath(QStringLiteral("/screenshots"));
    QVERIFY(QDir().mkpath(screenshots));
    QSignalSpy frames(view, &widgets::VtkRenderWidget::frameRendered);  // the preview drawn before the screenshot
    view->requestRender();
    QVERIFY(frames.wait(10000));
    QVERIFY(m_window->grab().save(screenshots + "/surface-preview.png"));

    closeDialog(dialog);
    QVERIFY(view->previewSurfaces().empty());  // the view's own surfaces are back
}

// File > Save Scan Masked by Label…: outside label 1 (then inside label 2)
// set to the fill value, every other voxel as stored, on the scan's grid;
// the open scan is never the output.
void TestSurfaceExport::theScanMaskedByALabelIsSavedAsANewScan()
{
    QAction* action = m_window->findChild<QAction*>("maskScanAction");
    QVERIFY(action);
    action->trigger();
    auto* dialog = m_window->findChild<app::MaskScanDialog*>("maskScanDialog");
    QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
    const auto save = [dialog](const QString& output) {
        dialog->setOutput(output);
        QSignalSpy saved(dialog, &app::MaskScanDialog::saved);
        QTest::mouseClick(dialog->findChild<QPushButton*>("maskSave"), Qt::LeftButton);
        return (!saved.isEmpty() || saved.wait(60000)) && saved.first().first().toBool();
    };
    const QString scanFile = m_dir.filePath("scan.nii.gz");
    const Volume scan = io::readScan(scanFile.toStdString());
    const Volume labels = phantomLabels();

    dialog->setLabel(1);
    dialog->setFillOutside(true);
    dialog->setFillValue(-7);
    QVERIFY2(save(m_dir.filePath("outside-1.nii.gz")), qPrintable(dialog->status()));
    Volume masked = io::readScan(m_dir.filePath("outside-1.nii.gz").toStdString());
    QCOMPARE(masked.type, scan.type);
    QVERIFY(geometryDifferences(masked.geometry, scan.geometry).empty());
    for (int64_t i = 0; i < scan.voxelCount(); ++i)
        QCOMPARE(masked.data<int16_t>()[i], labels.data<uint8_t>()[i] == 1 ? scan.data<int16_t>()[i] : int16_t(-7));

    dialog->setLabel(2);
    dialog->setFillOutside(false);
    dialog->setFillValue(0);
    QVERIFY2(save(m_dir.filePath("inside-2.nrrd")), qPrintable(dialog->status()));
    masked = io::readScan(m_dir.filePath("inside-2.nrrd").toStdString());
    for (int64_t i = 0; i < scan.voxelCount(); ++i)
        QCOMPARE(masked.data<int16_t>()[i], labels.data<uint8_t>()[i] == 2 ? int16_t(0) : scan.data<int16_t>()[i]);

    // The open scan as the output: refused, naming why, and the file is as it was.
    QFile source(scanFile);
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray before = source.readAll();
    source.close();
    QVERIFY(!save(scanFile));
    QVERIFY2(dialog->status().contains("replace its source"), qPrintable(dialog->status()));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QCOMPARE(source.readAll(), before);
    dialog->close();
    QTRY_VERIFY(!m_window->findChild<app::MaskScanDialog*>("maskScanDialog"));
}

QTEST_MAIN(TestSurfaceExport)
#include "tst_surfaceexport.moc"
