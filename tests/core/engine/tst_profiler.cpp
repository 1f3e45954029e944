// The training profiler (issue 19) on a phantom cache with a small 3D U-Net:
// five real steps hold convolution operators, every network stage has a
// forward and a backward time and the stages are summed (how closely they
// add up to the measured step is bench/profile_coverage.sh's measurement),
// memory is attributed, the files are valid (CSV headers, a Chrome trace
// with complete events), and a cancelled profile says so.
#include <QtTest>

#include <QTemporaryDir>
#include <atomic>
#include <filesystem>
#include <set>

#include "TestData.h"
#include "common/system/AtomicFile.h"
#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "engine/train/Trainer.h"
#include "engine/profile/TrainingProfiler.h"

using namespace segstudio;
using namespace segstudio::engine;

class TestProfiler : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void fiveStepsAddUpAndNameTheirOperators();
    void filesAreValid();
    void cancelStopsBeforeTheNextStep();

private:
    ProfileRequest request(int steps) const;
    QTemporaryDir m_dir;
    QString m_cache;
    TrainingProfile m_profile;
};

void TestProfiler::initTestCase()
{
    m_cache = test::writePhantomCache(m_dir.filePath("cache"), 4, {40, 40, 24}, 2);
}

ProfileRequest TestProfiler::request(int steps) const
{
    TrainingConfig c;
    c.dataset = m_cache.toStdString();
    c.device = "cpu";
    c.threads = 2;
    c.network.baseFeatures = 8;
    c.network.maxFeatures = 32;
    c.patchSize = {32, 32, 16};
    c.batchSize = 2;
    ProfileRequest r{resolveTraining(c)};
    r.steps = steps;
    r.warmupSteps = 1;
    return r;
}

void TestProfiler::fiveStepsAddUpAndNameTheirOperators()
{
    std::vector<std::pair<int, int>> progress;
    ProfileRequest r = request(5);
    r.progress = [&](int done, int total) { progress.emplace_back(done, total); };
    m_profile = profileTraining(r);
    QCOMPARE(m_profile.steps, 5);
    QCOMPARE(progress.size(), std::size_t(6));
    QCOMPARE(progress.back(), std::make_pair(6, 6));
    QCOMPARE(m_profile.device, std::string("cpu"));

    bool convolution = false;
    for (const ProfiledOperator& o : m_profile.operators) {
        if (o.name.find("conv") != std::string::npos && o.calls > 0 && o.selfMs >= 0) {
            convolution = true;
            QVERIFY2(!o.shapes.empty(), o.name.c_str());
        }
    }
    QVERIFY2(convolution, "no convolution operator in the profile");
    for (std::size_t i = 1; i < m_profile.operators.size(); ++i)
        QVERIFY(m_profile.operators[i - 1].selfMs >= m_profile.operators[i].selfMs);

    std::set<std::string> names;
    for (const ProfiledStage& s : m_profile.stages)
        names.insert(s.name);
    const int levels = r.plan.config().network.stages();
    for (int s = 0; s < levels; ++s)
        QVERIFY2(names.count("encoder." + std::to_string(s)), ("missing encoder." + std::to_string(s)).c_str());
    for (int s = 0; s + 1 < levels; ++s)
        QVERIFY2(names.count("decoder." + std::to_string(s)), ("missing decoder." + std::to_string(s)).c_str());
    for (const char* name : {"data wait", "augment", "loss", "optimizer"})
        QVERIFY2(names.count(name), name);
    QCOMPARE(m_profile.stages.front().name, std::string("data wait"));
    QCOMPARE(m_profile.stages.back().name, std::string("optimizer"));
    for (const ProfiledStage& s : m_profile.stages) {
        if (s.name.rfind("encoder.", 0) != 0 && s.name.rfind("decoder.", 0) != 0)
            continue;
        QVERIFY2(s.forwardMs > 0 && s.backwardMs > 0, s.name.c_str());
        QVERIFY2(s.forwardPeakBytes > 0, s.name.c_str());  // activations kept for the backward
    }
    // Measured, and summed over the stages; how closely the sum matches the
    // step is a timing, measured by bench/profile_coverage.sh, not asserted here.
    QVERIFY(m_profile.stageSumMs() > 0 && m_profile.stepMs > 0 && m_profile.unprofiledStepMs > 0);
    QVERIFY(m_profile.backwardEngineMs >= 0);
}

void TestProfiler::filesAreValid()
{
    QVERIFY(!m_profile.stages.empty());
    const std::string base = m_dir.filePath("out/profile").toStdString();
    std::filesystem::create_directories(m_dir.filePath("out").toStdString());
    m_profile.write(base);
    const std::string operators = readWholeFile(base + "_operators.csv");
    QVERIFY(operators.rfind("operator,calls,self_ms_per_step,total_ms_per_step,self_device_ms_per_step,shapes\n", 0) == 0);
    QVERIFY(operators.find("conv") != std::string::npos);
    const std::string stages = readWholeFile(base + "_stages.csv");
    QVERIFY(stages.rfind("stage,forward_ms,backward_ms,forward_peak_bytes,backward_peak_bytes\n", 0) == 0);
    QVERIFY(stages.find("\nencoder.0,") != std::string::npos);

    const Json trace = readJsonFile(base + "_trace.json");  // throws on invalid JSON
    QVERIFY(trace.contains("traceEvents") && trace["traceEvents"].is_array());
    QVERIFY(trace["traceEvents"].size() > 100);
    int stageEvents = 0;
    for (const Json& e : trace["traceEvents"]) {
        QVERIFY(e.at("ph") == "X" && e.at("ts").is_number() && e.at("dur").is_number() && e.at("name").is_string());
        QVERIFY(e.at("dur").get<double>() >= 0);
        stageEvents += e.at("cat") == "stage";
    }
    QVERIFY(stageEvents >= 5 * 4);  // at least data, augment, loss, optimizer in each step
    const Json summary = m_profile.toJson();
    QCOMPARE(summary.at("steps").get<int>(), 5);
    QVERIFY(summary.at("operators").size() == m_profile.operators.size());
}

void TestProfiler::cancelStopsBeforeTheNextStep()
{
    std::atomic<bool> cancel{false};
    ProfileRequest r = request(50);
    r.cancel = &cancel;
    int done = 0;
    r.progress = [&](int d, int) {
        done = d;
        if (d == 2)
            cancel = true;
    };
    QVERIFY_THROWS_EXCEPTION(Cancelled, profileTraining(r));
    QCOMPARE(done, 2);
}

QTEST_GUILESS_MAIN(TestProfiler)
#include "tst_profiler.moc"
