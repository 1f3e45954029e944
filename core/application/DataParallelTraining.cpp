#include "application/DataParallelTraining.h"

#include <cstdlib>
#include <filesystem>

#include "common/JsonFile.h"
#include "common/RankLauncher.h"

namespace segstudio::application {

namespace fs = std::filesystem;

engine::TrainingResult trainOnLocalRanks(engine::TrainingRequest request, const LocalDataParallel& parallel,
                                         engine::TrainingObserver* observer, engine::TrainingControl* control)
{
    engine::TrainingResult result;
    result.runFolder = request.runFolder;
    std::string folder;
    try {
        const char* temporary = std::getenv("TMPDIR");
        folder = std::string(temporary && *temporary ? temporary : "/tmp") + "/segstudio-ranks-XXXXXX";
        if (!mkdtemp(folder.data()))
            throw std::runtime_error("cannot create a temporary folder for the ranks' configuration");
        const std::string configFile = folder + "/config.json";
        writeJsonFile(configFile, request.config.toJson());
        RankLaunch launch;
        launch.executable = parallel.rankProgram;
        launch.processes = parallel.processes;
        launch.arguments = {"train", request.config.dataset, "--config", configFile, "--out", request.runFolder,
                            "--configuration", request.config.network.dimensions == 2 ? "2d" : "3d_fullres"};
        if (request.resume)
            launch.arguments = {"resume", request.runFolder};
        const int port = freeLoopbackPort();
        LocalRanks others(launch, 1, port, [observer](const std::string& text) {
            if (observer)
                observer->onMessage("ranks: " + text);
        });
        request.distributed.rank = 0;
        request.distributed.worldSize = parallel.processes;
        request.distributed.localRank = 0;
        request.distributed.localWorldSize = parallel.processes;
        request.distributed.masterAddress = "127.0.0.1";
        request.distributed.masterPort = port;
        request.distributed.origin = "this workbench";
        result = engine::runTraining(request, observer, control);
        const RankLaunchResult& ranks = others.wait();
        if (ranks.firstFailedRank >= 0 && result.outcome != engine::RunOutcome::Failed) {
            result.outcome = engine::RunOutcome::Failed;
            result.failure = engine::FailureKind::Other;
            result.message = ranks.ranks[static_cast<std::size_t>(ranks.firstFailedRank - 1)].describe();
        } else if (ranks.firstFailedRank >= 0) {
            result.message += " (" + ranks.ranks[static_cast<std::size_t>(ranks.firstFailedRank - 1)].describe() + ")";
        }
    } catch (const std::exception& error) {
        result.outcome = engine::RunOutcome::Failed;
        result.failure = engine::FailureKind::Other;
        result.message = std::string("data-parallel training could not start: ") + error.what();
    }
    if (!folder.empty() && folder.find("XXXXXX") == std::string::npos) {
        std::error_code ignored;
        fs::remove_all(folder, ignored);
    }
    return result;
}

}  // namespace segstudio::application
