// Models that travel (issue 15): a package exported as TorchScript gives the
// logits of SegStudio's own network, in C++ and in Debian's PyTorch
// (/usr/bin/python3, torchscript_crosscheck.py); the exported folder used as
// a model predicts the same probabilities; a sidecar that does not describe
// its module is refused naming the field.
#include <QtTest>

#include <torch/script.h>
#include <torch/torch.h>

#include <QProcess>
#include <QTemporaryDir>
#include <filesystem>
#include <fstream>

#include "TestData.h"
#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "engine/infer/ModelPackage.h"
#include "engine/infer/PackagedNetwork.h"
#include "engine/infer/TorchScriptModel.h"
#include "engine/nn/UNet.h"

using namespace segstudio;
using namespace segstudio::engine;
namespace fs = std::filesystem;

namespace {

struct Variant {
    const char* name;
    int dimensions;
    Architecture architecture;
    int channels, classes;
    Triple patchXyz;
};

const Variant kVariants[] = {
    {"plain3d_anisotropic", 3, Architecture::PlainUNet, 2, 3, {32, 32, 8}},
    {"residual3d", 3, Architecture::ResidualEncoderUNet, 1, 2, {16, 16, 16}},
    {"plain2d_rgb", 2, Architecture::PlainUNet, 3, 2, {32, 32, 1}},
};

NetworkConfig networkOf(const Variant& v)
{
    NetworkConfig n;
    n.dimensions = v.dimensions;
    n.architecture = v.architecture;
    n.baseFeatures = 4;
    n.maxFeatures = 16;
    n.kernelSizes = {{3, 3, 1}, {3, 3, 3}, {3, 3, 3}};
    // In-plane first, the coarse z axis later (as planned for 0.7x0.7x5 mm CT).
    n.strides = {{1, 1, 1}, {2, 2, 1}, {2, 2, 2}};
    if (v.dimensions == 2) {
        n.kernelSizes = {{3, 3, 1}, {3, 3, 1}, {3, 3, 1}};
        n.strides = {{1, 1, 1}, {2, 2, 1}, {2, 2, 1}};
    }
    return n;
}

// A package as training writes it: model.json and weights.pt of a seeded,
// freshly initialised network whose norms have non-trivial affine weights.
std::string writePackage(const QString& root, const Variant& v)
{
    torch::manual_seed(3);
    UNet network(networkOf(v), v.channels, v.classes);
    {
        torch::NoGradGuard noGrad;
        for (auto& p : network->named_parameters())
            if (p.key().find("norm") != std::string::npos)
                p.value().uniform_(0.5, 1.5);
    }
    ModelInfo info;
    info.network = networkOf(v);
    info.patchXyz = v.patchXyz;
    info.inputChannels = v.channels;
    info.classes = v.classes;
    info.preprocessing.targetSpacingXyz = {0.7, 0.7, 5};
    info.preprocessing.labelValues.clear();
    for (int k = 0; k < v.classes; ++k) {
        info.preprocessing.labelValues.push_back(k == 0 ? 0 : k * 2);
        info.labels[k == 0 ? 0 : k * 2] = k == 0 ? "background" : "structure " + std::to_string(k);
    }
    for (int c = 0; c < v.channels; ++c) {
        info.channelNames.push_back("ch" + std::to_string(c));
        info.preprocessing.channels.push_back({"ch" + std::to_string(c)});
    }
    info.keepLargestComponent = {{2}};
    info.validationMeanDice = 0.75;
    const std::string folder = (root + "/" + v.name + "_package").toStdString();
    fs::create_directories(folder);
    writeJsonFile(folder + "/model.json", info.toJson());
    torch::save(network, folder + "/weights.pt");
    return folder;
}

UNet loadNetwork(const std::string& package, const Variant& v)
{
    UNet network(networkOf(v), v.channels, v.classes);
    torch::load(network, package + "/weights.pt");
    network->eval();
    return network;
}

torch::Tensor fixedInput(const Variant& v, int64_t batch)
{
    torch::manual_seed(17);
    if (v.dimensions == 2)
        return torch::randn({batch, v.channels, v.patchXyz[1], v.patchXyz[0]});
    return torch::randn({batch, v.channels, v.patchXyz[2], v.patchXyz[1], v.patchXyz[0]});
}

void writeRaw(const std::string& path, const torch::Tensor& t)
{
    const torch::Tensor c = t.to(torch::kFloat32).contiguous();
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(c.data_ptr<float>()), static_cast<std::streamsize>(c.numel() * 4));
}

double maxDifference(const torch::Tensor& a, const torch::Tensor& b) { return (a - b).abs().max().item<double>(); }

// Whether Debian's Python has PyTorch (python3-torch).
bool pythonHasTorch()
{
    QProcess python;
    python.start("/usr/bin/python3", {"-c", "import torch, numpy"});
    return python.waitForFinished(120000) && python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0;
}

}  // namespace

class TestTorchScript : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exportedModuleGivesTheNetworksLogits_data();
    void exportedModuleGivesTheNetworksLogits();
    void pythonLoadsTheModuleAndGetsTheSameLogits();
    void importedFolderPredictsLikeThePackage();
    void badSidecarsAreRefusedNamingTheField();
    void exportRefusesUnsupportedPrecisions();
    void filesOfTwoSavesAreRefused();
    void aForeignModuleThatWritesAFileIsStoppedAtPrediction();

private:
    QTemporaryDir m_dir;
};

void TestTorchScript::exportedModuleGivesTheNetworksLogits_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("tolerance");  // of max |difference| over max |logit|
    for (int i = 0; i < 3; ++i) {
        QTest::newRow(qPrintable(QString("%1 fp32").arg(kVariants[i].name))) << i << "fp32" << 1e-5;
        // bf16 keeps 8 bits of mantissa: ~0.4 % per operation, through a dozen
        // convolutions. The worst voxel: 0.054 on a CPU without native bf16
        // (no AVX512-BF16), which rounds in other places than one with it.
        QTest::newRow(qPrintable(QString("%1 bf16").arg(kVariants[i].name))) << i << "bf16" << 0.1;
    }
}

void TestTorchScript::exportedModuleGivesTheNetworksLogits()
{
    QFETCH(int, variant);
    QFETCH(QString, precision);
    QFETCH(double, tolerance);
    const Variant& v = kVariants[variant];
    const std::string package = writePackage(m_dir.path(), v);
    const std::string out = (m_dir.path() + "/" + v.name + "_" + precision).toStdString();
    const TorchScriptExport exported =
        exportTorchScript(package, out, precision == "bf16" ? Precision::BFloat16 : Precision::Float32);
    UNet network = loadNetwork(package, v);
    QCOMPARE(exported.parameters > 0, true);

    torch::jit::Module module = torch::jit::load(exported.modulePath);
    module.eval();
    const torch::ScalarType expectedType = precision == "bf16" ? torch::kBFloat16 : torch::kFloat32;
    for (const auto& p : module.parameters())
        QCOMPARE(p.scalar_type(), expectedType);
    torch::NoGradGuard noGrad;
    const torch::Tensor input = fixedInput(v, 2);
    const torch::Tensor expected = network->forward(input).front();
    const torch::Tensor got = module.forward({input}).toTensor();
    QCOMPARE(got.scalar_type(), torch::kFloat32);
    QVERIFY(got.sizes() == expected.sizes());
    const double largest = expected.abs().max().item<double>();
    const double relative = maxDifference(got, expected) / largest;
    QVERIFY2(relative <= tolerance, qPrintable(QString("max difference %1 of the largest logit").arg(relative)));
    // Typical voxels are much closer than the worst one: the root mean square
    // difference stays within a fifth of the worst-voxel tolerance (0.007 here).
    const double rms = (got - expected).pow(2).mean().sqrt().item<double>() / largest;
    qInfo("%s %s: worst voxel %.2e, root mean square %.2e of the largest logit", v.name, qPrintable(precision),
          relative, rms);
    QVERIFY2(rms <= tolerance / 5, qPrintable(QString("root mean square difference %1 of the largest logit").arg(rms)));
    if (precision == "fp32")  // the classes agree voxel for voxel
        QVERIFY(torch::equal(got.argmax(1), expected.argmax(1)));

    const Json sidecar = readJsonFile(exported.sidecarPath);
    QCOMPARE(sidecar.at("format").get<std::string>(), std::string(kTorchScriptFormat));
    QCOMPARE(sidecar.at("dimensions").get<int>(), v.dimensions);
    QCOMPARE(sidecar.at("precision").get<std::string>(), precision.toStdString());
    QCOMPARE(sidecar.at("preprocessing").at("target_spacing_xyz").at(2).get<double>(), 5.0);
    QVERIFY(!sidecar.contains("network"));
}

void TestTorchScript::pythonLoadsTheModuleAndGetsTheSameLogits()
{
    if (!pythonHasTorch())
        QSKIP("/usr/bin/python3 has no torch/numpy: install python3-torch (scripts/setup does)");
    for (const Variant& v : kVariants) {
        for (const char* precision : {"fp32", "bf16"}) {
            const std::string package = writePackage(m_dir.path(), v);
            const std::string out = (m_dir.path() + "/py_" + v.name + "_" + precision).toStdString();
            const bool bf16 = std::string(precision) == "bf16";
            const TorchScriptExport exported =
                exportTorchScript(package, out, bf16 ? Precision::BFloat16 : Precision::Float32);
            UNet network = loadNetwork(package, v);
            torch::NoGradGuard noGrad;
            const torch::Tensor input = fixedInput(v, 1);
            writeRaw(out + "/input.f32", input);
            writeRaw(out + "/expected.f32", network->forward(input).front());
            QStringList shape;
            for (int64_t s : input.sizes())
                shape << QString::number(s);
            QProcess python;
            python.start("/usr/bin/python3",
                         {segstudio::test::sourcePath(QStringLiteral("/tests/core/engine/torchscript_crosscheck.py")),
                          QString::fromStdString(exported.modulePath), QString::fromStdString(out + "/input.f32"),
                          QString::fromStdString(out + "/expected.f32"), shape.join(","), QString::number(v.classes),
                          bf16 ? "0.1" : "1e-5", precision});
            QVERIFY(python.waitForFinished(300000));
            const QString output = python.readAllStandardOutput() + python.readAllStandardError();
            qInfo("%s %s: %s", v.name, precision, qPrintable(output.trimmed()));
            QVERIFY2(python.exitCode() == 0, qPrintable(output));
        }
    }
}

void TestTorchScript::importedFolderPredictsLikeThePackage()
{
    for (const Variant& v : kVariants) {
        const std::string package = writePackage(m_dir.path(), v);
        const std::string out = (m_dir.path() + "/import_" + v.name).toStdString();
        exportTorchScript(package, out, Precision::Float32);
        Predictor native(package, "cpu", 1);
        Predictor imported(out, "cpu", 1);
        QVERIFY(imported.info().isTorchScript());
        QCOMPARE(imported.info().classes, v.classes);
        QCOMPARE(imported.info().network.dimensions, v.dimensions);
        QVERIFY(imported.info().keepLargestComponent == native.info().keepLargestComponent);
        // A volume larger than the patch: several overlapping windows, mirrored.
        const Size3 size{v.patchXyz[0] + 9, v.patchXyz[1] + 5, v.dimensions == 2 ? 3 : v.patchXyz[2] + 3};
        torch::manual_seed(5);
        const torch::Tensor image = torch::randn({v.channels * size[0] * size[1] * size[2]});
        const std::vector<float> pixels(image.data_ptr<float>(), image.data_ptr<float>() + image.numel());
        PredictOptions options;
        options.mirroring = true;
        options.precision = Precision::Float32;  // the export is fp32; auto may be bf16 on this CPU
        const std::vector<float> a = native.probabilities(pixels, v.channels, size, options);
        const std::vector<float> b = imported.probabilities(pixels, v.channels, size, options);
        QCOMPARE(a.size(), b.size());
        const torch::Tensor pa = torch::from_blob(const_cast<float*>(a.data()), {v.classes, static_cast<int64_t>(a.size()) / v.classes});
        const torch::Tensor pb = torch::from_blob(const_cast<float*>(b.data()), {v.classes, static_cast<int64_t>(b.size()) / v.classes});
        QVERIFY2(maxDifference(pa, pb) < 1e-5, qPrintable(QString::number(maxDifference(pa, pb))));
        QVERIFY(torch::equal(pa.argmax(0), pb.argmax(0)));
        // Imported models segment; they are not SegStudio networks to fine-tune.
        QVERIFY_THROWS_EXCEPTION(InputError, loadPackagedNetwork(readModelInfo(out)));
    }
}

void TestTorchScript::badSidecarsAreRefusedNamingTheField()
{
    const Variant& v = kVariants[0];
    const std::string package = writePackage(m_dir.path(), v);
    const std::string good = (m_dir.path() + "/sidecar_good").toStdString();
    exportTorchScript(package, good, Precision::Float32);
    const Json original = readJsonFile(good + "/" + kTorchScriptSidecarFile);
    struct Case {
        const char* field;
        std::function<void(Json&)> edit;
    };
    const std::vector<Case> cases = {
        {"format", [](Json& j) { j["format"] = "onnx"; }},
        {"dimensions", [](Json& j) { j.erase("dimensions"); }},
        {"dimensions", [](Json& j) { j["dimensions"] = 4; }},
        {"module", [](Json& j) { j["module"] = "../elsewhere/model.pt"; }},
        {"module", [](Json& j) { j["module"] = "missing.pt"; }},
        {"input_channels", [](Json& j) { j["input_channels"] = "two"; }},
        {"channel_names", [](Json& j) { j["channel_names"] = Json::array({"only one"}); }},
        {"preprocessing.channels", [](Json& j) {
             j["input_channels"] = 3;
             j["channel_names"] = Json::array({"a", "b", "c"});
         }},
        {"patch_size_xyz", [](Json& j) { j["patch_size_xyz"] = Json::array({32, 0, 8}); }},
        {"preprocessing.label_values", [](Json& j) { j["classes"] = 4; }},
    };
    int index = 0;
    for (const Case& c : cases) {
        const std::string folder = (m_dir.path() + "/sidecar_bad" + QString::number(index++)).toStdString();
        fs::create_directories(folder);
        fs::copy_file(good + "/model.pt", folder + "/model.pt");
        Json edited = original;
        c.edit(edited);
        writeJsonFile(folder + "/" + kTorchScriptSidecarFile, edited);
        try {
            readModelInfo(folder);
            QFAIL(qPrintable(QString("accepted a sidecar with a bad %1").arg(c.field)));
        } catch (const InputError& e) {
            QVERIFY2(e.problem().field == c.field, e.what());
            QVERIFY2(QString(e.what()).contains(QString::fromStdString(kTorchScriptSidecarFile)), e.what());
        }
    }

    // Readable, but not what the module does: two classes claimed, three returned.
    const std::string lying = (m_dir.path() + "/sidecar_lying").toStdString();
    fs::create_directories(lying);
    fs::copy_file(good + "/model.pt", lying + "/model.pt");
    Json twoClasses = original;
    twoClasses["classes"] = 2;
    twoClasses["labels"] = {{"0", "background"}, {"2", "structure"}};
    twoClasses["preprocessing"]["label_values"] = Json::array({0, 2});
    writeJsonFile(lying + "/" + kTorchScriptSidecarFile, twoClasses);
    Predictor predictor(lying, "cpu", 1);
    const Size3 size{32, 32, 8};
    const std::vector<float> image(static_cast<std::size_t>(2 * 32 * 32 * 8), 0.5f);
    try {
        predictor.probabilities(image, 2, size);
        QFAIL("a module returning three classes was taken for two");
    } catch (const InputError& e) {
        QCOMPARE(e.problem().field, std::string("classes"));
    }
}

void TestTorchScript::exportRefusesUnsupportedPrecisions()
{
    const std::string package = writePackage(m_dir.path(), kVariants[1]);
    try {
        exportTorchScript(package, (m_dir.path() + "/tf32").toStdString(), Precision::TF32);
        QFAIL("tf32 is a GPU arithmetic mode, not a storage precision");
    } catch (const InputError& e) {
        QCOMPARE(e.problem().field, std::string("precision"));
    }
    // fp16: written in half precision (for CUDA), refused nowhere at export.
    const TorchScriptExport half = exportTorchScript(package, (m_dir.path() + "/fp16").toStdString(), Precision::Float16);
    for (const auto& p : torch::jit::load(half.modulePath).parameters())
        QCOMPARE(p.scalar_type(), torch::kFloat16);
}

// A package is two files written one after the other: a reader between the
// two renames, or a copy that mixes two saves, got weights the description
// does not tell of. The description now records its file's digest.
void TestTorchScript::filesOfTwoSavesAreRefused()
{
    const Variant& v = kVariants[1];
    QVERIFY(QDir().mkpath(m_dir.path() + "/saves"));
    const std::string package = writePackage(m_dir.path() + "/saves", v);
    QVERIFY(!readModelInfo(package).fileDigest.recorded());  // packages from before the digest still load
    loadPackagedNetwork(readModelInfo(package));
    ModelInfo info = readModelInfo(package);
    info.fileDigest = digestOf(package + "/weights.pt");
    writeJsonFile(package + "/model.json", info.toJson());
    loadPackagedNetwork(readModelInfo(package));
    const std::string exported = (m_dir.path() + "/saves/exported").toStdString();
    exportTorchScript(package, exported, Precision::Float32);
    QVERIFY(readModelInfo(exported).fileDigest.recorded());
    Predictor{exported, "cpu", 1};

    // The next save's weights under this save's model.json (and module under sidecar).
    torch::manual_seed(4);
    UNet other(networkOf(v), v.channels, v.classes);
    torch::save(other, package + "/weights.pt");
    try {
        loadPackagedNetwork(readModelInfo(package));
        QFAIL("weights of another save were loaded");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("is not the file") && QString(e.what()).contains("model.json"), e.what());
    }
    const std::string second = (m_dir.path() + "/saves/exported_again").toStdString();
    info.fileDigest = digestOf(package + "/weights.pt");
    writeJsonFile(package + "/model.json", info.toJson());
    exportTorchScript(package, second, Precision::Float32);
    fs::copy_file(second + "/model.pt", exported + "/model.pt", fs::copy_options::overwrite_existing);
    try {
        Predictor predictor(exported, "cpu", 1);
        QFAIL("a module of another export was loaded");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains(QString::fromStdString(kTorchScriptSidecarFile)), e.what());
    }
}

// Issue 29: an imported folder whose module overwrites a file when it runs
// (hostile_modules.py) is stopped in the model sandbox, and the error says
// what it tried. Before the sandbox, the file was overwritten.
void TestTorchScript::aForeignModuleThatWritesAFileIsStoppedAtPrediction()
{
    if (!pythonHasTorch())
        QSKIP("/usr/bin/python3 has no torch/numpy: install python3-torch (scripts/setup does)");
    const Variant& v = kVariants[0];
    const std::string package = writePackage(m_dir.path(), v);
    const std::string folder = (m_dir.path() + "/hostile_import").toStdString();
    exportTorchScript(package, folder, Precision::Float32);
    const std::string victim = folder + "/victim.txt";
    std::ofstream(victim) << "someone's notes\n";
    QProcess python;
    python.start("/usr/bin/python3", {segstudio::test::sourcePath(QStringLiteral("/tests/core/engine/hostile_modules.py")),
                                      QString::fromStdString(folder), QString::fromStdString(victim)});
    QVERIFY(python.waitForFinished(300000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    fs::copy_file(folder + "/writes_file.pt", folder + "/model.pt", fs::copy_options::overwrite_existing);
    Json sidecar = readJsonFile(folder + "/" + kTorchScriptSidecarFile);
    sidecar.erase("file_digest");  // as a hand-written sidecar for a module made elsewhere
    writeJsonFile(folder + "/" + kTorchScriptSidecarFile, sidecar);
    Predictor predictor(folder, "cpu", 1);
    const std::vector<float> image(static_cast<std::size_t>(v.channels * 32 * 32 * 8), 0.5f);
    try {
        predictor.probabilities(image, v.channels, Size3{32, 32, 8});
        QFAIL("a module that opens a file ran");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("model.pt") && QString(e.what()).contains("openat"), e.what());
    }
    std::ifstream stream(victim);
    QCOMPARE(std::string(std::istreambuf_iterator<char>(stream), {}), std::string("someone's notes\n"));
}

QTEST_GUILESS_MAIN(TestTorchScript)
#include "tst_torchscript.moc"
