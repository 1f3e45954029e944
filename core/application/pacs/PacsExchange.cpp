#include "application/pacs/PacsExchange.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <set>
#include <filesystem>
#include <fstream>

#include <stdlib.h>

#include "common/Errors.h"
#include "common/system/PartialOutputs.h"
#include "io/ScanIO.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

// A Part 10 file: 128 bytes of preamble, then "DICM".
bool isDicomFile(const fs::path& path)
{
    std::ifstream file(path, std::ios::binary);
    char header[132] = {};
    return file.read(header, sizeof header) && std::memcmp(header + 128, "DICM", 4) == 0;
}

// "<series number>_<modality>", letters, digits and '-' only, unique in `taken`.
std::string seriesFolderName(const io::pacs::SeriesRecord& series, std::set<std::string>& taken)
{
    auto clean = [](const std::string& text) {
        std::string out;
        for (char c : text)
            if (std::isalnum(static_cast<unsigned char>(c)) || c == '-')
                out += c;
        return out.substr(0, 32);
    };
    std::string base = clean(series.seriesNumber);
    const std::string modality = clean(series.modality);
    base = (base.empty() ? "series" : base) + (modality.empty() ? "" : "_" + modality);
    std::string name = base;
    for (int k = 2; taken.count(name); ++k)
        name = base + "_" + std::to_string(k);
    taken.insert(name);
    return name;
}

}  // namespace

std::vector<std::string> dicomFilesIn(const std::vector<std::string>& paths)
{
    std::vector<std::string> files;
    for (const std::string& path : paths) {
        std::error_code error;
        if (fs::is_directory(path, error)) {
            std::vector<std::string> found;
            for (const auto& entry : fs::recursive_directory_iterator(path, error))
                if (entry.is_regular_file() && isDicomFile(entry.path()))
                    found.push_back(entry.path().string());
            if (found.empty())
                throw InputError(path, "", "no DICOM file (Part 10, \"DICM\" at byte 128) in this folder");
            std::sort(found.begin(), found.end());
            files.insert(files.end(), found.begin(), found.end());
        } else if (fs::is_regular_file(path, error)) {
            if (!isDicomFile(path))
                throw InputError(path, "", "not a DICOM file (Part 10, \"DICM\" at byte 128)");
            files.push_back(path);
        } else {
            throw InputError(path, "", "no such file or folder");
        }
    }
    return files;
}

io::dicom::DeidentifyReport deidentifyDicom(const std::vector<std::string>& paths, const std::string& outputFolder,
                                            const std::string& secret)
{
    return io::dicom::deidentifyFiles(dicomFilesIn(paths), outputFolder, {secret});
}

int sendToPacs(const io::pacs::PacsNode& node, const std::vector<std::string>& paths,
               const io::pacs::TransferObserver& observer, const std::string& deidentifySecret)
{
    if (deidentifySecret.empty())
        return io::pacs::storeFiles(node, dicomFilesIn(paths), observer);
    std::string pattern = (fs::temp_directory_path() / "segstudio-deidentified-XXXXXX").string();
    if (!::mkdtemp(pattern.data()))  // 0700: the copies are for this user only
        throw InputError(pattern, "", "cannot create a private temporary folder");
    struct RemoveCopies {
        std::string folder;
        ~RemoveCopies()
        {
            std::error_code ignored;
            fs::remove_all(folder, ignored);
        }
    } cleanup{pattern};
    deidentifyDicom(paths, pattern, deidentifySecret);
    return io::pacs::storeFiles(node, dicomFilesIn({pattern}), observer);
}

namespace {

// The report of a series that arrived: its modality and, for an image
// series, the volume's header. With `keepUnreadable`, a header that cannot
// be read is reported in `unreadable` instead of thrown.
RetrievedSeriesReport describeRetrieved(const io::pacs::RetrievedSeries& retrieved, bool keepUnreadable)
{
    RetrievedSeriesReport report;
    report.folder = retrieved.folder;
    report.instanceCount = retrieved.instanceCount;
    const std::vector<std::string> files = dicomFilesIn({retrieved.folder});
    report.modality = io::pacs::dicomModality(files.front());
    static const char* const kNotImages[] = {"SEG", "RTSTRUCT", "RTPLAN", "RTDOSE", "SR", "KO", "PR", "DOC"};
    const bool image = std::none_of(std::begin(kNotImages), std::end(kNotImages),
                                    [&](const char* modality) { return report.modality == modality; });
    if (!image)
        return report;
    try {
        const io::ScanHeader header = io::readScanHeader(retrieved.folder);
        const Geometry& g = header.geometry;
        report.size = {g.size[0], g.size[1], g.size[2]};
        report.spacing = {g.spacing[0], g.spacing[1], g.spacing[2]};
    } catch (const InputError& error) {
        if (!keepUnreadable)
            throw;
        report.unreadable = error.what();
    }
    return report;
}

}  // namespace

RetrievedSeriesReport retrieveSeries(const io::pacs::PacsNode& node, const std::string& studyInstanceUid,
                                     const std::string& seriesInstanceUid, const std::string& targetFolder,
                                     const io::pacs::TransferObserver& observer, bool keepUnreadable)
{
    return describeRetrieved(
        io::pacs::retrieveSeries(node, studyInstanceUid, seriesInstanceUid, targetFolder, observer), keepUnreadable);
}

RetrievedStudyReport retrieveStudy(const io::pacs::PacsNode& node, const std::string& studyInstanceUid,
                                   const std::string& folderGiven, const io::pacs::TransferObserver& observer)
{
    std::string targetFolder = folderGiven;
    while (targetFolder.size() > 1 && targetFolder.back() == '/')  // "study/" is "study", not "study/.partial-..."
        targetFolder.pop_back();
    const std::string where = "PACS " + node.address();
    std::error_code error;
    if (fs::exists(targetFolder, error))
        throw InputError(where, "retrieve (study)", targetFolder + " exists already; choose a new folder");
    const std::vector<io::pacs::SeriesRecord> listed = io::pacs::findSeries(node, studyInstanceUid);
    if (listed.empty())
        throw InputError(where, "C-FIND (SERIES)", "the node lists no series for study " + studyInstanceUid);
    int promised = 0;
    for (const io::pacs::SeriesRecord& series : listed)
        promised = promised < 0 || series.instanceCount < 0 ? -1 : promised + series.instanceCount;

    // A partial folder of this retrieve's own: another retrieve of the same
    // study (another window, the CLI) keeps its own, and the first to finish wins.
    removeStalePartialFolders(targetFolder);
    fs::path partial;
    try {
        partial = createPartialFolder(targetFolder);
    } catch (const InputError& failed) {
        throw InputError(where, "retrieve (study)", failed.what());
    }
    struct RemoveUnlessKept {
        fs::path folder;
        bool keep = false;
        ~RemoveUnlessKept()
        {
            std::error_code ignored;
            if (!keep)
                fs::remove_all(folder, ignored);
        }
    } cleanup{partial};

    RetrievedStudyReport report;
    std::set<std::string> names;
    for (const io::pacs::SeriesRecord& series : listed) {
        const int before = report.instanceCount;
        const io::pacs::TransferObserver seriesObserver = [&](int done, int) {
            return !observer || observer(before + done, promised < 0 ? -1 : std::max(0, promised - before - done));
        };
        const std::string folder = (partial / seriesFolderName(series, names)).string();
        RetrievedSeriesReport retrieved =
            retrieveSeries(node, studyInstanceUid, series.seriesInstanceUid, folder, seriesObserver, true);
        retrieved.folder = (fs::path(targetFolder) / fs::path(folder).filename()).string();
        report.instanceCount += retrieved.instanceCount;
        report.series.push_back(std::move(retrieved));
    }
    try {
        commitPartialFolder(partial.string(), targetFolder);
    } catch (const InputError& failed) {
        throw InputError(where, "retrieve (study)", std::string("cannot move the study into place: ") + failed.what());
    }
    cleanup.keep = true;
    report.folder = targetFolder;
    return report;
}

}  // namespace segstudio::application
