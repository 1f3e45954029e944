#include "common/RankLauncher.h"

#include <csignal>
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

RankLaunchResult launchLocalRanks(const RankLaunch& launch, const std::function<void(const std::string&)>& onEvent)
{
    const auto event = [&](const std::string& text) {
        if (onEvent)
            onEvent(text);
    };
    const int port = freeLoopbackPort();
    RankLaunchResult result;
    std::vector<pid_t> pids;
    for (int rank = 0; rank < launch.processes; ++rank) {
        result.ranks.push_back(RankEnd{rank, 0, 0, false});
        try {
            pids.push_back(startRank(launch, rank, port));
        } catch (const std::exception&) {
            for (pid_t pid : pids)
                kill(pid, SIGKILL);
            for (pid_t pid : pids)
                waitpid(pid, nullptr, 0);
            throw;
        }
    }
    std::vector<bool> running(pids.size(), true);
    std::size_t left = pids.size();
    Clock::time_point failedAt{};
    int escalation = 0;  // 0: none yet, 1: SIGTERM sent, 2: SIGKILL sent
    while (left > 0) {
        for (std::size_t r = 0; r < pids.size(); ++r) {
            if (!running[r])
                continue;
            int status = 0;
            if (waitpid(pids[r], &status, WNOHANG) != pids[r])
                continue;
            running[r] = false;
            --left;
            RankEnd& end = result.ranks[r];
            end.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
            end.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
            end.forcedByLauncher = escalation > 0;
            const bool bad = end.signal != 0 || (end.exitCode != 0 && !result.stopForwarded);
            if (bad && result.firstFailedRank < 0) {
                result.firstFailedRank = static_cast<int>(r);
                failedAt = Clock::now();
                if (left > 0)
                    event(end.describe() + "; the other ranks stop at their next collective (at most " +
                          std::to_string(std::chrono::duration_cast<std::chrono::seconds>(launch.grace).count()) +
                          " s, then they are stopped)");
            }
        }
        if (launch.stop && launch.stop->load() && !result.stopForwarded) {
            result.stopForwarded = true;
            event("stopping every rank after its current step (rank 0 saves a checkpoint)");
            for (std::size_t r = 0; r < pids.size(); ++r)
                if (running[r])
                    kill(pids[r], SIGINT);
        }
        if (result.firstFailedRank >= 0 && left > 0 && escalation < 2 &&
            Clock::now() - failedAt > launch.grace * (escalation + 1)) {
            const int signal = escalation == 0 ? SIGTERM : SIGKILL;
            event("ranks still running " + std::to_string((escalation + 1) * launch.grace.count() / 1000) +
                  " s after the failure: sending " + signalName(signal));
            for (std::size_t r = 0; r < pids.size(); ++r)
                if (running[r])
                    kill(pids[r], signal);
            ++escalation;
        }
        if (left > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return result;
}

}  // namespace segstudio
