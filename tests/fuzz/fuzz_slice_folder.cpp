// libFuzzer harness: a folder of PNG slices read as one volume
// (detail::readSliceStack, what readScan runs for a slice folder inside its
// reader child). Read here in-process, so libFuzzer sees the coverage and
// the product's own checks are what stands between the bytes and ITK. The
// input holds up to four slices, separated by the line "--slice--".
#include <string_view>
#include <vector>

#include "FuzzSupport.h"
#include "io/ScanIO.h"

using namespace segstudio;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size)
{
    static const std::string folder = fuzz::freshFolder("slices");
    constexpr std::string_view separator = "\n--slice--\n";
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> slices;
    std::size_t start = 0;
    while (slices.size() < 4) {
        const std::size_t end = slices.size() == 3 ? std::string_view::npos : input.find(separator, start);
        const std::string_view part = input.substr(start, end == std::string_view::npos ? input.size() - start : end - start);
        // A slice that is TIFF by content goes to ITK's TIFF reader, which the
        // product runs only in its reader child (ITK 5.2's known over-reads;
        // scan_tiff fuzzes the checks before it): not this harness's subject.
        static constexpr char kTiffSignatures[][5] = {"II*\0", "MM\0*", "II+\0", "MM\0+"};  // classic and BigTIFF
        for (const char* signature : kTiffSignatures)
            if (part.substr(0, 4) == std::string_view(signature, 4))
                return 0;
        const std::string name = "slice" + std::to_string(slices.size()) + ".png";
        slices.push_back(fuzz::writeInput(folder, name, reinterpret_cast<const uint8_t*>(part.data()), part.size()));
        if (end == std::string_view::npos)
            break;
        start = end + separator.size();
    }
    io::ScanReadOptions options;
    options.maxBytes = uint64_t(64) << 20;
    fuzz::expectOnlyProductErrors(folder, [&] {
        const Volume volume = io::detail::readSliceStack(folder, slices, options);
        if (volume.geometry.size[2] != static_cast<int64_t>(slices.size()) ||
            volume.bytes.size() != static_cast<std::size_t>(volume.valueCount()) * scalarSize(volume.type)) {
            std::fprintf(stderr, "readSliceStack: a stack that does not match its slices\n");
            std::abort();
        }
    });
    return 0;
}
