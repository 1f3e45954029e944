#pragma once
// What segstudio-cli says about an imported model before it runs it.
#include <cstddef>

#include "engine/infer/ModelInfo.h"

namespace segstudio::cli {

// An nnU-Net results folder (`folds` of them) or a MONAI bundle: where it
// came from, what it segments (labels, spacing, patch; a bundle's
// orientation, windows and crop), and the licence or notes file shipped
// beside its weights (its first 40 lines, on every use).
void printImportedModel(const engine::ModelInfo& info, std::size_t folds);

}  // namespace segstudio::cli
