#include "application/AcceptCorrection.h"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <set>

#include "common/AtomicFile.h"
#include "common/Errors.h"
#include "common/JsonFile.h"
#include "io/Dataset.h"
#include "io/FileHash.h"
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
           io::hashFileContents({a}) == io::hashFileContents({b});
}

std::string utcStamp()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y%m%dT%H%M%SZ", &utc);
    return text;
}

// Copies `from` to `to` through a temporary file and a rename.
void copyAtomically(const std::string& from, const std::string& to)
{
    replaceFileAtomically(to, [&](const std::string& temporary) { fs::copy_file(from, temporary, fs::copy_options::overwrite_existing); });
}

void checkLabels(const io::DatasetDescription& dataset, const Volume& labels, const std::string& datasetFile)
{
    const std::vector<int64_t> values = distinctLabelValues(labels, "corrected label map");
    if (!dataset.labelsDeclared())
        return;
    std::string undeclared;
    for (int64_t v : values)
        if (!dataset.declaresValue(static_cast<int>(v)))
            undeclared += (undeclared.empty() ? "" : ", ") + std::to_string(v);
    if (!undeclared.empty())
        throw InputError(datasetFile, "labels", "does not declare the label value(s) " + undeclared +
                                                    " of the corrected label map; add them to dataset.json or relabel");
}

}  // namespace

std::string correctionHistoryFolder(const std::string& datasetRoot)
{
    const fs::path root = fs::absolute(datasetRoot).lexically_normal();
    const fs::path folder = root.filename().empty() ? root.parent_path() : root;
    return (folder.parent_path() / (folder.filename().string() + "_history")).string();
}

AcceptedCorrection acceptCorrection(const CorrectionRequest& request)
{
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
    checkLabels(dataset, request.labels, datasetFile);
    const io::ScanHeader header = io::readScanHeader(request.imageFiles.front());
    const auto differences = geometryDifferences(header.geometry, request.labels.geometry);
    if (!differences.empty())
        throw InputError(request.imageFiles.front(), "geometry", "the corrected label map is not on this scan's grid: " + differences.front());

    AcceptedCorrection accepted;
    accepted.caseId = request.caseId.empty() ? caseIdOfScan(request.imageFiles.front()) : request.caseId;
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
        accepted.previousLabel = (history / (utcStamp() + "_" + fs::path(accepted.labelFile).filename().string())).string();
        copyAtomically(accepted.labelFile, accepted.previousLabel);
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
