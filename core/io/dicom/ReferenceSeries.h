#pragma once
// The DICOM series a SEG refers to: its grid (as readScan gives it) and, for
// each slice of that grid, the source image's UIDs. Private to io/dicom.
#include <string>
#include <vector>

#include "common/image/Geometry.h"
#include "common/image/Volume.h"

namespace segstudio::io::dicom {

struct SourceImage {
    std::string file;
    std::string sopClassUid;
    std::string sopInstanceUid;
};

struct ReferenceSeries {
    std::string folder;
    std::string seriesUid;             // SeriesInstanceUID as the files store it
    std::string studyUid;              // StudyInstanceUID as the files store it
    std::string frameOfReferenceUid;   // empty when the files carry none
    std::string patientId;             // empty when the files carry none
    // The UID attributes that some slice's image lacks (an anonymiser
    // removed them), by name: "StudyInstanceUID", "SeriesInstanceUID",
    // "SOPClassUID", "SOPInstanceUID". A label map can still be read onto
    // the series; a SEG or RT Structure Set of it cannot be made
    // (requireImageUids).
    std::vector<std::string> missingUids;
    Geometry geometry;                 // the grid label maps of this series lie on
    std::vector<SourceImage> slices;   // slices[k]: the image at grid slice k
};

// Reads the series' grid (readScanHeader) and its files' headers with DCMTK
// in a child process. seriesUid empty: the folder's only series. Throws
// InputError naming the folder: not DICOM, several series and none chosen, a
// grid slice that no file of the series lies on.
ReferenceSeries loadReferenceSeries(const std::string& folder, const std::string& seriesUid);

// Throws InputError naming the series' folder and the first missing UID
// attribute when its images cannot be referenced (missingUids): `what`
// ("a DICOM SEG", "an RT Structure Set") references the images it was drawn
// on by their UIDs.
void requireImageUids(const ReferenceSeries& series, const std::string& what);

// The grid slice a plane at `positionMm` (its first voxel's centre, LPS)
// lies on, or -1 when it lies on none (off by more than a twentieth of a voxel).
int64_t gridSliceAt(const Geometry& grid, const Vec3& positionMm);

// mask[p] = 1 where voxel first + p of the integer volume `labels` holds
// `value`, else 0, for p < mask.size(); true if any voxel does.
bool maskOfValue(const Volume& labels, int64_t first, int value, std::vector<uint8_t>& mask);

}  // namespace segstudio::io::dicom
