#pragma once
// Grow from seeds: the user marks a few voxels of two or more labels
// (background may be one) and every voxel of a region takes the label of the
// seed it is cheapest to reach. A path's cost is the sum over its steps of the
// intensity change beyond the noise (the L1 norm over channels; each channel
// smoothed by a Gaussian of GrowOptions::smoothingVoxels and scaled by its own
// 0.5-99.5 percentile range to kLevels units, a change up to the channel's
// noise floor costing nothing, so noise does not add up along paths) plus a length term (1 unit per
// step along the finest axis, proportionally more along coarser ones). This is
// the shortest-path form of GrowCut that 3D Slicer's "Grow from seeds" uses
// (Fast GrowCut, Zhu et al. 2014); ties go to the smaller label value
// (background first), so the result is unique.
//
// Costs are integers, so the paths are found with Dial's bucket queue: the
// first result is linear in the region's voxels. Seeds only ever lower costs,
// so when the new seeds contain the previous ones, grow() only revisits the
// voxels the new seeds win and its result equals a recomputation; removed or
// relabelled seeds, a region change or a new image recompute.
//
// Qt-free; not thread-safe: one thread at a time calls grow().
#include <cstdint>
#include <memory>
#include <vector>

#include "common/image/Volume.h"
#include "edit/LabelEditModel.h"

namespace segstudio::edit {

struct GrowOptions {
    // The region grown: the whole image, or the seeds' bounding box widened on
    // each side by `boxMargin` of its extent (at least kMinimumMarginVoxels,
    // never beyond the image).
    bool wholeImage = false;
    double boxMargin = 0.25;
    // Gaussian sigma (ITK's recursive Gaussian) in units of the finest
    // spacing, applied to each channel of the region first; 0 = none.
    double smoothingVoxels = 1.0;
    // Level changes up to this many levels count as noise and cost nothing
    // (larger ones cost the excess); -1: per channel and axis, twice the
    // median change between neighbours along that axis in the region, after
    // smoothing.
    int noiseFloorLevels = -1;
    static constexpr int64_t kMinimumMarginVoxels = 8;
};

struct GrowResult {
    // The seeds' grid and voxel type: the label each voxel of `region` grew
    // to (0 where background won) and 0 outside the region.
    Volume labels;
    VoxelBox region;
    bool incremental = false;   // only voxels the new seeds won were revisited
    int64_t visitedVoxels = 0;  // voxels taken from the queue
    double prepareSeconds = 0;    // reading the seeds; smoothing and scaling the region (not incremental)
    double propagateSeconds = 0;  // the shortest paths
};

class SeedGrowth {
public:
    static constexpr int kLevels = 1024;        // a channel's percentile range in cost units
    static constexpr int kMaxStepCost = 4095;  // larger intensity steps cost this much

    // `image`: any scalar type, one or more channels; kept, not copied.
    explicit SeedGrowth(std::shared_ptr<const Volume> image, GrowOptions options = {});
    ~SeedGrowth();

    const GrowOptions& options() const { return m_options; }
    void setOptions(const GrowOptions& options);  // the next grow() recomputes

    // `seeds`: an integer volume on the image's grid; 0 = no seed,
    // `backgroundSeed` = a background seed (grows to 0), any other value = a
    // seed of that label. Throws InputError for another grid, a non-integer
    // volume, negative seed values or fewer than two kinds of seeds.
    GrowResult grow(const Volume& seeds, int64_t backgroundSeed);

private:
    struct State;
    std::shared_ptr<const Volume> m_image;
    GrowOptions m_options;
    std::unique_ptr<State> m_state;  // the last result's costs and labels
};

}  // namespace segstudio::edit
