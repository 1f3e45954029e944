#pragma once
// A scan's identity for "has it changed since": its size and modification
// time; for a folder (an OME-Zarr store, a DICOM series), the sum of its
// files' sizes and the latest modification time among them, searched
// recursively. What cannot be read counts as nothing.
#include <cstdint>
#include <string>

namespace segstudio::io {

struct FileStamp {
    uint64_t bytes = 0;
    int64_t modified = 0;  // the file clock's ticks since its epoch
};

FileStamp fileStamp(const std::string& path);

}  // namespace segstudio::io
