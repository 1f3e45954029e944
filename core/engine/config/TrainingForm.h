#pragma once
// The training panel's model, without Qt or LibTorch: the configuration the
// user is editing, per-field problems for inline validation, presets, the
// devices to choose from, and JSON save/load. The Qt panel only mirrors it
// (widgets refresh from the model, never the reverse), so tests drive it
// directly.
#include <map>
#include <string>
#include <vector>

#include "engine/config/TrainingConfig.h"
#include "engine/plan/Planner.h"

namespace segstudio::engine {

enum class TrainingPreset { QuickLook, FullQuality };

class TrainingForm {
public:
    TrainingForm();

    const TrainingConfig& config() const { return m_config; }
    // Replaces the whole configuration (e.g. from a planned run).
    void setConfig(const TrainingConfig& config);
    void applyPreset(TrainingPreset preset);

    // Field setters; each re-validates. Keys are the JSON paths used in
    // config.json ("batch_size", "optimizer.learning_rate", ...).
    void setDataset(const std::string& path);
    void setFold(int fold);
    void setDimensions(int dimensions);
    void setStages(int stages);                 // 0 = planned
    void setBaseFeatures(int features);         // 0 = planned
    void setPatchSize(const Triple& patchXyz);  // zeros = planned
    void setBatchSize(int batch);               // 0 = planned
    void setEpochs(int epochs);                 // 0 = planned / until the time budget
    void setMaxMinutes(double minutes);         // 0 = none, TrainingConfig::kAutoMaxMinutes = auto (the default)
    void setOptimizer(OptimizerKind kind);
    void setLearningRate(double lr);            // 0 = planned
    void setPrecision(Precision precision);
    void setChannelsLast(bool on);
    void setCudaGraphs(bool on);
    void setInteractive(bool on);  // a promptable model for AI assist (TrainingConfig::interactive)
    void setAugmentation(const AugmentationConfig& augmentation);  // the user's choice: the planner keeps it
    void setValidationInterval(int epochs);     // 0 = automatic
    void setDevice(const std::string& deviceId);
    // The planner and the GPU memory it plans for (TrainingConfig::planner,
    // gpuMemoryTargetGB; 0 GB = the preset's own). Patch, network and batch
    // go back to planned, so the preset decides them.
    void setPlanner(PlannerPreset planner);
    void setGpuMemoryTarget(double gigabytes);

    // Problems by field (empty when the configuration can be started).
    const std::map<std::string, std::string>& problems() const { return m_problems; }
    std::string problemFor(const std::string& field) const;
    bool canStart() const { return m_problems.empty(); }

    const std::vector<DeviceDescription>& devices() const { return m_devices; }
    // With two or more CUDA devices a last choice is added: kAllGpusDevice,
    // data-parallel training on every GPU (application/training/DataParallelTraining.h).
    void setDevices(std::vector<DeviceDescription> devices);
    static constexpr const char* kAllGpusDevice = "cuda:all";

    // JSON files with the same keys as a run's config.json. load() throws
    // ValidationError / InputError listing every problem of the file.
    void save(const std::string& path) const;
    void load(const std::string& path);

private:
    void validate();

    TrainingConfig m_config;
    std::vector<DeviceDescription> m_devices;
    std::map<std::string, std::string> m_problems;
};

}  // namespace segstudio::engine
