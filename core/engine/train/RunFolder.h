#pragma once
// A training run's folder — everything needed to inspect, resume or use it:
//   config.json            the complete, resolved TrainingConfig (+ plan notes)
//   splits.json            the cross-validation split the run used
//   metrics.jsonl          one JSON object per step, epoch and validation
//   checkpoint_last.pt     written atomically every checkpoint interval
//   checkpoint_best.pt     the checkpoint with the best validation mean Dice
//   status.json            state, epoch, best Dice, duration (for run lists)
//   model/                 the model package (ModelPackage.h) at the end
// No LibTorch here; the GUI lists and redraws runs from these files.
#include <fstream>
#include <limits>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "common/formats/JsonFile.h"
#include "common/system/UtcTime.h"  // isoTimestampUtc
#include "engine/train/TrainingObserver.h"

namespace segstudio::engine {

struct RunPaths {
    std::string folder;
    std::string config() const { return folder + "/config.json"; }
    std::string splits() const { return folder + "/splits.json"; }
    std::string metrics() const { return folder + "/metrics.jsonl"; }
    std::string lastCheckpoint() const { return folder + "/checkpoint_last.pt"; }
    std::string bestCheckpoint() const { return folder + "/checkpoint_best.pt"; }
    std::string status() const { return folder + "/status.json"; }
    std::string model() const { return folder + "/model"; }
    // The final validation's predictions (Validation.h), one cache file per case.
    std::string validationPredictions() const { return folder + "/validation"; }
};

// Appends metrics lines (thread-safe; flushed per line so a crash loses at most one).
class MetricsWriter {
public:
    // A new run (resumeStep < 0) starts the file afresh. A resumed run keeps
    // it but first drops the lines it will write again: steps from
    // `resumeStep` on, epochs from `resumeEpoch` on, validations from the
    // smaller of `resumeEpoch` and `resumeValidationEpoch` on (a run resumed
    // after its last epoch validates that epoch again).
    explicit MetricsWriter(const std::string& path, int64_t resumeStep = -1, int resumeEpoch = -1,
                           int resumeValidationEpoch = std::numeric_limits<int>::max());
    // Throws InputError naming the file when the line cannot be written
    // (full disk), so a run never goes on without its record.
    void write(const Json& line);

private:
    std::mutex m_mutex;
    std::ofstream m_out;
    std::string m_path;
};

Json stepJson(const StepStats& s);
Json epochJson(const EpochStats& e);
Json validationJson(const ValidationStats& v);
ValidationStats validationFromJson(const Json& j);  // throws nlohmann::json::exception

// Everything a dashboard needs from metrics.jsonl, parsed back (for finished
// runs reopened in the GUI). Unparseable lines are skipped.
struct RunHistory {
    std::vector<StepStats> steps;
    std::vector<EpochStats> epochs;
    std::vector<ValidationStats> validations;
};
RunHistory readRunHistory(const std::string& metricsPath);

struct RunStatus {
    // created, running, paused, stopped, finished, failed; readRunStatus says
    // "interrupted" for a running or paused run whose process (same host) is gone.
    std::string state = "created";
    std::string message;
    int epoch = 0;                  // epochs completed
    int plannedEpochs = 0;
    double bestMeanDice = -1;
    double durationSeconds = 0;
    std::string datasetName;
    std::string updated;            // ISO 8601 UTC
};
void writeRunStatus(const RunPaths& paths, const RunStatus& status);
std::optional<RunStatus> readRunStatus(const std::string& folder);

// An exclusive lock on a run folder (flock on <folder>/.lock), held while a
// process trains or finishes the run, so that a CLI resume and the GUI's
// Continue never write checkpoints into the same folder at once. The kernel
// drops it when the holder dies, kill -9 included, so a stale lock cannot
// exist. Re-entrant within a process: another lock on the same folder by
// this process shares the first (the application layer holds it around
// training and the postprocessing choice, the trainer around training).
class RunFolderLock {
public:
    // Creates the folder if missing. Throws InputError naming the folder and
    // the process that holds it (pid, host) when another process does.
    explicit RunFolderLock(const std::string& folder);
    ~RunFolderLock();
    RunFolderLock(const RunFolderLock&) = delete;
    RunFolderLock& operator=(const RunFolderLock&) = delete;

private:
    std::string m_key;
};

}  // namespace segstudio::engine
