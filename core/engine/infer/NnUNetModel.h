#pragma once
// nnU-Net v2 results folders as models (issue 70). The folder is what
// nnU-Net writes after training:
//   <Dataset>/<Trainer>__<Plans>__<configuration>/
//       dataset.json  plans.json  fold_<k>/checkpoint_final.pth (or _best)
// Each fold is one model (ModelInfo with `nnunet` set); the results folder
// is their ensemble (application/segment/ModelEnsemble.h expands it). The
// network comes from plans.json's "architecture" (PlainConvUNet or
// ResidualEncoderUNet with their arch_kwargs; plans before nnU-Net 2.4 from
// their UNet_class_name, conv_kernel_sizes, pool_op_kernel_sizes, ...), the
// preprocessing from the configuration (spacing, normalisation schemes and
// the dataset's foreground intensity properties), the labels from
// dataset.json. The checkpoint is read as data (common/formats/TorchCheckpoint.h),
// never run. Anything else nnU-Net can describe is refused, naming it: other
// network classes, norms, non-linearities, dropout, a cascade's second
// stage, a resampling function other than resample_data_or_seg_to_shape.
// Plain C++: the weights themselves are loaded by NnUNetWeights.h.
#include <string>
#include <vector>

#include "engine/infer/ModelInfo.h"

namespace segstudio::engine {

inline constexpr const char* kNnUNetPlansFile = "plans.json";
inline constexpr const char* kNnUNetDatasetFile = "dataset.json";

// A folder holding plans.json and dataset.json.
bool isNnUNetResultsFolder(const std::string& path);
// A fold_<k> folder with a checkpoint whose parent is a results folder.
bool isNnUNetFold(const std::string& path);
// The fold folders of a results folder that hold a checkpoint, sorted.
std::vector<std::string> nnunetFolds(const std::string& resultsFolder);

// The fold as a model. Throws InputError naming plans.json, dataset.json
// or the checkpoint and the field that SegStudio cannot run.
ModelInfo readNnUNetFold(const std::string& foldFolder);

}  // namespace segstudio::engine
