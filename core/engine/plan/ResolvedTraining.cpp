#include "engine/plan/ResolvedTraining.h"

#include <cmath>

#include "common/Errors.h"

namespace segstudio::engine {

namespace {

// Throws InputError naming `file` and the first field still to be chosen.
void requireResolved(const TrainingConfig& c, const std::string& file)
{
    const auto refuse = [&file](const char* field, const std::string& value) {
        throw InputError(file, field, "is " + value + ": a run's configuration is resolved before it is saved "
                                                      "(engine::resolveTraining); this file was not written by a run");
    };
    if (c.device.empty() || c.device == "auto" || c.device == "cuda")
        refuse("device", "\"" + c.device + "\"");
    if (c.precision == Precision::Auto)
        refuse("precision", "\"auto\"");
    if (c.maxMinutes < 0 || !std::isfinite(c.maxMinutes))
        refuse("max_minutes", "\"auto\"");
    if (c.batchSize <= 0)
        refuse("batch_size", "0 (planned)");
    for (int v : c.patchSize)
        if (v <= 0)
            refuse("patch_size", "not planned");
    if (c.network.strides.empty())
        refuse("network.strides", "not planned");
}

}  // namespace

ResolvedTraining::ResolvedTraining(TrainingConfig config, PlanExplanation explanation)
    : m_config(std::move(config)), m_explanation(std::move(explanation))
{
}

std::chrono::seconds ResolvedTraining::budget() const
{
    return std::chrono::seconds(std::llround(60.0 * m_config.maxMinutes));
}

ResolvedTraining ResolvedTraining::onFold(int fold) const
{
    ResolvedTraining copy = *this;
    copy.m_config.fold = fold;
    return copy;
}

Json ResolvedTraining::toJson() const
{
    Json saved = m_config.toJson();
    saved["plan"] = {{"notes", m_explanation.lines},
                     {"estimated_step_memory_bytes", m_explanation.estimatedMemoryBytes},
                     {"measured_step_seconds", m_explanation.stepSeconds},
                     {"expected_steps", m_explanation.expectedSteps},
                     {"expected_epochs", m_explanation.expectedEpochs}};
    return saved;
}

ResolvedTraining ResolvedTraining::fromSavedRun(const Json& json, const std::string& file)
{
    TrainingConfig config = TrainingConfig::fromJson(json, file);
    requireResolved(config, file);
    return ResolvedTraining(std::move(config), {});
}

}  // namespace segstudio::engine
