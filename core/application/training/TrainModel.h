#pragma once
// Use case "prepare the cache -> plan -> train -> choose postprocessing",
// shared by segstudio-cli train/resume and the GUI's training worker.
#include <functional>
#include <string>
#include <vector>

#include "application/training/DataParallelTraining.h"
#include "application/training/PrepareRun.h"
#include "common/Progress.h"
#include "engine/train/Trainer.h"
// The io value types this use case shows its callers (choosePostprocessing returns io::ComponentDecision); a widget may
// not include io/ itself (ARCHITECTURE.md, floors).
#define SEGSTUDIO_EXPOSES_IO_TYPES
#include "io/Postprocessing.h"
#undef SEGSTUDIO_EXPOSES_IO_TYPES

namespace segstudio::application {

// A new run is prepared first (prepareRun: a dataset folder preprocessed
// into `cacheFolder`, or the default cache folder, up-to-date cases reused;
// the configuration `resolution` chooses; the settings resolved), unless
// request.plan holds its plan already or this process is a rank of a
// distributed run (rank 0's Trainer resolves a cache's settings once the
// ranks have joined). Then the engine trains
// (engine::runTraining, same contract: never throws, failures come back in
// the result). A run that finishes gets its postprocessing chosen
// (choosePostprocessing) and reported as a message.
// `parallel.processes` above 1: data-parallel training with this process as
// rank 0 (DataParallelTraining.h), after the preprocessing.
engine::TrainingResult trainModel(engine::TrainingRequest request, const std::string& cacheFolder,
                                  engine::TrainingObserver* observer, engine::TrainingControl* control,
                                  const ProgressCallback& preprocessProgress = {},
                                  Resolution resolution = Resolution::Auto, const LocalDataParallel& parallel = {});

// On a finished run's final validation cases, scored on their source grids
// (SourceGridValidation.h; the cached grid's predictions when a case's
// files are gone): per foreground class or region, mean Dice with and
// without keeping its largest connected component; the classes where that
// raises Dice are written (as label values) into the run's model.json
// "postprocessing", the source grid's Dice into its validation Dice, and
// the grid used into "validation_grid". `gridNote` receives a sentence on
// the grid used. Throws InputError when the run has no model package or
// no validation predictions.
std::vector<io::ComponentDecision> choosePostprocessing(const std::string& runFolder, std::string* gridNote = nullptr);

struct CrossValidation {
    std::vector<int> folds;                       // trained, in order
    std::vector<engine::TrainingResult> results;  // one per fold
    double meanDice = 0;                          // mean of the folds' final mean Dice
    bool complete = false;                        // every fold finished
};

// Cross-validation: trains `folds` (empty = every fold of the cache's
// splits.json) one after another, each with trainModel into
// <runFolder>/fold_<k>, on one preparation (prepareRun); a time budget the
// settings give is split evenly over the folds, one "auto" chooses is each
// fold's. Stops at the first fold that does not finish. Writes
// <runFolder>/crossvalidation.json (per fold: run, outcome, final and best
// mean Dice; their mean). When every fold finished, their models are
// gathered into the package <runFolder>/model (packageFolds). A dataset
// folder is preprocessed once first.
CrossValidation trainFolds(engine::TrainingRequest request, std::vector<int> folds, const std::string& cacheFolder,
                           engine::TrainingObserver* observer, engine::TrainingControl* control,
                           const ProgressCallback& preprocessProgress = {}, Resolution resolution = Resolution::Auto);

// One model package holding several folds: <packageFolder>/<run name>/
// (model.json, weights.pt) for each run, hard-linked where the file system
// allows, else copied; predict and "Segment current scan" load it as an
// ensemble. Built in a folder of its own beside it and exchanged into place
// (replaceFolderAtomically), so a reader sees the old package or the new
// one, and two runs packaging at once do not share a folder. Returns
// packageFolder. Throws InputError when a run has no model package or its
// weights are not the ones its model.json describes (a fold still saving).
std::string packageFolds(const std::vector<std::string>& runFolders, const std::string& packageFolder);

}  // namespace segstudio::application
