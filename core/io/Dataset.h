#pragma once
// Segmentation datasets on disk, in three layouts:
//  - MSD / nnU-Net v1: dataset.json with "modality", "labels" {"0": "background"}
//    and a "training" list of {"image", "label"} (4D images hold channels);
//  - nnU-Net v2: dataset.json with "channel_names", "labels" {"background": 0},
//    "file_ending"; cases found as imagesTr/<case>_<XXXX><ending>;
//  - a plain folder: images/ + labels/ with matching names, or files paired
//    by a _label/_seg/_mask suffix (labels are then discovered from the data).
// openDataset finds the cases; checkDataset reads every file and reports
// every problem at once.
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/Errors.h"
#include "common/image/Geometry.h"
#include "common/image/LabelRegions.h"
#include "common/Progress.h"
#include "io/ScanIO.h"
#include "io/dicom/SegmentCodes.h"

namespace segstudio::io {

struct DatasetCase {
    std::string id;
    // One file per channel (nnU-Net "_0000", "_0001", ...), or a single file
    // holding every channel as vector components or a 4th dimension.
    std::vector<std::string> imageFiles;
    std::string labelFile;  // empty when the case has no label
};

struct DatasetDescription {
    std::string root;
    std::string name;
    std::string layout;  // "msd", "nnunet-v2" or "folder"
    std::vector<std::string> channelNames;  // modality per channel ("MRI", "CT", ...)
    std::map<int, std::string> labels;      // declared labels, 0 = background; empty if undeclared
    // nnU-Net v2 region-based labels ("whole tumor": [1, 2, 3] with
    // "regions_class_order"); `labels` then holds every value they use.
    RegionLabels regions;
    // nnU-Net v2's "ignore" label (common/formats/PreprocessingPlan.h): the value of
    // unannotated voxels, the highest value declared; not in `labels`.
    std::optional<int> ignoreLabelValue;
    // dataset.json "instances": true (io/Instances.h): label maps hold one id
    // per object; `labels` are then background 0, the object 1 and its
    // boundary 2, the classes an instance model trains.
    bool instances = false;
    // dataset.json "segment_codes": a user's DICOM codes for a label (by
    // value), replacing those derived from its name in a SEG.
    std::map<int, dicom::SegmentCodes> segmentCodes;
    std::vector<DatasetCase> training;
    std::vector<DatasetCase> test;
    // Problems found while discovering cases (a listed file that is missing,
    // an image without a label); checkDataset reports them with the rest.
    std::vector<Problem> discoveryProblems;

    bool labelsDeclared() const { return !labels.empty(); }
    // Whether a label map may hold `value`: a declared label or the ignore label.
    bool declaresValue(int value) const { return labels.count(value) || (ignoreLabelValue && *ignoreLabelValue == value); }
    int channelCount() const { return static_cast<int>(channelNames.size()); }
};

// Recognises the layout and lists the cases. Throws InputError when the path
// is not a folder, is empty, or holds nothing that looks like a dataset, and
// when dataset.json is malformed (naming the field).
DatasetDescription openDataset(const std::string& root);

// The scans in a folder grouped into cases, for inference: files named
// <case>_0000, <case>_0001, ... are channels of one case; other files are
// single-channel cases. Labels are not looked for.
std::vector<DatasetCase> listCasesInFolder(const std::string& folder);

// The dataset a scan file belongs to, for the workbench: dataset.json in the
// file's folder or its parent (imagesTr/, labelsTr/, imagesTs/), and the
// channel the file holds (nnU-Net's _XXXX suffix, else 0) with its name.
struct ScanDatasetContext {
    DatasetDescription dataset;
    int channel = 0;
    std::string channelName;  // empty when the dataset lists fewer channels
};
// nullopt when no dataset.json is found there or it cannot be read (the scan
// is shown without one: never an error).
std::optional<ScanDatasetContext> datasetOfScan(const std::string& scanPath);
// The folder datasetOfScan reads: the file's folder or its parent, the
// first that holds a dataset.json; nullopt when neither does. Reads no file.
std::optional<std::string> datasetFolderNear(const std::string& scanPath);

// Every channel file of the case a scan file belongs to, in channel order:
// for "<case>_0001.nii.gz", the files "<case>_XXXX" beside it with the same
// ending; for a name without the suffix, the file alone. Lists the folder
// only; reads no file.
std::vector<std::string> channelFilesOfScan(const std::string& scanPath);

struct CaseReport {
    std::string caseId;
    std::vector<Problem> problems;  // empty: the case is valid
    Geometry geometry;              // of the first channel, when readable
    ScalarType imageType = ScalarType::Float32;
    std::vector<int64_t> labelValues;  // distinct values in the label map
    // What a file leaves unsaid (ScanHeader::warnings): shown, not a problem.
    std::vector<Problem> warnings;
    bool valid() const { return problems.empty(); }
};

struct DatasetReport {
    std::vector<CaseReport> cases;       // training cases, in dataset order
    std::vector<Problem> datasetProblems;  // not tied to one readable case
    int validCount() const;
    std::vector<Problem> allProblems() const;
    std::vector<Problem> allWarnings() const;
};

struct DatasetCheckOptions {
    GeometryTolerance tolerance;
    int workers = 0;  // parallel cases; 0 = hardware concurrency
    ScanReadOptions readOptions;
};

// How many cases may be read at once: `wanted` (0: the hardware's threads),
// at most the case count, and no more than fit in 80 % of the memory
// available now, judged by the headers of the three cases largest on disk
// (every channel as read plus its float32 copy, the label and its mask).
// At least 1. Files whose header cannot be read count as nothing (their
// check says why).
int caseReadersForMemory(const DatasetDescription& dataset, int wanted, uint64_t availableBytes);

// Reads every file of every training case (in parallel, caseReadersForMemory) and checks: readable
// and an image, channel count, geometry agreement of channels and label
// (within options.tolerance), label values declared in dataset.json, integer
// labels, finite intensities. `progress` is called once per case from worker
// threads.
DatasetReport checkDataset(const DatasetDescription& dataset, const DatasetCheckOptions& options = {},
                           const ProgressCallback& progress = {});

// One case read and checked: the report, and the volumes that could be read
// (used by checkDataset and by preprocessing, which then needs no second read).
struct LoadedCase {
    CaseReport report;
    std::vector<Volume> images;  // one per image file, as stored
    std::optional<Volume> label;
};
LoadedCase loadAndCheckCase(const DatasetDescription& dataset, const DatasetCase& c,
                            const DatasetCheckOptions& options);

}  // namespace segstudio::io
