#pragma once
// Use cases of the workbench's viewer on scan files: which dataset a scan
// belongs to and which channel files go with it, reading a file to show it
// (with what its header leaves unsaid), finding a case's scan in a folder,
// opening a dataset folder, and scans larger than memory as pyramids. The GUI reaches core/io through these.
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "common/Errors.h"
#include "common/Progress.h"
#include "common/image/Volume.h"
// The io value types this use case shows its callers (io::Dataset and the
// dataset look-ups, io::ScanPyramid); a widget may not include io/ itself (ARCHITECTURE.md,
// floors).
#define SEGSTUDIO_EXPOSES_IO_TYPES
#include "io/Dataset.h"
#include "io/pyramid/ScanPyramid.h"
#undef SEGSTUDIO_EXPOSES_IO_TYPES

namespace segstudio::application {

using io::channelFilesOfScan;  // a case's channel files, from any one of them
using io::datasetOfScan;       // the dataset.json a scan file belongs to, if any
using io::openDataset;         // a dataset folder, every layout (throws InputError)

// A file read to be shown: its voxels as stored, and the warnings its header
// gives (io::ScanHeader::warnings, e.g. a NIfTI pixdim of 0 read as 1 mm).
struct ViewedFile {
    Volume volume;
    std::vector<Problem> warnings;
    bool patientOrientation = true;  // io::carriesPatientOrientation
    std::vector<std::string> channelNames;  // channelNamesInFile
};
ViewedFile readFileToView(const std::string& path);
// The channel names a microscopy file (OME-TIFF, OME-Zarr) gives, one per
// channel; empty for other files, files that name none, and files whose
// header cannot be read again.
std::vector<std::string> channelNamesInFile(const std::string& path);

// The channels of several files (volumes[f] read from files[f]) as the
// components of one volume: every file must have the first one's geometry
// (InputError naming the file otherwise); mixed scalar types become float32.
// Releases each input as it is copied, so peak memory stays near one copy.
Volume mergeChannelFiles(const std::vector<std::string>& files, std::vector<Volume> volumes);
// Reads one file, or one file per channel of one case, as one volume
// (mergeChannelFiles). Throws InputError for no file or a file at fault.
Volume readChannelFiles(const std::vector<std::string>& files);

// One case of a dataset read and checked, for the Dataset dock's columns:
// its geometry, label values and problems (io::loadAndCheckCase; the
// volumes are not kept). Never throws: what cannot be read is a problem.
io::CaseReport summarizeCase(const io::DatasetDescription& dataset, const io::DatasetCase& datasetCase);

// The scan of case `caseId` in `folder`: "<case>.ext" or its first channel
// file "<case>_0000.ext" (nnU-Net naming); nullopt when there is none or
// the folder cannot be listed.
std::optional<std::string> caseScanInFolder(const std::string& folder, const std::string& caseId);

// Scans larger than memory open as a multiresolution pyramid (io::ScanPyramid):
// the workbench holds its overview level and reads full-resolution regions
// as the user scrolls and zooms.
using io::ScanPyramid;
using io::carriesPatientOrientation;  // whether the file's axes place it in a patient (not a picture)
// Whether the workbench should open `path` as a pyramid: ScanSlabReader
// streams it (3D MetaImage, NIfTI) and its voxels need more than
// `memoryShare` (0-1) of the memory available now (availableMemoryBytes:
// free memory, the cgroup's limit, $SEGSTUDIO_MEMORY_LIMIT). Reads the header
// only; false when it cannot be read (opening it then says why).
bool opensAsPyramid(const std::string& path, double memoryShare);
// Where a scan's pyramid is kept: beside the preprocessing caches, in
// "<cache base>/pyramids/<file name>-<hash of its path>".
std::string pyramidFolderOf(const std::string& path);
// The scan's pyramid, built on first use (progress: rows read; `cancel`
// set: the build stops and throws Cancelled). Its overview level needs at
// most 32 MiB and a sixteenth of the available memory, its brick cache at
// most 256 MiB and an eighth.
std::shared_ptr<ScanPyramid> openScanPyramid(const std::string& path, const ProgressCallback& progress = {},
                                             const std::atomic<bool>* cancel = nullptr);

}  // namespace segstudio::application
