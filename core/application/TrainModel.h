#pragma once
// Use case "prepare the cache -> plan -> train -> choose postprocessing",
// shared by segstudio-cli train/resume and the GUI's training worker.
#include <functional>
#include <string>
#include <vector>

#include "application/DataParallelTraining.h"
#include "common/Progress.h"
#include "engine/train/Trainer.h"
#include "io/Postprocessing.h"

namespace segstudio::application {

// A new run whose config.dataset is a dataset folder is preprocessed first
// (into `cacheFolder`, or the default cache folder; up-to-date cases are
// reused), at the resolution cacheForResolution chooses. Then the engine trains (engine::runTraining, same contract: never
// throws, failures come back in the result). A run that finishes gets its
// postprocessing chosen (choosePostprocessing) and reported as a message.
// nnU-Net's configurations by resolution: the full-resolution cache, or the
// low-resolution one (lowResolutionCache). Auto: low resolution under a time
// budget (config.maxMinutes > 0) when the full-resolution patch covers less
// than a quarter of the median case, so the budget buys steps that see whole
// organs rather than a window of a few percent; full resolution otherwise.
enum class Resolution { Auto, Full, Low };

// `parallel.processes` above 1: data-parallel training with this process as
// rank 0 (DataParallelTraining.h), after the preprocessing.
engine::TrainingResult trainModel(engine::TrainingRequest request, const std::string& cacheFolder,
                                  engine::TrainingObserver* observer, engine::TrainingControl* control,
                                  const ProgressCallback& preprocessProgress = {},
                                  Resolution resolution = Resolution::Auto, const LocalDataParallel& parallel = {});

// The cache a run on `datasetFolder` trains on, given its full-resolution
// cache (fullResolution.dataset) and the run's config. `message` explains a
// choice of resolution.
std::string cacheForResolution(const std::string& datasetFolder, const engine::TrainingConfig& fullResolution,
                               Resolution resolution, const std::function<void(const std::string&)>& message,
                               const ProgressCallback& progress = {});

// nnU-Net's 3d_lowres configuration. Plans `fullResolution` (its dataset: the
// full-resolution cache of `datasetFolder`, with the run's budget and
// device); when that patch covers less than a quarter of the median case,
// preprocesses `datasetFolder` again at engine::lowResolutionSpacing into
// "<full cache>-3d_lowres" and returns that cache, else returns the
// full-resolution cache. `message` says which and why. Throws InputError
// when `datasetFolder` is a cache (the source scans are needed).
std::string lowResolutionCache(const std::string& datasetFolder, const engine::TrainingConfig& fullResolution,
                               const std::function<void(const std::string&)>& message,
                               const ProgressCallback& progress = {});

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
// <runFolder>/fold_<k>; a time budget (config.maxMinutes) is split evenly
// over the folds. Stops at the first fold that does not finish. Writes
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
