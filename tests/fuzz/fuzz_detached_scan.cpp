// libFuzzer harness: a detached scan -- a header (SEGSTUDIO_FUZZ_SCAN_EXTENSION:
// .mhd or .nhdr) and the data file it names -- read by readScanHeader and
// readScan under a 64 MiB cap, as the workbench and the CLI read one (issue
// 29: detached data files are checked like headers, DetachedDataFile.cpp).
// Input: two bytes (little endian) giving the header's length, the header,
// then the bytes of scan.raw, written beside it; the header may name any
// data file (scan.raw, a folder, a FIFO, a LIST), which the reader must
// refuse or read within its checks.
#include <algorithm>

#include "FuzzSupport.h"
#include "io/ScanIO.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("detached");
    if (size < 2)
        return 0;
    const std::size_t headerLength = std::min<std::size_t>(size - 2, data[0] | (std::size_t(data[1]) << 8));
    const std::string path =
        fuzz::writeInput(folder, std::string("scan") + SEGSTUDIO_FUZZ_SCAN_EXTENSION, data + 2, headerLength);
    fuzz::writeInput(folder, "scan.raw", data + 2 + headerLength, size - 2 - headerLength);
    io::ScanReadOptions options;
    options.maxBytes = uint64_t(64) << 20;
    fuzz::expectOnlyProductErrors(path, [&] {
        const io::ScanHeader header = io::readScanHeader(path, options);
        const Volume volume = io::readScan(path, options);
        if (volume.bytes.size() != static_cast<std::size_t>(volume.valueCount()) * scalarSize(volume.type)) {
            std::fprintf(stderr, "readScan: %zu bytes for %lld values of %s\n", volume.bytes.size(),
                         static_cast<long long>(volume.valueCount()), scalarTypeName(volume.type));
            std::abort();
        }
        (void)header;
    });
    return 0;
}
