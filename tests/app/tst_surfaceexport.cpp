// File > Export Surfaces… in the real workbench at 1366x768, under Xvfb: on
// an anisotropic scan stored right-to-left with two labelled ellipsoids, the
// dialog lists both labels, exports smoothed STL surfaces on a worker thread,
// reports them closed, and writes the
// same surfaces (triangles, area, volume) as the use case `segstudio-cli
// mesh` runs on the saved map with the same options; every label in one PLY
// file; an output that cannot be made is reported, not thrown. A screenshot
// of the dialog is saved for a person to look at.
#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
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
#include "finishing/SurfaceExportDialog.h"
#include "io/ScanIO.h"

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
    const application::SurfaceExportReport reference = application::exportSurfaces(request);
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

QTEST_MAIN(TestSurfaceExport)
#include "tst_surfaceexport.moc"
