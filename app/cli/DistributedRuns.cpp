#include "DistributedRuns.h"

#include <atomic>
#include <cstdio>
#include <iostream>
#include <limits.h>
#include <unistd.h>

#include "Commands.h"
#include "Interrupts.h"
#include "Terminal.h"
#include "common/Errors.h"
#include "common/system/RankLauncher.h"

namespace segstudio::cli {

engine::DistributedEnvironment rankEnvironment(int nproc)
{
    const engine::DistributedEnvironment environment = engine::distributedEnvironmentOfProcess();
    if (nproc > 1 && environment.distributed())
        throw InputError("", "--nproc",
                         "this process is already " + environment.describe() + " of a distributed job (" +
                             environment.origin + "); under an outside launcher start every rank without --nproc");
    return environment;
}

engine::GradientSchedule gradientScheduleFromName(const std::string& name)
{
    return name == "overlapped" ? engine::GradientSchedule::Overlapped : engine::GradientSchedule::AfterBackward;
}

int launchRanks(int processes, std::vector<std::string> arguments, bool json, const std::string& runFolder)
{
    char self[PATH_MAX];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0)
        throw std::runtime_error("cannot find this program's path (/proc/self/exe) to start its ranks");
    self[length] = '\0';
    if (json)
        arguments.insert(arguments.begin(), "--json");
    const auto say = [json](const std::string& text) {
        if (json)
            printJsonLine({{"event", "message"}, {"text", "launcher: " + text}});
        else
            std::fprintf(stderr, "launcher: %s\n", text.c_str());
    };
    std::atomic<bool> stop{false};
    const InterruptTarget target(stop);
    RankLaunch launch;
    launch.executable = self;
    launch.arguments = std::move(arguments);
    launch.processes = processes;
    launch.stop = &stop;
    say("starting " + std::to_string(processes) + " ranks on this host");
    const RankLaunchResult result = launchLocalRanks(launch, say);
    if (result.firstFailedRank >= 0) {
        const RankEnd& failed = result.ranks[static_cast<std::size_t>(result.firstFailedRank)];
        const std::string reason = failed.describe();
        const std::string text = "the distributed run failed: " + reason + ". The last checkpoint in " + runFolder +
                                 " is kept; continue with: segstudio-cli resume " + runFolder + " --nproc N";
        if (json)
            printJsonLine({{"event", "result"}, {"outcome", "failed"}, {"message", text},
                           {"failed_rank", result.firstFailedRank}, {"run", runFolder}});
        else
            std::cerr << "error: " << text << "\n";
        return failed.signal != 0 ? kExitRuntimeFailure : failed.exitCode;
    }
    return result.ranks.front().exitCode;
}

}  // namespace segstudio::cli
