#pragma once
// Use case "measure an interactive model" (segstudio-cli interact
// --simulate): the protocol of the CVPR 2025 interactive 3D segmentation
// challenge on a folder of scans with reference label maps. For each case
// and each of the model's foreground labels the reference holds, a
// simulated user gives a first prompt (a click at the object's deepest
// voxel, or its bounding box), then up to `corrections` clicks at the
// centre of the largest remaining error, or scribbles through it
// (engine/interactive/ClickSimulation.h), each answered by an InteractiveSession on the scan's
// own grid. Dice is scored there, against the reference, after every
// interaction; latency is the whole request (prompt mapping, network,
// mapping back). Qt-free.
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace segstudio::application {

struct SimulationRequest {
    std::string model;
    std::string imagesFolder;  // nnU-Net naming: <case>_0000.ext, ... per channel
    std::string labelsFolder;  // <case>.ext
    int corrections = 5;
    bool startWithBox = false;
    bool scribbleCorrections = false;  // each correction a scribble into the largest error, not a click
    std::string device = "auto";
    int threads = 0;
};

struct SimulatedObject {
    std::string caseId;
    int labelValue = 0;
    std::string labelName;
    std::vector<double> dice;       // after each interaction (1 + corrections)
    std::vector<double> totalMs;    // per interaction
    std::vector<double> networkMs;  // per interaction
};

struct SimulationReport {
    std::vector<SimulatedObject> objects;
    std::vector<double> meanDice;                       // per interaction, over the objects
    std::map<int, std::vector<double>> meanDicePerLabel;  // label value -> per interaction
    double areaUnderCurve = 0;                          // mean over the objects of the mean Dice
    double p50Ms = 0, p95Ms = 0;                        // latency of one interaction, all interactions
    double networkP50Ms = 0, networkP95Ms = 0;
};

// Throws InputError for an unusable model, an empty folder, a case without
// its reference (naming the file), or references on another grid.
// `onObject` is called after each object (progress).
SimulationReport simulateInteractions(const SimulationRequest& request,
                                      const std::function<void(const SimulatedObject&)>& onObject = {});

}  // namespace segstudio::application
