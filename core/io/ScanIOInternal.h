#pragma once
// Pieces shared by the ITK-based readers in core/io (not a public API).
#include <functional>
#include <string>
#include <vector>

#include <itkImageIOBase.h>

#include "io/ScanIO.h"

namespace segstudio::io::detail {

// The last line of an ITK exception's description (ITK prepends call stacks).
std::string lastLine(const std::string& itkMessage);
// Registers the ITK IO factories SegStudio supports (once per process).
void registerImageIOFactories();
// Throws InputError if the path does not exist, cannot be opened or is empty.
void checkReadableFile(const std::string& path);
// Throws InputError if the header's voxels would exceed the memory limit.
void checkSizeWithinLimit(const ScanHeader& header, const ScanReadOptions& options);
// An ITK reader for the file with its header read; InputError if none fits.
itk::ImageIOBase::Pointer openImageIO(const std::string& path);
// What a file's first bytes say it is, whatever its name (ImageReaders.cpp):
// TIFF ("II*\0", "MM\0*", BigTIFF's 43), PNG (its 8-byte signature), or other.
enum class FileContent { Tiff, Png, Other };
FileContent sniffContent(const std::string& path);
// Throws InputError naming the file for a TIFF that ITK 5.2's TIFF reader
// would over-read, over-allocate or loop on (TiffContent.cpp): a DateTime
// tag of other than 20 bytes, tag values outside the file, cyclic or missing
// directories, text without its NUL, pages of mixed layout.
void checkTiffTags(const std::string& path);
// The reader for a file, or nullptr (ImageReaders.cpp): chosen by content for
// TIFF and PNG (their bytes go to their reader alone, and those readers see
// nothing else), otherwise the one its extension names first, then the other
// readers; GDCM only for names that may be DICOM.
// Throws InputError for a PNG libpng cannot decode and for DICOM file meta
// information GDCM would abort on.
itk::ImageIOBase::Pointer chooseImageIO(const std::string& path);
ScanHeader headerFromIO(const itk::ImageIOBase* io, const std::string& path);
// One image file with every check (ScanIO.cpp).
Volume readSingleFile(const std::string& path, const ScanReadOptions& options);
// For a detached header (.mhd, .nhdr): throws InputError naming the header
// and its data-file field unless that names one readable regular file (not
// a FIFO, device, folder, list or pattern). Other files: nothing.
void checkDetachedDataFile(const std::string& headerPath);
// A file name GDCM may be asked to read: ".dcm", or no scan extension at all.
bool mayBeDicom(const std::string& path);

// The header of rows (z slices) [first, end) of `header` (end -1: to the
// last row): size[2] = end - first, the origin moved to row `first`.
// Throws std::out_of_range for rows outside the scan (IsolatedRows.cpp).
ScanHeader rowsOf(const ScanHeader& header, int64_t first, int64_t end);

// Scans whose isolated reader can read a few rows without the rest
// (IsolatedRows.cpp): microscopy TIFF stacks (OME-TIFF, ImageJ, tifffile's
// shaped files; `header.format` says which) page by page, and OME-Zarr
// stores chunk by chunk. Each call of readScanRows reads rows [first, end)
// in a child process of its own, with the reader's checks, and checks the
// answer's size against `options`.
bool readsRowsInChildProcess(const ScanHeader& header);
Volume readScanRows(const std::string& path, int64_t first, int64_t end, const ScanReadOptions& options);

// DICOM folders (DicomIO.cpp).
bool folderHasDicomFiles(const std::string& folder);
ScanHeader dicomFolderHeader(const std::string& folder, const ScanReadOptions& options);
Volume readDicomFolder(const std::string& folder, const ScanReadOptions& options);

// Reads that may reach GDCM, and TIFF reads (ITK's libtiff), run in a child
// process (ReaderIsolation.cpp): an abort or crash of the reader on a damaged
// file becomes an InputError naming the path. mayHoldDicom: a folder, or a
// file for which mayBeDicom holds.
bool mayHoldDicom(const std::string& path);
// `reader` names the library in the error ("the DICOM reader failed: ...").
// TIFF files go the same way (ScanIO.cpp).
ScanHeader scanHeaderInChildProcess(const std::string& path, const std::function<ScanHeader()>& read,
                                    const std::string& reader = "the DICOM reader");
// The volume comes back through the pipe straight into its buffer (one
// copy in this process), after its size is checked against `options`.
Volume scanInChildProcess(const std::string& path, const std::function<Volume()>& read, const ScanReadOptions& options,
                          const std::string& reader = "the DICOM reader");
std::vector<DicomSeriesInfo> dicomSeriesInChildProcess(const std::string& folder,
                                                       const std::function<std::vector<DicomSeriesInfo>()>& list);

}  // namespace segstudio::io::detail
