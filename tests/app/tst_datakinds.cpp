// Every kind of data, end to end through segstudio-cli as a user runs it:
// phantom dataset -> train briefly -> predict --probabilities -> evaluate.
// For each kind the predictions keep the source geometry, hold only the
// declared label values, equal the argmax of their own probabilities at
// every voxel, and score well above chance.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <map>
#include <set>

#include "TestData.h"
#include "io/ScanIO.h"

using namespace segstudio;

namespace {

struct CliResult {
    int exitCode = -1;
    QString out;
};

CliResult runCli(const QStringList& arguments, int timeoutMs = 600000,
                 const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(segstudio::test::cliPath(), arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput())};
}

// A short run: enough steps for the organs to stand out, few enough for CI.
QString writeShortConfig(const QString& path, int epochs = 8)
{
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(QString(R"({"epochs": %1, "iterations_per_epoch": 12, "seed": 3,
                          "validation": {"interval_epochs": %2}})")
                   .arg(epochs)
                   .arg(epochs / 2)
                   .toUtf8());
    return path;
}

}  // namespace

class TestDataKinds : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void trainsPredictsAndScoresEveryKind_data();
    void trainsPredictsAndScoresEveryKind();
    void regionBasedDatasetTrainsOneSigmoidPerRegion();
    void crossValidationFoldsPredictAsAnEnsemble();
    void aModelWithOneRegionIsUsable();
    void sparseAnnotationTrainsThroughTheIgnoreLabel();

private:
    QTemporaryDir m_dir;
};

void TestDataKinds::trainsPredictsAndScoresEveryKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("phantomArguments");
    QTest::addColumn<QList<int>>("declared");
    QTest::addColumn<QString>("labelEnding");
    // Only the second channel shows the organs.
    QTest::newRow("multichannel") << "multichannel" << QStringList{"--size", "40", "40", "28"} << QList<int>{0, 1, 2}
                                  << ".nii.gz";
    // Hounsfield units, 0.7 x 0.7 x 5 mm, label values {0, 1, 2, 4}.
    QTest::newRow("ct") << "ct" << QStringList{"--classes", "3", "--size", "64", "64", "10"} << QList<int>{0, 1, 2, 4}
                        << ".nii.gz";
    // 2D PNG, 0/255 masks.
    QTest::newRow("microscopy2d") << "microscopy2d" << QStringList{"--classes", "1", "--size", "96", "96", "1"}
                                  << QList<int>{0, 255} << ".png";
    // 2D RGB PNG.
    QTest::newRow("rgb2d") << "rgb2d" << QStringList{"--classes", "1", "--size", "96", "96", "1"} << QList<int>{0, 255}
                           << ".png";
}

void TestDataKinds::trainsPredictsAndScoresEveryKind()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, phantomArguments);
    QFETCH(QList<int>, declared);
    QFETCH(QString, labelEnding);
    const QString root = m_dir.filePath(kind);
    CliResult r = runCli(QStringList{"phantom", "--kind", kind, "--cases", "6", "--seed", "5", "--out", root} +
                         phantomArguments);
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    r = runCli({"dataset", "check", root});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));

    const QString run = m_dir.filePath(kind + "-run");
    r = runCli({"train", root, "--config", writeShortConfig(m_dir.filePath(kind + ".json")), "--cache",
                m_dir.filePath(kind + "-cache"), "--out", run});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));

    // The postprocessing decision is recorded with its evidence for every foreground label.
    QFile model(run + "/model/model.json");
    QVERIFY(model.open(QIODevice::ReadOnly));
    const QByteArray modelText = model.readAll();
    const QJsonObject postprocessing = QJsonDocument::fromJson(modelText).object()["postprocessing"].toObject();
    QCOMPARE(postprocessing["largest_component_dice"].toArray().size(), declared.size() - 1);
    // A model package travels: no file paths and no case names in it.
    for (const QString& privateText : {m_dir.path(), kind + "_000", kind + "_005", QString("imagesTr")})
        QVERIFY2(!modelText.contains(privateText.toUtf8()), qPrintable("model.json names " + privateText));
    QCOMPARE(QDir(run + "/model").entryList(QDir::Files), QStringList({"model.json", "weights.pt"}));

    const QString predictions = m_dir.filePath(kind + "-predictions");
    r = runCli({"predict", "--model", run, "--input", root + "/imagesTr", "--output", predictions, "--probabilities",
                "--no-postprocessing"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));

    const std::set<int> declaredValues(declared.begin(), declared.end());
    for (int i = 0; i < 6; ++i) {
        const QString id = QString("%1_%2").arg(kind).arg(i, 3, 10, QChar('0'));
        const Volume reference = io::readScan(test::toStd(root + "/labelsTr/" + id + labelEnding));
        const Volume predicted = io::readScan(test::toStd(predictions + "/" + id + labelEnding));
        const Volume probabilities = io::readScan(test::toStd(predictions + "/" + id + "_probabilities.nii.gz"));
        QVERIFY2(predicted.geometry.size == reference.geometry.size, qPrintable(id));
        for (int axis = 0; axis < 3; ++axis) {
            QVERIFY(std::abs(predicted.geometry.spacing[axis] - reference.geometry.spacing[axis]) < 1e-4);
            QVERIFY(std::abs(predicted.geometry.origin[axis] - reference.geometry.origin[axis]) < 1e-3);
        }
        QCOMPARE(probabilities.components, static_cast<int>(declared.size()));
        int64_t disagreements = 0, undeclared = 0;
        for (int64_t v = 0; v < predicted.voxelCount(); ++v) {
            const int value = static_cast<int>(predicted.valueAsDouble(v));
            undeclared += !declaredValues.count(value);
            int best = 0;
            for (int c = 1; c < probabilities.components; ++c)
                if (probabilities.valueAsDouble(v * probabilities.components + c) >
                    probabilities.valueAsDouble(v * probabilities.components + best))
                    best = c;
            disagreements += value != declared[best];
        }
        QCOMPARE(undeclared, int64_t(0));
        QCOMPARE(disagreements, int64_t(0));
    }

    // Dice on the scans' own grids, every declared foreground label.
    const QString base = m_dir.filePath(kind + "-evaluation");
    QStringList labels;
    for (int value : declared)
        if (value > 0)
            labels << QString::number(value);
    r = runCli(QStringList{"evaluate", "--pred", predictions, "--gt", root + "/labelsTr", "--out", base, "--labels"} + labels);
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QFile file(base + ".json");
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject evaluation = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray mean = evaluation["mean"].toArray();
    QCOMPARE(mean.size(), labels.size());

    // The package's validation Dice is the source grid's: what predict and
    // evaluate give on the run's validation cases (within a few voxels'
    // worth of threading differences).
    QFile updated(run + "/model/model.json");
    QVERIFY(updated.open(QIODevice::ReadOnly));
    const QJsonObject finished = QJsonDocument::fromJson(updated.readAll()).object();
    QCOMPARE(finished["validation_grid"].toString(), QString("source"));
    QFile splits(run + "/splits.json");
    QVERIFY(splits.open(QIODevice::ReadOnly));
    QStringList validationCases;
    for (const QJsonValue& id : QJsonDocument::fromJson(splits.readAll()).array()[0].toObject()["val"].toArray())
        validationCases << id.toString();
    for (int k = 0; k < labels.size(); ++k) {
        double sum = 0;
        int count = 0;
        for (const QJsonValue& c : evaluation["cases"].toArray())
            if (validationCases.contains(c.toObject()["case"].toString())) {
                const QJsonValue dice = c.toObject()["labels"].toArray()[k].toObject()["dice"];
                if (dice.isDouble()) {
                    sum += dice.toDouble();
                    ++count;
                }
            }
        const double stored = finished["validation_dice_per_class"].toArray()[k].toDouble();
        QVERIFY2(count > 0 && std::abs(stored - sum / count) < 0.01,
                 qPrintable(QString("label %1: model.json %2, evaluate %3").arg(labels[k]).arg(stored).arg(sum / count)));
    }

    for (const QJsonValue& m : mean) {
        const double dice = m.toObject()["dice"].toDouble();
        qInfo("%s label %d: Dice %.3f", qPrintable(kind), m.toObject()["label"].toInt(), dice);
        QVERIFY2(dice > 0.5, qPrintable(QString("%1 label %2 Dice %3\n%4").arg(kind).arg(m.toObject()["label"].toInt())
                                            .arg(dice).arg(r.out)));
    }
}

// BraTS-like regions (whole {1,2,3}, tumor core {2,3}, enhancing {3}) on two
// MRI channels: validation scores the regions, the package keeps them, and
// predict writes one sigmoid per region with the label map rebuilt from them
// in regions_class_order; region Dice on the source grid well above chance.
void TestDataKinds::regionBasedDatasetTrainsOneSigmoidPerRegion()
{
    const QString root = m_dir.filePath("regions");
    CliResult r = runCli({"phantom", "--kind", "regions", "--classes", "3", "--cases", "6", "--seed", "5", "--size",
                          "40", "40", "28", "--out", root});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    const QString run = m_dir.filePath("regions-run");
    // Three nested regions, the smallest a third of the organs: a little longer than the other kinds.
    r = runCli({"train", root, "--config", writeShortConfig(m_dir.filePath("regions.json"), 14), "--cache",
                m_dir.filePath("regions-cache"), "--out", run});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));

    QFile model(run + "/model/model.json");
    QVERIFY(model.open(QIODevice::ReadOnly));
    const QJsonObject package = QJsonDocument::fromJson(model.readAll()).object();
    QCOMPARE(package["classes"].toInt(), 3);  // network outputs: the regions
    const QJsonArray regions = package["preprocessing"].toObject()["regions"].toArray();
    QCOMPARE(regions.size(), 3);
    QCOMPARE(regions[1].toObject()["name"].toString(), QString("tumor core"));
    QCOMPARE(package["postprocessing"].toObject()["largest_component_dice"].toArray().size(), 3);
    const QJsonArray validationDice = package["validation_dice_per_class"].toArray();
    QCOMPARE(validationDice.size(), 3);
    for (const QJsonValue& d : validationDice)
        QVERIFY2(d.toDouble() > 0.5, qPrintable(QString::number(d.toDouble())));

    const QString predictions = m_dir.filePath("regions-predictions");
    r = runCli({"predict", "--model", run, "--input", root + "/imagesTr", "--output", predictions, "--probabilities",
                "--no-postprocessing"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    const std::vector<std::set<int>> regionValues{{1, 2, 3}, {2, 3}, {3}};
    double diceSum[3] = {0, 0, 0}, volumeDifferenceSum[3] = {0, 0, 0};  // voxels of 1 mm^3
    for (int i = 0; i < 6; ++i) {
        const QString id = QString("regions_%1").arg(i, 3, 10, QChar('0'));
        const Volume reference = io::readScan(test::toStd(root + "/labelsTr/" + id + ".nii.gz"));
        const Volume predicted = io::readScan(test::toStd(predictions + "/" + id + ".nii.gz"));
        const Volume probabilities = io::readScan(test::toStd(predictions + "/" + id + "_probabilities.nii.gz"));
        QVERIFY2(predicted.geometry.size == reference.geometry.size, qPrintable(id));
        QCOMPARE(probabilities.components, 3);
        int64_t disagreements = 0, tp[3] = {0, 0, 0}, fp[3] = {0, 0, 0}, fn[3] = {0, 0, 0};
        for (int64_t v = 0; v < predicted.voxelCount(); ++v) {
            int rebuilt = 0;
            for (int c = 0; c < 3; ++c)
                if (probabilities.valueAsDouble(v * 3 + c) > 0.5)
                    rebuilt = c + 1;  // regions_class_order 1, 2, 3
            const int value = static_cast<int>(predicted.valueAsDouble(v));
            const int truth = static_cast<int>(reference.valueAsDouble(v));
            disagreements += value != rebuilt;
            for (int c = 0; c < 3; ++c) {
                const bool p = regionValues[c].count(value), t = regionValues[c].count(truth);
                tp[c] += p && t;
                fp[c] += p && !t;
                fn[c] += !p && t;
            }
        }
        QCOMPARE(disagreements, int64_t(0));
        for (int c = 0; c < 3; ++c) {
            const double dice = 2.0 * tp[c] / std::max<int64_t>(1, 2 * tp[c] + fp[c] + fn[c]);
            QVERIFY2(dice > 0.5, qPrintable(QString("%1 region %2 Dice %3").arg(id).arg(c).arg(dice)));
            diceSum[c] += dice;
            volumeDifferenceSum[c] += static_cast<double>(fp[c] - fn[c]);
        }
    }
    // evaluate --regions-from scores the same regions, named as dataset.json names them.
    const QString base = m_dir.filePath("regions-evaluation");
    r = runCli({"evaluate", "--pred", predictions, "--gt", root + "/labelsTr", "--out", base, "--regions-from", root});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QVERIFY2(r.out.contains("enhancing tumor"), qPrintable(r.out));
    QFile file(base + ".json");
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray mean = QJsonDocument::fromJson(file.readAll()).object()["mean"].toArray();
    QCOMPARE(mean.size(), 3);
    QCOMPARE(mean[0].toObject()["region"].toString(), QString("whole tumor"));
    for (int c = 0; c < 3; ++c) {
        qInfo("region %d: mean Dice %.3f", c, diceSum[c] / 6);
        QVERIFY(std::abs(mean[c].toObject()["volume_difference_mm3"].toDouble() - volumeDifferenceSum[c] / 6) < 1e-6);
        QVERIFY2(std::abs(mean[c].toObject()["dice"].toDouble() - diceSum[c] / 6) < 1e-9,
                 qPrintable(QString("region %1: evaluate %2, by hand %3").arg(c).arg(mean[c].toObject()["dice"].toDouble())
                                .arg(diceSum[c] / 6)));
    }
}

// Two folds of a small MRI-like dataset: OUT/fold_0, OUT/fold_1,
// OUT/crossvalidation.json and the two-fold package OUT/model; predict
// --model OUT (or OUT/model) averages both.
void TestDataKinds::crossValidationFoldsPredictAsAnEnsemble()
{
    const QString root = m_dir.filePath("cv");
    CliResult r = runCli({"phantom", "--kind", "mri", "--cases", "6", "--size", "32", "32", "24", "--out", root});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    const QString out = m_dir.filePath("cv-runs");
    r = runCli({"train", root, "--folds", "0,1", "--config", writeShortConfig(m_dir.filePath("cv.json")), "--cache",
                m_dir.filePath("cv-cache"), "--out", out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QVERIFY2(r.out.contains("cross-validation: 2 fold(s)"), qPrintable(r.out));
    QFile summary(out + "/crossvalidation.json");
    QVERIFY(summary.open(QIODevice::ReadOnly));
    const QJsonObject cv = QJsonDocument::fromJson(summary.readAll()).object();
    QCOMPARE(cv["folds"].toArray().size(), 2);
    QVERIFY(cv["complete"].toBool());
    const double foldMean =
        (cv["folds"][0]["final_mean_dice"].toDouble() + cv["folds"][1]["final_mean_dice"].toDouble()) / 2;
    QVERIFY(std::abs(cv["mean_dice"].toDouble() - foldMean) < 1e-9);
    QVERIFY2(foldMean > 0.5, qPrintable(QString::number(foldMean)));

    const QString predictions = m_dir.filePath("cv-predictions");
    r = runCli({"predict", "--model", out, "--input", root + "/imagesTr", "--output", predictions});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QVERIFY2(r.out.contains("Ensemble of 2 models"), qPrintable(r.out));

    // One package holds both folds; it predicts the same label maps as the run folders.
    QCOMPARE(cv["model"].toString(), out + "/model");
    QVERIFY(QFile::exists(out + "/model/fold_0/weights.pt") && QFile::exists(out + "/model/fold_1/model.json"));
    const QString fromPackage = m_dir.filePath("cv-package-predictions");
    r = runCli({"predict", "--model", out + "/model", "--input", root + "/imagesTr", "--output", fromPackage});
    QVERIFY2(r.exitCode == 0 && r.out.contains("Ensemble of 2 models"), qPrintable(r.out));
    for (const QString& name : QDir(predictions).entryList({"*.nii.gz"})) {
        const Volume a = io::readScan(test::toStd(predictions + "/" + name));
        const Volume b = io::readScan(test::toStd(fromPackage + "/" + name));
        QVERIFY2(std::equal(a.data<uint8_t>(), a.data<uint8_t>() + a.voxelCount(), b.data<uint8_t>()), qPrintable(name));
    }
    r = runCli({"evaluate", "--pred", predictions, "--gt", root + "/labelsTr", "--out", m_dir.filePath("cv-eval")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));

    // Models of different datasets do not mix.
    r = runCli({"predict", "--model", out + "/fold_0", m_dir.filePath("ct-run"), "--input", root + "/imagesTr",
                "--output", m_dir.filePath("mixed")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.contains("model.json"), qPrintable(r.out));
}

// {"background": 0, "lesion": [1, 2]}: one region, so the network has one
// output. It must train, export, predict (package and TorchScript), be
// compared and be fine-tuned from, which a "classes >= 2" check refused.
void TestDataKinds::aModelWithOneRegionIsUsable()
{
    const QString root = m_dir.filePath("one-region");
    CliResult r = runCli({"phantom", "--kind", "regions", "--classes", "2", "--cases", "4", "--seed", "9", "--size", "32",
                          "32", "20", "--out", root});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QFile datasetFile(root + "/dataset.json");
    QVERIFY(datasetFile.open(QIODevice::ReadOnly));
    QJsonObject dataset = QJsonDocument::fromJson(datasetFile.readAll()).object();
    datasetFile.close();
    dataset["labels"] = QJsonObject{{"background", 0}, {"lesion", QJsonArray{1, 2}}};
    dataset["regions_class_order"] = QJsonArray{1};
    QVERIFY(datasetFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    datasetFile.write(QJsonDocument(dataset).toJson());
    datasetFile.close();

    const QString config = m_dir.filePath("one-region.json");
    QFile configFile(config);
    QVERIFY(configFile.open(QIODevice::WriteOnly));
    configFile.write(R"({"epochs": 2, "iterations_per_epoch": 4, "seed": 3, "validation": {"interval_epochs": 1}})");
    configFile.close();
    const QString run = m_dir.filePath("one-region-run"), tuned = m_dir.filePath("one-region-tuned");
    r = runCli({"train", root, "--config", config, "--cache", m_dir.filePath("one-region-cache"), "--out", run});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    r = runCli({"predict", "--model", run, "--input", root + "/imagesTr", "--output", m_dir.filePath("one-region-pred")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    const Volume predicted = io::readScan(test::toStd(m_dir.filePath("one-region-pred/regions_000.nii.gz")));
    for (int64_t v = 0; v < predicted.voxelCount(); ++v)
        QVERIFY(predicted.valueAsDouble(v) == 0 || predicted.valueAsDouble(v) == 1);
    r = runCli({"train", root, "--config", config, "--cache", m_dir.filePath("one-region-cache"), "--out", tuned,
                "--init-from", run});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    r = runCli({"compare", run, tuned});
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.out));  // 1: worse, still scored
    QVERIFY2(r.out.contains("lesion"), qPrintable(r.out));
    const QString exported = m_dir.filePath("one-region-export");
    r = runCli({"export", "--model", run, "--torchscript", exported});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    r = runCli({"predict", "--model", exported, "--input", root + "/imagesTr", "--output", m_dir.filePath("one-region-ts")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));

    // The same module on an installation that did not export it (issue 29):
    // refused with its SHA-256 until the user trusts it, then remembered.
    QProcessEnvironment elsewhere = QProcessEnvironment::systemEnvironment();
    elsewhere.insert("SEGSTUDIO_TRUST_FILE", m_dir.filePath("elsewhere/trusted-models.json"));
    const QStringList predictElsewhere = {"predict", "--model", exported, "--input", root + "/imagesTr", "--output",
                                          m_dir.filePath("one-region-elsewhere")};
    r = runCli(predictElsewhere, 120000, elsewhere);
    QVERIFY2(r.exitCode != 0 && r.out.contains("model.pt") && r.out.contains("SHA-256") && r.out.contains("--trust-model"),
             qPrintable(r.out));
    r = runCli(predictElsewhere + QStringList{"--trust-model"}, 120000, elsewhere);
    QVERIFY2(r.exitCode == 0 && r.out.contains("Trusted from now on"), qPrintable(r.out));
    r = runCli(predictElsewhere, 120000, elsewhere);
    QVERIFY2(r.exitCode == 0 && !r.out.contains("Trusted from now on"), qPrintable(r.out));
    QCOMPARE(QFileInfo(m_dir.filePath("elsewhere/trusted-models.json")).permissions() & 0x0077, QFileDevice::Permissions());
}

// nnU-Net v2's "ignore" label: only every third slice annotated, the rest
// marked 9 ("ignore": 9). The model learns two classes, never predicts 9,
// scores well against the full annotation, and evaluate leaves the
// unannotated voxels out when the dataset.json beside the references
// declares them.
void TestDataKinds::sparseAnnotationTrainsThroughTheIgnoreLabel()
{
    const QString root = m_dir.filePath("sparse");
    CliResult r = runCli({"phantom", "--kind", "mri", "--classes", "2", "--cases", "6", "--seed", "4", "--size", "40", "40",
                          "24", "--out", root});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    const QString full = m_dir.filePath("sparse-full");
    QVERIFY(QDir().mkpath(full));
    int64_t annotated = 0, voxels = 0;
    for (int i = 0; i < 6; ++i) {
        const std::string name = "/mri_" + QString("%1").arg(i, 3, 10, QChar('0')).toStdString() + ".nii.gz";
        Volume label = io::readScan(test::toStd(root + "/labelsTr") + name);
        QCOMPARE(label.type, ScalarType::UInt8);
        io::writeScan(test::toStd(full) + name, label);
        const Size3 size = label.geometry.size;
        for (int64_t v = 0; v < label.voxelCount(); ++v) {
            const bool kept = (v / (size[0] * size[1])) % 3 == 0;
            annotated += kept;
            ++voxels;
            if (!kept)
                label.data<uint8_t>()[v] = 9;
        }
        io::writeScan(test::toStd(root + "/labelsTr") + name, label);
    }
    QFile datasetFile(root + "/dataset.json");
    QVERIFY(datasetFile.open(QIODevice::ReadOnly));
    QJsonObject dataset = QJsonDocument::fromJson(datasetFile.readAll()).object();
    datasetFile.close();
    QJsonObject labels = dataset["labels"].toObject();
    labels["ignore"] = 9;
    dataset["labels"] = labels;
    QVERIFY(datasetFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    datasetFile.write(QJsonDocument(dataset).toJson());
    datasetFile.close();
    r = runCli({"dataset", "check", root});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));

    const QString run = m_dir.filePath("sparse-run"), predictions = m_dir.filePath("sparse-pred");
    r = runCli({"train", root, "--config", writeShortConfig(m_dir.filePath("sparse.json")), "--cache",
                m_dir.filePath("sparse-cache"), "--out", run});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QFile model(run + "/model/model.json");
    QVERIFY(model.open(QIODevice::ReadOnly));
    const QJsonObject package = QJsonDocument::fromJson(model.readAll()).object();
    QCOMPARE(package["preprocessing"].toObject()["label_values"].toArray(), QJsonArray({0, 1, 2}));
    QCOMPARE(package["preprocessing"].toObject()["ignore_label_value"].toInt(), 9);
    QCOMPARE(package["postprocessing"].toObject()["largest_component_dice"].toArray().size(), 2);

    r = runCli({"predict", "--model", run, "--input", root + "/imagesTr", "--output", predictions});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    for (const QString& file : QDir(predictions).entryList({"*.nii.gz"})) {
        const Volume predicted = io::readScan(test::toStd(predictions + "/" + file));
        for (int64_t v = 0; v < predicted.voxelCount(); ++v)
            QVERIFY2(predicted.valueAsDouble(v) <= 2, qPrintable(file));
    }

    const auto meanDice = [&](const QString& reference, const QString& base) {
        const CliResult e = runCli({"evaluate", "--pred", predictions, "--gt", reference, "--out", base});
        std::map<int, double> byLabel;  // label value -> mean Dice
        QFile file(base + ".json");
        if (e.exitCode != 0 || !file.open(QIODevice::ReadOnly))
            return byLabel;
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        for (const QJsonValue& m : json["mean"].toArray())
            byLabel[m.toObject()["label"].toInt()] = m.toObject()["dice"].toDouble();
        return byLabel;
    };
    const auto againstFull = meanDice(full, m_dir.filePath("sparse-eval-full"));
    const auto againstSparse = meanDice(root + "/labelsTr", m_dir.filePath("sparse-eval-sparse"));
    QCOMPARE(againstFull.size(), std::size_t(2));
    QCOMPARE(againstSparse.size(), std::size_t(2));  // 9 is no label to score
    for (int label : {1, 2}) {
        qInfo("sparse label %d: Dice %.3f against the full annotation, %.3f on the annotated slices", label,
              againstFull.at(label), againstSparse.at(label));
        QVERIFY2(againstFull.at(label) > 0.5, qPrintable(QString::number(againstFull.at(label))));
        // On the annotated third of the slices the score is of the same kind,
        // not the collapse that counting every unannotated voxel as
        // background would give.
        QVERIFY(std::abs(againstSparse.at(label) - againstFull.at(label)) < 0.15);
    }
    QVERIFY(annotated * 3 <= voxels + 6 * 40 * 40 * 3);  // a third of the slices, rounded up
}

QTEST_GUILESS_MAIN(TestDataKinds)
#include "tst_datakinds.moc"
