#pragma once
// model.json, the description of a model package (ModelPackage.h): network
// topology, patch size, labels, channel names, the preprocessing plan and the
// training summary. Plain C++ (no LibTorch), so tools without the engine's
// LibTorch (the fuzzers in tests/fuzz) read it too.
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

// A run folder (uses its model/), a package folder, or a TorchScript folder
// (model.sidecar.json + its module). Throws InputError naming model.json (or
// the sidecar) and the field when the package is missing or malformed.
ModelInfo readModelInfo(const std::string& path);

}  // namespace segstudio::engine
