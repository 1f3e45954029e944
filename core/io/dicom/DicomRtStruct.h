#pragma once
// RT Structure Sets (RTSTRUCT, PS3.3 A.19) out and in, with DCMTK's dcmrt:
// the form radiotherapy planning systems read. One ROI per label value (its
// ROI Number is the label value), planar contours per slice in patient
// coordinates (io/dicom/SliceContours.h: islands CLOSED_PLANAR, holes and
// islands in holes CLOSEDPLANAR_XOR), each contour naming its source image; the ROI's name and
// display colour from SegmentDescription; Referenced Frame of Reference /
// Study / Series / Contour Image from the reference series.
#include <string>
#include <vector>

#include "io/dicom/DicomSegmentation.h"

namespace segstudio::io {

struct RtStructWriteReport {
    int rois = 0;
    int contours = 0;
    std::string sopInstanceUid;
    std::string referencedSeriesUid;
};

// `labels`: an integer label map on the reference series' grid. Options as
// for a SEG (names, colours, method -> ROI Generation Algorithm). Writes
// atomically; throws InputError as writeDicomSeg does.
RtStructWriteReport writeDicomRtStruct(const Volume& labels, const std::string& labelFileForErrors,
                                       const std::string& referenceSeriesFolder, const std::string& outputFile,
                                       const SegWriteOptions& options);

// Rasterises every ROI's contours onto the reference series' grid (pixel
// centres inside or on a contour; CLOSED_PLANAR contours of a slice
// unioned, CLOSEDPLANAR_XOR ones XORed: PS3.3 C.8.8.6); ROIs that overlap go to separate
// layers, as for a SEG. Parsed in a child process. Throws InputError naming
// the file and field: not an RTSTRUCT, a contour off the grid's slices or in
// another frame of reference, a ROI number without a ROI.
SegReadResult readDicomRtStruct(const std::string& file, const std::string& referenceSeriesFolder,
                                const std::string& seriesUid = {});

namespace detail {
// What readDicomRtStruct does with the file, in this process: its ROIs
// parsed by DCMTK and rasterised onto `grid`, the frame of reference not
// compared. The fuzz harness `dicom_rtstruct` calls it directly; others call
// readDicomRtStruct, which parses in a child process.
SegReadResult readDicomRtStructOnGrid(const std::string& file, const Geometry& grid);
}  // namespace detail

// The file's SOP Class UID (its header read by DCMTK in a child process);
// empty when the file is not DICOM.
std::string dicomSopClassUid(const std::string& file);

}  // namespace segstudio::io
