// "Find fastest settings" (issue 19) on a phantom cache with a small U-Net:
// the trials start from the defaults and change one setting each; the
// settings kept are within 5 % of every accepted trial's speed; a guard
// with no tolerance rejects bf16; results are reused per device unless
// forced; the winner's settings go into a config; a cancel stops it.
#include <QtTest>

#include <QTemporaryDir>
#include <atomic>
#include <set>

#include "TestData.h"
#include "common/Errors.h"
#include "engine/profile/Autotune.h"
#include "engine/train/Trainer.h"

using namespace segstudio;
using namespace segstudio::engine;

class TestAutotune : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_cache = test::writePhantomCache(m_dir.filePath("cache"), 4, {40, 40, 24}, 2); }
    void trialsKeepTheFastestSettings();
    void secondRunReusesTheTrialsUnlessForced();
    void guardRejectsWhatDiffersFromFp32();
    void winnerGoesIntoTheConfig();
    void cancelStops();

private:
    AutotuneRequest request() const;
    QTemporaryDir m_dir;
    QString m_cache;
    AutotuneResult m_first;
};

AutotuneRequest TestAutotune::request() const
{
    TrainingConfig c;
    c.dataset = m_cache.toStdString();
    c.device = "cpu";
    c.network.baseFeatures = 8;
    c.network.maxFeatures = 32;
    c.patchSize = {32, 32, 16};
    c.batchSize = 2;
    AutotuneRequest r{resolveTraining(c)};
    r.warmupSteps = 1;
    r.timedSteps = 2;
    r.guardSteps = 2;
    return r;
}

void TestAutotune::trialsKeepTheFastestSettings()
{
    std::vector<std::string> reported;
    AutotuneRequest r = request();
    r.progress = [&](int, int, const std::string& change) { reported.push_back(change); };
    m_first = autotune(r);
    QVERIFY(!m_first.fromCache);
    QVERIFY(m_first.complete);
    QVERIFY2(m_first.trials.size() >= 4, qPrintable(QString::number(m_first.trials.size())));
    QCOMPARE(reported.size(), m_first.trials.size());
    QCOMPARE(m_first.trials.front().change, std::string("defaults"));
    const AutotuneTrial& winner = m_first.trials[static_cast<std::size_t>(m_first.winner)];
    QVERIFY(winner.accepted);
    QVERIFY(winner.samplesPerSecond >= m_first.trials.front().samplesPerSecond);
    QVERIFY(m_first.gainOverDefaults() >= 1.0);
    std::set<std::string> changes;
    for (const AutotuneTrial& t : m_first.trials) {
        changes.insert(t.change.substr(0, t.change.find(' ')));
        if (!t.accepted)
            continue;
        QVERIFY2(t.samplesPerSecond > 0 && t.stepMs > 0 && t.forwardMs > 0 && t.backwardMs > 0, t.change.c_str());
        QVERIFY2(t.samplesPerSecond <= winner.samplesPerSecond * 1.05 + 1e-9,
                 qPrintable(QString("%1: %2 samples/s, kept %3").arg(QString::fromStdString(t.change))
                                .arg(t.samplesPerSecond).arg(winner.samplesPerSecond)));
    }
    for (const char* setting : {"threads", "precision", "loader", "prefetch"})
        QVERIFY2(changes.count(setting), setting);
}

void TestAutotune::secondRunReusesTheTrialsUnlessForced()
{
    QVERIFY(!m_first.trials.empty());
    const AutotuneResult again = autotune(request());
    QVERIFY(again.fromCache);
    QCOMPARE(again.trials.size(), m_first.trials.size());
    QCOMPARE(again.winner, m_first.winner);
    QCOMPARE(again.trials.back().samplesPerSecond, m_first.trials.back().samplesPerSecond);
}

void TestAutotune::guardRejectsWhatDiffersFromFp32()
{
    AutotuneRequest r = request();
    r.reuseCached = false;
    r.guardTolerance = 0;  // any difference from fp32 fails
    const AutotuneResult result = autotune(r);
    bool rejected = false;
    for (const AutotuneTrial& t : result.trials)
        if (t.precision == Precision::BFloat16) {
            QVERIFY2(!t.accepted && t.lossDeviation > 0, t.change.c_str());
            QVERIFY(QString::fromStdString(t.rejectedBecause).contains("fp32"));
            rejected = true;
        }
    QVERIFY(rejected);
    QVERIFY(result.trials[static_cast<std::size_t>(result.winner)].precision != Precision::BFloat16);
}

void TestAutotune::winnerGoesIntoTheConfig()
{
    AutotuneTrial t;
    t.threads = 1;
    t.batchSize = 5;
    t.precision = Precision::BFloat16;
    t.channelsLast = true;
    t.loaderThreads = 3;
    t.prefetchBatches = 7;
    const TrainingConfig c = withTrialSettings(request().plan.config(), t);
    QCOMPARE(c.threads, 1);
    QCOMPARE(c.batchSize, 5);
    QCOMPARE(c.precision, Precision::BFloat16);
    QVERIFY(c.channelsLast);
    QCOMPARE(c.loaderThreads, 3);
    QCOMPARE(c.prefetchBatches, 7);
    QVERIFY(c.validate("test").empty());
}

void TestAutotune::cancelStops()
{
    std::atomic<bool> cancel{false};
    AutotuneRequest r = request();
    r.reuseCached = false;
    r.cancel = &cancel;
    r.progress = [&](int done, int, const std::string&) {
        if (done == 2)
            cancel = true;
    };
    QVERIFY_THROWS_EXCEPTION(Cancelled, autotune(r));
}

QTEST_GUILESS_MAIN(TestAutotune)
#include "tst_autotune.moc"
