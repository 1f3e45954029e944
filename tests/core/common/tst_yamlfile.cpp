// YAML read as JSON (common/formats/YamlFile.h) against PyYAML's
// yaml.safe_load (Debian's python3-yaml, MONAI's own loader): the same
// values for plain, quoted and block scalars, YAML 1.1 booleans and
// numbers, flow and block collections, anchors and aliases. Refused,
// naming the file and the line: Python tags, merge keys, several
// documents, syntax errors and an alias bomb.
#include <QtTest>

#include <QProcess>
#include <cmath>

#include "common/Errors.h"
#include "common/formats/YamlFile.h"

using namespace segstudio;

class TestYamlFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void valuesEqualPyYamlSafeLoad();
    void infinitiesAndNans();
    void refusalsNameTheFileAndLine();
};

namespace {

const char* kDocument = R"(# a bundle-like configuration
imports:
  - $import glob
bundle_root: .
image_key: image
flags: [yes, No, on, OFF, true, False, ~, null, '', "yes"]
numbers: [0, -7, +12, 1_000, 017, 0x1F, 0b101, 1.5, -.5, 3., 1.5e+3, 2E-2, 1e5, 99999999999999999999]
text:
  quoted: '@image_key'
  double: "line\tone"
  literal: |
    two
    lines
  folded: >
    one
    line
  keys: {0: zero, 1.5: half, "2": two}
defaults: &defaults {keys: image, mode: bilinear}
spacing: *defaults
list:
- _target_: Spacingd
  pixdim: [1.5, 1.5, 2.0]
- *defaults
)";

}  // namespace

void TestYamlFile::valuesEqualPyYamlSafeLoad()
{
    QProcess python;
    python.start("/usr/bin/python3", {"-c", "import json, sys, yaml\n"
                                            "d = yaml.safe_load(sys.stdin.read())\n"
                                            "def keys(x):\n"
                                            "    if isinstance(x, dict): return {str(k): keys(v) for k, v in x.items()}\n"
                                            "    if isinstance(x, list): return [keys(v) for v in x]\n"
                                            "    return x\n"
                                            "print(json.dumps(keys(d)))\n"});
    python.write(kDocument);
    python.closeWriteChannel();
    QVERIFY(python.waitForFinished(30000));
    if (python.exitCode() != 0 && python.readAllStandardError().contains("No module named"))
        QSKIP("/usr/bin/python3 has no yaml: install python3-yaml (scripts/setup does)");
    QCOMPARE(python.exitCode(), 0);
    Json expected = Json::parse(python.readAllStandardOutput().toStdString());
    const Json got = parseYaml(kDocument, "test.yaml");
    // PyYAML's mapping keys 1.5 and 0 print as "1.5" and "0"; SegStudio's as JSON numbers do.
    QCOMPARE(QString::fromStdString(got.dump()), QString::fromStdString(expected.dump()));
    QVERIFY(got["numbers"][4] == 15);                // YAML 1.1 octal
    QVERIFY(got["numbers"][12] == "1e5");            // no dot: a string, as PyYAML reads it
    QVERIFY(got["numbers"][8] == "-.5");             // a sign before the dot: a string too
    QVERIFY(got["flags"][9] == "yes");               // quoted: text
    QVERIFY(got["numbers"][13].is_number_float());  // beyond int64
}

void TestYamlFile::infinitiesAndNans()
{
    const Json got = parseYaml("[.inf, -.Inf, .NaN, !!float 2, !!int '3']", "test.yaml");
    QVERIFY(std::isinf(got[0].get<double>()) && got[0].get<double>() > 0);
    QVERIFY(std::isinf(got[1].get<double>()) && got[1].get<double>() < 0);
    QVERIFY(std::isnan(got[2].get<double>()));
    QCOMPARE(got[3].get<double>(), 2.0);
    QCOMPARE(got[4].get<int>(), 3);
}

void TestYamlFile::refusalsNameTheFileAndLine()
{
    const auto refused = [](const std::string& text, const QString& needle) {
        try {
            parseYaml(text, "bad.yaml");
        } catch (const InputError& error) {
            const QString message = QString::fromUtf8(error.what());
            return message.contains("bad.yaml") && message.contains(needle);
        }
        return false;
    };
    QVERIFY(refused("a: 1\nb: !!python/object/apply:os.system ['echo']\n", "line 2"));
    QVERIFY(refused("a: 1\nb: !!python/name:os.system\n", "python/name"));
    QVERIFY(refused("base: &b {x: 1}\nc:\n  <<: *b\n", "merge key"));
    QVERIFY(refused("a: 1\n---\nb: 2\n", "more than one"));
    QVERIFY(refused("a: [1, 2\n", "invalid YAML"));
    QVERIFY(refused("a: !!int nine\n", "!!int"));
    std::string bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int level = 1; level < 9; ++level) {
        const std::string prev = "*a" + std::to_string(level - 1);
        bomb += "a" + std::to_string(level) + ": &a" + std::to_string(level) + " [";
        for (int k = 0; k < 10; ++k)
            bomb += prev + (k < 9 ? ", " : "]\n");
    }
    QVERIFY(refused(bomb, "more than"));
    std::string deep(200, '[');
    QVERIFY(refused(deep + std::string(200, ']'), "nested"));
}

QTEST_GUILESS_MAIN(TestYamlFile)
#include "tst_yamlfile.moc"
