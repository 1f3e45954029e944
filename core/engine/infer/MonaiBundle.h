#pragma once
// MONAI bundles as models (issue 70, item 4). A bundle is the folder MONAI's
// model zoo ships:
//   configs/metadata.json   network_data_format: input channels, output
//                           channels and their names (channel_def)
//   configs/inference.json  the preprocessing Compose, the inferer and the
//                           postprocessing Compose, in MONAI's config syntax
//                           (or inference.yaml, read as yaml.safe_load
//                           reads it: common/formats/YamlFile.h)
//   models/model.ts         the network as TorchScript (run confined, in the
//                           model sandbox, after the user trusts it)
// SegStudio reads the configuration as data and reproduces the transforms
// it knows; any other transform, a Python expression ("$...") or a macro
// ("%...") where a value is needed, or a bundle without model.ts is
// refused, naming the file, the field and the reason.
// "@id" references (also "@a#b" and "@a::b") are followed.
//
// Known transforms, on the image key (transforms of other keys are skipped):
//   LoadImaged(reader): SegStudio reads the scan itself, on the grid MONAI's
//     reader gives it (MonaiLoading.h: a PNG's pixels, else the file's world);
//   EnsureChannelFirstd, AddChanneld, EnsureTyped, ToTensord: nothing to do;
//   Orientationd(axcodes, as_closest_canonical): the scan reoriented voxel
//     for voxel (MonaiBundleSteps); in 2D bundles to the codes' first two
//     letters, in the R/L-A/P plane, as MONAI does;
//   Spacingd(pixdim, mode "bilinear"): linear resampling to pixdim on
//     MONAI's default grid (align_corners, scale_extent and padding_mode
//     other than MONAI's defaults are refused);
//   ScaleIntensityRanged(a_min, a_max, b_min, b_max, clip): the plan's
//     CTClipZScore with clip bounds a_min/a_max (or none) and the same
//     linear map; NormalizeIntensityd(nonzero, channel_wise): per-image
//     z-score (inside the non-zero mask when nonzero); ScaleIntensityd(0, 1):
//     per-image min-max;
//   CropForegroundd(source_key, margin): MonaiBundleSteps::cropForeground;
//   SlidingWindowInferer(roi_size, overlap, mode gaussian|constant; padding
//     constant with cval 0 only);
//   postprocessing: Activationsd(softmax | sigmoid), AsDiscreted(argmax |
//     threshold 0.5), Invertd(nearest_interp: MonaiBundleSteps::invertNearest;
//     linear inversion of a label map or of logits refused), SaveImaged,
//     KeepLargestConnectedComponentd
//     (applied_labels), EnsureTyped, ToTensord.
// Plain C++ (no LibTorch).
#include <string>

#include "engine/infer/ModelInfo.h"

namespace segstudio::engine {

// A folder holding configs/metadata.json and configs/inference.json (or
// inference.yaml).
bool isMonaiBundle(const std::string& path);

// The bundle as a model. Throws InputError naming metadata.json,
// inference.json or models/model.ts and the field SegStudio cannot run.
ModelInfo readMonaiBundle(const std::string& folder);

}  // namespace segstudio::engine
