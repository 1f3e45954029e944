#pragma once
// A scan's multiresolution pyramid on disk, for viewing volumes larger than
// memory (the workbench): level 0 holds the scan's voxels, each next level
// halves every axis longer than one voxel (the mean of up to 2x2x2 voxels),
// down to a level of at most `overviewBytes` that is held in memory.
//
// Every level is a file of bricks of 32^3 voxels (the scan's scalar type,
// channels interleaved, x fastest; edge bricks padded), so a slice of any
// orientation, or a region of it, reads only the bricks it crosses. Bricks
// are read on demand through a cache of bounded size (least recently used
// out first). The folder holds pyramid.json (the source file's size and
// modification time, its geometry, type, channels and the level sizes) and
// level-N.bricks; it is built once from the rows ScanSlabReader streams (in
// "<folder>.partial-<pid>", renamed when complete; memory: a few rows of
// each level) and rebuilt when the source changes or a level file does not
// match. Level geometries are in the scan's stored axes: level l + 1's voxel
// (i, j, k) is the mean of level l's voxels [2i, 2i + 2) x ... (fewer at the
// far edges), its centre placed where a full block's centre would be; so
// away from the far edges, level l's voxel is the mean of level 0's
// 2^l x 2^l x 2^l block. Values pass through float32: exact for scans of up
// to 16-bit integers and float32.
//
// Thread-safe: slices may be read from several threads at once.
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "common/Progress.h"
#include "common/image/Volume.h"
#include "io/ScanIO.h"

namespace segstudio::io {

struct PyramidBuildOptions {
    uint64_t overviewBytes = uint64_t(32) << 20;  // the coarsest level's size at most
    uint64_t brickCacheBytes = uint64_t(256) << 20;
    // Set by another thread: the build stops after the rows it is reading,
    // removes what it wrote and throws Cancelled.
    const std::atomic<bool>* cancel = nullptr;
};

class ScanPyramid {
public:
    static constexpr int kBrick = 32;

    // Opens the pyramid of `scanPath` kept in `folder`, building it first
    // when the folder is missing, incomplete, damaged or was built from
    // another version of the file. Progress reports rows of the scan read.
    // Throws InputError naming the scan when it cannot be streamed
    // (scanStreamsRows) or read, and the folder when it cannot be written;
    // Cancelled when options.cancel is set during a build.
    static std::shared_ptr<ScanPyramid> openOrBuild(const std::string& scanPath, const std::string& folder,
                                                    const PyramidBuildOptions& options = {},
                                                    const ProgressCallback& progress = {});
    ~ScanPyramid();
    ScanPyramid(const ScanPyramid&) = delete;
    ScanPyramid& operator=(const ScanPyramid&) = delete;

    const std::string& scanPath() const;
    const Geometry& geometry() const;  // level 0: the scan's own geometry
    ScalarType type() const;
    int components() const;
    int levelCount() const;
    int overviewLevel() const { return levelCount() - 1; }
    Geometry levelGeometry(int level) const;

    // Voxels [lo, hi) of a level (stored axes, clipped to the level), with
    // the geometry of that box. Throws InputError naming the level file on
    // a failed read.
    Volume readBox(int level, const Size3& lo, const Size3& hi) const;
    Volume readLevel(int level) const;  // the whole level

    // Bytes of bricks held in the cache now (at most brickCacheBytes).
    uint64_t cachedBytes() const;

private:
    struct Impl;
    explicit ScanPyramid(std::unique_ptr<Impl> impl);
    // A complete folder (its manifest read); throws InputError when its level files do not match it.
    static std::shared_ptr<ScanPyramid> openBuilt(const std::string& scanPath, const std::string& folder,
                                                  const nlohmann::json& manifest, const PyramidBuildOptions& options);
    std::unique_ptr<Impl> m;
};

// Level sizes for a grid: level 0 is `size`; each next halves (rounding up)
// every axis longer than 1, until the level needs at most `overviewBytes`
// (voxels x bytesPerVoxel) or every axis is 1.
std::vector<Size3> pyramidLevelSizes(const Size3& size, uint64_t bytesPerVoxel, uint64_t overviewBytes);

}  // namespace segstudio::io
