#include "engine/interactive/WindowedSegmentation.h"

#include <algorithm>
#include <chrono>

#include "common/Errors.h"
#include "engine/interactive/PromptTensors.h"

namespace segstudio::engine {

namespace {

using Clock = std::chrono::steady_clock;

bool inside(const VoxelIndex& p, const Size3& size)
{
    for (int a = 0; a < 3; ++a)
        if (p[a] < 0 || p[a] >= size[a])
            return false;
    return true;
}

std::string indexText(const VoxelIndex& p)
{
    return "[" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ", " + std::to_string(p[2]) + "]";
}

// The box around every prompt and the previous mask's voxels.
PromptBox regionOfInterest(const PromptSet& prompts, const std::vector<uint8_t>& previous, const Size3& size)
{
    PromptBox roi{{size[0], size[1], size[2]}, {-1, -1, -1}};
    auto include = [&](const VoxelIndex& p) {
        for (int a = 0; a < 3; ++a) {
            roi.min[a] = std::min(roi.min[a], p[a]);
            roi.max[a] = std::max(roi.max[a], p[a]);
        }
    };
    for (const PromptClick& c : prompts.clicks)
        include(c.index);
    if (prompts.box) {
        include(prompts.box->min);
        include(prompts.box->max);
    }
    if (!previous.empty())
        if (const auto box = boundingBox(previous, MaskGrid{size, {1, 1, 1}})) {
            include(box->min);
            include(box->max);
        }
    return roi;
}

// A window of at least `patch` per axis around `roi` (with a margin of a
// quarter patch), inside the grid.
PromptBox initialWindow(const PromptBox& roi, const Triple& patch, const Size3& size)
{
    PromptBox w;
    for (int a = 0; a < 3; ++a) {
        const int64_t margin = patch[a] / 4;
        const int64_t extent = std::min<int64_t>(size[a], std::max<int64_t>(patch[a], roi.max[a] - roi.min[a] + 1 + 2 * margin));
        const int64_t centre = (roi.min[a] + roi.max[a]) / 2;
        w.min[a] = std::clamp<int64_t>(centre - extent / 2, 0, size[a] - extent);
        w.max[a] = w.min[a] + extent - 1;
    }
    return w;
}

}  // namespace

InteractiveAnswer segmentObject(const WindowNetwork& network, const torch::Tensor& image, const Triple& patchXyz,
                                Precision precision, const PromptSet& prompts, const std::vector<uint8_t>& previous,
                                const std::atomic<bool>* cancel)
{
    const Size3 size{image.size(3), image.size(2), image.size(1)};
    const std::size_t voxels = static_cast<std::size_t>(size[0] * size[1] * size[2]);
    if (!previous.empty() && previous.size() != voxels)
        throw InputError("", "previous", "the previous mask has " + std::to_string(previous.size()) +
                                             " voxels; the image has " + std::to_string(voxels));
    for (const PromptClick& c : prompts.clicks)
        if (!inside(c.index, size))
            throw InputError("", "prompts", "the click at " + indexText(c.index) + " is outside the image");
    if (prompts.box && (!inside(prompts.box->min, size) || !inside(prompts.box->max, size)))
        throw InputError("", "prompts", "the box " + indexText(prompts.box->min) + " to " +
                                            indexText(prompts.box->max) + " is not inside the image");
    const bool previousHasObject = std::any_of(previous.begin(), previous.end(), [](uint8_t v) { return v != 0; });
    if (!prompts.hasPositive() && !previousHasObject)
        throw InputError("", "prompts", "nothing to look for: give a positive click or a box (negative clicks "
                                        "only remove parts of a previous mask)");

    InteractiveAnswer answer;
    answer.mask = previous.empty() ? std::vector<uint8_t>(voxels, 0) : previous;
    const bool flat = network.dimensions == 2;
    Triple patch = patchXyz;
    PromptBox roi = regionOfInterest(prompts, previousHasObject ? previous : std::vector<uint8_t>{}, size);
    if (flat) {
        // The slice of the first positive click, else the box's middle slice
        // (the one a box drawn in the workbench was drawn on: boxAcrossSlices).
        int64_t slice = prompts.box ? (prompts.box->min[2] + prompts.box->max[2]) / 2 : roi.min[2];
        for (const PromptClick& c : prompts.clicks)
            if (c.positive) {
                slice = c.index[2];
                break;
            }
        roi.min[2] = roi.max[2] = slice;
        patch[2] = 1;
    }
    PromptBox window = initialWindow(roi, patch, size);
    SlidingWindowOptions options;
    options.patchXyz = patch;
    options.overlap = 0.25;
    options.windowBatch = 2;
    options.precision = precision;
    torch::NoGradGuard noGrad;
    for (int step = 0;; ++step) {
        if (cancel && cancel->load()) {
            answer.cancelled = true;
            answer.mask = previous.empty() ? std::vector<uint8_t>(voxels, 0) : previous;
            return answer;
        }
        const VoxelIndex extent{window.max[0] - window.min[0] + 1, window.max[1] - window.min[1] + 1,
                                window.max[2] - window.min[2] + 1};
        // The first window sees the caller's mask; a grown one the answer so
        // far (as nnInteractive feeds back its own segmentation): otherwise
        // most of its tiles see no prompt at all, a query training never
        // makes, and their votes cut a large object short.
        const std::vector<uint8_t>& feedback = step == 0 ? previous : answer.mask;
        std::vector<uint8_t> previousInWindow;
        if (!feedback.empty()) {
            previousInWindow.resize(static_cast<std::size_t>(extent[0] * extent[1] * extent[2]));
            for (int64_t z = 0; z < extent[2]; ++z)
                for (int64_t y = 0; y < extent[1]; ++y)
                    std::copy_n(feedback.begin() + ((z + window.min[2]) * size[1] + y + window.min[1]) * size[0] + window.min[0],
                                extent[0], previousInWindow.begin() + (z * extent[1] + y) * extent[0]);
        }
        PromptWindow promptWindow{window.min, {extent[2], extent[1], extent[0]}};
        const torch::Tensor encoded = encodePrompts(prompts, previousInWindow, promptWindow).to(image.device());
        const torch::Tensor crop = image.slice(1, window.min[2], window.max[2] + 1)
                                       .slice(2, window.min[1], window.max[1] + 1)
                                       .slice(3, window.min[0], window.max[0] + 1);
        const Clock::time_point start = Clock::now();
        const torch::Tensor probabilities =
            slidingWindowProbabilities(network, torch::cat({crop, encoded}, 0), image.device(), options);
        answer.milliseconds += std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        const torch::Tensor object = (probabilities[1] > 0.5).to(torch::kUInt8).contiguous();  // (Z, Y, X)
        const uint8_t* found = object.data_ptr<uint8_t>();
        for (int64_t z = 0; z < extent[2]; ++z)
            for (int64_t y = 0; y < extent[1]; ++y)
                std::copy_n(found + (z * extent[1] + y) * extent[0], extent[0],
                            answer.mask.begin() + ((z + window.min[2]) * size[1] + y + window.min[1]) * size[0] + window.min[0]);
        answer.window = window;
        if (step == InteractivePredictor::kMaxZoomSteps)
            break;
        // Grow each side the object touches, unless it is the image's border.
        PromptBox grown = window;
        for (int a = 0; a < (flat ? 2 : 3); ++a) {
            const int64_t growth = std::max<int64_t>(patch[a] / 2, extent[a] / 2);
            const int64_t dim = 2 - a;  // axis a in (Z, Y, X)
            if (window.min[a] > 0 && object.select(dim, 0).any().item<bool>())
                grown.min[a] = std::max<int64_t>(0, window.min[a] - growth);
            if (window.max[a] < size[a] - 1 && object.select(dim, extent[a] - 1).any().item<bool>())
                grown.max[a] = std::min<int64_t>(size[a] - 1, window.max[a] + growth);
        }
        if (grown.min == window.min && grown.max == window.max)
            break;
        window = grown;
        ++answer.zoomSteps;
    }
    return answer;
}

}  // namespace segstudio::engine
