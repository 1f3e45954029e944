#pragma once
// OME-Zarr (OME-NGFF v0.4): a folder holding a Zarr v2 group whose .zattrs
// "multiscales" names its resolution levels (arrays of up to five axes:
// time, channel, then 2 or 3 space axes, each with a unit), with a scale
// (and optional translation) per level. The voxels are read through GDAL's
// Zarr driver (its multidimensional API): Debian's GDAL 3.6 decodes the
// chunk codecs OME-Zarr writers use (zlib, gzip, blosc with lz4/zstd/zlib,
// none). This is the choice issue 33 asked for: a maintained library rather
// than a Zarr reader of our own.
//
// What is read: level 0 (the full resolution), every channel as a
// component per voxel, the first time point (with a warning when there are
// more); spacing and origin converted to mm. Image-label groups are not read.
// Internal to core/io: the calls run inside the OME-Zarr reader's child
// process (ScanIO.cpp). Every failure throws InputError naming the store and
// the field.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "io/ScanIO.h"

namespace segstudio::io::detail {

struct OmeZarrImage {
    ScanHeader header;          // format "OME-Zarr"; level 0; components = channels
    std::string arrayPath;      // level 0's array, relative to the group
    std::vector<uint64_t> shape;  // level 0's shape, in the array's axis order
    int timeAxis = -1;          // array axis of each kind, -1 when absent
    int channelAxis = -1;
    std::array<int, 3> spaceAxis{-1, -1, -1};  // x, y, z
    int levels = 1;             // resolution levels the store lists
};

// What .zattrs says, checked against level 0's shape as GDAL reports it
// (`shape`: outermost axis first). Pure: for tests and fuzzing.
OmeZarrImage parseOmeZarrAttributes(const std::string& zattrsJson, const std::vector<uint64_t>& shape,
                                    ScalarType type, const std::string& path);

// .zattrs, then level 0's shape and type through GDAL.
OmeZarrImage describeOmeZarr(const std::string& path);

// Level 0's voxels of slices [firstZ, endZ) (endZ -1: to the last), the
// first time point, channels interleaved, with the geometry of those
// slices; the size is checked against options.maxBytes before anything is
// allocated. Only the chunks the slices cross are decoded.
Volume readOmeZarr(const OmeZarrImage& image, const ScanReadOptions& options, int64_t firstZ = 0, int64_t endZ = -1);

}  // namespace segstudio::io::detail
