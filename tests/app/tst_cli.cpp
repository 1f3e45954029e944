// segstudio-cli as a user runs it: exit codes, what it prints, --json.
#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <fstream>

#include "TestData.h"

using namespace segstudio;

namespace {

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
};

CliResult runCli(const QStringList& arguments, int timeoutMs = 120000)
{
    QProcess process;
    process.start(QStringLiteral(SEGSTUDIO_CLI), arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void infoDescribesAScan();
    void infoOnBadFileExitsWithTwoAndNamesIt();
    void checkSampleDataset();
    void checkHippocampusReports208ValidCases();
    void checkReportsEveryBadCaseAndExitsNonZero();
    void preprocessTwiceReusesTheCache();
    void jsonOutputIsOneObjectPerLine();
    void unknownOptionIsAUsageError();

private:
    QTemporaryDir m_dir;
};

void TestCli::infoDescribesAScan()
{
    const QString label = test::sampleDatasetRoot() + "/labelsTr/hippocampus_001.nii.gz";
    const CliResult r = runCli({"info", label});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("Format       NIfTI (3D)"), qPrintable(r.out));
    QVERIFY(r.out.contains("Orientation  RAS"));
    QVERIFY(r.out.contains("Spacing      1x1x1 mm"));
    QVERIFY2(r.out.contains(QRegularExpression("Labels +0 \\(\\d+ voxels")), qPrintable(r.out));
}

void TestCli::infoOnBadFileExitsWithTwoAndNamesIt()
{
    const QString path = m_dir.filePath("fake.nii.gz");
    std::ofstream(path.toStdString()) << "not an image";
    const CliResult r = runCli({"info", path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(path) && r.err.contains("not an image"), qPrintable(r.err));
}

void TestCli::checkSampleDataset()
{
    const CliResult r = runCli({"dataset", "check", test::sampleDatasetRoot()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("All 4 cases are valid."), qPrintable(r.out));
}

void TestCli::checkHippocampusReports208ValidCases()
{
    const QString root = test::hippocampusRoot();
    if (root.isEmpty())
        QSKIP("the hippocampus dataset is not on this machine (set SEGSTUDIO_HIPPOCAMPUS_DIR)");
    const CliResult r = runCli({"dataset", "check", root});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("All 208 cases are valid."), qPrintable(r.out));
}

void TestCli::checkReportsEveryBadCaseAndExitsNonZero()
{
    const QString root = m_dir.filePath("faulty");
    test::writePhantomDataset(root, 4, {20, 18, 12});
    QFile::remove(root + "/labelsTr/phantom_001.nii.gz");
    QFile::resize(root + "/imagesTr/phantom_003.nii.gz", 200);
    const CliResult r = runCli({"dataset", "check", root});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("phantom_001") && r.out.contains("missing"), qPrintable(r.out));
    QVERIFY2(r.out.contains("phantom_003") && r.out.contains("truncated"), qPrintable(r.out));
    QVERIFY(r.out.contains("2 of 4 cases are valid; 2 have problems."));
}

void TestCli::preprocessTwiceReusesTheCache()
{
    const QString cache = m_dir.filePath("cache");
    const CliResult first = runCli({"preprocess", test::sampleDatasetRoot(), "--out", cache, "--folds", "2"});
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.out.contains("4 preprocessed (0 reused"), qPrintable(first.out));
    QVERIFY(first.out.contains("cases/s"));
    const CliResult second = runCli({"preprocess", test::sampleDatasetRoot(), "--out", cache, "--folds", "2"});
    QCOMPARE(second.exitCode, 0);
    QVERIFY2(second.out.contains("4 preprocessed (4 reused"), qPrintable(second.out));
    QVERIFY(QFile::exists(cache + "/cache.json") && QFile::exists(cache + "/splits.json"));
}

void TestCli::jsonOutputIsOneObjectPerLine()
{
    const CliResult r = runCli({"dataset", "check", test::sampleDatasetRoot(), "--json"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 2);
    for (const QString& line : lines) {
        QJsonParseError error;
        QJsonDocument::fromJson(line.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(line));
    }
    const QJsonObject result = QJsonDocument::fromJson(lines.last().toUtf8()).object();
    QCOMPARE(result["event"].toString(), QString("result"));
    QCOMPARE(result["valid_cases"].toInt(), 4);
}

void TestCli::unknownOptionIsAUsageError()
{
    const CliResult r = runCli({"dataset", "check", test::sampleDatasetRoot(), "--colour", "red"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--colour"), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
