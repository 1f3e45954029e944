#pragma once
// Use case "segment by pointing" (engine/interactive/): an interactive model
// answers prompts given on a scan's own grid. The session preprocesses the
// scan once with the model's plan, maps each prompt's voxel index to the
// model's grid (through the physical position), runs the model there
// (InteractivePredictor: a window that grows with the object) and maps the
// answer back to the scan's grid as the automatic prediction is
// (io/PredictionMapping.h). Each answer becomes the session's previous
// mask, so corrective clicks refine it. Qt-free; one thread at a time.
#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "common/image/Volume.h"
#include "engine/infer/ModelInfo.h"
#include "engine/interactive/Prompts.h"

namespace segstudio::application {

class InteractiveSession {
public:
    // `images`: the scan's channel files as read, on one grid. Throws
    // InputError when the model is not interactive, or the channels do not
    // fit it. `device`: "auto", "cpu", "cuda:N".
    InteractiveSession(const std::string& modelPath, const std::vector<Volume>& images,
                       const std::string& device = "auto", int cpuThreads = 0);
    ~InteractiveSession();
    InteractiveSession(const InteractiveSession&) = delete;
    InteractiveSession& operator=(const InteractiveSession&) = delete;

    const engine::ModelInfo& info() const;
    std::string deviceName() const;
    const Geometry& scanGeometry() const;

    // The previous mask (non-zero = object), on the scan's grid; Throws
    // InputError when its grid differs from the scan's.
    void setPrevious(const Volume& mask);
    void reset();  // forget the previous mask: the next prompts start a new object

    struct Answer {
        Volume mask;              // uint8 0/1 on the scan's grid
        double networkMs = 0;     // the model's windows
        double totalMs = 0;       // mapping prompts, network, mapping back
        int zoomSteps = 0;
        bool cancelled = false;   // `cancel` was set: mask is the previous answer
    };
    // Prompts in the scan's voxel indices (x, y, z). Throws InputError
    // (field "prompts") for a prompt outside the scan or nothing to look for.
    // Each answer maps back only the window the model examined (the mask
    // outside it is the previous answer), so a click on a large scan costs
    // the window, not the scan.
    Answer segment(const engine::PromptSet& scanPrompts, const std::atomic<bool>* cancel = nullptr);

    // The current object mapped back from the whole model grid at once: what
    // segment's window-by-window answer equals, voxel for voxel.
    Volume maskMappedWhole() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

// PROMPTS.json of `segstudio-cli interact`:
//   {"label": 1, "points": [{"index": [x, y, z], "positive": true}],
//    "box": {"min": [x, y, z], "max": [x, y, z]},
//    "scribbles": [{"points": [[x, y, z], ...], "positive": true}],
//    "lasso": {"points": [[x, y, z], ...]}, "previous": "mask.nii.gz"}
// Indices are the scan's voxel indices (ITK order; [x, y] for a 2D image);
// a lasso's points lie on one slice and stand for a closed outline (a box
// or a lasso, not both); "previous" is relative to the file's folder.
// Throws InputError naming the file and field.
struct PromptFile {
    int label = 1;
    engine::PromptSet prompts;  // points and box
    struct Scribble {
        std::vector<engine::VoxelIndex> points;
        bool positive = true;
    };
    std::vector<Scribble> scribbles;
    std::vector<engine::VoxelIndex> lasso;  // empty: none
    int lassoSliceAxis = 2;                 // the axis the lasso's points share
    std::string previousFile;               // empty: none

    // Every prompt on the scan's grid, strokes as clicks and a box
    // (engine/interactive/StrokePrompts.h). Throws InputError (field
    // "lasso") for a lasso that encloses no voxel.
    engine::PromptSet promptsOnGrid(const Geometry& scanGrid, const std::string& fileForErrors) const;
};
PromptFile readPromptFile(const std::string& path);

}  // namespace segstudio::application
