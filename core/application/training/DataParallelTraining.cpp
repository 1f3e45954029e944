#include "application/training/DataParallelTraining.h"

#include <atomic>
#include <chrono>
#include <thread>

#include "common/system/RankLauncher.h"

namespace segstudio::application {

engine::TrainingResult trainOnLocalRanks(engine::TrainingRequest request, const LocalDataParallel& parallel,
                                         engine::TrainingObserver* observer, engine::TrainingControl* control)
{
    engine::TrainingResult result;
    result.runFolder = request.runFolder;
    try {
        const RankConfigFile configFile(request.config.toJson().dump(2));
        RankLaunch launch;
        launch.executable = parallel.rankProgram;
        launch.processes = parallel.processes;
        launch.arguments = {"train", request.config.dataset, "--config", configFile.path(), "--out", request.runFolder,
                            "--configuration", request.config.network.dimensions == 2 ? "2d" : "3d_fullres"};
        if (request.resume)
            launch.arguments = {"resume", request.runFolder};
        // A stop (Stop, or quitting the workbench) reaches the other ranks at once.
        if (control)
            launch.stop = &control->stop;
        launch.stopGrace = parallel.stopGrace;
        launch.grace = std::chrono::seconds(10);
        const LocalRendezvous rendezvous;
        LocalRanks others(launch, 1, rendezvous, [observer](const std::string& text) {
            if (observer)
                observer->onMessage("ranks: " + text);
        });
        request.distributed.rank = 0;
        request.distributed.worldSize = parallel.processes;
        request.distributed.localRank = 0;
        request.distributed.localWorldSize = parallel.processes;
        request.distributed.masterAddress = "127.0.0.1";
        request.distributed.rendezvousFile = rendezvous.storeFile();
        request.distributed.jobId = rendezvous.jobId();
        request.distributed.origin = "this workbench";
        // The other ranks are watched while rank 0 trains: one that ends
        // before it joined ends rank 0's wait for it at once.
        std::atomic<bool> otherFailed{false};
        {
            std::atomic<bool> trained{false};
            std::thread watcher([&] {
                while (!trained.load()) {
                    others.poll();
                    if (others.result().firstFailedRank >= 0)
                        otherFailed = true;
                    std::this_thread::sleep_for(std::chrono::milliseconds(100));
                }
            });
            struct JoinWatcher {
                std::atomic<bool>& trained;
                std::thread& watcher;
                ~JoinWatcher()
                {
                    trained = true;
                    watcher.join();
                }
            } joinWatcher{trained, watcher};
            request.distributed.joinAbandoned = [&otherFailed] { return otherFailed.load(); };
            result = engine::runTraining(request, observer, control);
        }
        others.rankZeroEnded();
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
    return result;
}

}  // namespace segstudio::application
