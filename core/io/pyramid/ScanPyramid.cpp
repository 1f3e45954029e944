#include "io/pyramid/ScanPyramid.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <list>
#include <mutex>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "common/Errors.h"
#include "common/system/PartialOutputs.h"
#include "common/system/AtomicFile.h"
#include "io/FileStamp.h"
#include "io/blockwise/ScanSlabs.h"
#include "io/blockwise/SlabPreprocessing.h"

namespace segstudio::io {

namespace fs = std::filesystem;

namespace {

constexpr int kFormatVersion = 1;
constexpr int64_t kB = ScanPyramid::kBrick;

int64_t bricksAlong(int64_t n) { return (n + kB - 1) / kB; }

std::string levelFileName(int level) { return "level-" + std::to_string(level) + ".bricks"; }

// The scan's identity for staleness (FileStamp.h).
nlohmann::json sourceStamp(const std::string& scanPath)
{
    const FileStamp stamp = fileStamp(scanPath);
    return {{"path", fs::absolute(scanPath).lexically_normal().string()},
            {"bytes", stamp.bytes},
            {"modified", stamp.modified}};
}

// Per-axis factor between level `level` and level 0 (axes of one voxel stop halving).
Vec3 levelFactors(const std::vector<Size3>& sizes, int level)
{
    Vec3 f{1, 1, 1};
    for (int l = 1; l <= level; ++l)
        for (int a = 0; a < 3; ++a)
            if (sizes[static_cast<std::size_t>(l - 1)][a] > 1)
                f[a] *= 2;
    return f;
}

template <class T> T fromFloat(float v)
{
    if constexpr (std::is_floating_point_v<T>) {
        return static_cast<T>(v);
    } else {
        if (!std::isfinite(v))
            return T{0};
        const double r = std::round(static_cast<double>(v));
        return static_cast<T>(std::clamp(r, static_cast<double>(std::numeric_limits<T>::lowest()),
                                         static_cast<double>(std::numeric_limits<T>::max())));
    }
}

// Writes one level's bricks as its z-rows arrive: each row is 32 x 32
// tiles, written into its bricks in place (the file is sized up front), so
// a level holds one row of tiles, never a layer of bricks.
class LevelBrickWriter {
public:
    LevelBrickWriter(const std::string& path, const Size3& size, ScalarType type, int components)
        : m_path(path), m_size(size), m_type(type), m_components(components),
          m_voxelBytes(scalarSize(type) * static_cast<std::size_t>(components)),
          m_tiles(static_cast<std::size_t>(bricksAlong(size[0]) * bricksAlong(size[1]) * kB * kB) * m_voxelBytes)
    {
        m_fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (m_fd < 0)
            throw InputError(path, "pyramid", std::string("cannot be written: ") + std::strerror(errno));
        const off_t bytes = static_cast<off_t>(bricksAlong(size[0]) * bricksAlong(size[1]) * bricksAlong(size[2])) *
                            static_cast<off_t>(kB * kB * kB) * static_cast<off_t>(m_voxelBytes);
        if (::ftruncate(m_fd, bytes) != 0)
            fail();
    }
    ~LevelBrickWriter()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }

    // The next z-row: X x Y voxels, channels interleaved, as float.
    void append(const std::vector<float>& row)
    {
        const int64_t nbx = bricksAlong(m_size[0]), nby = bricksAlong(m_size[1]);
        const std::size_t tileBytes = static_cast<std::size_t>(kB * kB) * m_voxelBytes;
        std::fill(m_tiles.begin(), m_tiles.end(), std::byte{0});
        visitScalarType(m_type, [&](auto tag) {
            using T = decltype(tag);
            for (int64_t y = 0; y < m_size[1]; ++y)
                for (int64_t x = 0; x < m_size[0]; ++x) {
                    const std::size_t tile = static_cast<std::size_t>(x / kB + nbx * (y / kB));
                    const std::size_t inTile = static_cast<std::size_t>(x % kB + kB * (y % kB));
                    T* out = reinterpret_cast<T*>(m_tiles.data() + tile * tileBytes) + inTile * static_cast<std::size_t>(m_components);
                    const float* in = row.data() + (y * m_size[0] + x) * m_components;
                    for (int c = 0; c < m_components; ++c)
                        out[c] = fromFloat<T>(in[c]);
                }
        });
        // Tile (bx, by) of row z goes to brick (bx, by, z / 32) at depth z % 32.
        const int64_t bz = m_rows / kB, zIn = m_rows % kB;
        for (int64_t by = 0; by < nby; ++by)
            for (int64_t bx = 0; bx < nbx; ++bx) {
                const int64_t brick = bx + nbx * (by + nby * bz);
                const off_t offset = static_cast<off_t>(brick) * static_cast<off_t>(kB * tileBytes) + static_cast<off_t>(zIn * tileBytes);
                const std::byte* data = m_tiles.data() + static_cast<std::size_t>(bx + nbx * by) * tileBytes;
                std::size_t done = 0;
                while (done < tileBytes) {
                    const ssize_t wrote = ::pwrite(m_fd, data + done, tileBytes - done, offset + static_cast<off_t>(done));
                    if (wrote <= 0)
                        fail();
                    done += static_cast<std::size_t>(wrote);
                }
            }
        ++m_rows;
    }

    void close()
    {
        if (m_rows != m_size[2])
            throw InputError(m_path, "pyramid", "holds " + std::to_string(m_rows) + " of " + std::to_string(m_size[2]) + " rows");
        const int fd = m_fd;
        m_fd = -1;
        if (::close(fd) != 0)
            fail();
    }

private:
    [[noreturn]] void fail() const
    {
        throw InputError(m_path, "pyramid", std::string("cannot be written: ") + std::strerror(errno));
    }

    std::string m_path;
    Size3 m_size;
    ScalarType m_type;
    int m_components;
    std::size_t m_voxelBytes;
    std::vector<std::byte> m_tiles;  // one row: 32 x 32 voxels per brick column
    int m_fd = -1;
    int64_t m_rows = 0;
};

// Halves a row in-plane (x and y where longer than 1): the mean of up to 2x2
// voxels, each channel on its own. `weight` counts the z-rows summed in `row`.
std::vector<float> halveRow(const std::vector<float>& row, const Size3& from, const Size3& to, int components, float zRows)
{
    std::vector<float> out(static_cast<std::size_t>(to[0] * to[1] * components), 0.0f);
    const int64_t fx = from[0] > 1 ? 2 : 1, fy = from[1] > 1 ? 2 : 1;
    for (int64_t y = 0; y < to[1]; ++y)
        for (int64_t x = 0; x < to[0]; ++x)
            for (int c = 0; c < components; ++c) {
                double sum = 0;
                int count = 0;
                for (int64_t dy = 0; dy < fy; ++dy)
                    for (int64_t dx = 0; dx < fx; ++dx) {
                        const int64_t sx = x * fx + dx, sy = y * fy + dy;
                        if (sx < from[0] && sy < from[1]) {
                            sum += row[static_cast<std::size_t>((sy * from[0] + sx) * components + c)];
                            ++count;
                        }
                    }
                out[static_cast<std::size_t>((y * to[0] + x) * components + c)] = static_cast<float>(sum / (count * zRows));
            }
    return out;
}

// Feeds z-rows down the levels: each level writes its rows and pairs them
// into the next level's rows.
class PyramidCascade {
public:
    PyramidCascade(const std::string& folder, const std::vector<Size3>& sizes, ScalarType type, int components)
        : m_sizes(sizes), m_components(components), m_pending(sizes.size())
    {
        for (std::size_t l = 0; l < sizes.size(); ++l)
            m_writers.push_back(std::make_unique<LevelBrickWriter>((fs::path(folder) / levelFileName(static_cast<int>(l))).string(),
                                                                   sizes[l], type, components));
        m_rowsIn.assign(sizes.size(), 0);
    }

    void push(std::size_t level, std::vector<float> row)
    {
        m_writers[level]->append(row);
        const int64_t index = m_rowsIn[level]++;
        if (level + 1 == m_sizes.size())
            return;
        const Size3& size = m_sizes[level];
        const bool pairsInZ = size[2] > 1;
        const bool last = index + 1 == size[2];
        if (pairsInZ && index % 2 == 0 && !last) {
            m_pending[level] = std::move(row);
            return;
        }
        float zRows = 1;
        if (pairsInZ && index % 2 == 1) {
            for (std::size_t i = 0; i < row.size(); ++i)
                row[i] += m_pending[level][i];
            zRows = 2;
        }
        push(level + 1, halveRow(row, size, m_sizes[level + 1], m_components, zRows));
    }

    void close()
    {
        for (auto& writer : m_writers)
            writer->close();
    }

private:
    std::vector<Size3> m_sizes;
    int m_components;
    std::vector<std::unique_ptr<LevelBrickWriter>> m_writers;
    std::vector<std::vector<float>> m_pending;
    std::vector<int64_t> m_rowsIn;
};

void buildPyramid(const std::string& scanPath, const std::string& folder, const PyramidBuildOptions& options,
                  const ProgressCallback& progress)
{
    ScanSlabReader reader(scanPath);
    if (!reader.streams())
        throw InputError(scanPath, "format", "cannot be read a block at a time (3D MetaImage and NIfTI can); "
                                             "it must fit in memory to be viewed");
    const ScanHeader& header = reader.header();
    const Geometry& g = header.geometry;
    const int components = header.components;
    const std::vector<Size3> sizes = pyramidLevelSizes(g.size, scalarSize(header.type) * components, options.overviewBytes);
    std::error_code ec;
    fs::remove_all(folder, ec);
    if (!fs::create_directories(folder, ec) && ec)
        throw InputError(folder, "pyramid", "cannot be created: " + ec.message());
    PyramidCascade cascade(folder, sizes, header.type, components);
    const int64_t step = rowsOfAbout32MiB(g, components);
    const int64_t plane = g.size[0] * g.size[1];
    for (int64_t first = 0; first < g.size[2]; first += step) {
        const int64_t end = std::min(g.size[2], first + step);
        const std::vector<float> rows = reader.rows(first, end);  // planar: C x rows x Y x X
        const int64_t n = end - first;
        for (int64_t z = 0; z < n; ++z) {
            std::vector<float> row(static_cast<std::size_t>(plane * components));
            for (int c = 0; c < components; ++c) {
                const float* in = rows.data() + (c * n + z) * plane;
                for (int64_t i = 0; i < plane; ++i)
                    row[static_cast<std::size_t>(i * components + c)] = in[i];
            }
            cascade.push(0, std::move(row));
        }
        if (progress)
            progress({"pyramid", static_cast<int>(end), static_cast<int>(g.size[2]), "", 0, false});
        if (options.cancel && options.cancel->load())
            throw Cancelled("building the pyramid of " + scanPath + " was stopped; nothing was kept");
    }
    cascade.close();
    nlohmann::json levels = nlohmann::json::array();
    for (const Size3& s : sizes)
        levels.push_back({s[0], s[1], s[2]});
    const nlohmann::json manifest = {{"format", "segstudio-pyramid"}, {"version", kFormatVersion},
                                     {"source", sourceStamp(scanPath)}, {"geometry", toJson(g)},
                                     {"type", scalarTypeName(header.type)}, {"components", components},
                                     {"brick", kB}, {"levels", levels}};
    writeFileAtomically((fs::path(folder) / "pyramid.json").string(), manifest.dump(2));
}

}  // namespace

std::vector<Size3> pyramidLevelSizes(const Size3& size, uint64_t bytesPerVoxel, uint64_t overviewBytes)
{
    std::vector<Size3> sizes{size};
    auto bytes = [&](const Size3& s) { return static_cast<uint64_t>(s[0] * s[1] * s[2]) * bytesPerVoxel; };
    while (bytes(sizes.back()) > overviewBytes && (sizes.back()[0] > 1 || sizes.back()[1] > 1 || sizes.back()[2] > 1)) {
        Size3 next = sizes.back();
        for (int a = 0; a < 3; ++a)
            if (next[a] > 1)
                next[a] = (next[a] + 1) / 2;
        sizes.push_back(next);
    }
    return sizes;
}

struct ScanPyramid::Impl {
    std::string scanPath;
    Geometry geometry;
    ScalarType type = ScalarType::UInt8;
    int components = 1;
    std::vector<Size3> sizes;
    std::vector<int> files;  // one descriptor per level
    std::vector<std::string> filePaths;
    uint64_t cacheLimit = 0;

    using Key = std::pair<int, int64_t>;
    struct KeyHash {
        std::size_t operator()(const Key& k) const { return std::hash<int64_t>()(k.second * 64 + k.first); }
    };
    mutable std::mutex mutex;
    mutable std::list<std::pair<Key, std::shared_ptr<const std::vector<std::byte>>>> recent;  // most recent first
    mutable std::unordered_map<Key, decltype(recent)::iterator, KeyHash> index;
    mutable uint64_t cached = 0;

    std::size_t brickBytes() const { return static_cast<std::size_t>(kB * kB * kB) * scalarSize(type) * static_cast<std::size_t>(components); }

    ~Impl()
    {
        for (int fd : files)
            ::close(fd);
    }

    std::shared_ptr<const std::vector<std::byte>> brick(int level, int64_t brickIndex) const
    {
        const Key key{level, brickIndex};
        std::lock_guard lock(mutex);
        if (auto it = index.find(key); it != index.end()) {
            recent.splice(recent.begin(), recent, it->second);
            return it->second->second;
        }
        auto data = std::make_shared<std::vector<std::byte>>(brickBytes());
        const off_t offset = static_cast<off_t>(brickIndex) * static_cast<off_t>(data->size());
        std::size_t done = 0;
        while (done < data->size()) {
            const ssize_t got = ::pread(files[static_cast<std::size_t>(level)], data->data() + done, data->size() - done,
                                        offset + static_cast<off_t>(done));
            if (got <= 0)
                throw InputError(filePaths[static_cast<std::size_t>(level)], "pyramid",
                                 got == 0 ? "is shorter than its bricks" : std::string("cannot be read: ") + std::strerror(errno));
            done += static_cast<std::size_t>(got);
        }
        recent.emplace_front(key, data);
        index[key] = recent.begin();
        cached += data->size();
        while (cached > cacheLimit && recent.size() > 1) {
            cached -= recent.back().second->size();
            index.erase(recent.back().first);
            recent.pop_back();
        }
        return data;
    }
};

namespace {

// The manifest of a complete pyramid of this version of the scan, or null.
nlohmann::json currentManifest(const std::string& scanPath, const std::string& folder)
{
    try {
        const std::string manifestPath = (fs::path(folder) / "pyramid.json").string();
        if (!fs::exists(manifestPath))
            return nullptr;
        nlohmann::json manifest = nlohmann::json::parse(readWholeFile(manifestPath, uint64_t(1) << 20));
        if (manifest.at("format") != "segstudio-pyramid" || manifest.at("version") != kFormatVersion ||
            manifest.at("source") != sourceStamp(scanPath) || manifest.at("brick") != kB)
            return nullptr;
        return manifest;
    } catch (const std::exception&) {
        return nullptr;  // unreadable: rebuilt
    }
}

}  // namespace

std::shared_ptr<ScanPyramid> ScanPyramid::openOrBuild(const std::string& scanPath, const std::string& folder,
                                                      const PyramidBuildOptions& options, const ProgressCallback& progress)
{
    if (nlohmann::json manifest = currentManifest(scanPath, folder); !manifest.is_null()) {
        try {
            return openBuilt(scanPath, folder, manifest, options);
        } catch (const InputError&) {
            // A damaged or truncated cache: built again below.
        }
    }
    // A folder of this run's own: another process may build the same
    // pyramid. Those of killed builds (gigabytes each) go first.
    removeStalePartialFolders(folder);
    const std::string partial = createPartialFolder(folder);
    std::error_code ec;
    try {
        buildPyramid(scanPath, partial, options, progress);
    } catch (...) {
        fs::remove_all(partial, ec);
        throw;
    }
    // Another process may have finished the same pyramid first: keep its
    // folder when it opens, else put this one in place.
    if (nlohmann::json theirs = currentManifest(scanPath, folder); !theirs.is_null()) {
        try {
            auto pyramid = openBuilt(scanPath, folder, theirs, options);
            fs::remove_all(partial, ec);
            return pyramid;
        } catch (const InputError&) {
            // The damaged folder this build replaces.
        }
    }
    fs::remove_all(folder, ec);
    fs::rename(partial, folder, ec);
    if (ec) {
        fs::remove_all(partial, ec);
        throw InputError(folder, "pyramid", "cannot be put in place: " + ec.message());
    }
    const nlohmann::json manifest = currentManifest(scanPath, folder);
    if (manifest.is_null())
        throw InputError(folder, "pyramid", "was built but its pyramid.json cannot be read back");
    return openBuilt(scanPath, folder, manifest, options);
}

std::shared_ptr<ScanPyramid> ScanPyramid::openBuilt(const std::string& scanPath, const std::string& folder,
                                                    const nlohmann::json& manifest, const PyramidBuildOptions& options)
{
    auto impl = std::make_unique<Impl>();
    impl->scanPath = scanPath;
    try {
        impl->geometry = geometryFromJson(manifest.at("geometry"));
        impl->type = scalarTypeFromName(manifest.at("type").get<std::string>()).value();
        impl->components = manifest.at("components").get<int>();
        for (const auto& s : manifest.at("levels"))
            impl->sizes.push_back({s.at(0).get<int64_t>(), s.at(1).get<int64_t>(), s.at(2).get<int64_t>()});
    } catch (const std::exception& error) {
        throw InputError((fs::path(folder) / "pyramid.json").string(), "pyramid", std::string("is damaged: ") + error.what());
    }
    if (impl->sizes.empty() || impl->sizes.front() != impl->geometry.size || impl->components < 1 || impl->components > 64)
        throw InputError((fs::path(folder) / "pyramid.json").string(), "levels", "do not match the scan's geometry");
    impl->cacheLimit = std::max<uint64_t>(options.brickCacheBytes, impl->brickBytes());
    for (std::size_t l = 0; l < impl->sizes.size(); ++l) {
        const std::string path = (fs::path(folder) / levelFileName(static_cast<int>(l))).string();
        const Size3& s = impl->sizes[l];
        const uint64_t expected = static_cast<uint64_t>(bricksAlong(s[0]) * bricksAlong(s[1]) * bricksAlong(s[2])) * impl->brickBytes();
        std::error_code ec;
        if (fs::file_size(path, ec) != expected || ec)
            throw InputError(path, "pyramid", "does not hold the " + std::to_string(expected) + " bytes its level needs");
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            throw InputError(path, "pyramid", std::string("cannot be opened: ") + std::strerror(errno));
        impl->files.push_back(fd);
        impl->filePaths.push_back(path);
    }
    return std::shared_ptr<ScanPyramid>(new ScanPyramid(std::move(impl)));
}

ScanPyramid::ScanPyramid(std::unique_ptr<Impl> impl) : m(std::move(impl)) {}
ScanPyramid::~ScanPyramid() = default;

const std::string& ScanPyramid::scanPath() const { return m->scanPath; }
const Geometry& ScanPyramid::geometry() const { return m->geometry; }
ScalarType ScanPyramid::type() const { return m->type; }
int ScanPyramid::components() const { return m->components; }
int ScanPyramid::levelCount() const { return static_cast<int>(m->sizes.size()); }

Geometry ScanPyramid::levelGeometry(int level) const
{
    Geometry g = m->geometry;
    const Vec3 f = levelFactors(m->sizes, level);
    g.size = m->sizes.at(static_cast<std::size_t>(level));
    g.origin = m->geometry.indexToWorld({(f[0] - 1) / 2, (f[1] - 1) / 2, (f[2] - 1) / 2});
    for (int a = 0; a < 3; ++a)
        g.spacing[a] *= f[a];
    return g;
}

Volume ScanPyramid::readBox(int level, const Size3& lo, const Size3& hi) const
{
    const Geometry lg = levelGeometry(level);
    Size3 from{}, to{};
    for (int a = 0; a < 3; ++a) {
        from[a] = std::clamp<int64_t>(lo[a], 0, lg.size[a]);
        to[a] = std::clamp<int64_t>(hi[a], from[a], lg.size[a]);
    }
    Geometry box = lg;
    box.size = {to[0] - from[0], to[1] - from[1], to[2] - from[2]};
    box.origin = lg.indexToWorld({static_cast<double>(from[0]), static_cast<double>(from[1]), static_cast<double>(from[2])});
    Volume out = Volume::allocate(box, m->type, m->components);
    if (box.voxelCount() == 0)
        return out;
    const std::size_t voxelBytes = scalarSize(m->type) * static_cast<std::size_t>(m->components);
    const int64_t nbx = bricksAlong(lg.size[0]), nby = bricksAlong(lg.size[1]);
    for (int64_t bz = from[2] / kB; bz <= (to[2] - 1) / kB; ++bz)
        for (int64_t by = from[1] / kB; by <= (to[1] - 1) / kB; ++by)
            for (int64_t bx = from[0] / kB; bx <= (to[0] - 1) / kB; ++bx) {
                const auto data = m->brick(level, bx + nbx * (by + nby * bz));
                const int64_t x0 = std::max(from[0], bx * kB), x1 = std::min(to[0], (bx + 1) * kB);
                for (int64_t z = std::max(from[2], bz * kB); z < std::min(to[2], (bz + 1) * kB); ++z)
                    for (int64_t y = std::max(from[1], by * kB); y < std::min(to[1], (by + 1) * kB); ++y) {
                        const std::size_t in = static_cast<std::size_t>((x0 - bx * kB) + kB * ((y - by * kB) + kB * (z - bz * kB)));
                        const std::size_t outIndex = static_cast<std::size_t>((x0 - from[0]) + box.size[0] * ((y - from[1]) + box.size[1] * (z - from[2])));
                        std::memcpy(out.bytes.data() + outIndex * voxelBytes, data->data() + in * voxelBytes,
                                    static_cast<std::size_t>(x1 - x0) * voxelBytes);
                    }
            }
    return out;
}

Volume ScanPyramid::readLevel(int level) const
{
    const Size3 size = m->sizes.at(static_cast<std::size_t>(level));
    return readBox(level, {0, 0, 0}, size);
}

uint64_t ScanPyramid::cachedBytes() const
{
    std::lock_guard lock(m->mutex);
    return m->cached;
}

}  // namespace segstudio::io
