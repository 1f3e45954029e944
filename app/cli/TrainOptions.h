#pragma once
// The options train, plan and profile share (TrainCommands.cpp), and the
// configuration they resolve to: a dataset is preprocessed (or its cache
// found) and the command line's values replace the config file's.
#include <string>
#include <vector>

#include "engine/config/TrainingConfig.h"

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
    int fold = -1;
    std::string folds;  // "all" or "0,1,2": cross-validation
    int epochs = -1;
    std::string maxMinutes;  // "" = from the config; "auto" or minutes
    int batchSize = -1;
    std::vector<int> patch;
    int seed = -1;
    int threads = -1;
    std::string configuration = "auto";  // or nnU-Net's names: 2d, 3d_fullres, 3d_lowres
    std::string initFrom;  // fine-tune this run folder's or package's model
    int nproc = 1;         // train: local data-parallel processes (DistributedRuns.h)
    std::string allReduce = "after-backward";  // or "overlapped" (GradientAverager.h)
};

// Adds the dataset argument and the options above to a subcommand.
void addTrainOptions(CLI::App* command, TrainOptions& options);

// The configuration the options describe (not yet planned): config file,
// then the command line; config.dataset is the cache (preprocessing a
// dataset folder first, with a progress bar unless `json`). Throws
// InputError / ValidationError.
engine::TrainingConfig configFrom(const TrainOptions& options, bool json);

}  // namespace segstudio::cli
