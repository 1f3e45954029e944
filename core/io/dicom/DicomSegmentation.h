#pragma once
// DICOM Segmentation objects (SEG, PS3.3 A.51): label maps out to and in from
// the form every PACS viewer reads, with DCMTK's dcmseg/dcmiod/dcmfg (no
// hand-written DICOM encoding).
//
// A SEG refers to a DICOM series, the "reference series": it shares its
// patient, study and frame of reference, and each frame names the source
// image it was derived from. SegStudio writes BINARY segmentations, one
// segment per label value, one frame per (segment, slice) with any voxel set
// (empty frames are left out), the frames on the reference series' own grid.
// Each segment's Tracking ID holds "SegStudio label N", so reading the SEG
// back gives the same label values.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/image/Volume.h"
#include "io/dicom/SegmentCodes.h"

namespace segstudio::io {

struct SegmentDescription {
    int labelValue = 0;           // > 0: the value in the label map
    std::string name;             // Segment Label; empty: "Label N"
    std::array<uint8_t, 3> rgb{};  // sRGB display colour (stored as CIELab)
    // A user's codes (dataset.json "segment_codes"); empty: from the name (segmentCodesFor).
    std::optional<dicom::SegmentCodes> codes;
};

// How the label map was made (Segment Algorithm Type).
enum class SegmentationMethod { Automatic, SemiAutomatic, Manual };

// The Content Creator's Name SegStudio writes when no person is named.
inline constexpr char kSoftwareCreatorName[] = "SegStudio";

struct SegWriteOptions {
    std::string seriesUid;  // the reference folder's series; empty: its only one
    // Names and colours of label values; a value present in the map but not
    // listed is named "Label N" in the default palette's colour. A listed
    // value absent from the map gets no segment.
    std::vector<SegmentDescription> segments;
    SegmentationMethod method = SegmentationMethod::Automatic;
    std::string algorithmName = "SegStudio";  // required unless Manual (e.g. "SegStudio hippocampus-3d")
    std::string softwareVersion;              // Software Versions of the equipment
    std::string seriesDescription = "SegStudio segmentation";
    // Content Creator's Name (PN): who made the content, e.g. a rater
    // ("Doe^Jane"); the software (kSoftwareCreatorName) when no person is named.
    std::string contentCreatorName = kSoftwareCreatorName;
};

struct SegWriteReport {
    int segments = 0;
    int frames = 0;
    std::string sopInstanceUid;
    std::string referencedSeriesUid;
};

// Writes `layers` (integer label maps, each on the reference series' grid) as
// one SEG file, atomically. One layer is a label map whose segments cannot
// overlap (Segments Overlap NO); several layers may overlap (UNDEFINED) but
// one label value may appear in only one of them. Throws InputError naming
// `labelFileForErrors` (geometry or type mismatch, no foreground), the
// reference folder (no series, a slice with no source image) or the output.
SegWriteReport writeDicomSeg(const std::vector<Volume>& layers, const std::string& labelFileForErrors,
                             const std::string& referenceSeriesFolder, const std::string& outputFile,
                             const SegWriteOptions& options);

struct SegReadResult {
    // Label maps (int32) on the reference series' grid: segments that do not
    // overlap share a layer; a segment overlapping the ones before it opens a
    // new layer, so nothing is collapsed.
    std::vector<Volume> layers;
    std::vector<SegmentDescription> segments;  // in segment-number order
    std::vector<int> layerOfSegment;           // parallel to `segments`
    std::string referencedSeriesUid;
    // As the object stores them (empty when missing): readDicomSeg checks
    // them against the reference series'.
    std::string frameOfReferenceUid, patientId;
    // Content Creator's Name (PN, "Doe^Jane"): who made it, e.g. a rater;
    // empty when missing. RT Structure Sets leave it empty.
    std::string contentCreatorName;
    std::vector<std::string> warnings;  // e.g. another patient's ID than the series'
};

// Reads a binary SEG onto the grid of `referenceSeriesFolder` (seriesUid as
// above). DCMTK parses the file in a child process (ChildProcess.h), as every
// DICOM read does. Throws InputError naming the SEG file and the field: not a
// SEG, fractional, frames off the grid or in another orientation, a segment
// number without a segment, a Frame of Reference other than the series' (a
// SEG of another study or patient with the same geometry). Another
// PatientID than the series' is a warning.
SegReadResult readDicomSeg(const std::string& segFile, const std::string& referenceSeriesFolder,
                           const std::string& seriesUid = {});

namespace detail {
// What readDicomSeg runs in its child: the SEG parsed by DCMTK and mapped
// onto `grid`, in this process. The fuzz harness `dicom_seg` calls it
// directly; others call readDicomSeg.
SegReadResult readDicomSegOnGrid(const std::string& segFile, const Geometry& grid);
}  // namespace detail

}  // namespace segstudio::io
