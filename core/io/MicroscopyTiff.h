#pragma once
// Microscopy TIFF files whose first page describes a stack: OME-TIFF (an
// OME-XML ImageDescription), ImageJ hyperstacks ("ImageJ=" followed by
// images/channels/slices/frames/spacing/unit lines) and tifffile's shaped
// JSON description of a multi-page file. ITK's TIFF reader sees
// only pages, so a 2-channel, 24-slice stack at 0.325 x 0.325 x 2 µm would
// read as one channel of 48 slices at 1 mm; these are read through libtiff
// directly, page by page (strips or tiles, any codec libtiff has), into
// channels per voxel with the physical sizes converted to mm.
// Internal to core/io; the calls run inside the TIFF reader's child process
// (ScanIO.cpp). Every failure throws InputError naming the file and field.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "io/ScanIO.h"

namespace segstudio::io::detail {

struct MicroscopyStack {
    ScanHeader header;   // format "OME-TIFF" or "ImageJ TIFF"; components = channels x samples per page
    int planeChannels = 1;    // channels stored as separate pages
    int samplesPerPage = 1;   // samples in each page (3 for RGB pages)
    // The directory (page index) holding channel c of slice z:
    // pages[z * planeChannels + c].
    std::vector<uint64_t> pages;
};

// What the first page's description says about the stack; nullopt for a TIFF
// without OME-XML or ImageJ metadata (ITK's reader handles those) and for
// files that are not TIFF. Reads directory headers only.
std::optional<MicroscopyStack> describeMicroscopyTiff(const std::string& path);

// The voxels of slices [firstZ, endZ) (endZ -1: to the last), one page at a
// time (a page's strips or tiles at once, never the whole file), with the
// geometry of those slices. Checks each page against the description (size,
// bits, sample format, samples) and the slices' bytes against
// options.maxBytes first.
Volume readMicroscopyTiff(const MicroscopyStack& stack, const ScanReadOptions& options, int64_t firstZ = 0,
                          int64_t endZ = -1);

// OME's name of a pixel type ("uint16", "float", ...); nullptr for 64-bit
// integers, which OME has no name for.
const char* omePixelType(ScalarType type);
std::optional<ScalarType> scalarTypeOfOmePixelType(const std::string& name);

// Parsers of the two descriptions, on text alone (for tests and fuzzing).
// `pageCount`: the file's directories. Geometry in mm; `samplesPerPage` from
// the first page; ImageJ's pixel size comes from the resolution tags, given
// as pixels per `resolutionUnitMm` (0 when the tags say nothing).
struct FirstPage {
    uint64_t pageCount = 0;
    int samplesPerPage = 1;
    double xResolution = 0, yResolution = 0;  // pixels per unit; 0: absent
    double resolutionUnitMm = 0;              // TIFF's ResolutionUnit (inch 25.4, cm 10), 0: none
    int width = 0, height = 0;
    ScalarType type = ScalarType::UInt8;      // from bits and sample format
};
MicroscopyStack parseOmeXml(const std::string& xml, const std::string& path, const FirstPage& page);
MicroscopyStack parseImageJDescription(const std::string& text, const std::string& path, const FirstPage& page);
// tifffile's default description of a multi-page file, JSON such as
// {"shape": [2, 24, 64, 64], "axes": "CZYX", "spacing": 2.0, "unit": "um"}
// ("axes", "spacing" and "unit" optional; pages in C order of the leading
// axes). Leading axes Z (or Q, I) and C (or S); others only of size 1.
// Without "axes", one leading axis is Z and of two the smaller is C (with a
// warning).
MicroscopyStack parseShapedDescription(const std::string& text, const std::string& path, const FirstPage& page);
// A TIFF with no description of these whose samples ITK's reader cannot
// take (32-bit integers: it reads a plane of them as zeros): each page a
// slice, each sample a channel, pixel size from the resolution tags.
MicroscopyStack plainPages(const std::string& path, const FirstPage& page);

}  // namespace segstudio::io::detail

namespace segstudio::io::detail {

// Writes an OME-TIFF: one page per (slice, channel) in XYCZT order, zlib
// strips, the OME-XML on the first page with the spacing in µm; BigTIFF above
// 3.5 GB. Integer types up to 32 bits, float and double (OME's pixel types);
// InputError for 64-bit integers. `path` is written directly (writeScan
// calls it on a temporary name and renames).
void writeOmeTiff(const std::string& path, const Volume& volume);

}  // namespace segstudio::io::detail
