#pragma once
// The final validation scored where the user's predictions live (nnU-Net's
// convention): each validation case's own files, segmented by the run's
// model package exactly as `predict` does by default (preprocess, sliding
// window with its default test-time mirroring, map back to the scan's
// grid), against the case's own label map. On
// anisotropic or cropped data this can differ from scores on the cached
// (resampled) grid.
#include <optional>
#include <string>
#include <vector>

#include "common/formats/CacheIndex.h"
// The io value types this use case shows its callers (its pairs are io::ValidationPair); a widget may
// not include io/ itself (ARCHITECTURE.md, floors).
#define SEGSTUDIO_EXPOSES_IO_TYPES
#include "io/Postprocessing.h"
#undef SEGSTUDIO_EXPOSES_IO_TYPES

namespace segstudio::application {

// Per validation case (by cache id): predicted and reference classes on the
// source grid, before postprocessing, the ignore label's voxels marked
// unannotated. nullopt, with `why`, when a case's source files (recorded in
// its cache file) are missing or unreadable: the caller then falls back to
// the cached grid. Throws InputError when the model cannot be loaded.
std::optional<std::vector<io::ValidationPair>> sourceGridValidationPairs(const std::string& modelFolder,
                                                                         const CacheIndex& index,
                                                                         const std::vector<std::string>& caseIds,
                                                                         std::string* why);

}  // namespace segstudio::application
