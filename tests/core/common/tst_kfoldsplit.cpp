#include <QtTest>

#include <QTemporaryDir>
#include <set>

#include "common/Errors.h"
#include "common/formats/KFoldSplit.h"

using namespace segstudio;

class TestKFoldSplit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyCaseIsValidatedExactlyOnce();
    void sameSeedSameSplitDifferentSeedDifferentSplit();
    void inputOrderDoesNotMatter();
    void tooFewCasesIsAnError();
    void saveLoadRoundTrip();
    void malformedFileNamesTheFile();
};

static std::vector<std::string> ids(int n)
{
    std::vector<std::string> v;
    for (int i = 0; i < n; ++i)
        v.push_back("case_" + std::to_string(i));
    return v;
}

void TestKFoldSplit::everyCaseIsValidatedExactlyOnce()
{
    const auto splits = makeKFoldSplits(ids(23), 5, 12345);
    QCOMPARE(splits.size(), std::size_t(5));
    std::multiset<std::string> validated;
    for (const Fold& f : splits) {
        QVERIFY(f.val.size() == 4 || f.val.size() == 5);
        QCOMPARE(f.train.size() + f.val.size(), std::size_t(23));
        std::set<std::string> train(f.train.begin(), f.train.end());
        for (const std::string& v : f.val)
            QVERIFY(!train.count(v));
        validated.insert(f.val.begin(), f.val.end());
    }
    QCOMPARE(validated.size(), std::size_t(23));
    QCOMPARE(std::set<std::string>(validated.begin(), validated.end()).size(), std::size_t(23));
}

void TestKFoldSplit::sameSeedSameSplitDifferentSeedDifferentSplit()
{
    const auto a = makeKFoldSplits(ids(40), 5, 1);
    const auto b = makeKFoldSplits(ids(40), 5, 1);
    const auto c = makeKFoldSplits(ids(40), 5, 2);
    QVERIFY(a[0].val == b[0].val);
    QVERIFY(a[0].val != c[0].val);
}

void TestKFoldSplit::inputOrderDoesNotMatter()
{
    auto reversed = ids(30);
    std::reverse(reversed.begin(), reversed.end());
    QVERIFY(makeKFoldSplits(ids(30), 3, 9)[1].val == makeKFoldSplits(reversed, 3, 9)[1].val);
}

void TestKFoldSplit::tooFewCasesIsAnError()
{
    try {
        makeKFoldSplits(ids(3), 5, 1);
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.problem().field), QString("folds"));
        QVERIFY(QString(e.what()).contains("at least 5 cases"));
    }
}

void TestKFoldSplit::saveLoadRoundTrip()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("splits.json").toStdString();
    const auto splits = makeKFoldSplits(ids(10), 2, 3);
    saveSplits(path, splits);
    const auto back = loadSplits(path);
    QCOMPARE(back.size(), std::size_t(2));
    QVERIFY(back[1].train == splits[1].train && back[1].val == splits[1].val);
}

void TestKFoldSplit::malformedFileNamesTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("splits.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[{\"train\": [\"a\"], \"val\": 3}]");
    f.close();
    try {
        loadSplits(path.toStdString());
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QVERIFY(QString(e.what()).contains("splits.json"));
        QCOMPARE(QString::fromStdString(e.problem().field), QString("val"));
    }
}

QTEST_GUILESS_MAIN(TestKFoldSplit)
#include "tst_kfoldsplit.moc"
