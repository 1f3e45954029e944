#pragma once
// Use case "prepare a run": what turns a user's training settings into a
// plan. A dataset folder is preprocessed into its cache (up-to-date cases
// reused); the settings are resolved on it (engine::resolveTraining: device,
// precision, patch, batch, network, the time budget "auto" chooses); and
// nnU-Net's configuration is chosen by resolution. Fine-tuning an imported
// nnU-Net model (settings.initFrom) preprocesses the dataset as that model
// does, into a cache of its own, at the model's resolution. The workbench's Plan and
// Train, and the CLI's plan, train, profile and autotune all call it;
// nothing else turns settings into a plan.
#include <atomic>
#include <functional>
#include <string>

#include "common/Progress.h"
#include "engine/config/TrainingConfig.h"
#include "engine/plan/ResolvedTraining.h"

namespace segstudio::application {

// nnU-Net's configurations by resolution: the full-resolution cache, or the
// low-resolution one. Auto: low resolution when the run has a time budget
// (set, or chosen by "auto" on a CPU) and the full-resolution patch covers
// less than a quarter of the median case (engine::lowResolutionSpacing), so
// the budget buys steps that see whole organs rather than a window of a few
// percent; full resolution otherwise, and always for a cache (the source
// scans are needed to preprocess again).
enum class Resolution { Auto, Full, Low };

struct RunPreparation {
    engine::TrainingConfig settings;    // settings.dataset: a dataset folder or a cache
    std::string cacheFolder;            // where a dataset folder is preprocessed; "" = the default
    Resolution resolution = Resolution::Auto;
    const std::atomic<bool>* cancel = nullptr;        // set: preprocessing stops with Cancelled
    ProgressCallback progress;                        // preprocessing (either resolution)
    std::function<void(const std::string&)> message;  // the choice of resolution, in a sentence
    engine::StepCostModel stepSeconds;                // how steps are timed; empty = measured on the device
};

struct PreparedRun {
    engine::ResolvedTraining plan;  // plan.config().dataset: the cache the run trains on
    std::string configuration;      // "2d", "3d_fullres", "3d_lowres" or "interactive"
    std::string fullResolutionCache;
};

// Throws InputError / ValidationError for bad settings or data, Cancelled
// when `cancel` was set, InputError for Resolution::Low on a cache.
PreparedRun prepareRun(const RunPreparation& preparation);

// "auto", "3d_fullres", "3d_lowres", "2d" or "interactive" (the CLI's
// --configuration) as a resolution; "2d" also sets the network's dimensions
// in `settings`, "interactive" its `interactive` (at full resolution; the
// planner chooses 2D or 3D as for "auto").
Resolution resolutionFromConfigurationName(const std::string& name, engine::TrainingConfig& settings);

}  // namespace segstudio::application
