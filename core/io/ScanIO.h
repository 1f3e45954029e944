#pragma once
// Reading and writing scans and label maps through ITK, keeping the stored
// scalar type and the geometry (spacing, origin, direction cosines) as the
// file has them. Formats: NIfTI (.nii, .nii.gz), NRRD (.nrrd, .nhdr),
// MetaImage (.mha, .mhd), DICOM series (a folder), TIFF (2D, multi-page
// stacks, or a folder of slices), PNG (2D) and OME-Zarr (a folder, read
// through GDAL; OmeZarr.h).
//
// Every failure throws segstudio::InputError naming the file and the reason;
// nothing here allocates before the header's size has been checked against
// the memory limit. Functions are thread-safe (separate calls may run in
// parallel on different files).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/Errors.h"
#include "common/image/Volume.h"

namespace segstudio::io {

// The most channels (components per voxel, or 4th-axis entries) a scan may declare.
inline constexpr std::size_t kMaxChannels = 4096;

struct ScanReadOptions {
    // Refuse files whose voxels would need more bytes than this. 0 means 80% of
    // the machine's physical memory.
    uint64_t maxBytes = 0;
    // For a DICOM folder with several series: the SeriesInstanceUID to read.
    std::string dicomSeriesUid;
    // Replaces the file's spacing (microscopy TIFF without resolution tags).
    std::optional<Vec3> spacingOverrideXyz;
};

struct ScanHeader {
    std::string path;
    std::string format;  // "NIfTI", "NRRD", "MetaImage", "DICOM", "TIFF", "PNG", ...
    Geometry geometry;
    ScalarType type = ScalarType::Float32;
    int components = 1;   // channels per voxel (vector images, 4D NIfTI)
    int dimensions = 3;   // as stored: 2, 3 or 4
    // What the file leaves unsaid and the reader assumed, for the user to
    // see (info, the dataset check, the workbench): e.g. a NIfTI pixdim of 0
    // read as 1 mm. Empty for most files.
    std::vector<Problem> warnings;  // file: the path; field: what is missing
    // The channels' names as the file gives them (OME-XML Channel Name,
    // OME-Zarr omero channel labels); empty when it names none.
    std::vector<std::string> channelNames;
    uint64_t bytes() const;
};

struct DicomSeriesInfo {
    std::string uid;
    std::string description;
    std::string modality;
    int sliceCount = 0;
};

// Header only: cheap, reads no voxels (a DICOM folder reads the headers of its files).
ScanHeader readScanHeader(const std::string& path, const ScanReadOptions& options = {});

// ScanHeader::warnings of a file without reading it through ITK (NIfTI:
// its first 544 bytes): for callers that read the voxels with readScan.
// `dimensions`: the spatial axes to look at (3 when unknown).
std::vector<Problem> headerWarnings(const std::string& path, int dimensions = 3);

// The library whose reader runs in a child process for this path, because a
// damaged file can crash or abort it ("the OME-Zarr reader": OME-Zarr
// folders; "the DICOM reader": other folders and names that may be DICOM;
// "the TIFF reader": a TIFF by extension or by its first bytes, whatever
// its name), or "" when the path is read in this process.
std::string isolatingReader(const std::string& path);

// False for pictures (PNG, JPEG, BMP, TIFF, OME-Zarr: microscopy,
// photographs, 2D images), whose axes say nothing about a patient; true for NIfTI, NRRD,
// MetaImage and DICOM, whose direction places the voxels in the patient
// (LPS). The workbench shows R/L/A/P/S/I and "Axial" only for the latter.
bool carriesPatientOrientation(const std::string& path);

// The whole scan. A 4D file becomes a multi-component volume (4th axis = channel).
Volume readScan(const std::string& path, const ScanReadOptions& options = {});

// An OME-Zarr store: a folder with a Zarr group (".zgroup") whose ".zattrs"
// has "multiscales". Reads .zattrs only; false for anything else.
bool isOmeZarrStore(const std::string& path);

// Series in a DICOM folder, sorted by UID; empty if the folder holds no DICOM.
std::vector<DicomSeriesInfo> listDicomSeries(const std::string& folder);

// Writes atomically (temp file + rename) for single-file formats; the format
// follows the extension. NIfTI/NRRD/MetaImage store every scalar type; PNG
// stores 2D images of values 0..65535 (other integer types are converted);
// ".ome.tif"/".ome.tiff" write an OME-TIFF with the spacing in µm. Throws InputError on an unsupported
// extension or type.
void writeScan(const std::string& path, const Volume& volume);

enum class DicomModality { CT, MR };

// Writes a 3D scalar volume as a DICOM series (one file per slice, positions
// and orientation set, CT or MR Image Storage so readers keep the geometry)
// into an existing folder. For export and tests.
void writeDicomSeries(const std::string& folder, const Volume& volume, const std::string& seriesDescription,
                      DicomModality modality = DicomModality::MR);

// The extension a label map of this scan is written with when the user names
// only a folder: the scan's own format where it can hold a label map (".png",
// ".nrrd", ".mha"; ".ome.tif" for any TIFF and OME-Zarr, keeping the physical sizes), else
// ".nii.gz" (NIfTI, DICOM series, slice folders).
std::string labelMapExtensionFor(const std::string& scanPath);

// Regular, non-hidden files in `folder` with a scan extension, sorted by name.
std::vector<std::string> listScanFiles(const std::string& folder);

// True if the name ends with an extension readScan understands.
bool hasScanExtension(const std::string& path);
// The name without its scan extension: "case_0000.nii.gz" -> "case_0000";
// also "cells.ome.zarr" -> "cells".
std::string stripScanExtension(const std::string& fileName);

namespace detail {
// A folder's 2D slices (`slices`, in order) as one volume, read in this
// process: each with every check a single file gets, all of the first one's
// size and type (InputError naming the slice otherwise), 1 mm apart.
// readScan on a slice folder runs this in its reader child; the fuzz
// harness `slice_folder` calls it directly. Others call readScan.
Volume readSliceStack(const std::string& folder, const std::vector<std::string>& slices, const ScanReadOptions& options);
}  // namespace detail

}  // namespace segstudio::io
