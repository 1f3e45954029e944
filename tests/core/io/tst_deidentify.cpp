// De-identification (io/dicom/Deidentification.h) and the PACS node
// syntax (io/pacs/PacsClient.h), without a network: in the sanitizer build
// these are the DICOM-rewriting paths that run under ASan and UBSan (the
// Orthanc and pydicom checks run through the CLI in the default build).
#include <QtTest>

#include <QTemporaryDir>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

#include "TestData.h"
#include "common/Errors.h"
#include "common/image/Phantom.h"
#include "io/ScanIO.h"
#include "io/dicom/Deidentification.h"
#include "io/pacs/PacsClient.h"

#include <dcmtk/dcmdata/dctk.h>

using namespace segstudio;
namespace fs = std::filesystem;

namespace {

std::string bytesOf(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::string> filesIn(const std::string& folder)
{
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(folder))
        files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

class TestDeidentify : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void copiesReadAsTheSameVolumeWithNewUids();
    void theSameSecretGivesTheSameUids();
    void aMissingSecretIsRefused();
    void everyRemovedElementIsCounted();
    void pacsNodesAreParsedOrRefusedWithTheReason();

private:
    QTemporaryDir m_dir;
    std::string m_series;
    Volume m_volume;
};

void TestDeidentify::initTestCase()
{
    PhantomParameters p;
    p.sizeXyz = {24, 20, 6};
    p.spacingXyz = {0.9, 0.9, 2.5};
    p.imageType = ScalarType::Int16;
    p.seed = 3;
    p.threads = 1;
    m_volume = generatePhantom(p).image;
    m_series = test::toStd(m_dir.filePath("series"));
    fs::create_directories(m_series);
    io::writeDicomSeries(m_series, m_volume, "to be de-identified", io::DicomModality::CT);
}

// The copies hold the same voxels on the same grid; their names are their
// new SOP Instance UIDs, none of which is an original one.
void TestDeidentify::copiesReadAsTheSameVolumeWithNewUids()
{
    const std::string out = test::toStd(m_dir.filePath("copies"));
    const std::vector<std::string> originals = filesIn(m_series);
    std::vector<std::string> before;
    for (const auto& f : originals)
        before.push_back(bytesOf(f));
    const io::dicom::DeidentifyReport report = io::dicom::deidentifyFiles(originals, out, {"a test secret"});
    QCOMPARE(report.files, static_cast<int>(originals.size()));
    QVERIFY(report.replacedUids >= 4 * report.files);  // SOP instance, study, series, frame of reference
    QVERIFY(report.pseudonym.rfind("ANON-", 0) == 0 && report.pseudonym.size() == 17);
    for (std::size_t i = 0; i < originals.size(); ++i)
        QVERIFY(bytesOf(originals[i]) == before[i]);  // the originals as they were

    const Volume copy = io::readScan(out);
    QCOMPARE(copy.geometry.size, m_volume.geometry.size);
    for (int64_t v = 0; v < m_volume.voxelCount(); ++v)
        QCOMPARE(copy.valueAsDouble(v), m_volume.valueAsDouble(v));
    std::set<std::string> names;
    for (const auto& f : filesIn(out)) {
        const std::string name = fs::path(f).stem().string();
        QVERIFY2(name.rfind("2.25.", 0) == 0 && name.size() <= 64, name.c_str());
        QVERIFY(name.find_first_not_of("0123456789.") == std::string::npos);
        names.insert(name);
    }
    QCOMPARE(names.size(), originals.size());
    for (const auto& f : originals)
        QVERIFY(!names.count(fs::path(f).stem().string()));
}

void TestDeidentify::theSameSecretGivesTheSameUids()
{
    const auto one = io::dicom::deidentifyFiles(filesIn(m_series), test::toStd(m_dir.filePath("one")), {"secret A"});
    const auto two = io::dicom::deidentifyFiles(filesIn(m_series), test::toStd(m_dir.filePath("two")), {"secret A"});
    const auto other = io::dicom::deidentifyFiles(filesIn(m_series), test::toStd(m_dir.filePath("other")), {"secret B"});
    auto names = [](const QString& folder) {
        std::set<std::string> result;
        for (const auto& f : filesIn(test::toStd(folder)))
            result.insert(fs::path(f).filename().string());
        return result;
    };
    QVERIFY(names(m_dir.filePath("one")) == names(m_dir.filePath("two")));
    QCOMPARE(one.pseudonym, two.pseudonym);
    QVERIFY(one.pseudonym != other.pseudonym);
    for (const auto& name : names(m_dir.filePath("other")))
        QVERIFY(!names(m_dir.filePath("one")).count(name));
}

void TestDeidentify::aMissingSecretIsRefused()
{
    try {
        io::dicom::deidentifyFiles(filesIn(m_series), test::toStd(m_dir.filePath("none")), {""});
        QFAIL("no error");
    } catch (const InputError& error) {
        QCOMPARE(QString::fromStdString(error.problem().field), QString("secret"));
    }
    QVERIFY(!fs::exists(test::toStd(m_dir.filePath("none"))));
}

// An attribute of the profile at the top and inside a sequence item: two
// elements removed, two counted, none left.
void TestDeidentify::everyRemovedElementIsCounted()
{
    const std::string original = filesIn(m_series).front();
    const auto plain = io::dicom::deidentifyFiles({original}, test::toStd(m_dir.filePath("plain")), {"s"});
    DcmFileFormat file;
    QVERIFY(file.loadFile(original.c_str()).good());
    DcmDataset* dataset = file.getDataset();
    QVERIFY(!dataset->tagExistsWithValue(DCM_MilitaryRank, OFTrue));
    QVERIFY(dataset->putAndInsertString(DCM_MilitaryRank, "Major").good());
    DcmItem* item = nullptr;
    QVERIFY(dataset->findOrCreateSequenceItem(DCM_DerivationCodeSequence, item, -2).good());
    QVERIFY(item->putAndInsertString(DCM_MilitaryRank, "Captain").good());
    const std::string extraFolder = test::toStd(m_dir.filePath("extra-in"));
    fs::create_directories(extraFolder);
    const std::string extra = extraFolder + "/with-ranks.dcm";
    QVERIFY(file.saveFile(extra.c_str(), EXS_LittleEndianExplicit).good());
    const std::string out = test::toStd(m_dir.filePath("extra-out"));
    const auto report = io::dicom::deidentifyFiles({extra}, out, {"s"});
    QCOMPARE(report.removedAttributes, plain.removedAttributes + 2);
    DcmFileFormat copy;
    QVERIFY(copy.loadFile(filesIn(out).front().c_str()).good());
    QVERIFY(!copy.getDataset()->tagExists(DCM_MilitaryRank, OFTrue));
}

void TestDeidentify::pacsNodesAreParsedOrRefusedWithTheReason()
{
    const io::pacs::PacsNode node = io::pacs::parsePacsNode("ORTHANC@pacs.example.org:4242");
    QCOMPARE(QString::fromStdString(node.calledAeTitle), QString("ORTHANC"));
    QCOMPARE(QString::fromStdString(node.host), QString("pacs.example.org"));
    QCOMPARE(node.port, 4242);
    QCOMPARE(QString::fromStdString(node.address()), QString("ORTHANC@pacs.example.org:4242"));
    QCOMPARE(io::pacs::parsePacsNode("A@[::1]:104").host, std::string("[::1]"));
    const std::pair<const char*, const char*> refused[] = {
        {"pacs.example.org:4242", "AE@host:port"}, {"ORTHANC@host", "AE@host:port"},
        {"@host:104", "AE title"},                 {"SEVENTEEN_CHARS_X@host:104", "AE title"},
        {"ORTHANC@:104", "host"},                  {"ORTHANC@host:0", "port"},
        {"ORTHANC@host:65536", "port"},            {"ORTHANC@host:12a", "port"},
        {"ORTHANC@host:99999999999999", "port"}};
    for (const auto& [text, reason] : refused) {
        try {
            io::pacs::parsePacsNode(text, "--node");
            QFAIL(text);
        } catch (const ValidationError& error) {
            const QString message = QString::fromUtf8(error.what());
            QVERIFY2(message.contains("--node") && message.contains(reason), qPrintable(message));
        }
    }
}

QTEST_GUILESS_MAIN(TestDeidentify)
#include "tst_deidentify.moc"
