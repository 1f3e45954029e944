// DICOM label objects in the workbench, driven as a user would under Xvfb:
// File > Export Label Map as DICOM SEG / RT Structure Set and File > Import
// on a scan opened from its DICOM folder; several raters' SEGs of one
// series imported at once as rater layers (issue 72), compared in the
// Raters dock.
#include <QtTest>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>

#include "DialogCatcher.h"
#include "MainWindow.h"
#include "TestData.h"
#include "Workbench.h"
#include "dicom/DicomWorkspace.h"
#include "io/ScanIO.h"
#include "io/dicom/DicomSegmentation.h"
#include "raters/AdjudicationWorkspace.h"
#include "widgets/views/DisplayGeometry.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::MainWindow;

namespace {

// `labels` with every voxel of `label` moved `shift` voxels along x (what
// another rater might draw); other labels stay.
Volume shiftedLabel(const Volume& labels, int label, int shift)
{
    Volume out = labels.convertedTo(ScalarType::UInt8);
    const Size3& n = labels.geometry.size;
    for (int64_t z = 0; z < n[2]; ++z)
        for (int64_t y = 0; y < n[1]; ++y)
            for (int64_t x = 0; x < n[0]; ++x) {
                const int64_t i = x + n[0] * (y + n[1] * z);
                const int64_t from = x - shift;
                const bool inside = from >= 0 && from < n[0] &&
                                    labels.valueAsDouble(from + n[0] * (y + n[1] * z)) == label;
                if (labels.valueAsDouble(i) == label)
                    out.data<uint8_t>()[i] = 0;
                if (inside)
                    out.data<uint8_t>()[i] = static_cast<uint8_t>(label);
            }
    return out;
}

double dice(const Volume& a, const Volume& b, int label)
{
    int64_t both = 0, inA = 0, inB = 0;
    for (int64_t i = 0; i < a.voxelCount(); ++i) {
        const bool x = a.valueAsDouble(i) == label, y = b.valueAsDouble(i) == label;
        both += x && y;
        inA += x;
        inB += y;
    }
    return 2.0 * static_cast<double>(both) / static_cast<double>(inA + inB);
}

}  // namespace

class TestDicomLayers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void dicomSegExportsAndImportsOnTheOpenSeries();
    void severalRatersSegsOpenAsRaterLayers();

private:
    void loadCase();
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestDicomLayers::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_dicomlayers");
    m_window = test::openWorkbench({{1400, 900}});
    QVERIFY(m_window);
}

void TestDicomLayers::loadCase()
{
    m_window->scene().clearLabelLayers();
    m_window->openScan(test::sampleCaseScan());
    m_window->openLabelMap(test::sampleCaseLabels());
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 1, 20000);
}

// File > Export Label Map as DICOM SEG and as RT Structure Set on a scan
// opened from its DICOM folder, then File > Import: each imported layer
// equals the exported one voxel for voxel (the SEG's with its colours); a
// scan that is no DICOM series gets an error naming it.
void TestDicomLayers::dicomSegExportsAndImportsOnTheOpenSeries()
{
    const QString series = m_dir.filePath("dicom-series");
    QDir().mkpath(series);
    io::writeDicomSeries(series.toStdString(), io::readScan(test::sampleCaseScan().toStdString()).convertedTo(ScalarType::Int16),
                         "sample as DICOM", io::DicomModality::MR);
    m_window->scene().clearLabelLayers();
    m_window->openScan(series);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image()->path == series, 20000);
    m_window->openLabelMap(test::sampleCaseLabels());
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 1, 20000);
    const QString seg = m_dir.filePath("sample_seg.dcm");
    QVERIFY2(m_window->dicom()->exportLayer(0, seg, io::SegmentationMethod::Manual), qPrintable(m_window->lastError()));
    QVERIFY(m_window->dicom()->importFile(seg));
    const auto& layers = m_window->scene().labelLayers();
    QCOMPARE(layers.size(), std::size_t(2));
    const Volume exported = toStoredOrder(*layers[0].data);
    const Volume imported = toStoredOrder(*layers[1].data);
    QCOMPARE(imported.voxelCount(), exported.voxelCount());
    for (int64_t i = 0; i < exported.voxelCount(); ++i)
        QCOMPARE(imported.valueAsDouble(i), exported.valueAsDouble(i));
    for (const auto& [value, style] : layers[0].styles) {  // CIELab in 16-bit steps: sRGB within one level
        const QColor back = layers[1].styles.at(value).color;
        QVERIFY(std::abs(back.red() - style.color.red()) <= 1 && std::abs(back.green() - style.color.green()) <= 1 &&
                std::abs(back.blue() - style.color.blue()) <= 1);
    }

    // The same map as an RT Structure Set: contours read back give it exactly.
    const QString rt = m_dir.filePath("sample_rtstruct.dcm");
    QVERIFY2(m_window->dicom()->exportLayer(0, rt, io::SegmentationMethod::Manual, app::DicomWorkspace::Object::RtStruct),
             qPrintable(m_window->lastError()));
    QVERIFY(m_window->dicom()->importFile(rt));
    QCOMPARE(m_window->scene().labelLayers().size(), std::size_t(3));
    const Volume fromContours = toStoredOrder(*m_window->scene().labelLayers()[2].data);
    for (int64_t i = 0; i < exported.voxelCount(); ++i)
        QCOMPARE(fromContours.valueAsDouble(i), exported.valueAsDouble(i));

    loadCase();
    test::DialogCatcher catcher(QMessageBox::Ok);
    QVERIFY(!m_window->dicom()->exportLayer(0, m_dir.filePath("not.dcm"), io::SegmentationMethod::Manual));
    QVERIFY2(m_window->lastError().contains("is not a DICOM series"), qPrintable(m_window->lastError()));
    QTRY_VERIFY(!catcher.text.isEmpty());
}

// Three raters' SEGs of one series, chosen together in File > Import: each
// a layer named by its Content Creator's Name (the third has none: its file
// name), outlined, with the voxels written; the Raters dock compares them
// (Dice as counted here); the adjudicated layer cannot be saved into a
// dataset there is none of, and a file that is no SEG refuses the lot.
void TestDicomLayers::severalRatersSegsOpenAsRaterLayers()
{
    const QString series = m_dir.filePath("rater-series");
    QDir().mkpath(series);
    io::writeDicomSeries(series.toStdString(), io::readScan(test::sampleCaseScan().toStdString()).convertedTo(ScalarType::Int16),
                         "raters' series", io::DicomModality::MR);
    m_window->scene().clearLabelLayers();
    m_window->openScan(series);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image()->path == series, 20000);
    const Volume reference = io::readScan(test::sampleCaseLabels().toStdString());
    const std::vector<Volume> maps = {reference.convertedTo(ScalarType::UInt8), shiftedLabel(reference, 1, 1),
                                      shiftedLabel(reference, 2, -2)};
    const char* creators[] = {"Doe^Jane", "Roe^Richard", ""};
    QStringList files;
    for (int r = 0; r < 3; ++r) {
        files << m_dir.filePath(QString("rater_%1_seg.dcm").arg(r));
        io::SegWriteOptions options;
        options.method = io::SegmentationMethod::Manual;
        options.contentCreatorName = creators[r];
        io::writeDicomSeg({maps[static_cast<std::size_t>(r)]}, "rater", series.toStdString(), files.back().toStdString(),
                          options);
    }

    {  // A file that is no SEG among them: refused, nothing added.
        test::DialogCatcher catcher(QMessageBox::Ok);
        QVERIFY(!m_window->dicom()->importRaterSegs({files[0], test::sampleCaseLabels()}));
        QVERIFY2(m_window->lastError().contains(test::sampleCaseLabels()) && m_window->lastError().contains("no DICOM SEG"),
                 qPrintable(m_window->lastError()));
        QCOMPARE(m_window->scene().labelLayers().size(), std::size_t(0));
    }

    QVERIFY2(m_window->dicom()->importRaterSegs(files), qPrintable(m_window->lastError()));
    const auto& layers = m_window->scene().labelLayers();
    QCOMPARE(layers.size(), std::size_t(3));
    const QString names[] = {"Jane Doe", "Richard Roe", "rater_2_seg"};
    for (int r = 0; r < 3; ++r) {
        const LabelLayer& layer = layers[static_cast<std::size_t>(r)];
        QCOMPARE(layer.name, names[r]);
        QVERIFY(layer.outline);
        const Volume back = toStoredOrder(*layer.data);
        for (int64_t i = 0; i < back.voxelCount(); ++i)
            QCOMPARE(back.valueAsDouble(i), maps[static_cast<std::size_t>(r)].valueAsDouble(i));
    }
    QVERIFY(layers[0].styles.at(1).color != layers[1].styles.at(1).color);

    app::AdjudicationWorkspace* raters = m_window->adjudication();
    raters->dock()->show();
    raters->dock()->raise();
    QTest::mouseClick(raters->dock()->findChild<QPushButton*>("ratersCompare"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!raters->comparing() && raters->dock()->findChild<QTableWidget*>("ratersTable")->rowCount() > 0,
                             60000);
    QTableWidget* table = raters->dock()->findChild<QTableWidget*>("ratersTable");
    bool found = false;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == "1" && table->item(row, 1)->text() == names[0] && table->item(row, 2)->text() == names[1]) {
            QCOMPARE(table->item(row, 3)->text(), QString::number(dice(maps[0], maps[1], 1), 'f', 4));
            found = true;
        }
    QVERIFY2(found, "no row for label 1, Jane Doe against Richard Roe");
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/raters-dicom-segs.png"))));

    QTest::mouseClick(raters->dock()->findChild<QPushButton*>("ratersTake"), Qt::LeftButton);
    QVERIFY(!raters->saveReference());
    QVERIFY2(raters->status().contains("Export the adjudicated layer"), qPrintable(raters->status()));
}

int main(int argc, char** argv)
{
    VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestDicomLayers test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_dicomlayers.moc"
