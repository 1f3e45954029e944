// What a file's first bytes say it is (sniffContent), and the TIFF checks
// that run before ITK's TIFF reader sees a file (checkTiffTags): ITK's TIFF
// reader copies 20 bytes of a DateTime tag whatever the tag holds (a heap
// over-read), and ITK 5.2's libtiff allocates what a tag declares, loops
// over cyclic directories and copies rows past its buffers on pages of
// mixed layout. Found by tests/fuzz.
#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>
#include <set>

#include "common/Errors.h"
#include "io/ScanIOInternal.h"

namespace segstudio::io::detail {

FileContent sniffContent(const std::string& path)
{
    unsigned char b[8] = {};
    std::ifstream file(path, std::ios::binary);
    if (!file || !file.read(reinterpret_cast<char*>(b), sizeof b))
        return FileContent::Other;  // shorter than any TIFF or PNG header
    const bool little = b[0] == 'I' && b[1] == 'I' && (b[2] == 42 || b[2] == 43) && b[3] == 0;
    const bool big = b[0] == 'M' && b[1] == 'M' && b[2] == 0 && (b[3] == 42 || b[3] == 43);
    if (little || big)
        return FileContent::Tiff;
    static const unsigned char png[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (std::equal(b, b + 8, png))
        return FileContent::Png;
    return FileContent::Other;
}

// ITK's TIFF reader copies a DateTime tag (306) as the 20 bytes TIFF
// prescribes, whatever the file holds: a shorter tag is a heap over-read.
// And ITK 5.2's libtiff allocates what a tag declares before reading it.
void checkTiffTags(const std::string& path)
{
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"), std::fclose);
    if (!file)
        return;
    std::fseek(file.get(), 0, SEEK_END);
    const auto fileBytes = static_cast<uint64_t>(std::max(0L, std::ftell(file.get())));
    bool bigEndian = false;
    auto read = [&](uint64_t at, int width) -> uint64_t {  // 0 past the end: the walk stops there
        unsigned char b[8] = {};
        if (at + static_cast<uint64_t>(width) > fileBytes || std::fseek(file.get(), static_cast<long>(at), SEEK_SET) != 0 ||
            std::fread(b, 1, static_cast<std::size_t>(width), file.get()) != static_cast<std::size_t>(width))
            return 0;
        uint64_t v = 0;
        for (int i = 0; i < width; ++i)
            v |= uint64_t(b[bigEndian ? width - 1 - i : i]) << (8 * i);
        return v;
    };
    const uint64_t order = read(0, 2);
    if (order != 0x4949 && order != 0x4d4d)  // "II", "MM"
        return;
    bigEndian = order == 0x4d4d;
    const uint64_t version = read(2, 2);
    if (version != 42 && version != 43)
        return;
    const bool bigTiff = version == 43;
    const int offsetWidth = bigTiff ? 8 : 4, countWidth = bigTiff ? 8 : 2, entryBytes = bigTiff ? 20 : 12;
    // The pixel layout of a page: width, height, bits, samples, planar
    // configuration, sample format (TIFF's defaults where a tag is absent).
    // ITK reads every page with the first page's layout: a page that differs
    // makes it copy rows past libtiff's buffers.
    using Layout = std::array<uint64_t, 6>;
    static const uint64_t kLayoutTags[6] = {256, 257, 258, 277, 284, 339};
    std::optional<Layout> firstPage;
    int page = 0;
    std::set<uint64_t> visited;
    for (uint64_t ifd = read(bigTiff ? 8 : 4, offsetWidth); ifd != 0 && visited.size() < 65536; ) {
        if (!visited.insert(ifd).second)  // ITK 5.2's libtiff counts the pages of a loop forever
            throw InputError(path, "TIFF directories",
                             "form a loop (directory at byte " + std::to_string(ifd) + " comes again): a damaged file");
        const uint64_t entries = read(ifd, countWidth);
        // A directory and the offset of the next one must lie in the file:
        // ITK 5.2 terminates the process when libtiff finds no directory, and
        // after good pages goes on reading pages libtiff could not set up,
        // copying past its buffers.
        if (entries > fileBytes / static_cast<uint64_t>(entryBytes) ||
            ifd + countWidth + entries * entryBytes + offsetWidth > fileBytes) {
            throw InputError(path, "TIFF directory " + std::to_string(visited.size()),
                             "at byte " + std::to_string(ifd) + " declares " + std::to_string(entries) +
                                 " entries, more than the file holds: a damaged or cut file");
        }
        Layout layout{0, 0, 1, 1, 1, 1};
        bool reducedImage = false;
        uint64_t dataLocations = 0;  // StripOffsets or TileOffsets values
        for (uint64_t e = 0; e < entries; ++e) {
            const uint64_t at = ifd + countWidth + e * entryBytes;
            const uint64_t tag = read(at, 2), type = read(at + 2, 2), count = read(at + 4, bigTiff ? 8 : 4);
            if (tag == 273 || tag == 324)
                dataLocations = std::max(dataLocations, count);
            if ((type == 3 || type == 4 || type == 16) && count >= 1) {
                const int width = type == 3 ? 2 : type == 4 ? 4 : 8;
                const uint64_t valueAt = count * static_cast<uint64_t>(width) <= static_cast<uint64_t>(offsetWidth)
                                             ? at + (bigTiff ? 12 : 8)
                                             : read(at + (bigTiff ? 12 : 8), offsetWidth);
                const uint64_t first = read(valueAt, width);
                for (int k = 0; k < 6; ++k)
                    if (tag == kLayoutTags[k])
                        layout[static_cast<std::size_t>(k)] = first;
                if (tag == 254)
                    reducedImage = (first & 1) != 0;  // a thumbnail or pyramid level, not a page
            }
            if (tag == 306 && count < 20)
                throw InputError(path, "TIFF DateTime",
                                 "holds " + std::to_string(count) + " bytes; TIFF prescribes 20 (\"YYYY:MM:DD HH:MM:SS\")");
            // libtiff allocates a tag's values before it reads them: they must lie in the file.
            static const int kTypeBytes[19] = {0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4, 0, 0, 8, 8, 8};
            const uint64_t typeBytes = type < 19 ? static_cast<uint64_t>(kTypeBytes[type]) : 0;
            if (typeBytes == 0)
                continue;  // unknown types are skipped by libtiff
            const bool inEntry = count <= static_cast<uint64_t>(offsetWidth) / typeBytes;
            const uint64_t offset = inEntry ? at + (bigTiff ? 12 : 8) : read(at + (bigTiff ? 12 : 8), offsetWidth);
            if (!inEntry && (count > fileBytes / typeBytes || offset > fileBytes - count * typeBytes))
                throw InputError(path, "TIFF tag " + std::to_string(tag),
                                 "declares " + std::to_string(count) + " values at byte " + std::to_string(offset) +
                                     ", past the end of the file");
            // ITK reads text tags with strlen(): TIFF's NUL at the end must be there.
            if (type == 2 && (count == 0 || read(offset + count - 1, 1) != 0))
                throw InputError(path, "TIFF tag " + std::to_string(tag), "is text without the closing NUL byte");
        }
        // ITK reads every directory; one whose pixels lie nowhere made it copy
        // past libtiff's buffers.
        if (dataLocations == 0)
            throw InputError(path, "TIFF directory " + std::to_string(visited.size()),
                             "says where none of its pixels are (no StripOffsets or TileOffsets values)");
        if (!reducedImage) {
            ++page;
            const auto describe = [](const Layout& l) {
                return std::to_string(l[0]) + " x " + std::to_string(l[1]) + ", " + std::to_string(l[2]) + " bits, " +
                       std::to_string(l[3]) + " sample(s), planar " + std::to_string(l[4]) + ", format " + std::to_string(l[5]);
            };
            if (!firstPage)
                firstPage = layout;
            else if (layout != *firstPage)
                throw InputError(path, "TIFF page " + std::to_string(page),
                                 "is " + describe(layout) + "; page 1 is " + describe(*firstPage) +
                                     ". SegStudio reads stacks of pages of one layout");
        }
        ifd = read(ifd + countWidth + entries * entryBytes, offsetWidth);
    }
}

}  // namespace segstudio::io::detail
