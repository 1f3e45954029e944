#pragma once
// What some ITK readers do not tell: NIfTI and MetaImage files whose voxel
// data ends early are filled up with zeros, and the NIfTI library silently
// replaces NaN and infinite float voxels with 0. These checks read the file's
// own framing: truncation throws InputError("file", "voxels", "truncated:
// ..."), a corrupt gzip stream likewise, and non-finite float voxels are
// counted so the reader can put them back. Memory stays constant: nothing
// is stored per voxel, and only the header's declared data is looked at.
#include <cstdint>
#include <string>
#include <vector>

#include "io/ScanIO.h"

namespace segstudio::io::detail {

struct PayloadReport {
    uint64_t nonFiniteCount = 0;  // NaN and infinite float voxels (NIfTI)
};

PayloadReport checkPayload(const std::string& path, const ScanHeader& header);

// The spatial axes (0 x, 1 y, 2 z; the first `spatialAxes`) whose NIfTI
// pixdim is 0, negative or not finite: the NIfTI library reads them as 1 mm
// without a word. Empty when the header cannot be read.
std::vector<int> niftiAxesWithoutSpacing(const std::string& path, int spatialAxes);

// Reads the NIfTI file's payload again and writes each non-finite float
// value (NaN, +inf, -inf) at its index in file order (x fastest, 4th axis
// slowest) into the buffer of `valueCount` values: float32 or float64, the
// other pointer null. Indices past valueCount are skipped.
void restoreNiftiNonFinite(const std::string& path, const ScanHeader& header, float* values32, double* values64,
                           uint64_t valueCount);

}  // namespace segstudio::io::detail
