#pragma once
// preprocessCase and mapPredictionToSource (CasePreprocessing.h,
// PredictionMapping.h) a few z-rows at a time, for volumes larger than
// memory. The case-wide quantities come from a first pass over the scan
// (planSlabCase): the crop box, and the z-score and min-max statistics,
// summed voxel by voxel in the order preprocessCase sums them. Rows are then
// cropped, resampled and normalised from the source rows they need plus a
// margin (1 row for linear and nearest interpolation, 16 for B-splines).
//
// Agreement with the whole-volume path: the same crop box, grids and
// statistics; resampled values can differ in the last bits (a slab's origin
// is computed from the scan's), and by less than float precision for
// B-splines. Where thick slices are resampled separately by nearest
// neighbour (Resampling.h) at a spacing ratio that puts a target row exactly
// halfway between two source rows, those last bits can pick the other row.
// The body mask of plans that normalise inside it
// (normalizeInsideNonZeroMask) fills the holes found over the whole scan
// (BodyHoles.h), as one pass does, whichever rows a block holds.
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "common/formats/JsonFile.h"
#include "common/formats/PreprocessingPlan.h"
#include "io/CasePreprocessing.h"
#include "io/PredictionMapping.h"
#include "io/blockwise/BodyHoles.h"
#include "io/blockwise/ScanSlabs.h"

namespace segstudio::io {

// What the first pass found; saved beside a partial output to resume.
struct SlabCase {
    CaseMapping mapping;
    struct Statistics {
        double mean = 0, scale = 1;  // ZScorePerImage: (v - mean) * scale
        double low = 0, range = 1;   // RescaleToUnit: (v - low) / range
    };
    std::vector<Statistics> channels;
    BodyHoles holes;  // only when mapping.normalizedInsideMaskOnly

    Json toJson() const;
    static SlabCase fromJson(const Json& json, const std::string& fileForErrors);
};

// The first pass: the crop box (plan.cropToNonZero), the grids, the body
// mask's holes (plan.normalizeInsideNonZeroMask; two more passes), and the
// statistics of the channels whose normalisation needs them, reading
// `readRows` source rows at a time. Returns std::nullopt when `cancelled()`
// turns true between blocks.
std::optional<SlabCase> planSlabCase(ScanSlabReader& reader, const PreprocessingPlan& plan, int64_t readRows,
                                     int threads, const std::function<bool()>& cancelled = {});

// Network-grid rows [first, end), channels planar (C x rows x Y x X), as
// preprocessCase would give them.
std::vector<float> preprocessedRows(ScanSlabReader& reader, const SlabCase& slabCase, const PreprocessingPlan& plan,
                                    int64_t first, int64_t end, int threads);

// Rows of `grid` that hold about 32 MiB of float32 values in `channels`
// channels (at least 1, at most the grid's depth): the default block.
int64_t rowsOfAbout32MiB(const Geometry& grid, int64_t channels);

// The network rows whose probabilities mapping source rows [first, end)
// back needs; an empty range when those rows lie outside the crop box.
std::pair<int64_t, int64_t> networkRowsFor(const SlabCase& slabCase, int64_t first, int64_t end);

// Source rows [first, end) of the label map (label values, in the narrowest
// type holding every plan label value) and, `withEntropy`, of the normalised
// entropy (float32; 0 outside the crop box), as mapPredictionToSource maps
// them, from `probabilities`: network rows `networkRows` (networkRowsFor's
// range), outputs planar.
SourcePrediction sourceRows(const SlabCase& slabCase, const PreprocessingPlan& plan,
                            const std::vector<float>& probabilities, std::pair<int64_t, int64_t> networkRows,
                            int64_t first, int64_t end, int threads, bool withEntropy = false);

// The label map's scalar type for `plan` (as mapPredictionToSource writes it).
ScalarType labelTypeFor(const PreprocessingPlan& plan);

}  // namespace segstudio::io
