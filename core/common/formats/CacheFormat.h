#pragma once
// The preprocessed-case cache: one file per case, written by core/io, read by
// the engine without ITK. The format is documented in CACHE_FORMAT.md:
//   bytes 0..15   magic "SEGSTUDIO-CACHE\0"
//   bytes 16..19  uint32 format version (little-endian), currently 1
//   bytes 20..23  uint32 reserved (0)
//   bytes 24..31  uint64 length L of the JSON header
//   bytes 32..    L bytes of UTF-8 JSON (the header), then zero padding
//   sections      raw little-endian arrays at 64-byte aligned offsets named in
//                 the header: image (float32, channel-planar, x fastest),
//                 label (uint8 or int16), foreground samples (int32 x,y,z).
// Files are memory-mapped by CacheFile; nothing is copied until asked.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "common/image/Geometry.h"
#include "common/formats/JsonFile.h"
#include "common/image/Volume.h"

namespace segstudio {

constexpr uint32_t kCacheFormatVersion = 1;
constexpr char kCacheFileExtension[] = ".ssc";

// What a cached case holds, apart from its voxels.
struct CachedCaseInfo {
    std::string caseId;
    int channels = 1;
    Size3 sizeXyz{1, 1, 1};   // after cropping and resampling
    Vec3 spacingXyz{1, 1, 1};  // mm, after resampling
    bool hasLabel = false;
    ScalarType labelType = ScalarType::UInt8;  // uint8 or int16
    // Provenance and the inverse mapping to the source scan (written by core/io,
    // passed through untouched by the engine).
    Json source = Json::object();
    Json preprocessing = Json::object();

    int64_t voxelCount() const { return sizeXyz[0] * sizeXyz[1] * sizeXyz[2]; }
};

using VoxelXyz = std::array<int32_t, 3>;

// Up to `maxPerClass` voxel positions of every non-zero label, drawn with a
// fixed seed so the same label map always gives the same samples. The patch
// sampler centres foreground patches on them.
std::map<int, std::vector<VoxelXyz>> sampleForegroundVoxels(const int16_t* labels, const Size3& sizeXyz,
                                                             std::size_t maxPerClass = 10000,
                                                             uint64_t seed = 1234);

// Writes a cache file atomically. `image` holds info.channels planar float32
// channels of info.voxelCount() values; `labels` is empty or holds
// info.voxelCount() class values. Label storage is uint8 when every value fits,
// int16 otherwise (info.labelType is ignored on input).
void writeCacheFile(const std::string& path, CachedCaseInfo info, const std::vector<float>& image,
                    const std::vector<int16_t>& labels);

// A memory-mapped cache file. Opening validates the magic, version, header
// and that every section lies inside the file (a truncated or foreign file
// throws InputError naming the path and the reason). Thread-safe for reads.
class CacheFile {
public:
    static std::shared_ptr<const CacheFile> open(const std::string& path);
    ~CacheFile();
    CacheFile(const CacheFile&) = delete;
    CacheFile& operator=(const CacheFile&) = delete;

    const std::string& path() const { return m_path; }
    const CachedCaseInfo& info() const { return m_info; }
    const Json& header() const { return m_header; }

    // info().voxelCount() float32 values of one channel, x fastest.
    const float* channel(int c) const;
    // info().voxelCount() labels of info().labelType; nullptr without a label.
    const void* labels() const;
    // Labels widened to int16 (a copy).
    std::vector<int16_t> labelsAsInt16() const;
    // Classes with foreground samples, and the samples of one class.
    const std::map<int, std::pair<const VoxelXyz*, std::size_t>>& foregroundSamples() const { return m_samples; }

private:
    CacheFile() = default;
    const std::byte* section(const char* name, uint64_t expectedBytes) const;

    std::string m_path;
    CachedCaseInfo m_info;
    Json m_header;
    const std::byte* m_mapping = nullptr;
    std::size_t m_mappingBytes = 0;
    const float* m_image = nullptr;
    const void* m_labels = nullptr;
    std::map<int, std::pair<const VoxelXyz*, std::size_t>> m_samples;
};

}  // namespace segstudio
