// The local launcher of data-parallel ranks (issue 29, item 6): ranks meet
// in a private folder with no port, and every wait has a deadline -- a rank
// that ignores a stop, or outlives rank 0, is terminated after its grace.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>

#include "common/system/RankLauncher.h"

using segstudio::RankLaunch;
using segstudio::RankLaunchResult;

namespace {

// `script` run by /bin/sh as every rank; $0 is `folder`.
RankLaunch shellRanks(const std::string& script, const std::string& folder = "/")
{
    RankLaunch launch;
    launch.executable = "/bin/sh";
    launch.arguments = {"-c", script, folder};
    launch.processes = 2;
    launch.grace = std::chrono::milliseconds(500);
    launch.stopGrace = std::chrono::milliseconds(500);
    return launch;
}

std::map<std::string, std::string> environmentFile(const QString& path)
{
    std::map<std::string, std::string> variables;
    std::ifstream in(path.toStdString());
    std::string line;
    while (std::getline(in, line))
        if (const std::size_t equals = line.find('='); equals != std::string::npos)
            variables[line.substr(0, equals)] = line.substr(equals + 1);
    return variables;
}

}  // namespace

class TestRankLauncher : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ranksMeetInAPrivateFolderWithoutAPort();
    void aRankThatIgnoresTheStopIsTerminated();
    void ranksThatOutliveRankZeroAreTerminated();
};

void TestRankLauncher::ranksMeetInAPrivateFolderWithoutAPort()
{
    QTemporaryDir out;
    QVERIFY(out.isValid());
    // An outer job's variables must not leak into the ranks.
    setenv("MASTER_PORT", "29500", 1);
    setenv("MASTER_ADDR", "0.0.0.0", 1);
    const RankLaunch launch = shellRanks(
        "env > \"$0/rank$RANK.env\"; stat -c %a \"$(dirname \"$SEGSTUDIO_RENDEZVOUS_FILE\")\" > \"$0/mode$RANK\"",
        out.path().toStdString());
    const RankLaunchResult result = segstudio::launchLocalRanks(launch, {});
    unsetenv("MASTER_PORT");
    unsetenv("MASTER_ADDR");
    QCOMPARE(result.firstFailedRank, -1);
    const auto rank0 = environmentFile(out.filePath("rank0.env")), rank1 = environmentFile(out.filePath("rank1.env"));
    QCOMPARE(rank0.at("WORLD_SIZE"), std::string("2"));
    QCOMPARE(rank1.at("RANK"), std::string("1"));
    QVERIFY(!rank0.count("MASTER_PORT") && !rank1.count("MASTER_ADDR"));
    const std::string store = rank0.at("SEGSTUDIO_RENDEZVOUS_FILE");
    QCOMPARE(rank1.at("SEGSTUDIO_RENDEZVOUS_FILE"), store);
    QVERIFY2(store.front() == '/', store.c_str());
    QCOMPARE(rank0.at("SEGSTUDIO_JOB_ID").size(), std::size_t(16));
    QCOMPARE(rank1.at("SEGSTUDIO_JOB_ID"), rank0.at("SEGSTUDIO_JOB_ID"));
    QFile mode(out.filePath("mode0"));
    QVERIFY(mode.open(QIODevice::ReadOnly));
    QCOMPARE(mode.readAll().trimmed(), QByteArray("700"));
    QVERIFY2(!std::filesystem::exists(std::filesystem::path(store).parent_path()), "the job's folder was left behind");
    // Two launches never share a job.
    const RankLaunchResult again = segstudio::launchLocalRanks(launch, {});
    QCOMPARE(again.firstFailedRank, -1);
    QVERIFY(environmentFile(out.filePath("rank0.env")).at("SEGSTUDIO_JOB_ID") != rank0.at("SEGSTUDIO_JOB_ID"));
}

void TestRankLauncher::aRankThatIgnoresTheStopIsTerminated()
{
    std::atomic<bool> stop{false};
    QTemporaryDir ready;
    QVERIFY(ready.isValid());
    RankLaunch launch = shellRanks("trap '' INT; touch \"$0/ready$RANK\"; exec sleep 60", ready.path().toStdString());
    launch.stop = &stop;
    std::vector<std::string> events;
    const segstudio::LocalRendezvous rendezvous;
    segstudio::LocalRanks ranks(launch, 0, rendezvous, [&](const std::string& e) { events.push_back(e); });
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(ready.filePath("ready0")) && QFile::exists(ready.filePath("ready1")), 10000);
    stop = true;
    QElapsedTimer timer;
    timer.start();
    const RankLaunchResult& result = ranks.wait();
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(result.stopForwarded);
    for (const segstudio::RankEnd& end : result.ranks) {
        QCOMPARE(end.signal, SIGTERM);
        QVERIFY(end.forcedByLauncher);
    }
    QVERIFY(std::any_of(events.begin(), events.end(), [](const std::string& e) {
        return e.find("did not end in time: sending SIGTERM") != std::string::npos;
    }));
}

void TestRankLauncher::ranksThatOutliveRankZeroAreTerminated()
{
    // Rank 0 ends; rank 1 hangs (and would ignore a Ctrl-C).
    const RankLaunch launch = shellRanks("if [ \"$RANK\" = 0 ]; then exit 0; fi; trap '' INT; exec sleep 60");
    QElapsedTimer timer;
    timer.start();
    const RankLaunchResult result = segstudio::launchLocalRanks(launch, {});
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(result.ranks[0].exitCode, 0);
    QCOMPARE(result.ranks[0].signal, 0);
    QCOMPARE(result.ranks[1].signal, SIGTERM);
    QVERIFY(result.ranks[1].forcedByLauncher);
}

QTEST_GUILESS_MAIN(TestRankLauncher)
#include "tst_ranklauncher.moc"
