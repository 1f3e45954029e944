// The uncertainty worklist in the workbench, under Xvfb, with a small model
// trained by the CLI: "Rank by uncertainty" on a dataset's imagesTs gives
// the ranking and numbers `segstudio-cli predict --uncertainty` writes;
// "Next case" (a real click) opens the most uncertain scan with its
// prediction and a heat layer whose levels are the map's values in tenths,
// at the axial slice where its predicted structure is least certain (brute
// force here), marks it reviewed in worklist.json, and the next click
// opens the second case.
// "Segment current scan" adds a hidden heat layer equal to the CLI's entropy
// map; an uncertainty map on another grid is refused with a message. The
// same model exported as TorchScript (issue 15) segments, through the CLI
// and in the workbench, exactly as its run does. An imported nnU-Net folder
// is listed under Imported models with its plans' configuration, spacing
// and patch (read here from plans.json), and the licence file beside its
// weights is asked about before its first use only; so are MONAI bundles.
#include <QtTest>

#include <QAction>
#include <QDockWidget>
#include <QJsonArray>
#include <QMessageBox>
#include <QTimer>
#include <QTreeWidget>
#include <QSettings>
#include <QLabel>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

#include <cmath>

#include "DialogCatcher.h"
#include "TestData.h"
#include "MainWindow.h"
#include "worklist/WorklistWorkspace.h"
#include "Workbench.h"
#include "training/TrainingWorkspace.h"
#include "io/ScanIO.h"
#include "widgets/views/DisplayGeometry.h"
#include "widgets/training/ImportedModelsPanel.h"
#include "widgets/training/RegressionCheckDialog.h"
#include "widgets/training/RunsPanel.h"
#include "widgets/training/TrainingPanel.h"
#include "widgets/worklist/UncertaintyOverlay.h"
#include "widgets/worklist/WorklistPanel.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::MainWindow;

namespace {

int runCli(const QStringList& arguments, QString* output = nullptr)
{
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(segstudio::test::cliPath(), arguments);
    if (!cli.waitForFinished(600000))
        return -1;
    if (output)
        *output = QString::fromUtf8(cli.readAll());
    return cli.exitCode();
}

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

// Heat levels as UncertaintyOverlay.h defines them, from the stored map, in display order.
Volume expectedLevels(const QString& uncertaintyFile)
{
    DisplayVolume map = toDisplayOrder(io::readScan(uncertaintyFile.toStdString()));
    Volume levels = Volume::allocate(map.volume.geometry, ScalarType::UInt8);
    for (int64_t v = 0; v < levels.voxelCount(); ++v) {
        const int level = std::min(kHeatLevels, static_cast<int>(std::floor(map.volume.data<float>()[v] * kHeatLevels)) + 1);
        levels.data<uint8_t>()[v] = static_cast<uint8_t>(level == 1 ? 0 : level);
    }
    return levels;
}

}  // namespace

class TestWorklist : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rankingMatchesTheCliAndNextCaseOpensTheMostUncertain();
    void segmentCurrentScanAddsAHiddenUncertaintyLayer();
    void uncertaintyMapOnAnotherGridIsRefused();
    void exportedTorchScriptSegmentsLikeItsRun();
    void nnunetResultsFolderSegmentsLikeTheCli();
    void modelPartsSegmentLikeTheCli();
    void importedModelIsListedAndItsLicenceAskedOnce();
    void importedModelFineTunesOnTheTrainingDataset();
    void monaiBundleIsListedAndSegmentsLikeTheCli_data();
    void monaiBundleIsListedAndSegmentsLikeTheCli();
    void cleanupTestCase() { m_window.reset(); }

private:
    const LabelLayer* heatLayer() const;
    // The label layer whose name holds `layerName` appears (within a minute)
    // and equals `expected` voxel for voxel; the window is saved as `screenshot`.
    void expectSegmentationLayerEquals(const QString& layerName, const Volume& expected, const QString& screenshot);
    QString writeFixture(const QString& script, const QString& name, const QStringList& arguments, bool* skip);
    void segmentTestScanLikeTheCli(const QString& folder, const QString& cliMap, QString* out, QString scan = {},
                                   const QStringList& cliOptions = {});
    QTemporaryDir m_dir;
    QString m_dataset, m_run, m_testScans;
    QString m_nnunetFolder;  // written by nnunetResultsFolderSegmentsLikeTheCli
    std::unique_ptr<MainWindow> m_window;
};

void TestWorklist::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_worklist");
    m_dataset = m_dir.filePath("data");
    QString out;
    QVERIFY2(runCli({"phantom", "--kind", "mri", "--cases", "6", "--size", "28", "24", "14", "--out", m_dataset}, &out) == 0,
             qPrintable(out));
    // Three scans without labels, as nnU-Net keeps test scans.
    m_testScans = m_dataset + "/imagesTs";
    QVERIFY(QDir().mkpath(m_testScans));
    for (int c = 3; c < 6; ++c)
        QVERIFY(QFile::rename(m_dataset + QString("/imagesTr/mri_00%1_0000.nii.gz").arg(c),
                              m_testScans + QString("/test_00%1_0000.nii.gz").arg(c)) &&
                QFile::remove(m_dataset + QString("/labelsTr/mri_00%1.nii.gz").arg(c)));
    QFile config(m_dir.filePath("config.json"));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(R"({"epochs": 8, "iterations_per_epoch": 10, "threads": 1,
                     "network": {"base_features": 8, "max_features": 16}})");
    config.close();
    m_run = m_dir.filePath("run");
    QVERIFY2(runCli({"train", m_dataset, "--config", m_dir.filePath("config.json"), "--cache", m_dir.filePath("cache"), "--out",
                     m_run}, &out) == 0,
             qPrintable(out));
    m_window = test::openWorkbench({});
    QVERIFY(m_window);
}

const LabelLayer* TestWorklist::heatLayer() const
{
    for (const LabelLayer& layer : m_window->scene().labelLayers())
        if (layer.heat)
            return &layer;
    return nullptr;
}

void TestWorklist::rankingMatchesTheCliAndNextCaseOpensTheMostUncertain()
{
    QString out;
    const QString cliFolder = m_dir.filePath("cli-worklist");
    QVERIFY2(runCli({"predict", "--model", m_run, "--input", m_testScans, "--output", cliFolder, "--uncertainty"}, &out) == 0,
             qPrintable(out));
    const QJsonArray cliCases = readJson(cliFolder + "/worklist.json")["cases"].toArray();
    QCOMPARE(cliCases.size(), 3);

    m_window->worklist()->dock()->raise();
    WorklistPanel* panel = m_window->worklist()->panel();
    panel->setModel(m_run);
    panel->setScanFolder(m_testScans);
    QTest::mouseClick(panel->findChild<QPushButton*>("worklistRank"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->busy() && panel->table()->model()->rowCount() == 3, 120000);
    const application::Worklist& worklist = panel->worklist();
    for (int i = 0; i < 3; ++i) {
        const QJsonObject cli = cliCases[i].toObject();
        QCOMPARE(QString::fromStdString(worklist.entries[i].caseId), cli["case"].toString());
        QVERIFY(std::abs(worklist.entries[i].score.mean - cli["mean_uncertainty"].toDouble()) < 1e-9);
        QCOMPARE(panel->table()->model()->index(i, WorklistPanel::CaseColumn).data().toString(), cli["case"].toString());
        if (i > 0)
            QVERIFY(worklist.entries[i].score.structureVoxels == 0 ||
                    worklist.entries[i - 1].score.mean >= worklist.entries[i].score.mean ||
                    worklist.entries[i - 1].score.structureVoxels == 0);
    }

    const application::WorklistEntry first = worklist.entries[0];
    QVERIFY(first.score.structureVoxels > 0);  // the phantoms' structures are found
    QTest::mouseClick(panel->findChild<QPushButton*>("worklistNext"), Qt::LeftButton);
    const QString prediction = QString::fromStdString(first.prediction);
    QTRY_VERIFY2_WITH_TIMEOUT(!m_window->isLoading() && heatLayer() && m_window->scene().labelLayers().size() == 2,
                              qPrintable(m_window->lastError()), 30000);
    QCOMPARE(m_window->scene().image()->path, QString::fromStdString(first.imageFiles.front()));
    const LabelLayer& predicted = m_window->scene().labelLayers()[0];
    QCOMPARE(predicted.path, prediction);
    QCOMPARE(predicted.name, QString("Prediction (%1)").arg(QString::fromStdString(first.caseId)));
    const Volume expected = expectedLevels(QString::fromStdString(first.uncertainty));
    const Volume& shown = heatLayer()->data->volume;
    QCOMPARE(shown.geometry.size, expected.geometry.size);
    QVERIFY(std::equal(shown.bytes.begin(), shown.bytes.end(), expected.bytes.begin()));
    QVERIFY(heatLayer()->visible);
    // The cursor is on the axial slice with the largest sum of levels over the predicted structure.
    const Size3 size = expected.geometry.size;
    const Volume labels = toDisplayOrder(io::readScan(first.prediction)).volume;
    int64_t bestSlice = 0, bestSum = -1;
    for (int64_t z = 0; z < size[2]; ++z) {
        int64_t sum = 0;
        for (int64_t i = z * size[0] * size[1]; i < (z + 1) * size[0] * size[1]; ++i)
            sum += labels.valueAsDouble(i) != 0 ? expected.data<uint8_t>()[i] : 0;
        if (sum > bestSum)
            bestSum = sum, bestSlice = z;
    }
    QCOMPARE(m_window->scene().cursor()[2], bestSlice);
    QVERIFY(panel->worklist().entries[0].reviewed);
    QCOMPARE(panel->table()->model()->index(0, WorklistPanel::ReviewedColumn).data().toString(), QString("✓"));
    const QJsonArray saved = readJson(panel->outputFolder() + "/worklist.json")["cases"].toArray();
    QVERIFY(saved[0].toObject()["reviewed"].toBool() && !saved[1].toObject()["reviewed"].toBool());
    QDir().mkpath(segstudio::test::binaryPath(QStringLiteral("/screenshots")));
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/worklist-case.png"))));

    QTest::mouseClick(panel->findChild<QPushButton*>("worklistNext"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() &&
                                 m_window->scene().image()->path == QString::fromStdString(worklist.entries[1].imageFiles.front()) &&
                                 m_window->scene().labelLayers().size() == 2,
                             30000);
    QVERIFY(panel->worklist().entries[1].reviewed);
}

void TestWorklist::segmentCurrentScanAddsAHiddenUncertaintyLayer()
{
    const QString scan = m_testScans + "/test_005_0000.nii.gz";
    QString out;
    const QString cliMap = m_dir.filePath("single.nii.gz");
    QVERIFY2(runCli({"predict", "--model", m_run, "--input", scan, "--output", cliMap, "--uncertainty-measure", "entropy"}, &out) == 0,
             qPrintable(out));
    m_window->scene().clearLabelLayers();
    m_window->openScan(scan);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().hasImage() &&
                                 m_window->scene().image()->path == scan,
                             30000);
    QVERIFY(m_window->training()->segmentCurrentScan(m_run));
    QTRY_VERIFY_WITH_TIMEOUT(heatLayer() != nullptr, 60000);
    QVERIFY(!heatLayer()->visible);
    const Volume expected = expectedLevels(m_dir.filePath("single_uncertainty.nii.gz"));
    const Volume& shown = heatLayer()->data->volume;
    QVERIFY(std::equal(shown.bytes.begin(), shown.bytes.end(), expected.bytes.begin(), expected.bytes.end()));
}

void TestWorklist::uncertaintyMapOnAnotherGridIsRefused()
{
    Geometry g;
    g.size = {5, 5, 5};
    const QString other = m_dir.filePath("other_uncertainty.nii.gz");
    io::writeScan(other.toStdString(), Volume::allocate(g, ScalarType::Float32));
    const std::size_t before = m_window->scene().labelLayers().size();
    m_window->worklist()->openUncertaintyMap(other);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->lastError().contains("grid"), 30000);
    QVERIFY2(m_window->lastError().contains(other), qPrintable(m_window->lastError()));
    QCOMPARE(m_window->scene().labelLayers().size(), before);
}

void TestWorklist::exportedTorchScriptSegmentsLikeItsRun()
{
    const QString exported = m_dir.filePath("torchscript");
    QString out;
    QVERIFY2(runCli({"export", "--model", m_run, "--torchscript", exported}, &out) == 0, qPrintable(out));
    QVERIFY(QFile::exists(exported + "/model.pt") && QFile::exists(exported + "/model.sidecar.json"));
    const QString scan = m_testScans + "/test_004_0000.nii.gz";
    const QString native = m_dir.filePath("native.nii.gz"), imported = m_dir.filePath("imported.nii.gz");
    // fp32 as the export: auto may be bf16 on a CPU that computes it natively.
    QVERIFY2(runCli({"predict", "--model", m_run, "--input", scan, "--output", native, "--precision", "fp32"}, &out) == 0,
             qPrintable(out));
    QVERIFY2(runCli({"predict", "--model", exported, "--input", scan, "--output", imported}, &out) == 0, qPrintable(out));
    const Volume a = io::readScan(native.toStdString()), b = io::readScan(imported.toStdString());
    QVERIFY(a.bytes == b.bytes);  // export -> import: the same label map
    int64_t foreground = 0;
    for (int64_t v = 0; v < a.valueCount(); ++v)
        foreground += a.valueAsDouble(v) != 0;
    QVERIFY2(foreground > 0, "the model found nothing: the comparison would be empty");

    // The workbench takes the folder as it takes a run (Training > Segment with Model Folder...).
    m_window->scene().clearLabelLayers();
    m_window->openScan(scan);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().hasImage() &&
                                 m_window->scene().image()->path == scan,
                             30000);
    QVERIFY(m_window->findChild<QAction*>("segmentWithModelAction") != nullptr);
    // On an installation that did not export it, the module's code runs only
    // after the user's yes (issue 29): the question shows its SHA-256; "Do
    // Not Trust" is remembered and nothing runs, "Trust and Run" segments.
    qputenv("SEGSTUDIO_TRUST_FILE", m_dir.filePath("elsewhere/trusted-models.json").toLocal8Bit());
    const QString screenshots = segstudio::test::binaryPath(QStringLiteral("/screenshots"));
    QDir().mkpath(screenshots);
    QString asked;
    auto answerWith = [&asked, screenshots](const char* buttonName) {
        auto* timer = new QTimer;
        timer->setInterval(50);
        QObject::connect(timer, &QTimer::timeout, [timer, buttonName, &asked, screenshots] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box->objectName() != "modelTrustQuestion")
                return;
            asked = box->text() + "\n" + box->informativeText();
            box->grab().save(screenshots + "/model-trust-question.png");
            box->findChild<QAbstractButton*>(buttonName)->click();
            timer->stop();
            timer->deleteLater();
        });
        timer->start();
    };
    answerWith("refuseModelButton");
    QVERIFY(!m_window->training()->segmentCurrentScan(exported));
    QVERIFY2(asked.contains("model.pt") && asked.contains("SHA-256: "), qPrintable(asked));
    asked.clear();
    answerWith("trustModelButton");
    QVERIFY(m_window->training()->segmentCurrentScan(exported));
    QVERIFY2(asked.contains("You did not trust it on"), qPrintable(asked));
    qunsetenv("SEGSTUDIO_TRUST_FILE");
    const LabelLayer* segmentation = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((segmentation = [this]() -> const LabelLayer* {
                                  for (const LabelLayer& layer : m_window->scene().labelLayers())
                                      if (!layer.heat && layer.name.contains("torchscript"))
                                          return &layer;
                                  return nullptr;
                              }()) != nullptr,
                             60000);
    const Volume shown = toStoredOrder(*segmentation->data);
    QCOMPARE(shown.valueCount(), a.valueCount());
    for (int64_t v = 0; v < a.valueCount(); ++v)
        QCOMPARE(shown.valueAsDouble(v), a.valueAsDouble(v));
    QDir().mkpath(segstudio::test::binaryPath(QStringLiteral("/screenshots")));
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/torchscript-segmentation.png"))));
}

// tests/app/`script` with `arguments` after its output folder: what it
// printed; empty when /usr/bin/python3 has no torch or numpy (`skip` set)
// or when it failed (a test failure).
QString TestWorklist::writeFixture(const QString& script, const QString& name, const QStringList& arguments, bool* skip)
{
    QProcess python;
    python.start("/usr/bin/python3",
                 QStringList{segstudio::test::sourcePath("/tests/app/" + script), m_dir.filePath(name)} + arguments);
    *skip = false;
    if (!python.waitForFinished(180000)) {
        QTest::qFail(qPrintable(script + " did not finish in 3 minutes"), __FILE__, __LINE__);
        return {};
    }
    const QByteArray errors = python.readAllStandardError();
    if (python.exitCode() != 0) {
        *skip = errors.contains("No module named");
        if (!*skip)
            QTest::qFail(errors.constData(), __FILE__, __LINE__);
        return {};
    }
    return QString::fromUtf8(python.readAllStandardOutput()).trimmed();
}

// `predict --model folder` (and `cliOptions`) on `scan` (default test_004)
// into `cliMap` (its output in *out), then the workbench segments the same
// scan with the same folder.
void TestWorklist::segmentTestScanLikeTheCli(const QString& folder, const QString& cliMap, QString* out, QString scan,
                                             const QStringList& cliOptions)
{
    if (scan.isEmpty())
        scan = m_testScans + "/test_004_0000.nii.gz";
    QVERIFY2(runCli(QStringList{"predict", "--model", folder, "--input", scan, "--output", cliMap} + cliOptions, out) == 0,
             qPrintable(*out));
    m_window->scene().clearLabelLayers();
    m_window->openScan(scan);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->isLoading() && m_window->scene().hasImage() &&
                                 m_window->scene().image()->path == scan,
                             30000);
    QVERIFY(m_window->training()->segmentCurrentScan(folder));
}

// An nnU-Net v2 results folder (issue 70), written with Debian's PyTorch by
// nnunet_fixtures.py, segments the open scan from Training > Segment with
// Model Folder... as `predict --model` does.
void TestWorklist::nnunetResultsFolderSegmentsLikeTheCli()
{
    bool skip = false;
    const QString folder = writeFixture("nnunet_fixtures.py", "nnunet", {}, &skip);
    if (skip)
        QSKIP("/usr/bin/python3 has no torch/numpy: install python3-torch (scripts/setup does)");
    QVERIFY(!folder.isEmpty());
    m_nnunetFolder = folder;
    const QString cliMap = m_dir.filePath("nnunet.nii.gz");
    QString out;
    segmentTestScanLikeTheCli(folder, cliMap, &out);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(out.contains("nnU-Net model: nnUNetTrainer"), qPrintable(out));
    expectSegmentationLayerEquals("nnUNetTrainer", io::readScan(cliMap.toStdString()), "nnunet-segmentation.png");
}

// A task shipped as parts (TotalSegmentator's "total" ships as five): the
// workbench segments with every part and merges their maps as `predict
// --model PARTS_FOLDER` does, with each part's structure names.
void TestWorklist::modelPartsSegmentLikeTheCli()
{
    bool skip = false;
    const QString folder = writeFixture("nnunet_fixtures.py", "nnunet-parts", {"parts"}, &skip);
    if (skip)
        QSKIP("/usr/bin/python3 has no torch/numpy: install python3-torch (scripts/setup does)");
    QVERIFY(!folder.isEmpty());
    const QString cliMap = m_dir.filePath("parts.nii.gz");
    QString out;
    segmentTestScanLikeTheCli(folder, cliMap, &out);
    if (QTest::currentTestFailed())
        return;
    expectSegmentationLayerEquals("(parts)", io::readScan(cliMap.toStdString()), "nnunet-parts-segmentation.png");
    const auto& layers = m_window->scene().labelLayers();
    QCOMPARE(layers.size(), std::size_t(1));  // no uncertainty layer: the parts share no classes
    QCOMPARE(layers.front().declaredNames.at(3), QString("kidney"));  // part B's 1, past part A's 1 and 2
}

void TestWorklist::expectSegmentationLayerEquals(const QString& layerName, const Volume& expected, const QString& screenshot)
{
    const LabelLayer* segmentation = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((segmentation = [&]() -> const LabelLayer* {
                                  for (const LabelLayer& layer : m_window->scene().labelLayers())
                                      if (!layer.heat && layer.name.contains(layerName))
                                          return &layer;
                                  return nullptr;
                              }()) != nullptr,
                             60000);
    const Volume shown = toStoredOrder(*segmentation->data);
    QCOMPARE(shown.valueCount(), expected.valueCount());
    int64_t foreground = 0;
    for (int64_t v = 0; v < expected.valueCount(); ++v) {
        QCOMPARE(shown.valueAsDouble(v), expected.valueAsDouble(v));
        foreground += expected.valueAsDouble(v) != 0;
    }
    QVERIFY2(foreground > 0, "the model found nothing: the comparison would be empty");
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath("/screenshots/" + screenshot)));
}

void TestWorklist::importedModelIsListedAndItsLicenceAskedOnce()
{
    if (m_nnunetFolder.isEmpty())
        QSKIP("no nnU-Net fixture (the previous function was skipped)");
    widgets::ImportedModelsPanel* panel = m_window->training()->importedModels();
    QSettings().remove("models");  // what earlier runs of this test left
    QVERIFY2(!panel->addModel(m_window->scene().image()->path).isEmpty(), "a scan file is not a model folder");
    QCOMPARE(panel->addModel(m_nnunetFolder), QString());
    QCOMPARE(panel->selectedModel(), QDir::cleanPath(QFileInfo(m_nnunetFolder).absoluteFilePath()));
    QFile plansFile(m_nnunetFolder + "/plans.json");
    QVERIFY(plansFile.open(QIODevice::ReadOnly));
    const QJsonObject fullres =
        QJsonDocument::fromJson(plansFile.readAll()).object()["configurations"].toObject()["3d_fullres"].toObject();
    const QJsonArray patch = fullres["patch_size"].toArray(), spacing = fullres["spacing"].toArray();  // z, y, x
    const auto* list = m_window->findChild<QTreeWidget*>("importedModelsList");
    const QTreeWidgetItem* row = list->currentItem();
    QVERIFY(row);
    QCOMPARE(row->text(1), QString("nnU-Net v2"));
    QCOMPARE(row->text(3), QString("3d_fullres"));
    QCOMPARE(row->text(5), QString("%1 x %2 x %3").arg(patch[2].toInt()).arg(patch[1].toInt()).arg(patch[0].toInt()));
    QCOMPARE(row->text(4), QString("%1 x %2 x %3").arg(spacing[2].toDouble()).arg(spacing[1].toDouble()).arg(spacing[0].toDouble()));
    QVERIFY(m_window->findChild<QLabel*>("importedModelDetails")->text().contains("nnUNetTrainer"));
    QVERIFY(!m_window->findChild<QPushButton*>("importedModelLicence")->isEnabled());

    // A licence beside the weights: asked before the next use; Cancel runs nothing.
    const QString licence = m_nnunetFolder + "/LICENSE";
    {
        QFile file(licence);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Weights for research use only. Cite the authors.\n");
    }
    panel->addModel(m_nnunetFolder);
    QVERIFY(m_window->findChild<QPushButton*>("importedModelLicence")->isEnabled());
    {
        test::DialogCatcher cancel(QMessageBox::Cancel);
        QVERIFY(!m_window->training()->segmentCurrentScan(m_nnunetFolder));
        QVERIFY2(cancel.text.contains("LICENSE"), qPrintable(cancel.text));
    }
    // Accepted once: remembered, not asked again.
    QString asked;
    QTimer accept;
    accept.setInterval(50);
    connect(&accept, &QTimer::timeout, this, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->informativeText();
            box->findChild<QPushButton*>("acceptModelLicence")->click();
            accept.stop();
        }
    });
    accept.start();
    QVERIFY(widgets::confirmModelLicence(m_window.get(), m_nnunetFolder));
    QVERIFY2(asked.contains("research use only"), qPrintable(asked));
    test::DialogCatcher none(QMessageBox::Cancel);
    QVERIFY(widgets::confirmModelLicence(m_window.get(), m_nnunetFolder));  // a dialog would have been cancelled
    QVERIFY(none.text.isEmpty());
    m_window->findChild<QDockWidget*>("runsDock")->raise();
    QApplication::processEvents();
    QVERIFY(m_window->grab().toImage().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/imported-models.png"))));
}

// Issue 70 item 5: "Fine-tune on the Training Dataset" from the imported
// nnU-Net model trains from it (init_from) on a cache at the model's spacing
// with its normalisation, then both models are compared in the regression
// dialog (the same numbers as `compare`, tested in nnunet_finetune.py).
void TestWorklist::importedModelFineTunesOnTheTrainingDataset()
{
    if (m_nnunetFolder.isEmpty())
        QSKIP("no nnU-Net fixture (the previous function was skipped)");
    const QString data = m_dir.filePath("ct-data");
    QString out;
    QVERIFY2(runCli({"phantom", "--kind", "ct", "--cases", "3", "--size", "40", "40", "20", "--spacing", "0.8", "0.8", "3",
                     "--out", data}, &out) == 0,
             qPrintable(out));
    app::TrainingWorkspace* training = m_window->training();
    training->panel()->setRunsFolder(m_dir.filePath("runs"));
    training->runs()->setRunsFolder(m_dir.filePath("runs"));
    engine::TrainingConfig settings;
    settings.dataset = data.toStdString();
    settings.maxMinutes = 0.1;
    settings.threads = 1;
    training->panel()->form().setConfig(settings);
    training->panel()->refreshFromForm();
    QCOMPARE(training->importedModels()->addModel(m_nnunetFolder), QString());
    auto* fineTune = m_window->findChild<QPushButton*>("fineTuneImportedModel");
    QVERIFY(fineTune && fineTune->isEnabled());
    QTest::mouseClick(fineTune, Qt::LeftButton);  // its licence was accepted by the previous function

    widgets::RegressionCheckDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = m_window->findChild<widgets::RegressionCheckDialog*>("regressionCheckDialog")) != nullptr,
                             300000);
    const QDir runs(m_dir.filePath("runs"));
    const QStringList made = runs.entryList({"*-finetuned-*"}, QDir::Dirs);
    QCOMPARE(made.size(), 1);
    const QString run = runs.filePath(made.front());
    const QJsonObject config = readJson(run + "/config.json");
    QCOMPARE(QFileInfo(config["init_from"].toString()), QFileInfo(m_nnunetFolder));
    const QJsonObject cache = readJson(config["dataset"].toString() + "/cache.json")["preprocessing"].toObject();
    const QJsonObject plans = readJson(m_nnunetFolder + "/plans.json")["configurations"].toObject()["3d_fullres"].toObject();
    const QJsonArray spacing = plans["spacing"].toArray(), cached = cache["target_spacing_xyz"].toArray();  // z, y, x / x, y, z
    for (int a = 0; a < 3; ++a)
        QCOMPARE(cached[a].toDouble(), spacing[2 - a].toDouble());
    QCOMPARE(cache["channels"].toArray()[0].toObject()["normalization"].toString(), QString("zscore"));
    QVERIFY(dialog->table()->rowCount() >= 2);  // the classes and the mean
    // Named as what they are: the imported model and its fine-tuned run.
    QVERIFY2(dialog->verdict()->text().contains("fine-tuned model") &&
                 dialog->verdict()->text().contains("imported one"),
             qPrintable(dialog->verdict()->text()));
    QCOMPARE(dialog->table()->horizontalHeaderItem(1)->text(), QString("Imported model"));
    QCOMPARE(dialog->table()->horizontalHeaderItem(2)->text(), QString("Fine-tuned model"));
    QCOMPARE(dialog->keepButton()->text(), QString("Keep the imported model"));
    QVERIFY(dialog->grab().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/fine-tune-check.png"))));
    QTest::mouseClick(dialog->keepButton(), Qt::LeftButton);
    QTRY_VERIFY(QFileInfo::exists(run + "/regression_check.json"));
    QCOMPARE(readJson(run + "/regression_check.json")["decision"].toString(), QString("keep the previous model"));
}

// A MONAI bundle (issue 70), written with Debian's PyTorch by
// monai_fixtures.py: listed as one, its licence asked before the first use,
// and the open scan segmented as `predict --model` segments it: a 3D MRI
// bundle on an NIfTI scan, and a 2D bundle whose Orientationd needs the
// scan's file (a PNG, which MONAI reads on its pixels).
void TestWorklist::monaiBundleIsListedAndSegmentsLikeTheCli_data()
{
    QTest::addColumn<QString>("fixture");  // monai_fixtures.py's argument after the folder
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("patch");
    QTest::newRow("3D MRI bundle") << QString() << "mri_bundle" << "16 x 16 x 8";
    QTest::newRow("2D bundle on a PNG") << "png" << "png_bundle" << "12 x 16 x 1";
}

void TestWorklist::monaiBundleIsListedAndSegmentsLikeTheCli()
{
    QFETCH(QString, fixture);
    QFETCH(QString, name);
    QFETCH(QString, patch);
    bool skip = false;
    const QStringList printed =
        writeFixture("monai_fixtures.py", name, fixture.isEmpty() ? QStringList{} : QStringList{fixture}, &skip).split('\n');
    if (skip)
        QSKIP("/usr/bin/python3 has no torch: install python3-torch (scripts/setup does)");
    const QString bundle = printed.front();
    QVERIFY(!bundle.isEmpty());
    widgets::ImportedModelsPanel* panel = m_window->training()->importedModels();
    QCOMPARE(panel->addModel(bundle), QString());
    const QTreeWidgetItem* row = m_window->findChild<QTreeWidget*>("importedModelsList")->currentItem();
    QVERIFY(row);
    QCOMPARE(row->text(1), QString("MONAI bundle"));
    QCOMPARE(row->text(5), patch);
    QVERIFY(m_window->findChild<QPushButton*>("importedModelLicence")->isEnabled());
    QTimer accept;  // the bundle's LICENSE, asked before its first use
    accept.setInterval(50);
    connect(&accept, &QTimer::timeout, this, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            if (auto* yes = box->findChild<QPushButton*>("acceptModelLicence")) {
                yes->click();
                accept.stop();
            }
    });
    accept.start();
    const QString cliMap = m_dir.filePath(name + ".nii.gz");
    QString out;  // --trust-model records the yes the workbench then finds
    segmentTestScanLikeTheCli(bundle, cliMap, &out, printed.value(1), {"--trust-model"});
    QVERIFY2(out.contains("MONAI bundle: " + name), qPrintable(out));
    expectSegmentationLayerEquals(name, io::readScan(cliMap.toStdString()), "monai-" + name + ".png");
}

QTEST_MAIN(TestWorklist)
#include "tst_worklist.moc"
