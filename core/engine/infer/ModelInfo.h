#pragma once
// model.json, the description of a model package (ModelPackage.h): network
// topology, patch size, labels, channel names, the preprocessing plan and the
// training summary. Plain C++ (no LibTorch), so tools without the engine's
// LibTorch (the fuzzers in tests/fuzz) read it too.
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/formats/PreprocessingPlan.h"
#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

// An imported or exported TorchScript model (TorchScriptModel.h): its folder
// holds the module and a sidecar in place of weights.pt and model.json.
inline constexpr const char* kTorchScriptFormat = "segstudio-torchscript";
inline constexpr const char* kTorchScriptSidecarFile = "model.sidecar.json";
inline constexpr const char* kTorchScriptModuleFile = "model.pt";

// One file of a package as it was saved: its size and XXH3 digest, recorded
// in model.json (for weights.pt) or the sidecar (for the module) by the save
// and checked before the file is loaded. A save replaces the file, then its
// description, each atomically: a reader between the two, or files copied
// from two saves, is refused instead of loading weights another description
// tells of. Packages from before SegStudio recorded it have none.
struct FileDigest {
    uint64_t bytes = 0;
    std::string xxh3;  // 16 lowercase hex digits; empty: not recorded
    bool recorded() const { return !xxh3.empty(); }
};

// The digest of `file` as it is now. Throws InputError if it cannot be read.
FileDigest digestOf(const std::string& file);

// Throws InputError naming `file` when a digest is recorded (in
// `describingFile`) and the file differs from it.
void requireDigest(const std::string& file, const FileDigest& recorded, const std::string& describingFile);

// A fold of an nnU-Net v2 results folder used as a model (NnUNetModel.h):
// where its weights are and what nnU-Net's inference does with them.
struct NnUNetSource {
    std::string checkpoint;     // <fold>/checkpoint_final.pth (or _best)
    std::string resultsFolder;  // holds plans.json and dataset.json
    std::string trainer, plansName, configuration;
    // Axes of the network's patch (nnU-Net's order) test-time mirroring may
    // flip; empty: mirroring is off for this model (a NoMirroring trainer).
    std::vector<int> mirrorAxes;
    std::vector<int> transposeForward{0, 1, 2};
    // A licence or notes file shipped beside the weights, shown before the first use.
    std::string licenceFile;
};

// A MONAI bundle's preprocessing steps after Orientationd, in its order.
enum class MonaiStep { Spacing, Intensity, CropForeground };

// A MONAI bundle used as a model (MonaiBundle.h): its transforms, which the
// application layer runs in the bundle's order (application/segment/
// BundleFrame.h) with the plan's normalisation and spacing; the network then
// sees its grid as it is. MONAI's arrays are x-first, so the module takes
// (N, C, X, Y, Z) windows: the window network transposes SegStudio's
// (N, C, Z, Y, X) for it.
struct MonaiBundleSteps {
    std::string inferenceFile;  // configs/inference.json
    std::string metadataFile;   // configs/metadata.json
    // LoadImaged's reader (engine/infer/MonaiLoading.h): "" when MONAI
    // picks it by the file's suffix.
    std::string imageReader;
    // Orientationd's axcodes: the scan is reoriented to them, voxel for
    // voxel, before anything else; empty: the scan's own axes. Two letters
    // (R/L and A/P) in a 2D bundle: the slice's axes in its plane.
    std::string axcodes;
    std::vector<MonaiStep> steps;
    // Spacingd gave a spacing for this axis of the oriented array; false:
    // no Spacingd, or a pixdim <= 0 (the scan's own spacing there).
    std::array<bool, 3> resampledAxes{true, true, true};
    // CropForegroundd: the box of the voxels where any channel is > 0 at
    // that step, grown by cropMarginVoxels (voxels of the grid at that
    // step); outside it the probabilities are 0, so the label map is
    // background.
    std::array<int64_t, 3> cropMarginVoxels{0, 0, 0};
    // Invertd's nearest_interp (MONAI's default, true): the probabilities
    // taken back through a Spacingd by nearest neighbour; false: linearly.
    bool invertNearest = false;
    // SlidingWindowInferer: mode "gaussian" (else "constant") and overlap.
    bool gaussianBlending = true;
    double overlap = 0.25;
    // A licence or notes file of the bundle (LICENSE, docs/data_license.txt,
    // docs/README.md), shown before the first use.
    std::string licenceFile;
};

struct ModelInfo {
    std::string folder;
    // Set for an nnU-Net fold: its checkpoint is read by TorchCheckpoint.h.
    std::optional<NnUNetSource> nnunet;
    bool isNnUNet() const { return nnunet.has_value(); }
    // Set for a TorchScript model: the module's path. `network` then holds
    // only its dimensions (the topology is inside the module).
    std::string torchScriptModule;
    std::string exportedPrecision;  // the sidecar's "precision", e.g. "bf16"
    bool isTorchScript() const { return !torchScriptModule.empty(); }
    // Set for a MONAI bundle (then also a TorchScript model: models/model.ts).
    std::optional<MonaiBundleSteps> monai;
    bool isMonaiBundle() const { return monai.has_value(); }
    // The file that describes the model, for messages: model.json, the
    // sidecar, plans.json, or the bundle's inference.json.
    std::string descriptionFile() const;

    NetworkConfig network;
    Triple patchXyz{0, 0, 0};
    int inputChannels = 1;
    int classes = 2;
    std::map<int, std::string> labels;  // label value -> name; class k is preprocessing.labelValues[k]
    std::vector<std::string> channelNames;
    PreprocessingPlan preprocessing;
    std::string datasetName;
    int trainedEpochs = 0;
    double validationMeanDice = -1;
    std::vector<double> validationDicePerClass;
    // Postprocessing chosen on the final validation (application/training/TrainModel.h):
    // structures (a label value, or a region's values) whose largest
    // connected component alone is kept, in this order.
    std::vector<std::vector<int>> keepLargestComponent;
    // Of weights.pt (of the module for TorchScript), "file_digest".
    FileDigest fileDigest;
    // An interactive model (engine/interactive/, model.json "interactive"):
    // its network also takes the prompt channels and answers one object at
    // a time (2 outputs); `classes` still counts the plan's outputs. The
    // ordinary Predictor refuses it.
    bool interactive = false;
    int networkInputChannels() const;
    int networkOutputs() const;

    Json toJson() const;
};

// model.json's postprocessing.keep_largest_component: an integer for one
// label value, a list for a region's values. Throws InputError naming `file`.
Json structuresToJson(const std::vector<std::vector<int>>& structures);
std::vector<std::vector<int>> structuresFromJson(const Json& list, const std::string& file);

// A run folder (uses its model/), a package folder, a TorchScript folder
// (model.sidecar.json + its module), an nnU-Net results or fold folder, or a
// MONAI bundle (configs/ + models/model.ts). Throws InputError naming model.json (or
// the sidecar) and the field when the package is missing or malformed.
ModelInfo readModelInfo(const std::string& path);

}  // namespace segstudio::engine
