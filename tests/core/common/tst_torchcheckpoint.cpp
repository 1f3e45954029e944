// torch.save files read without running them (issue 70, item 2): the
// fixtures come from Debian's PyTorch (torch_checkpoints.py): a checkpoint
// shaped like nnU-Net's, compared value by value with what PyTorch wrote,
// and hostile or damaged files, each refused by name with nothing run.
#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>
#include <fstream>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "common/formats/TorchCheckpoint.h"
#include "TestData.h"

using namespace segstudio;

class TestTorchCheckpoint : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void tensorsEqualWhatPyTorchWrote();
    void containersNumbersAndDevicesAreData();
    void aGlobalOutsideTheListIsRefusedAndNothingRuns_data();
    void aGlobalOutsideTheListIsRefusedAndNothingRuns();
    void damagedArchivesAreRefused_data();
    void damagedArchivesAreRefused();
    void opcodesThatBuildObjectsAreRefused();

private:
    QTemporaryDir m_dir;
    std::string file(const char* name) const { return (m_dir.path() + "/" + name).toStdString(); }
};

void TestTorchCheckpoint::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QProcess python;
    python.start("/usr/bin/python3",
                 {segstudio::test::sourcePath(QStringLiteral("/tests/core/common/torch_checkpoints.py")), m_dir.path()});
    QVERIFY(python.waitForFinished(180000));
    if (python.exitCode() != 0 && python.readAllStandardError().contains("No module named"))
        QSKIP("/usr/bin/python3 has no torch/numpy: install python3-torch (scripts/setup does)");
    QCOMPARE(python.exitCode(), 0);
}

void TestTorchCheckpoint::tensorsEqualWhatPyTorchWrote()
{
    const TorchCheckpoint checkpoint(file("weights.pth"));
    const PickleValue* weights = checkpoint.root().find("network_weights");
    QVERIFY(weights && weights->kind == PickleValue::Kind::Dict);
    const Json expected = readJsonFile(file("expected.json"));
    QCOMPARE(weights->entries.size(), expected.size());
    for (const auto& [key, value] : weights->entries) {
        QCOMPARE(value->kind, PickleValue::Kind::Tensor);
        const Json& want = expected.at(key->text);
        QCOMPARE(value->tensor.sizes, want.at("sizes").get<std::vector<int64_t>>());
        const std::vector<float> got = checkpoint.floatValues(value->tensor, key->text);
        const auto values = want.at("values").get<std::vector<double>>();
        QCOMPARE(got.size(), values.size());
        for (std::size_t i = 0; i < got.size(); ++i)
            QVERIFY2(std::abs(got[i] - values[i]) <= 1e-6 * std::max(1.0, std::abs(values[i])), key->text.c_str());
    }
    QCOMPARE(weights->find("half")->tensor.dtype, std::string("float16"));
    QCOMPARE(weights->find("bf16")->tensor.dtype, std::string("bfloat16"));
    QVERIFY(weights->find("view")->tensor.offset > 0);
}

void TestTorchCheckpoint::containersNumbersAndDevicesAreData()
{
    const TorchCheckpoint checkpoint(file("weights.pth"));
    const PickleValue& root = checkpoint.root();
    QCOMPARE(root.find("trainer_name")->text, std::string("nnUNetTrainer"));
    const PickleValue* axes = root.find("inference_allowed_mirroring_axes");
    QCOMPARE(axes->kind, PickleValue::Kind::Tuple);
    QCOMPARE(axes->items.size(), std::size_t(3));
    QCOMPARE(axes->items[2]->integer, int64_t(2));
    QCOMPARE(root.find("init_args")->find("device")->text, std::string("cuda:0"));
    const PickleValue* logging = root.find("logging");
    QCOMPARE(logging->find("mean_fg_dice")->items[1]->real, 0.75);
    QCOMPARE(logging->find("ema")->real, 0.25);
    QCOMPARE(logging->find("epochs")->integer, int64_t(7));
    const PickleValue* flags = root.find("flags");
    QVERIFY(flags->items[0]->boolean);
    QCOMPARE(flags->items[1]->kind, PickleValue::Kind::None);
    QCOMPARE(flags->items[3]->integer, int64_t(-3));
    QCOMPARE(flags->items[4]->integer, int64_t(1) << 40);
    QCOMPARE(flags->items[6]->text, std::string("raw"));
    const PickleValue* array = root.find("array");
    QCOMPARE(array->kind, PickleValue::Kind::Array);
    QCOMPARE(array->shape, (std::vector<int64_t>{2, 3}));
    float last = 0;
    std::memcpy(&last, array->bytes.data() + 5 * sizeof(float), sizeof(float));
    QCOMPARE(last, 5.0f);
}

void TestTorchCheckpoint::aGlobalOutsideTheListIsRefusedAndNothingRuns_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("named");
    QTest::newRow("os.system") << "evil.pth" << "posix.system";
    QTest::newRow("subprocess") << "subprocess.pth" << "Popen";  // protocol 2 names it commands.Popen
}

void TestTorchCheckpoint::aGlobalOutsideTheListIsRefusedAndNothingRuns()
{
    QFETCH(QString, name);
    QFETCH(QString, named);
    try {
        TorchCheckpoint checkpoint(file(name.toUtf8().constData()));
        QFAIL("a hostile checkpoint was read");
    } catch (const InputError& e) {
        const QString message = e.what();
        QVERIFY2(message.contains(named) && message.contains(name) && message.contains("refused global"),
                 e.what());
    }
    QVERIFY(!QFile::exists(m_dir.path() + "/EVIL_RAN"));
}

void TestTorchCheckpoint::damagedArchivesAreRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<bool>("whenReadingTensors");
    QTest::newRow("truncated") << "truncated.pth" << "truncated" << false;
    QTest::newRow("record larger than the file") << "oversized.pth" << "more than the file" << true;
    QTest::newRow("record shorter than its storage") << "short_record.pth" << "expected" << true;
    QTest::newRow("a list holding itself") << "self_reference.pth" << "contain itself" << false;
    QTest::newRow("nested 150 deep") << "deep.pth" << "nested more than" << false;
}

void TestTorchCheckpoint::damagedArchivesAreRefused()
{
    QFETCH(QString, name);
    QFETCH(QString, reason);
    QFETCH(bool, whenReadingTensors);
    try {
        TorchCheckpoint checkpoint(file(name.toUtf8().constData()));
        QVERIFY2(whenReadingTensors, "the archive was opened");
        const PickleValue* weights = checkpoint.root().find("network_weights");
        for (const auto& [key, value] : weights->entries)
            (void)checkpoint.floatValues(value->tensor, key->text);
        QFAIL("every tensor was read");
    } catch (const InputError& e) {
        const QString message = e.what();
        QVERIFY2(message.contains(reason) && message.contains(name), e.what());
    }
}

void TestTorchCheckpoint::opcodesThatBuildObjectsAreRefused()
{
    // INST (protocol 0), NEWOBJ of an allowed global, and an EXT1 code.
    const std::string inst = std::string("(ios\nsystem\n") + "S'true'\n" + "tR.";
    const std::string newobj = std::string("\x80\x02") + "ctorch\ndevice\n" + ")\x81.";
    const std::string ext = std::string("\x80\x02\x82\x01.");
    for (const std::string& bytes : {inst, newobj, ext}) {
        try {
            (void)readPickle(bytes, "hand-made.pkl");
            QFAIL("a pickle that builds an object was read");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("refused opcode") && QString(e.what()).contains("hand-made.pkl"),
                     e.what());
        }
    }
}

QTEST_GUILESS_MAIN(TestTorchCheckpoint)
#include "tst_torchcheckpoint.moc"
