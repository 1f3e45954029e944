#include "application/training/TrainModel.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "application/training/SourceGridValidation.h"
#include "common/system/AtomicFile.h"
#include "common/formats/CacheFormat.h"
#include "common/formats/CacheIndex.h"
#include "common/Errors.h"
#include "common/formats/KFoldSplit.h"
#include "common/image/SegmentationMetrics.h"
#include "engine/infer/ModelPackage.h"
#include "engine/plan/Planner.h"
#include "engine/train/RunFolder.h"
#include "io/Preprocessing.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

// The plan of a new run (prepareRun), its messages through `observer`.
PreparedRun prepare(const engine::TrainingConfig& settings, const std::string& cacheFolder, Resolution resolution,
                    engine::TrainingObserver* observer, const std::atomic<bool>* cancel,
                    const ProgressCallback& progress)
{
    RunPreparation preparation;
    preparation.settings = settings;
    preparation.cacheFolder = cacheFolder;
    preparation.resolution = resolution;
    preparation.cancel = cancel;
    preparation.progress = progress;
    preparation.message = [observer](const std::string& text) {
        if (observer)
            observer->onMessage(text);
    };
    return prepareRun(preparation);
}

}  // namespace

engine::TrainingResult trainModel(engine::TrainingRequest request, const std::string& cacheFolder,
                                  engine::TrainingObserver* observer, engine::TrainingControl* control,
                                  const ProgressCallback& preprocessProgress, Resolution resolution,
                                  const LocalDataParallel& parallel)
{
    engine::TrainingResult result;
    std::unique_ptr<engine::RunFolderLock> lock;  // from preprocessing on (the trainer shares it)
    try {
        if (request.distributed.root())  // rank 0 alone writes the run folder
            lock = std::make_unique<engine::RunFolderLock>(request.runFolder);
        // A rank of a distributed run trains from a cache, resolved by rank 0
        // once every rank has joined (Trainer), so that no rank's step timing
        // runs beside another's.
        if (!request.resume && !request.plan && !request.distributed.distributed()) {
            PreparedRun prepared = prepare(request.config, cacheFolder, resolution, observer,
                                           control ? &control->stop : nullptr, preprocessProgress);
            request.config.dataset = prepared.plan.config().dataset;
            request.plan = std::move(prepared.plan);
        }
    } catch (const Cancelled& error) {
        result.outcome = engine::RunOutcome::Stopped;
        result.message = error.what();
        result.runFolder = request.runFolder;
        return result;
    } catch (const std::exception& error) {
        result.outcome = engine::RunOutcome::Failed;
        result.failure = engine::FailureKind::BadInput;
        result.message = error.what();
        result.runFolder = request.runFolder;
        return result;
    }
    // Inside the run: a run killed while choosing is resumed, never "finished" without it.
    // An interactive model answers one object at a time: no postprocessing to choose.
    if (!request.config.interactive) {
        request.beforeFinished = [observer](const std::string& runFolder) {
            try {
                std::string gridNote;
                for (const io::ComponentDecision& d : choosePostprocessing(runFolder, &gridNote)) {
                    std::string classes;
                    for (int k : d.structure)
                        classes += (classes.empty() ? "" : "+") + std::to_string(k);
                    char line[200];
                    std::snprintf(line, sizeof line,
                                  "postprocessing, class %s: largest component only %s (validation Dice %.4f -> %.4f)",
                                  classes.c_str(), d.keepLargest ? "kept" : "not used", d.diceBefore, d.diceAfter);
                    if (observer)
                        observer->onMessage(line);
                }
                const Json model = readJsonFile(engine::RunPaths{runFolder}.model() + "/model.json");
                char line[400];
                std::snprintf(line, sizeof line, "%s: mean Dice %.4f", gridNote.c_str(), model.value("validation_mean_dice", 0.0));
                if (observer)
                    observer->onMessage(line);
            } catch (const std::exception& error) {
                if (observer)
                    observer->onMessage(std::string("postprocessing not chosen: ") + error.what());
            }
        };
    }
    if (parallel.processes > 1)
        return trainOnLocalRanks(request, parallel, observer, control);
    return engine::runTraining(request, observer, control);
}

std::vector<io::ComponentDecision> choosePostprocessing(const std::string& runFolder, std::string* gridNote)
{
    engine::RunPaths paths;
    paths.folder = runFolder;
    const engine::TrainingConfig config = engine::TrainingConfig::fromJson(readJsonFile(paths.config()), paths.config());
    const CacheIndex index = CacheIndex::load(config.dataset);
    std::vector<io::ValidationPair> pairs;
    std::vector<std::string> ids;
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
        pairs.push_back({prediction->labelsAsInt16(), reference->labelsAsInt16(), prediction->info().sizeXyz,
                         index.plan.ignoreLabelValue ? index.plan.ignoreClass() : -1});
        ids.push_back(id);
    }
    if (pairs.empty())
        throw InputError(paths.validationPredictions(), "", "holds no validation predictions");
    // Scored and chosen on the source grid, where `predict` writes, unless a
    // case's own files are gone: then on the cached grid, and said so.
    std::string cachedGridReason;
    if (auto sourcePairs = sourceGridValidationPairs(paths.model(), index, ids, &cachedGridReason))
        pairs = std::move(*sourcePairs);
    const bool sourceGrid = cachedGridReason.empty();
    // Structures as classes: each foreground class, or the classes of each region.
    const PreprocessingPlan& plan = index.plan;
    std::vector<io::ValueSet> structures;
    if (plan.regionBased()) {
        for (int r = 0; r < plan.outputCount(); ++r) {
            structures.emplace_back();
            for (int k = 1; k < plan.classCount(); ++k)
                if (plan.regionHoldsClass(r, k))
                    structures.back().push_back(k);
        }
    } else {
        for (int k = 1; k < plan.classCount(); ++k)
            structures.push_back({k});
    }
    const std::vector<io::ComponentDecision> decisions = io::chooseLargestComponent(pairs, structures);
    const std::string modelFile = paths.model() + "/model.json";
    Json model = readJsonFile(modelFile);
    std::vector<std::vector<int>> keep;
    Json evidence = Json::array();
    for (const io::ComponentDecision& d : decisions) {
        std::vector<int> values;
        for (int k : d.structure)
            values.push_back(plan.labelValues[static_cast<std::size_t>(k)]);
        if (d.keepLargest)
            keep.push_back(values);
        evidence.push_back({{"label", values.size() == 1 ? Json(values.front()) : Json(values)},
                            {"dice_before", numbersToJson({d.diceBefore})[0]},
                            {"dice_after", numbersToJson({d.diceAfter})[0]}});
    }
    model["postprocessing"] = {{"keep_largest_component", engine::structuresToJson(keep)},
                               {"validation_cases", pairs.size()},
                               {"largest_component_dice", evidence}};
    // The package's validation Dice: the source grid's, before postprocessing.
    if (sourceGrid) {
        std::vector<double> dice;
        for (const io::ComponentDecision& d : decisions)
            dice.push_back(d.diceBefore);
        if (model.contains("validation_mean_dice"))
            model["validation_mean_dice_cached_grid"] = model["validation_mean_dice"];
        model["validation_dice_per_class"] = numbersToJson(dice);
        const double mean = meanIgnoringNaN(dice);
        model["validation_mean_dice"] = std::isnan(mean) ? 0.0 : mean;
    }
    model["validation_grid"] = sourceGrid ? "source" : "cached";  // no file names: the package travels
    if (gridNote)
        *gridNote = sourceGrid ? "final validation on the source grid"
                               : "final validation on the cached grid (" + cachedGridReason + ")";
    writeJsonFile(modelFile, model);
    return decisions;
}

CrossValidation trainFolds(engine::TrainingRequest request, std::vector<int> folds, const std::string& cacheFolder,
                           engine::TrainingObserver* observer, engine::TrainingControl* control,
                           const ProgressCallback& preprocessProgress, Resolution resolution)
{
    request.resume = false;
    PreparedRun prepared = prepare(request.config, cacheFolder, resolution, observer,
                                   control ? &control->stop : nullptr, preprocessProgress);
    request.config.dataset = prepared.plan.config().dataset;
    const CacheIndex index = CacheIndex::load(request.config.dataset);
    const int available = static_cast<int>(loadSplits(index.splitsPath()).size());
    if (folds.empty())
        for (int k = 0; k < available; ++k)
            folds.push_back(k);
    for (int k : folds)
        if (k < 0 || k >= available)
            throw InputError(index.splitsPath(), "folds",
                             "fold " + std::to_string(k) + " does not exist (" + std::to_string(available) + " folds)");
    if (request.config.maxMinutes > 0 && folds.size() > 1) {
        // A budget the user set is split evenly over the folds: planned again for a fold's share.
        engine::TrainingConfig perFold = request.config;
        perFold.maxMinutes /= static_cast<double>(folds.size());
        prepared.plan = prepare(perFold, {}, Resolution::Full, observer, control ? &control->stop : nullptr, {}).plan;
    }
    const std::string parent = request.runFolder;
    fs::create_directories(parent);
    CrossValidation cv;
    Json foldList = Json::array();
    double diceSum = 0;
    for (int k : folds) {
        engine::TrainingRequest foldRequest = request;
        foldRequest.plan = prepared.plan.onFold(k);
        foldRequest.config = foldRequest.plan->config();
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
    std::string package;
    if (cv.complete) {
        std::vector<std::string> runs;
        for (const engine::TrainingResult& result : cv.results)
            runs.push_back(result.runFolder);
        package = packageFolds(runs, (fs::path(parent) / "model").string());
        if (observer)
            observer->onMessage("cross-validation: the " + std::to_string(runs.size()) + " folds' models are in " +
                                package + " (predict --model " + package + " ensembles them)");
    }
    writeJsonFile((fs::path(parent) / "crossvalidation.json").string(),
                  {{"folds", foldList}, {"complete", cv.complete}, {"mean_dice", cv.meanDice},
                   {"dataset", request.config.dataset}, {"model", package}});
    return cv;
}

std::string packageFolds(const std::vector<std::string>& runFolders, const std::string& packageFolder)
{
    replaceFolderAtomically(packageFolder, [&](const std::string& staging) {
        for (const std::string& run : runFolders) {
            engine::RunPaths paths;
            paths.folder = run;
            const std::string fold = (fs::path(staging) / fs::path(run).filename()).string();
            fs::create_directories(fold);
            for (const char* file : {"model.json", "weights.pt"}) {
                const fs::path from = fs::path(paths.model()) / file, to = fs::path(fold) / file;
                if (!fs::exists(from))
                    throw InputError(from.string(), "", "missing: fold " + run + " has no complete model package");
                std::error_code linkError;
                fs::create_hard_link(from, to, linkError);  // no second copy of the weights where links work
                if (linkError)
                    fs::copy_file(from, to);
            }
            // The pair must be one save's (a fold still saving is caught here, not at prediction).
            engine::requireDigest((fs::path(fold) / "weights.pt").string(), engine::readModelInfo(fold).fileDigest,
                                  (fs::path(paths.model()) / "model.json").string());
        }
    });
    return packageFolder;
}

}  // namespace segstudio::application
