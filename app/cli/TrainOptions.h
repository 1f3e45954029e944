#pragma once
// The options train, plan, profile and autotune share (TrainCommands.cpp),
// and the run they prepare (TrainPreparation.cpp): the command line's values
// replace the config file's, then application::prepareRun.
#include <string>
#include <vector>

#include "engine/config/TrainingConfig.h"
#include "engine/plan/ResolvedTraining.h"

namespace CLI {
class App;
}

namespace segstudio::cli {

struct TrainOptions {
    std::string dataset;
    std::string out;
    std::string configFile;
    std::string cache;
    std::string device;
    std::string precision;
    std::string planner;             // "" = from the config; default, resenc_m, resenc_l, resenc_xl
    double gpuMemoryTargetGB = -1;   // < 0 = from the config
    int fold = -1;
    std::string folds;  // "all" or "0,1,2": cross-validation
    int epochs = -1;
    std::string maxMinutes;  // "" = from the config; "auto" or minutes
    int batchSize = -1;
    std::vector<int> patch;
    int seed = -1;
    int threads = -1;
    std::string configuration = "auto";  // or nnU-Net's names: 2d, 3d_fullres, 3d_lowres; or interactive
    std::string initFrom;  // fine-tune this run folder's or package's model
    int nproc = 1;         // train: local data-parallel processes (DistributedRuns.h)
    std::string allReduce = "after-backward";  // or "overlapped" (GradientAverager.h)
};

// Adds the dataset argument and the options above to a subcommand.
void addTrainOptions(CLI::App* command, TrainOptions& options);

// The settings the options describe, not resolved: the config file, then
// the command line; settings.dataset as given (a dataset or a cache
// folder). Throws InputError / ValidationError.
engine::TrainingConfig settingsFrom(const TrainOptions& options);

struct PreparedTraining {
    engine::ResolvedTraining plan;  // plan.config().dataset: the cache the run trains on
    std::string configuration;      // "2d", "3d_fullres", "3d_lowres" or "interactive"
};

// The run the options describe, prepared as the workbench prepares it
// (application::prepareRun: a dataset folder preprocessed with a progress
// bar unless `json`, the configuration chosen, the settings resolved; its
// messages printed). An engine-only build resolves a cache, and refuses a
// dataset folder. Throws InputError / ValidationError, Cancelled on Ctrl-C.
PreparedTraining prepareTraining(const TrainOptions& options, bool json);

}  // namespace segstudio::cli
