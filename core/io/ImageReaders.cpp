// Which ITK reader opens a file, and the checks that keep two of ITK 5.2's
// readers from taking the process down (found by tests/fuzz):
//  - ITK asks every registered reader, GDCM included, whether it can read a
//    file; GDCM parses any bytes as DICOM and Debian builds it with assert()
//    on, so a damaged NIfTI or PNG could abort in GDCM. Files are given to the
//    reader their extension names first, then to the other non-DICOM readers;
//    GDCM sees only .dcm files and names without a scan extension, after a
//    check of the DICOM file meta header whose flaws GDCM asserts on.
//  - ITK 5.2's PNG reader reads the header without a libpng error handler:
//    libpng then calls abort() on a CRC error or a bad chunk. The file is
//    decoded once with a handler first, so errors become InputError; chunks
//    must fit in the file (libpng allocates a chunk's declared length).
//  - ITK's NIfTI reader aborts (vnl assert_finite) on a header whose
//    orientation fields are not finite: checked before ITK sees the file;
//    so is a MetaImage NDims that would make MetaIO read billions of numbers
//    (a hang). TIFF's checks, and the content sniffing that sends TIFF and
//    PNG bytes to their readers alone, are in TiffContent.cpp.
//  - ITK 5.2's NIfTI reader shares one string between instances while it
//    reads a header: openImageIO reads one header at a time.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <mutex>
#include <vector>

#include <pthread.h>

#include <png.h>
#include <zlib.h>

#include <itkGDCMImageIO.h>
#include <itkMetaImageIO.h>
#include <itkNiftiImageIO.h>
#include <itkNrrdImageIO.h>
#include <itkPNGImageIO.h>
#include <itkTIFFImageIO.h>

#include "common/Errors.h"
#include "io/ScanIOInternal.h"

namespace segstudio::io::detail {

namespace {

std::string lowerName(const std::string& path)
{
    std::string name = path.substr(path.find_last_of('/') + 1);
    for (char& c : name)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

bool endsWith(const std::string& text, const std::string& suffix)
{
    return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// --------------------------------------------------------------- PNG ----

struct PngFailure {
    std::jmp_buf jump;
    char message[200];
};

void pngError(png_structp png, png_const_charp message)
{
    auto* failure = static_cast<PngFailure*>(png_get_error_ptr(png));
    std::snprintf(failure->message, sizeof failure->message, "%s", message ? message : "unknown error");
    std::longjmp(failure->jump, 1);
}

void pngWarning(png_structp, png_const_charp) {}

// Decodes every row with the transformations ITK's PNG reader applies, one
// row buffer at a time. C style on purpose: longjmp must not skip C++
// destructors. Returns false with failure->message set on a libpng error.
bool decodePng(std::FILE* file, PngFailure* failure)
{
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, failure, pngError, pngWarning);
    if (!png) {
        std::snprintf(failure->message, sizeof failure->message, "libpng could not start");
        return false;
    }
    png_set_chunk_malloc_max(png, 64u << 20);  // text and profile chunks: far below this in any real file
    png_infop info = png_create_info_struct(png);
    png_bytep volatile row = nullptr;
    if (setjmp(failure->jump)) {
        png_destroy_read_struct(&png, &info, nullptr);
        std::free(row);
        return false;
    }
    if (!info)
        png_error(png, "out of memory");
    png_init_io(png, file);
    png_read_info(png, info);
    const int colorType = png_get_color_type(png, info);
    const int bitDepth = png_get_bit_depth(png, info);
    if (colorType == PNG_COLOR_TYPE_PALETTE)
        png_set_palette_to_rgb(png);
    if (colorType == PNG_COLOR_TYPE_GRAY && bitDepth < 8)
        png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_tRNS_to_alpha(png);
    if (bitDepth > 8)
        png_set_swap(png);
    png_color_8p significantBits = nullptr;
    if (png_get_sBIT(png, info, &significantBits) && significantBits)
        png_set_shift(png, significantBits);
    const int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    const png_uint_32 height = png_get_image_height(png, info);
    row = static_cast<png_bytep>(std::malloc(png_get_rowbytes(png, info) + 1));
    if (!row)
        png_error(png, "out of memory for one row");
    for (int pass = 0; pass < passes; ++pass)
        for (png_uint_32 y = 0; y < height; ++y)
            png_read_row(png, row, nullptr);
    png_read_end(png, nullptr);
    png_destroy_read_struct(&png, &info, nullptr);
    std::free(row);
    return true;
}

uint32_t be32(const unsigned char* p) { return uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | p[3]; }

void checkPngDecodes(const std::string& path)
{
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file)
        throw InputError(path, "", std::string("cannot be read: ") + std::strerror(errno));
    // Every chunk must lie inside the file: libpng allocates what a chunk
    // header declares before reading it.
    std::fseek(file, 0, SEEK_END);
    const long fileBytes = std::ftell(file);
    long at = 8;
    unsigned char chunk[8];
    while (at + 8 <= fileBytes) {
        std::fseek(file, at, SEEK_SET);
        if (std::fread(chunk, 1, 8, file) != 8)
            break;
        const uint32_t length = be32(chunk);
        if (length > 0x7fffffffu || static_cast<uint64_t>(at) + 12 + length > static_cast<uint64_t>(fileBytes)) {
            std::fclose(file);
            throw InputError(path, "PNG", "damaged: chunk '" + std::string(reinterpret_cast<char*>(chunk + 4), 4) +
                                              "' at byte " + std::to_string(at) + " declares " + std::to_string(length) +
                                              " bytes, past the end of the file");
        }
        if (std::memcmp(chunk + 4, "IEND", 4) == 0)
            break;
        at += 12 + static_cast<long>(length);
    }
    std::rewind(file);
    PngFailure failure{};
    const bool decoded = decodePng(file, &failure);
    std::fclose(file);
    if (!decoded)
        throw InputError(path, "PNG", std::string("damaged or not a PNG file: ") + failure.message);
}

// -------------------------------------------------------------- NIfTI ----

// The header fields ITK turns into the direction matrix (pixdim, and the
// quaternion or the affine rows when their codes say so) must be finite and
// of sane size: ITK's NIfTI reader takes the SVD of that matrix and vnl
// aborts the process on a NaN or infinity.
void checkNiftiOrientation(const std::string& path)
{
    gzFile file = gzopen(path.c_str(), "rb");  // reads plain files as they are
    if (!file)
        return;
    unsigned char h[540] = {};
    const int n = gzread(file, h, sizeof h);
    gzclose(file);
    if (n < 348)
        return;  // ITK reports the short header
    uint32_t sizeofHeader = 0;
    std::memcpy(&sizeofHeader, h, 4);
    // NIfTI-2 by its header size; anything else is read as NIfTI-1 (the
    // library does, whatever sizeof_hdr says), byte order decided as the
    // library decides it: by dim[0], else by sizeof_hdr.
    // A NIfTI-2 size in a file too short for that header: the library falls
    // back to reading NIfTI-1 fields, so check those.
    const bool two = (sizeofHeader == 540 || __builtin_bswap32(sizeofHeader) == 540) && n >= 540;
    bool swapped = two && sizeofHeader != 540;
    if (!two) {
        uint16_t dim0 = 0;
        std::memcpy(&dim0, h + 40, 2);
        const auto valid = [](uint16_t d) { return static_cast<int16_t>(d) >= 1 && static_cast<int16_t>(d) <= 7; };
        if (dim0 != 0 && !valid(dim0) && !valid(__builtin_bswap16(dim0)))
            return;  // the library refuses it
        swapped = dim0 != 0 ? !valid(dim0) : sizeofHeader != 348 && __builtin_bswap32(sizeofHeader) == 348;
    }
    auto number = [&](std::size_t at) -> double {
        if (two) {
            uint64_t bits;
            std::memcpy(&bits, h + at, 8);
            if (swapped)
                bits = __builtin_bswap64(bits);
            double v;
            std::memcpy(&v, &bits, 8);
            return v;
        }
        uint32_t bits;
        std::memcpy(&bits, h + at, 4);
        if (swapped)
            bits = __builtin_bswap32(bits);
        float v;
        std::memcpy(&v, &bits, 4);
        return v;
    };
    auto code = [&](std::size_t at) -> int {
        if (two) {
            uint32_t v;
            std::memcpy(&v, h + at, 4);
            return static_cast<int32_t>(swapped ? __builtin_bswap32(v) : v);
        }
        uint16_t v;
        std::memcpy(&v, h + at, 2);
        return static_cast<int16_t>(swapped ? __builtin_bswap16(v) : v);
    };
    const std::size_t width = two ? 8 : 4;
    const auto require = [&](const char* field, std::size_t at, int count) {
        for (int i = 0; i < count; ++i) {
            const double v = number(at + static_cast<std::size_t>(i) * width);
            if (!(std::fabs(v) <= 1e12))
                throw InputError(path, field, "holds " + std::to_string(v) + ", not a finite number of sane size");
        }
    };
    require("pixdim", two ? 104 : 76, 8);
    if (code(two ? 344 : 252) > 0)
        require("quatern/qoffset", two ? 352 : 256, 6);
    if (code(two ? 348 : 254) > 0)
        require("srow", two ? 400 : 280, 12);
}

// ---------------------------------------------------------- MetaImage ----

// MetaIO starts a field name at the first non-blank of a line and ends it at
// '=', ':' or a line break; it must fit MetaIO's 255-byte name buffer.
void checkMetaImageFieldNames(const std::string& path, const std::string& header)
{
    constexpr std::size_t longestName = 254;
    std::size_t lineStart = 0;
    while (lineStart < header.size()) {
        std::size_t lineEnd = header.find_first_of("\r\n", lineStart);
        if (lineEnd == std::string::npos)
            lineEnd = header.size();
        const std::size_t nameStart = header.find_first_not_of(" \t\v\f", lineStart);
        if (nameStart != std::string::npos && nameStart < lineEnd) {
            const std::size_t separator = header.find_first_of("=:", nameStart);
            std::size_t nameEnd = std::min(lineEnd, separator == std::string::npos ? lineEnd : separator);
            while (nameEnd > nameStart && (header[nameEnd - 1] == ' ' || header[nameEnd - 1] == '\t'))
                --nameEnd;  // MetaIO trims them too
            if (nameEnd - nameStart > longestName)
                throw InputError(path, "header", "has a field name of " + std::to_string(nameEnd - nameStart) +
                                                     " characters at byte " + std::to_string(nameStart) +
                                                     "; MetaImage field names have at most " +
                                                     std::to_string(longestName));
        }
        lineStart = lineEnd + 1;
    }
}

// MetaIO reads NDims numbers for DimSize, ElementSpacing, ... from the
// header: "NDims = -3" becomes four billion reads (the reader hangs). The
// header lines before the data must give NDims as a whole number 1 to 16,
// and compressed data its CompressedDataSize. MetaIO copies each field name
// (a line's text before '=' or ':') into 255 bytes with strcpy: a longer name
// overflows, so every line of the header must have a shorter one, and the
// header must end (ElementDataFile) within the 64 KiB looked at here.
void checkMetaImageHeader(const std::string& path)
{
    // The header as MetaIO reads it is looser than lines ("NDims\nX = -3"
    // gives NDims -3): look at every "NDims" in the text before the data,
    // and the number after the next '='.
    std::ifstream in(path, std::ios::binary);
    std::string header(64 << 10, '\0');
    in.read(header.data(), static_cast<std::streamsize>(header.size()));
    header.resize(static_cast<std::size_t>(in.gcount()));
    const std::size_t dataFile = header.find("ElementDataFile");
    if (dataFile == std::string::npos)
        throw InputError(path, "ElementDataFile",
                         "missing from the header's first 64 KiB; a MetaImage header ends with it");
    header.resize(header.find('\n', dataFile) == std::string::npos ? header.size() : header.find('\n', dataFile));
    checkMetaImageFieldNames(path, header);
    // A .mha holds its voxels (LOCAL); MetaIO's other forms (a file name, a
    // LIST, a pattern) are .mhd headers, and MetaIO divides by zero on some
    // malformed ones.
    if (endsWith(lowerName(path), ".mha")) {
        std::string value = header.substr(dataFile + 15);
        value.erase(0, value.find_first_not_of(" \t="));
        value.erase(value.find_last_not_of(" \t\r") + 1);
        if (value != "LOCAL")
            throw InputError(path, "ElementDataFile",
                             "is '" + value.substr(0, 40) + "'; a .mha file holds its voxels (LOCAL), a header "
                             "naming a separate data file is a .mhd");
    }
    for (std::size_t at = header.find("NDims"); at != std::string::npos; at = header.find("NDims", at + 5)) {
        const std::size_t equals = header.find('=', at);
        const char* value = equals == std::string::npos ? "" : header.c_str() + equals + 1;
        char* end = nullptr;
        const long dims = std::strtol(value, &end, 10);
        if (end == value || dims < 1 || dims > 16)
            throw InputError(path, "NDims", "is '" + std::string(value, std::min<std::size_t>(std::strlen(value), 20)) +
                                                "'; MetaImage headers need 1 to 16 dimensions");
    }
    // Without CompressedDataSize MetaIO measures the rest of the stream; on a
    // stream it has already failed that gives -1: an allocation of 2^63 bytes.
    bool compressed = false;
    for (std::size_t at = header.find("CompressedData"); at != std::string::npos; at = header.find("CompressedData", at + 14))
        if (header.compare(at + 14, 4, "Size") != 0)
            compressed = header.substr(at, header.find('\n', at) - at).find("True") != std::string::npos;
    if (compressed && header.find("CompressedDataSize") == std::string::npos)
        throw InputError(path, "CompressedDataSize",
                         "missing: compressed MetaImage data needs its size in the header (ITK writes it)");
}

// ------------------------------------------------------------- DICOM ----

uint16_t le16(const unsigned char* p) { return static_cast<uint16_t>(p[0] | p[1] << 8); }
uint32_t le32(const unsigned char* p) { return le16(p) | static_cast<uint32_t>(le16(p + 2)) << 16; }

bool vrIn(const char* vr, std::initializer_list<const char*> list)
{
    for (const char* v : list)
        if (std::strncmp(vr, v, 2) == 0)
            return true;
    return false;
}

bool isKnownVr(const char* vr)
{
    return vrIn(vr, {"AE", "AS", "AT", "CS", "DA", "DS", "DT", "FD", "FL", "IS", "LO", "LT", "OB", "OD", "OF", "OL",
                     "OV", "OW", "PN", "SH", "SL", "SQ", "SS", "ST", "SV", "TM", "UC", "UI", "UL", "UN", "UR", "US",
                     "UT", "UV"});
}

bool isLongLengthVr(const char* vr)
{
    return vrIn(vr, {"OB", "OD", "OF", "OL", "OV", "OW", "SQ", "SV", "UC", "UN", "UR", "UT", "UV"});
}

// The file meta information (group 0002) as GDCM reads it before anything
// else: known value representations (an unknown one sends GDCM down a
// second path that asserts), every element complete, no sequence, no
// undefined length, and something after the group. GDCM asserts (aborts)
// on each of these.
void checkDicomMetaHeader(const std::string& path)
{
    constexpr std::size_t kHeadBytes = 1 << 16;
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file)
        return;  // checkReadableFile reports it
    std::vector<unsigned char> head(kHeadBytes);
    head.resize(std::fread(head.data(), 1, head.size(), file));
    std::fclose(file);
    const bool whole = head.size() < kHeadBytes;  // else a meta header past 64 KiB is left to GDCM
    std::size_t at = head.size() >= 132 && std::memcmp(head.data() + 128, "DICM", 4) == 0 ? 132 : 0;
    if (head.size() < at + 6 || le16(head.data() + at) != 0x0002)
        return;  // no file meta information: GDCM guesses the layout without it
    const bool explicitVr = isKnownVr(reinterpret_cast<const char*>(head.data() + at + 4));
    const auto fail = [&](const std::string& reason) {
        throw InputError(path, "DICOM file meta information", reason + " (byte " + std::to_string(at) + ")");
    };
    while (true) {
        if (head.size() - at < 4) {
            if (!whole)
                return;
            fail("the file ends inside the meta header, before the data set");
        }
        if (le16(head.data() + at) != 0x0002)
            return;
        uint64_t length = 0;
        std::size_t valueAt = 0;
        if (head.size() - at < 8) {
            if (!whole)
                return;
            fail("the file ends inside an element");
        }
        if (explicitVr) {
            const char* vr = reinterpret_cast<const char*>(head.data() + at + 4);
            if (!isKnownVr(vr))
                fail("an element has an unknown value representation");
            if (std::strncmp(vr, "SQ", 2) == 0)
                fail("holds a sequence");
            if (isLongLengthVr(vr)) {
                if (head.size() - at < 12) {
                    if (!whole)
                        return;
                    fail("the file ends inside an element");
                }
                length = le32(head.data() + at + 8);
                valueAt = at + 12;
            } else {
                length = le16(head.data() + at + 6);
                valueAt = at + 8;
            }
        } else {
            length = le32(head.data() + at + 4);
            valueAt = at + 8;
        }
        if (length == 0xFFFFFFFFu)
            fail("an element has an undefined length");
        if (valueAt + length > head.size()) {
            if (!whole)
                return;
            fail("an element's value runs past the end of the file");
        }
        at = valueAt + static_cast<std::size_t>(length);
    }
}

// Whether the reader names the file's extension among those it reads.
bool readsExtension(const itk::ImageIOBase* io, const std::string& lowerFileName)
{
    for (std::string extension : io->GetSupportedReadExtensions()) {
        for (char& c : extension)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (!extension.empty() && endsWith(lowerFileName, extension))
            return true;
    }
    return false;
}

}  // namespace

bool mayBeDicom(const std::string& path) { return endsWith(lowerName(path), ".dcm") || !hasScanExtension(path); }

itk::ImageIOBase::Pointer chooseImageIO(const std::string& path)
{
    std::vector<itk::ImageIOBase::Pointer> readers = {itk::NiftiImageIO::New(), itk::NrrdImageIO::New(),
                                                      itk::MetaImageIO::New(), itk::TIFFImageIO::New(),
                                                      itk::PNGImageIO::New()};
    const std::string name = lowerName(path);
    std::stable_partition(readers.begin(), readers.end(),
                          [&](const itk::ImageIOBase::Pointer& io) { return readsExtension(io, name); });
    // TIFF and PNG by content: a TIFF named .nii.gz still reaches only the
    // TIFF reader (which ScanIO.cpp runs in a child process), and libtiff and
    // libpng never see bytes that are not theirs.
    const FileContent content = sniffContent(path);
    readers.erase(std::remove_if(readers.begin(), readers.end(),
                                 [&](const itk::ImageIOBase::Pointer& io) {
                                     const bool tiffReader = dynamic_cast<itk::TIFFImageIO*>(io.GetPointer());
                                     const bool pngReader = dynamic_cast<itk::PNGImageIO*>(io.GetPointer());
                                     return tiffReader != (content == FileContent::Tiff) ||
                                            pngReader != (content == FileContent::Png);
                                 }),
                  readers.end());
    if (mayBeDicom(path)) {
        checkDicomMetaHeader(path);
        readers.push_back(itk::GDCMImageIO::New());
    }
    checkDetachedDataFile(path);  // before ITK opens what the header names
    if (content == FileContent::Tiff)
        checkTiffTags(path);  // before any CanReadFile: the TIFF reader's opens the file with libtiff
    for (const itk::ImageIOBase::Pointer& io : readers) {
        if (!io->CanReadFile(path.c_str()))
            continue;
        if (dynamic_cast<itk::PNGImageIO*>(io.GetPointer()))
            checkPngDecodes(path);
        else if (dynamic_cast<itk::NiftiImageIO*>(io.GetPointer()))
            checkNiftiOrientation(path);
        else if (dynamic_cast<itk::MetaImageIO*>(io.GetPointer()))
            checkMetaImageHeader(path);
        return io;
    }
    return nullptr;
}

namespace {

// A reader forked into its child process (ReaderIsolation) while another
// thread reads a header must not start with the mutex locked: fork waits
// for the header read, and parent and child release the mutex after it.
std::mutex& imageHeaderMutex()
{
    static std::mutex mutex;
    static std::once_flag atFork;
    std::call_once(atFork, [] {
        pthread_atfork([] { mutex.lock(); }, [] { mutex.unlock(); }, [] { mutex.unlock(); });
    });
    return mutex;
}

}  // namespace

itk::ImageIOBase::Pointer openImageIO(const std::string& path)
{
    registerImageIOFactories();
    checkReadableFile(path);
    // One header at a time in the process: ITK 5.2's NiftiImageIO::
    // ReadImageInformation assigns a std::string shared by every instance
    // (helgrind, `dataset check` with 2 workers: both threads writing it),
    // and a CI run once ended in "double free or corruption" there. Header
    // reads are short; the voxels (io->Read) still load in parallel.
    std::lock_guard<std::mutex> lock(imageHeaderMutex());
    itk::ImageIOBase::Pointer io = chooseImageIO(path);
    if (!io)
        throw InputError(path, "", "not an image SegStudio can read: no reader recognises its contents "
                                   "(NIfTI, NRRD, MetaImage, DICOM, TIFF, PNG)");
    io->SetFileName(path);
    try {
        io->ReadImageInformation();
    } catch (const itk::ExceptionObject& error) {
        throw InputError(path, "header", "unreadable: " + lastLine(error.GetDescription()));
    }
    return io;
}

}  // namespace segstudio::io::detail
