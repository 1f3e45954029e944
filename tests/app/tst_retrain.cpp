// "Retrain with corrections" from the window, under Xvfb: a model trained on
// a phantom dataset, then "corrections" that erase the training cases'
// labels (a user's mistake) accepted into the dataset, then Retrain: the
// fine-tuning run starts from the model, the regression check scores both
// models on the baseline's validation cases, flags the retrained model as
// worse, keeps the previous model active by default, and records the
// decision beside the retrained run. AI assist's interactive model is
// retrained next from the same corrections; its check scores both with the
// click protocol and decides AI assist's model.
#include <QtTest>

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

#include "TestData.h"
#include "MainWindow.h"
#include "training/TrainingWorkspace.h"
#include "application/labeledit/AcceptCorrection.h"
#include "application/training/TrainModel.h"
#include "common/formats/JsonFile.h"
#include "engine/evaluate/ModelComparison.h"
#include "io/Dataset.h"
#include "io/PhantomDataset.h"
#include "io/ScanIO.h"
#include "labeledit/LabelEditWorkspace.h"
#include "widgets/interactive/InteractiveAssistController.h"
#include "widgets/labeledit/LabelEditController.h"
#include "widgets/labeledit/LabelEditorPanel.h"
#include "widgets/training/RegressionCheckDialog.h"
#include "widgets/training/RunsPanel.h"
#include "widgets/training/TrainingPanel.h"
#include "widgets/views/VtkRenderWidget.h"

using namespace segstudio;
using namespace segstudio::widgets;
using segstudio::app::MainWindow;

class TestRetrain : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void worseRetrainedModelIsFlaggedAndThePreviousStaysActive();

private:
    QTemporaryDir m_dir;
    QString m_dataset, m_baseline, m_interactive;
};

void TestRetrain::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_retrain");
    qputenv("SEGSTUDIO_CACHE_DIR", m_dir.filePath("cache").toUtf8());
    m_dataset = m_dir.filePath("dataset");
    io::PhantomDatasetOptions phantom;
    phantom.kind = io::PhantomKind::Mri;
    phantom.cases = 5;
    phantom.sizeXyz = Size3{24, 24, 16};
    io::writePhantomDataset(m_dataset.toStdString(), phantom);

    engine::TrainingRequest request;
    request.config.dataset = m_dataset.toStdString();
    request.config.device = "cpu";
    request.config.threads = 1;
    request.config.epochs = 10;
    request.config.iterationsPerEpoch = 15;
    request.config.network.baseFeatures = 8;
    request.config.network.maxFeatures = 32;
    request.config.validation.intervalEpochs = 5;
    m_baseline = m_dir.filePath("runs/baseline");
    request.runFolder = m_baseline.toStdString();
    const engine::TrainingResult result = application::trainModel(request, {}, nullptr, nullptr);
    QVERIFY2(result.outcome == engine::RunOutcome::Finished, result.message.c_str());
    QVERIFY(result.finalMeanDice > 0.2);

    request.config.interactive = true;
    request.config.epochs = 4;
    request.config.iterationsPerEpoch = 10;
    request.config.validation.intervalEpochs = 4;
    m_interactive = m_dir.filePath("runs/interactive");
    request.runFolder = m_interactive.toStdString();
    const engine::TrainingResult interactive = application::trainModel(request, {}, nullptr, nullptr);
    QVERIFY2(interactive.outcome == engine::RunOutcome::Finished, interactive.message.c_str());
}

void TestRetrain::worseRetrainedModelIsFlaggedAndThePreviousStaysActive()
{
    // "Corrections" that erase the labels of the training cases, accepted as a user would.
    const io::DatasetDescription dataset = io::openDataset(m_dataset.toStdString());
    const std::vector<std::string> validation = engine::validationCasesOfRun(m_baseline.toStdString());
    for (const io::DatasetCase& c : dataset.training) {
        if (std::find(validation.begin(), validation.end(), c.id) != validation.end())
            continue;
        Volume empty = Volume::allocate(io::readScanHeader(c.imageFiles.front()).geometry, ScalarType::UInt8);
        application::acceptCorrection({m_dataset.toStdString(), c.imageFiles, std::move(empty), {}});
    }

    MainWindow window;
    window.languages().setLanguage("en");
    window.setCloseConfirmation(false);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    app::TrainingWorkspace* training = window.training();
    training->panel()->setRunsFolder(m_dir.filePath("runs"));
    training->runs()->setRunsFolder(m_dir.filePath("runs"));
    engine::TrainingConfig panel;
    panel.dataset = m_dataset.toStdString();
    training->panel()->form().setConfig(panel);
    training->panel()->refreshFromForm();
    window.labelEditing()->panel()->offerAssistModel(m_interactive);
    QCOMPARE(window.labelEditing()->assistRunToRetrain(), m_interactive);
    training->runs()->selectRun(m_baseline);
    QCOMPARE(QFileInfo(training->activeRun()), QFileInfo(m_baseline));

    QSignalSpy checked(training, &app::TrainingWorkspace::regressionChecked);
    QSignalSpy decided(training, &app::TrainingWorkspace::retrainDecided);
    const QString candidate =
        training->retrainWithCorrections(training->activeRun(), 0, 2, window.labelEditing()->assistRunToRetrain());
    QVERIFY(!candidate.isEmpty());
    RegressionCheckDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = window.findChild<RegressionCheckDialog*>("regressionCheckDialog")) != nullptr, 300000);
    QCOMPARE(readJsonFile((candidate + "/config.json").toStdString())["init_from"].get<std::string>(), m_baseline.toStdString());
    QVERIFY2(dialog->verdict()->text().contains("worse") && !dialog->verdict()->text().contains("not worse"),
             qPrintable(dialog->verdict()->text()));
    QCOMPARE(dialog->table()->rowCount(), 3);  // two organs and the mean
    QVERIFY(dialog->keepButton()->isDefault());
    QVERIFY(dialog->useButton()->text().contains("anyway"));
    QDir().mkpath(segstudio::test::binaryPath(QStringLiteral("/screenshots")));
    QVERIFY(dialog->grab().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/regression-check.png"))));

    QTest::mouseClick(dialog->keepButton(), Qt::LeftButton);
    QTRY_COMPARE(checked.size(), 1);
    QCOMPARE(checked.first().at(0).toBool(), true);   // the candidate was worse
    QCOMPARE(checked.first().at(1).toBool(), false);  // and is not active
    QCOMPARE(QFileInfo(training->activeRun()), QFileInfo(m_baseline));
    const Json record = readJsonFile((candidate + "/regression_check.json").toStdString());
    QCOMPARE(record["candidate_worse"].get<bool>(), true);
    QCOMPARE(record["decision"].get<std::string>(), std::string("keep the previous model"));
    QCOMPARE(record["cases"].get<std::vector<std::string>>(), validation);

    // Then AI assist's model: a second check, by the click protocol.
    RegressionCheckDialog* second = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((second = window.findChild<RegressionCheckDialog*>("regressionCheckDialog")) != nullptr &&
                                 second->verdict()->text().contains("interactive"),
                             300000);
    QCOMPARE(second->table()->rowCount(), 3);
    QVERIFY(second->grab().save(segstudio::test::binaryPath(QStringLiteral("/screenshots/regression-check-interactive.png"))));
    QTest::mouseClick(second->useButton(), Qt::LeftButton);
    QTRY_COMPARE(decided.size(), 2);
    QCOMPARE(decided.at(1).at(0).toString(), m_interactive);
    const QString retrainedAssist = decided.at(1).at(1).toString();
    QVERIFY(retrainedAssist != m_interactive);
    QCOMPARE(decided.at(1).at(2).toBool(), true);
    QCOMPARE(readJsonFile((retrainedAssist + "/config.json").toStdString())["init_from"].get<std::string>(),
             m_interactive.toStdString());
    const Json assistRecord = readJsonFile((retrainedAssist + "/regression_check.json").toStdString());
    QCOMPARE(assistRecord["interactive"].get<bool>(), true);
    QCOMPARE(assistRecord["decision"].get<std::string>(), std::string("use the retrained model"));
    QCOMPARE(window.labelEditing()->controller()->interactiveAssist()->modelPath(), retrainedAssist);
    QCOMPARE(QFileInfo(training->activeRun()), QFileInfo(m_baseline));  // the automatic model's choice stands
}

int main(int argc, char** argv)
{
    VtkRenderWidget::configureDefaultSurfaceFormat();
    QApplication app(argc, argv);
    TestRetrain test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_retrain.moc"
