#include "engine/evaluate/ModelComparison.h"

#include <cmath>
#include <filesystem>

#include "common/formats/CacheIndex.h"
#include "common/Errors.h"
#include "common/formats/KFoldSplit.h"
#include "common/image/SegmentationMetrics.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/data/CaseStore.h"
#include "engine/infer/PackagedNetwork.h"
#include "engine/train/FineTuning.h"
#include "engine/train/RunFolder.h"
#include "engine/evaluate/Validation.h"
#include "engine/interactive/InteractiveValidation.h"

namespace segstudio::engine {

namespace fs = std::filesystem;

namespace {

Json numberOrNull(double v) { return std::isnan(v) ? Json(nullptr) : Json(v); }

ModelScores score(const std::string& modelPath, const CaseStore& store, const std::vector<std::string>& cases,
                  const ComparisonRequest& request, const std::atomic<bool>& stop)
{
    const ModelInfo info = readModelInfo(modelPath);
    checkModelFitsCache(info, store.index());
    const torch::Device device = resolveDevice(request.device);
    UNet network = loadPackagedNetwork(info);
    network->to(device);
    network->eval();
    SlidingWindowOptions options;
    options.patchXyz = info.patchXyz;
    options.overlap = request.overlap;
    options.precision = resolvePrecision(Precision::Auto, device);
    // An interactive model is scored as its training validates it: the
    // click protocol on each object.
    const ValidationStats v =
        info.interactive
            ? validateInteractively(network, store, cases, interactiveClassNames(store.index()), info.patchXyz,
                                    options.precision, device, interactiveIgnoreClass(store.index()), stop)
            : validateOnCases(network, store, cases, store.index().scoredNames(), cases.front(), options, device, stop);
    return {modelPath, v.dicePerClass, v.meanDice};
}

}  // namespace

Json ModelComparison::toJson() const
{
    auto scores = [](const ModelScores& s) {
        Json perClass = Json::array();
        for (double d : s.dicePerClass)
            perClass.push_back(numberOrNull(d));
        return Json{{"model", s.model}, {"dice_per_class", perClass}, {"mean_dice", s.meanDice}};
    };
    return {{"cache", cacheFolder},      {"cases", cases},         {"classes", classNames}, {"interactive", interactive},
            {"baseline", scores(baseline)}, {"candidate", scores(candidate)}, {"tolerance", tolerance},
            {"candidate_worse", candidateWorse}, {"worse_classes", worseClasses}};
}

std::vector<std::string> validationCasesOfRun(const std::string& runFolder)
{
    const RunPaths paths{runFolder};
    if (!fs::exists(paths.config()) || !fs::exists(paths.splits()))
        throw InputError(runFolder, "", "is not a run folder with a split (config.json, splits.json); give the cases with --cases");
    const TrainingConfig config = TrainingConfig::fromJson(readJsonFile(paths.config()), paths.config());
    const std::vector<Fold> splits = loadSplits(paths.splits());
    if (config.fold < 0 || config.fold >= static_cast<int>(splits.size()) || splits[config.fold].val.empty())
        throw InputError(paths.splits(), "fold", "has no validation cases for fold " + std::to_string(config.fold));
    return splits[static_cast<std::size_t>(config.fold)].val;
}

ModelComparison compareModels(const ComparisonRequest& request, const std::function<void(int, int)>& progress,
                              const std::atomic<bool>* cancel)
{
    ModelComparison result;
    result.tolerance = request.tolerance;
    result.cacheFolder = request.cacheFolder;
    // The run whose cache and validation cases are the defaults: the
    // baseline's, or the candidate's when the baseline is no run (an
    // imported model against its fine-tuned run).
    const bool baselineIsRun = fs::exists(RunPaths{request.baseline}.config());
    const std::string& run = baselineIsRun ? request.baseline : request.candidate;
    if (result.cacheFolder.empty()) {
        const RunPaths paths{run};
        if (!fs::exists(paths.config()))
            throw InputError(request.baseline, "", "is not a run folder, nor is the candidate; give the cache folder with --cache");
        result.cacheFolder = TrainingConfig::fromJson(readJsonFile(paths.config()), paths.config()).dataset;
    }
    result.cases = request.cases.empty() ? validationCasesOfRun(run) : request.cases;
    if (result.cases.empty())
        throw InputError(request.baseline, "cases", "no case to compare the models on");
    const CacheIndex index = CacheIndex::load(result.cacheFolder);
    const CaseStore store(index, result.cases);  // throws naming a case that is not in the cache
    result.interactive = readModelInfo(request.baseline).interactive;
    if (readModelInfo(request.candidate).interactive != result.interactive)
        throw InputError(result.interactive ? request.candidate : request.baseline, "interactive",
                         "one model is interactive and the other is not: compare models of one kind");
    result.classNames = result.interactive ? interactiveClassNames(index) : index.scoredNames();
    configureCpuThreads(request.threads);
    const std::atomic<bool> never{false};
    const std::atomic<bool>& stop = cancel ? *cancel : never;
    result.baseline = score(request.baseline, store, result.cases, request, stop);
    if (progress)
        progress(1, 2);
    if (stop.load())
        return result;
    result.candidate = score(request.candidate, store, result.cases, request, stop);
    if (progress)
        progress(2, 2);
    if (stop.load())
        return result;
    result.candidateWorse = result.candidate.meanDice < result.baseline.meanDice - request.tolerance;
    for (std::size_t k = 0; k < result.classNames.size() && k < result.baseline.dicePerClass.size(); ++k) {
        const double before = result.baseline.dicePerClass[k], after = result.candidate.dicePerClass[k];
        if (!std::isnan(before) && (std::isnan(after) || after < before - request.tolerance))
            result.worseClasses.push_back(result.classNames[k]);
    }
    return result;
}

}  // namespace segstudio::engine
