#include "engine/config/TrainingForm.h"

#include <algorithm>

#include "common/Errors.h"
#include "engine/config/RecordedStepsRule.h"

namespace segstudio::engine {

TrainingForm::TrainingForm()
{
    DeviceDescription cpu;
    cpu.id = "cpu";
    cpu.name = "CPU";
    m_devices = {cpu};
    // A newcomer's first run fits the device: a budget chosen by the planner
    // on a CPU, the planned epochs on a GPU.
    m_config.maxMinutes = TrainingConfig::kAutoMaxMinutes;
    validate();
}

void TrainingForm::setConfig(const TrainingConfig& config)
{
    m_config = config;
    validate();
}

void TrainingForm::applyPreset(TrainingPreset preset)
{
    TrainingConfig next = preset == TrainingPreset::QuickLook ? quickLookPreset() : fullQualityPreset();
    next.dataset = m_config.dataset;
    next.fold = m_config.fold;
    next.device = m_config.device;
    next.seed = m_config.seed;
    setConfig(next);
}

void TrainingForm::setDataset(const std::string& path)
{
    m_config.dataset = path;
    validate();
}

void TrainingForm::setFold(int fold)
{
    m_config.fold = fold;
    validate();
}

void TrainingForm::setDimensions(int dimensions)
{
    if (dimensions != m_config.network.dimensions) {
        // A topology planned for the other dimensionality no longer fits.
        m_config.network.strides.clear();
        m_config.network.kernelSizes.clear();
        m_config.patchSize = {0, 0, 0};
    }
    m_config.network.dimensions = dimensions;
    validate();
}

void TrainingForm::setStages(int stages)
{
    if (stages <= 0) {
        m_config.network.strides.clear();
        m_config.network.kernelSizes.clear();
    } else {
        // Isotropic pooling by 2 after the first stage; the planner's own
        // topology is kept when the count already matches.
        if (stages != m_config.network.stages()) {
            const int z = m_config.network.dimensions == 2 ? 1 : 2;
            m_config.network.strides.assign(static_cast<std::size_t>(stages), Triple{2, 2, z});
            m_config.network.strides.front() = {1, 1, 1};
            m_config.network.kernelSizes.assign(static_cast<std::size_t>(stages),
                                                Triple{3, 3, m_config.network.dimensions == 2 ? 1 : 3});
        }
    }
    validate();
}

void TrainingForm::setBaseFeatures(int features)
{
    m_config.network.baseFeatures = features;
    validate();
}

void TrainingForm::setPatchSize(const Triple& patchXyz)
{
    m_config.patchSize = patchXyz;
    validate();
}

void TrainingForm::setBatchSize(int batch)
{
    m_config.batchSize = batch;
    validate();
}

void TrainingForm::setEpochs(int epochs)
{
    m_config.epochs = epochs;
    validate();
}

void TrainingForm::setMaxMinutes(double minutes)
{
    m_config.maxMinutes = minutes;
    validate();
}

void TrainingForm::setOptimizer(OptimizerKind kind)
{
    m_config.optimizer.kind = kind;
    m_config.optimizer.learningRate = 0;  // planned for the new optimizer
    m_config.optimizer.weightDecay = -1;
    m_config.optimizer.warmupEpochs = -1;
    validate();
}

void TrainingForm::setLearningRate(double lr)
{
    m_config.optimizer.learningRate = lr;
    validate();
}

void TrainingForm::setPrecision(Precision precision)
{
    m_config.precision = precision;
    validate();
}

void TrainingForm::setChannelsLast(bool on)
{
    m_config.channelsLast = on;
    validate();
}

void TrainingForm::setCudaGraphs(bool on)
{
    m_config.cudaGraphs = on;
    validate();
}

void TrainingForm::setInteractive(bool on)
{
    m_config.interactive = on;
    validate();
}

void TrainingForm::setAugmentation(const AugmentationConfig& augmentation)
{
    m_config.augmentation = augmentation;
    m_config.augmentation.planned = false;  // the user's switches: the planner keeps them
    validate();
}

void TrainingForm::setPlanner(PlannerPreset planner)
{
    m_config.planner = planner;
    m_config.patchSize = {0, 0, 0};
    m_config.batchSize = 0;
    m_config.network.kernelSizes.clear();
    m_config.network.strides.clear();
    m_config.network.baseFeatures = 0;
    validate();
}

void TrainingForm::setGpuMemoryTarget(double gigabytes)
{
    m_config.gpuMemoryTargetGB = gigabytes;
    validate();
}

void TrainingForm::setValidationInterval(int epochs)
{
    m_config.validation.intervalEpochs = epochs;
    validate();
}

void TrainingForm::setDevice(const std::string& deviceId)
{
    m_config.device = deviceId;
    validate();
}

void TrainingForm::setDevices(std::vector<DeviceDescription> devices)
{
    const auto gpus = std::count_if(devices.begin(), devices.end(), [](const DeviceDescription& d) { return d.cuda; });
    if (gpus >= 2) {
        const auto first = std::find_if(devices.begin(), devices.end(), [](const DeviceDescription& d) { return d.cuda; });
        DeviceDescription all = *first;
        all.id = kAllGpusDevice;
        all.name = "all " + std::to_string(gpus) + " GPUs (data-parallel, " + first->name + ")";
        devices.push_back(all);
    }
    m_devices = std::move(devices);
    validate();
}

std::string TrainingForm::problemFor(const std::string& field) const
{
    const auto it = m_problems.find(field);
    return it == m_problems.end() ? std::string() : it->second;
}

void TrainingForm::validate()
{
    m_problems.clear();
    for (const Problem& p : m_config.validate(""))
        m_problems.emplace(p.field, p.reason);
    if (m_config.dataset.empty())
        m_problems.emplace("dataset", "choose a dataset folder or a preprocessed cache");
    const auto device = std::find_if(m_devices.begin(), m_devices.end(), [&](const DeviceDescription& d) {
        return d.id == m_config.device || (m_config.device == "cuda" && d.id == "cuda:0");
    });
    if (m_config.device != "auto" && device == m_devices.end())
        m_problems.emplace("device", "'" + m_config.device + "' is not available on this machine");
    const bool onCpu = m_config.device == "cpu" ||
                       (m_config.device == "auto" && std::none_of(m_devices.begin(), m_devices.end(),
                                                                  [](const DeviceDescription& d) { return d.cuda; }));
    if (onCpu && m_config.precision == Precision::Float16)
        m_problems.emplace("precision", "fp16 with loss scaling needs a CUDA device; use fp32 or bf16 on the CPU");
    // The rule a run enforces when it starts (checkRecordedStepsPossible), shown before.
    const int gpus = static_cast<int>(
        std::count_if(m_devices.begin(), m_devices.end(), [](const DeviceDescription& d) { return d.cuda; }));
    const int processes = m_config.device == kAllGpusDevice ? gpus : 1;
    if (const auto why = whyCudaGraphsCannotRecord(m_config, !onCpu, onCpu ? "cpu" : m_config.device, processes))
        m_problems.emplace("cuda_graphs", *why + "; turn CUDA graphs off");
}

void TrainingForm::save(const std::string& path) const { writeJsonFile(path, m_config.toJson()); }

void TrainingForm::load(const std::string& path)
{
    setConfig(TrainingConfig::fromJson(readJsonFile(path), path));
}

}  // namespace segstudio::engine
