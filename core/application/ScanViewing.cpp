#include "application/ScanViewing.h"

#include <filesystem>

#include "io/ScanIO.h"

namespace segstudio::application {

ViewedFile readFileToView(const std::string& path)
{
    ViewedFile file;
    file.volume = io::readScan(path);
    file.warnings = io::headerWarnings(path, file.volume.geometry.size[2] > 1 ? 3 : 2);
    return file;
}

std::optional<std::string> caseScanInFolder(const std::string& folder, const std::string& caseId)
{
    try {
        for (const std::string& file : io::listScanFiles(folder)) {
            const std::string stem = io::stripScanExtension(std::filesystem::path(file).filename().string());
            if (stem == caseId || stem == caseId + "_0000")
                return file;
        }
    } catch (const std::exception&) {
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace segstudio::application
