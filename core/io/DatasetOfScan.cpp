// datasetOfScan (Dataset.h): which dataset a scan opened in the workbench
// belongs to.
#include <filesystem>
#include <regex>

#include "io/Dataset.h"

namespace segstudio::io {

namespace fs = std::filesystem;

std::optional<ScanDatasetContext> datasetOfScan(const std::string& scanPath)
{
    const fs::path file(scanPath);
    for (const fs::path& folder : {file.parent_path(), file.parent_path().parent_path()}) {
        if (folder.empty() || !fs::exists(folder / "dataset.json"))
            continue;
        try {
            ScanDatasetContext context;
            context.dataset = openDataset(folder.string());
            static const std::regex channelSuffix(R"(_(\d{4})$)");
            std::smatch match;
            const std::string stem = stripScanExtension(file.filename().string());
            if (std::regex_search(stem, match, channelSuffix))
                context.channel = std::stoi(match[1].str());
            if (context.channel < context.dataset.channelCount())
                context.channelName = context.dataset.channelNames[static_cast<std::size_t>(context.channel)];
            return context;
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }
    return std::nullopt;
}

}  // namespace segstudio::io
