// Accepting a corrected label map into a dataset: a scan from imagesTs
// becomes a training case (files copied, dataset.json updated, the source
// untouched), an existing case's previous label goes to the history folder,
// the MSD layout lists the new case, bad corrections are refused with the
// file and the reason and change nothing, and the next preprocessing
// re-reads the changed case and keeps the validation sets while the new case
// joins every fold's training set.
#include <QtTest>

#include <QTemporaryDir>

#include <filesystem>

#include "TestData.h"
#include "application/AcceptCorrection.h"
#include "common/Errors.h"
#include "common/JsonFile.h"
#include "common/KFoldSplit.h"
#include "io/Dataset.h"
#include "io/FileHash.h"
#include "io/PhantomDataset.h"
#include "io/Preprocessing.h"
#include "io/ScanIO.h"

using namespace segstudio;
namespace fs = std::filesystem;

namespace {

// A label map on the scan's grid: a box of `label`.
Volume boxLabels(const Geometry& g, uint8_t label)
{
    Volume v = Volume::allocate(g, ScalarType::UInt8);
    for (int64_t z = g.size[2] / 4; z < g.size[2] / 2; ++z)
        for (int64_t y = 2; y < g.size[1] / 2; ++y)
            for (int64_t x = 3; x < g.size[0] / 2; ++x)
                v.data<uint8_t>()[x + g.size[0] * (y + g.size[1] * z)] = label;
    return v;
}

uint64_t hashOf(const std::string& path) { return io::hashFileContents({path}); }

}  // namespace

class TestAcceptCorrection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scanFromImagesTsBecomesATrainingCase();
    void existingCaseKeepsItsPreviousLabelInTheHistory();
    void msdDatasetListsTheNewCase();
    void badCorrectionsAreRefusedAndChangeNothing();
    void preprocessingSeesTheChangeAndKeepsValidationSets();

private:
    std::string phantomDataset(const QString& name);
    QTemporaryDir m_dir;
};

std::string TestAcceptCorrection::phantomDataset(const QString& name)
{
    const std::string root = m_dir.filePath(name).toStdString();
    io::PhantomDatasetOptions options;
    options.kind = io::PhantomKind::MultiChannel;
    options.cases = 4;
    options.sizeXyz = Size3{24, 20, 12};
    io::writePhantomDataset(root, options);
    // One more case, as a test scan (two channel files) in imagesTs.
    fs::create_directories(root + "/imagesTs");
    for (const char* channel : {"_0000", "_0001"})
        fs::copy_file(root + "/imagesTr/multichannel_003" + channel + ".nii.gz", root + "/imagesTs/unseen" + channel + ".nii.gz");
    return root;
}

void TestAcceptCorrection::scanFromImagesTsBecomesATrainingCase()
{
    const std::string root = phantomDataset("v2");
    const std::vector<std::string> scan{root + "/imagesTs/unseen_0000.nii.gz", root + "/imagesTs/unseen_0001.nii.gz"};
    const uint64_t sourceHash = io::hashFileContents(scan);
    const Geometry g = io::readScanHeader(scan[0]).geometry;
    const application::AcceptedCorrection accepted = application::acceptCorrection({root, scan, boxLabels(g, 2), {}});
    QCOMPARE(accepted.caseId, std::string("unseen"));
    QVERIFY(accepted.newCase);
    QVERIFY(accepted.previousLabel.empty());
    QCOMPARE(accepted.imageFiles.size(), std::size_t(2));
    QCOMPARE(fs::path(accepted.imageFiles[1]).filename().string(), std::string("unseen_0001.nii.gz"));
    QCOMPARE(io::hashFileContents(scan), sourceHash);  // the source scan is untouched
    QCOMPARE(io::hashFileContents(accepted.imageFiles), sourceHash);

    const io::DatasetDescription dataset = io::openDataset(root);
    QCOMPARE(dataset.training.size(), std::size_t(5));
    QCOMPARE(dataset.discoveryProblems.size(), std::size_t(0));
    QCOMPARE(readJsonFile(root + "/dataset.json")["numTraining"].get<int>(), 5);
    const Volume written = io::readScan(root + "/labelsTr/unseen.nii.gz");
    QVERIFY(written.bytes == boxLabels(g, 2).bytes);
    QVERIFY(io::checkDataset(dataset).allProblems().empty());
}

void TestAcceptCorrection::existingCaseKeepsItsPreviousLabelInTheHistory()
{
    const std::string root = phantomDataset("existing");
    const std::string label = root + "/labelsTr/multichannel_001.nii.gz";
    const uint64_t previousHash = hashOf(label);
    const std::vector<std::string> scan{root + "/imagesTr/multichannel_001_0000.nii.gz", root + "/imagesTr/multichannel_001_0001.nii.gz"};
    const Geometry g = io::readScanHeader(scan[0]).geometry;
    const application::AcceptedCorrection accepted = application::acceptCorrection({root, scan, boxLabels(g, 1), {}});
    QVERIFY(!accepted.newCase);
    QCOMPARE(accepted.labelFile, label);
    QVERIFY(fs::exists(accepted.previousLabel));
    QVERIFY(accepted.previousLabel.find(application::correctionHistoryFolder(root)) == 0);
    QVERIFY(accepted.previousLabel.find("multichannel_001") != std::string::npos);
    QCOMPARE(hashOf(accepted.previousLabel), previousHash);
    QVERIFY(io::readScan(label).bytes == boxLabels(g, 1).bytes);
    QCOMPARE(io::openDataset(root).training.size(), std::size_t(4));
    QVERIFY(!fs::exists(root + "/labelsTr/.tmp"));  // no temporaries left beside it
    for (const auto& entry : fs::directory_iterator(root + "/labelsTr"))
        QVERIFY2(entry.path().filename().string().rfind(".tmp-", 0) != 0, entry.path().c_str());
}

void TestAcceptCorrection::msdDatasetListsTheNewCase()
{
    const std::string root = m_dir.filePath("msd").toStdString();
    fs::copy(test::sampleDatasetRoot().toStdString(), root, fs::copy_options::recursive);
    const std::string outside = m_dir.filePath("outside.nii.gz").toStdString();
    Volume scan = io::readScan(root + "/imagesTr/hippocampus_001.nii.gz");
    io::writeScan(outside, scan.convertedTo(ScalarType::Int16));
    // An unlisted file of the new case's name in imagesTr holds another scan: refused, kept.
    fs::copy_file(root + "/imagesTr/hippocampus_001.nii.gz", root + "/imagesTr/hippocampus_new.nii.gz");
    try {
        application::acceptCorrection({root, {outside}, boxLabels(scan.geometry, 1), "hippocampus_new"});
        QFAIL("an image in the way was overwritten");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("never overwritten"), error.what());
    }
    QCOMPARE(hashOf(root + "/imagesTr/hippocampus_new.nii.gz"), hashOf(root + "/imagesTr/hippocampus_001.nii.gz"));
    fs::remove(root + "/imagesTr/hippocampus_new.nii.gz");
    const application::AcceptedCorrection accepted =
        application::acceptCorrection({root, {outside}, boxLabels(scan.geometry, 1), "hippocampus_new"});
    QVERIFY(accepted.newCase);
    QCOMPARE(fs::path(accepted.imageFiles[0]).filename().string(), std::string("hippocampus_new.nii.gz"));
    const Json json = readJsonFile(root + "/dataset.json");
    QCOMPARE(json["training"].size(), std::size_t(5));
    QCOMPARE(json["training"][4]["label"].get<std::string>(), std::string("./labelsTr/hippocampus_new.nii.gz"));
    QCOMPARE(json["numTraining"].get<int>(), 5);
    const io::DatasetDescription dataset = io::openDataset(root);
    QCOMPARE(dataset.training.size(), std::size_t(5));
    QVERIFY(dataset.discoveryProblems.empty());
}

void TestAcceptCorrection::badCorrectionsAreRefusedAndChangeNothing()
{
    const std::string root = phantomDataset("bad");
    const std::vector<std::string> unseen{root + "/imagesTs/unseen_0000.nii.gz", root + "/imagesTs/unseen_0001.nii.gz"};
    const Geometry g = io::readScanHeader(unseen[0]).geometry;
    const uint64_t datasetJson = hashOf(root + "/dataset.json");
    auto refused = [&](const application::CorrectionRequest& request, const QString& expected) {
        try {
            application::acceptCorrection(request);
        } catch (const InputError& error) {
            QVERIFY2(QString(error.what()).contains(expected), error.what());
            return;
        }
        QFAIL(qPrintable("accepted, expected an error naming " + expected));
    };
    refused({root, unseen, boxLabels(g, 7), {}}, "label value(s) 7");  // undeclared
    Geometry other = g;
    other.size = {g.size[0], g.size[1], g.size[2] - 1};
    refused({root, unseen, boxLabels(other, 1), {}}, "not on this scan's grid");
    // A case name taken by another scan.
    refused({root, unseen, boxLabels(g, 1), "multichannel_000"}, "already in the dataset with another scan");
    // A file in imagesTr of the new case's name that holds other data (nnU-Net v2: a case of that name).
    fs::copy_file(root + "/imagesTr/multichannel_000_0000.nii.gz", root + "/imagesTr/unseen_0000.nii.gz");
    const uint64_t inTheWay = hashOf(root + "/imagesTr/unseen_0000.nii.gz");
    refused({root, unseen, boxLabels(g, 1), {}}, "case unseen");
    QCOMPARE(hashOf(root + "/imagesTr/unseen_0000.nii.gz"), inTheWay);
    QCOMPARE(hashOf(root + "/dataset.json"), datasetJson);
    QVERIFY(!fs::exists(root + "/labelsTr/unseen.nii.gz"));
}

void TestAcceptCorrection::preprocessingSeesTheChangeAndKeepsValidationSets()
{
    const std::string root = phantomDataset("cache");
    const std::string cache = m_dir.filePath("cache-folder").toStdString();
    io::PreprocessOptions options;
    options.folds = 2;
    options.workers = 1;
    io::preprocessDataset(io::openDataset(root), cache, options);
    const std::vector<Fold> before = loadSplits(cache + "/splits.json");

    const std::vector<std::string> unseen{root + "/imagesTs/unseen_0000.nii.gz", root + "/imagesTs/unseen_0001.nii.gz"};
    const Geometry g = io::readScanHeader(unseen[0]).geometry;
    application::acceptCorrection({root, unseen, boxLabels(g, 1), {}});
    const std::vector<std::string> existing{root + "/imagesTr/multichannel_002_0000.nii.gz", root + "/imagesTr/multichannel_002_0001.nii.gz"};
    application::acceptCorrection({root, existing, boxLabels(g, 2), {}});
    const io::PreprocessSummary summary = io::preprocessDataset(io::openDataset(root), cache, options);
    QCOMPARE(summary.index.cases.size(), std::size_t(5));
    for (const io::CaseTiming& t : summary.cases)
        if (t.caseId == "unseen" || t.caseId == "multichannel_002")
            QVERIFY2(!t.reused, t.caseId.c_str());  // read again: new or changed

    const std::vector<Fold> after = loadSplits(cache + "/splits.json");
    QCOMPARE(after.size(), before.size());
    for (std::size_t f = 0; f < after.size(); ++f) {
        QCOMPARE(after[f].val, before[f].val);  // the same validation cases as before
        QVERIFY(std::find(after[f].train.begin(), after[f].train.end(), "unseen") != after[f].train.end());
    }
}

QTEST_GUILESS_MAIN(TestAcceptCorrection)
#include "tst_acceptcorrection.moc"
