#include "application/training/RetrainWithCorrections.h"

#include <filesystem>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "engine/infer/ModelPackage.h"
#include "engine/train/RunFolder.h"

namespace segstudio::application {

namespace fs = std::filesystem;

engine::TrainingConfig retrainingSettings(const std::string& baselineRun, const std::string& datasetFolder,
                                          double maxMinutes, int epochs)
{
    if (!fs::exists(fs::path(datasetFolder) / "dataset.json"))
        throw InputError(datasetFolder, "dataset.json",
                         "missing: retraining needs the dataset folder that holds the corrections, not a cache");
    const engine::RunPaths baseline{baselineRun};
    // A run's own settings; an imported model (no run folder) starts from the planner's.
    const bool run = fs::exists(baseline.config());
    const engine::ModelInfo model = engine::readModelInfo(baselineRun);  // a finished run: its model exists
    if (!run && !model.isNnUNet())
        throw InputError(baseline.config(), "", "missing: retraining starts from a run folder or an nnU-Net model");
    engine::TrainingConfig config =
        run ? engine::TrainingConfig::fromJson(readJsonFile(baseline.config()), baseline.config()) : engine::TrainingConfig{};
    // The baseline's settings, its weights, and the fine-tuning schedule planned anew.
    config.dataset = datasetFolder;
    config.initFrom = baselineRun;
    config.optimizer.learningRate = 0;
    config.optimizer.warmupEpochs = -1;
    config.validation.intervalEpochs = 0;
    config.epochs = std::max(0, epochs);
    config.maxMinutes = epochs > 0 ? 0 : maxMinutes > 0 ? maxMinutes : kRetrainDefaultMinutes;
    return config;
}

engine::ModelComparison compareRetrained(const std::string& baselineRun, const std::string& candidateRun,
                                         const std::atomic<bool>* cancel)
{
    engine::ComparisonRequest request;
    request.baseline = baselineRun;
    request.candidate = candidateRun;
    const engine::RunPaths candidate{candidateRun};
    request.cacheFolder = engine::TrainingConfig::fromJson(readJsonFile(candidate.config()), candidate.config()).dataset;
    // Cases left to compareModels: the baseline run's validation cases, or
    // the candidate's when the baseline is an imported model (no split).
    return engine::compareModels(request, {}, cancel);
}

void recordRegressionDecision(const std::string& candidateRun, const engine::ModelComparison& comparison,
                              bool useCandidate)
{
    Json record = comparison.toJson();
    record["decision"] = useCandidate ? "use the retrained model" : "keep the previous model";
    writeJsonFile((fs::path(candidateRun) / "regression_check.json").string(), record);
}

}  // namespace segstudio::application
