// Raters' assignments (issue 72, "a worklist can assign cases to raters and
// record who has finished which case"): cases are shared evenly and keep
// the raters they had; a rater finishes a case only with their own map,
// which is saved on the case's grid with the dataset's labels (the earlier
// map kept in the history); bad maps, names and files are refused before
// anything is written; raters finishing at once all land; `segstudio-cli
// assign` shows the same file. In the workbench, under Xvfb, a rater
// assigns, filters their cases, opens one from the list, labels it and
// saves it as theirs, and the list says it is finished.
#include <QtTest>

#include <QCheckBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>

#include <filesystem>
#include <map>
#include <thread>

#include "MainWindow.h"
#include "TestData.h"
#include "Workbench.h"
#include "application/raters/RaterAgreement.h"
#include "application/raters/RaterAssignments.h"
#include "common/Errors.h"
#include "io/Dataset.h"
#include "io/PhantomDataset.h"
#include "io/ScanIO.h"
#include "labeledit/LabelEditWorkspace.h"
#include "raters/AdjudicationWorkspace.h"
#include "raters/RaterAssignmentsPanel.h"
#include "widgets/labeledit/LabelEditController.h"

using namespace segstudio;
using namespace segstudio::application;
namespace fs = std::filesystem;

namespace {

// A map on the case's grid: label 1 in a box whose corner moves with `seed`.
Volume boxMap(const Geometry& g, int seed)
{
    Volume v = Volume::allocate(g, ScalarType::UInt8);
    for (int64_t z = 1; z < g.size[2] - 1; ++z)
        for (int64_t y = 2 + seed; y < g.size[1] / 2 + seed; ++y)
            for (int64_t x = 3; x < g.size[0] / 2; ++x)
                v.data<uint8_t>()[x + g.size[0] * (y + g.size[1] * z)] = 1;
    return v;
}

std::string expectRefusal(const std::function<void()>& action)
{
    try {
        action();
    } catch (const InputError& error) {
        return error.what();
    }
    return "(not refused)";
}

}  // namespace

class TestAssignments : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void casesAreSharedEvenlyAndKeepTheirRaters();
    void finishingNeedsTheRatersOwnMap();
    void badMapsAndNamesAreRefusedBeforeAnythingIsWritten();
    void ratersFinishingAtOnceAllLand();
    void malformedFileIsNamedWithItsField();
    void cliShowsTheSameAssignments();
    void raterSavesTheirMapAndFinishesTheCaseInTheWorkbench();

private:
    std::string dataset(const QString& name, int cases);
    Geometry caseGrid(const std::string& root, const std::string& caseId) const;
    QTemporaryDir m_dir;
};

void TestAssignments::initTestCase()
{
    QCoreApplication::setOrganizationName("SegStudioTests");
    QCoreApplication::setApplicationName("tst_assignments");
}

std::string TestAssignments::dataset(const QString& name, int cases)
{
    const std::string root = m_dir.filePath(name).toStdString();
    io::PhantomDatasetOptions options;
    options.cases = cases;
    options.sizeXyz = Size3{24, 20, 8};
    options.classes = 1;
    io::writePhantomDataset(root, options);
    return root;
}

Geometry TestAssignments::caseGrid(const std::string& root, const std::string& caseId) const
{
    for (const io::DatasetCase& c : io::openDataset(root).training)
        if (c.id == caseId)
            return io::readScanHeader(c.imageFiles.front()).geometry;
    return {};
}

// Six cases, three raters, two per case: 12 assignments, 4 each, no case
// given one rater twice; more raters per case later adds to each case and
// keeps the first two in their order.
void TestAssignments::casesAreSharedEvenlyAndKeepTheirRaters()
{
    const std::string root = dataset("even", 6);
    QVERIFY(readAssignments(root).cases.empty());
    AssignRequest request{root, {"ann", "bo", "cy"}, 2, {}};
    const RaterAssignments first = assignCases(request);
    QCOMPARE(first.cases.size(), std::size_t(6));
    std::map<std::string, int> load;
    for (const CaseAssignment& c : first.cases) {
        QCOMPARE(c.raters.size(), std::size_t(2));
        QVERIFY(c.raters[0] != c.raters[1]);
        QVERIFY(c.finished.empty());
        for (const std::string& r : c.raters)
            ++load[r];
    }
    QCOMPARE(load, (std::map<std::string, int>{{"ann", 4}, {"bo", 4}, {"cy", 4}}));
    // The fewest-first rule with ties to the named order, worked by hand.
    QCOMPARE(first.cases[0].raters, (std::vector<std::string>{"ann", "bo"}));
    QCOMPARE(first.cases[1].raters, (std::vector<std::string>{"cy", "ann"}));
    QCOMPARE(first.cases[2].raters, (std::vector<std::string>{"bo", "cy"}));

    request.perCase = 3;
    const RaterAssignments more = assignCases(request);
    for (std::size_t i = 0; i < more.cases.size(); ++i) {
        QCOMPARE(more.cases[i].raters.size(), std::size_t(3));
        QCOMPARE(more.cases[i].raters[0], first.cases[i].raters[0]);
        QCOMPARE(more.cases[i].raters[1], first.cases[i].raters[1]);
    }
    // A new rater for two named cases only; the others keep theirs.
    const RaterAssignments dee = assignCases({root, {"dee"}, 1, {more.cases[4].caseId}});
    QCOMPARE(dee.cases[4].raters.size(), std::size_t(3));  // it already had one rater or more
    QCOMPARE(readAssignments(root).cases.size(), std::size_t(6));
    QVERIFY(expectRefusal([&] { assignCases({root, {"ann"}, 2, {}}); }).find("per-case") != std::string::npos);
    QVERIFY(expectRefusal([&] { assignCases({root, {"ann", "ann"}, 1, {}}); }).find("twice") != std::string::npos);
    QVERIFY(expectRefusal([&] { assignCases({root, {"ann"}, 1, {"nope"}}); }).find("nope") != std::string::npos);
}

void TestAssignments::finishingNeedsTheRatersOwnMap()
{
    const std::string root = dataset("finish", 2);
    const RaterAssignments assigned = assignCases({root, {"ann", "bo"}, 1, {}});
    const std::string caseId = assigned.cases[0].caseId;  // ann's
    QCOMPARE(assigned.cases[0].raters, std::vector<std::string>{"ann"});
    QVERIFY(expectRefusal([&] { markFinished(root, caseId, "ann"); }).find("holds no map") != std::string::npos);

    const Geometry grid = caseGrid(root, caseId);
    // bo is not assigned this case: refused, and no map is written.
    const std::string refused = expectRefusal([&] { saveRaterMap({root, caseId, "bo", boxMap(grid, 0), true}); });
    QVERIFY2(refused.find("does not assign the case to bo") != std::string::npos, refused.c_str());
    QVERIFY(!fs::exists(root + "/raters/bo"));

    const SavedRaterMap saved = saveRaterMap({root, caseId, "ann", boxMap(grid, 0), true});
    QCOMPARE(saved.labelFile, root + "/raters/ann/labelsTr/" + caseId + ".nii.gz");
    QVERIFY(saved.previousLabel.empty());
    QVERIFY(saved.markedFinished);
    const Volume back = io::readScan(saved.labelFile);
    QVERIFY(geometryDifferences(back.geometry, grid).empty());
    const Volume expected = boxMap(grid, 0);
    for (int64_t i = 0; i < expected.voxelCount(); ++i)
        QCOMPARE(back.valueAsDouble(i), expected.valueAsDouble(i));
    const std::string when = readAssignments(root).find(caseId)->finished.at("ann");
    QVERIFY(QDateTime::fromString(QString::fromStdString(when), Qt::ISODate).isValid());
    QVERIFY(QString::fromStdString(when).endsWith('Z'));

    // A second save keeps the first map in the history and the first finish time.
    const SavedRaterMap again = saveRaterMap({root, caseId, "ann", boxMap(grid, 1), true});
    QCOMPARE(again.labelFile, saved.labelFile);
    QVERIFY(fs::exists(again.previousLabel));
    QVERIFY(again.previousLabel.find("_history/raters/ann/") != std::string::npos);
    QCOMPARE(io::readScan(again.previousLabel).valueAsDouble(3 + 24 * (2 + 20 * 1)), 1.0);
    QCOMPARE(readAssignments(root).find(caseId)->finished.at("ann"), when);
    // The agreement code finds it as ann's map of the case.
    QCOMPARE(raterMapsOfCase(root, caseId).size(), std::size_t(1));
}

void TestAssignments::badMapsAndNamesAreRefusedBeforeAnythingIsWritten()
{
    const std::string root = dataset("bad", 2);
    assignCases({root, {"ann"}, 1, {}});
    const std::string caseId = readAssignments(root).cases[0].caseId;
    const Geometry grid = caseGrid(root, caseId);
    const auto before = fs::last_write_time(assignmentsPath(root));

    Geometry other = grid;
    other.size[0] += 1;
    QVERIFY(expectRefusal([&] { saveRaterMap({root, caseId, "ann", boxMap(other, 0), true}); }).find("grid") != std::string::npos);
    Volume undeclared = boxMap(grid, 0);
    undeclared.data<uint8_t>()[0] = 9;
    QVERIFY(expectRefusal([&] { saveRaterMap({root, caseId, "ann", undeclared, true}); }).find("9") != std::string::npos);
    Volume floating = Volume::allocate(grid, ScalarType::Float32);
    QVERIFY(expectRefusal([&] { saveRaterMap({root, caseId, "ann", floating, true}); }).find("integer") != std::string::npos);
    QVERIFY(expectRefusal([&] { saveRaterMap({root, "nope", "ann", boxMap(grid, 0), true}); }).find("nope") != std::string::npos);
    for (const char* name : {"../ann", ".hidden", "", "consensus", "model", "a/b"})
        QVERIFY2(expectRefusal([&] { saveRaterMap({root, caseId, name, boxMap(grid, 0), false}); }) != "(not refused)", name);
    QVERIFY(!fs::exists(root + "/raters/ann"));
    QVERIFY(!fs::exists(fs::path(root).parent_path() / "ann"));
    QVERIFY(fs::last_write_time(assignmentsPath(root)) == before);
}

// Four raters save and finish four cases from four threads at once (the
// dataset's folder lock): every finish is in the file afterwards.
void TestAssignments::ratersFinishingAtOnceAllLand()
{
    const std::string root = dataset("together", 4);
    const RaterAssignments assigned = assignCases({root, {"ann", "bo", "cy", "dee"}, 1, {}});
    std::vector<std::thread> threads;
    std::vector<std::string> errors(4);
    for (int i = 0; i < 4; ++i)
        threads.emplace_back([&, i] {
            const CaseAssignment& c = assigned.cases[static_cast<std::size_t>(i)];
            try {
                saveRaterMap({root, c.caseId, c.raters[0], boxMap(caseGrid(root, c.caseId), i % 2), true});
            } catch (const std::exception& e) {
                errors[static_cast<std::size_t>(i)] = e.what();
            }
        });
    for (std::thread& t : threads)
        t.join();
    for (const std::string& error : errors)
        QVERIFY2(error.empty(), error.c_str());
    for (const CaseAssignment& c : readAssignments(root).cases)
        QVERIFY2(c.finished.count(c.raters[0]) == 1, c.caseId.c_str());
    for (const RaterProgress& p : progressByRater(readAssignments(root)))
        QCOMPARE(p.finished, 1);
}

void TestAssignments::malformedFileIsNamedWithItsField()
{
    const std::string root = dataset("malformed", 1);
    fs::create_directories(root + "/raters");
    auto write = [&](const char* text) {
        QFile file(QString::fromStdString(assignmentsPath(root)));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
    };
    write(R"({"format": "segstudio-rater-assignments", "cases": [{"case": "c", "raters": ["ann"], "finished": {"bo": "x"}}]})");
    std::string error = expectRefusal([&] { readAssignments(root); });
    QVERIFY2(error.find("assignments.json") != std::string::npos && error.find("cases.c.finished") != std::string::npos &&
                 error.find("bo") != std::string::npos,
             error.c_str());
    write(R"({"format": "something-else", "cases": []})");
    QVERIFY(expectRefusal([&] { readAssignments(root); }).find("format") != std::string::npos);
    write(R"({"format": "segstudio-rater-assignments", "cases": [{"case": "c", "raters": ["../x"]}]})");
    QVERIFY(expectRefusal([&] { readAssignments(root); }).find("cases.c.raters") != std::string::npos);
    write(R"({"format": "segstudio-rater-assignments", "cases": [{"case": "c", "raters": "ann"}]})");
    QVERIFY(expectRefusal([&] { readAssignments(root); }).find("raters") != std::string::npos);
}

void TestAssignments::cliShowsTheSameAssignments()
{
    const std::string root = dataset("cli", 3);
    QProcess cli;
    cli.start(test::cliPath(), {"--json", "assign", QString::fromStdString(root), "--raters", "ann,bo", "--per-case", "2"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject result = QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object();
    const RaterAssignments file = readAssignments(root);
    QCOMPARE(result["cases"].toArray().size(), static_cast<int>(file.cases.size()));
    for (int i = 0; i < 3; ++i)
        QCOMPARE(result["cases"].toArray()[i].toObject()["raters"].toArray().size(), 2);
    QCOMPARE(result["raters"].toArray()[0].toObject()["assigned"].toInt(), 3);

    // Finishing without a map: exit 2, the folder and the reason named.
    cli.start(test::cliPath(), {"assign", QString::fromStdString(root), "--finished",
                                QString::fromStdString(file.cases[0].caseId), "--rater", "bo"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 2);
    const QString error = cli.readAllStandardError();
    QVERIFY2(error.contains("raters/bo/labelsTr") && error.contains("holds no map"), qPrintable(error));
}

void TestAssignments::raterSavesTheirMapAndFinishesTheCaseInTheWorkbench()
{
    const std::string root = dataset("workbench", 3);
    auto window = test::openWorkbench({});
    QVERIFY(window);
    QVERIFY(window->openDataset(QString::fromStdString(root)));
    auto* panel = window->adjudication()->assignments();
    window->adjudication()->dock()->show();
    window->adjudication()->dock()->raise();
    QSignalSpy done(panel, &app::RaterAssignmentsPanel::finished);
    QTRY_VERIFY(!panel->busy());  // the (absent) assignments read on opening

    panel->raterName()->setText("ann");
    panel->ratersToAssign()->setText("ann, bo");
    panel->perCase()->setValue(1);
    QTest::mouseClick(panel->findChild<QPushButton*>("assignmentsAssign"), Qt::LeftButton);
    QTRY_VERIFY(!panel->busy());
    QCOMPARE(done.last().at(0).toBool(), true);
    QCOMPARE(panel->table()->rowCount(), 3);
    panel->findChild<QCheckBox*>("assignmentsMineOnly")->setChecked(true);
    QCOMPARE(panel->table()->rowCount(), 2);  // ann has the first and third case
    const QString caseId = panel->table()->item(0, 0)->text();
    QCOMPARE(caseId.toStdString(), readAssignments(root).cases[0].caseId);

    Q_EMIT panel->table()->cellDoubleClicked(0, 0);
    QTRY_VERIFY2_WITH_TIMEOUT(!window->isLoading() && window->scene().hasImage(), qPrintable(window->lastError()), 30000);
    widgets::LabelEditController* editor = window->labelEditing()->controller();
    const int layer = editor->newLabelMap("ann's map");
    QVERIFY(layer >= 0);
    const Geometry grid = caseGrid(root, caseId.toStdString());
    const Volume drawn = boxMap(grid, 2);
    // Painted with the editor's model: the phantom's axes are stored as displayed (identity direction).
    auto voxels = window->scene().editableLabelData(layer);
    QCOMPARE(voxels->volume.voxelCount(), drawn.voxelCount());
    std::copy(drawn.data<uint8_t>(), drawn.data<uint8_t>() + drawn.voxelCount(), voxels->volume.data<uint8_t>());
    window->scene().notifyLabelVoxelsEdited(layer, {{0, 0, 0}, {grid.size[0] - 1, grid.size[1] - 1, grid.size[2] - 1}}, 1);
    QVERIFY(window->scene().labelLayers()[static_cast<std::size_t>(layer)].modified);

    QTest::mouseClick(panel->findChild<QPushButton*>("assignmentsSaveFinish"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->busy(), 30000);
    QVERIFY2(done.last().at(0).toBool(), qPrintable(panel->status()));
    const std::string file = root + "/raters/ann/labelsTr/" + caseId.toStdString() + ".nii.gz";
    const Volume saved = io::readScan(file);
    for (int64_t i = 0; i < drawn.voxelCount(); ++i)
        QCOMPARE(saved.valueAsDouble(i), drawn.valueAsDouble(i));
    QVERIFY(!window->scene().labelLayers()[static_cast<std::size_t>(layer)].modified);
    QCOMPARE(readAssignments(root).cases[0].finished.count("ann"), std::size_t(1));
    QCOMPARE(panel->table()->item(0, 2)->text(), QString("ann"));
    QVERIFY2(panel->findChild<QLabel*>("assignmentsProgress")->text().contains("ann: 1 of 2 case(s) finished"),
             qPrintable(panel->findChild<QLabel*>("assignmentsProgress")->text()));

    // bo cannot finish ann's case from this window.
    panel->raterName()->setText("bo");
    QTest::mouseClick(panel->findChild<QPushButton*>("assignmentsSaveFinish"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->busy(), 30000);
    QVERIFY2(panel->status().contains("does not assign the case to bo"), qPrintable(panel->status()));
    QVERIFY(!fs::exists(root + "/raters/bo"));
    panel->raterName()->setText("ann");
    QVERIFY(window->grab().toImage().save(test::binaryPath(QStringLiteral("/screenshots/rater-assignments.png"))));
}

QTEST_MAIN(TestAssignments)
#include "tst_assignments.moc"
