// The dataset check (Dataset.h): every file of every case read and checked,
// each problem named with its case, file and field.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <mutex>
#include <utility>

#include "common/system/ParallelFor.h"
#include "common/system/SystemMemory.h"
#include "io/Instances.h"
#include "io/Dataset.h"

namespace segstudio::io {

namespace fs = std::filesystem;

namespace {

std::string joinValues(const std::vector<int64_t>& values)
{
    std::string text;
    for (int64_t v : values)
        text += (text.empty() ? "" : ", ") + std::to_string(v);
    return text;
}

std::string joinDifferences(const std::vector<std::string>& differences)
{
    std::string text;
    for (const std::string& d : differences)
        text += (text.empty() ? "" : "; ") + d;
    return text;
}

void checkIntensities(CaseReport& report, const std::string& file, const Volume& image)
{
    if (isIntegerType(image.type))
        return;
    for (int c = 0; c < image.components; ++c) {
        const ValueRange range = valueRange(image, c);
        if (range.nonFiniteCount > 0)
            report.problems.push_back({report.caseId, file, "intensities",
                                       std::to_string(range.nonFiniteCount) + " voxels are NaN or infinite"});
    }
}

// What the file's header leaves unsaid (NIfTI: a pixdim of 0), as warnings.
void addHeaderWarnings(CaseReport& report, const std::string& file)
{
    for (Problem w : headerWarnings(file)) {
        w.subject = report.caseId;
        report.warnings.push_back(w);
    }
}

// An instance map whose ids come in several pieces: likely a semantic mask
// (0/1) where dataset.json says "instances": true. A warning, not a
// problem: a cell cut by the image's edge can be two pieces.
void warnOfSplitObjects(CaseReport& report, const std::string& file,
                        const std::vector<std::pair<int64_t, int64_t>>& several)
{
    if (several.empty())
        return;
    const auto& [id, pieces] = *std::max_element(several.begin(), several.end(),
                                                 [](const auto& a, const auto& b) { return a.second < b.second; });
    report.warnings.push_back(
        {report.caseId, file, "instances",
         std::to_string(several.size()) + " object id(s) lie in more than one piece (id " + std::to_string(id) +
             ": " + std::to_string(pieces) + " pieces); an instance map gives each object its own id (a "
             "semantic mask? label its objects apart, e.g. scipy.ndimage.label)"});
}

void checkLabelValues(CaseReport& report, const DatasetDescription& dataset, const std::string& file,
                      const Volume& label)
{
    try {
        report.labelValues = distinctLabelValues(label, file);
    } catch (const InputError& error) {
        report.problems.push_back({report.caseId, file, error.problem().field, error.problem().reason});
        return;
    }
    std::vector<int64_t> undeclared;
    for (int64_t value : report.labelValues)
        if (value < 0 || (dataset.labelsDeclared() && !dataset.declaresValue(static_cast<int>(value))))
            undeclared.push_back(value);
    if (undeclared.empty())
        return;
    std::vector<int64_t> declared;
    for (const auto& [value, name] : dataset.labels)
        declared.push_back(value);
    report.problems.push_back({report.caseId, file, "labels",
                               "holds label value(s) " + joinValues(undeclared) +
                                   (dataset.labelsDeclared() ? " not declared in dataset.json (declared: " +
                                                                   joinValues(declared) + ")"
                                                             : " (labels must be non-negative integers)")});
}

}  // namespace

LoadedCase loadAndCheckCase(const DatasetDescription& dataset, const DatasetCase& c, const DatasetCheckOptions& options)
{
    LoadedCase loaded;
    CaseReport& report = loaded.report;
    report.caseId = c.id;
    for (const Problem& p : dataset.discoveryProblems)
        if (p.subject == c.id)
            report.problems.push_back(p);
    if (!report.problems.empty())
        return loaded;  // missing files: nothing more to learn from this case

    int channels = 0;
    for (const std::string& file : c.imageFiles) {
        try {
            loaded.images.push_back(readScan(file, options.readOptions));
            addHeaderWarnings(report, file);
        } catch (const InputError& error) {
            report.problems.push_back({c.id, file, error.problem().field, error.problem().reason});
            continue;
        }
        const Volume& image = loaded.images.back();
        channels += image.components;
        checkIntensities(report, file, image);
        if (loaded.images.size() == 1) {
            report.geometry = image.geometry;
            report.imageType = image.type;
        } else if (auto d = geometryDifferences(report.geometry, image.geometry, options.tolerance); !d.empty()) {
            report.problems.push_back({c.id, file, "geometry", "channel geometry differs from " +
                                                                   c.imageFiles.front() + ": " + joinDifferences(d)});
        }
    }
    const bool allImagesRead = loaded.images.size() == c.imageFiles.size();
    if (allImagesRead && dataset.channelCount() > 0 && channels != dataset.channelCount())
        report.problems.push_back({c.id, c.imageFiles.front(), "channels",
                                   "has " + std::to_string(channels) + " channel(s), the dataset declares " +
                                       std::to_string(dataset.channelCount())});
    if (c.labelFile.empty()) {
        report.problems.push_back({c.id, c.imageFiles.front(), "label", "no label map"});
        return loaded;
    }
    try {
        loaded.label = readScan(c.labelFile, options.readOptions);
        if (dataset.instances) {
            CheckedInstances checked = checkInstances(*loaded.label, c.labelFile);
            warnOfSplitObjects(report, c.labelFile, checked.idsInSeveralPieces);
            loaded.label = std::move(checked.target);
        }
    } catch (const InputError& error) {
        report.problems.push_back({c.id, c.labelFile, error.problem().field, error.problem().reason});
        return loaded;
    }
    if (loaded.label->components != 1)
        report.problems.push_back({c.id, c.labelFile, "labels", "a label map must have one channel"});
    if (!loaded.images.empty()) {
        const auto differences = geometryDifferences(report.geometry, loaded.label->geometry, options.tolerance);
        if (!differences.empty())
            report.problems.push_back({c.id, c.labelFile, "geometry",
                                       "label map does not match the image: " + joinDifferences(differences)});
    }
    checkLabelValues(report, dataset, c.labelFile, *loaded.label);
    return loaded;
}

int DatasetReport::validCount() const
{
    return static_cast<int>(std::count_if(cases.begin(), cases.end(), [](const CaseReport& r) { return r.valid(); }));
}

std::vector<Problem> DatasetReport::allWarnings() const
{
    std::vector<Problem> warnings;
    for (const CaseReport& r : cases)
        warnings.insert(warnings.end(), r.warnings.begin(), r.warnings.end());
    return warnings;
}

std::vector<Problem> DatasetReport::allProblems() const
{
    std::vector<Problem> problems = datasetProblems;
    for (const CaseReport& r : cases)
        problems.insert(problems.end(), r.problems.begin(), r.problems.end());
    return problems;
}

int caseReadersForMemory(const DatasetDescription& dataset, int wanted, uint64_t availableBytes)
{
    const int count = static_cast<int>(dataset.training.size());
    int readers = std::clamp(wanted > 0 ? wanted : defaultWorkerCount(), 1, std::max(1, count));
    // Headers of the cases largest on disk only (a DICOM or TIFF header is
    // read in a child process): within a dataset, the largest files hold
    // the largest images.
    constexpr std::size_t kCasesMeasured = 3;
    std::vector<std::pair<uint64_t, const DatasetCase*>> bySize;
    for (const DatasetCase& c : dataset.training) {
        uint64_t onDisk = 0;
        std::error_code error;
        for (const std::string& file : c.imageFiles) {
            const uint64_t size = fs::is_regular_file(file, error) ? fs::file_size(file, error) : 0;
            onDisk += error ? 0 : size;
        }
        bySize.emplace_back(onDisk, &c);
    }
    const std::size_t measured = std::min(kCasesMeasured, bySize.size());
    std::partial_sort(bySize.begin(), bySize.begin() + static_cast<std::ptrdiff_t>(measured), bySize.end(),
                      [](const auto& a, const auto& b) { return a.first > b.first; });
    uint64_t largest = 0;
    for (std::size_t i = 0; i < measured; ++i) {
        const DatasetCase& c = *bySize[i].second;
        uint64_t bytes = 0;
        try {
            for (const std::string& file : c.imageFiles) {
                const ScanHeader h = readScanHeader(file);
                bytes += h.bytes() + h.bytes() / scalarSize(h.type) * 4;  // as read, and its float32 copy
            }
            if (!c.labelFile.empty()) {
                const ScanHeader h = readScanHeader(c.labelFile);
                bytes += h.bytes() / scalarSize(h.type) * 5;  // int32 classes and a byte mask
            }
        } catch (const std::exception&) {
            continue;  // unreadable: the check reports it, reading it costs nothing
        }
        largest = std::max(largest, bytes);
    }
    if (largest > 0)
        readers = std::clamp(static_cast<int>(std::min<uint64_t>(availableBytes / 10 * 8 / largest, 1u << 20)), 1, readers);
    return readers;
}

DatasetReport checkDataset(const DatasetDescription& dataset, const DatasetCheckOptions& options,
                           const ProgressCallback& progress)
{
    DatasetReport report;
    for (const Problem& p : dataset.discoveryProblems) {
        const bool caseListed = std::any_of(dataset.training.begin(), dataset.training.end(),
                                            [&](const DatasetCase& c) { return c.id == p.subject; });
        if (!caseListed)
            report.datasetProblems.push_back(p);
    }
    const int count = static_cast<int>(dataset.training.size());
    report.cases.resize(static_cast<std::size_t>(count));
    std::mutex progressMutex;
    int done = 0;
    parallelFor(count, caseReadersForMemory(dataset, options.workers, availableMemoryBytes()), [&](int i) {
        const auto start = std::chrono::steady_clock::now();
        report.cases[static_cast<std::size_t>(i)] = loadAndCheckCase(dataset, dataset.training[i], options).report;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (progress) {
            std::lock_guard<std::mutex> lock(progressMutex);
            progress({"check", ++done, count, dataset.training[i].id, seconds, !report.cases[static_cast<std::size_t>(i)].valid()});
        }
    });
    return report;
}

}  // namespace segstudio::io
