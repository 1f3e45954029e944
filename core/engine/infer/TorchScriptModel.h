#pragma once
// Models that travel: a model package exported as a TorchScript module plus a
// JSON sidecar, and such a pair (exported here, or written by hand for a
// network trained elsewhere) used for inference like a package.
//
// The folder holds
//   model.pt            TorchScript module, eval mode: forward(x) takes a
//                       float32 (N, C, Z, Y, X) tensor (2D: (N, C, Y, X)) of
//                       preprocessed windows and returns float32 logits
//                       (N, classes, same spatial size); it casts to its
//                       own precision inside.
//   model.sidecar.json  everything needed to use it correctly: channels and
//                       their normalisation, target spacing and resampling,
//                       patch size and overlap, class <-> label value
//                       mapping (or regions), postprocessing, training Dice.
//                       Fields as model.json (ModelInfo.h) without "network",
//                       plus "format": "segstudio-torchscript", "module",
//                       "dimensions", "precision", "sliding_window".
// readModelInfo (ModelInfo.h) reads such a folder; Predictor runs it.
// No LibTorch in this header.
#include <string>

#include "engine/config/TrainingConfig.h"
#include "engine/infer/ModelInfo.h"

namespace segstudio::engine {

struct TorchScriptExport {
    std::string modulePath;
    std::string sidecarPath;
    int64_t parameters = 0;
};

// Exports the package at `modelPath` (a run folder or a package) into
// `outputFolder` (created when missing; existing files of the same names are
// replaced atomically). `precision`: fp32, bf16 or fp16 (fp16 modules run on
// CUDA only: LibTorch's CPU convolutions have no half kernels). Throws
// InputError naming the package, the folder or the field.
TorchScriptExport exportTorchScript(const std::string& modelPath, const std::string& outputFolder, Precision precision);

}  // namespace segstudio::engine
