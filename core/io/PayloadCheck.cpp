#include "io/PayloadCheck.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <memory>
#include <vector>

#include <zlib.h>

#include "common/Errors.h"

namespace segstudio::io::detail {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kChunkBytes = 1 << 20;
constexpr int16_t kNiftiFloat32 = 16, kNiftiFloat64 = 64;

bool isGzip(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    unsigned char magic[2] = {0, 0};
    in.read(reinterpret_cast<char*>(magic), 2);
    return in && magic[0] == 0x1f && magic[1] == 0x8b;
}

// Streams the file's bytes (decompressed if gzip) to `consume` in chunks and
// returns the total. Throws when the gzip stream is corrupt or ends early.
uint64_t streamBytes(const std::string& path, const std::function<void(const unsigned char*, std::size_t)>& consume)
{
    std::vector<unsigned char> buffer(kChunkBytes);
    uint64_t total = 0;
    if (!isGzip(path)) {
        std::ifstream in(path, std::ios::binary);
        while (in) {
            in.read(reinterpret_cast<char*>(buffer.data()), static_cast<std::streamsize>(buffer.size()));
            const auto n = static_cast<std::size_t>(in.gcount());
            consume(buffer.data(), n);
            total += n;
        }
        return total;
    }
    gzFile file = gzopen(path.c_str(), "rb");
    if (!file)
        throw InputError(path, "voxels", "cannot open the gzip stream");
    // Closed on every way out: `consume` throws on a header it cannot parse.
    std::unique_ptr<gzFile_s, int (*)(gzFile)> closer(file, gzclose);
    int n = 0;
    while ((n = gzread(file, buffer.data(), static_cast<unsigned>(buffer.size()))) > 0) {
        consume(buffer.data(), static_cast<std::size_t>(n));
        total += static_cast<uint64_t>(n);
    }
    int error = Z_OK;
    const char* message = gzerror(file, &error);
    const std::string reason = message ? message : "";
    closer.reset();
    if (n < 0 || (error != Z_OK && error != Z_STREAM_END))
        throw InputError(path, "voxels", "truncated or corrupt compressed data (" + reason + ")");
    return total;
}

struct NiftiLayout {
    uint64_t voxelOffset = 352;
    int16_t datatype = 0;
    bool swapped = false;
    double pixdim[3] = {1, 1, 1};  // as stored (the NIfTI library turns 0 into 1)
};

NiftiLayout parseNiftiHeader(const std::vector<unsigned char>& h, const std::string& path)
{
    if (h.size() < 348)
        throw InputError(path, "header", "truncated before the NIfTI header ends");
    NiftiLayout layout;
    int32_t sizeofHeader = 0;
    std::memcpy(&sizeofHeader, h.data(), 4);
    layout.swapped = sizeofHeader != 348 && sizeofHeader != 540;
    const int32_t size = layout.swapped ? static_cast<int32_t>(__builtin_bswap32(static_cast<uint32_t>(sizeofHeader)))
                                        : sizeofHeader;
    auto read16 = [&](std::size_t at) {
        uint16_t v;
        std::memcpy(&v, h.data() + at, 2);
        return static_cast<int16_t>(layout.swapped ? __builtin_bswap16(v) : v);
    };
    if (size == 348) {
        uint32_t bits;
        std::memcpy(&bits, h.data() + 108, 4);
        if (layout.swapped)
            bits = __builtin_bswap32(bits);
        float offset;
        std::memcpy(&offset, &bits, 4);
        // Converting a float beyond uint64_t (or NaN) is undefined behaviour.
        if (!(offset < 1e15f))
            throw InputError(path, "vox_offset", "is " + std::to_string(offset) + ", not a byte offset in the file");
        layout.voxelOffset = static_cast<uint64_t>(std::max(352.0f, offset));
        layout.datatype = read16(70);
        for (int axis = 0; axis < 3; ++axis) {
            uint32_t pixdimBits;
            std::memcpy(&pixdimBits, h.data() + 80 + 4 * axis, 4);
            if (layout.swapped)
                pixdimBits = __builtin_bswap32(pixdimBits);
            float value;
            std::memcpy(&value, &pixdimBits, 4);
            layout.pixdim[axis] = value;
        }
    } else if (h.size() >= 176) {  // NIfTI-2
        uint64_t offset;
        std::memcpy(&offset, h.data() + 168, 8);
        layout.voxelOffset = std::max<uint64_t>(544, layout.swapped ? __builtin_bswap64(offset) : offset);
        layout.datatype = read16(12);
        for (int axis = 0; axis < 3; ++axis) {
            uint64_t pixdimBits;
            std::memcpy(&pixdimBits, h.data() + 112 + 8 * axis, 8);
            if (layout.swapped)
                pixdimBits = __builtin_bswap64(pixdimBits);
            std::memcpy(&layout.pixdim[axis], &pixdimBits, 8);
        }
    }
    return layout;
}

// Finds the non-finite values of a float payload that arrives in arbitrary
// chunks, up to `values` values (the header's declared data: bytes after it
// are not voxels), and hands each to `found` (index in file order, value).
// Holds no list: memory stays constant however many values are NaN.
class NonFiniteScanner {
public:
    using Sink = std::function<void(uint64_t, double)>;
    NonFiniteScanner(std::size_t valueBytes, bool swapped, uint64_t values, Sink found)
        : m_valueBytes(valueBytes), m_swapped(swapped), m_values(values), m_found(std::move(found))
    {
    }
    void consume(const unsigned char* data, std::size_t n)
    {
        for (std::size_t i = 0; i < n && m_index < m_values; ++i) {
            m_partial[m_filled++] = data[i];
            if (m_filled == m_valueBytes)
                finishValue();
        }
    }

private:
    void finishValue()
    {
        m_filled = 0;
        if (m_swapped)
            std::reverse(m_partial, m_partial + m_valueBytes);
        double value;
        if (m_valueBytes == 4) {
            float f;
            std::memcpy(&f, m_partial, 4);
            value = f;
        } else {
            std::memcpy(&value, m_partial, 8);
        }
        if (!std::isfinite(value))
            m_found(m_index, value);
        ++m_index;
    }
    std::size_t m_valueBytes;
    bool m_swapped;
    uint64_t m_values;
    Sink m_found;
    unsigned char m_partial[8] = {};
    std::size_t m_filled = 0;
    uint64_t m_index = 0;
};

void requireNiftiBytes(const std::string& path, uint64_t needed, uint64_t available)
{
    if (available < needed)
        throw InputError(path, "voxels",
                         "truncated: the header promises " + std::to_string(needed) + " bytes of data" +
                             (isGzip(path) ? " after decompression" : "") + ", the file holds " +
                             std::to_string(available));
}

// Streams the file once, handing each non-finite float voxel of the
// declared data to `found`; returns the layout and the bytes the stream held.
struct NiftiScan {
    NiftiLayout layout;
    uint64_t available = 0;
};
NiftiScan scanNiftiFloats(const std::string& path, const ScanHeader& header, const NonFiniteScanner::Sink& found)
{
    std::vector<unsigned char> head;
    NiftiLayout layout;
    bool haveLayout = false;
    std::unique_ptr<NonFiniteScanner> scanner;
    uint64_t position = 0;
    const uint64_t available = streamBytes(path, [&](const unsigned char* data, std::size_t n) {
        std::size_t used = 0;
        if (!haveLayout) {
            used = std::min<std::size_t>(n, 544 - head.size());
            head.insert(head.end(), data, data + used);
            if (head.size() == 544 || used < n) {
                layout = parseNiftiHeader(head, path);
                haveLayout = true;
                if (layout.datatype == kNiftiFloat32 || layout.datatype == kNiftiFloat64) {
                    const std::size_t valueBytes = layout.datatype == kNiftiFloat32 ? 4 : 8;
                    scanner = std::make_unique<NonFiniteScanner>(valueBytes, layout.swapped, header.bytes() / valueBytes, found);
                }
                // Bytes of the header buffer that already belong to the payload.
                if (scanner && head.size() > layout.voxelOffset)
                    scanner->consume(head.data() + layout.voxelOffset, head.size() - layout.voxelOffset);
            }
            position += used;
        }
        if (scanner && used < n) {
            const uint64_t start = std::max<uint64_t>(position, layout.voxelOffset);
            if (start < position + (n - used))
                scanner->consume(data + used + (start - position), static_cast<std::size_t>(position + (n - used) - start));
        }
        position += n - used;
    });
    if (!haveLayout)
        layout = parseNiftiHeader(head, path);
    return {layout, available};
}

PayloadReport checkNifti(const std::string& path, const ScanHeader& header)
{
    // Uncompressed integer voxels: the file's size tells truncation; there is
    // nothing to scan for (the scanner only looks at floats).
    if (!isGzip(path)) {
        std::vector<unsigned char> head(544);
        std::ifstream in(path, std::ios::binary);
        in.read(reinterpret_cast<char*>(head.data()), static_cast<std::streamsize>(head.size()));
        head.resize(static_cast<std::size_t>(in.gcount()));
        const NiftiLayout layout = parseNiftiHeader(head, path);
        if (layout.datatype != kNiftiFloat32 && layout.datatype != kNiftiFloat64) {
            requireNiftiBytes(path, layout.voxelOffset + header.bytes(), std::filesystem::file_size(path));
            return {};
        }
    }
    PayloadReport report;
    const NiftiScan scan = scanNiftiFloats(path, header, [&](uint64_t, double) { ++report.nonFiniteCount; });
    requireNiftiBytes(path, scan.layout.voxelOffset + header.bytes(), scan.available);
    return report;
}

void checkMetaImage(const std::string& path, const ScanHeader& header)
{
    std::ifstream in(path, std::ios::binary);
    std::string line;
    bool compressed = false;
    uint64_t compressedSize = 0;
    while (std::getline(in, line)) {
        auto value = [&] { return line.substr(line.find('=') + 1); };
        if (line.rfind("CompressedData ", 0) == 0 || line.rfind("CompressedData=", 0) == 0)
            compressed = value().find("True") != std::string::npos;
        else if (line.rfind("CompressedDataSize", 0) == 0) {
            const std::string text = value();
            const std::size_t first = text.find_first_not_of(" \t\r");
            char* end = nullptr;
            errno = 0;
            compressedSize = first == std::string::npos ? 0 : std::strtoull(text.c_str() + first, &end, 10);
            if (first == std::string::npos || end == text.c_str() + first || errno == ERANGE ||
                text.find_first_not_of(" \t\r", static_cast<std::size_t>(end - text.c_str())) != std::string::npos ||
                text[first] == '-')
                throw InputError(path, "CompressedDataSize", "is not a byte count: \"" + text.substr(0, 40) + "\"");
        }
        else if (line.rfind("ElementDataFile", 0) == 0) {
            if (value().find("LOCAL") == std::string::npos)
                return;  // detached data file: ITK reads it by name
            break;
        }
    }
    if (!in)
        return;
    const uint64_t dataStart = static_cast<uint64_t>(in.tellg());
    const uint64_t available = fs::file_size(path) - dataStart;
    const uint64_t needed = compressed ? compressedSize : header.bytes();
    if (available < needed)
        throw InputError(path, "voxels",
                         "truncated: the header promises " + std::to_string(needed) + " bytes of " +
                             (compressed ? "compressed " : "") + "data, the file holds " + std::to_string(available));
}

// ITK's NRRD reader narrows each axis size to 32 bits, so a size of 2^32 + 1
// reaches SegStudio as 1 while the NRRD library still reads 2^32 + 1 of
// them: compare the header's own sizes with what ITK reported.
void checkNrrd(const std::string& path, const ScanHeader& header)
{
    std::ifstream in(path, std::ios::binary);
    std::string line;
    std::size_t headerBytes = 0;
    constexpr std::size_t kMaxHeaderBytes = 1 << 20;
    while (headerBytes < kMaxHeaderBytes && std::getline(in, line) && !line.empty() && line != "\r") {
        headerBytes += line.size() + 1;
        if (line.rfind("sizes:", 0) != 0)
            continue;
        const char* cursor = line.c_str() + 6;
        long double product = 1;
        int axis = 0;
        while (true) {
            while (*cursor == ' ' || *cursor == '\t')
                ++cursor;
            if (*cursor == '\0' || *cursor == '\r')
                break;
            char* end = nullptr;
            errno = 0;
            const unsigned long long size = std::strtoull(cursor, &end, 10);
            if (end == cursor || errno == ERANGE || *cursor == '-')
                throw InputError(path, "sizes", "is not a list of axis sizes: \"" + line.substr(6, 60) + "\"");
            if (size > static_cast<unsigned long long>(std::numeric_limits<int32_t>::max()))
                throw InputError(path, "sizes",
                                 "declares " + std::to_string(size) + " along axis " + std::to_string(axis) +
                                     "; an axis (or the channels) may hold at most 2147483647");
            product *= static_cast<long double>(size);
            cursor = end;
            ++axis;
        }
        const long double reported = static_cast<long double>(header.geometry.voxelCount()) * header.components;
        if (product != reported)
            throw InputError(path, "sizes", "declares " + std::to_string(static_cast<double>(product)) +
                                                " values, the image reader sees " + std::to_string(static_cast<double>(reported)));
        return;
    }
}

}  // namespace

std::vector<int> niftiAxesWithoutSpacing(const std::string& path, int spatialAxes)
{
    std::vector<unsigned char> head(544);
    gzFile file = gzopen(path.c_str(), "rb");  // reads plain files as they are
    if (!file)
        return {};
    const int n = gzread(file, head.data(), static_cast<unsigned>(head.size()));
    gzclose(file);
    head.resize(static_cast<std::size_t>(std::max(0, n)));
    NiftiLayout layout;
    try {
        layout = parseNiftiHeader(head, path);
    } catch (const InputError&) {
        return {};  // the reader reports a damaged header itself
    }
    std::vector<int> axes;
    for (int axis = 0; axis < std::min(spatialAxes, 3); ++axis)
        if (!(std::isfinite(layout.pixdim[axis]) && layout.pixdim[axis] > 0))
            axes.push_back(axis);
    return axes;
}

void restoreNiftiNonFinite(const std::string& path, const ScanHeader& header, float* values32, double* values64,
                           uint64_t valueCount)
{
    scanNiftiFloats(path, header, [&](uint64_t index, double value) {
        if (index >= valueCount)
            return;
        if (values32)
            values32[index] = static_cast<float>(value);
        else if (values64)
            values64[index] = value;
    });
}

PayloadReport checkPayload(const std::string& path, const ScanHeader& header)
{
    if (header.format == "NIfTI")
        return checkNifti(path, header);
    if (header.format == "MetaImage")
        checkMetaImage(path, header);
    if (header.format == "NRRD")
        checkNrrd(path, header);
    return {};
}

}  // namespace segstudio::io::detail
