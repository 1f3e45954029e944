#include "common/RankLauncher.h"

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <cstring>
#include <stdexcept>
#include <thread>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>
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

// Environment of rank `rank`: this process's, the launch variables replaced.
std::vector<std::string> rankEnvironment(int rank, int processes, int port)
{
    const std::vector<std::string> replaced{"WORLD_SIZE=", "RANK=", "LOCAL_RANK=", "LOCAL_WORLD_SIZE=",
                                            "MASTER_ADDR=", "MASTER_PORT="};
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
    environment.push_back("MASTER_ADDR=127.0.0.1");
    environment.push_back("MASTER_PORT=" + std::to_string(port));
    return environment;
}

pid_t startRank(const RankLaunch& launch, int rank, int port)
{
    std::vector<std::string> environment = rankEnvironment(rank, launch.processes, port);
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

int freeLoopbackPort()
{
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        throw std::runtime_error(std::string("no socket for a free port: ") + std::strerror(errno));
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof address;
    const bool ok = bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
                    getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0;
    close(fd);
    if (!ok)
        throw std::runtime_error(std::string("cannot find a free port on 127.0.0.1: ") + std::strerror(errno));
    return ntohs(address.sin_port);
}

LocalRanks::LocalRanks(const RankLaunch& launch, int firstRank, int port,
                       std::function<void(const std::string&)> onEvent)
    : m_launch(launch), m_onEvent(std::move(onEvent))
{
    for (int rank = firstRank; rank < launch.processes; ++rank) {
        m_result.ranks.push_back(RankEnd{rank, 0, 0, false});
        try {
            m_pids.push_back(startRank(launch, rank, port));
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
    m_failedAt = Clock::now();
    if (m_left > 0 && m_onEvent)
        m_onEvent(end.describe() + "; the other ranks stop at their next collective (at most " +
                  std::to_string(std::chrono::duration_cast<std::chrono::seconds>(m_launch.grace).count()) +
                  " s, then they are stopped)");
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
    }
    if (m_launch.stop && m_launch.stop->load() && !m_result.stopForwarded) {
        m_result.stopForwarded = true;
        if (m_onEvent)
            m_onEvent("stopping every rank after its current step (rank 0 saves a checkpoint)");
        for (std::size_t r = 0; r < m_pids.size(); ++r)
            if (m_running[r])
                kill(m_pids[r], SIGINT);
    }
    if (m_result.firstFailedRank >= 0 && m_left > 0 && m_escalation < 2 &&
        Clock::now() - m_failedAt > m_launch.grace * (m_escalation + 1)) {
        const int signal = m_escalation == 0 ? SIGTERM : SIGKILL;
        if (m_onEvent)
            m_onEvent("ranks still running " + std::to_string((m_escalation + 1) * m_launch.grace.count() / 1000) +
                      " s after the failure: sending " + signalName(signal));
        for (std::size_t r = 0; r < m_pids.size(); ++r)
            if (m_running[r])
                kill(m_pids[r], signal);
        ++m_escalation;
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
    LocalRanks ranks(launch, 0, freeLoopbackPort(), onEvent);
    return ranks.wait();
}

RankConfigFile::RankConfigFile(const std::string& json)
{
    const char* temporary = std::getenv("TMPDIR");
    m_folder = std::string(temporary && *temporary ? temporary : "/tmp") + "/segstudio-ranks-XXXXXX";
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
