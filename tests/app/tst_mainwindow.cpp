// The workbench window as a user drives it, with real OpenGL under Xvfb:
// a hippocampus case with its label (colours where the labels are, and not
// elsewhere), scrolling, linked crosshair, German menus, error dialogs for
// bad files and mismatched label maps, and a screenshot of the 2x2 layout.
#include <QtTest>

#include <cstring>

#include <QSettings>

#include <QApplication>
#include <QDir>
#include <QMenu>
#include <QAbstractButton>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <csignal>
#include <fstream>

#include "FigureExport.h"
#include "MainWindow.h"
#include "DialogCatcher.h"
#include "Workbench.h"
#include "QuitSignals.h"
#include "TestData.h"
#include "common/image/Phantom.h"
#include "io/PhantomDataset.h"
#include "io/ScanIO.h"
#include "widgets/DatasetBrowser.h"
#include "widgets/views/DisplayGeometry.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/ViewLayout.h"
#include "widgets/views/VolumeView.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::MainWindow;

namespace {

const QString kCase = "hippocampus_001";


QColor pixelAt(const QImage& image, const QPointF& p)
{
    return image.pixelColor(static_cast<int>(p.x() * image.devicePixelRatio()), static_cast<int>(p.y() * image.devicePixelRatio()));
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void labelColoursAppearAtTheLabelledVoxels();
    void scrollingChangesTheShownSlice();
    void crosshairClickMovesTheOtherViews();
    void switchingToGermanChangesTheFileMenu();
    void corruptFileGivesAnErrorDialog();
    void mismatchedLabelMapIsRefusedOrResampled();
    void twoDimensionalImageFillsTheViewArea();
    void ctChannelOpensWithTheSoftTissueWindow();
    void screenshotOfTheWorkbench();
    void exportedViewsAreTheViewsAsShown();
    void datasetDockDescribesEveryCase();
    void terminationSignalKeepsUnsavedEdits();  // last: it closes the window

private:
    void loadCase();
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_mainwindow");
    QSettings().clear();  // a fresh user: no layout or language from an earlier run
    m_window = test::openWorkbench({{1400, 900}, false, true});
    QVERIFY(m_window);
    loadCase();
}

void TestMainWindow::loadCase()
{
    m_window->scene().clearLabelLayers();
    m_window->openScan(test::sampleCaseScan());
    m_window->openLabelMap(test::sampleCaseLabels());
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 1, 20000);
    QCOMPARE(m_window->scene().image()->name, kCase);
}

void TestMainWindow::labelColoursAppearAtTheLabelledVoxels()
{
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    const LabelLayer& layer = m_window->scene().labelLayers().front();
    QCOMPARE(layer.styles.size(), std::size_t(2));
    const Volume& labels = layer.data->volume;
    // The axial slice with the most labelled voxels.
    int64_t bestZ = 0, bestCount = -1;
    for (int64_t z = 0; z < labels.geometry.size[2]; ++z) {
        int64_t count = 0;
        for (int64_t i = 0; i < labels.geometry.size[0] * labels.geometry.size[1]; ++i)
            count += labels.valueAsDouble(z * labels.geometry.size[0] * labels.geometry.size[1] + i) != 0;
        if (count > bestCount) {
            bestCount = count;
            bestZ = z;
        }
    }
    m_window->scene().setCursor({0, 0, bestZ});  // crosshair at the corner, out of the way
    QApplication::processEvents();
    const QImage image = axial->grabFramebuffer();
    int labelledTinted = 0, labelled = 0, unlabelledTinted = 0, unlabelled = 0;
    for (int64_t y = 1; y < labels.geometry.size[1]; ++y)
        for (int64_t x = 1; x < labels.geometry.size[0]; ++x) {
            const int value = static_cast<int>(labels.valueAsDouble(x + labels.geometry.size[0] * (y + labels.geometry.size[1] * bestZ)));
            const QColor c = pixelAt(image, axial->widgetPosition({x, y, bestZ}));
            const bool red = c.red() - c.green() > 50;                              // label 1 over grey
            const bool green = c.green() - c.red() > 30 && c.green() - c.blue() > 25;  // label 2 over grey
            if (value == 1) {
                ++labelled;
                labelledTinted += red;
            } else if (value == 2) {
                ++labelled;
                labelledTinted += green;
            } else {
                ++unlabelled;
                unlabelledTinted += red || green;
            }
        }
    QVERIFY(labelled > 20);
    QVERIFY2(labelledTinted == labelled, qPrintable(QString("%1 of %2 labelled voxels coloured").arg(labelledTinted).arg(labelled)));
    QVERIFY2(unlabelledTinted == 0, qPrintable(QString("%1 unlabelled voxels coloured").arg(unlabelledTinted)));
}

void TestMainWindow::scrollingChangesTheShownSlice()
{
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    m_window->scene().setCursor({17, 25, 10});
    QApplication::processEvents();
    const QImage before = axial->grabFramebuffer();
    QTest::keyClick(axial, Qt::Key_PageUp);
    QCOMPARE(m_window->scene().cursor()[2], int64_t(11));
    const QImage after = axial->grabFramebuffer();
    QVERIFY(before != after);
    QWheelEvent wheel(QPointF(50, 50), axial->mapToGlobal(QPointF(50, 50)), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(axial, &wheel);
    QCOMPARE(m_window->scene().cursor()[2], int64_t(10));
}

void TestMainWindow::crosshairClickMovesTheOtherViews()
{
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    SliceView* sagittal = m_window->views()->sliceView(ViewLayout::Sagittal);
    m_window->scene().setCursor({17, 25, 10});
    QApplication::processEvents();
    const QPointF target = axial->widgetPosition({9, 30, 10});
    QTest::mouseClick(axial, Qt::LeftButton, Qt::NoModifier, target.toPoint());
    QCOMPARE(m_window->scene().cursor()[0], int64_t(9));
    QCOMPARE(m_window->scene().cursor()[1], int64_t(30));
    // The sagittal view now shows the slice through x = 9: its voxels there have x = 9.
    QCOMPARE(sagittal->voxelAt(sagittal->widgetPosition({9, 30, 10})).value()[0], int64_t(9));
    QVERIFY(m_window->findChild<QLabel*>("cursorInfo")->text().contains("Voxel ("));
}

void TestMainWindow::switchingToGermanChangesTheFileMenu()
{
    QCOMPARE(m_window->fileMenu()->title(), QString("&File"));
    m_window->languages().setLanguage("de");
    QApplication::processEvents();
    QCOMPARE(m_window->fileMenu()->title(), QString("&Datei"));
    m_window->languages().setLanguage("en");
    QApplication::processEvents();
    QCOMPARE(m_window->fileMenu()->title(), QString("&File"));
}

void TestMainWindow::corruptFileGivesAnErrorDialog()
{
    const QString corrupt = m_dir.filePath("broken.nii.gz");
    QFile::copy(test::sampleCaseScan(), corrupt);
    QFile::resize(corrupt, 5000);
    test::DialogCatcher catcher(QMessageBox::Ok);
    m_window->openScan(corrupt);
    QTRY_VERIFY_WITH_TIMEOUT(!catcher.text.isEmpty(), 20000);
    QVERIFY2(catcher.text.contains("broken.nii.gz") && catcher.text.contains("truncated"), qPrintable(catcher.text));
    QCOMPARE(m_window->scene().image()->name, kCase);  // what was shown stays
}

void TestMainWindow::mismatchedLabelMapIsRefusedOrResampled()
{
    // A label map on a coarser grid than the scan.
    Volume label = io::readScan(test::sampleCaseLabels().toStdString());
    Geometry coarse = label.geometry;
    coarse.size = {label.geometry.size[0] / 2, label.geometry.size[1] / 2, label.geometry.size[2] / 2};
    coarse.spacing = {2, 2, 2};
    Volume half = Volume::allocate(coarse, ScalarType::UInt8);
    for (int64_t z = 0; z < coarse.size[2]; ++z)
        for (int64_t y = 0; y < coarse.size[1]; ++y)
            for (int64_t x = 0; x < coarse.size[0]; ++x)
                half.data<uint8_t>()[x + coarse.size[0] * (y + coarse.size[1] * z)] = static_cast<uint8_t>(
                    label.valueAsDouble(2 * x + label.geometry.size[0] * (2 * y + label.geometry.size[1] * 2 * z)));
    const QString path = m_dir.filePath("coarse_label.nii.gz");
    io::writeScan(path.toStdString(), half);
    {
        test::DialogCatcher refuse(QMessageBox::No);
        m_window->openLabelMap(path);
        QTRY_VERIFY_WITH_TIMEOUT(!refuse.text.isEmpty(), 20000);
        QVERIFY2(refuse.text.contains("Scan: 35x51x35 voxels") && refuse.text.contains("spacing 2x2x2"), qPrintable(refuse.text));
        QTRY_VERIFY(!m_window->isLoading());
        QCOMPARE(m_window->scene().labelLayers().size(), std::size_t(1));
    }
    {
        test::DialogCatcher accept(QMessageBox::Yes);
        m_window->openLabelMap(path);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->scene().labelLayers().size() == 2, 20000);
        const LabelLayer& resampled = m_window->scene().labelLayers().back();
        QVERIFY(resampled.data->volume.geometry.size == m_window->scene().image()->data->volume.geometry.size);
        QVERIFY2(m_window->lastWarning().contains("resampled by nearest neighbour") &&
                     m_window->lastWarning().contains("label 1:"),
                 qPrintable(m_window->lastWarning()));
        m_window->scene().removeLabelLayer(1);
    }
    // The same voxels with the rows flipped (LAS, as dcm2niix writes a
    // DICOM series' map): placed voxel for voxel, with no question (issue 73).
    Volume flipped = label;
    for (const int row : {0, 1, 2})  // the j axis (column 1 of the direction) reversed
        flipped.geometry.direction[static_cast<std::size_t>(row * 3 + 1)] = -label.geometry.direction[static_cast<std::size_t>(row * 3 + 1)];
    flipped.geometry.origin = label.geometry.indexToWorld({0, double(label.geometry.size[1] - 1), 0});
    const Size3 n = label.geometry.size;
    const std::size_t voxelBytes = label.bytes.size() / static_cast<std::size_t>(label.voxelCount());
    for (int64_t z = 0; z < n[2]; ++z)
        for (int64_t y = 0; y < n[1]; ++y)
            std::memcpy(flipped.bytes.data() + ((z * n[1] + (n[1] - 1 - y)) * n[0]) * voxelBytes,
                        label.bytes.data() + ((z * n[1] + y) * n[0]) * voxelBytes, static_cast<std::size_t>(n[0]) * voxelBytes);
    const QString flippedPath = m_dir.filePath("flipped_label.nii.gz");
    io::writeScan(flippedPath.toStdString(), flipped);
    m_window->openLabelMap(flippedPath);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 2, 20000);
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY2(m_window->lastWarning().contains("voxel for voxel"), qPrintable(m_window->lastWarning()));
    const Volume& original = m_window->scene().labelLayers()[0].data->volume;
    const Volume& placed = m_window->scene().labelLayers()[1].data->volume;
    QVERIFY(placed.geometry.size == original.geometry.size);
    for (int64_t i = 0; i < original.voxelCount(); ++i)
        if (placed.valueAsDouble(i) != original.valueAsDouble(i))
            QFAIL(qPrintable(QString("voxel %1 differs after placing the flipped map").arg(i)));
    m_window->scene().removeLabelLayer(1);
    // A map far from the scan is refused, saying so.
    Volume far = label;
    far.geometry.origin = {900, 900, 900};
    const QString farPath = m_dir.filePath("far_label.nii.gz");
    io::writeScan(farPath.toStdString(), far);
    m_window->openLabelMap(farPath);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->lastError().contains("does not overlap the scan"), 20000);
    QCOMPARE(m_window->scene().labelLayers().size(), std::size_t(1));
    if (QWidget* box = QApplication::activeModalWidget())
        box->close();
}

// A 2D PNG with its 0/255 mask from a microscopy dataset: one view fills the
// area (no empty sagittal, coronal or 3D views), called XY without patient
// letters, the overlay sits on the labelled pixels, and the label is named as
// dataset.json names it. A 3D scan afterwards brings the four views back,
// with their anatomical names and letters.
void TestMainWindow::twoDimensionalImageFillsTheViewArea()
{
    const QString root = m_dir.filePath("microscopy");
    io::PhantomDatasetOptions options;
    options.kind = io::PhantomKind::Microscopy2d;
    options.cases = 1;
    options.classes = 1;
    options.sizeXyz = Size3{96, 80, 1};
    io::writePhantomDataset(root.toStdString(), options);
    m_window->scene().clearLabelLayers();
    m_window->openScan(root + "/imagesTr/microscopy2d_000_0000.png");
    m_window->openLabelMap(root + "/labelsTr/microscopy2d_000.png");
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 1, 20000);
    QCOMPARE(m_window->views()->maximizedPane(), int(ViewLayout::Axial));
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QVERIFY(!m_window->views()->paneWidget(ViewLayout::Sagittal)->isVisible());
    QVERIFY(!m_window->views()->paneWidget(ViewLayout::ThreeD)->isVisible());
    QVERIFY2(axial->width() > 0.9 * m_window->views()->width() && axial->height() > 0.8 * m_window->views()->height(),
             qPrintable(QString("%1x%2 of %3x%4").arg(axial->width()).arg(axial->height())
                            .arg(m_window->views()->width()).arg(m_window->views()->height())));
    // A picture has no patient: its planes are named by axes, with no R/L/A/P letters.
    QCOMPARE(m_window->views()->paneTitle(ViewLayout::Axial), QString("XY"));
    QVERIFY2(axial->annotationText(2).startsWith("XY"), qPrintable(axial->annotationText(2)));
    const QString cursor = m_window->findChild<QLabel*>("cursorInfo")->text();  // a picture has no LPS
    QVERIFY2(cursor.startsWith("Pixel (") && !cursor.contains("LPS"), qPrintable(cursor));
    for (int edge = 4; edge <= 7; ++edge)
        QVERIFY2(axial->annotationText(edge).isEmpty(), qPrintable(axial->annotationText(edge)));
    const LabelLayer& layer = m_window->scene().labelLayers().front();
    QCOMPARE(layer.styles.size(), std::size_t(1));
    QCOMPARE(layer.styles.begin()->first, 255);
    QCOMPARE(layer.styles.begin()->second.name, QString("organ 1"));

    // Tinted where the mask is 255, grey elsewhere (sampled at pixel centres).
    QApplication::processEvents();
    const QImage image = axial->grabFramebuffer();
    const Volume& labels = layer.data->volume;
    int labelledTinted = 0, labelled = 0, unlabelledTinted = 0, unlabelled = 0;
    for (int64_t y = 2; y < labels.geometry.size[1] - 2; y += 3)
        for (int64_t x = 2; x < labels.geometry.size[0] - 2; x += 3) {
            const QColor c = pixelAt(image, axial->widgetPosition({x, y, 0}));
            const bool tinted = std::abs(c.red() - c.green()) > 40 || std::abs(c.red() - c.blue()) > 40;
            if (labels.valueAsDouble(y * labels.geometry.size[0] + x) != 0) {
                ++labelled;
                labelledTinted += tinted;
            } else {
                ++unlabelled;
                unlabelledTinted += tinted;
            }
        }
    QVERIFY2(labelled > 20 && labelledTinted > 0.9 * labelled && unlabelledTinted < 0.05 * unlabelled,
             qPrintable(QString("tinted: %1 of %2 labelled, %3 of %4 unlabelled")
                            .arg(labelledTinted).arg(labelled).arg(unlabelledTinted).arg(unlabelled)));
    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    QVERIFY(m_window->grab().toImage().save(folder + "/workbench-2d.png"));

    // Closed on a 2D image, the next start opens a 3D scan in the four views (no 3D pane chosen).
    QSettings().remove("view/paneFor3dScans");
    QSettings().setValue("view/maximizedPane", 0);  // what earlier versions saved after a 2D image: ignored
    {
        MainWindow closedOn2d;
        closedOn2d.setCloseConfirmation(false);
        closedOn2d.openScan(root + "/imagesTr/microscopy2d_000_0000.png");
        QTRY_VERIFY_WITH_TIMEOUT(!closedOn2d.isLoading() && closedOn2d.scene().hasImage(), 20000);
        QCOMPARE(closedOn2d.views()->maximizedPane(), int(ViewLayout::Axial));
        QVERIFY(closedOn2d.close());
    }
    {
        MainWindow nextStart;
        nextStart.setCloseConfirmation(false);
        nextStart.openScan(test::sampleCaseScan());
        QTRY_VERIFY_WITH_TIMEOUT(!nextStart.isLoading() && nextStart.scene().hasImage(), 20000);
        QCOMPARE(nextStart.views()->maximizedPane(), -1);
    }

    loadCase();
    QCOMPARE(m_window->views()->maximizedPane(), -1);
    QVERIFY(m_window->views()->paneWidget(ViewLayout::ThreeD)->isVisible());
    QCOMPARE(m_window->views()->paneTitle(ViewLayout::Axial), QString("Axial"));
    QVERIFY(!axial->annotationText(6).isEmpty());  // a NIfTI scan has a patient: R/L on the left edge
    QVERIFY(m_window->findChild<QLabel*>("cursorInfo")->text().contains("(LPS)"));
}

// A channel named "CT" in dataset.json opens with the CT soft-tissue window
// (400/40 HU); an MRI scan keeps the percentile window.
void TestMainWindow::ctChannelOpensWithTheSoftTissueWindow()
{
    const QString root = m_dir.filePath("ct");
    io::PhantomDatasetOptions options;
    options.kind = io::PhantomKind::Ct;
    options.cases = 1;
    options.sizeXyz = Size3{48, 48, 6};
    io::writePhantomDataset(root.toStdString(), options);
    m_window->scene().clearLabelLayers();
    m_window->openScan(root + "/imagesTr/ct_000_0000.nii.gz");
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image()->name == "ct_000_0000", 20000);
    QCOMPARE(m_window->scene().windowLevel().window, 400.0);
    QCOMPARE(m_window->scene().windowLevel().level, 40.0);
    loadCase();
    QVERIFY(m_window->scene().windowLevel().window != 400.0);
}

// File > Export View As writes the current view as shown (its size in the
// screen's pixels, the scale bar white at its lower right); Export All
// Views writes the layout as one figure; View > Scale Bar turns the bar off.
void TestMainWindow::exportedViewsAreTheViewsAsShown()
{
    loadCase();
    ViewLayout* views = m_window->views();
    views->maximize(-1);
    SliceView* coronal = views->sliceView(ViewLayout::Coronal);
    QTest::mouseClick(coronal, Qt::LeftButton, {}, coronal->rect().center());  // makes it the current view
    QCOMPARE(views->currentPane(), ViewLayout::Coronal);
    const auto bar = coronal->scaleBar();
    QVERIFY(bar.has_value() && bar->text.endsWith(" mm"));
    const QString view = m_dir.filePath("coronal.png"), all = m_dir.filePath("views.png");
    QVERIFY(m_window->figures()->exportView(view, false));
    QImage image(view);
    const double ratio = coronal->devicePixelRatioF();
    QCOMPARE(image.size(), (coronal->size() * ratio));
    auto barIsWhite = [&](const QImage& picture) {
        const QColor c = picture.pixelColor(int((coronal->width() - 14 - bar->pixels / 2) * ratio), int((coronal->height() - 16) * ratio));
        return c.red() > 230 && c.green() > 230 && c.blue() > 230;
    };
    QVERIFY(barIsWhite(image));
    QVERIFY(m_window->figures()->exportView(all, true));
    QCOMPARE(QImage(all).size(), (views->size() * ratio));
    // At double resolution: twice the pixels, the bar at the same place in the figure.
    QVERIFY(m_window->figures()->exportView(view, false, 2.0));
    const QImage twice(view);
    QCOMPARE(twice.size(), (coronal->size() * ratio * 2));
    const QColor barPixel = twice.pixelColor(int((coronal->width() - 14 - bar->pixels / 2) * ratio * 2), int((coronal->height() - 16) * ratio * 2));
    QVERIFY2(barPixel.red() > 230 && barPixel.green() > 230 && barPixel.blue() > 230, qPrintable(barPixel.name()));
    const QString figure = segstudio::test::binaryPath(QStringLiteral("/screenshots/views-2x.png"));  // kept to look at
    QVERIFY(m_window->figures()->exportView(figure, true, 2.0));
    QCOMPARE(QImage(figure).size(), (views->size() * ratio * 2));
    QCOMPARE(coronal->grab().size(), coronal->size());  // the view itself is back at its size
    m_window->figures()->scaleBarAction()->trigger();  // off
    QVERIFY(!coronal->scaleBar());
    QVERIFY(m_window->figures()->exportView(view, false));
    QVERIFY(!barIsWhite(QImage(view)));
    m_window->figures()->scaleBarAction()->trigger();  // on again
    QVERIFY(QSettings().value("view/scaleBar").toBool());
    QVERIFY(!m_window->figures()->exportView(m_dir.filePath("no-such-folder/view.png"), false));
    QVERIFY2(m_window->lastError().contains("no-such-folder"), qPrintable(m_window->lastError()));
}

// The Dataset dock at 1600x1000: no horizontal scroll bar (names elide in
// the middle, whole in their tooltips), the dock wide enough for the names,
// each case's size, spacing, channels and labels as its files say, and
// the filter box keeps the matching cases.
void TestMainWindow::datasetDockDescribesEveryCase()
{
    m_window->resize(1600, 1000);
    QVERIFY(m_window->openDataset(test::sampleDatasetRoot()));
    DatasetBrowser* browser = m_window->datasetBrowser();
    QTRY_COMPARE_WITH_TIMEOUT(browser->describedCount(), browser->caseCount(), 30000);
    QTreeView* view = browser->view();
    QCOMPARE(view->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
    QCOMPARE(view->textElideMode(), Qt::ElideMiddle);
    QAbstractItemModel* model = view->model();
    int longest = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        longest = std::max(longest, view->fontMetrics().horizontalAdvance(model->index(row, 0).data().toString()));
    QVERIFY2(view->header()->sectionSize(DatasetBrowser::CaseColumn) >= longest,
             qPrintable(QString("%1 < %2").arg(view->header()->sectionSize(DatasetBrowser::CaseColumn)).arg(longest)));
    const io::DatasetDescription& dataset = *browser->dataset();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString id = model->index(row, DatasetBrowser::CaseColumn).data().toString();
        QVERIFY(model->index(row, DatasetBrowser::CaseColumn).data(Qt::ToolTipRole).toString().startsWith(id));
        const auto c = std::find_if(dataset.training.begin(), dataset.training.end(), [&](const auto& x) { return x.id == id.toStdString(); });
        QVERIFY(c != dataset.training.end());
        const Volume image = io::readScan(c->imageFiles.front());
        QCOMPARE(model->index(row, DatasetBrowser::SizeColumn).data().toString(), QString::fromStdString(formatSize(image.geometry.size)));
        QCOMPARE(model->index(row, DatasetBrowser::ChannelsColumn).data().toInt(), int(c->imageFiles.size()));
        QStringList present;
        for (int64_t value : distinctLabelValues(io::readScan(c->labelFile), c->labelFile))
            if (value != 0)
                present << QString::number(value);
        QCOMPARE(model->index(row, DatasetBrowser::LabelsColumn).data().toString(), present.join(' '));
    }
    const QString first = model->index(0, DatasetBrowser::CaseColumn).data().toString();
    browser->filter()->setText(first);
    QCOMPARE(model->rowCount(), 1);
    browser->filter()->clear();
    QCOMPARE(model->rowCount(), browser->caseCount());
    QVERIFY(m_window->grab().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/dataset-dock.png"))));
    m_window->resize(1400, 900);
}

void TestMainWindow::screenshotOfTheWorkbench()
{
    loadCase();
    m_window->openDataset(test::sampleDatasetRoot());
    m_window->scene().setCursor({17, 25, 18});
    QTRY_VERIFY_WITH_TIMEOUT(m_window->views()->volumeView()->surfacesReady(), 20000);
    QTest::qWait(300);
    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    const QImage shot = m_window->grab().toImage();
    QVERIFY(shot.save(folder + "/workbench.png"));
    // The 3D view shows the label surfaces: label colours appear in it.
    const QImage threeD = m_window->views()->volumeView()->grabFramebuffer();
    int coloured = 0;
    for (int y = 0; y < threeD.height(); y += 3)
        for (int x = 0; x < threeD.width(); x += 3) {
            const QColor c = threeD.pixelColor(x, y);
            coloured += (c.red() - c.green() > 60) || (c.green() - c.red() > 60);
        }
    QVERIFY2(coloured > 50, qPrintable(QString("%1 coloured pixels in the 3D view").arg(coloured)));
}

int main(int argc, char** argv)
{
    VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestMainWindow test;
    return QTest::qExec(&test, argc, argv);
}

// SIGTERM (a logout, kill): the window quits without a question and keeps
// the unsaved edits in a recovery copy holding exactly the edited voxel.
// Here as a closing terminal sends it: SIGHUP and SIGTERM within
// microseconds; the second must not end the process before the copy is
// written (issue 29: it _Exit'ed at once).
void TestMainWindow::terminationSignalKeepsUnsavedEdits()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString recovered = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + "/recovered";
    QDir(recovered).removeRecursively();
    SceneModel& scene = m_window->scene();
    const int layer = scene.addEmptyLabelLayer("Draft tumour");
    QVERIFY(layer >= 0);
    const std::shared_ptr<DisplayVolume> data = scene.editableLabelData(layer);
    const Size3 size = data->volume.geometry.size;
    const edit::Index3 voxel{size[0] / 2, size[1] / 3, size[2] / 2};
    data->volume.data<uint8_t>()[voxel[0] + size[0] * (voxel[1] + size[1] * voxel[2])] = 1;
    edit::VoxelBox box;
    box.include(voxel);
    scene.notifyLabelVoxelsEdited(layer, box, 1);
    QVERIFY(scene.labelLayers()[static_cast<std::size_t>(layer)].modified);

    segstudio::app::QuitSignals quitSignals;
    connect(&quitSignals, &segstudio::app::QuitSignals::requested, m_window.get(), &MainWindow::quitForSignal);
    ::raise(SIGHUP);
    ::raise(SIGTERM);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isVisible(), 20000);
    const QStringList files = QDir(recovered).entryList({"*.nii.gz"}, QDir::Files);
    QCOMPARE(files.size(), qsizetype(1));
    QVERIFY2(files.front().startsWith("Draft_tumour-"), qPrintable(files.front()));
    const Volume kept = io::readScan((recovered + "/" + files.front()).toStdString());
    QCOMPARE(kept.geometry.size, data->source.size);
    int64_t labelled = 0;
    for (int64_t i = 0; i < kept.voxelCount(); ++i)
        labelled += kept.valueAsDouble(i) == 1;
    QCOMPARE(labelled, int64_t(1));
}

#include "tst_mainwindow.moc"
