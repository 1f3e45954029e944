#pragma once
// The holes of a scan's body mask, found over the whole scan while reading a
// few rows at a time, so that block-wise preprocessing fills the same holes
// as one pass (CasePreprocessing's nonZeroMask, nnU-Net's create_nonzero_mask
// with binary_fill_holes): a zero voxel (every channel zero) is a hole when
// no path of zero voxels (6-neighbours) joins it to the border of the
// cropped grid. Only axes longer than one voxel have a border.
//
// Found in streamed passes: zero voxels are labelled within each block of
// rows, labels touching across block borders are merged (union-find), and a
// second pass, run only when some component never reaches the border,
// records the hole voxels as runs along x. Memory: one block's labels plus
// one entry per zero component and per hole run.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "common/formats/JsonFile.h"
#include "io/CasePreprocessing.h"
#include "io/blockwise/ScanSlabs.h"

namespace segstudio::io {

class BodyHoles {
public:
    // A run of hole voxels: row z, line y, x in [xFirst, xEnd), all on the cropped grid.
    struct Run {
        int64_t z = 0, y = 0, xFirst = 0, xEnd = 0;
    };

    BodyHoles() = default;
    explicit BodyHoles(std::vector<Run> runs);

    // Sets mask[i] = 1 for the hole voxels of cropped rows [first, end);
    // `mask` holds those rows (x fastest, then y, then z).
    void fill(int64_t first, int64_t end, const Size3& croppedSize, std::vector<uint8_t>& mask) const;
    int64_t voxelCount() const;

    Json toJson() const;
    // Throws InputError naming `fileForErrors` when `json` is no list of runs.
    static BodyHoles fromJson(const Json& json, const std::string& fileForErrors);

private:
    std::vector<Run> m_runs;  // ordered by z, then y, then x
};

// The holes of the body mask on `mapping.cropped`, reading `readRows` source
// rows at a time. Returns std::nullopt when `cancelled()` turns true between blocks.
std::optional<BodyHoles> findBodyHoles(ScanSlabReader& reader, const CaseMapping& mapping, int64_t readRows,
                                       const std::function<bool()>& cancelled = {});

}  // namespace segstudio::io
