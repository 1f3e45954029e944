#pragma once
// Pieces shared by the ITK-based readers in core/io (not a public API).
#include <string>

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
// The reader for a file, or nullptr (ImageReaders.cpp): the one its extension
// names first, then the other readers; GDCM only for names that may be DICOM.
// Throws InputError for a PNG libpng cannot decode and for DICOM file meta
// information GDCM would abort on.
itk::ImageIOBase::Pointer chooseImageIO(const std::string& path);
ScanHeader headerFromIO(const itk::ImageIOBase* io, const std::string& path);

// DICOM folders (DicomIO.cpp).
bool folderHasDicomFiles(const std::string& folder);
ScanHeader dicomFolderHeader(const std::string& folder, const ScanReadOptions& options);
Volume readDicomFolder(const std::string& folder, const ScanReadOptions& options);

}  // namespace segstudio::io::detail
