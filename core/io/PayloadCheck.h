#pragma once
// What some ITK readers do not tell: NIfTI and MetaImage files whose voxel
// data ends early are filled up with zeros, and the NIfTI library silently
// replaces NaN and infinite float voxels with 0. These checks read the file's
// own framing: truncation throws InputError("file", "voxels", "truncated:
// ..."), a corrupt gzip stream likewise, and the positions of non-finite
// float voxels are returned so the reader can put them back.
#include <cstdint>
#include <string>
#include <vector>

#include "io/ScanIO.h"

namespace segstudio::io::detail {

struct NonFiniteValue {
    uint64_t index;  // value index in file order (x fastest, 4th axis slowest)
    double value;    // NaN, +inf or -inf
};

struct PayloadReport {
    std::vector<NonFiniteValue> nonFinite;
};

PayloadReport checkPayload(const std::string& path, const ScanHeader& header);

}  // namespace segstudio::io::detail
