#pragma once
// How a training run reports to whoever drives it (the CLI, the GUI's worker
// thread): plain value structs, no LibTorch and no Qt, so any layer may
// include this header. Callbacks run on the training thread; an observer
// must return quickly and may copy the structs to another thread.
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "common/image/Geometry.h"

namespace segstudio::engine {

struct MemoryStats {
    int64_t deviceAllocatedBytes = 0;  // CUDA caching allocator (0 on CPU)
    int64_t deviceReservedBytes = 0;
    int64_t devicePeakBytes = 0;       // since the run started
    int64_t processResidentBytes = 0;  // RSS of the process
    double processCpuPercent = 0;      // 100 = one core busy, since the last report
    double gpuUtilizationPercent = -1; // NVML; -1 when unknown
};

struct StepStats {
    int64_t step = 0;        // optimizer steps since the run began
    int epoch = 0;           // 0-based
    int stepInEpoch = 0;
    int stepsPerEpoch = 0;
    double loss = 0;
    double learningRate = 0;
    double samplesPerSecond = 0;
    double voxelsPerSecond = 0;
    // Time of this step, split: waiting for the loader, copying the batch to
    // the device and augmenting it there, forward + loss, backward, optimizer
    // (incl. unscale and clipping). Milliseconds. On a GPU the split is
    // measured (with synchronisation) every 10th step and repeated between.
    double dataWaitMs = 0, augmentMs = 0, forwardMs = 0, backwardMs = 0, optimizerMs = 0, stepMs = 0;
    // Data-parallel runs (samplesPerSecond is then of all processes together):
    // waiting for the gradient all-reduce (part of the step), and each rank's
    // own samples/s, by rank (of the previous step).
    double allReduceMs = 0;
    std::vector<double> rankSamplesPerSecond;
    // Interactive models: the simulated user's clicks on each batch (the
    // network's predictions for the later clicks included), before forward.
    double promptsMs = 0;
    // Runs with CUDA graphs (config "cuda_graphs"): forward to update as one
    // replay, so forward, backward and optimizer are 0 and this holds their sum.
    double recordedStepMs = 0;
    double lossScale = 1;    // fp16 dynamic loss scale (1 otherwise)
    bool skipped = false;    // fp16: inf/NaN gradients, step skipped and scale lowered
    MemoryStats memory;
};

struct EpochStats {
    int epoch = 0;
    int plannedEpochs = 0;
    double trainLoss = 0;       // mean over the epoch's steps
    double learningRate = 0;    // at the end of the epoch
    double epochSeconds = 0;
    double elapsedSeconds = 0;  // since the run (or resume) began
    double etaSeconds = 0;      // until the planned end
    double budgetSeconds = 0;   // this session's time budget; 0 = none
    std::string device;         // what the run actually trains on: "cpu", "cuda:0"
    std::string precision;      // and in which arithmetic, resolved: "fp32", "bf16", ...
};

// A prediction of the current model on one validation case, for live preview.
struct PreviewPrediction {
    std::string caseId;
    Size3 sizeXyz{0, 0, 0};        // preprocessed grid (cache)
    std::vector<uint8_t> labels;   // x fastest
};

struct ValidationStats {
    int epoch = 0;
    std::vector<std::string> classNames;  // foreground classes, in label order
    std::vector<double> dicePerClass;     // mean over validation cases; NaN: no case holds or predicts the class
    std::vector<double> iouPerClass;
    double meanDice = 0;                  // mean of dicePerClass ignoring NaN (0 when all are)
    double loss = 0;                      // Dice + CE on full volumes
    double seconds = 0;
    int cases = 0;
    bool isBest = false;
    PreviewPrediction preview;
    // Interactive models: scored by this many simulated clicks per object
    // (InteractiveValidation.h); 0: full-volume segmentation.
    int simulatedClicks = 0;
};

enum class RunOutcome { Finished, Stopped, Failed };
enum class FailureKind { None, BadInput, OutOfMemory, NonFiniteLoss, Other };

struct TrainingResult {
    RunOutcome outcome = RunOutcome::Finished;
    FailureKind failure = FailureKind::None;
    std::string message;        // why it stopped or failed, for the user
    int epochsCompleted = 0;
    double bestMeanDice = 0;
    double finalMeanDice = 0;
    std::string runFolder;
    std::string modelPackage;   // empty if none was written
};

class TrainingObserver {
public:
    virtual ~TrainingObserver() = default;
    virtual void onStep(const StepStats&) {}
    virtual void onEpoch(const EpochStats&) {}
    virtual void onValidation(const ValidationStats&) {}
    // Progress text ("preprocessing 12/208", "saving checkpoint").
    virtual void onMessage(const std::string&) {}
};

// Flags polled by the training loop between steps (any thread may set them).
struct TrainingControl {
    std::atomic<bool> stop{false};   // finish the current step, save a checkpoint, return Stopped
    std::atomic<bool> pause{false};  // wait between steps until cleared (or stop)
};

}  // namespace segstudio::engine
