#pragma once
// The training session behind runTraining (Trainer.h), for the engine's own
// sources only: its set-up (Trainer.cpp) and its loop, checkpoints and
// validation (TrainerLoop.cpp). Includes LibTorch.
#include <chrono>
#include <cmath>
#include <filesystem>
#include <limits>
#include <thread>

#include "common/system/AtomicFile.h"
#include "common/Errors.h"
#include "common/formats/KFoldSplit.h"
#include <torch/torch.h>
#include "engine/data/Augmenter.h"
#include "engine/data/BatchLoader.h"
#include "engine/data/CaseStore.h"
#include "engine/device/CudaSupport.h"
#include "engine/device/ProcessStats.h"
#include "engine/dist/DataParallel.h"
#include "engine/infer/PackagedNetwork.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"
#include "engine/train/FineTuning.h"
#include "engine/train/Loss.h"
#include "engine/train/Optimizer.h"
#include "engine/train/RunFolder.h"
#include "engine/train/RunState.h"
#include "engine/profile/Autotune.h"
#include "engine/profile/StepTiming.h"
#include "engine/train/TimeBudget.h"
#include "engine/train/TrainingStep.h"
#include "engine/evaluate/Validation.h"
#include "engine/train/Trainer.h"

namespace segstudio::engine {

using Clock = std::chrono::steady_clock;

// A non-finite loss or weight: the run fails and keeps its last good checkpoint.
struct NonFiniteLoss : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Trainer {
public:
    Trainer(const TrainingRequest& request, TrainingObserver* observer, TrainingControl* control)
        : m_request(request), m_observer(request.distributed.root() ? observer : nullptr),
          m_control(control ? control : &m_ownControl), m_root(request.distributed.root())
    {
        m_paths.folder = request.runFolder;
    }

    TrainingResult run();

private:
    void setUp();
    void planOrLoadConfig();
    bool agreeToStop();
    void chooseFold();
    void buildModel();
    void startLoader();
    void checkPatchFitsImages() const;
    bool trainEpoch(int epoch);
    double trainStep(int epoch, int stepInEpoch);
    // keepPredictions: write each case's prediction to RunPaths::validationPredictions().
    ValidationStats validate(int epoch, bool keepPredictions = false);
    // Interactive models: the click protocol (InteractiveValidation.h) on
    // this rank's `ids`, pooled over the ranks.
    ValidationStats validateInteractivelyOnRanks(const std::vector<std::string>& ids);
    void recordValidation(const ValidationStats& v, int epoch);
    int agreedValidationInterval();  // the same on every rank
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
    std::string m_startedOnCache;  // resume: the cache digest config.json recorded (empty: none)
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
    bool m_root;  // rank 0, or the only process: writes the run folder
    std::unique_ptr<DistributedGroup> m_group;
    std::unique_ptr<GradientAverager> m_averager;
    double m_lastSamplesPerSecond = 0;
    RunState m_state;
    ProcessStatsSampler m_process;
    Clock::time_point m_sessionStart = Clock::now();
    TimeBudget m_budget{0, 0, 0};
    double m_sessionStartTrainedSeconds = 0;
    int m_consecutiveSkips = 0;
    StepStats m_lastProfile;
    int64_t m_patchVoxels = 1;
};

}  // namespace segstudio::engine
