#pragma once
// Starts the N local processes of a data-parallel job, as torchrun does on
// one host: the same command N times, each with the variables
// engine/dist/DistributedEnvironment.h reads (WORLD_SIZE, RANK, LOCAL_RANK,
// LOCAL_WORLD_SIZE, and instead of MASTER_ADDR/MASTER_PORT a store file in a
// private folder and a fresh job id: nothing listens on a port, and two jobs
// cannot meet), and watches them until all have ended. POSIX only; no Qt, no
// LibTorch.
//  - Rank 0 keeps this process's stdout and stderr; the others keep stderr
//    (their errors) and have stdout discarded.
//  - `stop` set (Ctrl-C on the launcher) is forwarded once to every rank as
//    SIGINT: each stops at the same step and rank 0 saves a checkpoint.
//  - A rank that ends badly (a signal, a non-zero exit) is reported by rank
//    and reason; the others normally fail at their next collective at once
//    (its connections closed); any still running `grace` later get SIGTERM,
//    and SIGKILL after another `grace`.
//  - Every wait has a deadline: ranks still running `stopGrace` after a
//    forwarded stop, or `grace` after rank 0 ended, are escalated the same
//    way, so a hung rank cannot hold the launcher (or a quitting workbench).
//  - If the launcher itself dies, every rank gets SIGTERM (and stops with a
//    checkpoint): no orphaned job.
#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace segstudio {

struct RankLaunch {
    std::string executable;              // absolute path
    std::vector<std::string> arguments;  // without the executable
    int processes = 2;
    std::chrono::milliseconds grace{std::chrono::seconds(30)};
    // A stop finishes the step (and a validation under way) and saves a checkpoint.
    std::chrono::milliseconds stopGrace{std::chrono::minutes(10)};
    const std::atomic<bool>* stop = nullptr;  // may be null
};

struct RankEnd {
    int rank = 0;
    int exitCode = 0;  // when it exited
    int signal = 0;    // when a signal ended it (0 otherwise)
    bool forcedByLauncher = false;  // ended by the launcher's SIGTERM/SIGKILL
    // "rank 1 ended with signal SIGKILL", "rank 0 exited with code 3"
    std::string describe() const;
};

struct RankLaunchResult {
    std::vector<RankEnd> ranks;  // the ranks started, by rank
    int firstFailedRank = -1;    // the first to end badly, in time; -1 if none
    bool stopForwarded = false;
};

// Where the ranks of one local job meet: a folder only this user can open
// (0700, under $TMPDIR or /tmp) holding the c10d store file, and a random job
// id. The folder is removed with this object. Throws std::runtime_error when
// it cannot be made.
class LocalRendezvous {
public:
    LocalRendezvous();
    ~LocalRendezvous();
    LocalRendezvous(const LocalRendezvous&) = delete;
    LocalRendezvous& operator=(const LocalRendezvous&) = delete;
    const std::string& storeFile() const { return m_storeFile; }
    const std::string& jobId() const { return m_jobId; }

private:
    std::string m_folder, m_storeFile, m_jobId;
};

// Ranks [firstRank, launch.processes) of a job meeting at `rendezvous`,
// started at construction; rank 0 may run elsewhere (the workbench trains
// it in its own process and calls rankZeroEnded() when it has). poll() reaps
// the ranks that ended, forwards `launch.stop` once, and escalates as
// described above; the destructor kills and reaps whatever still runs.
class LocalRanks {
public:
    LocalRanks(const RankLaunch& launch, int firstRank, const LocalRendezvous& rendezvous,
               std::function<void(const std::string&)> onEvent);
    ~LocalRanks();
    LocalRanks(const LocalRanks&) = delete;
    LocalRanks& operator=(const LocalRanks&) = delete;

    bool poll();  // true while any rank runs
    // Rank 0, run outside this object, has ended: the rest get `grace`.
    void rankZeroEnded();
    // poll() every 50 ms until every rank has ended.
    const RankLaunchResult& wait();
    const RankLaunchResult& result() const { return m_result; }

private:
    void failed(const RankEnd& end);
    void escalateAfter(std::chrono::milliseconds delay);

    RankLaunch m_launch;
    std::function<void(const std::string&)> m_onEvent;
    std::vector<int> m_pids;
    std::vector<bool> m_running;
    std::size_t m_left = 0;
    RankLaunchResult m_result;
    // When the next escalation is due; unset until a failure, a stop or the end of rank 0.
    std::optional<std::chrono::steady_clock::time_point> m_escalateAt;
    int m_escalation = 0;  // 0: none yet, 1: SIGTERM sent, 2: SIGKILL sent
};

// Starts every rank and blocks until every rank has ended. `onEvent` (may be empty) gets one line
// per noteworthy event ("rank 1 ended with signal SIGKILL; stopping the
// others"). Throws std::runtime_error when a process cannot be started.
RankLaunchResult launchLocalRanks(const RankLaunch& launch, const std::function<void(const std::string&)>& onEvent);

// The configuration every rank reads: `json` written to config.json in a
// fresh folder under $TMPDIR (or /tmp), removed with this object. Throws
// std::runtime_error when the folder cannot be made or written.
class RankConfigFile {
public:
    explicit RankConfigFile(const std::string& json);
    ~RankConfigFile();
    RankConfigFile(const RankConfigFile&) = delete;
    RankConfigFile& operator=(const RankConfigFile&) = delete;
    const std::string& path() const { return m_path; }

private:
    std::string m_folder, m_path;
};

}  // namespace segstudio
