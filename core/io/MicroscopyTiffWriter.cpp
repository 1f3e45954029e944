// OME-TIFF out (MicroscopyTiff.h), through libtiff: what Fiji (Bio-Formats),
// napari and tifffile read with channels, slices and physical sizes.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <sstream>

#include <tiffio.h>

#include "common/Errors.h"
#include "io/MicroscopyTiff.h"

namespace segstudio::io::detail {

namespace {

std::string micrometres(double millimetres)
{
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", millimetres * 1000.0);
    return text;
}

std::string omeXml(const Volume& volume, const char* type)
{
    const Geometry& g = volume.geometry;
    std::ostringstream xml;
    xml << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        << "<OME xmlns=\"http://www.openmicroscopy.org/Schemas/OME/2016-06\" Creator=\"SegStudio\">"
        << "<Image ID=\"Image:0\" Name=\"labels\"><Pixels ID=\"Pixels:0\" DimensionOrder=\"XYCZT\" Type=\"" << type
        << "\" SizeX=\"" << g.size[0] << "\" SizeY=\"" << g.size[1] << "\" SizeZ=\"" << g.size[2] << "\" SizeC=\""
        << volume.components << "\" SizeT=\"1\" PhysicalSizeX=\"" << micrometres(g.spacing[0])
        << "\" PhysicalSizeXUnit=\"µm\" PhysicalSizeY=\"" << micrometres(g.spacing[1])
        << "\" PhysicalSizeYUnit=\"µm\" PhysicalSizeZ=\"" << micrometres(g.spacing[2]) << "\" PhysicalSizeZUnit=\"µm\">";
    for (int c = 0; c < volume.components; ++c)
        xml << "<Channel ID=\"Channel:0:" << c << "\" SamplesPerPixel=\"1\"/>";
    xml << "<TiffData IFD=\"0\" PlaneCount=\"" << g.size[2] * volume.components << "\"/></Pixels></Image></OME>";
    return xml.str();
}

}  // namespace

void writeOmeTiff(const std::string& path, const Volume& volume)
{
    const char* type = omePixelType(volume.type);
    if (!type)
        throw InputError(path, "", std::string("OME-TIFF stores 8 to 32-bit integers, float and double, not ") +
                                       scalarTypeName(volume.type) + " (use .nii.gz or .nrrd)");
    const Geometry& g = volume.geometry;
    const std::size_t valueBytes = scalarSize(volume.type);
    const bool big = static_cast<double>(volume.bytes.size()) > 3.5e9;
    std::unique_ptr<TIFF, void (*)(TIFF*)> tiff(TIFFOpen(path.c_str(), big ? "w8" : "w"), TIFFClose);
    if (!tiff)
        throw InputError(path, "", "cannot be written (libtiff could not create it)");
    const uint32_t width = static_cast<uint32_t>(g.size[0]), height = static_cast<uint32_t>(g.size[1]);
    const bool isFloat = volume.type == ScalarType::Float32 || volume.type == ScalarType::Float64;
    const bool isSigned = volume.type == ScalarType::Int8 || volume.type == ScalarType::Int16 ||
                          volume.type == ScalarType::Int32;
    const std::string description = omeXml(volume, type);
    const std::size_t components = static_cast<std::size_t>(volume.components);
    std::vector<std::byte> row(std::size_t(width) * valueBytes);
    const uint32_t rowsPerStrip = std::max<uint32_t>(1, static_cast<uint32_t>(65536 / std::max<std::size_t>(1, row.size())));
    for (int64_t z = 0; z < g.size[2]; ++z)
        for (std::size_t c = 0; c < components; ++c) {
            TIFF* t = tiff.get();
            TIFFSetField(t, TIFFTAG_IMAGEWIDTH, width);
            TIFFSetField(t, TIFFTAG_IMAGELENGTH, height);
            TIFFSetField(t, TIFFTAG_BITSPERSAMPLE, static_cast<uint16_t>(valueBytes * 8));
            TIFFSetField(t, TIFFTAG_SAMPLESPERPIXEL, uint16_t(1));
            TIFFSetField(t, TIFFTAG_SAMPLEFORMAT,
                         isFloat ? SAMPLEFORMAT_IEEEFP : isSigned ? SAMPLEFORMAT_INT : SAMPLEFORMAT_UINT);
            TIFFSetField(t, TIFFTAG_PHOTOMETRIC, PHOTOMETRIC_MINISBLACK);
            TIFFSetField(t, TIFFTAG_PLANARCONFIG, PLANARCONFIG_CONTIG);
            TIFFSetField(t, TIFFTAG_COMPRESSION, COMPRESSION_ADOBE_DEFLATE);
            TIFFSetField(t, TIFFTAG_ROWSPERSTRIP, rowsPerStrip);
            if (z == 0 && c == 0)
                TIFFSetField(t, TIFFTAG_IMAGEDESCRIPTION, description.c_str());
            for (uint32_t y = 0; y < height; ++y) {
                const std::byte* source =
                    volume.bytes.data() + ((std::size_t(z) * height + y) * width * components + c) * valueBytes;
                for (uint32_t x = 0; x < width; ++x)
                    std::memcpy(&row[x * valueBytes], source + std::size_t(x) * components * valueBytes, valueBytes);
                if (TIFFWriteScanline(t, row.data(), y, 0) < 0)
                    throw InputError(path, "", "cannot be written (disk full?)");
            }
            if (!TIFFWriteDirectory(t))
                throw InputError(path, "", "cannot be written (disk full?)");
        }
}

}  // namespace segstudio::io::detail
