#pragma once
// nnU-Net v2's residual-encoder presets (nnU-Net Revisited, MICCAI 2024),
// planned as nnU-Net's ResEncUNetPlanner plans them, for one GPU of a memory
// target:
//  - the network: a residual encoder of 1, 3, 4, 6, 6, 6... blocks per
//    stage, one conv per decoder stage, 32 base features doubling up to 320
//    (3D) or 512 (2D);
//  - the first patch: the aspect ratio of 1/spacing, the volume of 256^3
//    (2D: 2048^2), no larger than the median case; the topology by nnU-Net's
//    get_pool_and_conv_props (pool an axis while its feature map keeps at
//    least 2 x 4 voxels and its spacing is within 2x the finest; a lone axis
//    needs 3 x 4; kernels 3 once an axis is within 2x the finest spacing);
//    the patch rounded up to a multiple of the strides' product;
//  - while nnU-Net's feature-map count (resEncFeatureMapCount) exceeds the
//    preset's reference scaled by target / preset GB, the axis largest
//    relative to the median shrinks by one step of its divisor;
//  - batch = round(reference / count x 2 in 3D, x 12 in 2D), at most the
//    whole dataset's voxels per batch, at least 2.
// Multi-GPU: the plan is for one GPU; each data-parallel process trains the
// planned batch (global batch = batch x GPUs), as nnU-Net's documentation
// asks of a ResEnc plan used on several GPUs.
// Sizes are x, y, z; the planning runs in nnU-Net's axis order (z, y, x
// with the coarsest axis moved first), so ties break as they break there.
// No LibTorch.
#include <string>
#include <vector>

#include "common/formats/DatasetFingerprint.h"
#include "engine/config/TrainingConfig.h"

namespace segstudio::engine {

struct ResEncPresetValues {
    double presetGB;            // the GPU memory the preset is named for
    double reference3d;         // nnU-Net's UNet_reference_val_3d at presetGB
    double reference2d;         // ... _2d
};
// M: 8 GB, L: 24 GB, XL: 40 GB (nnU-Net's values). Throws std::logic_error for Default.
ResEncPresetValues resEncPresetValues(PlannerPreset preset);

struct ResEncPlan {
    NetworkConfig network;     // residual, its stages, kernels, features and blocks
    Triple patchXyz{1, 1, 1};  // z = 1 in 2D
    int batchSize = 2;
    double featureMaps = 0;    // nnU-Net's estimate for the patch
    double reference = 0;      // the budget it had to fit
    double memoryTargetGB = 0;
};

// nnU-Net's compute_conv_feature_map_size for `network` (a residual
// encoder U-Net with blocksAt / decoderConvs) on `patchXyz`: the output
// elements of the stem, of every conv and projecting shortcut of the
// encoder, of the decoder's convs and transposed convs, and of the
// segmentation layers of `outputs` channels (every level with deep
// supervision; nnU-Net's planner counts without it).
double resEncFeatureMapCount(const NetworkConfig& network, const Triple& patchXyz, int outputs,
                             bool deepSupervision = false);

// The preset's plan for a dataset whose cases, resampled to `spacingXyz`,
// have the median shape `medianShapeXyz` (nnU-Net: the per-case median of
// round(size x spacing / target)); `datasetVoxels` = the median case's
// voxels x the training cases; `outputs`: labels (or regions) with the
// background. `gpuMemoryTargetGB` <= 0: the preset's own.
ResEncPlan planResEnc(PlannerPreset preset, double gpuMemoryTargetGB, const Vec3& spacingXyz,
                      const Vec3& medianShapeXyz, int dimensions, int outputs, double datasetVoxels);

// The median shape nnU-Net plans with: each case's cropped size resampled
// to `spacingXyz` (rounded), the per-axis median of those.
Vec3 resampledMedianShape(const DatasetFingerprint& fingerprint, const Vec3& spacingXyz);

// The planner's step for a config with a ResEnc `planner`: fills what is
// still to be planned (patch and topology together, features, blocks,
// batch) from planResEnc, sets the architecture to residual and appends
// why to `lines`. Values the user set are kept.
void applyResEncPreset(TrainingConfig& config, const Vec3& spacingXyz, const DatasetFingerprint& fingerprint,
                       int outputs, std::vector<std::string>& lines);

}  // namespace segstudio::engine
