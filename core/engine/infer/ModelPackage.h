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
#include <optional>
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

// Probabilities of a volume produced a few z-rows at a time
// (SlabSlidingWindow.h): the same values as Predictor::probabilities, in
// memory bounded by the slice area. Rows come in increasing order,
// consecutive from the first needed row.
struct PredictedRows {
    int64_t firstRow = 0;
    int64_t rows = 0;
    std::vector<float> probabilities;  // classes planar: K x rows x Y x X (x fastest)
};

class RowPrediction {
public:
    virtual ~RowPrediction() = default;
    // The next finished rows; std::nullopt after the last, or when `cancel` is set.
    virtual std::optional<PredictedRows> next(const std::atomic<bool>* cancel = nullptr) = 0;
};

// Reads rows [first, end) of the preprocessed volume: channels planar,
// channels x (end - first) x Y x X float32. Called with increasing,
// non-overlapping ranges.
using PreprocessedRowReader = std::function<std::vector<float>(int64_t first, int64_t end)>;

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

    // The same probabilities, a few rows at a time: `read` supplies the
    // volume's rows as the windows reach them; rows below firstNeededRow are
    // not returned and windows that only touch them do not run (resuming).
    // `progress(done, total)` per batch of windows.
    std::unique_ptr<RowPrediction> predictRows(int channels, const Size3& sizeXyz, const PredictOptions& options,
                                               PreprocessedRowReader read, int64_t firstNeededRow = 0,
                                               const std::function<void(int, int)>& progress = {});
    // The rows a row prediction holds at most at once (SlabSlidingWindow::liveRows).
    int64_t liveRows(const Size3& sizeXyz, const PredictOptions& options) const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace segstudio::engine
