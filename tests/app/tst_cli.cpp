// segstudio-cli as a user runs it: exit codes, what it prints, --json.
#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <csignal>
#include <fstream>

#include <QCryptographicHash>
#include <QDateTime>
#include <QFileInfo>
#include <QDir>

#include "TestData.h"
#include "common/image/Volume.h"
#include "io/ScanIO.h"
#include "io/dicom/DicomSegmentation.h"

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
    process.start(segstudio::test::cliPath(), arguments);
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
    void growSegmentsFromSeedFilesAndNamesBadSeeds();
    void checkSampleDataset();
    void checkHippocampusReports208ValidCases();
    void checkReportsEveryBadCaseAndExitsNonZero();
    void preprocessTwiceReusesTheCache();
    void jsonOutputIsOneObjectPerLine();
    void unknownOptionIsAUsageError();
    void predictRefusesToWriteOverTheScans();
    void predictWritesADicomSegOnADicomSeries();
    void hangupStopsTrainingWithACheckpoint();
    void fineTuneThenCompareFlagsAWorseModel();

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

void TestCli::growSegmentsFromSeedFilesAndNamesBadSeeds()
{
    const QString scan = m_dir.filePath("grow.nii.gz"), seedsFile = m_dir.filePath("grow-seeds.nii.gz");
    QCOMPARE(runCli({"phantom", "--out", scan, "--size", "64", "56", "24", "--spacing", "0.8", "0.8", "2", "--classes", "1",
                     "--type", "int16"}).exitCode, 0);
    const Volume truth = io::readScan(m_dir.filePath("grow_label.nii.gz").toStdString());
    const Geometry& g = truth.geometry;
    // Seeds as a user paints them: a few voxels at the structure's centre, value 1; background
    // (value 7) on a rectangle around it in the middle slice.
    double cx = 0, cy = 0, cz = 0;
    int64_t n = 0, x0 = g.size[0], x1 = 0, y0 = g.size[1], y1 = 0;
    for (int64_t i = 0; i < truth.voxelCount(); ++i)
        if (truth.valueAsDouble(i) == 1) {
            const int64_t x = i % g.size[0], y = (i / g.size[0]) % g.size[1];
            cx += double(x), cy += double(y), cz += double(i / (g.size[0] * g.size[1])), ++n;
            x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
        }
    QVERIFY(n > 100);
    const int64_t c[3] = {std::llround(cx / double(n)), std::llround(cy / double(n)), std::llround(cz / double(n))};
    Volume seeds = Volume::allocate(g, ScalarType::UInt8);
    uint8_t* s = seeds.data<uint8_t>();
    for (int64_t dy = -1; dy <= 1; ++dy)
        for (int64_t dx = -1; dx <= 1; ++dx)
            s[c[0] + dx + g.size[0] * (c[1] + dy + g.size[1] * c[2])] = 1;
    x0 = std::max<int64_t>(0, x0 - 3), x1 = std::min(g.size[0] - 1, x1 + 3);
    y0 = std::max<int64_t>(0, y0 - 3), y1 = std::min(g.size[1] - 1, y1 + 3);
    for (int64_t y = y0; y <= y1; ++y)
        for (int64_t x = x0; x <= x1; ++x)
            if ((x == x0 || x == x1 || y == y0 || y == y1) && truth.valueAsDouble(x + g.size[0] * (y + g.size[1] * c[2])) == 0)
                s[x + g.size[0] * (y + g.size[1] * c[2])] = 7;
    io::writeScan(seedsFile.toStdString(), seeds);

    const QString output = m_dir.filePath("grown.nii.gz");
    CliResult r = runCli({"--json", "grow", "--image", scan, "--seeds", seedsFile, "--output", output, "--background-seed", "7"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(r.out.trimmed().toUtf8()).object();
    QCOMPARE(result["event"].toString(), QString("result"));
    const Volume grown = io::readScan(output.toStdString());
    QVERIFY(geometryDifferences(grown.geometry, g).empty());
    QCOMPARE(grown.type, ScalarType::UInt8);
    int64_t both = 0, grownCount = 0;
    for (int64_t i = 0; i < grown.voxelCount(); ++i) {
        const bool isGrown = grown.valueAsDouble(i) == 1;
        both += isGrown && truth.valueAsDouble(i) == 1;
        grownCount += isGrown;
        QVERIFY(grown.valueAsDouble(i) != 7);  // background seeds grow to 0
    }
    const double dice = 2.0 * double(both) / double(grownCount + n);
    QVERIFY2(dice >= 0.9, qPrintable(QString("Dice %1").arg(dice)));
    QCOMPARE(result["voxels_per_label"].toObject()["1"].toInteger(), grownCount);

    // Seeds on another grid, and seeds of one kind: exit 2 naming the seed file and the reason.
    Geometry other = g;
    other.size[2] = 20;
    const QString wrongGrid = m_dir.filePath("wrong-grid.nii.gz");
    io::writeScan(wrongGrid.toStdString(), Volume::allocate(other, ScalarType::UInt8));
    r = runCli({"grow", "--image", scan, "--seeds", wrongGrid, "--output", m_dir.filePath("x.nii.gz")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(wrongGrid) && r.err.contains("64x56x20"), qPrintable(r.err));
    r = runCli({"grow", "--image", scan, "--seeds", seedsFile, "--output", m_dir.filePath("x.nii.gz")});
    QCOMPARE(r.exitCode, 0);  // without --background-seed, 7 is a label of its own
    // A float32 seed map (as some tools write label maps) with whole values grows; 0.5 is refused.
    Volume floatSeeds = seeds.convertedTo(ScalarType::Float32);
    const QString floatFile = m_dir.filePath("float-seeds.nii.gz");
    io::writeScan(floatFile.toStdString(), floatSeeds);
    r = runCli({"grow", "--image", scan, "--seeds", floatFile, "--output", m_dir.filePath("float-grown.nii.gz"),
                "--background-seed", "7"});
    QCOMPARE(r.exitCode, 0);
    const Volume floatGrown = io::readScan(m_dir.filePath("float-grown.nii.gz").toStdString());
    QCOMPARE(floatGrown.type, ScalarType::Int32);
    QVERIFY(floatGrown.convertedTo(ScalarType::UInt8).bytes == grown.bytes);
    floatSeeds.data<float>()[5] = 0.5f;
    io::writeScan(floatFile.toStdString(), floatSeeds);
    r = runCli({"grow", "--image", scan, "--seeds", floatFile, "--output", m_dir.filePath("x.nii.gz"), "--background-seed", "7"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(floatFile) && r.err.contains("0.5"), qPrintable(r.err));
    const QString oneKind = m_dir.filePath("one-kind.nii.gz");
    for (int64_t i = 0; i < seeds.voxelCount(); ++i)
        s[i] = s[i] == 7 ? 0 : s[i];
    io::writeScan(oneKind.toStdString(), seeds);
    r = runCli({"grow", "--image", scan, "--seeds", oneKind, "--output", m_dir.filePath("x.nii.gz")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(oneKind) && r.err.contains("at least two labels"), qPrintable(r.err));
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
    QFile::remove(root + "/labelsTr/mri_001.nii.gz");
    QFile::resize(root + "/imagesTr/mri_003.nii.gz", 200);
    const CliResult r = runCli({"dataset", "check", root});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("mri_001") && r.out.contains("missing"), qPrintable(r.out));
    QVERIFY2(r.out.contains("mri_003") && r.out.contains("truncated"), qPrintable(r.out));
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

namespace {

QByteArray fileHash(const QString& path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

}  // namespace

// Output into the input folder, or onto an input scan, is refused before any
// model is loaded, and the scans are left as they were.
void TestCli::predictRefusesToWriteOverTheScans()
{
    const QString folder = m_dir.filePath("scans");
    QDir().mkpath(folder);
    const QString scan = folder + "/case.nii.gz";
    QVERIFY(QFile::copy(test::sampleDatasetRoot() + "/imagesTr/hippocampus_001.nii.gz", scan));
    const QByteArray before = fileHash(scan);
    CliResult r = runCli({"predict", "--model", m_dir.filePath("no-model"), "--input", folder, "--output", folder});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--output") && r.err.contains("input folder"), qPrintable(r.err));
    r = runCli({"predict", "--model", m_dir.filePath("no-model"), "--input", scan, "--output", scan});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--output") && r.err.contains("the scan"), qPrintable(r.err));
    QCOMPARE(fileHash(scan), before);
}

// predict --format dicom-seg on a DICOM series writes the same labels as
// --format label-map, as a SEG on the series; a NIfTI input is refused.
void TestCli::predictWritesADicomSegOnADicomSeries()
{
    const QString dataset = m_dir.filePath("seg-data");
    QCOMPARE(runCli({"phantom", "--kind", "mri", "--cases", "4", "--size", "24", "24", "16", "--out", dataset}).exitCode, 0);
    const QString config = m_dir.filePath("seg.json");
    QFile file(config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"epochs": 8, "iterations_per_epoch": 15, "threads": 1, "network": {"base_features": 8, "max_features": 32}})");
    file.close();
    const QString run = m_dir.filePath("seg-run");
    QCOMPARE(runCli({"train", dataset, "--config", config, "--out", run}, 600000).exitCode, 0);
    const QString series = m_dir.filePath("seg-series");
    QDir().mkpath(series);
    const Volume scan = io::readScan(test::toStd(dataset + "/imagesTr/mri_000_0000.nii.gz"));
    io::writeDicomSeries(test::toStd(series), scan.convertedTo(ScalarType::Int16), "phantom", io::DicomModality::MR);

    const QString labels = m_dir.filePath("seg-labels.nii.gz");
    CliResult r = runCli({"predict", "--model", run, "--input", series, "--output", labels});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString out = m_dir.filePath("seg-out");
    QDir().mkpath(out);
    r = runCli({"predict", "--model", run, "--input", series, "--format", "dicom-seg", "--output", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString seg = out + "/seg-series_seg.dcm";
    QVERIFY2(QFileInfo::exists(seg), qPrintable(r.out));
    const Volume expected = io::readScan(test::toStd(labels));
    const io::SegReadResult read = io::readDicomSeg(test::toStd(seg), test::toStd(series));
    QCOMPARE(read.layers.size(), std::size_t(1));
    for (int64_t i = 0; i < expected.voxelCount(); ++i)
        QCOMPARE(read.layers[0].valueAsDouble(i), expected.valueAsDouble(i));

    r = runCli({"predict", "--model", run, "--input", dataset + "/imagesTr/mri_000_0000.nii.gz", "--format", "dicom-seg",
                "--output", out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--format") && r.err.contains("DICOM series"), qPrintable(r.err));
}

// train --init-from continues from a run's weights; compare exits 1 when
// the candidate is worse (a one-step model), 0 when it is not.
void TestCli::fineTuneThenCompareFlagsAWorseModel()
{
    const QString dataset = m_dir.filePath("ft-data");
    QCOMPARE(runCli({"phantom", "--kind", "mri", "--cases", "5", "--size", "24", "24", "16", "--out", dataset}).exitCode, 0);
    const QString config = m_dir.filePath("ft.json");
    QFile file(config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"epochs": 10, "iterations_per_epoch": 15, "threads": 1, "network": {"base_features": 8, "max_features": 32},
                   "validation": {"interval_epochs": 5}})");
    file.close();
    // A deliberately worse model: one step from scratch.
    const QString oneStep = m_dir.filePath("one-step.json");
    QFile worseConfig(oneStep);
    QVERIFY(worseConfig.open(QIODevice::WriteOnly));
    worseConfig.write(R"({"epochs": 1, "iterations_per_epoch": 1, "threads": 1, "network": {"base_features": 8, "max_features": 32}})");
    worseConfig.close();
    auto train = [&](const QString& run, const QStringList& extra) {
        return runCli(QStringList{"train", dataset, "--config", config, "--cache", m_dir.filePath("ft-cache"), "--out",
                                  m_dir.filePath(run)} + extra, 600000);
    };
    QCOMPARE(train("ft-base", {}).exitCode, 0);
    const CliResult tuned = train("ft-tuned", {"--init-from", m_dir.filePath("ft-base"), "--epochs", "1"});
    QCOMPARE(tuned.exitCode, 0);
    QVERIFY2(tuned.out.contains("fine-tuning"), qPrintable(tuned.out));
    QCOMPARE(runCli({"train", dataset, "--config", oneStep, "--cache", m_dir.filePath("ft-cache"), "--out", m_dir.filePath("ft-worse")},
                    600000).exitCode, 0);
    CliResult r = runCli({"compare", m_dir.filePath("ft-base"), m_dir.filePath("ft-worse"), "--out", m_dir.filePath("cmp.json")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("WORSE"), qPrintable(r.out));
    r = runCli({"compare", m_dir.filePath("ft-worse"), m_dir.filePath("ft-base"), "--cache", m_dir.filePath("ft-cache"), "--cases",
                "mri_000", "mri_001", "mri_002", "mri_003", "mri_004"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("not worse"), qPrintable(r.out));
    r = runCli({"compare", m_dir.filePath("ft-base"), m_dir.filePath("ft-worse"), "--cases", "no_such_case"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("no_such_case"), qPrintable(r.err));
}

// A closed SSH session (SIGHUP) stops training like Ctrl-C: exit 130, a
// checkpoint to resume from, status "stopped". Started without the huge-page
// setting the test preset gives every other test, the CLI restarts itself
// with it (same process id) before it trains.
void TestCli::hangupStopsTrainingWithACheckpoint()
{
    const QString dataset = m_dir.filePath("hup-data");
    QCOMPARE(runCli({"phantom", "--kind", "mri", "--cases", "4", "--size", "24", "24", "16", "--out", dataset}).exitCode, 0);
    const QString config = m_dir.filePath("hup.json");
    QFile file(config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"epochs": 500, "iterations_per_epoch": 2, "validation": {"interval_epochs": 1000}})");
    file.close();
    const QString run = m_dir.filePath("hup-run");
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove("GLIBC_TUNABLES");
    environment.remove("SEGSTUDIO_NO_HUGEPAGES");
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(segstudio::test::cliPath(), {"train", dataset, "--config", config, "--cache",
                                                  m_dir.filePath("hup-cache"), "--out", run});
    QVERIFY(process.waitForStarted());
    QString out;
    QElapsedTimer timer;
    timer.start();
    while (!out.contains("epoch 2/") && timer.elapsed() < 120000 && process.state() == QProcess::Running) {
        process.waitForReadyRead(1000);
        out += QString::fromUtf8(process.readAll());
    }
    out += QString::fromUtf8(process.readAll());
    QVERIFY2(out.contains("epoch 2/"), qPrintable(out));
    QFile processEnvironment(QString("/proc/%1/environ").arg(process.processId()));
    QVERIFY(processEnvironment.open(QIODevice::ReadOnly));
    QVERIFY2(processEnvironment.readAll().split('\0').contains("GLIBC_TUNABLES=glibc.malloc.hugetlb=1"),
             "segstudio-cli did not restart itself with huge-page malloc");
    const QDateTime signalled = QDateTime::currentDateTime();
    ::kill(static_cast<pid_t>(process.processId()), SIGHUP);
    QVERIFY(process.waitForFinished(120000));
    out += QString::fromUtf8(process.readAll());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 130, qPrintable(out));
    // Saved when the signal came, not only at the last epoch's end.
    QVERIFY(QFileInfo(run + "/checkpoint_last.pt").lastModified() >= signalled.addMSecs(-5));
    QFile status(run + "/status.json");
    QVERIFY(status.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(status.readAll()).object()["state"].toString(), QString("stopped"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
