#pragma once
// Preprocessing a dataset into the training cache (CacheIndex.h): check and
// fingerprint every case, plan (PreprocessingPlan.h), then run each case
// through CasePreprocessing.h, reusing every case whose source files and plan
// are unchanged.
#include <array>
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "common/formats/CacheIndex.h"
#include "common/formats/DatasetFingerprint.h"
#include "common/formats/PreprocessingPlan.h"
#include "common/Progress.h"
#include "common/image/Volume.h"
#include "io/CasePreprocessing.h"
#include "io/Dataset.h"

namespace segstudio::io {

struct PreprocessOptions {
    std::optional<Vec3> targetSpacingXyz;  // default: planned from the fingerprint
    ImageInterpolation imageInterpolation = ImageInterpolation::Linear;
    LabelInterpolation labelInterpolation = LabelInterpolation::PerLabelLinear;
    bool cropToNonZero = true;
    std::vector<std::string> normalization;  // per channel, a normalizationName(); default from the channel name
    // A model's plan whose image side the cache takes (fine-tuning an
    // imported model, engine/train/FineTuning.h): its spacing, resampling,
    // cropping and per-channel normalisation with its own intensity
    // parameters replace the planned ones (and `targetSpacingXyz`,
    // `normalization`); the labels stay the dataset's. Throws InputError
    // naming "channels" when the dataset has another number of channels.
    std::optional<PreprocessingPlan> imagePlan;
    int workers = 0;       // cases in parallel; 0 = all cores
    int folds = 0;         // cross-validation folds; 0 = 5, or one per case when there are fewer
    uint64_t splitSeed = 12345;
    bool skipInvalidCases = false;  // otherwise any invalid case stops preprocessing
    // Set by another thread or a signal handler: cases not started are left
    // out and preprocessDataset throws Cancelled. Cases already written stay
    // valid in the cache and are reused next time; cache.json is not written.
    const std::atomic<bool>* cancel = nullptr;
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
// splits.json and preprocess_log.json. Cases run in parallel on at most
// options.workers threads, fewer when the memory a case needs
// (caseMemoryEstimate) times the workers would exceed the available memory. Throws ValidationError listing every
// invalid case unless options.skipInvalidCases. `progress` reports stage
// "fingerprint" then "write", one event per case, from worker threads.
// Holds the cache's FolderLock throughout: another process preparing into
// the same cache makes it wait 5 s, then throw InputError naming that process.
PreprocessSummary preprocessDataset(const DatasetDescription& dataset, const std::string& cacheFolder,
                                    const PreprocessOptions& options, const ProgressCallback& progress = {});

// Bytes one case needs at its peak while it is preprocessed: the loaded
// channels and label, their float copies, and the resampled result.
uint64_t caseMemoryEstimate(const Size3& originalSizeXyz, const Size3& resampledSizeXyz, int channels);

// How many cases may be preprocessed at once: `wanted` (at least 1), fewer
// when `perCaseBytes` each would exceed 80% of `availableBytes`.
int workersForMemory(int wanted, uint64_t perCaseBytes, uint64_t availableBytes);

// Where SegStudio's caches live: $SEGSTUDIO_CACHE_DIR, else
// $XDG_CACHE_HOME/segstudio (or ~/.cache/segstudio).
std::string cacheBaseFolder();
// A folder under `base` named after `path` (a dataset, a scan) and a hash of
// its absolute path: "<base>/<name>-<8 hex digits>".
std::string folderNamedAfter(const std::string& base, const std::string& path);
// Where a dataset's cache lives by default: folderNamedAfter(cacheBaseFolder(), datasetRoot).
std::string defaultCacheFolder(const std::string& datasetRoot);

// A cache folder for training: `path` itself when it is a cache (has
// cache.json); otherwise the dataset at `path` is preprocessed into
// `cacheFolder` (or its default), reusing what is up to date.
std::string ensurePreprocessed(const std::string& path, const std::string& cacheFolder, const PreprocessOptions& options,
                               const ProgressCallback& progress = {});

}  // namespace segstudio::io
