// libFuzzer harness: one scan format (SEGSTUDIO_FUZZ_SCAN_EXTENSION, set per
// harness in CMakeLists.txt) read by readScanHeader and readScan under a
// memory cap of 64 MiB, as the workbench and the CLI read any file.
#include "FuzzSupport.h"
#include "io/ScanIO.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("scan");
    const std::string path = fuzz::writeInput(folder, std::string("scan") + SEGSTUDIO_FUZZ_SCAN_EXTENSION, data, size);
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
