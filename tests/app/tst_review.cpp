// Review against a reference in the workbench, under Xvfb: a folder of
// predictions against a folder of references fills a sortable table whose
// Dice, IoU and HD95 equal `segstudio-cli evaluate` on the same files; a
// double-click opens the worst case (its scan found by nnU-Net's _0000
// naming) at the axial slice with the most disagreeing voxels (computed
// here by brute force), with a difference layer whose false positives and
// false negatives are where they should be; comparing the two open maps
// gives the same numbers.
#include <QtTest>

#include <QScrollArea>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

#include <cmath>
#include <map>

#include "TestData.h"
#include "MainWindow.h"
#include "labeledit/LabelEditWorkspace.h"
#include "raters/AdjudicationWorkspace.h"
#include "raters/DatasetAgreementPanel.h"
#include "review/ReviewWorkspace.h"
#include "Workbench.h"
#include "io/ScanIO.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/review/LabelStatisticsPanel.h"
#include "widgets/review/ReviewPanel.h"
#include "widgets/DatasetBrowser.h"
#include "widgets/views/SliceView.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::AdjudicationWorkspace;
using segstudio::app::MainWindow;

namespace {

constexpr int kCases = 3;
const Size3 kSize{40, 36, 12};

Geometry caseGeometry()
{
    Geometry g;
    g.size = kSize;
    g.spacing = {1.0, 1.0, 2.0};
    return g;
}

// Boxes of label 1 and 2; the prediction's are shifted by `shift` voxels
// and, on slice `extraSlice`, it has a blob the reference does not.
Volume labelMap(int shift, int extraSlice)
{
    Volume v = Volume::allocate(caseGeometry(), ScalarType::UInt8);
    uint8_t* d = v.data<uint8_t>();
    auto box = [&](int x0, int x1, int y0, int y1, int z0, int z1, uint8_t label) {
        for (int z = z0; z <= z1; ++z)
            for (int y = y0; y <= y1; ++y)
                for (int x = x0; x <= x1; ++x)
                    d[x + kSize[0] * (y + kSize[1] * z)] = label;
    };
    box(5 + shift, 15 + shift, 6, 16, 2, 8, 1);
    box(22, 32, 18 + shift, 28 + shift, 3, 9, 2);
    if (extraSlice >= 0)
        box(30, 37, 2, 9, extraSlice, extraSlice, 1);
    return v;
}

QJsonObject runEvaluate(const QString& predictions, const QString& references, const QString& out)
{
    QProcess cli;
    cli.start(segstudio::test::cliPath(), {"evaluate", "--pred", predictions, "--gt", references, "--out", out});
    if (!cli.waitForFinished(120000) || cli.exitCode() != 0)
        return {};
    QFile json(out + ".json");
    if (!json.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(json.readAll()).object();
}

}  // namespace

class TestReview : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void folderTableMatchesTheCli();
    void worstRowOpensTheCaseAtItsLargestError();
    void comparingTheOpenMapsGivesTheSameNumbers();
    void labelStatisticsMatchTheCliAndFindCentroids();
    void ratersOpenAsOutlinedLayersOfTheirOwn();
    void adjudicatesOneLabelAndSavesTheReference();
    void modelStandsBesideTheRatersAsTheCliSays();
    void datasetAgreementMatchesTheCliAndOpensTheWorstCase();

private:
    QTableView* table() const { return m_window->review()->panel()->table(); }
    double cell(int row, int column) const;  // the metric behind a table cell
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QJsonObject m_cli;
    QString m_worstCase;
    int m_worstLabel = 0;
};

void TestReview::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_review");
    for (const char* folder : {"scans", "references", "predictions"})
        QVERIFY(QDir(m_dir.path()).mkpath(folder));
    for (int c = 0; c < kCases; ++c) {
        const QString id = QString("case_%1").arg(c);
        Volume scan = Volume::allocate(caseGeometry(), ScalarType::Int16);
        for (int64_t i = 0; i < scan.voxelCount(); ++i)
            scan.data<int16_t>()[i] = static_cast<int16_t>(100 + i % 37);
        io::writeScan(m_dir.filePath("scans/" + id + "_0000.nii.gz").toStdString(), scan);
        io::writeScan(m_dir.filePath("references/" + id + ".nii.gz").toStdString(), labelMap(0, -1));
        io::writeScan(m_dir.filePath("predictions/" + id + ".nii.gz").toStdString(), labelMap(c, c == 2 ? 10 : -1));
    }
    m_cli = runEvaluate(m_dir.filePath("predictions"), m_dir.filePath("references"), m_dir.filePath("cli-evaluation"));
    QVERIFY2(m_cli.contains("cases"), "segstudio-cli evaluate failed");

    m_window = test::openWorkbench({});
    QVERIFY(m_window);
}

double TestReview::cell(int row, int column) const
{
    return table()->model()->index(row, column).data(Qt::UserRole + 1).toDouble();
}

void TestReview::folderTableMatchesTheCli()
{
    m_window->review()->dock()->raise();
    m_window->findChild<QLineEdit*>("reviewPredictionFolder")->setText(m_dir.filePath("predictions"));
    m_window->findChild<QLineEdit*>("reviewReferenceFolder")->setText(m_dir.filePath("references"));
    m_window->findChild<QLineEdit*>("reviewScanFolder")->setText(m_dir.filePath("scans"));
    QTest::mouseClick(m_window->findChild<QPushButton*>("reviewEvaluate"), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(table()->model()->rowCount(), kCases * 2, 30000);

    std::map<std::pair<QString, int>, QJsonObject> cli;
    for (const QJsonValue& c : m_cli["cases"].toArray())
        for (const QJsonValue& l : c["labels"].toArray())
            cli[{c["case"].toString(), l["label"].toInt()}] = l.toObject();
    QCOMPARE(static_cast<int>(cli.size()), kCases * 2);
    for (int row = 0; row < table()->model()->rowCount(); ++row) {
        const QString id = table()->model()->index(row, ReviewPanel::CaseColumn).data().toString();
        const int label = table()->model()->index(row, ReviewPanel::ClassColumn).data(Qt::UserRole).toInt();
        const QJsonObject& expected = cli.at({id, label});
        QCOMPARE(cell(row, ReviewPanel::DiceColumn), expected["dice"].toDouble());
        QCOMPARE(cell(row, ReviewPanel::IouColumn), expected["iou"].toDouble());
        QCOMPARE(cell(row, ReviewPanel::Hd95Column), expected["hd95_mm"].toDouble());
        QCOMPARE(cell(row, ReviewPanel::VolumeColumn), expected["volume_difference_mm3"].toDouble() / 1000.0);
    }
    // Sorting by Dice puts the worst row first.
    table()->sortByColumn(ReviewPanel::DiceColumn, Qt::AscendingOrder);
    for (int row = 1; row < table()->model()->rowCount(); ++row)
        QVERIFY(cell(row - 1, ReviewPanel::DiceColumn) <= cell(row, ReviewPanel::DiceColumn));
    m_worstCase = table()->model()->index(0, ReviewPanel::CaseColumn).data().toString();
    m_worstLabel = table()->model()->index(0, ReviewPanel::ClassColumn).data(Qt::UserRole).toInt();
    QCOMPARE(m_worstCase, QString("case_2"));  // shifted most, and an extra blob

    const QString folder = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(folder);
    QVERIFY(m_window->grab().toImage().save(folder + "/review-table.png"));
}

void TestReview::worstRowOpensTheCaseAtItsLargestError()
{
    const QRect row = table()->visualRect(table()->model()->index(0, ReviewPanel::CaseColumn));
    QTest::mouseClick(table()->viewport(), Qt::LeftButton, {}, row.center());  // a double-click's first press
    QTest::mouseDClick(table()->viewport(), Qt::LeftButton, {}, row.center());
    QTRY_VERIFY2_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 3, qPrintable(m_window->lastError()), 30000);
    QCOMPARE(m_window->scene().image()->name, QString("case_2_0000"));

    // Brute force on the files (identity direction: display = stored order).
    const Volume p = io::readScan(m_dir.filePath("predictions/case_2.nii.gz").toStdString());
    const Volume r = io::readScan(m_dir.filePath("references/case_2.nii.gz").toStdString());
    std::vector<int64_t> errors(static_cast<std::size_t>(kSize[2]), 0);
    int64_t falsePositives = 0, falseNegatives = 0;
    for (int64_t i = 0; i < p.voxelCount(); ++i) {
        const int pv = static_cast<int>(p.valueAsDouble(i)), rv = static_cast<int>(r.valueAsDouble(i));
        errors[static_cast<std::size_t>(i / (kSize[0] * kSize[1]))] += (pv == m_worstLabel) != (rv == m_worstLabel);
        falsePositives += pv != 0 && rv == 0;
        falseNegatives += pv == 0 && rv != 0;
    }
    const int64_t worstSlice = std::max_element(errors.begin(), errors.end()) - errors.begin();
    QCOMPARE(m_window->scene().cursor()[2], worstSlice);

    const LabelLayer& differences = m_window->scene().labelLayers()[2];
    QVERIFY(differences.differences);
    int64_t shownFp = 0, shownFn = 0;
    for (int64_t i = 0; i < differences.data->volume.voxelCount(); ++i) {
        shownFp += differences.data->volume.valueAsDouble(i) == 1;
        shownFn += differences.data->volume.valueAsDouble(i) == 2;
    }
    QCOMPARE(shownFp, falsePositives);
    QCOMPARE(shownFn, falseNegatives);
    QVERIFY(falsePositives > 0 && falseNegatives > 0);
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/review-case.png"))));
    // The axial view shows a false positive in orange at the blob on slice 10.
    m_window->scene().setCursor({33, 5, 10});
    SliceView* axial = m_window->views()->sliceView(ViewLayout::Axial);
    QTRY_VERIFY([&] {
        const QColor c = axial->grabFramebuffer().pixelColor(axial->widgetPosition({33, 5, 10}).toPoint());
        return c.red() > 180 && c.green() > 80 && c.green() < 190 && c.blue() < 90;
    }());
}

void TestReview::comparingTheOpenMapsGivesTheSameNumbers()
{
    auto* prediction = m_window->findChild<QComboBox*>("reviewPrediction");
    auto* reference = m_window->findChild<QComboBox*>("reviewReference");
    QCOMPARE(prediction->count(), 2);  // the difference layer is not offered
    prediction->setCurrentIndex(prediction->findText("Prediction (case_2)"));
    reference->setCurrentIndex(reference->findText("Reference (case_2)"));
    QTest::mouseClick(m_window->findChild<QPushButton*>("reviewCompare"), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(table()->model()->rowCount(), 2, 30000);
    for (const QJsonValue& c : m_cli["cases"].toArray()) {
        if (c["case"].toString() != "case_2")
            continue;
        for (const QJsonValue& l : c["labels"].toArray())
            for (int row = 0; row < 2; ++row)
                if (table()->model()->index(row, ReviewPanel::ClassColumn).data(Qt::UserRole).toInt() == l["label"].toInt()) {
                    QCOMPARE(cell(row, ReviewPanel::DiceColumn), l["dice"].toDouble());
                    QCOMPARE(cell(row, ReviewPanel::Hd95Column), l["hd95_mm"].toDouble());
                }
    }
    QCOMPARE(m_window->scene().labelLayers().size(), std::size_t(3));  // the difference layer replaced, not added
}

// The rows of a statistics CSV, each as its fields, without the name column
// (the workbench names labels after its layers, the CLI after dataset.json).
QList<QStringList> csvWithoutNames(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QStringList> rows;
    for (const QString& line : QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts)) {
        QStringList fields = line.split(',');
        fields.removeAt(1);
        rows << fields;
    }
    return rows;
}

void TestReview::labelStatisticsMatchTheCliAndFindCentroids()
{
    LabelStatisticsPanel* panel = m_window->review()->statisticsPanel();
    m_window->review()->statisticsDock()->raise();
    const auto& layers = m_window->scene().labelLayers();
    int reference = -1;
    for (std::size_t i = 0; i < layers.size(); ++i)
        if (layers[i].name == "Reference (case_2)")
            reference = static_cast<int>(i);
    QVERIFY(reference >= 0);
    panel->chooseLayer(reference);
    QTest::mouseClick(m_window->findChild<QPushButton*>("computeStatistics"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->busy() && panel->table()->rowCount() == 2, 30000);

    // Brute force on the files: counts, and the scan's mean inside each label.
    const Volume scan = io::readScan(m_dir.filePath("scans/case_2_0000.nii.gz").toStdString());
    const Volume labels = io::readScan(m_dir.filePath("references/case_2.nii.gz").toStdString());
    std::map<int, std::pair<int64_t, double>> expected;
    for (int64_t i = 0; i < labels.voxelCount(); ++i)
        if (const int v = static_cast<int>(labels.valueAsDouble(i)); v != 0) {
            ++expected[v].first;
            expected[v].second += scan.valueAsDouble(i);
        }
    const auto& rows = panel->report().rows;
    QCOMPARE(rows.size(), expected.size());
    for (const auto& row : rows) {
        const auto& [count, sum] = expected.at(static_cast<int>(row.label));
        QCOMPARE(row.voxels, count);
        QCOMPARE(row.volumeMm3, static_cast<double>(count) * 2.0);  // 1 x 1 x 2 mm voxels
        QVERIFY(std::abs(row.channels.at(0).mean - sum / static_cast<double>(count)) < 1e-9);
    }

    // The exported CSV holds the CLI's numbers for the same files.
    const QString cliCsv = m_dir.filePath("cli-statistics.csv"), guiCsv = m_dir.filePath("gui-statistics.csv");
    QProcess cli;
    cli.start(segstudio::test::cliPath(), {"stats", "--labels", m_dir.filePath("references/case_2.nii.gz"), "--image",
                                              m_dir.filePath("scans/case_2_0000.nii.gz"), "--output", cliCsv});
    QVERIFY(cli.waitForFinished(60000) && cli.exitCode() == 0);
    QVERIFY(panel->exportCsv(guiCsv));
    QCOMPARE(csvWithoutNames(guiCsv), csvWithoutNames(cliCsv));
    QCOMPARE(csvWithoutNames(guiCsv).size(), 3);  // header and two labels

    // A double-click on label 1 moves the cursor to its box's centre (identity direction).
    QTableWidget* table = panel->table();
    const int labelOneRow = table->item(0, LabelStatisticsPanel::LabelColumn)->text() == "1" ? 0 : 1;
    const QRect cell = table->visualItemRect(table->item(labelOneRow, LabelStatisticsPanel::LabelColumn));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_COMPARE(m_window->scene().cursor(), (VoxelIndex{10, 11, 5}));  // box 5..15 x 6..16 x 2..8
    // A click in a view on label 2 selects its row.
    m_window->scene().setCursor({27, 23, 6});  // inside box 22..32 x 18..28 x 3..9
    QCOMPARE(panel->selectedLabels(), std::vector<int>{2});
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/label-statistics.png"))));

    // Merge both labels (as two halves of one cell), then undo: one edit.
    table->selectAll();
    QTest::mouseClick(m_window->findChild<QPushButton*>("mergeSelectedLabels"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->busy() && panel->table()->rowCount() == 1, 30000);
    QCOMPARE(panel->report().rows.front().label, int64_t(1));
    QCOMPARE(panel->report().rows.front().voxels, expected.at(1).first + expected.at(2).first);
    m_window->labelEditing()->controller()->undo();
    panel->compute();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->busy() && panel->table()->rowCount() == 2, 30000);
    // Delete label 2: gone from the map, label 1 untouched.
    table->clearSelection();
    table->selectRow(table->item(0, LabelStatisticsPanel::LabelColumn)->text() == "2" ? 0 : 1);
    QTest::mouseClick(m_window->findChild<QPushButton*>("deleteSelectedLabels"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->busy() && panel->table()->rowCount() == 1, 30000);
    QCOMPARE(panel->report().rows.front().label, int64_t(1));
    QCOMPARE(panel->report().rows.front().voxels, expected.at(1).first);
    m_window->labelEditing()->controller()->undo();
}

// Issue 72: a case of a dataset with raters opens with each rater's map as
// its own layer, named by the rater, outlined, in colours apart.
void TestReview::ratersOpenAsOutlinedLayersOfTheirOwn()
{
    const QString root = m_dir.filePath("raterset");
    for (const char* folder : {"imagesTr", "labelsTr", "raters/ann/labelsTr", "raters/bob/labelsTr", "raters/cid/labelsTr"})
        QVERIFY(QDir(root).mkpath(folder));
    QFile json(root + "/dataset.json");
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(R"({"name": "raters", "channel_names": {"0": "MRI"}, "labels": {"background": 0, "a": 1, "b": 2},
                  "numTraining": 1, "file_ending": ".nii.gz"})");
    json.close();
    QVERIFY(QFile::copy(m_dir.filePath("scans/case_0_0000.nii.gz"), root + "/imagesTr/case_0_0000.nii.gz"));
    io::writeScan((root + "/labelsTr/case_0.nii.gz").toStdString(), labelMap(0, -1));
    const char* raters[] = {"ann", "bob", "cid"};
    for (int r = 0; r < 3; ++r)
        io::writeScan((root + "/raters/" + raters[r] + "/labelsTr/case_0.nii.gz").toStdString(), labelMap(r, -1));
    for (int i = 0; i < static_cast<int>(m_window->scene().labelLayers().size()); ++i)
        m_window->scene().setLayerSaved(i, m_window->scene().labelLayers()[static_cast<std::size_t>(i)].path);
    QVERIFY(m_window->openDataset(root));
    auto* browser = m_window->findChild<DatasetBrowser*>();
    QVERIFY(browser && browser->dataset() && browser->dataset()->training.size() == 1);
    Q_EMIT browser->caseActivated(browser->dataset()->training.front());
    QTRY_VERIFY2_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 4,
                              qPrintable(m_window->lastError()), 30000);
    const auto& layers = m_window->scene().labelLayers();
    QCOMPARE(layers[0].name, QString("case_0"));
    QVERIFY(!layers[0].outline);
    std::vector<QColor> colours;
    for (int r = 0; r < 3; ++r) {
        const LabelLayer& layer = layers[static_cast<std::size_t>(r + 1)];
        QCOMPARE(layer.name, QString(raters[r]));
        QVERIFY(layer.outline);
        QCOMPARE(layer.styles.size(), std::size_t(2));
        QVERIFY(layer.styles.at(1).color != layer.styles.at(2).color);
        for (const QColor& other : colours)
            QVERIFY2(std::abs(other.hue() - layer.styles.at(1).color.hue()) >= 60, qPrintable(layer.name));
        colours.push_back(layer.styles.at(1).color);
    }
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/raters-case.png"))));
}

// Issue 72: the Raters dock compares the three raters, shows where they
// disagree about label 2, takes bob's version into the adjudicated layer,
// an edit follows, and saving makes it the reference with who decided.
void TestReview::adjudicatesOneLabelAndSavesTheReference()
{
    AdjudicationWorkspace* raters = m_window->adjudication();
    raters->dock()->show();
    raters->dock()->raise();
    QTest::mouseClick(raters->dock()->findChild<QPushButton*>("ratersCompare"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!raters->comparing() && raters->dock()->findChild<QTableWidget*>("ratersTable")->rowCount() == 12,
                             10000);
    QTableWidget* table = raters->dock()->findChild<QTableWidget*>("ratersTable");
    // ann and bob, label 1: boxes of 11x11x7 voxels, one voxel apart in x.
    QCOMPARE(table->item(0, 1)->text() + table->item(0, 2)->text() + table->item(0, 0)->text(), QString("annbob1"));
    QCOMPARE(table->item(0, 3)->text(), QString::number(2.0 * 770 / (847 + 847), 'f', 4));

    auto* label = raters->dock()->findChild<QComboBox*>("ratersLabel");
    label->setCurrentIndex(label->findData(2));
    const std::size_t before = m_window->scene().labelLayers().size();
    QSignalSpy disagreement(raters, &AdjudicationWorkspace::disagreementShown);
    QTest::mouseClick(raters->dock()->findChild<QPushButton*>("ratersDisagreement"), Qt::LeftButton);
    QVERIFY(disagreement.wait(30000));  // found on a worker thread
    QCOMPARE(m_window->scene().labelLayers().size(), before + 1);
    const Volume ann = labelMap(0, -1), bob = labelMap(1, -1), cid = labelMap(2, -1), reference = labelMap(0, -1);
    int64_t disagreeing = 0;
    for (int64_t i = 0; i < ann.voxelCount(); ++i) {
        const int votes = (ann.valueAsDouble(i) == 2) + (bob.valueAsDouble(i) == 2) + (cid.valueAsDouble(i) == 2);
        disagreeing += votes > 0 && votes < 3;
    }
    int64_t shown = 0;
    const Volume& draft = m_window->scene().labelLayers().back().data->volume;
    for (int64_t i = 0; i < draft.voxelCount(); ++i)
        shown += draft.valueAsDouble(i) == 1;
    QCOMPARE(shown, disagreeing);

    auto* source = raters->dock()->findChild<QComboBox*>("ratersSource");
    source->setCurrentIndex(source->findText("bob"));
    QTest::mouseClick(raters->dock()->findChild<QPushButton*>("ratersTake"), Qt::LeftButton);
    const auto& layers = m_window->scene().labelLayers();
    const int adjudicated = static_cast<int>(layers.size()) - 1;
    QCOMPARE(layers.back().name, QString("adjudicated case_0"));
    QVERIFY(layers.back().modified);
    // An edit with the editor's model: one voxel of label 2 more, beside bob's box.
    const int64_t edited = 30 + kSize[0] * (30 + kSize[1] * 5);
    m_window->scene().editableLabelData(adjudicated)->volume.data<uint8_t>()[edited] = 2;
    m_window->scene().notifyLabelVoxelsEdited(adjudicated, {{30, 30, 5}, {30, 30, 5}}, 2);

    auto* adjudicator = raters->dock()->findChild<QLineEdit*>("ratersAdjudicator");
    adjudicator->clear();
    QVERIFY(!raters->saveReference());
    QVERIFY2(raters->status().contains("adjudicator"), qPrintable(raters->status()));
    adjudicator->setText("Dr. Reyes");
    QSignalSpy written(raters, &AdjudicationWorkspace::referenceSaved);
    QTest::mouseClick(raters->dock()->findChild<QPushButton*>("ratersSave"), Qt::LeftButton);
    QVERIFY(written.wait(30000));  // on a worker thread
    QVERIFY2(written.first().at(0).toBool() && raters->status().startsWith("Saved as the reference"), qPrintable(raters->status()));
    QVERIFY(!m_window->scene().labelLayers()[static_cast<std::size_t>(adjudicated)].modified);

    const QString root = m_dir.filePath("raterset");
    const Volume saved = io::readScan((root + "/labelsTr/case_0.nii.gz").toStdString());
    for (int64_t i = 0; i < saved.voxelCount(); ++i) {
        const int r = static_cast<int>(reference.valueAsDouble(i)), b = static_cast<int>(bob.valueAsDouble(i));
        const int expected = i == edited || b == 2 ? 2 : r == 2 ? 0 : r;
        if (static_cast<int>(saved.valueAsDouble(i)) != expected)
            QFAIL(qPrintable(QString("voxel %1: saved %2, expected %3").arg(i).arg(saved.valueAsDouble(i)).arg(expected)));
    }
    QFile record(root + "/labelsTr/case_0.adjudication.json");
    QVERIFY(record.open(QIODevice::ReadOnly));
    const QJsonObject decision = QJsonDocument::fromJson(record.readAll()).object()["decisions"].toArray().at(0).toObject();
    QCOMPARE(decision["label"].toInt(), 2);
    QCOMPARE(decision["source"].toString(), QString("bob"));
    QCOMPARE(decision["adjudicator"].toString(), QString("Dr. Reyes"));
    QCOMPARE(decision["raters"].toArray().size(), 3);
    QVERIFY(decision["date"].toString().endsWith("Z"));
    QVERIFY(QFileInfo::exists(decision["previous_reference"].toString()));
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/raters-adjudicated.png"))));
}

// Issue 72 item 5: evaluating a model against the adjudicated references sets
// its Dice beside each rater's, as `segstudio-cli evaluate` does (that one is
// checked against numpy by rater_agreement_crosscheck.py).
void TestReview::modelStandsBesideTheRatersAsTheCliSays()
{
    const QString root = m_dir.filePath("raterset");
    QVERIFY(QDir(m_dir.path()).mkpath("raterset-model"));
    io::writeScan(m_dir.filePath("raterset-model/case_0.nii.gz").toStdString(), labelMap(3, -1));
    const QJsonObject cli = runEvaluate(m_dir.filePath("raterset-model"), root + "/labelsTr", m_dir.filePath("raters-eval"));
    QVERIFY2(cli["raters"].isObject(), "evaluate gave no raters");

    m_window->review()->dock()->raise();
    m_window->findChild<QLineEdit*>("reviewPredictionFolder")->setText(m_dir.filePath("raterset-model"));
    m_window->findChild<QLineEdit*>("reviewReferenceFolder")->setText(root + "/labelsTr");
    QTest::mouseClick(m_window->findChild<QPushButton*>("reviewEvaluate"), Qt::LeftButton);
    auto* panel = m_window->findChild<ReviewPanel*>();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->busy() && panel->modelAmongRaters(), 30000);
    const application::ModelAmongRaters& among = *panel->modelAmongRaters();
    QCOMPARE(among.raters, (std::vector<std::string>{"ann", "bob", "cid"}));
    const QJsonArray structures = cli["raters"]["structures"].toArray();
    QCOMPARE(static_cast<int>(among.structures.size()), structures.size());
    const QString shown = m_window->findChild<QLabel*>("reviewRaters")->text();
    for (int i = 0; i < structures.size(); ++i) {
        const application::StructureAmongRaters& s = among.structures[static_cast<std::size_t>(i)];
        const QJsonObject expected = structures[i].toObject();
        QCOMPARE(s.label, expected["label"].toInt());
        QCOMPARE(s.modelDice, expected["model_dice"].toDouble());
        for (const application::RaterMean& r : s.raters)
            QCOMPARE(r.dice, expected["raters"][QString::fromStdString(r.rater)]["dice"].toDouble());
        QVERIFY(s.standing);
        const QString standing = QString::fromLatin1(application::raterStandingName(*s.standing));
        QCOMPARE(standing, expected["model_standing"].toString());
        QVERIFY2(shown.contains(QString("model %1 %2 the raters' range").arg(s.modelDice, 0, 'f', 4).arg(standing)),
                 qPrintable(shown));
    }
    // Shifted three voxels, the model is further off than every rater (shifted 0-2).
    QCOMPARE(among.structures.front().standing, std::optional(application::RaterStanding::Below));
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/review-raters.png"))));
}

// Issue 72: the Raters dock's agreement over the dataset (three cases, the
// last labelled by two raters) equals `segstudio-cli agree`'s JSON, and
// double-clicking the worst case opens it with its raters.
void TestReview::datasetAgreementMatchesTheCliAndOpensTheWorstCase()
{
    const QString root = m_dir.filePath("raterset-wide");
    for (const char* folder : {"imagesTr", "labelsTr", "raters/ann/labelsTr", "raters/bob/labelsTr", "raters/cid/labelsTr"})
        QVERIFY(QDir(root).mkpath(folder));
    QFile json(root + "/dataset.json");
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(R"({"name": "raters-wide", "channel_names": {"0": "MRI"}, "labels": {"background": 0, "a": 1, "b": 2},
                  "numTraining": 3, "file_ending": ".nii.gz"})");
    json.close();
    const char* raters[] = {"ann", "bob", "cid"};
    for (int c = 0; c < kCases; ++c) {
        const QString id = QString("case_%1").arg(c);
        QVERIFY(QFile::copy(m_dir.filePath(QString("scans/case_%1_0000.nii.gz").arg(c)), root + "/imagesTr/" + id + "_0000.nii.gz"));
        io::writeScan((root + "/labelsTr/" + id + ".nii.gz").toStdString(), labelMap(0, -1));
        for (int r = 0; r < (c == 2 ? 2 : 3); ++r)  // case_2: ann and bob only
            io::writeScan((root + "/raters/" + raters[r] + "/labelsTr/" + id + ".nii.gz").toStdString(),
                          labelMap(r * (c + 1), c == 1 && r == 2 ? 5 : -1));
    }
    QProcess cli;
    cli.start(segstudio::test::cliPath(), {"agree", root, "--output", m_dir.filePath("agree-wide.csv")});
    QVERIFY(cli.waitForFinished(120000) && cli.exitCode() == 0);
    QFile report(m_dir.filePath("agree-wide.json"));
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QJsonObject expected = QJsonDocument::fromJson(report.readAll()).object();

    for (int i = 0; i < static_cast<int>(m_window->scene().labelLayers().size()); ++i)
        m_window->scene().setLayerSaved(i, m_window->scene().labelLayers()[static_cast<std::size_t>(i)].path);
    QVERIFY(m_window->openDataset(root));
    AdjudicationWorkspace* workspace = m_window->adjudication();
    workspace->dock()->show();
    workspace->dock()->raise();
    app::DatasetAgreementPanel* panel = workspace->datasetAgreement();
    auto* compare = panel->findChild<QPushButton*>("datasetAgreementCompare");
    QVERIFY(compare->isEnabled());
    QSignalSpy finished(panel, &app::DatasetAgreementPanel::finished);
    QTest::mouseClick(compare, Qt::LeftButton);
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.first().first().toBool(), qPrintable(panel->status()));
    QVERIFY2(panel->status().startsWith("3 case(s) scored, 3 rater(s)"), qPrintable(panel->status()));

    // Per label: the pairwise Dice mean ± SD and lowest, each rater against the consensus.
    const QJsonArray labels = expected["labels"].toArray();
    QTableWidget* table = panel->labelTable();
    QCOMPARE(table->rowCount(), labels.size());
    QCOMPARE(table->columnCount(), 5 + 3);
    const auto meanAndSd = [](const QJsonObject& spread, int decimals) {
        return QString("%1 ± %2").arg(spread["mean"].toDouble(), 0, 'f', decimals).arg(spread["sd"].toDouble(), 0, 'f', decimals);
    };
    for (int row = 0; row < labels.size(); ++row) {
        const QJsonObject label = labels[row].toObject();
        QVERIFY(table->item(row, 0)->text().startsWith(QString::number(label["label"].toInt()) + " "));
        QCOMPARE(table->item(row, 1)->text(), meanAndSd(label["pairwise_dice"].toObject(), 4));
        QCOMPARE(table->item(row, 2)->text(), QString::number(label["pairwise_dice"].toObject()["min"].toDouble(), 'f', 4));
        QCOMPARE(table->item(row, 3)->text(), meanAndSd(label["pairwise_hd95_mm"].toObject(), 2));
        QCOMPARE(table->item(row, 4)->text(), meanAndSd(label["pairwise_surface_dice"].toObject(), 4));
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(table->horizontalHeaderItem(5 + r)->text(), QString("%1 vs consensus").arg(raters[r]));
            QCOMPARE(table->item(row, 5 + r)->text(),
                     meanAndSd(label["dice_against_consensus"].toObject()[raters[r]].toObject(), 4));
        }
    }
    // The cases, worst first, as the CLI orders them.
    const QJsonArray worst = expected["worst_cases"].toArray();
    QTableWidget* cases = panel->caseTable();
    QCOMPARE(cases->rowCount(), worst.size());
    for (int row = 0; row < worst.size(); ++row) {
        QCOMPARE(cases->item(row, 0)->text(), worst[row].toObject()["case"].toString());
        QCOMPARE(cases->item(row, 1)->text(), QString::number(worst[row].toObject()["lowest_pairwise_dice"].toDouble(), 'f', 4));
    }
    if (auto* scroll = workspace->dock()->findChild<QScrollArea*>())
        scroll->ensureWidgetVisible(cases);
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/raters-dataset.png"))));

    // Double-clicking the worst case opens it: its scan, reference and raters' maps.
    const QString worstCase = cases->item(0, 0)->text();
    cases->scrollToItem(cases->item(0, 0));
    const QRect cell = cases->visualItemRect(cases->item(0, 0));
    QSignalSpy requested(panel, &app::DatasetAgreementPanel::caseRequested);
    QTest::mouseClick(cases->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());  // the item view needs the press
    QTest::mouseDClick(cases->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().first().toString(), worstCase);
    const std::size_t ratersOfWorst = worstCase == "case_2" ? 2 : 3;
    QTRY_VERIFY2_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().labelLayers().size() == 1 + ratersOfWorst,
                              qPrintable(QString("%1 layer(s); %2").arg(m_window->scene().labelLayers().size()).arg(m_window->lastError())),
                              30000);
    QCOMPARE(QFileInfo(m_window->scene().image()->path).fileName(), worstCase + "_0000.nii.gz");
}

int main(int argc, char** argv)
{
    VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestReview test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_review.moc"
