#pragma once
// Training batches: patches sampled from the cached cases with foreground
// oversampling, produced by background threads into a bounded, ordered
// queue. Sample s of global batch b is a pure function of (seed, b, s): the
// same seed gives the same batches whatever the thread count, a resumed run
// continues with exactly the batches an uninterrupted run would have seen,
// and the ranks of a distributed run (engine/dist/) draw disjoint slots of
// the same global batch, so N processes with batch B see exactly the samples
// of one process with batch N x B.
//
// Each patch is cut with a margin (the "region") so the augmenter can rotate
// and scale without running out of image; the augmenter's random parameters
// are drawn here too, so all randomness of batch b comes from its seed.
#include <torch/torch.h>

#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/config/TrainingConfig.h"
#include "engine/data/CaseStore.h"

namespace segstudio::engine {

// Augmentation parameters, the columns of Batch::augmentation: first those
// of the whole sample (geometry; noise, whose std nnU-Net v2 shares between
// channels), then kChannelParameterCount for each channel, which nnU-Net v2
// draws channel by channel (synchronize_channels=False).
enum SampleParameter : int {
    kRotateX, kRotateY, kRotateZ,  // radians
    kScale,                        // > 1 zooms out (samples a larger area)
    kFlipX, kFlipY, kFlipZ,        // 0 or 1
    kNoiseStd,                     // 0 = off
    kSampleParameterCount
};
enum ChannelParameter : int {
    kBlurSigmaX, kBlurSigmaY, kBlurSigmaZ,                 // voxels per axis, 0 = off
    kBrightness,                                           // multiplicative, 1 = off
    kContrast,                                             // 1 = off
    kLowResolutionX, kLowResolutionY, kLowResolutionZ,     // zoom factor per axis, 1 = off
    kInvertedGamma,                                        // gamma of the inverted image, 1 = off
    kGamma,                                                // 1 = off
    kChannelParameterCount
};
// Columns of Batch::augmentation for images of `channels` channels.
int64_t augmentationParameterCount(int64_t channels);
// The column of `parameter` of channel `channel`.
int64_t channelParameterColumn(int64_t channel, ChannelParameter parameter);
// (samples, augmentationParameterCount(channels)) float64: nothing changes.
torch::Tensor neutralAugmentation(int64_t samples, int64_t channels);

struct SamplerSettings {
    int dimensions = 3;
    Triple patchXyz{0, 0, 0};
    Triple regionXyz{0, 0, 0};  // patch plus margin; region - patch is even
    int batchSize = 2;           // samples of this process's batch
    int globalBatchSize = 0;     // of all processes together; 0: batchSize
    int firstSlot = 0;           // this process's first sample in the global batch
    double foregroundFraction = 0.33;
    AugmentationConfig augmentation;
    // Rotate about this axis only (0 x, 1 y, 2 z), by the in-plane angle:
    // 2 for 2D data, the coarse axis of strongly anisotropic 3D data; -1:
    // about all three axes.
    int rotationAxis = -1;
    uint64_t seed = 0;
    bool pinMemory = false;
};

// The region needed around a patch for the configured rotation (about
// `rotationAxis` only, or all axes for -1) and scaling up to the largest
// zoom-out (nnU-Net's "initial patch size"), never more than twice the patch.
Triple regionForAugmentation(const Triple& patchXyz, int dimensions, const AugmentationConfig& augmentation,
                             int rotationAxis);

// The loader settings a training run of `config` uses on a cache of
// `targetSpacingXyz` (anisotropic 3D data rotate in-plane only), pinned for a GPU.
SamplerSettings trainingSamplerSettings(const TrainingConfig& config, const Vec3& targetSpacingXyz, bool pinMemory);

struct Batch {
    int64_t index = 0;
    torch::Tensor image;         // (B, C, [Rz,] Ry, Rx) float32
    torch::Tensor labels;        // (B, 1, [Rz,] Ry, Rx) uint8
    torch::Tensor augmentation;  // (B, augmentationParameterCount(C)) float64
    std::vector<uint64_t> sampleSeeds;  // per sample, the seed of its slot (device-side noise)
    std::vector<std::string> caseIds;
};

// One batch, computed on the calling thread. `cases`: indices into `store`.
Batch sampleBatch(const CaseStore& store, const std::vector<std::size_t>& cases, const SamplerSettings& settings,
                  int64_t batchIndex);

class BatchLoader {
public:
    // Starts `threads` producers at batch `firstBatch`, keeping at most
    // `capacity` finished batches ahead of the consumer.
    BatchLoader(std::shared_ptr<const CaseStore> store, std::vector<std::size_t> cases, SamplerSettings settings,
                int threads, int capacity, int64_t firstBatch);
    ~BatchLoader();
    BatchLoader(const BatchLoader&) = delete;
    BatchLoader& operator=(const BatchLoader&) = delete;

    // The next batch in order (blocks until produced). Rethrows a producer's
    // exception.
    Batch next();

private:
    void produce();

    std::shared_ptr<const CaseStore> m_store;
    std::vector<std::size_t> m_cases;
    SamplerSettings m_settings;
    int m_capacity;
    // SEGSTUDIO_SIMULATE_SLOW_LOADER_MS: each batch takes this much longer to
    // produce, as from a slow disk (to see and test the dashboard's data-wait hint).
    int m_simulatedDelayMs = 0;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::map<int64_t, Batch> m_ready;
    int64_t m_nextToClaim;
    int64_t m_nextToDeliver;
    bool m_stopping = false;
    std::exception_ptr m_error;
    std::vector<std::thread> m_threads;
};

}  // namespace segstudio::engine
