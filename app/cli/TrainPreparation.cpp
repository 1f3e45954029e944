// The settings train, plan, profile and autotune read from their options,
// and the run they prepare (TrainOptions.h).
#include <atomic>
#include <cstdio>
#include <memory>
#include <mutex>

#include "Interrupts.h"
#include "Terminal.h"
#include "TrainOptions.h"
#include "common/formats/CacheIndex.h"
#include "common/Errors.h"
#ifdef SEGSTUDIO_HAS_IO
#include "application/training/PrepareRun.h"
#endif

namespace segstudio::cli {

using engine::TrainingConfig;

namespace {

#ifdef SEGSTUDIO_HAS_IO
// Prints a preparation's sentence: a line, or a JSON "message" event.
void printMessage(const std::string& text, bool json)
{
    if (json)
        printJsonLine({{"event", "message"}, {"text", text}});
    else
        std::printf("%s\n", text.c_str());
}

// A progress bar over each preprocessing pass's "write" stage: the
// full-resolution cache, then the low-resolution one when it is chosen.
class PreprocessingBars {
public:
    explicit PreprocessingBars(bool json) : m_json(json) {}
    ~PreprocessingBars() { finish(); }

    void update(const ProgressEvent& e)
    {
        if (e.stage != "write")
            return;
        const std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_bar || e.total != m_total || e.done < m_done) {
            if (m_bar)
                m_bar->finish();
            m_bar = std::make_unique<ProgressBar>(m_passes++ == 0 ? "preprocess" : "preprocess 3d_lowres", e.total, m_json);
            m_total = e.total;
        }
        m_done = e.done;
        m_bar->update(e.done, e.item);
    }

    void finish()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        if (m_bar)
            m_bar->finish();
        m_bar.reset();
    }

private:
    bool m_json;
    std::mutex m_mutex;
    std::unique_ptr<ProgressBar> m_bar;
    int m_total = 0, m_done = 0, m_passes = 0;
};
#endif

}  // namespace

TrainingConfig settingsFrom(const TrainOptions& o)
{
    TrainingConfig config;
    if (!o.configFile.empty())
        config = TrainingConfig::fromJson(readJsonFile(o.configFile), o.configFile);
    config.dataset = o.dataset;
    if (o.fold >= 0)
        config.fold = o.fold;
    if (!o.initFrom.empty())
        config.initFrom = o.initFrom;
    if (o.epochs >= 0)
        config.epochs = o.epochs;
    if (o.maxMinutes == "auto")
        config.maxMinutes = TrainingConfig::kAutoMaxMinutes;
    else if (!o.maxMinutes.empty())
        config.maxMinutes = std::stod(o.maxMinutes);  // checked by the option's validator
    if (o.batchSize >= 0)
        config.batchSize = o.batchSize;
    if (o.patch.size() == 3)
        config.patchSize = {o.patch[0], o.patch[1], o.patch[2]};
    if (o.seed >= 0)
        config.seed = static_cast<uint64_t>(o.seed);
    if (o.threads >= 0)
        config.threads = o.threads;
    if (!o.device.empty())
        config.device = o.device;
    if (!o.precision.empty()) {
        Json json = config.toJson();
        json["precision"] = o.precision;
        config = TrainingConfig::fromJson(json, "--precision");
    }
    if (!o.planner.empty())
        config.planner = *engine::plannerPresetFromName(o.planner);  // checked by the option's validator
    if (o.gpuMemoryTargetGB >= 0)
        config.gpuMemoryTargetGB = o.gpuMemoryTargetGB;
    const std::vector<Problem> problems = config.validate("command line");
    if (!problems.empty())
        throw ValidationError("invalid options:", problems);
    if (o.configuration == "2d")
        config.network.dimensions = 2;
    if (o.configuration == "interactive")
        config.interactive = true;
    return config;
}

PreparedTraining prepareTraining(const TrainOptions& o, bool json)
{
#ifdef SEGSTUDIO_HAS_IO
    application::RunPreparation preparation;
    preparation.settings = settingsFrom(o);
    preparation.cacheFolder = o.cache;
    preparation.resolution = application::resolutionFromConfigurationName(o.configuration, preparation.settings);
    std::atomic<bool> cancel{false};
    const InterruptTarget target(cancel);
    preparation.cancel = &cancel;
    PreprocessingBars bars(json);
    preparation.progress = [&bars](const ProgressEvent& e) { bars.update(e); };
    preparation.message = [&bars, json](const std::string& text) {
        bars.finish();
        printMessage(text, json);
    };
    application::PreparedRun prepared = application::prepareRun(preparation);
    bars.finish();
    if (!json && prepared.plan.config().dataset != o.dataset)
        std::printf("cache: %s\n", prepared.plan.config().dataset.c_str());
    return {std::move(prepared.plan), prepared.configuration};
#else
    if (!CacheIndex::isCacheFolder(o.dataset))
        throw InputError(o.dataset, "", "this engine-only build trains from preprocessed caches (cache.json); "
                                        "preprocess the dataset with a full build first");
    if (o.configuration == "3d_lowres")
        throw InputError(o.dataset, "", "3d_lowres needs a full build (it preprocesses the dataset)");
    (void)json;
    engine::ResolvedTraining plan = engine::resolveTraining(settingsFrom(o));
    const std::string configuration =
        plan.config().interactive ? "interactive" : plan.config().network.dimensions == 2 ? "2d" : "3d_fullres";
    return {std::move(plan), configuration};
#endif
}

}  // namespace segstudio::cli
