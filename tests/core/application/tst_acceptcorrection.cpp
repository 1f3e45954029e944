// Accepting a corrected label map into a dataset: a scan from imagesTs
// becomes a training case (files copied, dataset.json updated, the source
// untouched), an existing case's previous label goes to the history folder,
// the MSD layout lists the new case, bad corrections are refused with the
// file and the reason and change nothing, and the next preprocessing
// re-reads the changed case and keeps the validation sets while the new case
// joins every fold's training set. An instance dataset takes corrected maps
// with new object ids (a split cell) and preprocesses them.
#include <QtTest>

#include <QTemporaryDir>

#include <filesystem>
#include <thread>

#include "TestData.h"
#include "application/labeledit/AcceptCorrection.h"
#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "common/formats/KFoldSplit.h"
#include "io/Dataset.h"
#include "common/system/FileHash.h"
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

uint64_t hashOf(const std::string& path) { return hashFileContents({path}); }

}  // namespace

class TestAcceptCorrection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scanFromImagesTsBecomesATrainingCase();
    void existingCaseKeepsItsPreviousLabelInTheHistory();
    void msdDatasetListsTheNewCase();
    void badCorrectionsAreRefusedAndChangeNothing();
    void preprocessingSeesTheChangeAndKeepsValidationSets();
    void twoAcceptsInOneSecondKeepEveryPreviousLabel();
    void detachedLabelsKeepTheirDataInTheHistory();
    void nothingIsWrittenOutsideTheDataset();
    void concurrentAcceptsAllLand();
    void instanceCorrectionsWithNewIdsAreAccepted();

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
    const uint64_t sourceHash = hashFileContents(scan);
    const Geometry g = io::readScanHeader(scan[0]).geometry;
    const application::AcceptedCorrection accepted = application::acceptCorrection({root, scan, boxLabels(g, 2), {}});
    QCOMPARE(accepted.caseId, std::string("unseen"));
    QVERIFY(accepted.newCase);
    QVERIFY(accepted.previousLabel.empty());
    QCOMPARE(accepted.imageFiles.size(), std::size_t(2));
    QCOMPARE(fs::path(accepted.imageFiles[1]).filename().string(), std::string("unseen_0001.nii.gz"));
    QCOMPARE(hashFileContents(scan), sourceHash);  // the source scan is untouched
    QCOMPARE(hashFileContents(accepted.imageFiles), sourceHash);

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

// Issue 29 item 4: history names had one-second resolution, so the second
// accept overwrote the saved original.
void TestAcceptCorrection::twoAcceptsInOneSecondKeepEveryPreviousLabel()
{
    const std::string root = phantomDataset("twice");
    const std::string label = root + "/labelsTr/multichannel_002.nii.gz";
    const uint64_t original = hashOf(label);
    const std::vector<std::string> scan{root + "/imagesTr/multichannel_002_0000.nii.gz", root + "/imagesTr/multichannel_002_0001.nii.gz"};
    const Geometry g = io::readScanHeader(scan[0]).geometry;
    const auto first = application::acceptCorrection({root, scan, boxLabels(g, 1), {}});
    const uint64_t firstCorrection = hashOf(label);
    const auto second = application::acceptCorrection({root, scan, boxLabels(g, 2), {}});
    QVERIFY(first.previousLabel != second.previousLabel);
    QCOMPARE(hashOf(first.previousLabel), original);
    QCOMPARE(hashOf(second.previousLabel), firstCorrection);
    int copies = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(fs::path(first.previousLabel).parent_path()))
        ++copies;
    QCOMPARE(copies, 2);
}

// A detached label (.mhd + .raw): the history kept only the header, whose
// data the next write replaced in place. Now the history holds the whole
// label (.mha), and the label file is replaced data first, header last.
void TestAcceptCorrection::detachedLabelsKeepTheirDataInTheHistory()
{
    const std::string root = m_dir.filePath("detached").toStdString();
    fs::copy(test::sampleDatasetRoot().toStdString(), root, fs::copy_options::recursive);
    const Volume original = io::readScan(root + "/labelsTr/hippocampus_001.nii.gz");
    io::writeScan(root + "/labelsTr/hippocampus_001.mhd", original);
    fs::remove(root + "/labelsTr/hippocampus_001.nii.gz");
    Json json = readJsonFile(root + "/dataset.json");
    for (Json& c : json["training"])
        if (c["image"] == "./imagesTr/hippocampus_001.nii.gz")
            c["label"] = "./labelsTr/hippocampus_001.mhd";
    writeJsonFile(root + "/dataset.json", json);

    const std::vector<std::string> scan{root + "/imagesTr/hippocampus_001.nii.gz"};
    const Volume a = boxLabels(original.geometry, 1), b = boxLabels(original.geometry, 2);
    const auto first = application::acceptCorrection({root, scan, a, {}});
    const auto second = application::acceptCorrection({root, scan, b, {}});
    QCOMPARE(fs::path(first.previousLabel).extension().string(), std::string(".mha"));
    QVERIFY(io::readScan(first.previousLabel).convertedTo(original.type).bytes == original.bytes);
    QVERIFY(io::readScan(second.previousLabel).convertedTo(a.type).bytes == a.bytes);
    QVERIFY(io::readScan(root + "/labelsTr/hippocampus_001.mhd").convertedTo(b.type).bytes == b.bytes);
    for (const auto& entry : fs::directory_iterator(root + "/labelsTr"))
        QVERIFY2(entry.path().filename().string().rfind(".tmp-", 0) != 0, entry.path().c_str());
}

// A dataset.json label path with ".." or an absolute path elsewhere, or a
// case name with a folder in it, made an accept write outside the dataset.
void TestAcceptCorrection::nothingIsWrittenOutsideTheDataset()
{
    const std::string root = m_dir.filePath("escape").toStdString();
    fs::copy(test::sampleDatasetRoot().toStdString(), root, fs::copy_options::recursive);
    const std::string outside = m_dir.filePath("escape_outside.nii.gz").toStdString();
    fs::copy_file(root + "/labelsTr/hippocampus_001.nii.gz", outside);
    const uint64_t outsideHash = hashOf(outside);
    const std::vector<std::string> scan{root + "/imagesTr/hippocampus_001.nii.gz"};
    const Geometry g = io::readScanHeader(scan[0]).geometry;
    for (const std::string& label : {std::string("./labelsTr/../../escape_outside.nii.gz"), outside}) {
        Json json = readJsonFile(root + "/dataset.json");
        for (Json& c : json["training"])
            if (c["image"] == "./imagesTr/hippocampus_001.nii.gz")
                c["label"] = label;
        writeJsonFile(root + "/dataset.json", json);
        try {
            application::acceptCorrection({root, scan, boxLabels(g, 1), {}});
            QFAIL(qPrintable(QString::fromStdString("wrote through " + label)));
        } catch (const InputError& error) {
            QVERIFY2(QString(error.what()).contains("outside the dataset folder"), error.what());
        }
        QCOMPARE(hashOf(outside), outsideHash);
    }
    const std::string other = m_dir.filePath("escape_scan.nii.gz").toStdString();
    io::writeScan(other, io::readScan(scan[0]).convertedTo(ScalarType::Int16));
    for (const std::string id : {"../escaped", "sub/case", ".hidden"}) {
        try {
            application::acceptCorrection({root, {other}, boxLabels(g, 1), id});
            QFAIL(qPrintable(QString::fromStdString("accepted case name " + id)));
        } catch (const InputError& error) {
            QVERIFY2(QString(error.what()).contains("cannot name a case"), error.what());
        }
    }
    QVERIFY(!fs::exists(m_dir.filePath("escaped.nii.gz").toStdString()));
}

// dataset.json is read, changed and written: accepts at once lost each
// other's new cases. They now take turns on the dataset's lock.
void TestAcceptCorrection::concurrentAcceptsAllLand()
{
    const std::string root = m_dir.filePath("concurrent").toStdString();
    fs::copy(test::sampleDatasetRoot().toStdString(), root, fs::copy_options::recursive);
    const std::size_t before = readJsonFile(root + "/dataset.json")["training"].size();
    const std::string scan = m_dir.filePath("concurrent_scan.nii.gz").toStdString();
    const Volume image = io::readScan(root + "/imagesTr/hippocampus_001.nii.gz");
    io::writeScan(scan, image.convertedTo(ScalarType::Int16));
    constexpr int kAccepts = 6;
    std::vector<std::thread> threads;
    std::vector<std::string> failures(kAccepts);
    for (int i = 0; i < kAccepts; ++i)
        threads.emplace_back([&, i] {
            try {
                application::acceptCorrection({root, {scan}, boxLabels(image.geometry, 1), "new_" + std::to_string(i)});
            } catch (const std::exception& error) {
                failures[static_cast<std::size_t>(i)] = error.what();
            }
        });
    for (std::thread& t : threads)
        t.join();
    for (const std::string& failure : failures)
        QVERIFY2(failure.empty(), failure.c_str());
    const Json json = readJsonFile(root + "/dataset.json");
    QCOMPARE(json["training"].size(), before + kAccepts);
    QCOMPARE(json["numTraining"].get<std::size_t>(), before + kAccepts);
    QCOMPARE(io::openDataset(root).training.size(), before + kAccepts);
}

// Instances (issue 33): a cell split in the workbench gets an id the
// dataset.json never lists; the corrected map is accepted as it is and
// the case preprocesses again.
void TestAcceptCorrection::instanceCorrectionsWithNewIdsAreAccepted()
{
    const std::string root = m_dir.filePath("cells").toStdString();
    io::PhantomDatasetOptions options;
    options.kind = io::PhantomKind::Cells3d;
    options.cases = 3;
    io::writePhantomDataset(root, options);
    const io::DatasetDescription dataset = io::openDataset(root);
    QVERIFY(dataset.instances);
    const io::DatasetCase& cell = dataset.training.front();
    Volume corrected = io::readScan(cell.labelFile);
    int64_t largest = 0;
    for (int64_t i = 0; i < corrected.voxelCount(); ++i)
        largest = std::max(largest, static_cast<int64_t>(corrected.valueAsDouble(i)));
    QVERIFY(largest > 1);
    // Half of every voxel of object 1 becomes a new object, largest + 1.
    int64_t changed = 0, seen = 0;
    visitScalarType(corrected.type, [&](auto zero) {
        using T = decltype(zero);
        T* data = corrected.data<T>();
        for (int64_t i = 0; i < corrected.voxelCount(); ++i)
            if (data[i] == T(1) && seen++ % 2 == 0) {
                data[i] = static_cast<T>(largest + 1);
                ++changed;
            }
    });
    QVERIFY(changed > 0);
    const application::AcceptedCorrection accepted = application::acceptCorrection({root, cell.imageFiles, corrected, {}});
    QVERIFY(!accepted.newCase);
    QVERIFY(io::readScan(cell.labelFile).bytes == corrected.bytes);
    io::PreprocessOptions preprocess;
    preprocess.folds = 2;
    preprocess.workers = 1;
    const io::PreprocessSummary summary =
        io::preprocessDataset(io::openDataset(root), m_dir.filePath("cells-cache").toStdString(), preprocess);
    QCOMPARE(summary.index.cases.size(), std::size_t(3));
}

QTEST_GUILESS_MAIN(TestAcceptCorrection)
#include "tst_acceptcorrection.moc"
