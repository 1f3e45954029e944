#include "engine/train/Trainer.h"

#include <chrono>
#include <cmath>
#include <filesystem>
#include <limits>
#include <thread>

#include "common/AtomicFile.h"
#include "common/Errors.h"
#include "common/KFoldSplit.h"
#include "engine/TorchSupport.h"
#include "engine/data/Augmenter.h"
#include "engine/data/BatchLoader.h"
#include "engine/data/CaseStore.h"
#include "engine/device/CudaSupport.h"
#include "engine/device/ProcessStats.h"
#include "engine/infer/PackagedNetwork.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"
#include "engine/train/Loss.h"
#include "engine/train/Optimizer.h"
#include "engine/train/RunFolder.h"
#include "engine/train/RunState.h"
#include "engine/train/TimeBudget.h"
#include "engine/train/TrainingStep.h"
#include "engine/train/Validation.h"

namespace segstudio::engine {
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kProfileEveryNthStep = 10;     // GPU: synchronise to split the step time
constexpr int kMaxConsecutiveSkippedSteps = 50;

double millisecondsBetween(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

struct NonFiniteLoss : std::runtime_error {
    using std::runtime_error::runtime_error;
};

TrainingResult failed(FailureKind kind, const std::string& message)
{
    TrainingResult result;
    result.outcome = RunOutcome::Failed;
    result.failure = kind;
    result.message = message;
    return result;
}

bool isOutOfMemory(const std::string& what)
{
    return what.find("out of memory") != std::string::npos || what.find("can't allocate memory") != std::string::npos;
}

class Trainer {
public:
    Trainer(const TrainingRequest& request, TrainingObserver* observer, TrainingControl* control)
        : m_request(request), m_observer(observer), m_control(control ? control : &m_ownControl)
    {
        m_paths.folder = request.runFolder;
    }

    TrainingResult run();

private:
    void setUp();
    void chooseFold();
    void buildModel();
    void startLoader();
    void checkPatchFitsImages() const;
    bool trainEpoch(int epoch);
    double trainStep(int epoch, int stepInEpoch);
    // keepPredictions: write each case's prediction to RunPaths::validationPredictions().
    ValidationStats validate(int epoch, bool keepPredictions = false);
    void saveCheckpoint(const std::string& path);  // with the training time so far
    void loadCheckpoint(const std::string& path);
    void exportModel();
    double elapsedSeconds() const { return std::chrono::duration<double>(Clock::now() - m_sessionStart).count(); }
    MemoryStats sampleMemory(bool withUtilization)
    {
        return sampleMemoryStats(m_process, m_device.is_cuda() ? m_device.index() : -1, withUtilization);
    }
    void setStatus(const std::string& state, const std::string& message = {});
    void message(const std::string& text)
    {
        if (m_observer)
            m_observer->onMessage(text);
    }
    bool waitWhilePaused();

    TrainingRequest m_request;
    TrainingObserver* m_observer;
    TrainingControl m_ownControl;
    TrainingControl* m_control;
    RunPaths m_paths;
    TrainingConfig m_config;
    Precision m_precision = Precision::Float32;
    torch::Device m_device{torch::kCPU};
    std::optional<CacheIndex> m_index;
    std::shared_ptr<CaseStore> m_store;
    std::vector<std::size_t> m_trainCases;
    std::vector<std::string> m_validationIds;
    UNet m_network{nullptr};
    std::unique_ptr<Optimizer> m_optimizer;
    std::unique_ptr<DynamicLossScaler> m_scaler;
    std::unique_ptr<Augmenter> m_augmenter;
    std::unique_ptr<TrainingStep> m_step;
    std::unique_ptr<BatchLoader> m_loader;
    std::unique_ptr<MetricsWriter> m_metrics;
    std::unique_ptr<RunFolderLock> m_lock;
    RunState m_state;
    ProcessStatsSampler m_process;
    Clock::time_point m_sessionStart = Clock::now();
    TimeBudget m_budget{0, 0, 0};
    double m_sessionStartTrainedSeconds = 0;
    int m_consecutiveSkips = 0;
    StepStats m_lastProfile;
    int64_t m_patchVoxels = 1;
};

// ------------------------------------------------------------- set-up ----

void Trainer::setUp()
{
    m_lock = std::make_unique<RunFolderLock>(m_paths.folder);  // run() created the folder
    // A run killed mid-write left half-written temporaries: gone before it goes on.
    for (const std::string& folder : {m_paths.folder, m_paths.model(), m_paths.validationPredictions()})
        removeStaleTemporaryFiles(folder);
    if (m_request.resume) {
        if (!fs::exists(m_paths.lastCheckpoint()))
            throw InputError(m_paths.folder, "checkpoint_last.pt", "no checkpoint to resume from");
        m_config = TrainingConfig::fromJson(readJsonFile(m_paths.config()), m_paths.config());
    } else {
        if (fs::exists(m_paths.lastCheckpoint()))
            throw InputError(m_paths.folder, "", "already holds a run; resume it, or choose a new folder");
        PlanExplanation explanation;
        m_config = planRun(m_request.config, &explanation);
        // Saved resolved, so a resume runs on what this run started with.
        const torch::Device device = resolveDevice(m_config.device);
        m_config.precision = resolvePrecision(m_config.precision, device);
        m_config.device = device.str();
        Json saved = m_config.toJson();
        saved["plan"] = {{"notes", explanation.lines},
                         {"estimated_step_memory_bytes", explanation.estimatedMemoryBytes},
                         {"measured_step_seconds", explanation.stepSeconds},
                         {"expected_steps", explanation.expectedSteps},
                         {"expected_epochs", explanation.expectedEpochs}};
        writeJsonFile(m_paths.config(), saved);
        for (const std::string& line : explanation.lines)
            message("plan: " + line);
    }
    configureCpuThreads(m_config.threads);
    m_device = resolveDevice(m_config.device);
    m_precision = resolvePrecision(m_config.precision, m_device);
    setTF32(m_precision == Precision::TF32);
    setCudnnBenchmark(m_config.cudnnBenchmark);
    m_index = CacheIndex::load(m_config.dataset);
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
    m_metrics = std::make_unique<MetricsWriter>(m_paths.metrics(), m_request.resume ? m_state.completedSteps : -1,
                                                m_request.resume ? m_state.completedEpochs : -1, lastValidated);
    startLoader();
}

void Trainer::chooseFold()
{
    const CacheIndex& index = *m_index;
    std::vector<Fold> splits;
    if (m_request.resume && fs::exists(m_paths.splits()))
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
    if (!m_request.resume)
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
    m_network = UNet(m_config.network, m_store->channels(), m_store->outputs());
    if (!m_request.resume && !m_config.initFrom.empty())  // fine-tuning; a resume loads its checkpoint instead
        loadPackagedWeights(m_network, readModelInfo(m_config.initFrom));
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
    const SamplerSettings s = trainingSamplerSettings(m_config, m_index->plan.targetSpacingXyz, m_device.is_cuda());
    m_augmenter = std::make_unique<Augmenter>(s.dimensions, s.patchXyz, s.regionXyz);
    m_step = std::make_unique<TrainingStep>(m_network, *m_optimizer, *m_scaler, *m_augmenter, m_device, m_precision,
                                            m_config, regionMembership(m_index->plan, m_device));
    const int64_t firstBatch = m_state.completedSteps * m_config.optimizer.gradientAccumulation;
    m_loader = std::make_unique<BatchLoader>(m_store, m_trainCases, s, m_config.loaderThreads, m_config.prefetchBatches,
                                             firstBatch);
}

// --------------------------------------------------------- checkpoint ----

void Trainer::saveCheckpoint(const std::string& path)
{
    m_state.trainedSeconds = m_sessionStartTrainedSeconds + elapsedSeconds();
    {
        torch::NoGradGuard noGrad;
        for (const torch::Tensor& p : m_network->parameters())
            if (!torch::isfinite(p).all().item<bool>())
                throw NonFiniteLoss("the network's weights became non-finite; training stopped and the last good "
                                    "checkpoint is kept. Try a lower learning rate or fp32 precision");
    }
    torch::serialize::OutputArchive archive, model, optimizer, scaler;
    m_network->save(model);
    m_optimizer->save(optimizer);
    m_scaler->save(scaler);
    archive.write("model", model);
    archive.write("optimizer", optimizer);
    archive.write("scaler", scaler);
    archive.write("state", c10::IValue(m_state.toJson().dump()));
    saveArchiveAtomically(path, [&](std::ostream& out) { archive.save_to(out); });
}

void Trainer::loadCheckpoint(const std::string& path)
{
    torch::serialize::InputArchive archive, model, optimizer, scaler;
    try {
        archive.load_from(path, m_device);
        archive.read("model", model);
        archive.read("optimizer", optimizer);
        archive.read("scaler", scaler);
        m_network->load(model);
        m_optimizer->load(optimizer);
        m_scaler->load(scaler);
        c10::IValue state;
        archive.read("state", state);
        m_state = RunState::fromJson(parseJson(state.toStringRef(), path));
    } catch (const c10::Error& error) {
        throw InputError(path, "", std::string("damaged or from a different network: ") + error.what_without_backtrace());
    }
}

void Trainer::exportModel()
{
    ModelInfo info;
    info.network = m_config.network;
    info.patchXyz = m_config.patchSize;
    info.inputChannels = m_store->channels();
    info.classes = m_store->outputs();
    info.labels = m_index->labels;
    info.channelNames = m_index->channelNames;
    info.preprocessing = m_index->plan;
    info.datasetName = m_index->datasetName;
    info.trainedEpochs = m_state.completedEpochs;
    info.validationMeanDice = m_state.lastValidation.meanDice;
    info.validationDicePerClass = m_state.lastValidation.dicePerClass;
    fs::create_directories(m_paths.model());
    saveArchiveAtomically(m_paths.model() + "/weights.pt", [&](std::ostream& out) { torch::save(m_network, out); });
    writeJsonFile(m_paths.model() + "/model.json", info.toJson());
}

// ----------------------------------------------------------- training ----

bool Trainer::waitWhilePaused()
{
    if (!m_control->pause.load())
        return true;
    setStatus("paused");
    message("paused");
    while (m_control->pause.load() && !m_control->stop.load())
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    setStatus("running");
    return !m_control->stop.load();
}

double Trainer::trainStep(int epoch, int stepInEpoch)
{
    const bool profile = m_device.is_cpu() || m_state.completedSteps % kProfileEveryNthStep == 0;
    const Clock::time_point start = Clock::now();
    StepTimings timings;
    double dataWait = 0, lossSum = 0;
    const int micro = m_config.optimizer.gradientAccumulation;
    for (int m = 0; m < micro; ++m) {
        const Clock::time_point waitStart = Clock::now();
        const Batch batch = m_loader->next();
        dataWait += millisecondsBetween(waitStart, Clock::now());
        lossSum += m_step->accumulate(batch, micro, profile, timings);
    }
    const double loss = lossSum / micro;
    StepStats stats;
    const double progress = epoch + static_cast<double>(stepInEpoch) / m_config.iterationsPerEpoch;
    stats.learningRate = learningRateAt(m_config.optimizer, progress, m_state.plannedEpochs);
    if (progress >= m_config.optimizer.warmupEpochs) {
        if (m_state.lastLearningRate >= 0)
            stats.learningRate = std::min(stats.learningRate, m_state.lastLearningRate);
        m_state.lastLearningRate = stats.learningRate;
    }
    // A non-finite loss or gradient skips the update: no optimizer state, no
    // loss average changes (the scaler lowers its scale).
    const bool finite = std::isfinite(loss) ? m_step->apply(stats.learningRate, profile, timings)
                                            : (m_step->discard(), false);
    if (finite) {
        m_consecutiveSkips = 0;
    } else if (m_scaler->enabled() && ++m_consecutiveSkips < kMaxConsecutiveSkippedSteps) {
        stats.skipped = true;  // fp16 overflow: the step was skipped and the scale lowered
    } else {
        throw NonFiniteLoss("the loss became " + std::string(std::isnan(loss) ? "NaN" : "infinite") + " at epoch " +
                            std::to_string(epoch) + ", step " + std::to_string(stepInEpoch) +
                            "; training stopped and the last good checkpoint is kept. Try a lower learning rate, "
                            "fp32 precision, or check the data for extreme intensities");
    }
    stats.step = m_state.completedSteps;
    stats.epoch = epoch;
    stats.stepInEpoch = stepInEpoch;
    stats.stepsPerEpoch = m_config.iterationsPerEpoch;
    stats.loss = loss;
    stats.lossScale = m_scaler->scale();
    stats.stepMs = millisecondsBetween(start, Clock::now());
    stats.dataWaitMs = dataWait;  // host-side wait is exact without synchronisation
    if (profile) {
        stats.augmentMs = timings.augmentMs;
        stats.forwardMs = timings.forwardMs;
        stats.backwardMs = timings.backwardMs;
        stats.optimizerMs = timings.optimizerMs;
        m_lastProfile = stats;
    } else {
        stats.augmentMs = m_lastProfile.augmentMs;
        stats.forwardMs = m_lastProfile.forwardMs;
        stats.backwardMs = m_lastProfile.backwardMs;
        stats.optimizerMs = m_lastProfile.optimizerMs;
    }
    const double samples = static_cast<double>(m_config.batchSize) * micro;
    stats.samplesPerSecond = samples / (stats.stepMs / 1000.0);
    stats.voxelsPerSecond = stats.samplesPerSecond * static_cast<double>(m_patchVoxels);
    stats.memory = sampleMemory(m_state.completedSteps % kProfileEveryNthStep == 0);
    ++m_state.completedSteps;
    m_metrics->write(stepJson(stats));
    if (m_observer)
        m_observer->onStep(stats);
    return finite ? loss : std::numeric_limits<double>::quiet_NaN();
}

bool Trainer::trainEpoch(int epoch)
{
    const Clock::time_point start = Clock::now();
    const int64_t firstStep = m_state.completedSteps - static_cast<int64_t>(epoch) * m_config.iterationsPerEpoch;
    for (int64_t s = std::max<int64_t>(0, firstStep); s < m_config.iterationsPerEpoch; ++s) {
        if (m_control->stop.load() || !waitWhilePaused())
            return false;
        if (m_budget.exhausted(elapsedSeconds()))
            return false;
        const double loss = trainStep(epoch, static_cast<int>(s));
        if (std::isfinite(loss)) {
            m_state.epochLossSum += loss;
            ++m_state.epochLossSteps;
        }
    }
    EpochStats e;
    e.epoch = epoch;
    e.trainLoss = m_state.epochLossSteps > 0 ? m_state.epochLossSum / static_cast<double>(m_state.epochLossSteps) : 0.0;
    e.epochSeconds = std::chrono::duration<double>(Clock::now() - start).count();
    m_state.epochLossSum = 0;
    m_state.epochLossSteps = 0;
    m_state.completedEpochs = epoch + 1;
    m_budget.recordEpoch(e.epochSeconds);
    m_state.plannedEpochs = m_budget.replannedEpochs(m_state.completedEpochs, m_state.plannedEpochs, elapsedSeconds());
    e.plannedEpochs = m_state.plannedEpochs;
    e.learningRate = learningRateAt(m_config.optimizer, epoch + 1.0, m_state.plannedEpochs);
    e.elapsedSeconds = elapsedSeconds();
    e.etaSeconds = std::max(0, m_state.plannedEpochs - m_state.completedEpochs) * m_budget.averageEpochSeconds();
    e.budgetSeconds = std::max(0.0, m_budget.budgetSeconds());
    e.device = m_device.str();
    e.precision = precisionName(m_precision);
    m_metrics->write(epochJson(e));
    if (m_observer)
        m_observer->onEpoch(e);
    return true;
}

// --------------------------------------------------------- validation ----

ValidationStats Trainer::validate(int epoch, bool keepPredictions)
{
    const std::vector<std::string> classNames = m_index->scoredNames();
    SlidingWindowOptions options;
    options.patchXyz = m_config.patchSize;
    options.overlap = m_config.validation.overlap;
    options.mirroring = m_config.validation.mirroring;
    options.windowBatch = std::max(1, m_config.batchSize);
    options.precision = m_precision;
    const std::string previewId =
        m_config.validation.previewCase.empty() ? m_validationIds.front() : m_config.validation.previewCase;
    ValidationPredictionSink sink;
    if (keepPredictions) {
        fs::create_directories(m_paths.validationPredictions());
        sink = [this](const std::string& id, const torch::Tensor& classes, const torch::Tensor& confidence) {
            writeValidationPrediction(m_paths.validationPredictions() + "/" + id + kCacheFileExtension,
                                      m_store->byId(id).file->info(), classes, confidence);
        };
    }
    ValidationStats v = validateOnCases(m_network, *m_store, m_validationIds, classNames, previewId, options, m_device,
                                        m_control->stop, sink);
    m_network->train();
    v.epoch = epoch;
    m_budget.recordValidation(v.seconds);
    // Stopped part-way: the scores cover some cases only and never count as best.
    v.isBest = v.cases == static_cast<int>(m_validationIds.size()) && v.meanDice > m_state.bestMeanDice;
    return v;
}

void Trainer::setStatus(const std::string& state, const std::string& text)
{
    RunStatus s;
    s.state = state;
    s.message = text;
    s.epoch = m_state.completedEpochs;
    s.plannedEpochs = m_state.plannedEpochs;
    s.bestMeanDice = m_state.bestMeanDice;
    s.durationSeconds = m_sessionStartTrainedSeconds + elapsedSeconds();
    s.datasetName = m_index ? m_index->datasetName : "";
    writeRunStatus(m_paths, s);
}

TrainingResult Trainer::run()
{
    TrainingResult result;
    try {
        fs::create_directories(m_paths.folder);
        setUp();
        setStatus("running");
        bool validatedLast = false;
        for (int epoch = m_state.completedEpochs; epoch < m_state.plannedEpochs; ++epoch) {
            if (!trainEpoch(epoch))
                break;
            validatedLast = false;
            const bool lastPlanned = m_state.completedEpochs >= m_state.plannedEpochs;
            if (!lastPlanned && (epoch + 1) % m_budget.validationInterval() == 0) {
                const ValidationStats v = validate(epoch);
                if (v.cases < static_cast<int>(m_validationIds.size()))
                    break;  // stopped during validation: nothing of it is recorded
                m_state.lastValidation = v;
                m_metrics->write(validationJson(v));
                if (v.isBest) {
                    m_state.bestMeanDice = v.meanDice;
                    m_state.bestEpoch = epoch;
                    saveCheckpoint(m_paths.bestCheckpoint());
                }
                if (m_observer)
                    m_observer->onValidation(v);
                validatedLast = true;
            }
            if ((epoch + 1) % m_config.checkpointIntervalEpochs == 0)
                saveCheckpoint(m_paths.lastCheckpoint());
            setStatus("running");
        }
        const bool stopped = m_control->stop.load();
        m_loader.reset();
        if (!validatedLast && m_state.completedEpochs > 0 && !stopped) {
            message("final validation on full volumes");
            const ValidationStats v = validate(m_state.completedEpochs - 1, /*keepPredictions=*/true);
            m_state.lastValidation = v;
            m_metrics->write(validationJson(v));
            if (v.isBest) {
                m_state.bestMeanDice = v.meanDice;
                m_state.bestEpoch = m_state.completedEpochs - 1;
            }
            if (m_observer)
                m_observer->onValidation(v);
        }
        saveCheckpoint(m_paths.lastCheckpoint());
        if (m_state.bestEpoch == m_state.completedEpochs - 1)
            saveCheckpoint(m_paths.bestCheckpoint());
        exportModel();
        if (!stopped && m_request.beforeFinished)
            m_request.beforeFinished(m_paths.folder);
        result.outcome = stopped ? RunOutcome::Stopped : RunOutcome::Finished;
        result.message = stopped ? "stopped; checkpoint saved, the run can be resumed" : "finished";
        result.modelPackage = m_paths.model();
        setStatus(stopped ? "stopped" : "finished", result.message);
    } catch (const InputError& error) {
        result = failed(FailureKind::BadInput, error.what());
    } catch (const ValidationError& error) {
        result = failed(FailureKind::BadInput, error.what());
    } catch (const NonFiniteLoss& error) {
        result = failed(FailureKind::NonFiniteLoss, error.what());
    } catch (const std::bad_alloc&) {
        result = failed(FailureKind::OutOfMemory, "out of memory");
    } catch (const std::exception& error) {
        const std::string what = error.what();
        if (isOutOfMemory(what)) {
            cuda::emptyCache();
            result = failed(FailureKind::OutOfMemory, "out of memory");
        } else {
            result = failed(FailureKind::Other, what.substr(0, what.find("\nException raised from")));
        }
    }
    if (result.outcome == RunOutcome::Failed) {
        if (result.failure == FailureKind::OutOfMemory)
            result.message = "out of memory with batch " + std::to_string(m_config.batchSize) + " and patch " +
                             std::to_string(m_config.patchSize[0]) + "x" + std::to_string(m_config.patchSize[1]) + "x" +
                             std::to_string(m_config.patchSize[2]) +
                             " on " + m_device.str() + "; lower batch_size or patch_size_xyz (the last checkpoint is kept)";
        m_loader.reset();
        if (fs::exists(m_paths.folder) && m_index)
            setStatus("failed", result.message);
    }
    result.runFolder = m_paths.folder;
    result.epochsCompleted = m_state.completedEpochs;
    result.bestMeanDice = m_state.bestMeanDice;
    result.finalMeanDice = m_state.lastValidation.meanDice;
    return result;
}

}  // namespace

TrainingResult runTraining(const TrainingRequest& request, TrainingObserver* observer, TrainingControl* control)
{
    Trainer trainer(request, observer, control);
    return trainer.run();
}

}  // namespace segstudio::engine
