// The label editor in the real workbench, driven with mouse and key events
// under Xvfb: a brush stroke changes exactly the voxels under the brush (an
// independent computation here), Ctrl+Z restores the label map bit for bit
// and Ctrl+Shift+Z re-applies it, fill between slices fills the slices
// between two edited ones, and a saved label map reloads with every voxel
// and the scan's geometry (a scan stored right-to-left, so display and file
// orders differ). Grow from seeds: strokes inside a structure and around it
// preview the structure on every slice; Enter accepts it as one undo step.
// Split: two clicks in an object cut it in two, the second part a new label.
// Segment operations: the panel's Grow by 2 mm equals edit/SegmentOperations
// on the same map (itself checked against scipy by segment_operations_scipy),
// and Ctrl+Z restores the map bit for bit.
#include <QtTest>

#include <QApplication>
#include <QDockWidget>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolButton>

#include <cmath>
#include <set>

#include "TestData.h"
#include "MainWindow.h"
#include "labeledit/LabelEditWorkspace.h"
#include "Workbench.h"
#include "common/formats/KFoldSplit.h"
#include "edit/SegmentOperations.h"
#include "io/Dataset.h"
#include "io/PhantomDataset.h"
#include "io/Preprocessing.h"
#include "io/ScanIO.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::MainWindow;

namespace {

constexpr double kSpacing[3] = {0.9, 0.9, 2.5};

Volume phantomScan()
{
    Geometry g;
    g.size = {48, 40, 14};
    g.spacing = {kSpacing[0], kSpacing[1], kSpacing[2]};
    g.origin = {30.0, 20.0, -12.5};
    g.direction = {-1, 0, 0, 0, -1, 0, 0, 0, 1};  // stored right-to-left, anterior-to-posterior
    Volume scan = Volume::allocate(g, ScalarType::Int16);
    int16_t* v = scan.data<int16_t>();
    for (int64_t z = 0; z < 14; ++z)
        for (int64_t y = 0; y < 40; ++y)
            for (int64_t x = 0; x < 48; ++x)
                v[x + 48 * (y + 40 * z)] = static_cast<int16_t>(100 + 5 * x + 3 * y + (std::hypot(x - 24.0, y - 20.0) < 9 ? 600 : 0));
    return scan;
}

// Display voxels within radiusMm of any of the centres, on slice z (mm distances on the scan's spacing).
std::set<int64_t> voxelsUnderDisks(const std::vector<VoxelIndex>& centres, double radiusMm, const Size3& size)
{
    std::set<int64_t> under;
    for (const VoxelIndex& c : centres)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x) {
                const double dx = (x - c[0]) * kSpacing[0], dy = (y - c[1]) * kSpacing[1];
                if (dx * dx + dy * dy <= radiusMm * radiusMm + 1e-9)
                    under.insert(x + size[0] * (y + size[1] * c[2]));
            }
    return under;
}

}  // namespace

class TestLabelEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void brushStrokeChangesExactlyTheVoxelsUnderTheBrush();
    void undoRestoresBitForBitAndRedoReapplies();
    void fillBetweenSlicesFillsTheSlicesBetween();
    void segmentOperationChangesTheActiveLabelAndUndoes();
    void growFromSeedsPreviewsAcceptsAndUndoes();
    void splitCutsAnObjectWithTwoClicks();
    void savedLabelMapReloadsWithEveryVoxelAndTheScansGeometry();
    void correctedCaseJoinsTheDatasetAndTheNextSplits();

private:
    const Volume& editedLabels() const;
    void stroke(const std::vector<VoxelIndex>& path);
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::vector<std::byte> m_afterStroke;
};

void TestLabelEditor::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_labeleditor");
    m_window = test::openWorkbench({{1400, 900}, true});
    QVERIFY(m_window);
    const QString scan = m_dir.filePath("scan.nii.gz");
    io::writeScan(scan.toStdString(), phantomScan());
    m_window->openScan(scan);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().hasImage(), 20000);
}

const Volume& TestLabelEditor::editedLabels() const
{
    const int layer = m_window->labelEditing()->controller()->targetLayer();
    return m_window->scene().labelLayers().at(static_cast<std::size_t>(layer)).data->volume;
}

void TestLabelEditor::stroke(const std::vector<VoxelIndex>& path)
{
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QTest::mousePress(axial, Qt::LeftButton, {}, axial->widgetPosition(path.front()).toPoint());
    for (std::size_t k = 1; k < path.size(); ++k)
        QTest::mouseMove(axial, axial->widgetPosition(path[k]).toPoint());
    QTest::mouseRelease(axial, Qt::LeftButton, {}, axial->widgetPosition(path.back()).toPoint());
    QApplication::processEvents();
}

void TestLabelEditor::brushStrokeChangesExactlyTheVoxelsUnderTheBrush()
{
    m_window->findChild<QAction*>("newLabelMapAction")->trigger();
    QCOMPARE(m_window->scene().labelLayers().size(), std::size_t(1));
    QCOMPARE(m_window->labelEditing()->controller()->targetLayer(), 0);
    QVERIFY(m_window->labelEditing()->dock()->isVisible());
    QTest::mouseClick(m_window->findChild<QToolButton*>("editTool1"), Qt::LeftButton);  // Brush
    QCOMPARE(m_window->labelEditing()->controller()->tool(), EditTool::Brush);
    m_window->findChild<QDoubleSpinBox*>("brushSize")->setValue(4.0);  // 2 mm radius
    m_window->labelEditing()->controller()->setPaintOver(edit::PaintOver::All);  // a rule chosen before the first edit
    m_window->scene().setCursor({24, 20, 6});
    std::vector<VoxelIndex> path;
    for (int64_t x = 12; x <= 22; ++x)
        path.push_back({x, 14 + (x - 12) / 3, 6});
    stroke(path);

    const Volume& labels = editedLabels();
    const std::set<int64_t> expected = voxelsUnderDisks(path, 2.0, labels.geometry.size);
    int64_t painted = 0;
    for (int64_t i = 0; i < labels.voxelCount(); ++i) {
        const bool isPainted = labels.valueAsDouble(i) == 1;
        QVERIFY2(isPainted == (expected.count(i) == 1), qPrintable(QString("voxel %1: painted %2").arg(i).arg(isPainted)));
        painted += isPainted;
    }
    QVERIFY(painted > 50);
    // The view shows it: the label's colour (red for label 1) under the stroke.
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QTRY_VERIFY(axial->grabFramebuffer().pixelColor(axial->widgetPosition(path[5]).toPoint()).red() > 150);
    // The status bar gives the label's volume in mL.
    const QString volume = QString::number(painted * kSpacing[0] * kSpacing[1] * kSpacing[2] / 1000.0, 'f', 3);
    auto* status = m_window->findChild<QLabel*>("editedLabelVolume");
    QVERIFY2(status->text().contains(volume + " mL"), qPrintable(status->text() + " vs " + volume));
    m_afterStroke = labels.bytes;

    m_window->findChild<QDockWidget*>("labelEditorDock")->raise();
    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    QTest::mouseMove(axial, axial->widgetPosition({30, 26, 6}).toPoint());  // the brush outline beside the stroke
    QApplication::processEvents();
    QVERIFY(m_window->grab().toImage().save(folder + "/label-editor.png"));
}

void TestLabelEditor::undoRestoresBitForBitAndRedoReapplies()
{
    const std::vector<std::byte> empty(m_afterStroke.size(), std::byte{0});
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(editedLabels().bytes == empty);
    QVERIFY(!m_window->labelEditing()->controller()->canUndo());
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(editedLabels().bytes == m_afterStroke);
    // The panel's buttons do the same.
    QTest::mouseClick(m_window->findChild<QPushButton*>("undoEdit"), Qt::LeftButton);
    QVERIFY(editedLabels().bytes == empty);
    QTest::mouseClick(m_window->findChild<QPushButton*>("redoEdit"), Qt::LeftButton);
    QVERIFY(editedLabels().bytes == m_afterStroke);
}

void TestLabelEditor::fillBetweenSlicesFillsTheSlicesBetween()
{
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);  // back to an empty map
    for (int64_t z : {2, 10}) {
        m_window->scene().setCursor({24, 20, z});
        QApplication::processEvents();
        std::vector<VoxelIndex> path;
        for (int64_t x = 18; x <= 28; ++x)
            path.push_back({x, 16 + (x - 18) / 2, z});
        stroke(path);
    }
    const Volume& labels = editedLabels();
    const Size3 size = labels.geometry.size;
    const int64_t sliceVoxels = size[0] * size[1];
    auto sliceCount = [&](int64_t z) {
        int64_t n = 0;
        for (int64_t i = 0; i < sliceVoxels; ++i)
            n += labels.valueAsDouble(i + sliceVoxels * z) == 1;
        return n;
    };
    QVERIFY(sliceCount(2) > 40);
    QCOMPARE(sliceCount(6), int64_t(0));
    QTest::mouseClick(m_window->findChild<QPushButton*>("fillBetweenSlices"), Qt::LeftButton);  // along the axial view's axis
    // The same shape on both ends: every slice between is that shape, and nothing outside.
    for (int64_t z = 3; z <= 9; ++z)
        for (int64_t i = 0; i < sliceVoxels; ++i)
            QCOMPARE(labels.valueAsDouble(i + sliceVoxels * z), labels.valueAsDouble(i + sliceVoxels * 2));
    for (int64_t z : {0, 1, 11, 12, 13})
        QCOMPARE(sliceCount(z), int64_t(0));
    // One undo step takes the whole fill back.
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(sliceCount(6), int64_t(0));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(sliceCount(6), sliceCount(2));
}

void TestLabelEditor::segmentOperationChangesTheActiveLabelAndUndoes()
{
    const Volume before = editedLabels();  // label 1 on slices 2..10 (the previous function)
    LabelEditController* editor = m_window->labelEditing()->controller();
    editor->setActiveLabel(1);
    auto* operation = m_window->findChild<QComboBox*>("segmentOperation");
    auto* mm = m_window->findChild<QDoubleSpinBox*>("segmentOperationMm");
    QVERIFY(operation && mm);
    operation->setCurrentIndex(operation->findData(static_cast<int>(edit::SegmentOperationKind::Grow)));
    QVERIFY(mm->isEnabled());
    QVERIFY(!m_window->findChild<QComboBox*>("segmentOperationOperand")->isEnabled());
    mm->setValue(2.0);
    QTest::mouseClick(m_window->findChild<QPushButton*>("applySegmentOperation"), Qt::LeftButton);

    edit::SegmentOperation grow;
    grow.kind = edit::SegmentOperationKind::Grow;
    grow.label = 1;
    grow.mm = 2.0;
    const edit::SegmentOperationResult expected = edit::applySegmentOperation(before, grow, {});
    QVERIFY(expected.addedVoxels > 0);
    QVERIFY(editedLabels().bytes == expected.labels.bytes);
    const QString said = m_window->findChild<QLabel*>("editMessage")->text();
    QVERIFY2(said.contains(QString::number(expected.addedVoxels)), qPrintable(said));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(editedLabels().bytes == before.bytes);
}

void TestLabelEditor::growFromSeedsPreviewsAcceptsAndUndoes()
{
    LabelEditController* editor = m_window->labelEditing()->controller();
    SeedGrowthController* growth = editor->seedGrowth();
    const std::vector<std::byte> before = editedLabels().bytes;
    const std::size_t layersBefore = m_window->scene().labelLayers().size();
    QTest::mouseClick(m_window->findChild<QToolButton*>("editTool6"), Qt::LeftButton);  // Grow
    QCOMPARE(editor->tool(), EditTool::GrowSeeds);
    QVERIFY(m_window->findChild<QGroupBox*>("growFromSeeds")->isVisible());
    editor->setActiveLabel(1);
    m_window->findChild<QDoubleSpinBox*>("brushSize")->setValue(3.0);
    m_window->scene().setCursor({23, 19, 6});
    QApplication::processEvents();
    // The bright disk (display centre 23, 19; radius 9 voxels on every slice): a stroke inside it...
    std::vector<VoxelIndex> inside;
    for (int64_t x = 19; x <= 27; ++x)
        inside.push_back({x, 19, 6});
    stroke(inside);
    QVERIFY(growth->hasSeeds());
    QVERIFY(!growth->result());  // one kind of seed: nothing grown yet, the panel says what to do
    // ...and background strokes around it.
    m_window->findChild<QCheckBox*>("backgroundSeeds")->setChecked(true);
    for (const int64_t y : {5, 33}) {
        std::vector<VoxelIndex> around;
        for (int64_t x = 6; x <= 40; x += 2)
            around.push_back({x, y, 6});
        stroke(around);
    }
    QTRY_VERIFY_WITH_TIMEOUT(growth->result() && !growth->running(), 20000);
    const Volume preview = *growth->result();
    const Size3& size = preview.geometry.size;
    int64_t both = 0, grown = 0, disk = 0;
    for (int64_t z = 0; z < size[2]; ++z)
        for (int64_t y = 0; y < size[1]; ++y)
            for (int64_t x = 0; x < size[0]; ++x) {
                const bool inDisk = std::hypot(23.0 - x, 19.0 - y) < 9, isGrown = preview.valueAsDouble(x + size[0] * (y + size[1] * z)) == 1;
                both += inDisk && isGrown;
                grown += isGrown;
                disk += inDisk;
            }
    const double dice = 2.0 * double(both) / double(grown + disk);
    QVERIFY2(dice > 0.9, qPrintable(QString("Dice of the grown disk over all slices: %1").arg(dice)));
    QCOMPARE(m_window->scene().labelLayers().size(), layersBefore + 2);  // preview and seeds, drafts
    QVERIFY(!m_window->scene().labelLayers().back().segmentation());
    QVERIFY(editedLabels().bytes == before);  // nothing written before Accept
    // The preview shows in the label's colour (red) at the disk's centre on another slice.
    m_window->scene().setCursor({23, 19, 10});
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QTRY_VERIFY(axial->grabFramebuffer().pixelColor(axial->widgetPosition({23, 17, 10}).toPoint()).red() >
                axial->grabFramebuffer().pixelColor(axial->widgetPosition({23, 17, 10}).toPoint()).green() + 40);
    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    QVERIFY(m_window->grab().toImage().save(folder + "/grow-from-seeds.png"));

    // Enter in the view accepts: one undo step; Ctrl+Z restores the map bit for bit.
    m_window->scene().setCursor({23, 19, 6});
    axial->setFocus();
    QTest::keyClick(axial, Qt::Key_Return);
    QCOMPARE(m_window->scene().labelLayers().size(), layersBefore);
    QVERIFY(!growth->hasSeeds());
    const Volume& accepted = editedLabels();
    for (int64_t i = 0; i < accepted.voxelCount(); ++i)
        if (preview.valueAsDouble(i) == 1 && accepted.valueAsDouble(i) != 1)
            QFAIL(qPrintable(QString("voxel %1 grown but not accepted").arg(i)));
    QVERIFY(accepted.bytes != before);
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(editedLabels().bytes == before);
    m_window->findChild<QCheckBox*>("backgroundSeeds")->setChecked(false);
    editor->setTool(EditTool::Navigate);
}

// A brush stroke (label 1, slice 6, x 12..22) clicked near each end with
// the Split tool: the far end becomes label 2, shown in
// its own colour; every voxel of the stroke is 1 or 2; Ctrl+Z restores it.
void TestLabelEditor::splitCutsAnObjectWithTwoClicks()
{
    LabelEditController* editor = m_window->labelEditing()->controller();
    const std::vector<std::byte> original = editedLabels().bytes;
    editor->setTool(EditTool::Brush);
    editor->setActiveLabel(1);
    m_window->findChild<QDoubleSpinBox*>("brushSize")->setValue(4.0);
    m_window->scene().setCursor({24, 20, 6});
    QApplication::processEvents();
    std::vector<VoxelIndex> path;
    for (int64_t x = 12; x <= 22; ++x)
        path.push_back({x, 14 + (x - 12) / 3, 6});
    stroke(path);
    const std::vector<std::byte> before = editedLabels().bytes;
    QTest::mouseClick(m_window->findChild<QToolButton*>("editTool8"), Qt::LeftButton);  // Split
    QCOMPARE(editor->tool(), EditTool::Split);
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QTest::mouseClick(axial, Qt::LeftButton, {}, axial->widgetPosition({13, 14, 6}).toPoint());
    QVERIFY(editor->splitSeed().has_value());
    QVERIFY(editedLabels().bytes == before);  // one click changes nothing
    QTest::mouseClick(axial, Qt::LeftButton, {}, axial->widgetPosition({21, 17, 6}).toPoint());
    QVERIFY(!editor->splitSeed().has_value());
    const Volume& labels = editedLabels();
    const Size3& size = labels.geometry.size;
    const auto at = [&](int64_t x, int64_t y, int64_t z) { return labels.valueAsDouble(x + size[0] * (y + size[1] * z)); };
    QCOMPARE(at(13, 14, 6), 1.0);
    QCOMPARE(at(21, 17, 6), 2.0);
    int64_t ones = 0, twos = 0;
    for (int64_t i = 0; i < labels.voxelCount(); ++i) {
        const auto was = static_cast<double>(static_cast<uint8_t>(before[static_cast<std::size_t>(i)]));
        const double now = labels.valueAsDouble(i);
        QVERIFY2(was == 1 ? (now == 1 || now == 2) : now == was, qPrintable(QString("voxel %1").arg(i)));
        ones += now == 1;
        twos += now == 2;
    }
    QVERIFY2(ones > 20 && twos > 20, qPrintable(QString("%1 voxels kept, %2 split off").arg(ones).arg(twos)));
    const int layer = editor->targetLayer();
    QVERIFY(m_window->scene().labelLayers().at(static_cast<std::size_t>(layer)).styles.count(2) == 1);
    QTRY_VERIFY(axial->grabFramebuffer().pixelColor(axial->widgetPosition({21, 17, 6}).toPoint()) !=
                axial->grabFramebuffer().pixelColor(axial->widgetPosition({13, 14, 6}).toPoint()));
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/split-object.png"))));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(editedLabels().bytes == before);
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);  // the stroke
    QVERIFY(editedLabels().bytes == original);
    editor->setTool(EditTool::Navigate);
}

void TestLabelEditor::savedLabelMapReloadsWithEveryVoxelAndTheScansGeometry()
{
    const int layer = m_window->labelEditing()->controller()->targetLayer();
    QVERIFY(m_window->scene().labelLayers()[layer].modified);
    const QString file = m_dir.filePath("edited.nii.gz");
    QVERIFY(m_window->saveLabelLayer(layer, file));
    QVERIFY(!m_window->scene().labelLayers()[layer].modified);

    const Volume saved = io::readScan(file.toStdString());
    const Volume scan = io::readScan(m_dir.filePath("scan.nii.gz").toStdString());
    QVERIFY2(geometryDifferences(saved.geometry, scan.geometry).empty(), saved.geometry.describe().c_str());
    const Volume stored = toStoredOrder(*m_window->scene().labelLayers()[layer].data);
    QVERIFY(saved.bytes == stored.bytes);
    // Stored order is the file's: the voxel at display (22, 14) is file voxel (48-1-22, 40-1-14).
    QCOMPARE(saved.valueAsDouble((47 - 22) + 48 * ((39 - 14) + 40 * 6)), editedLabels().valueAsDouble(22 + 48 * (14 + 40 * 6)));

    const std::vector<std::byte> edited = editedLabels().bytes;
    m_window->openLabelMap(file);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 2, 20000);
    QVERIFY(m_window->scene().labelLayers()[1].data->volume.bytes == edited);
}

void TestLabelEditor::correctedCaseJoinsTheDatasetAndTheNextSplits()
{
    // A two-channel nnU-Net v2 dataset, preprocessed once, and a scan in imagesTs with no label.
    const std::string root = m_dir.filePath("dataset").toStdString();
    io::PhantomDatasetOptions options;
    options.kind = io::PhantomKind::MultiChannel;
    options.cases = 4;
    options.sizeXyz = Size3{32, 28, 10};
    io::writePhantomDataset(root, options);
    QDir().mkpath(QString::fromStdString(root + "/imagesTs"));
    for (const char* channel : {"_0000", "_0001"})
        QVERIFY(QFile::copy(QString::fromStdString(root + "/imagesTr/multichannel_001" + channel + ".nii.gz"),
                            QString::fromStdString(root + "/imagesTs/fresh" + channel + ".nii.gz")));
    const std::string cache = m_dir.filePath("cache").toStdString();
    io::PreprocessOptions preprocess;
    preprocess.folds = 2;
    preprocess.workers = 1;
    io::preprocessDataset(io::openDataset(root), cache, preprocess);
    const std::vector<Fold> before = loadSplits(cache + "/splits.json");

    QVERIFY(m_window->openDataset(QString::fromStdString(root)));
    m_window->openScan(QString::fromStdString(root + "/imagesTs/fresh_0000.nii.gz"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().image() && m_window->scene().image()->name == "fresh_0000", 20000);
    QCOMPARE(m_window->scene().image()->channelCount(), 2);
    m_window->findChild<QAction*>("newLabelMapAction")->trigger();
    m_window->labelEditing()->controller()->setTool(EditTool::Brush);
    m_window->scene().setCursor({16, 14, 5});
    QApplication::processEvents();
    std::vector<VoxelIndex> path;
    for (int64_t x = 10; x <= 20; ++x)
        path.push_back({x, 14, 5});
    stroke(path);
    const Volume stored = toStoredOrder(*m_window->scene().labelLayers().back().data);
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);  // Edit > Save Correction to Dataset
    QVERIFY2(m_window->lastError().isEmpty(), qPrintable(m_window->lastError()));

    const io::DatasetDescription dataset = io::openDataset(root);
    QCOMPARE(dataset.training.size(), std::size_t(5));
    QVERIFY(dataset.discoveryProblems.empty());
    QVERIFY(io::readScan(root + "/labelsTr/fresh.nii.gz").bytes == stored.bytes);
    QVERIFY(!m_window->scene().labelLayers().back().modified);
    // The next run's preprocessing includes it: a training case of every fold, validation sets kept.
    io::preprocessDataset(dataset, cache, preprocess);
    const std::vector<Fold> after = loadSplits(cache + "/splits.json");
    QCOMPARE(after.size(), before.size());
    for (std::size_t f = 0; f < after.size(); ++f) {
        QCOMPARE(after[f].val, before[f].val);
        QVERIFY(std::find(after[f].train.begin(), after[f].train.end(), "fresh") != after[f].train.end());
    }
}

int main(int argc, char** argv)
{
    VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestLabelEditor test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_labeleditor.moc"
