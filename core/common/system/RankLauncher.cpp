#include "common/system/RankLauncher.h"

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <cstring>
#include <random>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace segstudio {

namespace {

using Clock = std::chrono::steady_clock;

std::string signalName(int signal)
{
    const char* abbreviation = sigabbrev_np(signal);
    return abbreviation ? std::string("SIG") + abbreviation : "signal " + std::to_string(signal);
}

// Environment of rank `rank`: this process's, the launch variables replaced
// (and an outer job's address, port and ids dropped).
std::vector<std::string> rankEnvironment(int rank, int processes, const LocalRendezvous& rendezvous)
{
    const std::vector<std::string> replaced{"WORLD_SIZE=",  "RANK=",        "LOCAL_RANK=",
                                            "LOCAL_WORLD_SIZE=", "MASTER_ADDR=", "MASTER_PORT=",
                                            "SEGSTUDIO_RENDEZVOUS_FILE=", "SEGSTUDIO_JOB_ID=",
                                            "TORCHELASTIC_RUN_ID="};
    std::vector<std::string> environment;
    for (char** entry = environ; *entry; ++entry) {
        const std::string text = *entry;
        bool drop = false;
        for (const std::string& prefix : replaced)
            drop = drop || text.rfind(prefix, 0) == 0;
        if (!drop)
            environment.push_back(text);
    }
    environment.push_back("WORLD_SIZE=" + std::to_string(processes));
    environment.push_back("RANK=" + std::to_string(rank));
    environment.push_back("LOCAL_RANK=" + std::to_string(rank));
    environment.push_back("LOCAL_WORLD_SIZE=" + std::to_string(processes));
    environment.push_back("SEGSTUDIO_RENDEZVOUS_FILE=" + rendezvous.storeFile());
    environment.push_back("SEGSTUDIO_JOB_ID=" + rendezvous.jobId());
    return environment;
}

pid_t startRank(const RankLaunch& launch, int rank, const LocalRendezvous& rendezvous)
{
    std::vector<std::string> environment = rankEnvironment(rank, launch.processes, rendezvous);
    std::vector<char*> argv{const_cast<char*>(launch.executable.c_str())};
    for (const std::string& a : launch.arguments)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::vector<char*> envp;
    for (std::string& e : environment)
        envp.push_back(e.data());
    envp.push_back(nullptr);
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid < 0)
        throw std::runtime_error(std::string("cannot start rank ") + std::to_string(rank) + ": " + std::strerror(errno));
    if (pid == 0) {
        // Own process group: a terminal's Ctrl-C reaches the launcher only,
        // which forwards it once. The launcher's death stops the rank.
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() != parent)
            _exit(128 + SIGTERM);
        if (rank != 0) {
            const int null = open("/dev/null", O_WRONLY);
            if (null >= 0)
                dup2(null, STDOUT_FILENO);
        }
        execve(launch.executable.c_str(), argv.data(), envp.data());
        std::fprintf(stderr, "rank %d: cannot run %s: %s\n", rank, launch.executable.c_str(), std::strerror(errno));
        _exit(127);
    }
    return pid;
}

std::string temporaryFolderTemplate(const std::string& name)
{
    const char* temporary = std::getenv("TMPDIR");
    return std::string(temporary && *temporary ? temporary : "/tmp") + "/" + name + "-XXXXXX";
}

}  // namespace

std::string RankEnd::describe() const
{
    std::string text = "rank " + std::to_string(rank);
    if (signal != 0)
        text += " ended with signal " + signalName(signal);
    else
        text += " exited with code " + std::to_string(exitCode);
    return forcedByLauncher ? text + " (stopped by the launcher)" : text;
}

LocalRendezvous::LocalRendezvous()
{
    m_folder = temporaryFolderTemplate("segstudio-job");
    if (!mkdtemp(m_folder.data())) {  // mode 0700
        m_folder.clear();
        throw std::runtime_error(std::string("cannot create a private folder for the ranks' rendezvous: ") +
                                 std::strerror(errno));
    }
    m_storeFile = m_folder + "/store";
    std::random_device entropy;
    char id[17];
    std::snprintf(id, sizeof id, "%08x%08x", entropy(), entropy());
    m_jobId = id;
}

LocalRendezvous::~LocalRendezvous()
{
    std::error_code ignored;
    if (!m_folder.empty())
        std::filesystem::remove_all(m_folder, ignored);
}

LocalRanks::LocalRanks(const RankLaunch& launch, int firstRank, const LocalRendezvous& rendezvous,
                       std::function<void(const std::string&)> onEvent)
    : m_launch(launch), m_onEvent(std::move(onEvent))
{
    for (int rank = firstRank; rank < launch.processes; ++rank) {
        m_result.ranks.push_back(RankEnd{rank, 0, 0, false});
        try {
            m_pids.push_back(startRank(launch, rank, rendezvous));
        } catch (const std::exception&) {
            for (int pid : m_pids)
                kill(pid, SIGKILL);
            for (int pid : m_pids)
                waitpid(pid, nullptr, 0);
            throw;
        }
    }
    m_running.assign(m_pids.size(), true);
    m_left = m_pids.size();
}

LocalRanks::~LocalRanks()
{
    for (std::size_t r = 0; r < m_pids.size(); ++r)
        if (m_running[r]) {
            kill(m_pids[r], SIGKILL);
            waitpid(m_pids[r], nullptr, 0);
        }
}

void LocalRanks::failed(const RankEnd& end)
{
    if (m_result.firstFailedRank >= 0)
        return;
    m_result.firstFailedRank = end.rank;
    escalateAfter(m_launch.grace);
    if (m_left > 0 && m_onEvent)
        m_onEvent(end.describe() + "; the other ranks stop at their next collective (at most " +
                  std::to_string(std::chrono::duration_cast<std::chrono::seconds>(m_launch.grace).count()) +
                  " s, then they are stopped)");
}

void LocalRanks::escalateAfter(std::chrono::milliseconds delay)
{
    const Clock::time_point due = Clock::now() + delay;
    if (!m_escalateAt || due < *m_escalateAt)
        m_escalateAt = due;
}

void LocalRanks::rankZeroEnded()
{
    escalateAfter(m_launch.grace);
}

bool LocalRanks::poll()
{
    for (std::size_t r = 0; r < m_pids.size(); ++r) {
        int status = 0;
        if (!m_running[r] || waitpid(m_pids[r], &status, WNOHANG) != m_pids[r])
            continue;
        m_running[r] = false;
        --m_left;
        RankEnd& end = m_result.ranks[r];
        end.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        end.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
        end.forcedByLauncher = m_escalation > 0;
        if (end.signal != 0 || (end.exitCode != 0 && !m_result.stopForwarded))
            failed(end);
        if (end.rank == 0)
            rankZeroEnded();
    }
    if (m_launch.stop && m_launch.stop->load() && !m_result.stopForwarded) {
        m_result.stopForwarded = true;
        if (m_onEvent)
            m_onEvent("stopping every rank after its current step (rank 0 saves a checkpoint)");
        for (std::size_t r = 0; r < m_pids.size(); ++r)
            if (m_running[r])
                kill(m_pids[r], SIGINT);
        escalateAfter(m_launch.stopGrace);
    }
    if (m_escalateAt && m_left > 0 && m_escalation < 2 && Clock::now() >= *m_escalateAt) {
        const int signal = m_escalation == 0 ? SIGTERM : SIGKILL;
        std::string ranks;
        for (std::size_t r = 0; r < m_pids.size(); ++r)
            if (m_running[r]) {
                kill(m_pids[r], signal);
                ranks += (ranks.empty() ? "" : ", ") + std::to_string(m_result.ranks[r].rank);
            }
        if (m_onEvent)
            m_onEvent("rank(s) " + ranks + " did not end in time: sending " + signalName(signal));
        ++m_escalation;
        m_escalateAt = Clock::now() + m_launch.grace;
    }
    return m_left > 0;
}

const RankLaunchResult& LocalRanks::wait()
{
    while (poll())
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    return m_result;
}

RankLaunchResult launchLocalRanks(const RankLaunch& launch, const std::function<void(const std::string&)>& onEvent)
{
    const LocalRendezvous rendezvous;
    LocalRanks ranks(launch, 0, rendezvous, onEvent);
    return ranks.wait();
}

RankConfigFile::RankConfigFile(const std::string& json)
{
    m_folder = temporaryFolderTemplate("segstudio-ranks");
    if (!mkdtemp(m_folder.data())) {
        m_folder.clear();
        throw std::runtime_error(std::string("cannot create a temporary folder for the ranks' configuration: ") +
                                 std::strerror(errno));
    }
    m_path = m_folder + "/config.json";
    std::ofstream out(m_path, std::ios::binary);
    out << json;
    if (!out.flush()) {
        std::error_code ignored;
        std::filesystem::remove_all(m_folder, ignored);
        throw std::runtime_error("cannot write the ranks' configuration to " + m_path);
    }
}

RankConfigFile::~RankConfigFile()
{
    std::error_code ignored;
    if (!m_folder.empty())
        std::filesystem::remove_all(m_folder, ignored);
}

}  // namespace segstudio
