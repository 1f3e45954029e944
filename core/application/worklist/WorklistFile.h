#pragma once
// worklist.json: the ranking of scans by uncertainty that `predict
// --uncertainty` writes and the workbench's worklist reads
// (UncertaintyWorklist.h builds it). A file format that needs only
// segstudio_common, so the fuzz build compiles this file alone (tests/fuzz).
#include <string>
#include <vector>

#include "common/image/Uncertainty.h"

namespace segstudio::application {

struct WorklistEntry {
    std::string caseId;
    std::vector<std::string> imageFiles;  // the scan's channel files
    std::string prediction;               // label map written for it
    std::string uncertainty;              // uncertainty map written for it
    StructureUncertainty score;
    bool reviewed = false;  // opened from the worklist
};

struct Worklist {
    std::string model;     // run or package folder(s) that predicted, ", "-joined
    std::string scans;     // the folder ranked
    UncertaintyMeasure measure = UncertaintyMeasure::Entropy;
    std::vector<WorklistEntry> entries;  // ranked: first is the one to label next
};

// Written atomically; read back with errors naming the file and field
// (InputError).
void writeWorklist(const std::string& path, const Worklist& worklist);
Worklist readWorklist(const std::string& path);
inline constexpr const char* kWorklistFile = "worklist.json";

}  // namespace segstudio::application
