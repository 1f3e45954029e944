#pragma once
// Use case "prepare the cache -> plan -> train -> choose postprocessing",
// shared by segstudio-cli train/resume and the GUI's training worker.
#include <string>
#include <vector>

#include "common/Progress.h"
#include "engine/train/Trainer.h"
#include "io/Postprocessing.h"

namespace segstudio::application {

// A new run whose config.dataset is a dataset folder is preprocessed first
// (into `cacheFolder`, or the default cache folder; up-to-date cases are
// reused). Then the engine trains (engine::runTraining, same contract: never
// throws, failures come back in the result). A run that finishes gets its
// postprocessing chosen (choosePostprocessing) and reported as a message.
engine::TrainingResult trainModel(engine::TrainingRequest request, const std::string& cacheFolder,
                                  engine::TrainingObserver* observer, engine::TrainingControl* control,
                                  const ProgressCallback& preprocessProgress = {});

// On a finished run's final validation predictions (RunPaths::
// validationPredictions()) against the cached references: per foreground
// class, mean Dice with and without keeping its largest connected
// component; the classes where that raises Dice are written (as label
// values) into the run's model.json "postprocessing". Throws InputError
// when the run has no model package or no validation predictions.
std::vector<io::ComponentDecision> choosePostprocessing(const std::string& runFolder);

struct CrossValidation {
    std::vector<int> folds;                       // trained, in order
    std::vector<engine::TrainingResult> results;  // one per fold
    double meanDice = 0;                          // mean of the folds' final mean Dice
    bool complete = false;                        // every fold finished
};

// Cross-validation: trains `folds` (empty = every fold of the cache's
// splits.json) one after another, each with trainModel into
// <runFolder>/fold_<k>; a time budget (config.maxMinutes) is split evenly
// over the folds. Stops at the first fold that does not finish. Writes
// <runFolder>/crossvalidation.json (per fold: run, outcome, final and best
// mean Dice; their mean). A dataset folder is preprocessed once first.
CrossValidation trainFolds(engine::TrainingRequest request, std::vector<int> folds, const std::string& cacheFolder,
                           engine::TrainingObserver* observer, engine::TrainingControl* control,
                           const ProgressCallback& preprocessProgress = {});

}  // namespace segstudio::application
