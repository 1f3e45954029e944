#include "application/labeledit/AcceptCorrection.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <set>

#include "common/system/AtomicFile.h"
#include "common/Errors.h"
#include "common/system/FolderLock.h"
#include "common/formats/JsonFile.h"
#include "io/Dataset.h"
#include "common/system/FileHash.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

std::string endingOf(const std::string& path)
{
    const std::string name = fs::path(path).filename().string();
    return name.substr(io::stripScanExtension(name).size());
}

// "case_0000" -> "case" (nnU-Net's channel suffix).
std::string caseIdOfScan(const std::string& path)
{
    const std::string stem = io::stripScanExtension(fs::path(path).filename().string());
    const bool channelSuffix = stem.size() > 5 && stem[stem.size() - 5] == '_' &&
                               stem.find_first_not_of("0123456789", stem.size() - 4) == std::string::npos;
    return channelSuffix ? stem.substr(0, stem.size() - 5) : stem;
}

bool sameContents(const std::string& a, const std::string& b)
{
    std::error_code error;
    if (fs::equivalent(a, b, error))
        return true;
    return fs::exists(a) && fs::exists(b) && fs::file_size(a) == fs::file_size(b) &&
           hashFileContents({a}) == hashFileContents({b});
}

// Copies `from` to `to` through a temporary file and a rename.
void copyAtomically(const std::string& from, const std::string& to)
{
    replaceFileAtomically(to, [&](const std::string& temporary) { fs::copy_file(from, temporary, fs::copy_options::overwrite_existing); });
}

// UTC time to the millisecond: "20261126T101502.123Z".
std::string utcStamp()
{
    const auto now = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
    const auto milliseconds =
        std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[32], full[40];
    std::strftime(text, sizeof text, "%Y%m%dT%H%M%S", &utc);
    std::snprintf(full, sizeof full, "%s.%03dZ", text, static_cast<int>(milliseconds));
    return full;
}

// A case id becomes file names: one name, no folder, nothing hidden.
void requirePlainCaseId(const std::string& caseId, const std::string& file)
{
    const bool plain = !caseId.empty() && caseId.size() <= 200 && caseId.front() != '.' &&
                       std::all_of(caseId.begin(), caseId.end(), [](char c) {
                           return static_cast<unsigned char>(c) >= 0x20 && c != '/' && c != '\\' && c != 0x7f;
                       });
    if (!plain)
        throw InputError(file, "case", "\"" + caseId + "\" cannot name a case: no '/' or '\\', no control characters, no leading '.'");
}

// Throws unless `path` lies inside `root` (lexically: no "..", no absolute
// path elsewhere), so a dataset.json entry cannot make an accept write
// outside the dataset.
void requireInside(const fs::path& root, const std::string& path, const std::string& datasetFile, const std::string& caseId)
{
    const fs::path relative = fs::absolute(path).lexically_normal().lexically_relative(fs::absolute(root).lexically_normal());
    if (relative.empty() || relative.is_absolute() || *relative.begin() == "..")
        throw InputError(datasetFile, "training." + caseId + ".label",
                         "\"" + path + "\" lies outside the dataset folder; a correction is only written inside it");
}

}  // namespace

std::string keepLabelFileInHistory(const std::string& labelFile, const std::string& historyFolder)
{
    std::string name = fs::path(labelFile).filename().string();
    const std::string ending = endingOf(name);
    const bool detached = ending == ".mhd" || ending == ".nhdr";
    if (detached)
        name = io::stripScanExtension(name) + (ending == ".mhd" ? ".mha" : ".nrrd");
    const std::string stamp = utcStamp();
    const fs::path history(historyFolder);
    fs::path copy = history / (stamp + "_" + name);
    for (int n = 2; fs::exists(copy); ++n)
        copy = history / (stamp + "-" + std::to_string(n) + "_" + name);
    if (detached)
        io::writeScan(copy.string(), io::readScan(labelFile));
    else
        copyAtomically(labelFile, copy.string());
    return copy.string();
}

void requireDeclaredLabels(const io::DatasetDescription& dataset, const Volume& labels, const std::string& datasetFile)
{
    const std::vector<int64_t> values = distinctLabelValues(labels, "corrected label map");
    // An instance dataset's maps hold 0 and one id per object (io/Instances.h):
    // any id is a declared object; splitting one adds a new id.
    if (!dataset.labelsDeclared() || dataset.instances)
        return;
    std::string undeclared;
    for (int64_t v : values)
        if (!dataset.declaresValue(static_cast<int>(v)))
            undeclared += (undeclared.empty() ? "" : ", ") + std::to_string(v);
    if (!undeclared.empty())
        throw InputError(datasetFile, "labels", "does not declare the label value(s) " + undeclared +
                                                    " of the corrected label map; add them to dataset.json or relabel");
}

std::string correctionHistoryFolder(const std::string& datasetRoot)
{
    const fs::path root = fs::absolute(datasetRoot).lexically_normal();
    const fs::path folder = root.filename().empty() ? root.parent_path() : root;
    return (folder.parent_path() / (folder.filename().string() + "_history")).string();
}

AcceptedCorrection acceptCorrection(const CorrectionRequest& request)
{
    if (!fs::is_directory(request.datasetRoot))
        throw InputError(request.datasetRoot, "", "is not a dataset folder");
    // One accept per dataset at a time, across processes: dataset.json is
    // read, changed and written, and the history names must not collide.
    const FolderLock lock(request.datasetRoot, "accepting a correction", std::chrono::seconds(60));
    const io::DatasetDescription dataset = io::openDataset(request.datasetRoot);
    const fs::path root(dataset.root);
    const std::string datasetFile = (root / "dataset.json").string();
    if (dataset.layout != "msd" && dataset.layout != "nnunet-v2")
        throw InputError(request.datasetRoot, "dataset.json",
                         "corrections are accepted into MSD or nnU-Net v2 datasets (a dataset.json is needed)");
    if (request.imageFiles.empty())
        throw InputError(request.datasetRoot, "image", "no scan was given for the corrected label map");
    if (request.labels.components != 1 || !isIntegerType(request.labels.type))
        throw InputError(request.imageFiles.front(), "labels", "the corrected label map must hold one integer channel");
    requireDeclaredLabels(dataset, request.labels, datasetFile);
    const io::ScanHeader header = io::readScanHeader(request.imageFiles.front());
    const auto differences = geometryDifferences(header.geometry, request.labels.geometry);
    if (!differences.empty())
        throw InputError(request.imageFiles.front(), "geometry", "the corrected label map is not on this scan's grid: " + differences.front());

    AcceptedCorrection accepted;
    accepted.caseId = request.caseId.empty() ? caseIdOfScan(request.imageFiles.front()) : request.caseId;
    requirePlainCaseId(accepted.caseId, request.imageFiles.front());
    const io::DatasetCase* existing = nullptr;
    for (const io::DatasetCase& c : dataset.training)
        if (c.id == accepted.caseId)
            existing = &c;
    std::string ending = ".nii.gz";
    if (!dataset.training.empty())
        ending = endingOf(dataset.training.front().imageFiles.front());
    else if (dataset.layout == "nnunet-v2")
        ending = readJsonFile(datasetFile).value("file_ending", ending);

    if (existing) {
        // The scan must be the case's own: its files, or files with the same contents.
        if (existing->imageFiles.size() != request.imageFiles.size())
            throw InputError(request.imageFiles.front(), "case", "case " + accepted.caseId + " of the dataset has " +
                                                                     std::to_string(existing->imageFiles.size()) + " image file(s), this scan " +
                                                                     std::to_string(request.imageFiles.size()));
        for (std::size_t i = 0; i < request.imageFiles.size(); ++i)
            if (!sameContents(request.imageFiles[i], existing->imageFiles[i]))
                throw InputError(request.imageFiles[i], "case", "case " + accepted.caseId + " is already in the dataset with another scan (" +
                                                                    existing->imageFiles[i] + "); give the correction another case name");
        accepted.imageFiles = existing->imageFiles;
        accepted.labelFile = existing->labelFile.empty() ? (root / "labelsTr" / (accepted.caseId + ending)).string() : existing->labelFile;
        requireInside(root, accepted.labelFile, datasetFile, accepted.caseId);
    } else {
        accepted.newCase = true;
        fs::create_directories(root / "imagesTr");
        const bool channelFiles = dataset.layout == "nnunet-v2" || request.imageFiles.size() > 1;
        for (std::size_t i = 0; i < request.imageFiles.size(); ++i) {
            char suffix[32];
            std::snprintf(suffix, sizeof suffix, "_%04d", static_cast<int>(i));
            const std::string target = (root / "imagesTr" / (accepted.caseId + (channelFiles ? suffix : "") + ending)).string();
            if (fs::exists(target) && !sameContents(target, request.imageFiles[i]))
                throw InputError(target, "image", "exists and holds another scan; it is never overwritten. Give the correction another case name");
            if (!fs::exists(target)) {
                if (endingOf(request.imageFiles[i]) == ending)
                    copyAtomically(request.imageFiles[i], target);
                else
                    io::writeScan(target, io::readScan(request.imageFiles[i]));  // the dataset's file format
            }
            accepted.imageFiles.push_back(target);
        }
        accepted.labelFile = (root / "labelsTr" / (accepted.caseId + ending)).string();
    }

    fs::create_directories(fs::path(accepted.labelFile).parent_path());
    if (fs::exists(accepted.labelFile)) {
        const fs::path history = fs::path(correctionHistoryFolder(dataset.root)) / accepted.caseId;
        fs::create_directories(history);
        accepted.previousLabel = keepLabelFileInHistory(accepted.labelFile, history.string());
    }
    io::writeScan(accepted.labelFile, request.labels);

    // dataset.json last. nnU-Net v2 finds cases by their files, so only the
    // count changes (also for a case whose images an interrupted accept left).
    Json json = readJsonFile(datasetFile);
    const std::size_t training = dataset.training.size() + (existing ? 0 : 1);
    if (dataset.layout == "msd" && accepted.newCase)
        json["training"].push_back({{"image", "./imagesTr/" + accepted.caseId + ending}, {"label", "./labelsTr/" + accepted.caseId + ending}});
    if (accepted.newCase || json.value("numTraining", std::size_t(0)) != training) {
        json["numTraining"] = training;
        writeFileAtomically(datasetFile, json.dump(4) + "\n");
    }
    return accepted;
}

}  // namespace segstudio::application
