#include "engine/train/TrainerSession.h"

#include "engine/device/TorchDevice.h"
#include "engine/nn/TensorLayout.h"

namespace segstudio::engine {
namespace fs = std::filesystem;

// ------------------------------------------------------------- set-up ----


void Trainer::planOrLoadConfig()
{
    if (!m_root) {  // rank 0 has written it (setUp's barrier)
        m_config = ResolvedTraining::fromSavedRun(readJsonFile(m_paths.config()), m_paths.config()).config();
        return;
    }
    m_lock = std::make_unique<RunFolderLock>(m_paths.folder);  // run() created the folder
    // A run killed mid-write left half-written temporaries: gone before it goes on.
    for (const std::string& folder : {m_paths.folder, m_paths.model(), m_paths.validationPredictions()})
        removeStaleTemporaryFiles(folder);
    if (m_request.resume) {
        if (!fs::exists(m_paths.lastCheckpoint()))
            throw InputError(m_paths.folder, "checkpoint_last.pt", "no checkpoint to resume from");
        const Json saved = readJsonFile(m_paths.config());
        m_config = ResolvedTraining::fromSavedRun(saved, m_paths.config()).config();
        if (saved.contains("cache_digest") && saved.at("cache_digest").is_string())
            m_startedOnCache = saved.at("cache_digest").get<std::string>();
    } else {
        if (fs::exists(m_paths.lastCheckpoint()))
            throw InputError(m_paths.folder, "", "already holds a run; resume it, or choose a new folder");
        // Saved resolved, so a resume runs on what this run started with.
        const ResolvedTraining plan = m_request.plan ? *m_request.plan : resolveTraining(m_request.config);
        m_config = plan.config();
        Json saved = plan.toJson();
        saved["cache_digest"] = CacheIndex::load(m_config.dataset).contentDigest();
        writeJsonFile(m_paths.config(), saved);
        for (const std::string& line : plan.explanation().lines)
            message("plan: " + line);
    }
    if (m_request.distributed.distributed())
        message("plan: global batch " + std::to_string(m_config.batchSize * m_request.distributed.worldSize) + " = " +
                std::to_string(m_config.batchSize) + " per process x " +
                std::to_string(m_request.distributed.worldSize) + " processes");
}

void Trainer::setUp()
{
    const DistributedEnvironment& dist = m_request.distributed;
    if (dist.distributed()) {
        // The ranks join before rank 0 plans, on the device the request names
        // (a resume: the one the run was planned for); each rank's own GPU.
        const std::string device = m_request.resume && fs::exists(m_paths.config())
                                       ? TrainingConfig::fromJson(readJsonFile(m_paths.config()), m_paths.config()).device
                                       : (m_request.plan ? m_request.plan->config().device : m_request.config.device);
        m_device = deviceOfRank(resolveDevice(device), dist);
        m_group = std::make_unique<DistributedGroup>(dist, m_device, distributedTimeout());
        message("joined the distributed run as " + dist.describe() + " on " + m_device.str());
        if (m_root)
            planOrLoadConfig();
        m_group->barrier();
        if (!m_root)
            planOrLoadConfig();
        configureCpuThreads(threadsOfRank(m_request.config.threads, dist));
    } else {
        planOrLoadConfig();
        configureCpuThreads(m_config.threads);
        m_device = resolveDevice(m_config.device);
    }
    m_precision = m_config.precision;  // resolved (ResolvedTraining)
    checkRecordedStepsPossible(m_config, m_device, dist.worldSize, m_paths.config());
    setTF32(m_precision == Precision::TF32);
    setCudnnBenchmark(m_config.cudnnBenchmark);
    m_index = CacheIndex::load(m_config.dataset);
    if (m_request.resume && !m_startedOnCache.empty() && m_startedOnCache != m_index->contentDigest())
        throw InputError(m_paths.config(), "cache_digest",
                         "the cache " + m_config.dataset +
                             " was prepared again since this run started (cases or their preparation changed, e.g. "
                             "after accepted corrections): resuming would go on training on other data. Start a new "
                             "run, or fine-tune from this one (train --init-from " + m_paths.folder + ")");
    chooseFold();
    buildModel();
    m_state.plannedEpochs = m_config.epochs > 0 ? m_config.epochs : 1000;
    if (m_request.resume) {
        loadCheckpoint(m_paths.lastCheckpoint());
        message("resumed at epoch " + std::to_string(m_state.completedEpochs) + ", step " +
                std::to_string(m_state.completedSteps));
    }
    double budgetSeconds = 60.0 * (m_request.resume && m_request.resumeMaxMinutes > 0
                                       ? m_request.resumeMaxMinutes
                                       : (m_request.resume ? 0.0 : m_config.maxMinutes));
    if (m_request.resume && m_request.resumeMaxMinutes <= 0 && m_config.maxMinutes > 0)
        budgetSeconds = std::max(0.0, 60.0 * m_config.maxMinutes - m_state.trainedSeconds);
    m_budget = TimeBudget(budgetSeconds, m_config.epochs, m_config.validation.intervalEpochs);
    m_sessionStartTrainedSeconds = m_state.trainedSeconds;
    // A resume with no epoch left validates the last epoch again (run()): its record goes too.
    const int lastValidated = m_state.completedEpochs - (m_state.completedEpochs >= m_state.plannedEpochs ? 1 : 0);
    if (m_root)
        m_metrics = std::make_unique<MetricsWriter>(m_paths.metrics(), m_request.resume ? m_state.completedSteps : -1,
                                                    m_request.resume ? m_state.completedEpochs : -1, lastValidated);
    if (m_group) {
        // Rank 0's weights (and its resumed optimizer state is everyone's:
        // the checkpoint) start every rank; gradients are averaged per step.
        broadcastModuleFromRoot(*m_group, *m_network);
        m_averager = std::make_unique<GradientAverager>(*m_group, m_network->parameters(), m_request.gradientSchedule);
    }
    startLoader();
}

void Trainer::chooseFold()
{
    const CacheIndex& index = *m_index;
    std::vector<Fold> splits;
    if ((m_request.resume || !m_root) && fs::exists(m_paths.splits()))
        splits = loadSplits(m_paths.splits());
    else if (fs::exists(index.splitsPath()))
        splits = loadSplits(index.splitsPath());
    else {
        std::vector<std::string> ids;
        for (const CacheIndexCase& c : index.cases)
            ids.push_back(c.id);
        splits = makeKFoldSplits(ids, std::min<int>(5, static_cast<int>(ids.size())), m_config.seed);
    }
    if (m_config.fold >= static_cast<int>(splits.size()))
        throw InputError(m_paths.config(), "fold",
                         "is " + std::to_string(m_config.fold) + ", but the split has " + std::to_string(splits.size()) +
                             " folds (0 to " + std::to_string(splits.size() - 1) + ")");
    const Fold& fold = splits[static_cast<std::size_t>(m_config.fold)];
    if (fold.train.empty() || fold.val.empty())
        throw InputError(index.splitsPath(), "fold",
                         "fold " + std::to_string(m_config.fold) + " has " + std::to_string(fold.train.size()) +
                             " training and " + std::to_string(fold.val.size()) +
                             " validation cases; too few cases for the folds (need at least one of each)");
    if (!m_request.resume && m_root)
        saveSplits(m_paths.splits(), splits);
    std::vector<std::string> ids = fold.train;
    ids.insert(ids.end(), fold.val.begin(), fold.val.end());
    m_store = std::make_shared<CaseStore>(index, ids);
    for (std::size_t i = 0; i < fold.train.size(); ++i)
        m_trainCases.push_back(i);
    m_validationIds = fold.val;
    if (m_config.validation.maxCases > 0 && static_cast<int>(m_validationIds.size()) > m_config.validation.maxCases)
        m_validationIds.resize(static_cast<std::size_t>(m_config.validation.maxCases));
    if (m_store->classes() > 255)
        throw InputError(index.folder, "labels", "more than 255 classes are not supported");
    checkPatchFitsImages();
}

void Trainer::checkPatchFitsImages() const
{
    // A patch may exceed the largest image only by the rounding up to a
    // multiple of the network's total stride (the planner does that).
    const Size3 largest = m_store->maxSizeXyz();
    const Triple step = m_config.network.totalStride();
    const int axes = m_config.network.dimensions == 2 ? 2 : 3;
    for (int a = 0; a < axes; ++a)
        if (m_config.patchSize[a] > (largest[a] + step[a] - 1) / step[a] * step[a])
            throw InputError(m_paths.config(), "patch_size_xyz",
                             "the patch (" + std::to_string(m_config.patchSize[0]) + "x" + std::to_string(m_config.patchSize[1]) +
                                 "x" + std::to_string(m_config.patchSize[2]) + ") is larger than every image along " +
                                 "xyz"[a] + " (largest " + formatSize(largest) +
                                 " voxels after preprocessing); the network would mostly see padding. "
                                 "Use a smaller patch or leave it 0 to plan it");
}

void Trainer::buildModel()
{
    torch::manual_seed(m_config.seed);  // reproducible initial weights
    m_network = UNet(m_config.network, networkInputChannels(m_config, m_store->channels()),
                     networkOutputs(m_config, m_store->outputs()));
    if (!m_request.resume && !m_config.initFrom.empty()) {  // fine-tuning; a resume loads its checkpoint instead
        const ModelInfo model = readModelInfo(m_config.initFrom);
        loadFineTuningWeights(m_network, model, /*newHead=*/!modelHeadFitsCache(model, *m_index));
    }
    m_network->to(m_device);
    if (m_config.channelsLast)
        convertToChannelsLast(*m_network);
    m_network->train();
    m_optimizer = makeOptimizer(m_config.optimizer, m_network->parameters());
    m_scaler = std::make_unique<DynamicLossScaler>(m_precision == Precision::Float16);
    for (int a = 0; a < (m_config.network.dimensions == 2 ? 2 : 3); ++a)
        m_patchVoxels *= m_config.patchSize[a];
    message("network: " + std::to_string(parameterCount(*m_network)) + " parameters on " + m_device.str() + ", " +
            precisionName(m_precision));
}

void Trainer::startLoader()
{
    SamplerSettings s = trainingSamplerSettings(m_config, m_index->plan.targetSpacingXyz, m_device.is_cuda());
    s.globalBatchSize = s.batchSize * m_request.distributed.worldSize;  // this rank's slots of the global batch
    s.firstSlot = s.batchSize * m_request.distributed.rank;
    m_augmenter = std::make_unique<Augmenter>(s.dimensions, s.patchXyz, s.regionXyz);
    m_step = std::make_unique<TrainingStep>(m_network, *m_optimizer, *m_scaler, *m_augmenter, m_device, m_precision,
                                            m_config, labelEncoding(m_index->plan, m_device));
    m_step->distribute(m_averager.get(), m_group.get());
    if (m_config.interactive) {
        const Vec3& spacing = m_index->plan.targetSpacingXyz;
        const PreprocessingPlan& plan = m_index->plan;
        m_step->simulatePrompts(s.dimensions, {spacing[0], spacing[1], spacing[2]},
                                plan.ignoreLabelValue ? plan.ignoreClass() : -1);
    }
    if (m_config.cudaGraphs)
        m_step->useRecordedSteps(/*record=*/true);
    const int64_t firstBatch = m_state.completedSteps * m_config.optimizer.gradientAccumulation;
    m_loader = std::make_unique<BatchLoader>(m_store, m_trainCases, s, m_config.loaderThreads, m_config.prefetchBatches,
                                             firstBatch);
}

}  // namespace segstudio::engine
