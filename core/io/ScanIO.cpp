#include "io/ScanIO.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>

#include <unistd.h>

#include <itkGDCMImageIOFactory.h>
#include <itkImageFileWriter.h>
#include <itkImageIOBase.h>
#include <itkImageIOFactory.h>
#include <itkMetaImageIOFactory.h>
#include <itkNiftiImageIOFactory.h>
#include <itkNrrdImageIOFactory.h>
#include <itkPNGImageIOFactory.h>
#include <itkTIFFImageIOFactory.h>

#include "common/system/AtomicFile.h"
#include "common/Errors.h"
#include "common/system/SystemMemory.h"
#include "io/ItkBridge.h"
#include "io/PayloadCheck.h"
#include "io/MicroscopyTiff.h"
#include "io/OmeZarr.h"
#include "io/ScanIOInternal.h"

namespace segstudio::io {

namespace fs = std::filesystem;

namespace {

const char* const kScanExtensions[] = {".nii.gz", ".nii", ".nrrd", ".nhdr", ".mha", ".mhd", ".ome.tiff",
                                       ".ome.tif", ".tiff", ".tif", ".png", ".dcm"};

bool isTiffExtension(const std::string& extension)
{
    return extension == ".tif" || extension == ".tiff" || extension == ".ome.tif" || extension == ".ome.tiff";
}

}  // namespace

namespace detail {

std::string lastLine(const std::string& itkMessage)
{
    std::string text = itkMessage;
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    const std::size_t newline = text.rfind('\n');
    return newline == std::string::npos ? text : text.substr(newline + 1);
}

void registerImageIOFactories()
{
    static std::once_flag once;
    std::call_once(once, [] {
        itk::NiftiImageIOFactory::RegisterOneFactory();
        itk::NrrdImageIOFactory::RegisterOneFactory();
        itk::MetaImageIOFactory::RegisterOneFactory();
        itk::GDCMImageIOFactory::RegisterOneFactory();
        itk::TIFFImageIOFactory::RegisterOneFactory();
        itk::PNGImageIOFactory::RegisterOneFactory();
    });
}

static std::optional<ScalarType> toScalarType(itk::IOComponentEnum component)
{
    using C = itk::IOComponentEnum;
    switch (component) {
    case C::UCHAR: return ScalarType::UInt8;
    case C::CHAR: return ScalarType::Int8;
    case C::USHORT: return ScalarType::UInt16;
    case C::SHORT: return ScalarType::Int16;
    case C::UINT: return ScalarType::UInt32;
    case C::INT: return ScalarType::Int32;
    case C::ULONG:
    case C::ULONGLONG: return ScalarType::UInt64;
    case C::LONG:
    case C::LONGLONG: return ScalarType::Int64;
    case C::FLOAT: return ScalarType::Float32;
    case C::DOUBLE: return ScalarType::Float64;
    default: return std::nullopt;
    }
}

static std::string formatName(const itk::ImageIOBase* io)
{
    const std::string name = io->GetNameOfClass();
    if (name == "NiftiImageIO")
        return "NIfTI";
    if (name == "NrrdImageIO")
        return "NRRD";
    if (name == "MetaImageIO")
        return "MetaImage";
    if (name == "GDCMImageIO")
        return "DICOM";
    if (name == "TIFFImageIO")
        return "TIFF";
    if (name == "PNGImageIO")
        return "PNG";
    return name;
}

void checkSizeWithinLimit(const ScanHeader& header, const ScanReadOptions& options)
{
    const uint64_t limit = options.maxBytes ? options.maxBytes : physicalMemoryBytes() / 10 * 8;
    // Compute in floating point: a hostile header can overflow 64-bit products.
    const double bytes = static_cast<double>(header.geometry.size[0]) * static_cast<double>(header.geometry.size[1]) *
                         static_cast<double>(header.geometry.size[2]) * header.components *
                         static_cast<double>(scalarSize(header.type));
    if (bytes > static_cast<double>(limit))
        throw InputError(header.path, "header",
                         "declares " + formatSize(header.geometry.size) + " voxels x " +
                             std::to_string(header.components) + " of " + scalarTypeName(header.type) + " (" +
                             formatBytes(bytes) + "), more than the " + formatBytes(static_cast<double>(limit)) +
                             " this machine can hold; the file is corrupt or too large to open here");
}

void checkReadableFile(const std::string& path)
{
    std::error_code error;
    const auto status = fs::status(path, error);
    if (error || !fs::exists(status))
        throw InputError(path, "", "does not exist");
    if (fs::is_directory(status))
        return;
    if (!fs::is_regular_file(status))
        throw InputError(path, "", "is not a regular file (a pipe, socket or device); SegStudio reads files only");
    std::ifstream probe(path, std::ios::binary);
    if (!probe)
        throw InputError(path, "", std::string("cannot be read: ") + std::strerror(errno));
    if (fs::file_size(path, error) == 0)
        throw InputError(path, "", "is empty (0 bytes)");
}

// Direction from ITK's IO, padded to 3x3 for 2D images; a degenerate matrix
// (some TIFF/PNG writers) becomes the identity, as ITK's own reader does.
static Matrix3 directionFromIO(const itk::ImageIOBase* io, unsigned dimensions)
{
    Matrix3 direction = identityMatrix3();
    const unsigned spatial = std::min(dimensions, 3u);
    for (unsigned c = 0; c < spatial; ++c) {
        const std::vector<double> column = io->GetDirection(c);
        for (unsigned r = 0; r < spatial && r < column.size(); ++r)
            direction[r * 3 + c] = column[r];
    }
    try {
        inverse(direction);
    } catch (const std::invalid_argument&) {
        direction = identityMatrix3();
    }
    return direction;
}

ScanHeader headerFromIO(const itk::ImageIOBase* io, const std::string& path)
{
    ScanHeader header;
    header.path = path;
    header.format = formatName(io);
    header.dimensions = static_cast<int>(io->GetNumberOfDimensions());
    if (header.dimensions < 2 || header.dimensions > 4)
        throw InputError(path, "dimensions", "has " + std::to_string(header.dimensions) +
                                                 " dimensions; SegStudio reads 2D, 3D and 4D (channels) images");
    const auto type = toScalarType(io->GetComponentType());
    if (!type)
        throw InputError(path, "pixel type",
                         std::string("component type ") +
                             itk::ImageIOBase::GetComponentTypeAsString(io->GetComponentType()) + " is not supported");
    header.type = *type;
    const auto pixel = io->GetPixelType();
    using P = itk::IOPixelEnum;
    if (pixel != P::SCALAR && pixel != P::VECTOR && pixel != P::RGB && pixel != P::RGBA &&
        pixel != P::COVARIANTVECTOR && pixel != P::VARIABLELENGTHVECTOR)
        throw InputError(path, "pixel type",
                         std::string(itk::ImageIOBase::GetPixelTypeAsString(pixel)) +
                             " pixels are not supported (scalar or vector images only)");
    // Checked before narrowing to int: 2^32 + 1 channels would become 1.
    const auto checkChannels = [&](std::size_t channels, const char* where) {
        if (channels > kMaxChannels)
            throw InputError(path, "channels",
                             "the header declares " + std::to_string(channels) + " channels (" + where + "); at most " +
                                 std::to_string(kMaxChannels) + " are supported");
    };
    checkChannels(io->GetNumberOfComponents(), "components per pixel");
    header.components = static_cast<int>(io->GetNumberOfComponents());
    const unsigned spatial = std::min(static_cast<unsigned>(header.dimensions), 3u);
    for (unsigned axis = 0; axis < spatial; ++axis) {
        header.geometry.size[axis] = static_cast<int64_t>(io->GetDimensions(axis));
        header.geometry.spacing[axis] = io->GetSpacing(axis);
        header.geometry.origin[axis] = io->GetOrigin(axis);
    }
    header.geometry.direction = directionFromIO(io, static_cast<unsigned>(header.dimensions));
    if (header.dimensions == 4) {
        if (header.components != 1)
            throw InputError(path, "dimensions", "4D images of vector pixels are not supported");
        checkChannels(io->GetDimensions(3), "the 4th axis");
        header.components = static_cast<int>(io->GetDimensions(3));
    }
    for (int axis = 0; axis < 3; ++axis) {
        if (header.geometry.size[axis] < 1)
            throw InputError(path, "header", "declares an empty axis (size " + formatSize(header.geometry.size) + ")");
        if (!(header.geometry.spacing[axis] > 0) || !std::isfinite(header.geometry.spacing[axis]))
            throw InputError(path, "spacing", "must be positive and finite, the header has " +
                                                  formatTriple(header.geometry.spacing));
    }
    if (header.components < 1)
        throw InputError(path, "header", "declares no channels");
    return header;
}

// Each slice is read as a file of its own, with every check a single file
// gets (its reader chosen by content, PNG decoded under an error handler,
// TIFF tags and payload checked), and must match the first slice's size and
// type. Geometry: the first slice's spacing, origin and axes in x and y;
// 1 mm between slices, which slice images do not record.
Volume readSliceStack(const std::string& folder, const std::vector<std::string>& slices, const ScanReadOptions& options)
{
    if (slices.empty())
        throw InputError(folder, "", "holds no image slices");
    ScanHeader stack = headerFromIO(openImageIO(slices.front()), slices.front());
    if (stack.dimensions != 2 || stack.components != 1)
        throw InputError(slices.front(), "slices", "a slice folder must hold 2D single-channel images");
    stack.path = folder;
    stack.geometry.size[2] = static_cast<int64_t>(slices.size());
    stack.geometry.spacing[2] = 1.0;
    checkSizeWithinLimit(stack, options);
    Volume volume = Volume::allocate(stack.geometry, stack.type, 1);
    const std::size_t sliceBytes = volume.bytes.size() / slices.size();
    for (std::size_t index = 0; index < slices.size(); ++index) {
        const Volume slice = readSingleFile(slices[index], options);
        const auto& size = slice.geometry.size;
        if (size[0] != stack.geometry.size[0] || size[1] != stack.geometry.size[1] || size[2] != 1 ||
            slice.type != stack.type || slice.components != 1)
            throw InputError(slices[index], "slices",
                             "is " + std::to_string(size[0]) + " x " + std::to_string(size[1]) + " " +
                                 scalarTypeName(slice.type) + " (" + std::to_string(slice.components) +
                                 " channels), but the folder's first slice is " + std::to_string(stack.geometry.size[0]) +
                                 " x " + std::to_string(stack.geometry.size[1]) + " " + scalarTypeName(stack.type) +
                                 ": every slice must have the same size and type");
        std::memcpy(volume.bytes.data() + index * sliceBytes, slice.bytes.data(), sliceBytes);
    }
    return volume;
}

}  // namespace detail

namespace {

using namespace detail;

// The NIfTI library turns NaN and inf into 0; put them back where the file has
// them (file order equals buffer order before channels are interleaved).
void restoreNonFiniteValues(Volume& volume, const std::string& path, const ScanHeader& header, uint64_t count)
{
    if (count == 0 || (volume.type != ScalarType::Float32 && volume.type != ScalarType::Float64))
        return;
    const bool single = volume.type == ScalarType::Float32;
    restoreNiftiNonFinite(path, header, single ? volume.data<float>() : nullptr, single ? nullptr : volume.data<double>(),
                          static_cast<uint64_t>(volume.valueCount()));
}

// 4D files store channel-planar data; Volume stores channels per voxel.
void interleaveChannels(Volume& volume)
{
    const int64_t voxels = volume.voxelCount();
    const std::size_t valueBytes = scalarSize(volume.type);
    std::vector<std::byte> planar(volume.bytes);
    for (int c = 0; c < volume.components; ++c)
        for (int64_t v = 0; v < voxels; ++v)
            std::memcpy(&volume.bytes[(v * volume.components + c) * valueBytes],
                        &planar[(c * voxels + v) * valueBytes], valueBytes);
}

}  // namespace

Volume detail::readSingleFile(const std::string& path, const ScanReadOptions& options)
{
    itk::ImageIOBase::Pointer io = openImageIO(path);
    ScanHeader header = headerFromIO(io, path);
    checkSizeWithinLimit(header, options);
    const PayloadReport payload = checkPayload(path, header);
    Volume volume = Volume::allocate(header.geometry, header.type, header.components);
    itk::ImageIORegion region(io->GetNumberOfDimensions());
    for (unsigned axis = 0; axis < io->GetNumberOfDimensions(); ++axis) {
        region.SetIndex(axis, 0);
        region.SetSize(axis, io->GetDimensions(axis));
    }
    io->SetIORegion(region);
    try {
        io->Read(volume.bytes.data());
    } catch (const itk::ExceptionObject& error) {
        throw InputError(path, "voxels", "unreadable (truncated or corrupt file): " + lastLine(error.GetDescription()));
    }
    restoreNonFiniteValues(volume, path, header, payload.nonFiniteCount);
    if (header.dimensions == 4 && header.components > 1)
        interleaveChannels(volume);
    return volume;
}

namespace {

// ------------------------------------------------------- slice folders ----

std::vector<std::string> imageSlicesInFolder(const std::string& folder)
{
    std::vector<std::string> files = listScanFiles(folder);
    // Natural order: "slice2" before "slice10".
    std::stable_sort(files.begin(), files.end(),
                     [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
    return files;
}

Volume readFolder(const std::string& folder, const ScanReadOptions& options)
{
    if (isOmeZarrStore(folder))
        return readOmeZarr(describeOmeZarr(folder), options);
    if (folderHasDicomFiles(folder))
        return readDicomFolder(folder, options);
    const std::vector<std::string> slices = imageSlicesInFolder(folder);
    if (slices.empty())
        throw InputError(folder, "", "holds no DICOM series, no image slices and no OME-Zarr image");
    return readSliceStack(folder, slices, options);
}

// ------------------------------------------------------------- writing ----

std::string lowerExtension(const std::string& path)
{
    std::string name = fs::path(path).filename().string();
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const char* compound : {".nii.gz", ".ome.tif", ".ome.tiff"}) {
        const std::size_t length = std::strlen(compound);
        if (name.size() > length && name.compare(name.size() - length, length, compound) == 0)
            return compound;
    }
    return fs::path(name).extension().string();
}

template <class ImageType> void writeItkImage(const std::string& path, ImageType* image)
{
    auto writer = itk::ImageFileWriter<ImageType>::New();
    writer->SetFileName(path);
    writer->SetInput(image);
    writer->SetUseCompression(true);
    try {
        writer->Update();
    } catch (const itk::ExceptionObject& error) {
        throw InputError(path, "", "cannot write: " + lastLine(error.GetDescription()));
    }
}

template <class T> void writeTyped(const std::string& path, const Volume& volume, bool twoDimensional)
{
    if (twoDimensional) {
        using Image2 = itk::VectorImage<T, 2>;
        auto image = Image2::New();
        typename Image2::RegionType region;
        typename Image2::SpacingType spacing;
        typename Image2::PointType origin;
        typename Image2::DirectionType direction;
        for (unsigned axis = 0; axis < 2; ++axis) {
            region.SetSize(axis, static_cast<itk::SizeValueType>(volume.geometry.size[axis]));
            spacing[axis] = volume.geometry.spacing[axis];
            origin[axis] = volume.geometry.origin[axis];
            for (unsigned c = 0; c < 2; ++c)
                direction(axis, c) = volume.geometry.direction[axis * 3 + c];
        }
        image->SetRegions(region);
        image->SetSpacing(spacing);
        image->SetOrigin(origin);
        image->SetDirection(direction);
        image->SetNumberOfComponentsPerPixel(static_cast<unsigned>(volume.components));
        image->Allocate();
        std::memcpy(image->GetBufferPointer(), volume.bytes.data(), volume.bytes.size());
        writeItkImage(path, image.GetPointer());
    } else if (volume.components == 1) {
        auto image = itk::Image<T, 3>::New();
        copyGeometryToItk(volume.geometry, image.GetPointer());
        image->Allocate();
        std::memcpy(image->GetBufferPointer(), volume.bytes.data(), volume.bytes.size());
        writeItkImage(path, image.GetPointer());
    } else {
        writeItkImage(path, toItkVectorImage<T>(volume).GetPointer());
    }
}

void writeVolumeFile(const std::string& path, const Volume& volume, const std::string& extension)
{
    if (extension == ".ome.tif" || extension == ".ome.tiff") {
        writeOmeTiff(path, volume);
        return;
    }
    registerImageIOFactories();
    const bool is2DFormat = extension == ".png";
    const bool flat = volume.geometry.size[2] == 1;
    if (is2DFormat && !flat)
        throw InputError(path, "", "PNG holds 2D images; this volume has " +
                                       std::to_string(volume.geometry.size[2]) + " slices (use .nii.gz, .nrrd or .mha)");
    if (is2DFormat && volume.type != ScalarType::UInt8 && volume.type != ScalarType::UInt16) {
        // Label maps held as int16 (values over 255) fit PNG's 16 bits when none is negative.
        Volume unsigned16 = Volume::allocate(volume.geometry, ScalarType::UInt16, volume.components);
        for (int64_t i = 0; i < volume.valueCount(); ++i) {
            const double value = volume.valueAsDouble(i);
            if (!isIntegerType(volume.type) || value < 0 || value > 65535)
                throw InputError(path, "", std::string("PNG stores values 0 to 65535; this ") +
                                               scalarTypeName(volume.type) + " image holds " + std::to_string(static_cast<long long>(value)) +
                                               " (use .nii.gz, .nrrd or .ome.tif)");
            unsigned16.data<uint16_t>()[i] = static_cast<uint16_t>(value);
        }
        writeTyped<uint16_t>(path, unsigned16, true);
        return;
    }
    visitScalarType(volume.type, [&](auto v) { writeTyped<decltype(v)>(path, volume, is2DFormat); });
}

}  // namespace

uint64_t ScanHeader::bytes() const
{
    return static_cast<uint64_t>(geometry.voxelCount()) * static_cast<uint64_t>(components) * scalarSize(type);
}

std::string labelMapExtensionFor(const std::string& scanPath)
{
    const std::string extension = lowerExtension(scanPath);
    if (extension == ".png")
        return ".png";
    if (extension == ".nrrd" || extension == ".nhdr")
        return ".nrrd";
    if (extension == ".mha" || extension == ".mhd")
        return ".mha";
    if (fs::is_directory(scanPath) ? isOmeZarrStore(scanPath)
                                   : (isTiffExtension(extension) || sniffContent(scanPath) == FileContent::Tiff))
        return ".ome.tif";
    return ".nii.gz";
}

std::vector<std::string> listScanFiles(const std::string& folder)
{
    std::vector<std::string> files;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && name[0] != '.' && hasScanExtension(name))
            files.push_back(entry.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool hasScanExtension(const std::string& path)
{
    const std::string extension = lowerExtension(path);
    return std::any_of(std::begin(kScanExtensions), std::end(kScanExtensions),
                       [&](const char* e) { return extension == e; });
}

std::string stripScanExtension(const std::string& fileName)
{
    const std::string extension = lowerExtension(fileName);
    std::string lower = fileName;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const std::string store : {".ome.zarr", ".zarr"})  // OME-Zarr folders
        if (lower.size() > store.size() && lower.compare(lower.size() - store.size(), store.size(), store) == 0)
            return fileName.substr(0, fileName.size() - store.size());
    if (!hasScanExtension(fileName))
        return fileName;
    return fileName.substr(0, fileName.size() - extension.size());
}

namespace {

ScanHeader readScanHeaderInProcess(const std::string& path, const ScanReadOptions& options)
{
    ScanHeader header;
    if (fs::is_directory(path)) {
        if (isOmeZarrStore(path)) {
            header = describeOmeZarr(path).header;
        } else if (folderHasDicomFiles(path)) {
            header = dicomFolderHeader(path, options);
        } else {
            const std::vector<std::string> slices = imageSlicesInFolder(path);
            if (slices.empty())
                throw InputError(path, "", "holds no DICOM series, no image slices and no OME-Zarr image");
            header = headerFromIO(openImageIO(slices.front()), path);
            header.geometry.size[2] = static_cast<int64_t>(slices.size());
        }
    } else if (const auto stack = describeMicroscopyTiff(path)) {
        header = stack->header;
    } else {
        header = headerFromIO(openImageIO(path), path);
        header.warnings = headerWarnings(path, header.dimensions);
    }
    if (options.spacingOverrideXyz) {
        header.geometry.spacing = *options.spacingOverrideXyz;
        header.warnings.clear();
    }
    return header;
}

Volume readScanInProcess(const std::string& path, const ScanReadOptions& options)
{
    std::optional<MicroscopyStack> stack;
    if (!fs::is_directory(path))
        stack = describeMicroscopyTiff(path);
    Volume volume = fs::is_directory(path) ? readFolder(path, options)
                    : stack                ? readMicroscopyTiff(*stack, options)
                                           : readSingleFile(path, options);
    if (options.spacingOverrideXyz)
        volume.geometry.spacing = *options.spacingOverrideXyz;
    return volume;
}

}  // namespace

// ITK 5.2's TIFF reader copies past libtiff's buffers on damaged multi-page
// files in more ways than checkTiffTags can foresee (fuzzing keeps finding
// variants), so TIFF files are read in a child process too, as DICOM is:
// whatever their name says, TIFF bytes reach only the TIFF reader
// (chooseImageIO), so a TIFF by name or by content is isolated.
std::string isolatingReader(const std::string& path)
{
    if (isOmeZarrStore(path))
        return "the OME-Zarr reader";  // GDAL's chunk decoders on untrusted bytes
    if (mayHoldDicom(path))
        return "the DICOM reader";
    const std::string extension = lowerExtension(path);
    if (isTiffExtension(extension) || sniffContent(path) == FileContent::Tiff)
        return "the TIFF reader";
    return "";
}

bool carriesPatientOrientation(const std::string& path)
{
    const std::string extension = lowerExtension(path);
    if (extension == ".png" || extension == ".jpg" || extension == ".jpeg" || extension == ".bmp")
        return false;
    const std::string reader = isolatingReader(path);
    return reader != "the TIFF reader" && reader != "the OME-Zarr reader";
}

std::vector<Problem> headerWarnings(const std::string& path, int dimensions)
{
    const std::string extension = lowerExtension(path);
    if (extension != ".nii" && extension != ".nii.gz")
        return {};  // only NIfTI headers are looked at for now
    std::vector<Problem> warnings;
    for (int axis : niftiAxesWithoutSpacing(path, dimensions))
        warnings.push_back({"", path, "pixdim[" + std::to_string(axis + 1) + "]",
                            std::string("no spacing along ") + "xyz"[axis] +
                                " (0 or invalid); read as 1 mm, so distances and volumes in mm may be wrong"});
    return warnings;
}

ScanHeader readScanHeader(const std::string& path, const ScanReadOptions& options)
{
    checkReadableFile(path);
    const std::string reader = isolatingReader(path);
    if (!reader.empty())
        return scanHeaderInChildProcess(path, [&] { return readScanHeaderInProcess(path, options); }, reader);
    return readScanHeaderInProcess(path, options);
}

Volume readScan(const std::string& path, const ScanReadOptions& options)
{
    checkReadableFile(path);
    const std::string reader = isolatingReader(path);
    if (!reader.empty())
        return scanInChildProcess(path, [&] { return readScanInProcess(path, options); }, options, reader);
    return readScanInProcess(path, options);
}

void writeScan(const std::string& path, const Volume& volume)
{
    if (!hasScanExtension(path) || lowerExtension(path) == ".dcm")
        throw InputError(path, "", "unknown output format; use .nii.gz, .nii, .nrrd, .nhdr, .mha, .mhd, .tif or .png");
    if (volume.bytes.size() != static_cast<std::size_t>(volume.valueCount()) * scalarSize(volume.type))
        throw std::invalid_argument("writeScan: volume buffer does not match its geometry");
    const std::string extension = lowerExtension(path);
    if (extension == ".nhdr" || extension == ".mhd") {
        // Detached header + data file: the header names the data file.
        replaceFileSetAtomically(path, [&](const std::string& tempPath) { writeVolumeFile(tempPath, volume, extension); });
        return;
    }
    replaceFileAtomically(path, [&](const std::string& tempPath) { writeVolumeFile(tempPath, volume, extension); });
}

}  // namespace segstudio::io
