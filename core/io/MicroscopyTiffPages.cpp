// Microscopy TIFF pages through libtiff (MicroscopyTiff.h): the first page's
// description, then each page's strips or tiles into the volume.
#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <memory>

#include <tiffio.h>

#include "common/Errors.h"
#include "io/MicroscopyTiff.h"
#include "io/ScanIOInternal.h"

namespace segstudio::io::detail {

namespace {

thread_local std::string g_lastTiffError;

void recordTiffError(const char* module, const char* format, va_list arguments)
{
    char text[512];
    std::vsnprintf(text, sizeof text, format, arguments);
    g_lastTiffError = (module ? std::string(module) + ": " : std::string()) + text;
}

void ignoreTiffWarning(const char*, const char*, va_list) {}

using TiffFile = std::unique_ptr<TIFF, void (*)(TIFF*)>;

TiffFile openTiff(const std::string& path)
{
    TIFFSetErrorHandler(recordTiffError);
    TIFFSetWarningHandler(ignoreTiffWarning);
    g_lastTiffError.clear();
    TiffFile tiff(TIFFOpen(path.c_str(), "r"), TIFFClose);
    if (!tiff)
        throw InputError(path, "", "libtiff cannot open it: " + g_lastTiffError);
    return tiff;
}

std::string pageField(uint64_t page) { return "page " + std::to_string(page); }

ScalarType pageType(TIFF* tiff, const std::string& path, uint64_t page)
{
    uint16_t bits = 1, format = SAMPLEFORMAT_UINT;
    TIFFGetFieldDefaulted(tiff, TIFFTAG_BITSPERSAMPLE, &bits);
    TIFFGetFieldDefaulted(tiff, TIFFTAG_SAMPLEFORMAT, &format);
    const bool isInt = format == SAMPLEFORMAT_INT, isFloat = format == SAMPLEFORMAT_IEEEFP;
    if (format == SAMPLEFORMAT_UINT || isInt) {
        switch (bits) {
        case 8: return isInt ? ScalarType::Int8 : ScalarType::UInt8;
        case 16: return isInt ? ScalarType::Int16 : ScalarType::UInt16;
        case 32: return isInt ? ScalarType::Int32 : ScalarType::UInt32;
        case 64: return isInt ? ScalarType::Int64 : ScalarType::UInt64;
        default: break;
        }
    } else if (isFloat && (bits == 32 || bits == 64)) {
        return bits == 32 ? ScalarType::Float32 : ScalarType::Float64;
    }
    throw InputError(path, pageField(page),
                     std::to_string(bits) + "-bit samples of format " + std::to_string(format) +
                         " are not supported (8, 16, 32 or 64-bit integers, 32 or 64-bit floats)");
}

FirstPage describeFirstPage(TIFF* tiff, const std::string& path)
{
    FirstPage page;
    page.pageCount = TIFFNumberOfDirectories(tiff);
    if (!TIFFSetDirectory(tiff, 0))
        throw InputError(path, pageField(0), "unreadable: " + g_lastTiffError);
    uint32_t width = 0, height = 0;
    uint16_t samples = 1, unit = RESUNIT_NONE;
    float xResolution = 0, yResolution = 0;
    TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, &width);
    TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, &height);
    TIFFGetFieldDefaulted(tiff, TIFFTAG_SAMPLESPERPIXEL, &samples);
    if (width < 1 || height < 1 || width > (1u << 31) || height > (1u << 31) || samples < 1 || samples > 16)
        throw InputError(path, pageField(0), "declares " + std::to_string(width) + "x" + std::to_string(height) +
                                                 " pixels of " + std::to_string(samples) + " samples");
    page.width = static_cast<int>(width);
    page.height = static_cast<int>(height);
    page.samplesPerPage = samples;
    page.type = pageType(tiff, path, 0);
    if (TIFFGetField(tiff, TIFFTAG_XRESOLUTION, &xResolution) && xResolution > 0 && std::isfinite(xResolution))
        page.xResolution = xResolution;
    if (TIFFGetField(tiff, TIFFTAG_YRESOLUTION, &yResolution) && yResolution > 0 && std::isfinite(yResolution))
        page.yResolution = yResolution;
    TIFFGetFieldDefaulted(tiff, TIFFTAG_RESOLUTIONUNIT, &unit);
    page.resolutionUnitMm = unit == RESUNIT_INCH ? 25.4 : unit == RESUNIT_CENTIMETER ? 10.0 : 0.0;
    return page;
}

// The current page's samples as stored: `planes` buffers of height rows of
// width x `perPlane` samples (one buffer for contiguous samples, one per
// sample for separate planes).
std::vector<std::vector<std::byte>> readPage(TIFF* tiff, const MicroscopyStack& stack, uint64_t page)
{
    const std::string& path = stack.header.path;
    const Geometry& g = stack.header.geometry;
    uint32_t width = 0, height = 0;
    uint16_t samples = 1, planar = PLANARCONFIG_CONTIG, compression = COMPRESSION_NONE, photometric = 0;
    TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, &width);
    TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, &height);
    TIFFGetFieldDefaulted(tiff, TIFFTAG_SAMPLESPERPIXEL, &samples);
    TIFFGetFieldDefaulted(tiff, TIFFTAG_PLANARCONFIG, &planar);
    TIFFGetFieldDefaulted(tiff, TIFFTAG_COMPRESSION, &compression);
    TIFFGetFieldDefaulted(tiff, TIFFTAG_PHOTOMETRIC, &photometric);
    if (width != g.size[0] || height != g.size[1] || samples != stack.samplesPerPage ||
        pageType(tiff, path, page) != stack.header.type)
        throw InputError(path, pageField(page),
                         "has " + std::to_string(width) + "x" + std::to_string(height) + " pixels of " +
                             std::to_string(samples) + " " + scalarTypeName(pageType(tiff, path, page)) +
                             " samples, unlike the stack the description declares");
    if (!TIFFIsCODECConfigured(compression))
        throw InputError(path, pageField(page), "uses compression " + std::to_string(compression) +
                                                    ", which this libtiff cannot decode");
    if (photometric == PHOTOMETRIC_YCBCR)
        throw InputError(path, pageField(page), "stores YCbCr colour; save the stack as RGB or grey values");
    const std::size_t valueBytes = scalarSize(stack.header.type);
    const bool separate = planar == PLANARCONFIG_SEPARATE && samples > 1;
    const std::size_t perPlane = separate ? 1 : samples;
    const std::size_t rowBytes = std::size_t(width) * perPlane * valueBytes;
    std::vector<std::vector<std::byte>> planes(separate ? samples : 1, std::vector<std::byte>(rowBytes * height));
    auto fail = [&](const std::string& what) {
        throw InputError(path, pageField(page), what + " unreadable (truncated or corrupt file): " + g_lastTiffError);
    };
    if (TIFFIsTiled(tiff)) {
        uint32_t tileWidth = 0, tileHeight = 0, tileDepth = 1;
        TIFFGetField(tiff, TIFFTAG_TILEWIDTH, &tileWidth);
        TIFFGetField(tiff, TIFFTAG_TILELENGTH, &tileHeight);
        TIFFGetFieldDefaulted(tiff, TIFFTAG_TILEDEPTH, &tileDepth);
        const tmsize_t tileBytes = TIFFTileSize(tiff);
        const std::size_t tileRowBytes = std::size_t(tileWidth) * perPlane * valueBytes;
        if (tileWidth < 1 || tileHeight < 1 || tileDepth != 1 || tileBytes < 1 ||
            std::size_t(tileBytes) < tileRowBytes * tileHeight)
            throw InputError(path, pageField(page), "declares tiles of " + std::to_string(tileWidth) + "x" +
                                                        std::to_string(tileHeight) + "x" + std::to_string(tileDepth));
        std::vector<std::byte> tile(static_cast<std::size_t>(tileBytes));
        for (std::size_t s = 0; s < planes.size(); ++s)
            for (uint32_t y0 = 0; y0 < height; y0 += tileHeight)
                for (uint32_t x0 = 0; x0 < width; x0 += tileWidth) {
                    if (TIFFReadTile(tiff, tile.data(), x0, y0, 0, static_cast<uint16_t>(s)) < 0)
                        fail("tile (" + std::to_string(x0) + ", " + std::to_string(y0) + ")");
                    const std::size_t copyBytes = std::size_t(std::min(tileWidth, width - x0)) * perPlane * valueBytes;
                    for (uint32_t row = 0; row < tileHeight && y0 + row < height; ++row)
                        std::memcpy(&planes[s][(y0 + row) * rowBytes + std::size_t(x0) * perPlane * valueBytes],
                                    &tile[row * tileRowBytes], copyBytes);
                }
    } else {
        uint32_t rowsPerStrip = height;
        TIFFGetFieldDefaulted(tiff, TIFFTAG_ROWSPERSTRIP, &rowsPerStrip);
        rowsPerStrip = std::clamp<uint32_t>(rowsPerStrip, 1, height);
        const uint32_t stripsPerPlane = (height + rowsPerStrip - 1) / rowsPerStrip;
        for (std::size_t s = 0; s < planes.size(); ++s)
            for (uint32_t strip = 0; strip < stripsPerPlane; ++strip) {
                const uint32_t rows = std::min(rowsPerStrip, height - strip * rowsPerStrip);
                const tmsize_t want = static_cast<tmsize_t>(rows * rowBytes);
                const tmsize_t got = TIFFReadEncodedStrip(tiff, static_cast<uint32_t>(s * stripsPerPlane + strip),
                                                          &planes[s][std::size_t(strip) * rowsPerStrip * rowBytes], want);
                if (got != want)
                    fail("strip " + std::to_string(strip));
            }
    }
    return planes;
}

}  // namespace

std::optional<MicroscopyStack> describeMicroscopyTiff(const std::string& path)
{
    if (sniffContent(path) != FileContent::Tiff)
        return std::nullopt;
    TiffFile tiff = openTiff(path);
    const char* description = nullptr;
    const std::string text =
        TIFFGetField(tiff.get(), TIFFTAG_IMAGEDESCRIPTION, &description) && description ? description : "";
    const bool ome = text.find("<OME") != std::string::npos && text.find("<Pixels") != std::string::npos;
    const bool imageJ = text.rfind("ImageJ=", 0) == 0;
    const bool shaped = text.rfind("{", 0) == 0 && text.find("\"shape\"") != std::string::npos;
    // Any other single plane (or one that tifffile described) goes to ITK's
    // reader, but for 32-bit integer samples, which it reads as zeros (label
    // maps of scikit-image, Cellpose masks of over 65535 cells). Plain
    // multi-page stacks are read here too: ITK's reader gives them a 1 mm
    // slice distance without a word; here its warnings say what was assumed.
    uint16_t bits = 0, format = SAMPLEFORMAT_UINT;
    TIFFGetFieldDefaulted(tiff.get(), TIFFTAG_BITSPERSAMPLE, &bits);
    TIFFGetFieldDefaulted(tiff.get(), TIFFTAG_SAMPLEFORMAT, &format);
    const bool integers32 = bits == 32 && (format == SAMPLEFORMAT_UINT || format == SAMPLEFORMAT_INT);
    const bool pages = !ome && !imageJ && !shaped && TIFFNumberOfDirectories(tiff.get()) >= 2;
    if (!ome && !imageJ && !shaped && !integers32 && !pages)
        return std::nullopt;
    // Plain pages get the structure checks ITK's reader got for them before
    // (TiffContent.cpp): a cut or looping directory chain, tags past the end,
    // pages of another layout.
    if (!ome && !imageJ && !shaped)
        checkTiffTags(path);
    const FirstPage first = describeFirstPage(tiff.get(), path);
    if (ome)
        return parseOmeXml(text, path, first);
    if (imageJ)
        return parseImageJDescription(text, path, first);
    if (shaped && first.pageCount >= 2)
        return parseShapedDescription(text, path, first);
    if (integers32 || pages)
        return plainPages(path, first);
    return std::nullopt;  // one plane: ITK's reader, as for any 2D TIFF
}

Volume readMicroscopyTiff(const MicroscopyStack& stack, const ScanReadOptions& options, int64_t firstZ, int64_t endZ)
{
    const std::string& path = stack.header.path;
    const ScanHeader rows = rowsOf(stack.header, firstZ, endZ);
    checkSizeWithinLimit(rows, options);
    TiffFile tiff = openTiff(path);
    Volume volume = Volume::allocate(rows.geometry, rows.type, rows.components);
    const Geometry& g = rows.geometry;
    const std::size_t valueBytes = scalarSize(rows.type);
    const std::size_t pixels = std::size_t(g.size[0]) * std::size_t(g.size[1]);
    const std::size_t components = static_cast<std::size_t>(rows.components);
    // Pages in file order, so each directory is read once walking forward;
    // only the pages of slices [firstZ, endZ).
    const std::size_t planeChannels = static_cast<std::size_t>(stack.planeChannels);
    std::vector<std::pair<uint64_t, std::size_t>> order;  // (page, (z - firstZ) * planeChannels + c)
    for (std::size_t i = static_cast<std::size_t>(firstZ) * planeChannels;
         i < stack.pages.size() && i < static_cast<std::size_t>(firstZ + g.size[2]) * planeChannels; ++i)
        order.emplace_back(stack.pages[i], i - static_cast<std::size_t>(firstZ) * planeChannels);
    std::sort(order.begin(), order.end());
    uint64_t current = 0;  // TIFFOpen reads the first directory
    for (const auto& [page, slot] : order) {
        // Forward one directory at a time: TIFFSetDirectory walks from the start.
        bool reached = true;
        if (page < current)
            reached = TIFFSetDirectory(tiff.get(), static_cast<tdir_t>(page)) != 0;
        for (; reached && current < page; ++current)
            reached = TIFFReadDirectory(tiff.get()) != 0;
        current = page;
        if (!reached)
            throw InputError(path, pageField(page), "cannot be reached: " + g_lastTiffError);
        const std::vector<std::vector<std::byte>> planes = readPage(tiff.get(), stack, page);
        const std::size_t z = slot / std::size_t(stack.planeChannels);
        const std::size_t firstComponent = (slot % std::size_t(stack.planeChannels)) * std::size_t(stack.samplesPerPage);
        std::byte* slice = volume.bytes.data() + z * pixels * components * valueBytes;
        for (std::size_t s = 0; s < planes.size(); ++s) {
            const std::size_t perPlane = planes.size() == 1 ? std::size_t(stack.samplesPerPage) : 1;
            const std::byte* source = planes[s].data();
            const std::size_t component = firstComponent + s;
            for (std::size_t p = 0; p < pixels; ++p)
                std::memcpy(slice + (p * components + component) * valueBytes, source + p * perPlane * valueBytes,
                            perPlane * valueBytes);
        }
    }
    return volume;
}

}  // namespace segstudio::io::detail
