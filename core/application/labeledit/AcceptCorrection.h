#pragma once
// Use case "accept a correction into the dataset": a label map corrected on
// a scan becomes that case's training label in an MSD or nnU-Net v2 dataset.
//  - A case already in the training set gets the new label; the previous
//    label file is first copied into the history folder beside the dataset
//    (<dataset>_history/<case>/<UTC time to the ms>[-n]_<file name>; a
//    detached .mhd/.nhdr label is kept whole as .mha/.nrrd). Its label file
//    must lie inside the dataset folder, whatever dataset.json says.
//  - A scan from elsewhere (imagesTs, any folder) becomes a new training
//    case: its channel files are copied into imagesTr/ (named as the layout
//    wants), the label written into labelsTr/, and dataset.json lists it.
//  - A source scan is never overwritten: an imagesTr/ file of that name that
//    holds other data stops the accept with an error.
// Every file is replaced atomically (temp file + rename; a detached header
// after its data file) and dataset.json is written last, so an interrupted
// accept leaves the dataset as it was, or with an extra image file that the
// next accept of that case reuses. Accepts into one dataset take turns
// (common/system/FolderLock.h on the dataset folder), across processes.
// The preprocessing cache keys cases by their files' contents, so the
// changed or added case is preprocessed again on the next run. Qt-free;
// any thread.
#include <string>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio::io {
struct DatasetDescription;
}

namespace segstudio::application {

struct CorrectionRequest {
    std::string datasetRoot;
    std::vector<std::string> imageFiles;  // the scan as opened: one file per channel, or one file
    Volume labels;                        // on the scan's grid, as stored in its file
    std::string caseId;                   // empty: from the first image's name (without _0000)
};

struct AcceptedCorrection {
    std::string caseId;
    bool newCase = false;
    std::string labelFile;        // written
    std::string previousLabel;    // its copy in the history folder; empty when there was none
    std::vector<std::string> imageFiles;  // the case's images inside the dataset
};

// Throws InputError naming the file and the reason: no dataset.json layout,
// label values the dataset does not declare, a grid that differs from the
// scan's, a case id taken by another scan or naming a folder, an image file
// in the way, a label path outside the dataset, another accept holding the
// dataset for more than a minute.
AcceptedCorrection acceptCorrection(const CorrectionRequest& request);

// <dataset>_history beside the dataset folder.
std::string correctionHistoryFolder(const std::string& datasetRoot);

// Copies a label file into `historyFolder` (which must exist) as
// <UTC time to the ms>[-n]_<file name>, never over another copy; a detached
// .mhd/.nhdr label is kept whole as .mha/.nrrd. Returns the copy's path.
std::string keepLabelFileInHistory(const std::string& labelFile, const std::string& historyFolder);

// Throws InputError naming `datasetFile` when `labels` (one integer
// channel) holds values the dataset does not declare; an instance dataset,
// or one without declared labels, takes any value.
void requireDeclaredLabels(const io::DatasetDescription& dataset, const Volume& labels, const std::string& datasetFile);

}  // namespace segstudio::application
