#pragma once
// Use case "retrain with corrections": a fine-tuning run from a finished
// run's model on the dataset folder that holds the corrections accepted
// since, then the regression check (both models on the baseline's
// validation cases, the candidate's cache holding the corrected labels) and
// the record of the user's choice. The workbench's "Retrain with
// corrections" calls these; the run itself trains through trainModel
// (prepareRun resolves the settings like any other run's).
#include <atomic>
#include <string>

#include "engine/config/TrainingConfig.h"
#include "engine/evaluate/ModelComparison.h"

namespace segstudio::application {

// The retraining budget when the caller gives none.
inline constexpr double kRetrainDefaultMinutes = 5;

// The settings of the retraining run: the baseline's own settings (the
// planner's for an imported nnU-Net model, which has no run folder), its
// weights (initFrom), the fine-tuning schedule planned anew (learning rate
// and warm-up), on `datasetFolder`; `epochs` when above 0, else a
// wall-clock budget of `maxMinutes` (above 0), else kRetrainDefaultMinutes.
// Throws InputError naming the file when `datasetFolder` has no
// dataset.json (the corrections live in a dataset, not a cache) or the
// baseline is neither a run with a model nor an nnU-Net model.
engine::TrainingConfig retrainingSettings(const std::string& baselineRun, const std::string& datasetFolder,
                                          double maxMinutes, int epochs);

// The regression check: both runs' models on the baseline's validation
// cases (the candidate's when the baseline is an imported model), from the
// candidate run's cache. Throws InputError for a run
// without a model or cache, Cancelled when `cancel` is set.
engine::ModelComparison compareRetrained(const std::string& baselineRun, const std::string& candidateRun,
                                         const std::atomic<bool>* cancel = nullptr);

// Writes <candidateRun>/regression_check.json: the comparison and the
// user's decision. Throws InputError naming the file.
void recordRegressionDecision(const std::string& candidateRun, const engine::ModelComparison& comparison,
                              bool useCandidate);

}  // namespace segstudio::application
