#pragma once
// Preprocessing: scans -> network input, nnU-Net style.
//  1. crop every channel and the label to the bounding box of the non-zero
//     voxels (of any channel);
//  2. resample to the plan's target spacing (images linear or B-spline,
//     labels nearest or per-label linear);
//  3. normalise each channel: per-image z-score (MRI, microscopy; inside the
//     non-zero mask when cropping removed a quarter or more of the volume),
//     or CT: clip to the dataset's foreground 0.5-99.5 percentiles, then
//     z-score with the dataset's foreground mean and std.
// preprocessDataset runs this over a dataset into a cache folder
// (CacheIndex.h), reusing every case whose source files and plan are unchanged.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "common/CacheIndex.h"
#include "common/DatasetFingerprint.h"
#include "common/PreprocessingPlan.h"
#include "common/Progress.h"
#include "common/Volume.h"
#include "io/Dataset.h"

namespace segstudio::io {

// Half-open voxel box [lo, hi) in the source scan.
struct CropBox {
    std::array<int64_t, 3> lo{0, 0, 0};
    std::array<int64_t, 3> hi{1, 1, 1};
    Size3 size() const { return {hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]}; }
};

// Bounding box of voxels where any channel is non-zero; the whole grid when
// every voxel is zero.
CropBox nonZeroBoundingBox(const std::vector<Volume>& images);

// The mapping from a source scan to its preprocessed grid, stored in each
// cache file's "source" header and used to put predictions back.
struct CaseMapping {
    Geometry source;     // the scan as read
    CropBox crop;
    Geometry cropped;    // source spacing, cropped extent
    Geometry resampled;  // the network's grid
    bool normalizedInsideMaskOnly = false;

    Json toJson() const;
    static CaseMapping fromJson(const Json& json, const std::string& fileForErrors);
};

struct PreprocessedCase {
    std::string caseId;
    int channels = 0;
    std::vector<float> image;     // channel-planar float32 on mapping.resampled
    std::vector<int16_t> label;   // empty without a label
    CaseMapping mapping;
};

// One case through crop, resample and normalise. `images` are the case's
// image files as read (their components become channels, in order); `label`
// may be null (inference). Throws InputError when the channel count differs
// from the plan's. Runs on any thread; `threads` bounds ITK's work units.
PreprocessedCase preprocessCase(const std::string& caseId, const std::vector<Volume>& images, const Volume* label,
                                const PreprocessingPlan& plan, int threads = 1);

// A prediction on the preprocessed grid (`labels` on mapping.resampled) as a
// uint8/int16 label map on the source scan's grid: resampled back (nearest)
// and pasted into the crop box, background elsewhere.
Volume restoreLabelsToSource(const std::vector<int16_t>& labels, const CaseMapping& mapping);

// Class probabilities (channel-planar on mapping.resampled) back on the source
// grid as a float32 vector volume (one component per class); background
// probability 1 outside the crop box.
Volume restoreProbabilitiesToSource(const std::vector<float>& probabilities, int classes, const CaseMapping& mapping);

struct PreprocessOptions {
    std::optional<Vec3> targetSpacingXyz;  // default: planned from the fingerprint
    ImageInterpolation imageInterpolation = ImageInterpolation::Linear;
    LabelInterpolation labelInterpolation = LabelInterpolation::PerLabelLinear;
    bool cropToNonZero = true;
    std::vector<std::string> normalization;  // per channel: "zscore", "ct", "none"; default from modality
    int workers = 0;       // cases in parallel; 0 = all cores
    int folds = 0;         // cross-validation folds; 0 = 5, or one per case when there are fewer
    uint64_t splitSeed = 12345;
    bool skipInvalidCases = false;  // otherwise any invalid case stops preprocessing
};

struct CaseTiming {
    std::string caseId;
    double seconds = 0;      // wall time for this case in the write stage
    bool reused = false;     // cache file already up to date
    uint64_t sourceBytes = 0;
    uint64_t cacheBytes = 0;
    int64_t voxels = 0;      // preprocessed voxels per channel
};

struct PreprocessSummary {
    CacheIndex index;
    DatasetFingerprint fingerprint;
    std::vector<CaseTiming> cases;
    std::vector<Problem> skippedCases;
    double fingerprintSeconds = 0;
    double writeSeconds = 0;
    int reusedFingerprints = 0;
};

// Checks, fingerprints and preprocesses every training case into
// `cacheFolder` (created if missing), writes cache.json, fingerprint.json,
// splits.json and preprocess_log.json. Throws ValidationError listing every
// invalid case unless options.skipInvalidCases. `progress` reports stage
// "fingerprint" then "write", one event per case, from worker threads.
PreprocessSummary preprocessDataset(const DatasetDescription& dataset, const std::string& cacheFolder,
                                    const PreprocessOptions& options, const ProgressCallback& progress = {});

// Where a dataset's cache lives by default: $SEGSTUDIO_CACHE_DIR, else
// $XDG_CACHE_HOME/segstudio (or ~/.cache/segstudio), in a folder named after
// the dataset and a hash of its absolute path.
std::string defaultCacheFolder(const std::string& datasetRoot);

// A cache folder for training: `path` itself when it is a cache (has
// cache.json); otherwise the dataset at `path` is preprocessed into
// `cacheFolder` (or its default), reusing what is up to date.
std::string ensurePreprocessed(const std::string& path, const std::string& cacheFolder, const PreprocessOptions& options,
                               const ProgressCallback& progress = {});

}  // namespace segstudio::io
