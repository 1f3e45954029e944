#include "engine/train/TrainerSession.h"
#include "engine/interactive/InteractiveValidation.h"
#include "engine/nn/ArchiveFile.h"
#include "engine/sandbox/SandboxedModule.h"

#include <chrono>
#include <cstdlib>
#include <thread>

namespace segstudio::engine {
namespace fs = std::filesystem;

namespace {

constexpr int kProfileEveryNthStep = 10;     // GPU: synchronise to split the step time
constexpr int kMaxConsecutiveSkippedSteps = 50;

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

}  // namespace

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
    if (!m_root)
        return;  // every rank checked its (identical) weights; rank 0 writes them
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
    // A run folder may have come from elsewhere: its checkpoint is parsed in
    // the model sandbox, and only its tensors and texts come back.
    sandbox::readArchiveInSandbox(path, archive, m_device);
    try {
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
    if (!m_root)
        return;
    ModelInfo info;
    info.network = m_config.network;
    info.patchXyz = m_config.patchSize;
    info.inputChannels = m_store->channels();
    info.classes = m_store->outputs();
    info.interactive = m_config.interactive;
    info.labels = m_index->labels;
    info.channelNames = m_index->channelNames;
    info.preprocessing = m_index->plan;
    info.datasetName = m_index->datasetName;
    info.trainedEpochs = m_state.completedEpochs;
    info.validationMeanDice = m_state.lastValidation.meanDice;
    info.validationDicePerClass = m_state.lastValidation.dicePerClass;
    fs::create_directories(m_paths.model());
    // weights.pt, then model.json with its digest: a reader between the two
    // finds the old description and refuses the new weights (ModelInfo.h).
    saveArchiveAtomically(m_paths.model() + "/weights.pt", [&](std::ostream& out) { torch::save(m_network, out); });
    info.fileDigest = digestOf(m_paths.model() + "/weights.pt");
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
    StepStats stats;
    const double progress = epoch + static_cast<double>(stepInEpoch) / m_config.iterationsPerEpoch;
    stats.learningRate = learningRateAt(m_config.optimizer, progress, m_state.plannedEpochs);
    if (progress >= m_config.optimizer.warmupEpochs) {
        if (m_state.lastLearningRate >= 0)
            stats.learningRate = std::min(stats.learningRate, m_state.lastLearningRate);
        m_state.lastLearningRate = stats.learningRate;
    }
    bool finite = true;
    double loss = 0;
    if (m_step->recordedSteps()) {  // CUDA graphs: one micro-batch, one process (validated)
        const Clock::time_point waitStart = Clock::now();
        const Batch batch = m_loader->next();
        dataWait = millisecondsBetween(waitStart, Clock::now());
        const StepOutcome outcome = m_step->runRecorded(batch, stats.learningRate, profile, timings);
        loss = outcome.loss;
        finite = outcome.gradientsFinite;
    } else {
        for (int m = 0; m < micro; ++m) {
            const Clock::time_point waitStart = Clock::now();
            const Batch batch = m_loader->next();
            dataWait += millisecondsBetween(waitStart, Clock::now());
            lossSum += m_step->accumulate(batch, micro, profile, timings);
        }
        if (m_group) {
            // The global batch's loss, and with it one decision for every rank
            // (update, or skip a non-finite step); each rank's last throughput.
            std::vector<double> shared(1 + static_cast<std::size_t>(m_group->size()), 0.0);
            shared[0] = lossSum;
            shared[1 + static_cast<std::size_t>(m_group->rank())] = m_lastSamplesPerSecond;
            shared = m_group->sum(shared);
            lossSum = shared[0] / m_group->size();
            stats.rankSamplesPerSecond.assign(shared.begin() + 1, shared.end());
        }
        loss = lossSum / micro;
        // A non-finite loss or gradient skips the update: no optimizer state, no
        // loss average changes (the scaler lowers its scale).
        finite = std::isfinite(loss) ? m_step->apply(stats.learningRate, profile, timings) : (m_step->discard(), false);
    }
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
        stats.allReduceMs = timings.allReduceMs;
        stats.promptsMs = timings.promptsMs;
        stats.recordedStepMs = timings.recordedStepMs;
        m_lastProfile = stats;
    } else {
        stats.augmentMs = m_lastProfile.augmentMs;
        stats.forwardMs = m_lastProfile.forwardMs;
        stats.backwardMs = m_lastProfile.backwardMs;
        stats.optimizerMs = m_lastProfile.optimizerMs;
        stats.allReduceMs = m_lastProfile.allReduceMs;
        stats.promptsMs = m_lastProfile.promptsMs;
        stats.recordedStepMs = m_lastProfile.recordedStepMs;
    }
    const double samples = static_cast<double>(m_config.batchSize) * micro;
    m_lastSamplesPerSecond = samples / (stats.stepMs / 1000.0);
    stats.samplesPerSecond = m_lastSamplesPerSecond * m_request.distributed.worldSize;
    stats.voxelsPerSecond = stats.samplesPerSecond * static_cast<double>(m_patchVoxels);
    stats.memory = sampleMemory(m_state.completedSteps % kProfileEveryNthStep == 0);
    ++m_state.completedSteps;
    if (m_metrics)
        m_metrics->write(stepJson(stats));
    if (m_observer)
        m_observer->onStep(stats);
    return finite ? loss : std::numeric_limits<double>::quiet_NaN();
}

// Whether to end the session before the next step: stop asked for, paused
// until stopped, or the time budget spent. Data-parallel ranks decide together
// (any rank's reason stops all), so each runs the same steps; they do not pause.
bool Trainer::agreeToStop()
{
    bool stop = m_control->stop.load() || (!m_group && !waitWhilePaused()) || m_budget.exhausted(elapsedSeconds());
    if (m_group)
        stop = m_group->maximum({stop ? 1.0 : 0.0})[0] > 0;
    return stop;
}

bool Trainer::trainEpoch(int epoch)
{
    const Clock::time_point start = Clock::now();
    const int64_t firstStep = m_state.completedSteps - static_cast<int64_t>(epoch) * m_config.iterationsPerEpoch;
    for (int64_t s = std::max<int64_t>(0, firstStep); s < m_config.iterationsPerEpoch; ++s) {
        if (agreeToStop())
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
    if (m_group)  // rank 0's clock plans for everyone
        m_state.plannedEpochs = static_cast<int>(m_group->fromRoot({static_cast<double>(m_state.plannedEpochs)})[0]);
    e.plannedEpochs = m_state.plannedEpochs;
    e.learningRate = learningRateAt(m_config.optimizer, epoch + 1.0, m_state.plannedEpochs);
    e.elapsedSeconds = elapsedSeconds();
    e.etaSeconds = std::max(0, m_state.plannedEpochs - m_state.completedEpochs) * m_budget.averageEpochSeconds();
    e.budgetSeconds = std::max(0.0, m_budget.budgetSeconds());
    e.device = m_device.str();
    e.precision = precisionName(m_precision);
    if (m_metrics)
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
    ValidationCollective collective;
    std::vector<std::string> ids = m_validationIds;
    if (m_group) {
        ids = validationShardOfRank(m_validationIds, previewId, m_group->rank(), m_group->size());
        collective = [this](const std::vector<double>& local) { return m_group->sum(local); };
    }
    ValidationStats v = m_config.interactive
                            ? validateInteractivelyOnRanks(ids)
                            : validateOnCases(m_network, *m_store, ids, classNames, previewId, options, m_device,
                                              m_control->stop, sink, collective);
    m_network->train();
    v.epoch = epoch;
    // SEGSTUDIO_SIMULATE_SLOW_VALIDATION_MS: this process's validation takes
    // that much longer after the ranks' sums, so ranks time it differently
    // (tests: the ranks must still agree on when to validate).
    if (const char* delay = std::getenv("SEGSTUDIO_SIMULATE_SLOW_VALIDATION_MS")) {
        const int ms = std::max(0, std::atoi(delay));
        std::this_thread::sleep_for(std::chrono::milliseconds(ms));
        v.seconds += ms / 1000.0;
    }
    m_budget.recordValidation(v.seconds);
    // Stopped part-way: the scores cover some cases only and never count as best.
    v.isBest = v.cases == static_cast<int>(m_validationIds.size()) && v.meanDice > m_state.bestMeanDice;
    return v;
}

ValidationStats Trainer::validateInteractivelyOnRanks(const std::vector<std::string>& ids)
{
    ValidationStats v = validateInteractively(m_network, *m_store, ids, interactiveClassNames(*m_index),
                                              m_config.patchSize, m_precision, m_device,
                                              interactiveIgnoreClass(*m_index), m_control->stop);
    if (m_group) {  // the ranks' shares, weighted by their case counts
        std::vector<double> local{static_cast<double>(v.cases), v.seconds};
        for (double d : v.dicePerClass)
            local.push_back(std::isnan(d) ? 0.0 : d * v.cases);
        for (double d : v.dicePerClass)
            local.push_back(std::isnan(d) ? 0.0 : v.cases);
        const std::vector<double> total = m_group->sum(local);
        v.cases = static_cast<int>(total[0]);
        const std::size_t k = v.dicePerClass.size();
        double sum = 0;
        int counted = 0;
        for (std::size_t i = 0; i < k; ++i) {
            const double weight = total[2 + k + i];
            v.dicePerClass[i] = weight > 0 ? total[2 + i] / weight : std::nan("");
            v.iouPerClass[i] = weight > 0 ? v.dicePerClass[i] / (2 - v.dicePerClass[i]) : std::nan("");
            if (weight > 0) {
                sum += v.dicePerClass[i];
                ++counted;
            }
        }
        v.meanDice = counted ? sum / counted : 0.0;
    }
    return v;
}

int Trainer::agreedValidationInterval()
{
    const int interval = m_budget.validationInterval();
    if (!m_group)
        return interval;
    // Each rank's clock would give its own interval, and a rank validating
    // while another waits to step hangs both: rank 0 decides for everyone.
    return static_cast<int>(m_group->fromRoot({static_cast<double>(interval)})[0]);
}

// A validation of the current weights: written to the metrics, reported,
// and, when it is the best so far, the best checkpoint -- saved here and
// only here, so checkpoint_best.pt always holds weights that were scored.
void Trainer::recordValidation(const ValidationStats& v, int epoch)
{
    m_state.lastValidation = v;
    if (m_metrics)
        m_metrics->write(validationJson(v));
    if (v.isBest) {
        m_state.bestMeanDice = v.meanDice;
        m_state.bestEpoch = epoch;
        saveCheckpoint(m_paths.bestCheckpoint());
    }
    if (m_observer)
        m_observer->onValidation(v);
}

void Trainer::setStatus(const std::string& state, const std::string& text)
{
    if (!m_root)
        return;
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
        for (int epoch = m_state.completedEpochs; epoch < m_state.plannedEpochs; ++epoch) {
            if (!trainEpoch(epoch))
                break;
            const bool lastPlanned = m_state.completedEpochs >= m_state.plannedEpochs;
            if (!lastPlanned && (epoch + 1) % agreedValidationInterval() == 0) {
                const ValidationStats v = validate(epoch);
                if (v.cases < static_cast<int>(m_validationIds.size()))
                    break;  // stopped during validation: nothing of it is recorded
                recordValidation(v, epoch);
            }
            if ((epoch + 1) % m_config.checkpointIntervalEpochs == 0)
                saveCheckpoint(m_paths.lastCheckpoint());
            setStatus("running");
        }
        bool stopped = m_control->stop.load();
        if (m_group)  // a stop asked for during the last validation, on any rank
            stopped = m_group->maximum({stopped ? 1.0 : 0.0})[0] > 0;
        m_loader.reset();
        // The final validation scores the weights that are saved and keeps the
        // predictions the postprocessing choice needs. It runs whenever the
        // run ended without a stop -- also when a time budget ended it right
        // after a validated epoch: those scores came from other weights (or
        // the same weights without predictions).
        if (m_state.completedEpochs > 0 && !stopped) {
            message(m_config.interactive ? "final validation by simulated clicks" : "final validation on full volumes");
            recordValidation(validate(m_state.completedEpochs - 1, /*keepPredictions=*/true), m_state.completedEpochs - 1);
        }
        saveCheckpoint(m_paths.lastCheckpoint());
        exportModel();
        if (!stopped && m_request.beforeFinished && m_root)
            m_request.beforeFinished(m_paths.folder);
        result.outcome = stopped ? RunOutcome::Stopped : RunOutcome::Finished;
        result.message = stopped ? "stopped; checkpoint saved, the run can be resumed" : "finished";
        result.modelPackage = m_paths.model();
        setStatus(stopped ? "stopped" : "finished", result.message);
    } catch (const InputError& error) {
        result = failed(FailureKind::BadInput, error.what());
    } catch (const ValidationError& error) {
        result = failed(FailureKind::BadInput, error.what());
    } catch (const DistributedError& error) {
        result = failed(FailureKind::Other, error.what());
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

TrainingResult runTraining(const TrainingRequest& request, TrainingObserver* observer, TrainingControl* control)
{
    Trainer trainer(request, observer, control);
    return trainer.run();
}

}  // namespace segstudio::engine
