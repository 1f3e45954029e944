#include "io/Preprocessing.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>
#include <set>

#include "common/system/AtomicFile.h"
#include "common/formats/CacheFormat.h"
#include "common/Errors.h"
#include "common/Stopwatch.h"
#include "common/formats/KFoldSplit.h"
#include "common/system/ParallelFor.h"
#include "common/image/Statistics.h"
#include "common/system/SystemMemory.h"
#include "common/system/FileHash.h"
#include "common/system/FolderLock.h"
#include "io/Resampling.h"

namespace segstudio::io {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kForegroundSamplesPerCase = 10000;
using Clock = SteadyClock;



struct CaseFingerprintRecord {
    CaseFingerprint fingerprint;
    std::vector<std::vector<float>> foregroundSamples;  // per channel
    uint64_t sourceHash = 0;
    uint64_t sourceBytes = 0;
};

std::vector<std::string> caseFiles(const DatasetCase& c)
{
    std::vector<std::string> files = c.imageFiles;
    if (!c.labelFile.empty())
        files.push_back(c.labelFile);
    return files;
}

uint64_t totalBytes(const std::vector<std::string>& files)
{
    uint64_t total = 0;
    for (const std::string& f : files) {
        std::error_code error;
        if (fs::is_directory(f))
            for (const auto& entry : fs::directory_iterator(f, error))
                total += entry.is_regular_file() ? entry.file_size() : 0;
        else
            total += fs::file_size(f, error);
    }
    return total;
}

// Label volumes and foreground samples leave out the ignore label's voxels:
// they are unannotated, not foreground.
CaseFingerprintRecord fingerprintLoadedCase(const LoadedCase& loaded, const DatasetCase& c, std::optional<int> ignoreValue)
{
    CaseFingerprintRecord record;
    CaseFingerprint& f = record.fingerprint;
    f.caseId = c.id;
    const Geometry& g = loaded.images.front().geometry;
    f.originalSizeXyz = g.size;
    f.spacingXyz = g.spacing;
    const CropBox box = nonZeroBoundingBox(loaded.images);
    f.croppedSizeXyz = box.size();
    const std::vector<std::vector<float>> channels = splitChannels(loaded.images);
    const std::vector<int32_t> labels = labelValuesAsInt32(*loaded.label);
    const double voxelMm3 = g.spacing[0] * g.spacing[1] * g.spacing[2];
    std::vector<std::size_t> foreground;
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (labels[i] > 0 && (!ignoreValue || labels[i] != *ignoreValue)) {
            f.labelVolumesMm3[labels[i]] += voxelMm3;
            foreground.push_back(i);
        }
    std::mt19937_64 random(hashText(c.id));
    if (foreground.size() > kForegroundSamplesPerCase) {
        std::shuffle(foreground.begin(), foreground.end(), random);
        foreground.resize(kForegroundSamplesPerCase);
    }
    for (const std::vector<float>& channel : channels) {
        std::vector<float> samples;
        for (std::size_t i : foreground)
            samples.push_back(channel[i]);
        record.foregroundSamples.push_back(std::move(samples));
    }
    return record;
}

Json fingerprintRecordJson(const CaseFingerprintRecord& r)
{
    DatasetFingerprint single;
    single.cases.push_back(r.fingerprint);
    Json json = single.toJson()["cases"][0];
    json["foreground_samples"] = r.foregroundSamples;
    json["source_bytes"] = r.sourceBytes;
    return json;
}

std::optional<CaseFingerprintRecord> loadFingerprintRecord(const std::string& path, uint64_t hash)
{
    if (!fs::exists(path))
        return std::nullopt;
    try {
        const Json json = readJsonFile(path);
        DatasetFingerprint wrapper = DatasetFingerprint::fromJson(
            {{"channel_names", Json::array()}, {"labels", Json::object()}, {"foreground_intensity", Json::array()},
             {"cases", Json::array({json})}},
            path);
        CaseFingerprintRecord r;
        r.fingerprint = wrapper.cases.front();
        r.foregroundSamples = json.at("foreground_samples").get<std::vector<std::vector<float>>>();
        r.sourceBytes = json.at("source_bytes").get<uint64_t>();
        r.sourceHash = hash;
        return r;
    } catch (const std::exception&) {
        return std::nullopt;  // damaged record: recompute
    }
}

// Removes older cache files of the case: "<caseId>-<16 hex digits>.ssc" other than `keep`.
void removeStaleFiles(const fs::path& folder, const std::string& caseId, const std::string& keep)
{
    const std::string prefix = caseId + "-";
    const std::string extension = kCacheFileExtension;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        const bool sameCase = name.size() == prefix.size() + 16 + extension.size() && name.rfind(prefix, 0) == 0 &&
                              name.compare(name.size() - extension.size(), extension.size(), extension) == 0 &&
                              name.find_first_not_of("0123456789abcdef", prefix.size()) == name.size() - extension.size();
        if (sameCase && name != keep)
            fs::remove(entry.path(), error);
    }
}

DatasetFingerprint aggregateFingerprint(const DatasetDescription& dataset,
                                        const std::vector<CaseFingerprintRecord>& records)
{
    DatasetFingerprint f;
    f.datasetName = dataset.name;
    f.channelNames = dataset.channelNames;
    f.labelNames = dataset.labels;
    f.regions = dataset.regions;
    f.ignoreLabelValue = dataset.ignoreLabelValue;
    f.instances = dataset.instances;
    if (f.labelNames.empty()) {  // undeclared: every value seen becomes a class
        f.labelNames[0] = "background";
        for (const CaseFingerprintRecord& r : records)
            for (const auto& [label, volume] : r.fingerprint.labelVolumesMm3)
                f.labelNames.emplace(label, "label " + std::to_string(label));
    }
    for (std::size_t c = 0; c < f.channelNames.size(); ++c) {
        std::vector<double> all;
        for (const CaseFingerprintRecord& r : records)
            if (c < r.foregroundSamples.size())
                all.insert(all.end(), r.foregroundSamples[c].begin(), r.foregroundSamples[c].end());
        f.foregroundIntensity.push_back(computeIntensityStatistics(std::move(all)));
    }
    for (const CaseFingerprintRecord& r : records)
        f.cases.push_back(r.fingerprint);
    return f;
}

PreprocessingPlan resolvePlan(const DatasetFingerprint& fingerprint, const PreprocessOptions& options)
{
    PreprocessingPlan plan = planPreprocessing(fingerprint);
    if (options.targetSpacingXyz)
        plan.targetSpacingXyz = *options.targetSpacingXyz;
    plan.imageInterpolation = options.imageInterpolation;
    plan.labelInterpolation = options.labelInterpolation;
    plan.cropToNonZero = options.cropToNonZero;
    plan.normalizeInsideNonZeroMask = plan.normalizeInsideNonZeroMask && plan.cropToNonZero;
    if (!options.normalization.empty()) {
        if (options.normalization.size() != plan.channels.size())
            throw InputError("", "normalization", "give one scheme per channel (" +
                                                      std::to_string(plan.channels.size()) + " channels)");
        for (std::size_t c = 0; c < plan.channels.size(); ++c) {
            const auto scheme = normalizationFromName(options.normalization[c]);
            if (!scheme)
                throw InputError("", "normalization",
                                 "unknown scheme '" + options.normalization[c] +
                                     "' (zscore, ct, none, rescale_to_0_1 or rgb_to_0_1)");
            plan.channels[c].scheme = *scheme;
        }
    }
    if (const auto& model = options.imagePlan) {
        if (model->channels.size() != plan.channels.size())
            throw InputError("", "channels",
                             "the model takes " + std::to_string(model->channels.size()) + " channel(s), the dataset has " +
                                 std::to_string(plan.channels.size()));
        plan.targetSpacingXyz = model->targetSpacingXyz;
        plan.imageInterpolation = model->imageInterpolation;
        plan.labelInterpolation = model->labelInterpolation;
        plan.cropToNonZero = model->cropToNonZero;
        plan.normalizeInsideNonZeroMask = model->normalizeInsideNonZeroMask;
        plan.keepSourceSpacingZ = model->keepSourceSpacingZ;
        plan.monaiResampling = model->monaiResampling;
        plan.channels = model->channels;
    }
    return plan;
}

// Splits are made once and then kept: a user may have edited them, and runs
// before and after a change of the dataset should score the same validation
// cases. Cases added later (accepted corrections) become training cases of
// every fold; a split is made anew only when a validation case is gone or
// the number of folds changes.
void writeSplitsIfChanged(const CacheIndex& index, const PreprocessOptions& options)
{
    std::vector<std::string> ids;
    for (const CacheIndexCase& c : index.cases)
        ids.push_back(c.id);
    const std::set<std::string> current(ids.begin(), ids.end());
    const int folds = options.folds > 0 ? options.folds : std::clamp(static_cast<int>(ids.size()), 2, 5);
    if (fs::exists(index.splitsPath())) {
        try {
            std::vector<Fold> existing = loadSplits(index.splitsPath());
            std::set<std::string> listed, validation;
            for (const Fold& f : existing) {
                listed.insert(f.train.begin(), f.train.end());
                listed.insert(f.val.begin(), f.val.end());
                validation.insert(f.val.begin(), f.val.end());
            }
            const bool validationKept = std::includes(current.begin(), current.end(), validation.begin(), validation.end());
            if (existing.size() == static_cast<std::size_t>(folds) && validationKept) {
                if (listed == current)
                    return;
                for (Fold& f : existing) {
                    const std::set<std::string> val(f.val.begin(), f.val.end());
                    f.train.clear();
                    for (const std::string& id : current)
                        if (!val.count(id))
                            f.train.push_back(id);
                }
                saveSplits(index.splitsPath(), existing);
                return;
            }
        } catch (const InputError&) {
        }
    }
    saveSplits(index.splitsPath(), makeKFoldSplits(ids, folds, options.splitSeed));
}

}  // namespace

PreprocessSummary preprocessDataset(const DatasetDescription& dataset, const std::string& cacheFolder,
                                    const PreprocessOptions& options, const ProgressCallback& progress)
{
    const fs::path root(cacheFolder);
    fs::create_directories(root / "cases");
    fs::create_directories(root / "fingerprints");
    // The cache holds patients' images: readable by its owner only (0700),
    // whatever the umask; the folders inside inherit that protection.
    fs::permissions(root, fs::perms::owner_all, fs::perm_options::replace);
    // One preparation per cache at a time: two would delete each other's
    // superseded files and write cache.json over each other.
    const FolderLock lock(root.string(), "preparing a dataset into this cache", std::chrono::seconds(5));
    // A run killed mid-write left half-written temporaries: gone before it goes on.
    for (const fs::path& folder : {root, root / "cases", root / "fingerprints"})
        removeStaleTemporaryFiles(folder.string());
    const int count = static_cast<int>(dataset.training.size());
    const int workers = std::clamp(options.workers > 0 ? options.workers : defaultWorkerCount(), 1, std::max(1, count));
    PreprocessSummary summary;
    std::mutex mutex;
    int done = 0;
    auto report = [&](const char* stage, const std::string& item, double seconds, bool failed) {
        std::lock_guard<std::mutex> lock(mutex);
        if (progress)
            progress({stage, ++done, count, item, seconds, failed});
    };

    // Stage 1: check and fingerprint each case (reusing records of unchanged files).
    auto stageStart = Clock::now();
    std::vector<std::optional<CaseFingerprintRecord>> records(static_cast<std::size_t>(count));
    std::vector<Problem> problems;
    DatasetCheckOptions checkOptions;
    const auto cancelled = [&options] { return options.cancel && options.cancel->load(); };
    const int readers = caseReadersForMemory(dataset, workers, availableMemoryBytes());
    parallelFor(count, readers, [&](int i) {
        if (cancelled())
            return;
        const auto start = Clock::now();
        const DatasetCase& c = dataset.training[static_cast<std::size_t>(i)];
        const std::vector<std::string> files = caseFiles(c);
        std::vector<Problem> caseProblems;
        for (const Problem& p : dataset.discoveryProblems)
            if (p.subject == c.id)
                caseProblems.push_back(p);
        std::optional<CaseFingerprintRecord> record;
        if (caseProblems.empty()) {
            // The record depends on the files and on which value is unannotated.
            const uint64_t hash = hashFileContents(files);
            const std::string ignored = dataset.ignoreLabelValue ? "-ignore" + std::to_string(*dataset.ignoreLabelValue) : "";
            const std::string recordPath = (root / "fingerprints" / (c.id + "-" + hexDigest(hash) + ignored + ".json")).string();
            record = loadFingerprintRecord(recordPath, hash);
            if (record) {
                std::lock_guard<std::mutex> lock(mutex);
                ++summary.reusedFingerprints;
            } else {
                LoadedCase loaded = loadAndCheckCase(dataset, c, checkOptions);
                caseProblems = loaded.report.problems;
                if (caseProblems.empty()) {
                    record = fingerprintLoadedCase(loaded, c, dataset.ignoreLabelValue);
                    record->sourceHash = hash;
                    record->sourceBytes = totalBytes(files);
                    writeJsonFile(recordPath, fingerprintRecordJson(*record));
                }
            }
        }
        if (!caseProblems.empty()) {
            std::lock_guard<std::mutex> lock(mutex);
            problems.insert(problems.end(), caseProblems.begin(), caseProblems.end());
            record.reset();
        }
        records[static_cast<std::size_t>(i)] = record;
        report("fingerprint", c.id, secondsSince(start), !record);
    });
    summary.fingerprintSeconds = secondsSince(stageStart);
    if (cancelled())
        throw Cancelled("preprocessing " + dataset.root + " stopped while checking the cases; nothing was written to " +
                        cacheFolder + " but reusable fingerprints");
    if (!problems.empty() && !options.skipInvalidCases)
        throw ValidationError(std::to_string(problems.size()) +
                                  " problem(s) stop preprocessing (fix them, or pass --skip-invalid to leave those cases out):",
                              problems);
    summary.skippedCases = problems;

    std::vector<CaseFingerprintRecord> valid;
    std::vector<const DatasetCase*> validCases;
    for (int i = 0; i < count; ++i)
        if (records[static_cast<std::size_t>(i)]) {
            valid.push_back(*records[static_cast<std::size_t>(i)]);
            validCases.push_back(&dataset.training[static_cast<std::size_t>(i)]);
        }
    if (valid.empty())
        throw InputError(dataset.root, "", "no valid case to preprocess");
    summary.fingerprint = aggregateFingerprint(dataset, valid);
    writeJsonFile((root / "fingerprint.json").string(), summary.fingerprint.toJson());

    // Stage 2: crop, resample, normalise and write each case (reusing up-to-date files).
    CacheIndex& index = summary.index;
    index.folder = cacheFolder;
    index.datasetName = dataset.name;
    index.channelNames = dataset.channelNames;
    index.labels = summary.fingerprint.labelNames;
    index.plan = resolvePlan(summary.fingerprint, options);
    const std::string planText = index.plan.toJson().dump();
    const int validCount = static_cast<int>(valid.size());
    index.cases.resize(static_cast<std::size_t>(validCount));
    summary.cases.resize(static_cast<std::size_t>(validCount));
    done = 0;
    stageStart = Clock::now();
    uint64_t largestCase = 0;
    for (const CaseFingerprintRecord& r : valid) {
        Size3 resampled{};
        for (int a = 0; a < 3; ++a)
            resampled[a] = static_cast<int64_t>(std::ceil(static_cast<double>(r.fingerprint.croppedSizeXyz[a]) *
                                                          r.fingerprint.spacingXyz[a] / index.plan.targetSpacingXyz[a]));
        largestCase = std::max(largestCase, caseMemoryEstimate(r.fingerprint.originalSizeXyz, resampled,
                                                               static_cast<int>(index.channelNames.size())));
    }
    const int writers = workersForMemory(workers, largestCase, availableMemoryBytes());
    const int threadsPerWriter = std::max(1, defaultWorkerCount() / writers);
    std::atomic<int> written{0};
    parallelFor(validCount, writers, [&](int i) {
        if (cancelled())
            return;
        const auto start = Clock::now();
        const DatasetCase& c = *validCases[static_cast<std::size_t>(i)];
        const CaseFingerprintRecord& record = valid[static_cast<std::size_t>(i)];
        const std::string key = hexDigest(hashText(hexDigest(record.sourceHash) + planText));
        const std::string fileName = c.id + "-" + key + kCacheFileExtension;
        const std::string path = (root / "cases" / fileName).string();
        CaseTiming& timing = summary.cases[static_cast<std::size_t>(i)];
        timing.caseId = c.id;
        timing.sourceBytes = record.sourceBytes;
        bool reused = false;
        if (fs::exists(path)) {
            try {
                timing.voxels = CacheFile::open(path)->info().voxelCount();
                reused = true;
            } catch (const InputError&) {
                // damaged (e.g. an interrupted copy): rewrite it
            }
        }
        if (!reused) {
            const LoadedCase loaded = loadAndCheckCase(dataset, c, checkOptions);
            const PreprocessedCase p = preprocessCase(c.id, loaded.images, &*loaded.label, index.plan, threadsPerWriter);
            CachedCaseInfo info;
            info.caseId = c.id;
            info.channels = p.channels;
            info.sizeXyz = p.mapping.resampled.size;
            info.spacingXyz = p.mapping.resampled.spacing;
            info.source = p.mapping.toJson();
            info.source["files"] = caseFiles(c);
            info.source["content_hash"] = hexDigest(record.sourceHash);
            info.preprocessing = index.plan.toJson();
            writeCacheFile(path, info, p.image, p.label);
            timing.voxels = info.voxelCount();
            removeStaleFiles(root / "cases", c.id, fileName);
        }
        timing.reused = reused;
        timing.cacheBytes = fs::file_size(path);
        timing.seconds = secondsSince(start);
        index.cases[static_cast<std::size_t>(i)] = {c.id, (fs::path("cases") / fileName).string()};
        ++written;
        report("write", c.id, timing.seconds, false);
    });
    summary.writeSeconds = secondsSince(stageStart);
    if (cancelled())
        throw Cancelled("preprocessing " + dataset.root + " stopped: " + std::to_string(written.load()) + " of " +
                        std::to_string(validCount) + " cases are in " + cacheFolder +
                        " and will be reused; the cache is complete after the next run");
    index.save();
    writeSplitsIfChanged(index, options);

    Json log = Json::array();
    for (const CaseTiming& t : summary.cases)
        log.push_back({{"case", t.caseId}, {"seconds", t.seconds}, {"reused", t.reused},
                       {"source_bytes", t.sourceBytes}, {"cache_bytes", t.cacheBytes}, {"voxels", t.voxels}});
    writeJsonFile((root / "preprocess_log.json").string(),
                  {{"fingerprint_seconds", summary.fingerprintSeconds}, {"write_seconds", summary.writeSeconds},
                   {"workers", writers}, {"estimated_bytes_per_case", largestCase},
                   {"available_bytes", availableMemoryBytes()}, {"cases", log}});
    return summary;
}

uint64_t caseMemoryEstimate(const Size3& originalSizeXyz, const Size3& resampledSizeXyz, int channels)
{
    const auto voxels = [](const Size3& s) { return static_cast<uint64_t>(s[0] * s[1] * s[2]); };
    const uint64_t original = voxels(originalSizeXyz), resampled = voxels(resampledSizeXyz);
    const auto c = static_cast<uint64_t>(std::max(1, channels));
    // Loaded channels (up to float64) and their float32 copies, the label
    // (int16) and its mask; the resampled float32 channels twice (the
    // resampler's output and the normalised copy) and the label's per-class
    // float32 interpolation.
    return original * c * (8 + 4) + original * 4 + resampled * c * 8 + resampled * 8;
}

int workersForMemory(int wanted, uint64_t perCaseBytes, uint64_t availableBytes)
{
    wanted = std::max(1, wanted);
    if (perCaseBytes == 0)
        return wanted;
    const uint64_t fit = availableBytes / 10 * 8 / perCaseBytes;
    return static_cast<int>(std::clamp<uint64_t>(fit, 1, static_cast<uint64_t>(wanted)));
}

std::string cacheBaseFolder()
{
    if (const char* explicitDir = std::getenv("SEGSTUDIO_CACHE_DIR"); explicitDir && *explicitDir)
        return explicitDir;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        return std::string(xdg) + "/segstudio";
    return std::string(std::getenv("HOME") ? std::getenv("HOME") : "/tmp") + "/.cache/segstudio";
}

std::string folderNamedAfter(const std::string& base, const std::string& path)
{
    const std::string absolute = fs::absolute(path).lexically_normal().string();
    const std::string name = fs::path(absolute).filename().string();
    return (fs::path(base) / (name + "-" + hexDigest(hashText(absolute)).substr(0, 8))).string();
}

std::string defaultCacheFolder(const std::string& datasetRoot) { return folderNamedAfter(cacheBaseFolder(), datasetRoot); }

std::string ensurePreprocessed(const std::string& path, const std::string& cacheFolder, const PreprocessOptions& options,
                               const ProgressCallback& progress)
{
    if (CacheIndex::isCacheFolder(path))
        return path;
    const std::string folder = cacheFolder.empty() ? defaultCacheFolder(path) : cacheFolder;
    preprocessDataset(openDataset(path), folder, options, progress);
    return folder;
}

}  // namespace segstudio::io
