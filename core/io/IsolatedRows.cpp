// Rows of a scan read by an isolated reader that can read part of a file:
// microscopy TIFF stacks page by page (MicroscopyTiff.h) and OME-Zarr stores
// chunk by chunk (OmeZarr.h). Each request is a child process of its own
// (ReaderIsolation.cpp), so a damaged page or chunk ends that child, never
// the caller; what comes back is checked like a whole scan.
#include <filesystem>
#include <stdexcept>

#include "common/Errors.h"
#include "io/MicroscopyTiff.h"
#include "io/OmeZarr.h"
#include "io/ScanIOInternal.h"

namespace segstudio::io::detail {

ScanHeader rowsOf(const ScanHeader& header, int64_t first, int64_t end)
{
    const int64_t depth = header.geometry.size[2];
    if (end < 0)
        end = depth;
    if (first < 0 || end > depth || end <= first)
        throw std::out_of_range("rows " + std::to_string(first) + "-" + std::to_string(end) + " outside a scan of " +
                                std::to_string(depth));
    ScanHeader rows = header;
    rows.geometry.size[2] = end - first;
    for (int a = 0; a < 3; ++a)
        rows.geometry.origin[static_cast<std::size_t>(a)] +=
            header.geometry.direction[static_cast<std::size_t>(3 * a + 2)] * header.geometry.spacing[2] * double(first);
    return rows;
}

bool readsRowsInChildProcess(const ScanHeader& header)
{
    return header.format == "OME-TIFF" || header.format == "ImageJ TIFF" || header.format == "tifffile TIFF" ||
           header.format == "OME-Zarr";
}

Volume readScanRows(const std::string& path, int64_t first, int64_t end, const ScanReadOptions& options)
{
    const bool store = isOmeZarrStore(path);
    return scanInChildProcess(
        path,
        [&]() -> Volume {
            if (store)
                return readOmeZarr(describeOmeZarr(path), options, first, end);
            const auto stack = describeMicroscopyTiff(path);
            if (!stack)
                throw InputError(path, "", "is no longer a microscopy TIFF stack");
            return readMicroscopyTiff(*stack, options, first, end);
        },
        options, isolatingReader(path));
}

}  // namespace segstudio::io::detail
