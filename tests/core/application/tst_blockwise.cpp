// Block-wise prediction (SegmentInBlocks.h) against one pass (segmentScan):
// the same label map voxel for voxel, from MetaImage (streamed in and out),
// NIfTI (.nii.gz) and OME-TIFF (rows read by the isolated TIFF reader, a
// child process per block) scans, with resampling, cropping and z-scores, blocks
// of 7 rows; a cancelled run resumes after its last block and ends with the
// same map; the memory bound does not grow with the depth. The entropy map
// and its structure mean, written block by block and resumed, against one
// pass. Body-mask holes across blocks, against one pass's preprocessing.
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>
#include <QTemporaryDir>

#include <unistd.h>

#include <condition_variable>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <random>
#include <thread>

#include "ModelFixtures.h"
#include "application/segment/SegmentInBlocks.h"
#include "application/segment/SegmentScan.h"
#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "io/ScanIO.h"
#include "io/blockwise/SlabPreprocessing.h"

using namespace segstudio;
using namespace segstudio::engine;

namespace {

// Smooth structures inside a zero border (so the crop box is smaller than
// the scan), anisotropic voxels (so it is resampled), int16.
Volume phantomScan(int64_t depth)
{
    Geometry g;
    g.size = {37, 33, depth};
    g.spacing = {0.8, 0.9, 1.6};
    g.origin = {-12.5, 4.0, 30.0};
    Volume v = Volume::allocate(g, ScalarType::Int16);
    std::mt19937 random(5);
    std::normal_distribution<double> noise(0, 20);
    int16_t* p = v.data<int16_t>();
    for (int64_t z = 0; z < depth; ++z)
        for (int64_t y = 0; y < 33; ++y)
            for (int64_t x = 0; x < 37; ++x, ++p) {
                if (x < 3 || y < 2 || z < 4 || x > 33 || z > depth - 3)
                    continue;
                const double wave = 300 * std::sin(x * 0.31) * std::cos(y * 0.23 + z * 0.17) + 150 * std::sin(z * 0.11);
                *p = static_cast<int16_t>(400 + wave + noise(random));
            }
    return v;
}

// A body (values >= 1) in a zero border with zero-valued cavities: one
// enclosed, across several blocks of rows; one that looks enclosed in the
// blocks it crosses but opens to the outside through a tunnel in a later row;
// and one on a single row. Anisotropic, so it is resampled.
Volume cavityScan()
{
    Geometry g;
    g.size = {30, 28, 44};
    g.spacing = {0.9, 0.8, 1.6};
    Volume v = Volume::allocate(g, ScalarType::Float32);
    std::mt19937 random(11);
    std::normal_distribution<double> noise(0, 30);
    float* p = v.data<float>();
    for (int64_t z = 0; z < g.size[2]; ++z)
        for (int64_t y = 0; y < g.size[1]; ++y)
            for (int64_t x = 0; x < g.size[0]; ++x, ++p) {
                const bool body = x >= 2 && x < 28 && y >= 3 && y < 26 && z >= 2 && z < 42;
                const double dx = x - 12.0, dy = y - 13.0, dz = (z - 13.0) * 1.6;
                const bool enclosed = dx * dx + dy * dy + dz * dz < 36.0;
                const bool opening = x >= 16 && x < 22 && y >= 8 && y < 14 && z >= 20 && z < 34;
                const bool tunnel = z == 33 && y >= 10 && y < 12 && x >= 16;
                const bool flat = z == 37 && x >= 6 && x < 10 && y >= 6 && y < 9;
                if (body && !enclosed && !opening && !tunnel && !flat)
                    *p = static_cast<float>(std::max(1.0, 500 + 200 * std::sin(x * 0.3 + z * 0.2) + noise(random)));
            }
    return v;
}

application::SegmentOptions onePassOptions()
{
    application::SegmentOptions o;
    o.predict.precision = Precision::Float32;
    o.predict.windowBatch = 2;
    return o;
}

application::BlockwiseOptions blockOptions()
{
    application::BlockwiseOptions o;
    o.predict = onePassOptions().predict;
    o.blockRows = 7;
    return o;
}

bool sameVoxels(const Volume& a, const Volume& b, QString* why)
{
    if (a.geometry.size != b.geometry.size || a.type != b.type) {
        *why = "size or type differ";
        return false;
    }
    const Volume ua = a.convertedTo(ScalarType::Int32), ub = b.convertedTo(ScalarType::Int32);
    int64_t differ = 0;
    for (int64_t i = 0; i < ua.voxelCount(); ++i)
        differ += ua.data<int32_t>()[i] != ub.data<int32_t>()[i];
    *why = QString("%1 of %2 voxels differ").arg(differ).arg(ua.voxelCount());
    return differ == 0;
}

}  // namespace

class TestBlockwise : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void blocksEqualOnePassVoxelForVoxel_data();
    void blocksEqualOnePassVoxelForVoxel();
    void aCancelledRunResumesAfterItsLastBlock();
    void anEnsembleEqualsItsOnePass();
    void memoryBoundDoesNotGrowWithDepth();
    void theEntropyMapStreamsAndResumes();
    void structureUncertaintyRowByRowIsTheWholeMaps();
    void aSecondRunOnTheSameOutputIsRefused();
    void rowsAreOnDiskBeforeTheRecordCountsThem();
    void cavitiesAcrossBlocksAreFilledAsInOnePass();

private:
    QTemporaryDir m_dir;
    std::string m_model;
};

void TestBlockwise::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_model = test::writeRandomModelPackage(m_dir.filePath("model").toStdString(), 3);
}

void TestBlockwise::blocksEqualOnePassVoxelForVoxel_data()
{
    QTest::addColumn<QString>("scan");
    QTest::addColumn<QString>("output");
    // First: nothing read in this process yet registered ITK's IO here.
    QTest::newRow("OME-TIFF in (rows from its isolated reader), MetaImage out") << "stack.ome.tif" << "stack.mha";
    QTest::newRow("MetaImage, streamed in and out") << "scan.mha" << "labels.mha";
    QTest::newRow("NIfTI, compressed") << "scan.nii.gz" << "labels.nii.gz";
    QTest::newRow("OME-TIFF, rows from the isolated reader") << "scan.ome.tif" << "labels.ome.tif";
}

void TestBlockwise::blocksEqualOnePassVoxelForVoxel()
{
    QFETCH(QString, scan);
    QFETCH(QString, output);
    const std::string scanPath = m_dir.filePath(scan).toStdString(), outPath = m_dir.filePath(output).toStdString();
    io::writeScan(scanPath, phantomScan(50));
    application::ModelEnsemble models({m_model}, "cpu", 1);
    const application::ScanSegmentation whole =
        application::segmentScan(models, {io::readScan(scanPath)}, "case", scanPath, onePassOptions());
    const application::BlockwiseSegmentation blocks =
        application::segmentInBlocks(models, scanPath, outPath, blockOptions());
    QVERIFY(!blocks.cancelled);
    QCOMPARE(blocks.blocks, int64_t(8));  // 50 rows in blocks of 7
    const Volume written = io::readScan(outPath);
    QString why;
    QVERIFY2(sameVoxels(written, whole.labels, &why), qPrintable(why));
    QVERIFY(io::readScanHeader(outPath).geometry.origin == io::readScanHeader(scanPath).geometry.origin);
    // Not a trivial map: every class is present.
    const std::vector<int64_t> values = distinctLabelValues(written, outPath);
    QCOMPARE(values, (std::vector<int64_t>{0, 1, 2}));
    QVERIFY(!std::filesystem::exists(application::blockwiseRecordPath(outPath)));
}

void TestBlockwise::aCancelledRunResumesAfterItsLastBlock()
{
    const std::string scanPath = m_dir.filePath("resume.mha").toStdString();
    const std::string outPath = m_dir.filePath("resumed.mha").toStdString();
    io::writeScan(scanPath, phantomScan(50));
    application::ModelEnsemble models({m_model}, "cpu", 1);
    std::atomic<bool> cancel{false};
    const application::BlockwiseSegmentation stopped = application::segmentInBlocks(
        models, scanPath, outPath, blockOptions(),
        [&](const application::BlockwiseProgress& p) {
            QVERIFY(p.etaSeconds >= 0);
            cancel = p.rowsDone >= 21;
        },
        &cancel);
    QVERIFY(stopped.cancelled);
    QVERIFY(!std::filesystem::exists(outPath));  // never a half-written map under its name
    QVERIFY(std::filesystem::exists(application::blockwiseRecordPath(outPath)));
    QCOMPARE(readJsonFile(application::blockwiseRecordPath(outPath)).at("rows_done").get<int64_t>(), int64_t(21));

    const application::BlockwiseSegmentation resumed = application::segmentInBlocks(models, scanPath, outPath, blockOptions());
    QVERIFY(!resumed.cancelled);
    QCOMPARE(resumed.resumedAtRow, int64_t(21));
    QCOMPARE(resumed.blocks, int64_t(5));  // rows 21-49
    const application::ScanSegmentation whole =
        application::segmentScan(models, {io::readScan(scanPath)}, "case", scanPath, onePassOptions());
    QString why;
    QVERIFY2(sameVoxels(io::readScan(outPath), whole.labels, &why), qPrintable(why));

    // Other options do not resume from that record: a different block size starts afresh.
    cancel = false;
    application::BlockwiseOptions other = blockOptions();
    other.blockRows = 9;
    application::segmentInBlocks(models, scanPath, outPath, other,
                                 [&](const application::BlockwiseProgress& p) { cancel = p.rowsDone >= 18; }, &cancel);
    const application::BlockwiseSegmentation afresh = application::segmentInBlocks(models, scanPath, outPath, blockOptions());
    QCOMPARE(afresh.resumedAtRow, int64_t(0));
}

// Two members in lockstep, reading each range once, from a compressed NIfTI.
void TestBlockwise::anEnsembleEqualsItsOnePass()
{
    const std::string second = test::writeRandomModelPackage(m_dir.filePath("model2").toStdString(), 4);
    const std::string scanPath = m_dir.filePath("ensemble.nii.gz").toStdString();
    const std::string outPath = m_dir.filePath("ensemble_labels.mha").toStdString();
    io::writeScan(scanPath, phantomScan(40));
    application::ModelEnsemble models({m_model, second}, "cpu", 1);
    const application::ScanSegmentation whole =
        application::segmentScan(models, {io::readScan(scanPath)}, "case", scanPath, onePassOptions());
    application::segmentInBlocks(models, scanPath, outPath, blockOptions());
    QString why;
    QVERIFY2(sameVoxels(io::readScan(outPath), whole.labels, &why), qPrintable(why));
}

void TestBlockwise::memoryBoundDoesNotGrowWithDepth()
{
    application::ModelEnsemble models({m_model}, "cpu", 1);
    Geometry shallow = phantomScan(1).geometry, deep = shallow;
    shallow.size[2] = 200;
    deep.size[2] = 200000;
    const application::BlockwiseOptions o = blockOptions();
    QCOMPARE(application::blockwiseMemoryBound(models, deep, 1, o), application::blockwiseMemoryBound(models, shallow, 1, o));
    // ... while one pass grows with it.
    QVERIFY(application::segmentationMemoryEstimate(models.info(), deep, 1, {}) >
            100 * application::segmentationMemoryEstimate(models.info(), shallow, 1, {}));
}

// The entropy map and its structure mean, stopped after 3 blocks and
// continued, against segmentScan's one pass.
void TestBlockwise::theEntropyMapStreamsAndResumes()
{
    const std::string scanPath = m_dir.filePath("uncertain.mha").toStdString();
    const std::string outPath = m_dir.filePath("uncertain_labels.mha").toStdString();
    const std::string entropyPath = m_dir.filePath("uncertain_labels_uncertainty.mha").toStdString();
    io::writeScan(scanPath, phantomScan(50));
    application::ModelEnsemble models({m_model}, "cpu", 1);
    application::SegmentOptions onePass = onePassOptions();
    onePass.uncertainty = UncertaintyMeasure::Entropy;
    const application::ScanSegmentation whole =
        application::segmentScan(models, {io::readScan(scanPath)}, "case", scanPath, onePass);
    QVERIFY(whole.uncertainty);
    const StructureUncertainty expected = structureUncertainty(*whole.uncertainty, whole.labels);

    application::BlockwiseOptions options = blockOptions();
    options.uncertaintyPath = entropyPath;
    QVERIFY(application::blockwiseMemoryBound(models, whole.labels.geometry, 1, options) >
            application::blockwiseMemoryBound(models, whole.labels.geometry, 1, blockOptions()));
    std::atomic<bool> cancel{false};
    const application::BlockwiseSegmentation stopped = application::segmentInBlocks(
        models, scanPath, outPath, options, [&](const application::BlockwiseProgress& p) { cancel = p.rowsDone >= 21; },
        &cancel);
    QVERIFY(stopped.cancelled);
    QVERIFY(!stopped.uncertainty);
    QVERIFY(!std::filesystem::exists(entropyPath));
    const Json record = readJsonFile(application::blockwiseRecordPath(outPath));
    QCOMPARE(record.at("uncertainty_sums").at("rows_counted").get<int64_t>(), int64_t(20));  // row 20 awaits row 21

    const application::BlockwiseSegmentation resumed = application::segmentInBlocks(models, scanPath, outPath, options);
    QVERIFY(!resumed.cancelled);
    QCOMPARE(resumed.resumedAtRow, int64_t(19));  // the last counted row again, as the next one's neighbour
    QString why;
    QVERIFY2(sameVoxels(io::readScan(outPath), whole.labels, &why), qPrintable(why));
    const Volume entropy = io::readScan(entropyPath);
    QCOMPARE(entropy.type, ScalarType::Float32);
    QCOMPARE(entropy.geometry.size, whole.uncertainty->geometry.size);
    QVERIFY(geometryDifferences(entropy.geometry, whole.uncertainty->geometry).empty());
    double largest = 0;
    for (int64_t i = 0; i < entropy.voxelCount(); ++i)
        largest = std::max(largest, double(std::abs(entropy.data<float>()[i] - whole.uncertainty->data<float>()[i])));
    QVERIFY2(largest <= 1e-6, qPrintable(QString("entropy differs by up to %1").arg(largest)));
    QVERIFY(resumed.uncertainty);
    QCOMPARE(resumed.uncertainty->structureVoxels, expected.structureVoxels);
    QVERIFY(expected.structureVoxels > 0 && expected.mean > 0.05);  // not a trivial map
    QVERIFY2(std::abs(resumed.uncertainty->mean - expected.mean) <= 1e-6,
             qPrintable(QString("%1 against %2").arg(resumed.uncertainty->mean).arg(expected.mean)));
    QVERIFY(std::abs(resumed.uncertainty->maximum - expected.maximum) <= 1e-6);
    QVERIFY(std::abs(resumed.uncertainty->structureVolumeMl - expected.structureVolumeMl) <= 1e-9);
}

// Rows one at a time, continued from saved sums halfway: the whole map's
// numbers to the last bit.
void TestBlockwise::structureUncertaintyRowByRowIsTheWholeMaps()
{
    Geometry g;
    g.size = {9, 7, 12};
    g.spacing = {0.5, 0.7, 2.0};
    Volume labels = Volume::allocate(g, ScalarType::UInt8), uncertainty = Volume::allocate(g, ScalarType::Float32);
    std::mt19937 random(3);
    std::uniform_real_distribution<float> unit(0, 1);
    for (int64_t i = 0; i < g.voxelCount(); ++i) {
        labels.data<uint8_t>()[i] = unit(random) < 0.2f ? 1 + (i % 3) : 0;
        uncertainty.data<float>()[i] = unit(random);
    }
    const StructureUncertainty whole = structureUncertainty(uncertainty, labels);
    const auto rows = [&](const Volume& v, int64_t z) {
        Geometry one = g;
        one.size[2] = 1;
        Volume row = Volume::allocate(one, v.type);
        const std::size_t bytes = row.bytes.size();
        std::memcpy(row.bytes.data(), v.bytes.data() + z * bytes, bytes);
        return row;
    };
    StructureUncertaintyRows first(g);
    for (int64_t z = 0; z < 6; ++z)
        first.add(rows(uncertainty, z), rows(labels, z));
    StructureUncertaintyRows second(g, first.sums());
    QCOMPARE(second.restartRow(), int64_t(4));
    for (int64_t z = second.restartRow(); z < g.size[2]; ++z)
        second.add(rows(uncertainty, z), rows(labels, z));
    const StructureUncertainty split = second.finish();
    QCOMPARE(split.mean, whole.mean);
    QCOMPARE(split.maximum, whole.maximum);
    QCOMPARE(split.structureVoxels, whole.structureVoxels);
    QVERIFY(whole.structureVoxels > 0 && whole.mean > 0);
    QVERIFY_EXCEPTION_THROWN(second.add(rows(uncertainty, 0), rows(labels, 0)), std::invalid_argument);
}

// Two windows, or the CLI beside the workbench, on one output: the second
// run is refused with the first one named, and the first ends as if alone.
void TestBlockwise::aSecondRunOnTheSameOutputIsRefused()
{
    const std::string scanPath = m_dir.filePath("shared.mha").toStdString();
    const std::string outPath = m_dir.filePath("shared_labels.mha").toStdString();
    io::writeScan(scanPath, phantomScan(30));
    std::mutex mutex;
    std::condition_variable changed;
    bool firstBlockDone = false, secondTried = false;
    application::BlockwiseSegmentation first;
    std::thread firstRun([&] {
        application::ModelEnsemble models({m_model}, "cpu", 1);
        first = application::segmentInBlocks(models, scanPath, outPath, blockOptions(),
                                             [&](const application::BlockwiseProgress&) {
                                                 std::unique_lock<std::mutex> lock(mutex);
                                                 firstBlockDone = true;
                                                 changed.notify_all();
                                                 changed.wait(lock, [&] { return secondTried; });
                                             });
    });
    {
        std::unique_lock<std::mutex> lock(mutex);
        changed.wait(lock, [&] { return firstBlockDone; });
    }
    QString message;
    try {
        application::ModelEnsemble models({m_model}, "cpu", 1);
        application::segmentInBlocks(models, scanPath, outPath, blockOptions());
    } catch (const InputError& error) {
        message = error.what();
    }
    {
        std::lock_guard<std::mutex> lock(mutex);
        secondTried = true;
        changed.notify_all();
    }
    firstRun.join();
    QVERIFY2(message.contains("shared_labels.mha") && message.contains("is in use by pid " + QString::number(::getpid())) &&
                 message.contains("segmenting"),
             qPrintable(message));
    QVERIFY(!first.cancelled);
    application::ModelEnsemble models({m_model}, "cpu", 1);
    const application::ScanSegmentation whole =
        application::segmentScan(models, {io::readScan(scanPath)}, "case", scanPath, onePassOptions());
    QString why;
    QVERIFY2(sameVoxels(io::readScan(outPath), whole.labels, &why), qPrintable(why));
    // Once the first has finished, the output is free again.
    QCOMPARE(application::segmentInBlocks(models, scanPath, outPath, blockOptions()).blocks, int64_t(5));
}

// The rows file is made durable before each resume record that counts its
// rows, and again (with its folder) when it is renamed over the output, so
// a power loss never leaves a record claiming rows that read back as zeros.
// Seen in the system calls: this test runs itself under strace.
void TestBlockwise::rowsAreOnDiskBeforeTheRecordCountsThem()
{
    const QByteArray tracedFolder = qgetenv("SEGSTUDIO_TRACED_BLOCKWISE_FOLDER");
    if (!tracedFolder.isEmpty()) {  // the traced run
        const std::string folder = tracedFolder.toStdString();
        io::writeScan(folder + "/scan.mha", phantomScan(30));
        application::ModelEnsemble models({m_model}, "cpu", 1);
        application::segmentInBlocks(models, folder + "/scan.mha", folder + "/labels.mha", blockOptions());
        return;
    }
    const QString strace = QStandardPaths::findExecutable("strace");
    if (strace.isEmpty())
        QSKIP("strace is missing (scripts/setup installs it)");
    const QString folder = m_dir.filePath("traced");
    QVERIFY(QDir().mkpath(folder));
    const QString log = folder + "/strace.log";
    QProcess traced;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("SEGSTUDIO_TRACED_BLOCKWISE_FOLDER", folder);
    traced.setProcessEnvironment(environment);
    traced.start(strace, {"-f", "-y", "-qq", "-o", log, "-e",
                          "trace=write,pwrite64,writev,fsync,fdatasync,rename,renameat,renameat2",
                          QCoreApplication::applicationFilePath(), "rowsAreOnDiskBeforeTheRecordCountsThem"});
    QVERIFY(traced.waitForFinished(600000));
    QVERIFY2(traced.exitCode() == 0, traced.readAll().constData());
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString rows = "/.labels.mha.partial.mha>", record = "labels.mha.partial.json\"";
    int lastRowWrite = -1, lastRowSync = -1, recordsCounted = 0, finalRename = -1, folderSyncAfter = -1;
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        const bool onRows = line.contains(rows);
        if (onRows && (line.contains(" write(") || line.contains(" pwrite64(") || line.contains(" writev(")))
            lastRowWrite = i;
        if (onRows && (line.contains(" fsync(") || line.contains(" fdatasync(")))
            lastRowSync = i;
        if (line.contains("rename") && line.contains(record) && lastRowWrite >= 0) {
            ++recordsCounted;
            QVERIFY2(lastRowSync > lastRowWrite,
                     qPrintable(QString("a resume record was renamed into place (strace line %1) after rows written "
                                        "(line %2) and not synced since").arg(i + 1).arg(lastRowWrite + 1)));
        }
        if (line.contains("rename") && line.contains(".labels.mha.partial.mha\"") && line.contains("/labels.mha\"")) {
            finalRename = i;
            QVERIFY2(lastRowSync > lastRowWrite, "the rows were renamed over the output before being synced");
        }
        if (finalRename >= 0 && i > finalRename && line.contains(" fsync(") && line.contains("/traced>"))
            folderSyncAfter = i;
    }
    QVERIFY2(recordsCounted >= 5, qPrintable(QString("%1 records after rows (30 rows in blocks of 7)").arg(recordsCounted)));
    QVERIFY2(finalRename >= 0, "no rename of the rows over the output in the trace");
    QVERIFY2(folderSyncAfter > finalRename, "the output's folder was not synced after the rename");
}


// Issue 68 item 13: a plan that z-scores inside the body mask fills the
// scan's holes, whichever blocks of rows they cross (BodyHoles.h): block-wise
// preprocessing equals one pass on a scan whose cavities cross block
// borders, and one that only opens to the outside in a later block stays outside.
void TestBlockwise::cavitiesAcrossBlocksAreFilledAsInOnePass()
{
    const std::string scanPath = m_dir.filePath("cavities.mha").toStdString();
    io::writeScan(scanPath, cavityScan());
    PreprocessingPlan plan;
    plan.normalizeInsideNonZeroMask = true;
    plan.channels = {{"MRI"}};
    plan.labelValues = {0, 1};
    const io::PreprocessedCase whole = io::preprocessCase("case", {io::readScan(scanPath)}, nullptr, plan);
    for (const int64_t rows : {int64_t(3), int64_t(7), int64_t(64)}) {
        io::ScanSlabReader reader(scanPath);
        const std::optional<io::SlabCase> slabCase = io::planSlabCase(reader, plan, rows, 1);
        QVERIFY(slabCase.has_value());
        // The enclosed sphere and the one-row pocket are holes; the opening is not.
        const int64_t expectedHoles = [&] {
            int64_t n = 0;
            for (int64_t z = 2; z < 42; ++z)
                for (int64_t y = 3; y < 26; ++y)
                    for (int64_t x = 2; x < 28; ++x) {
                        const double dx = x - 12.0, dy = y - 13.0, dz = (z - 13.0) * 1.6;
                        n += dx * dx + dy * dy + dz * dz < 36.0 || (z == 37 && x >= 6 && x < 10 && y >= 6 && y < 9);
                    }
            return n;
        }();
        QCOMPARE(slabCase->holes.voxelCount(), expectedHoles);
        const io::SlabCase resumed = io::SlabCase::fromJson(slabCase->toJson(), "record.json");
        QCOMPARE(resumed.holes.voxelCount(), expectedHoles);
        const Size3 net = slabCase->mapping.resampled.size;
        QVERIFY(net == whole.mapping.resampled.size);
        std::vector<float> blocks;
        for (int64_t first = 0; first < net[2]; first += rows) {
            const std::vector<float> part = io::preprocessedRows(reader, resumed, plan, first, std::min(net[2], first + rows), 1);
            blocks.insert(blocks.end(), part.begin(), part.end());
        }
        QCOMPARE(blocks.size(), whole.image.size());
        double largest = 0;
        for (std::size_t i = 0; i < blocks.size(); ++i)
            largest = std::max(largest, std::abs(double(blocks[i]) - double(whole.image[i])));
        QVERIFY2(largest < 1e-4, qPrintable(QString("blocks of %1 rows: largest difference %2").arg(rows).arg(largest)));
    }
}

QTEST_GUILESS_MAIN(TestBlockwise)
#include "tst_blockwise.moc"
