#pragma once
// A training run with nothing left to choose. TrainingConfig holds what the
// user asked (the settings: zeros are planned, "auto" is chosen); a
// ResolvedTraining holds what the planner made of it: every planned field
// filled, a concrete device ("cpu", "cuda:0"), a precision that is not
// Auto and a budget in seconds. Only resolveTraining makes one from
// settings, and a run folder's saved config.json is read back as one
// (fromSavedRun); the Trainer, the profiler and autotune take only this
// type, so "auto" is resolved once. No LibTorch here.
#include <chrono>
#include <string>

#include "engine/config/TrainingConfig.h"
#include "engine/plan/Planner.h"

namespace segstudio::engine {

class ResolvedTraining;

// The one place a training run's "auto" is resolved: validates the
// settings, resolves the device and the precision (auto: bf16 where the
// device computes it natively, fp16 with loss scaling on other GPUs, fp32;
// on a CPU bf16 only when a few steps' losses stay within the precision
// guard of fp32's, Autotune.h), adopts a fine-tuned model's network
// (FineTuning.h), and plans the rest (planTraining: patch, batch, network,
// schedule, the time budget "auto" chooses). `settings.dataset`: a cache.
// `stepSeconds`: how a candidate's step is timed; empty = measured on the
// device (StepTiming.h). Throws InputError / ValidationError.
ResolvedTraining resolveTraining(const TrainingConfig& settings, const StepCostModel& stepSeconds = {});

class ResolvedTraining {
public:
    // The plan: every field concrete (see above).
    const TrainingConfig& config() const { return m_config; }
    // The wall-clock budget; zero: none (the planned epochs train).
    std::chrono::seconds budget() const;
    // Why each value was chosen (empty for a saved run).
    const PlanExplanation& explanation() const { return m_explanation; }
    // The same plan on fold `fold` of its cache.
    ResolvedTraining onFold(int fold) const;
    // A run folder's config.json: the config, and "plan" with the explanation.
    Json toJson() const;
    // A run's saved config.json. Throws InputError naming `file` and the
    // field when a value is still to be chosen ("auto", a zero patch size).
    static ResolvedTraining fromSavedRun(const Json& json, const std::string& file);

private:
    friend ResolvedTraining resolveTraining(const TrainingConfig&, const StepCostModel&);
    ResolvedTraining(TrainingConfig config, PlanExplanation explanation);

    TrainingConfig m_config;
    PlanExplanation m_explanation;
};

}  // namespace segstudio::engine
