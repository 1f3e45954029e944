#pragma once
// Use case "segment a scan" with one model or an ensemble (ModelEnsemble.h):
// check the channels against the model,
// preprocess with the model's plan, sliding-window probabilities, map back to
// the scan's own grid (PredictionMapping.h), label values of the model's
// dataset, then the model's postprocessing (Postprocessing.h). The CLI's
// predict and the GUI's "Segment current scan" call this.
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/image/Uncertainty.h"
#include "common/image/Volume.h"
#include "application/segment/ModelEnsemble.h"

namespace segstudio::application {

struct SegmentOptions {
    engine::PredictOptions predict;
    // Ignore predict.mirroring and mirror as mirroringByDefault says for
    // each scan.
    bool autoMirroring = false;
    bool withProbabilities = false;  // also return the class probabilities on the scan's grid
    int threads = 1;                 // worker threads for preprocessing and mapping back
    // Apply the model's postprocessing to the label map. The probabilities are
    // those before it: voxels of removed components differ from their argmax.
    bool postprocess = true;
    // Also return a voxel uncertainty map (common/image/Uncertainty.h) on the
    // scan's grid: the entropy of the probabilities the label map is the
    // argmax of, or the disagreement of the mirrored copies / ensemble
    // members (needs predict.mirroring or several models; autoMirroring
    // does not count).
    std::optional<UncertaintyMeasure> uncertainty;
    // For an instance model (io/Instances.h): the label map holds one id per
    // object; false: the classes' values (0 background, 1 interior, 2 boundary).
    bool instancesAsObjects = true;
};

// Whether test-time mirroring is on unless the user says, for a scan of
// `networkGridSize` voxels on the model's grid: always on a GPU, where it is
// cheap (nnU-Net's default); on a CPU when the scan holds at most
// kCpuMirroringPatches patches' worth of voxels. Mirroring gained Dice on
// average over the data kinds measured (+0.014 on anisotropic CT, within
// +-0.001 to +0.007 elsewhere; bench/README.md, issue 28) but multiplies
// the forward passes by 8 in 3D (4 in 2D): a second for a small scan on a
// CPU, many minutes for a large CT. Never for a MONAI bundle (its inferer
// does not mirror).
inline constexpr int kCpuMirroringPatches = 4;
bool mirroringByDefault(const ModelEnsemble& models, const Size3& networkGridSize);
// The rule above in words, for the CLI's and the workbench's messages.
std::string describeDefaultMirroring(const ModelEnsemble& models);

// Disagreement when the models and options can measure it, else entropy.
UncertaintyMeasure defaultUncertaintyMeasure(const ModelEnsemble& models, const engine::PredictOptions& options);

// Wall time of each stage of one segmentScan call (the CLI's predict reports it).
struct SegmentationStageSeconds {
    double preprocess = 0;   // crop, resample, normalise
    double network = 0;      // sliding-window probabilities (all models, mirrored copies)
    double mapBack = 0;      // probabilities onto the scan's grid, argmax, label values
    double postprocess = 0;  // largest components, instances, uncertainty map
};

struct ScanSegmentation {
    bool cancelled = false;
    SegmentationStageSeconds seconds;
    Volume labels;                        // label values, on the scan's geometry
    std::optional<Volume> probabilities;  // float32, one component per class, when asked for
    std::optional<Volume> uncertainty;    // float32 in [0, 1], when asked for
};

// Bytes segmentScan needs at its peak for a scan of `scanGeometry` with
// `channels` channels: the image resampled to the model's spacing, the
// class probabilities there (sum, member, window weights), and the mapping
// back to the scan's grid (per-class probabilities when asked for).
uint64_t segmentationMemoryEstimate(const engine::ModelInfo& info, const Geometry& scanGeometry, int channels,
                                    const SegmentOptions& options);

// `images`: the case's image files as read, their components the channels in
// order. Throws InputError naming `firstFile` when the channel count does not
// fit the model, naming "uncertainty" when a disagreement cannot be
// measured, and naming "memory" (with what to change) when the estimate
// above exceeds the memory available now, before any work starts. `progress(done, total)` per batch of windows, on the calling
// thread; returns with `cancelled` when `cancel` is set.
ScanSegmentation segmentScan(ModelEnsemble& models, const std::vector<Volume>& images, const std::string& caseId,
                             const std::string& firstFile, const SegmentOptions& options = {},
                             const std::function<void(int, int)>& progress = {},
                             const std::atomic<bool>* cancel = nullptr);

}  // namespace segstudio::application
