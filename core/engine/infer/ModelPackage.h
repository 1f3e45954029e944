#pragma once
// A trained model that inference can use on its own: a folder with
//   model.json   network topology, patch size, labels, channel names, the
//                preprocessing plan, training summary
//   weights.pt   the network's parameters (LibTorch archive)
// and the Predictor that runs it (model.json itself: ModelInfo.h). No LibTorch
// in this header: the CLI and the GUI use it directly.
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/config/TrainingConfig.h"
#include "engine/infer/ModelInfo.h"

namespace segstudio::engine {

struct PredictOptions {
    double overlap = 0.5;
    bool mirroring = false;
    int windowBatch = 4;
    Precision precision = Precision::Auto;
    bool cudaGraphs = false;  // replay the window batches' forward as a CUDA graph (CUDA devices only)
};

class Predictor {
public:
    // Loads the package onto the device ("auto", "cpu", "cuda:N"). Throws
    // InputError when the package or device is unusable.
    explicit Predictor(const std::string& modelPath, const std::string& device = "auto", int cpuThreads = 0);
    ~Predictor();
    Predictor(const Predictor&) = delete;
    Predictor& operator=(const Predictor&) = delete;

    const ModelInfo& info() const;
    std::string deviceName() const;

    // Sliding-window softmax (region-based: sigmoid) probabilities of an image on the preprocessed
    // grid: `image` holds info().inputChannels planar float32 channels of
    // sizeXyz voxels (x fastest); returns info().classes planar channels.
    // Throws InputError when the channel count does not fit the model.
    // `progress(done, total)` per batch of windows; returns an empty vector
    // when `cancel` is set. Call from one thread at a time. With
    // options.mirroring and `mirrorDisagreement`, that receives the mirrored
    // copies' disagreement per voxel (common/image/Uncertainty.h), same grid.
    std::vector<float> probabilities(const std::vector<float>& image, int channels, const Size3& sizeXyz,
                                     const PredictOptions& options = {},
                                     const std::function<void(int, int)>& progress = {},
                                     const std::atomic<bool>* cancel = nullptr,
                                     std::vector<float>* mirrorDisagreement = nullptr);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace segstudio::engine
