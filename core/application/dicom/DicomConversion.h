#pragma once
// Use cases "label map -> DICOM SEG or RT Structure Set" and back
// (segstudio-cli convert; the workbench's export and import). The label
// names come from the label map's dataset.json when it has one (or from the
// dataset named in the request), the colours from the default palette.
// Qt-free; any thread.
#include <map>
#include <string>
#include <vector>

// The io value types this use case shows its callers (segments, methods,
// reports); a widget may not include io/ itself (ARCHITECTURE.md, floors).
#define SEGSTUDIO_EXPOSES_IO_TYPES
#include "io/dicom/DicomRtStruct.h"
#include "io/dicom/DicomSegmentation.h"
#undef SEGSTUDIO_EXPOSES_IO_TYPES

namespace segstudio::application {

enum class DicomLabelObject { Seg, RtStruct };

// What to write and where: the object, its reference series, the output file
// and what it says about how the labels were made.
struct DicomTarget {
    DicomLabelObject object = DicomLabelObject::Seg;
    std::string referenceSeriesFolder;
    std::string seriesUid;   // empty: the folder's only series
    std::string outputFile;  // the .dcm file
    io::SegmentationMethod method = io::SegmentationMethod::Automatic;
    std::string modelName;   // names the algorithm: "SegStudio <model>"
    // SEG's Content Creator's Name (DICOM PN, e.g. "Doe^Jane"); empty: the
    // rater when the first label map lies in <dataset>/raters/<name>/labelsTr/
    // (application/raters/RaterAgreement.h), else "SegStudio".
    std::string contentCreator;
};

struct LabelsToDicomRequest {
    // One label map, or (SEG only) several layers whose segments may
    // overlap; each on the reference series' grid or placed on it.
    std::vector<std::string> labelFiles;
    std::string datasetFolder;  // empty: the dataset the first label file lies in, if any
    DicomTarget target;
};

// A label's codes in a SEG (Segmented Property Category and Type, their
// modifier and anatomic region): the dataset's own, from "segment_codes" in
// its dataset.json (keyed by the label's name in "labels", or its value),
// or else derived from the name (SegmentCodes.h).
struct LabelCodes {
    int labelValue = 0;
    std::string name;
    io::dicom::SegmentCodes codes;
    bool fromDataset = false;
};

// The codes each label value (> 0) of the request's label maps gets in a SEG,
// writing nothing (convert --show-codes), in ascending value order. Throws
// InputError naming dataset.json and the field of a malformed
// "segment_codes" entry, or of one that names no declared label.
std::vector<LabelCodes> segmentCodesOfLabels(const LabelsToDicomRequest& request);

struct DicomExportReport {
    int segments = 0;  // SEG segments or RTSTRUCT ROIs
    int planes = 0;    // SEG frames or RTSTRUCT contours
    std::string sopInstanceUid;
    std::string referencedSeriesUid;
    // A label map placed on the series' grid first: reoriented voxel for
    // voxel, or resampled with each label's voxel counts (LabelPlacement.h).
    std::vector<std::string> warnings;
    std::vector<LabelCodes> codes;  // SEG: each declared label's codes; RTSTRUCT: empty
};

// Label maps on another grid than the series' are placed on it first
// (common/image/LabelPlacement.h); one that does not overlap the series is
// refused. Throws InputError naming the file and the reason.
DicomExportReport exportLabelsAsDicom(const LabelsToDicomRequest& request);

// The same for label maps in memory (predict's result): `labelNames` maps
// label values to names, `userCodes` label values to a user's codes (the
// others are derived from their names); `nameForErrors` names the maps in errors.
DicomExportReport exportLabelMapsAsDicom(const std::vector<Volume>& layers, const std::string& nameForErrors,
                                         const std::map<int, std::string>& labelNames, const DicomTarget& target,
                                         const std::map<int, io::dicom::SegmentCodes>& userCodes = {});

struct DicomToLabelsRequest {
    std::string dicomFile;  // a SEG or an RT Structure Set (told apart by its SOP class)
    std::string referenceSeriesFolder;
    std::string seriesUid;
    // Layer 1 goes here; layer n > 1 (overlapping segments) beside it as
    // "<name>_layer<n><extension>".
    std::string outputFile;
};

struct DicomToLabelsReport {
    DicomLabelObject object = DicomLabelObject::Seg;
    std::vector<std::string> layerFiles;
    std::vector<io::SegmentDescription> segments;
    std::vector<int> layerOfSegment;  // index into layerFiles, parallel to segments
    std::vector<std::string> warnings;  // e.g. another PatientID than the reference series'
};

DicomToLabelsReport importDicomAsLabels(const DicomToLabelsRequest& request);

// "label.nii.gz", 2 -> "label_layer2.nii.gz".
std::string layerFileName(const std::string& outputFile, int layerNumber);

}  // namespace segstudio::application
