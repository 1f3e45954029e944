// Hostile files through segstudio-cli: each ends with exit code 1 or 2 and a
// message naming the file and the reason, never a signal, a hang or an
// allocation of the size a header claims. Covers: a FIFO named like a scan
// or as dataset.json (used to block forever), JSON nested 100 000 levels
// deep (stack overflow), an NRRD whose 4th axis exceeds int (heap
// overflow), a MetaImage with a malformed CompressedDataSize (aborted the
// whole dataset check), a MetaImage field name longer than MetaIO's 255-byte
// buffer (strcpy overflow, found by fuzzing), a cache case whose header sizes overflow 64 bits,
// and a cache case whose labels exceed the class count (reached
// cross_entropy: a device-side assert on CUDA).
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <cstring>

#include "CliProcess.h"

using segstudio::test::CliResult;
using segstudio::test::runCli;

namespace {

// Exit 1 or 2, no signal, no hang, and the output names `file` and contains `reason`.
#define VERIFY_REFUSED(result, file, reason)                                                                        \
    do {                                                                                                            \
        const CliResult& r_ = (result);                                                                             \
        QVERIFY2(!r_.timedOut, "hung");                                                                             \
        QVERIFY2(!r_.crashed, qPrintable("crashed: " + r_.output.right(2000)));                                     \
        QVERIFY2(r_.exitCode == 1 || r_.exitCode == 2, qPrintable(QString::number(r_.exitCode) + ": " + r_.output)); \
        QVERIFY2(r_.output.contains(file), qPrintable(r_.output));                                                  \
        QVERIFY2(r_.output.contains(reason, Qt::CaseInsensitive), qPrintable(r_.output));                           \
    } while (false)

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// A cache case file's JSON header and its byte range.
struct CacheHeader {
    QJsonObject json;
    quint64 length = 0;
};

CacheHeader readCacheHeader(const QByteArray& bytes)
{
    CacheHeader h;
    std::memcpy(&h.length, bytes.constData() + 24, 8);
    h.json = QJsonDocument::fromJson(bytes.mid(32, static_cast<int>(h.length))).object();
    return h;
}

// Writes `header` (JSON text) as the header; it must fit before the first section.
QByteArray withCacheHeader(QByteArray bytes, const QByteArray& header)
{
    const quint64 length = static_cast<quint64>(header.size());
    std::memcpy(bytes.data() + 24, &length, 8);
    const int firstSection = QJsonDocument::fromJson(header).object()["image"].toObject()["offset"].toInt();
    bytes.replace(32, header.size(), header);
    std::memset(bytes.data() + 32 + header.size(), 0, static_cast<std::size_t>(firstSection - 32 - header.size()));
    return bytes;
}

}  // namespace

class TestHostileFiles : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void fifoIsRefusedNotWaitedOn();
    void deeplyNestedJsonIsRefused();
    void nrrdWithAHugeFourthAxisIsRefused();
    void malformedCompressedDataSizeFailsThatCaseOnly();
    void metaImageFieldNameBeyondMetaIOsBufferIsRefused();
    void cacheHeaderWithOverflowingSizesIsRewritten();
    void cachedLabelsBeyondTheClassCountAreRefused();
    void preprocessingWorkersFitTheMemory();
    void predictRefusesAScanTheMemoryCannotHold();
    void predictGoesBlockByBlockUnderTheMemoryCap();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString firstCacheCase() const;
    QTemporaryDir m_dir;
    QString m_dataset;
};

void TestHostileFiles::initTestCase()
{
    m_dataset = path("data");
    const CliResult r = runCli({"phantom", "--kind", "mri", "--cases", "3", "--size", "16", "16", "8", "--out", m_dataset});
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
}

void TestHostileFiles::fifoIsRefusedNotWaitedOn()
{
    const QString fifo = path("pipe.nii.gz");
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    VERIFY_REFUSED(runCli({"info", fifo}, 30000), fifo, "regular file");
    const QString dataset = path("fifo-dataset");
    QVERIFY(QDir().mkpath(dataset + "/imagesTr"));
    QCOMPARE(::mkfifo((dataset + "/dataset.json").toLocal8Bit().constData(), 0600), 0);
    VERIFY_REFUSED(runCli({"dataset", "check", dataset}, 30000), dataset + "/dataset.json", "regular file");
}

void TestHostileFiles::deeplyNestedJsonIsRefused()
{
    const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
    QFile original(m_dataset + "/dataset.json");
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray json = original.readAll();
    json.replace("\"labels\": {", "\"labels\": {\"deep\": " + deep + ", ");
    QVERIFY(json.contains(deep));
    const QString dataset = path("deep-dataset");
    QVERIFY(QDir().mkpath(dataset));
    writeFile(dataset + "/dataset.json", json);
    VERIFY_REFUSED(runCli({"dataset", "check", dataset}), dataset + "/dataset.json", "nest");
    const QString config = path("deep-config.json");
    writeFile(config, "{\"epochs\": " + deep + "}");
    VERIFY_REFUSED(runCli({"train", m_dataset, "--config", config, "--out", path("deep-run")}), config, "nest");
}

void TestHostileFiles::nrrdWithAHugeFourthAxisIsRefused()
{
    const QString nrrd = path("huge-4d.nrrd");
    // 2^32 + 1 along the 4th axis: cast to int it is 1, so 256 bytes would be allocated for it.
    writeFile(nrrd, QByteArray("NRRD0004\ntype: float\ndimension: 4\nsizes: 4 4 4 4294967297\nendian: little\nencoding: raw\n\n") +
                        QByteArray(256, '\0'));
    VERIFY_REFUSED(runCli({"info", nrrd}), nrrd, "sizes");
    const QString vectors = path("huge-vector.nrrd");
    writeFile(vectors, QByteArray("NRRD0004\ntype: float\ndimension: 4\nsizes: 4294967297 4 4 4\nkinds: vector domain domain domain\n"
                                  "endian: little\nencoding: raw\n\n") + QByteArray(256, '\0'));
    VERIFY_REFUSED(runCli({"info", vectors}), vectors, "sizes");
    const QString many = path("many-channels.nrrd");  // fits int, more channels than supported
    writeFile(many, QByteArray("NRRD0004\ntype: float\ndimension: 4\nsizes: 2 2 2 5000\nendian: little\nencoding: raw\n\n") +
                        QByteArray(2 * 2 * 2 * 5000 * 4, '\0'));
    VERIFY_REFUSED(runCli({"info", many}), many, "channels");
}

// A MetaImage dataset whose second image has a CompressedDataSize beyond
// 64 bits (ITK reads it as a double and accepts it).
void TestHostileFiles::malformedCompressedDataSizeFailsThatCaseOnly()
{
    const QString dataset = path("mha-dataset");
    QVERIFY(QDir().mkpath(dataset + "/imagesTr") && QDir().mkpath(dataset + "/labelsTr"));
    writeFile(dataset + "/dataset.json", R"({"name": "mha", "channel_names": {"0": "MRI"}, "labels": {"background": 0, "organ": 1},
                                            "numTraining": 3, "file_ending": ".mha"})");
    auto mha = [](const char* type, const QByteArray& extra, const QByteArray& voxels) {
        return QByteArray("ObjectType = Image\nNDims = 3\nDimSize = 8 8 4\nElementSpacing = 1 1 1\nElementType = ") + type +
               "\n" + extra + "ElementDataFile = LOCAL\n" + voxels;
    };
    QByteArray labels(8 * 8 * 4, '\0');
    labels[100] = 1;
    for (int c = 0; c < 3; ++c) {
        const QString id = QString("case_%1").arg(c);
        const QByteArray extra = c == 1 ? "CompressedData = True\nCompressedDataSize = 99999999999999999999999\n" : "";
        writeFile(dataset + "/imagesTr/" + id + "_0000.mha", mha("MET_FLOAT", extra, QByteArray(8 * 8 * 4 * 4, '\0')));
        writeFile(dataset + "/labelsTr/" + id + ".mha", mha("MET_UCHAR", "", labels));
    }
    const QString bad = dataset + "/imagesTr/case_1_0000.mha";
    VERIFY_REFUSED(runCli({"info", bad}), bad, "CompressedDataSize");
    const CliResult check = runCli({"dataset", "check", dataset});
    VERIFY_REFUSED(check, bad, "CompressedDataSize");
    QCOMPARE(check.exitCode, 1);  // the other cases were still checked
    QVERIFY2(check.output.contains("2 of 3 cases are valid"), qPrintable(check.output));
}

// MetaIO strcpy()s each field name into 255 bytes; fortify aborted the
// process on this header (tests/fuzz/crashes/scan_mha/crash-3f39...).
void TestHostileFiles::metaImageFieldNameBeyondMetaIOsBufferIsRefused()
{
    const QString longName = path("long-field-name.mha");
    writeFile(longName, "ObjectType = Image\nNDims = 3\nDimSize = 2 2 2\n" + QByteArray(300, 'X') +
                            " = 1\nElementType = MET_UCHAR\nElementDataFile = LOCAL\n" + QByteArray(8, '\0'));
    VERIFY_REFUSED(runCli({"info", longName}), longName, "field name of 300 characters");
    const QString noData = path("no-element-data-file.mhd");
    writeFile(noData, "ObjectType = Image\nNDims = 3\nDimSize = 2 2 2\nElementType = MET_UCHAR\n");
    VERIFY_REFUSED(runCli({"info", noData}), noData, "ElementDataFile");
}

QString TestHostileFiles::firstCacheCase() const
{
    const QStringList cases = QDir(path("cache/cases")).entryList({"*.ssc"}, QDir::Files, QDir::Name);
    return cases.isEmpty() ? QString() : path("cache/cases/" + cases.front());
}

// size_xyz of 2^62 + N voxels: times 4 bytes it wraps to the real image
// section's size. The case file is refused as damaged (CacheFile's own
// message is checked in tst_cacheformat) and train rewrites it from the
// dataset instead of reading 2^64 bytes past its mapping.
void TestHostileFiles::cacheHeaderWithOverflowingSizesIsRewritten()
{
    CliResult r = runCli({"preprocess", m_dataset, "--out", path("cache")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    const QString caseFile = firstCacheCase();
    QVERIFY(!caseFile.isEmpty());
    QFile file(caseFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray original = file.readAll();
    file.close();
    const CacheHeader header = readCacheHeader(original);
    const quint64 voxels = static_cast<quint64>(header.json["image"].toObject()["bytes"].toInteger()) / 4;
    QByteArray text = original.mid(32, static_cast<int>(header.length));
    const QRegularExpression sizes(R"("size_xyz":\[\d+,\d+,\d+\])");
    QVERIFY(sizes.match(QString::fromUtf8(text)).hasMatch());
    text = QString::fromUtf8(text)
               .replace(sizes, QString("\"size_xyz\":[%1,1,1]").arg((quint64(1) << 62) + voxels))
               .toUtf8();
    writeFile(caseFile, withCacheHeader(original, text));
    r = runCli({"train", m_dataset, "--cache", path("cache"), "--epochs", "1", "--out", path("overflow-run")});
    QVERIFY2(!r.crashed && r.exitCode == 0, qPrintable(r.output));
    QVERIFY(QFile(caseFile).open(QIODevice::ReadOnly));
    QFile rewritten(caseFile);
    QVERIFY(rewritten.open(QIODevice::ReadOnly));
    QCOMPARE(readCacheHeader(rewritten.readAll()).json["size_xyz"], header.json["size_xyz"]);
}

void TestHostileFiles::cachedLabelsBeyondTheClassCountAreRefused()
{
    const QString caseFile = firstCacheCase();
    QFile file(caseFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    const QJsonObject label = readCacheHeader(bytes).json["label"].toObject();
    QCOMPARE(label["dtype"].toString(), QString("uint8"));
    bytes[label["offset"].toInt() + 5] = char(200);
    writeFile(caseFile, bytes);
    const CliResult r = runCli({"train", m_dataset, "--cache", path("cache"), "--epochs", "1", "--out", path("label-run")});
    VERIFY_REFUSED(r, caseFile, "class");
}

// SEGSTUDIO_MEMORY_LIMIT stands for a smaller machine: with room for about
// one case, preprocessing runs one case at a time (and says so in its log).
void TestHostileFiles::preprocessingWorkersFitTheMemory()
{
    const auto workersWith = [&](const QString& limit, const QString& cache) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        if (!limit.isEmpty())
            environment.insert("SEGSTUDIO_MEMORY_LIMIT", limit);
        const CliResult r = runCli({"preprocess", m_dataset, "--out", path(cache), "--workers", "2"}, 120000, environment);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.output));
        QFile log(path(cache + "/preprocess_log.json"));
        return log.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(log.readAll()).object() : QJsonObject();
    };
    const QJsonObject roomy = workersWith({}, "roomy-cache");
    QCOMPARE(roomy["workers"].toInt(), 2);
    const qint64 perCase = roomy["estimated_bytes_per_case"].toInteger();
    // 16x16x8 voxels, one channel: loaded twice, resampled twice, label: a few hundred KB at most.
    QVERIFY2(perCase > 16 * 16 * 8 * 4 * 2 && perCase < 1 << 20, qPrintable(QString::number(perCase)));
    const QJsonObject tight = workersWith(QString::number(perCase * 3 / 2), "tight-cache");
    QCOMPARE(tight["workers"].toInt(), 1);
}

void TestHostileFiles::predictRefusesAScanTheMemoryCannotHold()
{
    const QString model = path("overflow-run");
    QVERIFY(QFile::exists(model + "/model/model.json"));
    const QString scan = m_dataset + "/imagesTr/" + QDir(m_dataset + "/imagesTr").entryList(QDir::Files).front();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("SEGSTUDIO_MEMORY_LIMIT", "4096");
    const CliResult refused = runCli({"predict", "--model", model, "--input", scan, "--output", path("out.nii.gz")},
                                     120000, environment);
    VERIFY_REFUSED(refused, scan, "memory");
    QVERIFY2(refused.output.contains("available now"), qPrintable(refused.output));
    QVERIFY(!QFile::exists(path("out.nii.gz")));
    const CliResult fits = runCli({"predict", "--model", model, "--input", scan, "--output", path("out.nii.gz")});
    QVERIFY2(fits.exitCode == 0, qPrintable(fits.output));
}

// A scan one pass cannot hold under the cap, but blocks of rows can: predict
// segments it block by block and says so; the label map has the scan's grid.
void TestHostileFiles::predictGoesBlockByBlockUnderTheMemoryCap()
{
    const QString model = path("overflow-run");
    const QString scan = path("deep.mha"), labels = path("deep_labels.mha");
    const CliResult phantom = runCli({"phantom", "--out", scan, "--size", "48", "48", "400", "--spacing", "1", "1", "1"});
    QVERIFY2(phantom.exitCode == 0, qPrintable(phantom.output));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("SEGSTUDIO_MEMORY_LIMIT", QString::number(24 << 20));
    const CliResult blocks = runCli({"predict", "--model", model, "--input", scan, "--output", labels}, 300000, environment);
    QVERIFY2(blocks.exitCode == 0, qPrintable(blocks.output));
    QVERIFY2(blocks.output.contains("block by block, at most about"), qPrintable(blocks.output));
    const CliResult info = runCli({"info", labels});
    QVERIFY2(info.exitCode == 0 && info.output.contains("48x48x400"), qPrintable(info.output));
    QVERIFY(!QFile::exists(labels + ".partial.json"));
}

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
