#pragma once
// The regression check of "retrain with corrections": two models (run
// folders or packages) scored on the same cached cases by the same
// validation the training uses, side by side per class: full-volume
// (Validation.h), or for two interactive models the click protocol's mean
// Dice per object over 1 + kValidationCorrections interactions
// (InteractiveValidation.h). The candidate is worse when its mean Dice is below the baseline's
// by more than the tolerance. No LibTorch here: the CLI and the GUI's worker
// call it.
#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

struct ComparisonRequest {
    std::string baseline, candidate;  // run folders, model packages or imported nnU-Net models
    // empty: the baseline run's cache (config.json "dataset"), or the
    // candidate run's when the baseline is not a run (an imported model)
    std::string cacheFolder;
    std::vector<std::string> cases;   // empty: that run's validation cases (its fold of splits.json)
    std::string device = "auto";
    int threads = 0;
    double overlap = 0.5;
    double tolerance = 0.005;  // Dice
};

struct ModelScores {
    std::string model;
    std::vector<double> dicePerClass;  // per scored class (or region); NaN where no case holds or predicts it
    double meanDice = 0;
};

struct ModelComparison {
    std::string cacheFolder;
    std::vector<std::string> cases;
    std::vector<std::string> classNames;
    bool interactive = false;  // scored with the click protocol
    ModelScores baseline, candidate;
    double tolerance = 0;
    bool candidateWorse = false;              // mean Dice below the baseline's by more than the tolerance
    std::vector<std::string> worseClasses;    // classes whose Dice dropped by more than the tolerance
    Json toJson() const;
};

// The validation cases of a run: its fold's "val" list in its splits.json.
// Throws InputError naming the file when the run has none.
std::vector<std::string> validationCasesOfRun(const std::string& runFolder);

// Throws InputError when a model does not fit the cache (FineTuning.h), a
// case is not in it, or one model is interactive and the other not. `progress(done, total)` after each model's scoring
// (total 2). Returns early, with candidateWorse false and empty scores,
// when `cancel` is set.
ModelComparison compareModels(const ComparisonRequest& request, const std::function<void(int, int)>& progress = {},
                              const std::atomic<bool>* cancel = nullptr);

}  // namespace segstudio::engine
