#include "application/TrainModel.h"

#include <cstdio>
#include <filesystem>

#include "common/CacheFormat.h"
#include "common/CacheIndex.h"
#include "common/Errors.h"
#include "common/KFoldSplit.h"
#include "engine/train/RunFolder.h"
#include "io/Preprocessing.h"

namespace segstudio::application {

namespace fs = std::filesystem;

engine::TrainingResult trainModel(engine::TrainingRequest request, const std::string& cacheFolder,
                                  engine::TrainingObserver* observer, engine::TrainingControl* control,
                                  const ProgressCallback& preprocessProgress)
{
    engine::TrainingResult result;
    try {
        if (!request.resume)
            request.config.dataset = io::ensurePreprocessed(request.config.dataset, cacheFolder, {}, preprocessProgress);
    } catch (const std::exception& error) {
        result.outcome = engine::RunOutcome::Failed;
        result.failure = engine::FailureKind::BadInput;
        result.message = error.what();
        result.runFolder = request.runFolder;
        return result;
    }
    result = engine::runTraining(request, observer, control);
    if (result.outcome != engine::RunOutcome::Finished)
        return result;
    try {
        for (const io::ComponentDecision& d : choosePostprocessing(result.runFolder)) {
            char line[200];
            std::snprintf(line, sizeof line, "postprocessing, class %d: largest component only %s (validation Dice %.4f -> %.4f)",
                          d.cls, d.keepLargest ? "kept" : "not used", d.diceBefore, d.diceAfter);
            if (observer)
                observer->onMessage(line);
        }
    } catch (const std::exception& error) {
        if (observer)
            observer->onMessage(std::string("postprocessing not chosen: ") + error.what());
    }
    return result;
}

std::vector<io::ComponentDecision> choosePostprocessing(const std::string& runFolder)
{
    engine::RunPaths paths;
    paths.folder = runFolder;
    const engine::TrainingConfig config = engine::TrainingConfig::fromJson(readJsonFile(paths.config()), paths.config());
    const CacheIndex index = CacheIndex::load(config.dataset);
    std::vector<io::ValidationPair> pairs;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(paths.validationPredictions(), error)) {
        if (entry.path().extension() != kCacheFileExtension)
            continue;
        const auto prediction = CacheFile::open(entry.path().string());
        const std::string& id = prediction->info().caseId;
        const auto cached = std::find_if(index.cases.begin(), index.cases.end(),
                                         [&](const CacheIndexCase& c) { return c.id == id; });
        if (cached == index.cases.end())
            throw InputError(entry.path().string(), "case_id", "case " + id + " is not in the cache " + index.folder);
        const auto reference = CacheFile::open(index.casePath(*cached));
        if (reference->info().sizeXyz != prediction->info().sizeXyz)
            throw InputError(entry.path().string(), "size_xyz", "does not match the cached case " + id);
        pairs.push_back({prediction->labelsAsInt16(), reference->labelsAsInt16(), prediction->info().sizeXyz});
    }
    if (pairs.empty())
        throw InputError(paths.validationPredictions(), "", "holds no validation predictions");
    const std::vector<io::ComponentDecision> decisions = io::chooseLargestComponentClasses(pairs, index.numClasses());
    const std::string modelFile = paths.model() + "/model.json";
    Json model = readJsonFile(modelFile);
    std::vector<int> keep;
    Json evidence = Json::array();
    for (const io::ComponentDecision& d : decisions) {
        const int value = index.plan.labelValues[static_cast<std::size_t>(d.cls)];
        if (d.keepLargest)
            keep.push_back(value);
        evidence.push_back({{"label", value},
                            {"dice_before", numbersToJson({d.diceBefore})[0]},
                            {"dice_after", numbersToJson({d.diceAfter})[0]}});
    }
    model["postprocessing"] = {{"keep_largest_component", keep},
                               {"validation_cases", pairs.size()},
                               {"largest_component_dice", evidence}};
    writeJsonFile(modelFile, model);
    return decisions;
}

CrossValidation trainFolds(engine::TrainingRequest request, std::vector<int> folds, const std::string& cacheFolder,
                           engine::TrainingObserver* observer, engine::TrainingControl* control,
                           const ProgressCallback& preprocessProgress)
{
    request.resume = false;
    request.config.dataset = io::ensurePreprocessed(request.config.dataset, cacheFolder, {}, preprocessProgress);
    const CacheIndex index = CacheIndex::load(request.config.dataset);
    const int available = static_cast<int>(loadSplits(index.splitsPath()).size());
    if (folds.empty())
        for (int k = 0; k < available; ++k)
            folds.push_back(k);
    for (int k : folds)
        if (k < 0 || k >= available)
            throw InputError(index.splitsPath(), "folds",
                             "fold " + std::to_string(k) + " does not exist (" + std::to_string(available) + " folds)");
    const std::string parent = request.runFolder;
    fs::create_directories(parent);
    if (request.config.maxMinutes > 0)
        request.config.maxMinutes /= static_cast<double>(folds.size());
    CrossValidation cv;
    Json foldList = Json::array();
    double diceSum = 0;
    for (int k : folds) {
        engine::TrainingRequest foldRequest = request;
        foldRequest.config.fold = k;
        foldRequest.runFolder = (fs::path(parent) / ("fold_" + std::to_string(k))).string();
        if (observer)
            observer->onMessage("cross-validation: fold " + std::to_string(k) + " of " + std::to_string(available) +
                                " -> " + foldRequest.runFolder);
        const engine::TrainingResult result = trainModel(foldRequest, {}, observer, control);
        cv.folds.push_back(k);
        cv.results.push_back(result);
        const bool finished = result.outcome == engine::RunOutcome::Finished;
        foldList.push_back({{"fold", k},
                            {"run", result.runFolder},
                            {"finished", finished},
                            {"final_mean_dice", result.finalMeanDice},
                            {"best_mean_dice", result.bestMeanDice}});
        if (!finished)
            break;
        diceSum += result.finalMeanDice;
    }
    cv.complete = cv.results.size() == folds.size() && cv.results.back().outcome == engine::RunOutcome::Finished;
    const std::size_t finishedFolds = cv.complete ? folds.size() : cv.results.size() - 1;
    cv.meanDice = finishedFolds ? diceSum / static_cast<double>(finishedFolds) : 0.0;
    writeJsonFile((fs::path(parent) / "crossvalidation.json").string(),
                  {{"folds", foldList}, {"complete", cv.complete}, {"mean_dice", cv.meanDice},
                   {"dataset", request.config.dataset}});
    return cv;
}

}  // namespace segstudio::application
