// Where the ranks of a data-parallel job meet (issue 29, item 6): local
// launches through a file in a private folder, with nothing listening on a
// network interface; every store key under the job's id, so a rank that
// reaches another job's store fails naming its job instead of joining; job
// ids and SLURM's default port from the launcher's variables.
#include <QtTest>

#include <torch/torch.h>

#include <atomic>
#include <future>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <thread>

#include "LoopbackPort.h"
#include "engine/dist/DistributedEnvironment.h"
#include "engine/dist/DataParallel.h"
#include "engine/dist/DistributedGroup.h"
#include "engine/device/TorchDevice.h"

using namespace segstudio::engine;

namespace {

DistributedEnvironment fromVariables(std::map<std::string, std::string> variables)
{
    return distributedEnvironment([variables](const std::string& name) -> std::optional<std::string> {
        const auto it = variables.find(name);
        return it == variables.end() ? std::nullopt : std::optional<std::string>(it->second);
    });
}

// The inodes of this process's sockets.
std::set<std::string> ownSocketInodes()
{
    std::set<std::string> inodes;
    for (const auto& entry : std::filesystem::directory_iterator("/proc/self/fd")) {
        std::error_code error;
        const std::string target = std::filesystem::read_symlink(entry.path(), error).string();
        if (!error && target.rfind("socket:[", 0) == 0)
            inodes.insert(target.substr(8, target.size() - 9));
    }
    return inodes;
}

// "address:port" of every TCP socket of this process that listens on an
// address other than loopback (0.0.0.0 and :: included), from /proc/net.
std::vector<std::string> listenersBeyondLoopback()
{
    const std::set<std::string> own = ownSocketInodes();
    std::vector<std::string> found;
    for (const char* table : {"/proc/self/net/tcp", "/proc/self/net/tcp6"}) {
        std::ifstream in(table);
        std::string line;
        std::getline(in, line);  // header
        while (std::getline(in, line)) {
            std::istringstream fields(line);
            std::string slot, local, remote, state, queues, timer, retransmits, uid, timeout, inode;
            fields >> slot >> local >> remote >> state >> queues >> timer >> retransmits >> uid >> timeout >> inode;
            if (state != "0A" || !own.count(inode))
                continue;  // not listening, or not ours
            const std::string address = local.substr(0, local.find(':'));
            const bool loopback = address == "0100007F" || address == "00000000000000000000000001000000";
            if (!loopback)
                found.push_back(local);
        }
    }
    return found;
}

DistributedEnvironment rankOf(int rank, const std::string& jobId)
{
    DistributedEnvironment e;
    e.rank = rank;
    e.worldSize = 2;
    e.localRank = rank;
    e.localWorldSize = 2;
    e.masterAddress = "127.0.0.1";
    e.jobId = jobId;
    return e;
}

}  // namespace

class TestRendezvous : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void jobIdsAndPortsComeFromTheLauncher();
    void localRanksMeetThroughAFileAndListenOnNoNetworkInterface();
    void aRankThatReachesAnotherJobsStoreFailsNamingItsJob();
    void threadCountsFollowOmpNumThreadsUnlessAsked();
};

void TestRendezvous::jobIdsAndPortsComeFromTheLauncher()
{
    // SLURM without MASTER_PORT: a port of the job's own, below the ephemeral range.
    const DistributedEnvironment slurm = fromVariables({{"SLURM_NTASKS", "4"}, {"SLURM_PROCID", "1"},
                                                        {"SLURM_JOB_NODELIST", "node[3-4]"}, {"SLURM_JOB_ID", "4242817"},
                                                        {"SLURM_STEP_ID", "0"}});
    QCOMPARE(slurm.masterPort, 22817);
    QCOMPARE(slurm.jobId, std::string("4242817.0"));
    QCOMPARE(fromVariables({{"SLURM_NTASKS", "4"}, {"SLURM_PROCID", "1"}, {"SLURM_JOB_NODELIST", "n1"}}).masterPort,
             29500);
    // torchrun: its run id, unless it is torchrun's default "none".
    std::map<std::string, std::string> torchrun{{"WORLD_SIZE", "2"}, {"RANK", "1"}, {"MASTER_ADDR", "node1"},
                                                {"MASTER_PORT", "29400"}, {"TORCHELASTIC_RUN_ID", "none"}};
    QCOMPARE(fromVariables(torchrun).jobId, std::string());
    torchrun["TORCHELASTIC_RUN_ID"] = "exp-7";
    QCOMPARE(fromVariables(torchrun).jobId, std::string("exp-7"));
    torchrun["SEGSTUDIO_JOB_ID"] = "mine_1";
    QCOMPARE(fromVariables(torchrun).jobId, std::string("mine_1"));
    torchrun["SEGSTUDIO_JOB_ID"] = "a b/../c";
    try {
        fromVariables(torchrun);
        QFAIL("a job id with a space and a slash was accepted");
    } catch (const std::exception& error) {
        QVERIFY2(QString(error.what()).contains("SEGSTUDIO_JOB_ID"), error.what());
    }
    // A local launch: the store file replaces MASTER_ADDR and MASTER_PORT.
    const DistributedEnvironment local = fromVariables({{"WORLD_SIZE", "2"}, {"RANK", "1"},
                                                        {"SEGSTUDIO_RENDEZVOUS_FILE", "/tmp/segstudio-job-x/store"},
                                                        {"SEGSTUDIO_JOB_ID", "0123abcd"}});
    QCOMPARE(local.rendezvousFile, std::string("/tmp/segstudio-job-x/store"));
    QCOMPARE(local.jobId, std::string("0123abcd"));
    try {
        fromVariables({{"WORLD_SIZE", "2"}, {"RANK", "1"}, {"SEGSTUDIO_RENDEZVOUS_FILE", "store"}});
        QFAIL("a relative store file was accepted");
    } catch (const std::exception& error) {
        QVERIFY2(QString(error.what()).contains("SEGSTUDIO_RENDEZVOUS_FILE"), error.what());
    }
}

void TestRendezvous::localRanksMeetThroughAFileAndListenOnNoNetworkInterface()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const std::string storeFile = folder.filePath("store").toStdString();
    double sums[2] = {0, 0};
    std::vector<std::string> listeners;
    std::string failures[2];
    auto rank = [&](int r) {
        try {
            DistributedEnvironment e = rankOf(r, "local");
            e.rendezvousFile = storeFile;
            DistributedGroup group(e, torch::kCPU, std::chrono::seconds(60));
            group.barrier();  // both groups made: every socket they use is open
            if (r == 0)
                listeners = listenersBeyondLoopback();
            group.barrier();
            sums[r] = group.sum(std::vector<double>{r + 1.0}).front();
        } catch (const std::exception& error) {
            failures[r] = error.what();
        }
    };
    std::thread second(rank, 1);
    rank(0);
    second.join();
    QVERIFY2(failures[0].empty() && failures[1].empty(), (failures[0] + failures[1]).c_str());
    QCOMPARE(sums[0], 3.0);
    QCOMPARE(sums[1], 3.0);
    const std::string found = listeners.empty() ? "" : listeners.front();
    QVERIFY2(listeners.empty(), ("listening beyond loopback: " + found).c_str());
}

void TestRendezvous::aRankThatReachesAnotherJobsStoreFailsNamingItsJob()
{
    const int port = segstudio::test::freeLoopbackPort();
    std::promise<void> joinedA[2], intruderDone;
    const std::shared_future<void> intruderTried = intruderDone.get_future().share();
    double sums[2] = {0, 0};
    std::string failures[2];
    auto rankOfJobA = [&](int r) {
        bool joined = false;
        try {
            DistributedEnvironment e = rankOf(r, "a");
            e.masterPort = port;
            DistributedGroup group(e, torch::kCPU, std::chrono::seconds(60));
            joined = true;
            joinedA[r].set_value();
            intruderTried.wait();
            sums[r] = group.sum(std::vector<double>{r + 1.0}).front();
        } catch (const std::exception& error) {
            failures[r] = error.what();
            if (!joined)
                joinedA[r].set_value();
        }
    };
    std::thread a0(rankOfJobA, 0), a1(rankOfJobA, 1);
    joinedA[0].get_future().wait();
    joinedA[1].get_future().wait();
    // What the detector sees of a TCP store: LibTorch 1.13's server listens on
    // every interface (it has no bind address), which is why local launches
    // use a file. This also shows the check above can fail.
    const bool tcpStoreListensBeyondLoopback = !listenersBeyondLoopback().empty();
    // Job B was given job A's port: its rank 1 reaches A's store.
    std::string intruder;
    QElapsedTimer timer;
    timer.start();
    try {
        DistributedEnvironment e = rankOf(1, "b");
        e.masterPort = port;
        DistributedGroup group(e, torch::kCPU, std::chrono::seconds(2));
        intruder = "joined another job's store";
    } catch (const std::exception& error) {
        intruder = error.what();
    }
    const qint64 waited = timer.elapsed();
    intruderDone.set_value();
    a0.join();
    a1.join();
    QVERIFY2(failures[0].empty() && failures[1].empty(), (failures[0] + failures[1]).c_str());
    QVERIFY2(intruder.find("rank 0 of job 'b' did not open the rendezvous at 127.0.0.1:" + std::to_string(port)) !=
                 std::string::npos,
             intruder.c_str());
    QVERIFY2(waited < 20000, qPrintable(QString::number(waited)));
    // Job A never saw the intruder.
    QCOMPARE(sums[0], 3.0);
    QCOMPARE(sums[1], 3.0);
    QVERIFY(tcpStoreListensBeyondLoopback);
}

// OMP_NUM_THREADS, as schedulers and CI runners set it, is the default
// thread count of every process and rank; an explicit --threads wins; a
// value that is not a count is ignored.
void TestRendezvous::threadCountsFollowOmpNumThreadsUnlessAsked()
{
    const QByteArray saved = qgetenv("OMP_NUM_THREADS");
    const int before = torch::get_num_threads();
    DistributedEnvironment fourRanks;
    fourRanks.worldSize = fourRanks.localWorldSize = 4;
    qputenv("OMP_NUM_THREADS", "3");
    QCOMPARE(threadsFromEnvironment(), 3);
    QCOMPARE(configureCpuThreads(0), 3);
    QCOMPARE(torch::get_num_threads(), 3);
    QCOMPARE(configureCpuThreads(2), 2);
    QCOMPARE(threadsOfRank(0, fourRanks), 3);
    QCOMPARE(threadsOfRank(5, fourRanks), 5);
    qputenv("OMP_NUM_THREADS", "4,2");
    QCOMPARE(threadsFromEnvironment(), 4);
    for (const char* notACount : {"", "0", "-2", "two", "3x", "99999"}) {
        qputenv("OMP_NUM_THREADS", notACount);
        QCOMPARE(threadsFromEnvironment(), 0);
    }
    qunsetenv("OMP_NUM_THREADS");
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    QCOMPARE(threadsOfRank(0, fourRanks), std::max(1, cores / 4));
    QVERIFY(configureCpuThreads(0) >= 1);
    if (!saved.isNull())
        qputenv("OMP_NUM_THREADS", saved);
    torch::set_num_threads(before);
}

QTEST_GUILESS_MAIN(TestRendezvous)
#include "tst_rendezvous.moc"
