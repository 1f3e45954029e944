#pragma once
// A MONAI bundle's transforms around its network (engine/infer/MonaiBundle.h),
// run as MONAI runs them: the scan reoriented (Orientationd), then Spacingd,
// the intensity transform and CropForegroundd in the bundle's order, each on
// the output of the one before (Spacingd on MONAI's grid: the first voxel
// centre kept, linear along every axis). The network then sees the result
// as it is. Its probabilities come back as Invertd and AsDiscreted take them
// back: each step undone in reverse order (a crop padded with 0, a spacing
// resampled onto the grid before it, linearly or by nearest neighbour as
// Invertd's nearest_interp says), the scan's axes restored, and
// the label map taken there (argmax, or each sigmoid above 0.5).
// segmentScan (SegmentScan.h) calls these for a bundle.
#include <string>
#include <vector>

#include "common/formats/PreprocessingPlan.h"
#include "common/image/Volume.h"
#include "engine/infer/ModelInfo.h"
#include "io/CasePreprocessing.h"

namespace segstudio::application {

// One step done: the grid before and after it (and a crop's box on `before`).
struct BundleStepDone {
    engine::MonaiStep step = engine::MonaiStep::Intensity;
    Geometry before, after;
    io::CropBox box;
};

struct BundleFrame {
    Geometry scan;                     // the scan as read
    // The grid MONAI's LoadImaged puts the scan on (engine/infer/MonaiLoading.h):
    // the scan's own, or for an image PILReader reads its pixels (1 mm,
    // origin 0, columns "R", rows "A"), the same voxels.
    Geometry loaded;
    Geometry oriented;                 // after Orientationd (`loaded` without it)
    std::vector<BundleStepDone> done;  // in the bundle's order
    bool invertNearest = false;        // Invertd's nearest_interp: Spacingd undone by nearest neighbour
    // The network's input: one float32 volume per channel, transformed.
    std::vector<Volume> images;
    // For SegStudio's own preprocessing of `images`: nothing left to do (their
    // spacing, no normalisation, no crop).
    PreprocessingPlan plan;
};

// `images` (the case's files as read, their components the channels)
// through the bundle's transforms; `scanFile` (the first file) decides the
// reader's grid. `threads`: resampling workers. Throws InputError naming
// `scanFile` when a 2D bundle's Orientationd meets a slice that is not axial.
BundleFrame frameForBundle(const engine::ModelInfo& info, const std::vector<Volume>& images, const std::string& scanFile,
                           int threads);

// A float32 map on frame.images' grid (probabilities, one component per
// output; or an uncertainty map) on the scan's grid, every step undone: a
// Spacingd linearly, or by nearest neighbour (the border voxel beyond the
// last) when frame.invertNearest, as Invertd does.
Volume mapFromFrame(const Volume& map, const BundleFrame& frame, int threads);

// The label map of probabilities on the scan's grid: the plan's label value
// of the most probable class (ties: the lower), or for regions each
// region's value in the plan's order where its sigmoid exceeds 0.5.
Volume labelsOfProbabilities(const Volume& probabilities, const PreprocessingPlan& plan);

}  // namespace segstudio::application
