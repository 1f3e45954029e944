// Dataset discovery in every layout, and the check that reports every
// problem of every case at once, each with the case, the file and the reason.
#include <QtTest>

#include <QTemporaryDir>
#include <filesystem>
#include <functional>
#include <fstream>
#include <limits>

#include "TestData.h"
#include "common/formats/JsonFile.h"
#include "common/image/Phantom.h"
#include "io/Dataset.h"
#include "io/ScanIO.h"

using namespace segstudio;
namespace fs = std::filesystem;

namespace {

const Size3 kSize{24, 22, 16};

bool hasProblem(const io::DatasetReport& report, const std::string& caseId, const QString& reasonPart,
                const QString& fileEnd = {})
{
    for (const Problem& p : report.allProblems())
        if (p.subject == caseId && QString::fromStdString(p.reason).contains(reasonPart) &&
            (fileEnd.isEmpty() || QString::fromStdString(p.file).endsWith(fileEnd)))
            return true;
    return false;
}

QString listProblems(const io::DatasetReport& report)
{
    QString text;
    for (const Problem& p : report.allProblems())
        text += QString::fromStdString(p.toString()) + "\n";
    return text;
}

// An nnU-Net v2 folder with one case, case_0 (a phantom), whose label map
// `editLabel` may change first; the caller writes dataset.json.
std::string writeOneCaseV2Folder(const QString& root, const std::function<void(Volume&)>& editLabel = {})
{
    QDir().mkpath(root + "/imagesTr");
    QDir().mkpath(root + "/labelsTr");
    const std::string r = root.toStdString();
    PhantomParameters p;
    p.sizeXyz = kSize;
    p.threads = 1;
    Phantom phantom = generatePhantom(p);
    if (editLabel)
        editLabel(phantom.label);
    io::writeScan(r + "/imagesTr/case_0_0000.nrrd", phantom.image);
    io::writeScan(r + "/labelsTr/case_0.nrrd", phantom.label);
    return r;
}

}  // namespace

class TestDataset : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void msdPhantomDatasetIsValid();
    void caseReadersFitTheMemory();
    void plantedFaultsAreAllReportedAtOnce();
    void nnunetV2LayoutWithChannelFiles();
    void plainFolderLayouts();
    void notADataset();
    void malformedDatasetJsonNamesLineAndField();
    void regionBasedLabelsKeepTheFileOrder();
    void ignoreLabelIsNoClass();
    void hippocampusHas208ValidCases();

private:
    QTemporaryDir m_dir;
};

void TestDataset::msdPhantomDatasetIsValid()
{
    const QString root = m_dir.filePath("msd");
    test::writePhantomDataset(root, 4, kSize);
    const io::DatasetDescription d = io::openDataset(root.toStdString());
    QCOMPARE(d.layout, std::string("msd"));
    QCOMPARE(d.training.size(), std::size_t(4));
    QCOMPARE(d.channelCount(), 1);
    QCOMPARE(d.labels.size(), std::size_t(3));
    const io::DatasetReport report = io::checkDataset(d);
    QVERIFY2(report.allProblems().empty(), qPrintable(listProblems(report)));
    QCOMPARE(report.validCount(), 4);
    QVERIFY(report.cases[0].labelValues == (std::vector<int64_t>{0, 1, 2}));
}

// Issue 29 item 7: the check and the preprocessing's first stage read as
// many cases at once as there were threads (up to 256), whatever their
// size. Readers are now as many as fit in 80 % of the available memory.
void TestDataset::caseReadersFitTheMemory()
{
    const QString root = m_dir.filePath("readers");
    test::writePhantomDataset(root, 6, kSize);
    const io::DatasetDescription d = io::openDataset(root.toStdString());
    const io::ScanHeader image = io::readScanHeader(d.training[0].imageFiles[0]);
    const uint64_t voxels = static_cast<uint64_t>(image.geometry.voxelCount());
    const uint64_t perCase = image.bytes() + voxels * 4 + voxels * 5;  // as read + float32 copy; label and mask
    QCOMPARE(io::caseReadersForMemory(d, 256, uint64_t(1) << 40), 6);            // no more than the cases
    QCOMPARE(io::caseReadersForMemory(d, 4, uint64_t(1) << 40), 4);              // no more than asked
    QCOMPARE(io::caseReadersForMemory(d, 256, perCase * 5 / 2 * 10 / 8 + 16), 2);  // two fit in 80 %
    QCOMPARE(io::caseReadersForMemory(d, 256, perCase / 2), 1);                  // always one
}

void TestDataset::plantedFaultsAreAllReportedAtOnce()
{
    const QString root = m_dir.filePath("faults");
    test::writePhantomDataset(root, 8, kSize);
    const std::string r = root.toStdString();
    // 000: truncated image
    fs::resize_file(r + "/imagesTr/mri_000.nii.gz", fs::file_size(r + "/imagesTr/mri_000.nii.gz") / 3);
    // 001: missing label
    fs::remove(r + "/labelsTr/mri_001.nii.gz");
    // 002: label with another size
    PhantomParameters p;
    p.sizeXyz = {24, 22, 17};
    p.threads = 1;
    io::writeScan(r + "/labelsTr/mri_002.nii.gz", generatePhantom(p).label);
    // 003: label value 7, not declared
    Volume label = io::readScan(r + "/labelsTr/mri_003.nii.gz");
    label.data<uint8_t>()[100] = 7;
    io::writeScan(r + "/labelsTr/mri_003.nii.gz", label);
    // 004: NaN voxels
    Volume image = io::readScan(r + "/imagesTr/mri_004.nii.gz");
    image.data<float>()[5] = std::numeric_limits<float>::quiet_NaN();
    image.data<float>()[6] = std::numeric_limits<float>::infinity();
    io::writeScan(r + "/imagesTr/mri_004.nii.gz", image);
    // 005: not an image at all
    std::ofstream(r + "/imagesTr/mri_005.nii.gz") << "not an image";
    // 006: two channels where the dataset declares one
    Volume twoChannel = Volume::allocate(image.geometry, ScalarType::Float32, 2);
    io::writeScan(r + "/imagesTr/mri_006.nii.gz", twoChannel);
    // 007: label shifted in space
    Volume shifted = io::readScan(r + "/labelsTr/mri_007.nii.gz");
    shifted.geometry.origin[0] += 5;
    io::writeScan(r + "/labelsTr/mri_007.nii.gz", shifted);

    const io::DatasetReport report = io::checkDataset(io::openDataset(r));
    const QString all = listProblems(report);
    QVERIFY2(report.validCount() == 0, qPrintable(all));
    QVERIFY2(hasProblem(report, "mri_000", "truncated", "imagesTr/mri_000.nii.gz"), qPrintable(all));
    QVERIFY2(hasProblem(report, "mri_001", "missing", "labelsTr/mri_001.nii.gz"), qPrintable(all));
    QVERIFY2(hasProblem(report, "mri_002", "size 24x22x16 vs 24x22x17", "labelsTr/mri_002.nii.gz"), qPrintable(all));
    QVERIFY2(hasProblem(report, "mri_003", "label value(s) 7 not declared", "labelsTr/mri_003.nii.gz"), qPrintable(all));
    QVERIFY2(hasProblem(report, "mri_004", "2 voxels are NaN or infinite", "imagesTr/mri_004.nii.gz"), qPrintable(all));
    QVERIFY2(hasProblem(report, "mri_005", "not an image", "imagesTr/mri_005.nii.gz"), qPrintable(all));
    QVERIFY2(hasProblem(report, "mri_006", "has 2 channel(s), the dataset declares 1"), qPrintable(all));
    QVERIFY2(hasProblem(report, "mri_007", "origin"), qPrintable(all));
}

void TestDataset::nnunetV2LayoutWithChannelFiles()
{
    const QString root = m_dir.filePath("v2");
    QDir().mkpath(root + "/imagesTr");
    QDir().mkpath(root + "/labelsTr");
    const std::string r = root.toStdString();
    for (int i = 0; i < 3; ++i) {
        PhantomParameters p;
        p.sizeXyz = kSize;
        p.seed = static_cast<uint64_t>(i);
        p.threads = 1;
        const Phantom phantom = generatePhantom(p);
        const std::string id = "case_" + std::to_string(i);
        io::writeScan(r + "/imagesTr/" + id + "_0000.nrrd", phantom.image);
        io::writeScan(r + "/imagesTr/" + id + "_0001.nrrd", phantom.image);
        if (i < 2)
            io::writeScan(r + "/labelsTr/" + id + ".nrrd", phantom.label);
    }
    writeJsonFile(r + "/dataset.json", {{"channel_names", {{"0", "T1"}, {"1", "T2"}}},
                                        {"labels", {{"background", 0}, {"organ", 1}, {"other", 2}}},
                                        {"numTraining", 3},
                                        {"file_ending", ".nrrd"}});
    const io::DatasetDescription d = io::openDataset(r);
    QCOMPARE(d.layout, std::string("nnunet-v2"));
    QCOMPARE(d.channelCount(), 2);
    QCOMPARE(d.training.size(), std::size_t(3));
    QCOMPARE(d.training[0].imageFiles.size(), std::size_t(2));
    QCOMPARE(d.labels.at(2), std::string("other"));
    const io::DatasetReport report = io::checkDataset(d);
    QCOMPARE(report.validCount(), 2);
    QVERIFY2(hasProblem(report, "case_2", "image without a label map"), qPrintable(listProblems(report)));

    // The workbench opens a case's every channel file from any one of them,
    // in channel order; other cases and other endings are not taken.
    for (const char* other : {"case_10_0000.nrrd", "case_0_0001.nii.gz"})  // names only: nothing is read
        QVERIFY(QFile(root + "/imagesTr/" + QString(other)).open(QIODevice::WriteOnly));
    const std::vector<std::string> expected{r + "/imagesTr/case_0_0000.nrrd", r + "/imagesTr/case_0_0001.nrrd"};
    QCOMPARE(io::channelFilesOfScan(r + "/imagesTr/case_0_0001.nrrd"), expected);
    QCOMPARE(io::channelFilesOfScan(r + "/imagesTr/case_0_0000.nrrd"), expected);
    QCOMPARE(io::channelFilesOfScan(r + "/labelsTr/case_0.nrrd"), std::vector<std::string>{r + "/labelsTr/case_0.nrrd"});
    const auto context = io::datasetOfScan(r + "/imagesTr/case_0_0001.nrrd");
    QVERIFY(context.has_value());
    QCOMPARE(context->channel, 1);
    QCOMPARE(context->channelName, std::string("T2"));
}

void TestDataset::plainFolderLayouts()
{
    const QString paired = m_dir.filePath("paired");
    QDir().mkpath(paired);
    PhantomParameters p;
    p.sizeXyz = kSize;
    p.threads = 1;
    const Phantom phantom = generatePhantom(p);
    io::writeScan((paired + "/scanA.mha").toStdString(), phantom.image);
    io::writeScan((paired + "/scanA_seg.mha").toStdString(), phantom.label);
    io::writeScan((paired + "/scanB.mha").toStdString(), phantom.image);
    const io::DatasetDescription flat = io::openDataset(paired.toStdString());
    QCOMPARE(flat.layout, std::string("folder"));
    QCOMPARE(flat.training.size(), std::size_t(2));
    QVERIFY(!flat.labelsDeclared());
    const io::DatasetReport report = io::checkDataset(flat);
    QCOMPARE(report.validCount(), 1);
    QVERIFY(hasProblem(report, "scanB", "without a label map"));

    const QString split = m_dir.filePath("split");
    QDir().mkpath(split + "/images");
    QDir().mkpath(split + "/labels");
    io::writeScan((split + "/images/x.nii.gz").toStdString(), phantom.image);
    io::writeScan((split + "/labels/x.nii.gz").toStdString(), phantom.label);
    io::writeScan((split + "/labels/orphan.nii.gz").toStdString(), phantom.label);
    const io::DatasetReport splitReport = io::checkDataset(io::openDataset(split.toStdString()));
    QCOMPARE(splitReport.validCount(), 1);
    QVERIFY(hasProblem(splitReport, "orphan", "label map without an image"));
}

void TestDataset::notADataset()
{
    QDir().mkpath(m_dir.filePath("empty"));
    QVERIFY_THROWS_EXCEPTION(InputError, io::openDataset(m_dir.filePath("empty").toStdString()));
    QDir().mkpath(m_dir.filePath("text"));
    std::ofstream(m_dir.filePath("text/readme.txt").toStdString()) << "hello";
    try {
        io::openDataset(m_dir.filePath("text").toStdString());
        QFAIL("a folder of text files is not a dataset");
    } catch (const InputError& e) {
        QVERIFY(QString(e.what()).contains("no training cases"));
    }
    QVERIFY_THROWS_EXCEPTION(InputError, io::openDataset(m_dir.filePath("absent").toStdString()));
}

void TestDataset::malformedDatasetJsonNamesLineAndField()
{
    const QString root = m_dir.filePath("badjson");
    test::writePhantomDataset(root, 1, kSize);
    std::ofstream(root.toStdString() + "/dataset.json") << "{\n  \"name\": \"x\",\n  \"modality\": {\"0\": \"MRI\"},,\n}";
    try {
        io::openDataset(root.toStdString());
        QFAIL("malformed JSON must be refused");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("dataset.json") && QString(e.what()).contains("line 3"), e.what());
    }
    std::ofstream(root.toStdString() + "/dataset.json") << R"({"modality": {"0": "MRI"}, "training": "all"})";
    try {
        io::openDataset(root.toStdString());
        QFAIL("training must be a list");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.problem().field), QString("training"));
    }
}

// nnU-Net v2 regions pair with regions_class_order by their place in the
// file, which a key-sorting JSON reader would lose ("enhancing" < "whole").
void TestDataset::regionBasedLabelsKeepTheFileOrder()
{
    const std::string r = writeOneCaseV2Folder(m_dir.filePath("regions"));
    const auto write = [&](const std::string& labels, const std::string& order) {
        std::ofstream(r + "/dataset.json") << R"({"channel_names": {"0": "FLAIR"}, "labels": )" << labels << order
                                           << R"(, "numTraining": 1, "file_ending": ".nrrd"})";
    };
    write(R"({"background": 0, "whole tumor": [3, 1, 2], "tumor core": [2, 3], "enhancing tumor": 3})",
          R"(, "regions_class_order": [1, 2, 3])");
    const io::DatasetDescription d = io::openDataset(r);
    QCOMPARE(d.regions.count(), 3);
    QCOMPARE(d.regions.regions[0].name, std::string("whole tumor"));
    QVERIFY(d.regions.regions[0].values == std::vector<int>({1, 2, 3}));
    QCOMPARE(d.regions.regions[2].name, std::string("enhancing tumor"));
    QVERIFY(d.regions.classOrder == std::vector<int>({1, 2, 3}));
    QCOMPARE(d.labels.size(), std::size_t(4));  // 0 and every value a region holds
    QCOMPARE(d.labels.at(3), std::string("enhancing tumor"));

    const auto refusal = [&](const std::string& labels, const std::string& order) {
        write(labels, order);
        try {
            io::openDataset(r);
        } catch (const InputError& e) {
            return e.problem().field;
        }
        return std::string("accepted");
    };
    QCOMPARE(refusal(R"({"background": 0, "whole": [1, 2]})", ""), std::string("regions_class_order"));
    QCOMPARE(refusal(R"({"background": 0, "whole": [1, 2], "core": 2})", R"(, "regions_class_order": [1])"),
             std::string("regions_class_order"));
    QCOMPARE(refusal(R"({"background": 0, "whole": [1, 2], "core": 2})", R"(, "regions_class_order": [1, 1])"),
             std::string("regions_class_order"));
    QCOMPARE(refusal(R"({"background": 0, "whole": [], "core": 2})", R"(, "regions_class_order": [1, 2])"),
             std::string("labels.whole"));
    QCOMPARE(refusal(R"({"background": 0, "whole": ["a"]})", R"(, "regions_class_order": [1])"),
             std::string("labels.whole"));
}

// nnU-Net v2's "ignore" label is the value of unannotated voxels: no class,
// allowed in label maps, and above every other value.
void TestDataset::ignoreLabelIsNoClass()
{
    const std::string r = writeOneCaseV2Folder(m_dir.filePath("ignore"), [](Volume& label) {
        for (int64_t v = 0; v < label.voxelCount(); v += 3)
            label.data<uint8_t>()[v] = 7;
    });
    const auto write = [&](const std::string& labels) {
        std::ofstream(r + "/dataset.json") << R"({"channel_names": {"0": "MRI"}, "labels": )" << labels
                                           << R"(, "numTraining": 1, "file_ending": ".nrrd"})";
    };
    write(R"({"background": 0, "organ": 1, "other": 2, "ignore": 7})");
    const io::DatasetDescription d = io::openDataset(r);
    QCOMPARE(d.ignoreLabelValue.value_or(-1), 7);
    QCOMPARE(d.labels.size(), std::size_t(3));
    QVERIFY(d.declaresValue(7) && !d.declaresValue(5));
    const io::DatasetReport report = io::checkDataset(d);
    QVERIFY2(report.validCount() == 1, qPrintable(listProblems(report)));

    for (const std::string& labels : {std::string(R"({"background": 0, "organ": 1, "other": 8, "ignore": 7})"),
                                      std::string(R"({"background": 0, "organ": 1, "ignore": [7]})")}) {
        write(labels);
        try {
            io::openDataset(r);
            QFAIL(("accepted " + labels).c_str());
        } catch (const InputError& e) {
            QCOMPARE(e.problem().field, std::string("labels.ignore"));
        }
    }
}

void TestDataset::hippocampusHas208ValidCases()
{
    const QString root = test::hippocampusRoot();
    if (root.isEmpty())
        QSKIP("the hippocampus dataset is not on this machine (set SEGSTUDIO_HIPPOCAMPUS_DIR)");
    const io::DatasetReport report = io::checkDataset(io::openDataset(root.toStdString()));
    QVERIFY2(report.allProblems().empty(), qPrintable(listProblems(report)));
    QCOMPARE(report.validCount(), 208);
}

QTEST_GUILESS_MAIN(TestDataset)
#include "tst_dataset.moc"
