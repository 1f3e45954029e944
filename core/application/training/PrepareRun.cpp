#include "application/training/PrepareRun.h"

#include <cstdio>

#include "common/formats/CacheIndex.h"
#include "common/formats/DatasetFingerprint.h"
#include "common/Errors.h"
#include "common/system/FileHash.h"
#include "engine/infer/ModelInfo.h"
#include "io/Preprocessing.h"

namespace segstudio::application {

namespace {

std::string configurationName(const engine::TrainingConfig& planned, bool lowResolution)
{
    if (planned.interactive)
        return "interactive";
    if (planned.network.dimensions == 2)
        return "2d";
    return lowResolution ? "3d_lowres" : "3d_fullres";
}

void say(const RunPreparation& preparation, const std::string& text)
{
    if (preparation.message)
        preparation.message(text);
}

// Fine-tuning an imported nnU-Net model: the dataset is preprocessed as the
// model's own preprocessing does it (its spacing, resampling and normalisation
// with the intensities of the data it was trained on), into a cache of its
// own beside the default one, so the weights see what they learnt from.
// False for any other start (a SegStudio run or package keeps its checks in
// engine/train/FineTuning.h).
bool preprocessAsImportedModel(const RunPreparation& preparation, io::PreprocessOptions& options, std::string& cacheFolder)
{
    const std::string& from = preparation.settings.initFrom;
    if (from.empty())
        return false;
    const engine::ModelInfo model = engine::readModelInfo(from);
    if (!model.isNnUNet())
        return false;
    const std::string& dataset = preparation.settings.dataset;
    const int channels = static_cast<int>(io::openDataset(dataset).channelNames.size());
    if (channels != model.inputChannels)
        throw InputError(model.descriptionFile(), "channels",
                         "the model takes " + std::to_string(model.inputChannels) + " channel(s), the dataset " +
                             dataset + " has " + std::to_string(channels));
    options.imagePlan = model.preprocessing;
    if (cacheFolder.empty())
        cacheFolder = io::defaultCacheFolder(dataset) + "-as-" + hexDigest(hashText(model.folder)).substr(0, 8);
    const Vec3& s = model.preprocessing.targetSpacingXyz;
    char line[300];
    std::snprintf(line, sizeof line,
                  "preprocessing as the imported model does: %.4gx%.4gx%.4g mm voxels, its resampling and its "
                  "normalisation (%s)",
                  s[0], s[1], s[2], model.descriptionFile().c_str());
    say(preparation, line);
    return true;
}

}  // namespace

Resolution resolutionFromConfigurationName(const std::string& name, engine::TrainingConfig& settings)
{
    if (name == "2d")
        settings.network.dimensions = 2;
    if (name == "3d_lowres")
        return Resolution::Low;
    if (name == "auto")
        return Resolution::Auto;
    if (name == "interactive") {  // full resolution: clicks land where the user sees them
        settings.interactive = true;
        return Resolution::Full;
    }
    if (name == "2d" || name == "3d_fullres")
        return Resolution::Full;
    throw InputError("", "--configuration", "'" + name + "' is not auto, 2d, 3d_fullres, 3d_lowres or interactive");
}

PreparedRun prepareRun(const RunPreparation& preparation)
{
    const std::string& dataset = preparation.settings.dataset;
    const bool givenCache = CacheIndex::isCacheFolder(dataset);
    if (givenCache && preparation.resolution == Resolution::Low)
        throw InputError(dataset, "", "3d_lowres preprocesses the dataset again at a coarser spacing: "
                                      "give the dataset folder, not a cache");
    io::PreprocessOptions options;
    options.cancel = preparation.cancel;
    engine::TrainingConfig settings = preparation.settings;
    std::string cacheFolder = preparation.cacheFolder;
    // An imported model's resolution is its own: no low-resolution stage.
    const bool asModel = !givenCache && preprocessAsImportedModel(preparation, options, cacheFolder);
    if (asModel && preparation.resolution == Resolution::Low)
        throw InputError(preparation.settings.initFrom, "configuration",
                         "an imported model is fine-tuned at its own resolution, not as 3d_lowres");
    if (!givenCache)
        settings.dataset = io::ensurePreprocessed(dataset, cacheFolder, options, preparation.progress);
    const std::string fullCache = settings.dataset;
    engine::ResolvedTraining full = engine::resolveTraining(settings, preparation.stepSeconds);
    const bool budgeted = full.budget().count() > 0;
    const std::string fullName = configurationName(full.config(), false);
    // Interactive models: full resolution, where the user's clicks land.
    if (preparation.resolution == Resolution::Full || asModel || full.config().network.dimensions == 2 || settings.interactive ||
        (preparation.resolution == Resolution::Auto && (givenCache || !budgeted)))
        return {std::move(full), fullName, fullCache};

    const CacheIndex index = CacheIndex::load(fullCache);
    const DatasetFingerprint fingerprint =
        DatasetFingerprint::fromJson(readJsonFile(index.fingerprintPath()), index.fingerprintPath());
    const engine::TrainingConfig& planned = full.config();
    const Vec3& spacing = index.plan.targetSpacingXyz;
    const std::optional<Vec3> low =
        engine::lowResolutionSpacing(fingerprint, spacing, planned.patchSize, planned.network.dimensions);
    char line[400];
    const engine::Triple& p = planned.patchSize;
    const engine::Triple& m = full.explanation().medianShapeXyz;
    if (!low) {
        std::snprintf(line, sizeof line,
                      "3d_lowres: not needed, the full-resolution patch %dx%dx%d covers at least a quarter of the median "
                      "case (%dx%dx%d voxels); training at full resolution",
                      p[0], p[1], p[2], m[0], m[1], m[2]);
        say(preparation, line);
        return {std::move(full), fullName, fullCache};
    }
    std::snprintf(line, sizeof line,
                  "3d_lowres: the full-resolution patch %dx%dx%d covers %.0f%% of the median case (%dx%dx%d voxels "
                  "at %.3gx%.3gx%.3g mm)%s; at %.3gx%.3gx%.3g mm it covers a quarter",
                  p[0], p[1], p[2], 100.0 * p[0] * p[1] * p[2] / (double(m[0]) * m[1] * m[2]), m[0], m[1], m[2],
                  spacing[0], spacing[1], spacing[2],
                  budgeted ? (" within the " + std::to_string(full.budget().count() / 60) + "-minute budget").c_str() : "",
                  (*low)[0], (*low)[1], (*low)[2]);
    say(preparation, line);
    options.targetSpacingXyz = *low;
    std::string lowFolder = fullCache;
    while (!lowFolder.empty() && lowFolder.back() == '/')
        lowFolder.pop_back();
    // The same device, precision and budget as the full-resolution plan: the
    // budget "auto" chose is the dataset's, not the coarser grid's.
    engine::TrainingConfig lowSettings = settings;
    lowSettings.dataset = io::ensurePreprocessed(dataset, lowFolder + "-3d_lowres", options, preparation.progress);
    lowSettings.device = planned.device;
    lowSettings.precision = planned.precision;
    lowSettings.maxMinutes = planned.maxMinutes;
    engine::ResolvedTraining lowPlan = engine::resolveTraining(lowSettings, preparation.stepSeconds);
    return {std::move(lowPlan), "3d_lowres", fullCache};
}

}  // namespace segstudio::application
