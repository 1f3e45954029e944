#include "common/formats/TorchCheckpoint.h"

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

#ifdef SEGSTUDIO_HAVE_MINIZIP
#include <minizip/unzip.h>
#endif

#include "common/Errors.h"

namespace segstudio {

namespace fs = std::filesystem;

namespace {

constexpr uint64_t kMaxRecords = 1u << 20;

int elementBytes(const std::string& dtype)
{
    if (dtype == "float64" || dtype == "int64")
        return 8;
    if (dtype == "float32" || dtype == "int32")
        return 4;
    if (dtype == "float16" || dtype == "bfloat16" || dtype == "int16")
        return 2;
    return 1;
}

float halfToFloat(uint16_t h)
{
    const int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
    const float sign = (h & 0x8000) ? -1.0f : 1.0f;
    if (exponent == 0)
        return sign * std::ldexp(static_cast<float>(mantissa), -24);
    if (exponent == 31)
        return mantissa ? std::numeric_limits<float>::quiet_NaN() : sign * std::numeric_limits<float>::infinity();
    return sign * std::ldexp(static_cast<float>(mantissa + 1024), exponent - 25);
}

float elementAsFloat(const char* p, const std::string& dtype)
{
    if (dtype == "float32") {
        float v;
        std::memcpy(&v, p, 4);
        return v;
    }
    if (dtype == "float64") {
        double v;
        std::memcpy(&v, p, 8);
        return static_cast<float>(v);
    }
    uint16_t bits;
    std::memcpy(&bits, p, 2);
    if (dtype == "float16")
        return halfToFloat(bits);
    const uint32_t wide = static_cast<uint32_t>(bits) << 16;  // bfloat16: the high half of a float32
    float v;
    std::memcpy(&v, &wide, 4);
    return v;
}

}  // namespace

#ifdef SEGSTUDIO_HAVE_MINIZIP
struct TorchCheckpoint::Zip {
    unzFile handle = nullptr;
    ~Zip()
    {
        if (handle)
            unzClose(handle);
    }
};

TorchCheckpoint::TorchCheckpoint(const std::string& path) : m_path(path), m_zip(std::make_unique<Zip>())
{
    {
        std::ifstream in(path, std::ios::binary);
        char magic[4] = {};
        if (!in || !fs::is_regular_file(path))
            throw InputError(path, "", "cannot be read as a file");
        in.read(magic, 4);
        if (static_cast<unsigned char>(magic[0]) == 0x80 || magic[0] == '\x1f')
            throw InputError(path, "archive",
                             "an old torch.save file (before PyTorch 1.6, not a zip archive): load and save it "
                             "again with a current PyTorch");
        if (std::memcmp(magic, "PK\x03\x04", 4) != 0)
            throw InputError(path, "archive", "not a torch.save file (no zip archive)");
    }
    m_zip->handle = unzOpen64(path.c_str());
    if (!m_zip->handle)
        throw InputError(path, "archive", "a damaged or truncated zip archive (its directory cannot be read)");
    unz_global_info64 global{};
    if (unzGetGlobalInfo64(m_zip->handle, &global) != UNZ_OK || global.number_entry == 0 ||
        global.number_entry > kMaxRecords)
        throw InputError(path, "archive", "a zip archive with no records or too many");
    // The root folder: the one holding data.pkl.
    int status = unzGoToFirstFile(m_zip->handle);
    while (status == UNZ_OK) {
        char name[512] = {};
        unz_file_info64 info{};
        if (unzGetCurrentFileInfo64(m_zip->handle, &info, name, sizeof name - 1, nullptr, 0, nullptr, 0) != UNZ_OK)
            throw InputError(path, "archive", "a damaged zip directory entry");
        const std::string entry(name);
        const std::size_t slash = entry.find('/');
        if (slash != std::string::npos && entry.substr(slash + 1) == "data.pkl") {
            m_rootFolder = entry.substr(0, slash + 1);
            break;
        }
        status = unzGoToNextFile(m_zip->handle);
    }
    if (m_rootFolder.empty())
        throw InputError(path, "archive", "a zip archive without <name>/data.pkl: not written by torch.save");
    if (unzLocateFile(m_zip->handle, (m_rootFolder + "byteorder").c_str(), 1) == UNZ_OK) {
        const std::string order = readRecord("byteorder", 0, 16);
        if (order != "little")
            throw InputError(path, "byteorder", "a big-endian archive ('" + order + "'); only little-endian is read");
    }
    const std::string pickle = readRecord("data.pkl", 1, kMaxCheckpointPickleBytes);
    m_root = readPickle(pickle, path);
}


std::string TorchCheckpoint::readRecord(const std::string& name, uint64_t minimumBytes, uint64_t maximumBytes) const
{
    const std::string full = m_rootFolder + name;
    if (unzLocateFile(m_zip->handle, full.c_str(), 1) != UNZ_OK)
        throw InputError(m_path, full, "the archive has no such record");
    unz_file_info64 info{};
    if (unzGetCurrentFileInfo64(m_zip->handle, &info, nullptr, 0, nullptr, 0, nullptr, 0) != UNZ_OK)
        throw InputError(m_path, full, "a damaged zip directory entry");
    if (info.compression_method != 0)
        throw InputError(m_path, full, "a compressed record (torch.save stores its records uncompressed)");
    const uint64_t fileBytes = fs::file_size(m_path);
    if (info.uncompressed_size != info.compressed_size || info.uncompressed_size > fileBytes)
        throw InputError(m_path, full,
                         "the record says it holds " + std::to_string(info.uncompressed_size) +
                             " bytes, more than the file's " + std::to_string(fileBytes));
    if (info.uncompressed_size < minimumBytes || info.uncompressed_size > maximumBytes)
        throw InputError(m_path, full,
                         "the record holds " + std::to_string(info.uncompressed_size) + " bytes, expected " +
                             (minimumBytes == maximumBytes ? std::to_string(minimumBytes)
                                                           : std::to_string(minimumBytes) + " to " +
                                                                 std::to_string(maximumBytes)));
    if (unzOpenCurrentFile(m_zip->handle) != UNZ_OK)
        throw InputError(m_path, full, "the record cannot be opened (a damaged archive)");
    std::string bytes(static_cast<std::size_t>(info.uncompressed_size), '\0');
    uint64_t done = 0;
    while (done < bytes.size()) {
        const unsigned chunk = static_cast<unsigned>(std::min<uint64_t>(bytes.size() - done, 1u << 26));
        const int got = unzReadCurrentFile(m_zip->handle, bytes.data() + done, chunk);
        if (got <= 0)
            break;
        done += static_cast<uint64_t>(got);
    }
    const int closed = unzCloseCurrentFile(m_zip->handle);
    if (done != bytes.size())
        throw InputError(m_path, full,
                         "the archive is truncated: the record ends after " + std::to_string(done) + " of " +
                             std::to_string(bytes.size()) + " bytes");
    if (closed == UNZ_CRCERROR)
        throw InputError(m_path, full, "the record's checksum does not match (a damaged archive)");
    return bytes;
}

#else
struct TorchCheckpoint::Zip {};

TorchCheckpoint::TorchCheckpoint(const std::string& path) : m_path(path)
{
    throw InputError(path, "archive", "this build of SegStudio has no zip reader (minizip): it cannot read torch.save files");
}

std::string TorchCheckpoint::readRecord(const std::string& name, uint64_t, uint64_t) const
{
    throw InputError(m_path, name, "this build of SegStudio has no zip reader (minizip)");
}
#endif

TorchCheckpoint::~TorchCheckpoint() = default;

std::vector<float> TorchCheckpoint::floatValues(const PickledTensor& tensor, const std::string& name) const
{
    const std::string& dtype = tensor.dtype;
    if (dtype != "float32" && dtype != "float16" && dtype != "bfloat16" && dtype != "float64")
        throw InputError(m_path, name, "a tensor of " + dtype + ", not floating-point");
    const uint64_t itemBytes = static_cast<uint64_t>(elementBytes(dtype));
    const uint64_t limit = std::numeric_limits<uint64_t>::max() / 16 / itemBytes;
    const auto storage = static_cast<uint64_t>(tensor.storageElements);
    if (tensor.storageElements < 0 || storage > limit)
        throw InputError(m_path, name, "a storage of impossible size");
    // Elements of the view, and the last storage element it reads.
    uint64_t elements = 1, last = static_cast<uint64_t>(std::max<int64_t>(tensor.offset, 0));
    if (tensor.offset < 0)
        throw InputError(m_path, name, "a negative storage offset");
    for (std::size_t d = 0; d < tensor.sizes.size(); ++d) {
        const int64_t size = tensor.sizes[d], stride = tensor.strides[d];
        if (size < 0 || stride < 0 || static_cast<uint64_t>(size) > limit || static_cast<uint64_t>(stride) > limit)
            throw InputError(m_path, name, "a negative or impossible size or stride");
        if (size > 0 && elements > limit / static_cast<uint64_t>(size))
            throw InputError(m_path, name, "a tensor of impossible size");
        elements *= static_cast<uint64_t>(size);
        if (size > 0) {
            const uint64_t reach = static_cast<uint64_t>(size - 1) * static_cast<uint64_t>(stride);
            if (reach > limit || last > limit - reach)
                throw InputError(m_path, name, "a tensor of impossible size");
            last += reach;
        }
    }
    if (elements == 0)
        return {};
    if (elements > storage)
        throw InputError(m_path, name,
                         "the tensor's view holds " + std::to_string(elements) + " elements, more than its storage's " +
                             std::to_string(storage) + " (overlapping strides are not read)");
    if (last >= storage)
        throw InputError(m_path, name,
                         "the tensor's view reaches element " + std::to_string(last) + " of a storage of " +
                             std::to_string(storage));
    const std::string bytes =
        readRecord("data/" + tensor.storageKey, storage * itemBytes, storage * itemBytes + 64);
    std::vector<float> out(static_cast<std::size_t>(elements));
    std::vector<int64_t> index(tensor.sizes.size(), 0);
    for (uint64_t i = 0; i < elements; ++i) {
        uint64_t at = static_cast<uint64_t>(tensor.offset);
        for (std::size_t d = 0; d < index.size(); ++d)
            at += static_cast<uint64_t>(index[d]) * static_cast<uint64_t>(tensor.strides[d]);
        out[static_cast<std::size_t>(i)] = elementAsFloat(bytes.data() + at * itemBytes, dtype);
        for (std::size_t d = index.size(); d-- > 0;) {
            if (++index[d] < tensor.sizes[d])
                break;
            index[d] = 0;
        }
    }
    return out;
}

}  // namespace segstudio
