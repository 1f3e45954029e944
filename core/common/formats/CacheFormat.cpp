#include "common/formats/CacheFormat.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <random>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/system/AtomicFile.h"
#include "common/Errors.h"

namespace segstudio {

namespace {

constexpr char kMagic[16] = "SEGSTUDIO-CACHE";  // 15 characters + NUL
constexpr std::size_t kPreambleBytes = 32;
constexpr uint64_t kAlignment = 64;

uint64_t alignUp(uint64_t value) { return (value + kAlignment - 1) / kAlignment * kAlignment; }

struct PlannedSection {
    std::string name;
    const void* data;
    uint64_t bytes;
};

}  // namespace

std::map<int, std::vector<VoxelXyz>> sampleForegroundVoxels(const int16_t* labels, const Size3& sizeXyz,
                                                             std::size_t maxPerClass, uint64_t seed)
{
    std::map<int, std::vector<VoxelXyz>> samples;
    std::map<int, uint64_t> seen;
    std::mt19937_64 random(seed);
    int64_t index = 0;
    for (int32_t z = 0; z < sizeXyz[2]; ++z)
        for (int32_t y = 0; y < sizeXyz[1]; ++y)
            for (int32_t x = 0; x < sizeXyz[0]; ++x, ++index) {
                const int label = labels[index];
                if (label <= 0)
                    continue;
                std::vector<VoxelXyz>& reservoir = samples[label];
                const uint64_t n = ++seen[label];
                if (reservoir.size() < maxPerClass) {
                    reservoir.push_back({x, y, z});
                } else {
                    const uint64_t slot = std::uniform_int_distribution<uint64_t>(0, n - 1)(random);
                    if (slot < maxPerClass)
                        reservoir[slot] = {x, y, z};
                }
            }
    return samples;
}

void writeCacheFile(const std::string& path, CachedCaseInfo info, const std::vector<float>& image,
                    const std::vector<int16_t>& labels)
{
    const auto voxels = static_cast<std::size_t>(info.voxelCount());
    if (image.size() != voxels * static_cast<std::size_t>(info.channels))
        throw std::invalid_argument("writeCacheFile: image holds " + std::to_string(image.size()) +
                                    " values, expected " + std::to_string(voxels * info.channels));
    if (!labels.empty() && labels.size() != voxels)
        throw std::invalid_argument("writeCacheFile: label size does not match the image");

    info.hasLabel = !labels.empty();
    std::vector<uint8_t> narrowLabels;
    const bool fitsUInt8 = std::all_of(labels.begin(), labels.end(), [](int16_t v) { return v >= 0 && v <= 255; });
    info.labelType = fitsUInt8 ? ScalarType::UInt8 : ScalarType::Int16;
    if (info.hasLabel && fitsUInt8)
        narrowLabels.assign(labels.begin(), labels.end());

    std::vector<PlannedSection> sections;
    sections.push_back({"image", image.data(), image.size() * sizeof(float)});
    if (info.hasLabel) {
        if (fitsUInt8)
            sections.push_back({"label", narrowLabels.data(), narrowLabels.size()});
        else
            sections.push_back({"label", labels.data(), labels.size() * sizeof(int16_t)});
    }
    std::vector<VoxelXyz> flatSamples;
    Json sampleIndex = Json::object();
    if (info.hasLabel) {
        for (const auto& [label, voxelsOfClass] : sampleForegroundVoxels(labels.data(), info.sizeXyz)) {
            sampleIndex[std::to_string(label)] = {flatSamples.size(), voxelsOfClass.size()};
            flatSamples.insert(flatSamples.end(), voxelsOfClass.begin(), voxelsOfClass.end());
        }
        sections.push_back({"foreground_samples", flatSamples.data(), flatSamples.size() * sizeof(VoxelXyz)});
    }

    Json header = {{"format", "segstudio-cache"},
                   {"version", kCacheFormatVersion},
                   {"case_id", info.caseId},
                   {"channels", info.channels},
                   {"size_xyz", info.sizeXyz},
                   {"spacing_xyz", info.spacingXyz},
                   {"source", info.source},
                   {"preprocessing", info.preprocessing}};
    // Offsets depend on the header length, which depends on the offsets'
    // digits: reserve room generously, then lay the sections out after it.
    uint64_t headerCapacity = alignUp(kPreambleBytes + header.dump().size() + 256 + 96 * sections.size());
    uint64_t offset = headerCapacity;
    for (const PlannedSection& s : sections) {
        Json entry = {{"offset", offset}, {"bytes", s.bytes}};
        if (s.name == "image")
            entry["dtype"] = "float32";
        else if (s.name == "label")
            entry["dtype"] = scalarTypeName(info.labelType);
        else {
            entry["dtype"] = "int32";
            entry["classes"] = sampleIndex;
        }
        header[s.name] = entry;
        offset = alignUp(offset + s.bytes);
    }
    const std::string headerText = header.dump();
    if (kPreambleBytes + headerText.size() > headerCapacity)
        throw std::logic_error("cache header larger than reserved");

    replaceFileAtomically(path, [&](const std::string& tempPath) {
        std::ofstream out(tempPath, std::ios::binary | std::ios::trunc);
        if (!out)
            throw InputError(path, "", std::string("cannot create: ") + std::strerror(errno));
        const uint32_t version = kCacheFormatVersion, reserved = 0;
        const uint64_t headerBytes = headerText.size();
        out.write(kMagic, sizeof kMagic);
        out.write(reinterpret_cast<const char*>(&version), 4);
        out.write(reinterpret_cast<const char*>(&reserved), 4);
        out.write(reinterpret_cast<const char*>(&headerBytes), 8);
        out.write(headerText.data(), static_cast<std::streamsize>(headerText.size()));
        for (const PlannedSection& s : sections) {
            const uint64_t start = header[s.name]["offset"].get<uint64_t>();
            const auto position = static_cast<uint64_t>(out.tellp());
            const std::string padding(start - position, '\0');
            out.write(padding.data(), static_cast<std::streamsize>(padding.size()));
            out.write(static_cast<const char*>(s.data), static_cast<std::streamsize>(s.bytes));
        }
        out.flush();
        if (!out)
            throw InputError(path, "", "write failed (disk full?)");
    });
}

std::shared_ptr<const CacheFile> CacheFile::open(const std::string& path)
{
    std::shared_ptr<CacheFile> file(new CacheFile());
    file->m_path = path;
    const int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0)
        throw InputError(path, "", std::string("cannot open cache file: ") + std::strerror(errno));
    struct stat status {};
    if (::fstat(fd, &status) != 0 || status.st_size < static_cast<off_t>(kPreambleBytes)) {
        ::close(fd);
        throw InputError(path, "", "not a SegStudio cache file (shorter than its preamble)");
    }
    file->m_mappingBytes = static_cast<std::size_t>(status.st_size);
    void* mapping = ::mmap(nullptr, file->m_mappingBytes, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    if (mapping == MAP_FAILED)
        throw InputError(path, "", std::string("cannot map cache file: ") + std::strerror(errno));
    file->m_mapping = static_cast<const std::byte*>(mapping);

    if (std::memcmp(file->m_mapping, kMagic, sizeof kMagic) != 0)
        throw InputError(path, "magic", "not a SegStudio cache file");
    uint32_t version = 0;
    uint64_t headerBytes = 0;
    std::memcpy(&version, file->m_mapping + 16, 4);
    std::memcpy(&headerBytes, file->m_mapping + 24, 8);
    if (version != kCacheFormatVersion)
        throw InputError(path, "version",
                         "cache format version " + std::to_string(version) + " is not supported (expected " +
                             std::to_string(kCacheFormatVersion) + "); run preprocess again");
    if (headerBytes > file->m_mappingBytes - kPreambleBytes)
        throw InputError(path, "header", "truncated: the header runs past the end of the file");
    const char* headerStart = reinterpret_cast<const char*>(file->m_mapping + kPreambleBytes);
    try {
        file->m_header = parseJson(std::string_view(headerStart, headerBytes), path);
        CachedCaseInfo& info = file->m_info;
        info.caseId = file->m_header.at("case_id").get<std::string>();
        info.channels = getChecked<int>(file->m_header.at("channels"));
        info.sizeXyz = getChecked<Size3>(file->m_header.at("size_xyz"));
        info.spacingXyz = file->m_header.at("spacing_xyz").get<Vec3>();
        info.source = file->m_header.value("source", Json::object());
        info.preprocessing = file->m_header.value("preprocessing", Json::object());
        info.hasLabel = file->m_header.contains("label");
        if (info.hasLabel) {
            const auto type = scalarTypeFromName(file->m_header["label"].at("dtype").get<std::string>());
            if (!type || (*type != ScalarType::UInt8 && *type != ScalarType::Int16))
                throw InputError(path, "label.dtype", "must be uint8 or int16");
            info.labelType = *type;
        }
    } catch (const nlohmann::json::exception& error) {
        throw InputError(path, "header", std::string("malformed: ") + error.what());
    }
    const CachedCaseInfo& info = file->m_info;
    if (info.channels < 1 || info.sizeXyz[0] < 1 || info.sizeXyz[1] < 1 || info.sizeXyz[2] < 1)
        throw InputError(path, "size_xyz", "channels and sizes must be positive");
    // Checked in floating point first: hostile sizes overflow 64-bit products
    // and could then match a small section.
    const double imageBytes = static_cast<double>(info.sizeXyz[0]) * static_cast<double>(info.sizeXyz[1]) *
                              static_cast<double>(info.sizeXyz[2]) * info.channels * sizeof(float);
    if (imageBytes > static_cast<double>(file->m_mappingBytes))
        throw InputError(path, "size_xyz",
                         "declares " + std::to_string(info.channels) + " x " + std::to_string(info.sizeXyz[0]) + " x " +
                             std::to_string(info.sizeXyz[1]) + " x " + std::to_string(info.sizeXyz[2]) +
                             " float32 values, more than the file's " + std::to_string(file->m_mappingBytes) + " bytes");
    const auto voxels = static_cast<uint64_t>(info.voxelCount());
    file->m_image = reinterpret_cast<const float*>(file->section("image", voxels * info.channels * sizeof(float)));
    if (info.hasLabel) try {
        file->m_labels = file->section("label", voxels * scalarSize(info.labelType));
        const Json& samples = file->m_header.at("foreground_samples");
        const auto* all = reinterpret_cast<const VoxelXyz*>(
            file->section("foreground_samples", getChecked<uint64_t>(samples.at("bytes"))));
        const std::size_t total = getChecked<uint64_t>(samples.at("bytes")) / sizeof(VoxelXyz);
        for (const auto& [label, range] : samples.at("classes").items()) {
            const auto start = getChecked<std::size_t>(range.at(0)), count = getChecked<std::size_t>(range.at(1));
            if (count > total || start > total - count)
                throw InputError(path, "foreground_samples", "class " + label + " indexes past the section");
            const int classIndex = std::atoi(label.c_str());
            if (label.empty() || label.size() > 5 || label.find_first_not_of("0123456789") != std::string::npos)
                throw InputError(path, "foreground_samples.classes", "\"" + label.substr(0, 40) + "\" is not a class number");
            file->m_samples[classIndex] = {all + start, count};
        }
    } catch (const nlohmann::json::exception& error) {
        throw InputError(path, "foreground_samples", std::string("malformed: ") + error.what());
    }
    return file;
}

const std::byte* CacheFile::section(const char* name, uint64_t expectedBytes) const
{
    if (!m_header.contains(name))
        throw InputError(m_path, name, "section is missing from the header");
    const Json& entry = m_header[name];
    uint64_t offset = 0, bytes = 0;
    try {
        offset = getChecked<uint64_t>(entry.at("offset"));
        bytes = getChecked<uint64_t>(entry.at("bytes"));
    } catch (const nlohmann::json::exception& error) {
        throw InputError(m_path, name, std::string("malformed section entry: ") + error.what());
    }
    if (bytes != expectedBytes)
        throw InputError(m_path, name,
                         "section holds " + std::to_string(bytes) + " bytes, expected " + std::to_string(expectedBytes));
    if (offset % kAlignment != 0)
        throw InputError(m_path, name, "section is not 64-byte aligned");
    if (offset > m_mappingBytes || bytes > m_mappingBytes - offset)
        throw InputError(m_path, name,
                         "truncated: the section ends at byte " + std::to_string(offset + bytes) +
                             " but the file has " + std::to_string(m_mappingBytes) + " bytes");
    return m_mapping + offset;
}

CacheFile::~CacheFile()
{
    if (m_mapping)
        ::munmap(const_cast<std::byte*>(m_mapping), m_mappingBytes);
}

const float* CacheFile::channel(int c) const
{
    if (c < 0 || c >= m_info.channels)
        throw std::out_of_range("cache channel " + std::to_string(c));
    return m_image + static_cast<std::size_t>(c) * static_cast<std::size_t>(m_info.voxelCount());
}

const void* CacheFile::labels() const { return m_labels; }

std::vector<int16_t> CacheFile::labelsAsInt16() const
{
    if (!m_labels)
        return {};
    const auto n = static_cast<std::size_t>(m_info.voxelCount());
    std::vector<int16_t> out(n);
    if (m_info.labelType == ScalarType::UInt8)
        std::copy_n(static_cast<const uint8_t*>(m_labels), n, out.begin());
    else
        std::copy_n(static_cast<const int16_t*>(m_labels), n, out.begin());
    return out;
}

}  // namespace segstudio
