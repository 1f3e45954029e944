#pragma once
// A scan read, and a label map written, a few z-rows at a time, for volumes
// larger than memory (block-wise prediction).
//
// Reading streams from the file for
//   - 3D MetaImage (.mha, .mhd) without compression: ITK's streaming reader;
//   - NIfTI-1 (.nii, .nii.gz): the voxels after the header, read in order
//     with zlib (which also reads uncompressed files), every channel of a
//     4D file through its own stream;
//   - microscopy TIFF stacks (OME-TIFF, ImageJ, tifffile's shaped files) and
//     OME-Zarr stores: each request's rows read by the isolated reader in a
//     child process of its own (pages, or the chunks the rows cross).
// Other formats are read whole by readScan (with its isolation and checks)
// and served from memory: streams() says which.
// Writing streams into MetaImage (.mha) through ITK's paste writer,
// and can continue a file a killed run left (resume). Other formats hold
// the label map (its own scalar type) and write it whole at the end.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "io/ScanIO.h"

namespace segstudio::io {

class ScanSlabReader {
public:
    // Reads the header (readScanHeader's checks). Throws InputError naming
    // the file when it is unreadable or shorter than its header says.
    explicit ScanSlabReader(const std::string& path, const ScanReadOptions& options = {});
    ~ScanSlabReader();
    ScanSlabReader(const ScanSlabReader&) = delete;
    ScanSlabReader& operator=(const ScanSlabReader&) = delete;

    const ScanHeader& header() const;
    bool streams() const;
    // Rows [first, end) as float32, channels planar: C x rows x Y x X.
    // Fastest in increasing order (rows shared with the previous range are
    // not read again; going back re-reads a compressed NIfTI from its
    // start). Throws InputError naming the file on a short or failed read.
    std::vector<float> rows(int64_t first, int64_t end);

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

// Whether ScanSlabReader would stream `path` (reads its header), rather
// than read it whole.
bool scanStreamsRows(const std::string& path, const ScanReadOptions& options = {});

// Whether LabelSlabWriter streams to this path: MetaImage with its voxels in the file (".mha").
bool streamsLabelRows(const std::string& path);

class LabelSlabWriter {
public:
    // A label map of `geometry` and `type` at `path`, written first to
    // `partialPath` (renamed over `path` by finish()). `rowsDone` > 0
    // continues a partial file that holds that many rows (streaming formats only).
    LabelSlabWriter(const std::string& path, const std::string& partialPath, const Geometry& geometry,
                    ScalarType type, int64_t rowsDone = 0);
    ~LabelSlabWriter();
    LabelSlabWriter(const LabelSlabWriter&) = delete;
    LabelSlabWriter& operator=(const LabelSlabWriter&) = delete;

    bool streams() const;
    // The next rows (z-order, consecutive): `values` holds rows x Y x X voxels of type().
    void append(const Volume& rows);
    int64_t rowsDone() const;
    // All rows written: the file goes to its final name (atomically).
    void finish();

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

}  // namespace segstudio::io
