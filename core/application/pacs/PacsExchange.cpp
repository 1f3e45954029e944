#include "application/pacs/PacsExchange.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <stdlib.h>

#include "common/Errors.h"
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

RetrievedSeriesReport retrieveSeries(const io::pacs::PacsNode& node, const std::string& studyInstanceUid,
                                     const std::string& seriesInstanceUid, const std::string& targetFolder,
                                     const io::pacs::TransferObserver& observer)
{
    const io::pacs::RetrievedSeries retrieved =
        io::pacs::retrieveSeries(node, studyInstanceUid, seriesInstanceUid, targetFolder, observer);
    RetrievedSeriesReport report;
    report.folder = retrieved.folder;
    report.instanceCount = retrieved.instanceCount;
    const std::vector<std::string> files = dicomFilesIn({retrieved.folder});
    report.modality = io::pacs::dicomModality(files.front());
    static const char* const kNotImages[] = {"SEG", "RTSTRUCT", "RTPLAN", "RTDOSE", "SR", "KO", "PR", "DOC"};
    const bool image = std::none_of(std::begin(kNotImages), std::end(kNotImages),
                                    [&](const char* modality) { return report.modality == modality; });
    if (image) {
        const io::ScanHeader header = io::readScanHeader(retrieved.folder);
        const Geometry& g = header.geometry;
        report.size = {g.size[0], g.size[1], g.size[2]};
        report.spacing = {g.spacing[0], g.spacing[1], g.spacing[2]};
    }
    return report;
}

}  // namespace segstudio::application
