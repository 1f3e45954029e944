#pragma once
// Immediate inference of an interactive model (model.json "interactive"):
// the object a user points at, on the model's grid. No LibTorch here.
//
// Each request runs the network on a window around the prompts and the
// previous mask (at least the model's patch, centred on them), and grows
// the window where the answer touches a side that is not the image's own
// border, up to kMaxZoomSteps times (nnInteractive's AutoZoom), so a large
// object is followed in a few steps rather than cut at the patch. The
// window always holds the previous mask's object, so a large previous
// object makes a large window. A 2D model answers in the
// slice of the prompts (the first positive click's, else the box's first).
#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "common/image/Geometry.h"
#include "engine/infer/ModelInfo.h"
#include "engine/interactive/Prompts.h"

namespace segstudio::engine {

struct InteractiveAnswer {
    std::vector<uint8_t> mask;  // 0/1 on the image's grid, x fastest
    PromptBox window;           // the region last examined (inclusive)
    int zoomSteps = 0;          // how often the window grew
    double milliseconds = 0;    // network time, all windows
    bool cancelled = false;     // `cancel` was set: mask is the previous one
};

class InteractivePredictor {
public:
    static constexpr int kMaxZoomSteps = 3;

    // Loads an interactive package (or TorchScript export of one) on the
    // device ("auto", "cpu", "cuda:N"). Throws InputError naming model.json
    // when the model is not interactive, or is unusable.
    explicit InteractivePredictor(const std::string& modelPath, const std::string& device = "auto", int cpuThreads = 0);
    ~InteractivePredictor();
    InteractivePredictor(const InteractivePredictor&) = delete;
    InteractivePredictor& operator=(const InteractivePredictor&) = delete;

    const ModelInfo& info() const;
    std::string deviceName() const;

    // The preprocessed image: info().inputChannels planar float32 channels
    // of sizeXyz voxels on the model's grid. Throws InputError when the
    // channel count does not fit.
    void setImage(const std::vector<float>& image, int channels, const Size3& sizeXyz);

    // The object the prompts point at. `previous`: 0/1 on the image's grid,
    // or empty. Prompts outside the image are an InputError (field
    // "prompts"), as is a request with no positive click, no box and an
    // empty previous mask (nothing to look for).
    // `cancel` is polled between windows (a newer click supersedes this one).
    InteractiveAnswer segment(const PromptSet& prompts, const std::vector<uint8_t>& previous,
                              const std::atomic<bool>* cancel = nullptr) const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace segstudio::engine
