// datasetOfScan and channelFilesOfScan (Dataset.h): which dataset and which
// case a scan opened in the workbench belongs to.
#include <filesystem>
#include <map>
#include <regex>

#include "io/Dataset.h"

namespace segstudio::io {

namespace fs = std::filesystem;

namespace {

// "case_0001" -> ("case", 1); names without the suffix -> nullopt.
std::optional<std::pair<std::string, int>> channelOfStem(const std::string& stem)
{
    static const std::regex channelSuffix(R"(^(.+)_(\d{4})$)");
    std::smatch match;
    if (!std::regex_match(stem, match, channelSuffix))
        return std::nullopt;
    return std::make_pair(match[1].str(), std::stoi(match[2].str()));
}

// "a_0000.nii.gz" -> ".nii.gz": what follows the stem.
std::string scanEnding(const std::string& fileName)
{
    return fileName.substr(stripScanExtension(fileName).size());
}

}  // namespace

std::optional<std::string> datasetFolderNear(const std::string& scanPath)
{
    const fs::path file(scanPath);
    for (const fs::path& folder : {file.parent_path(), file.parent_path().parent_path()})
        if (!folder.empty() && fs::exists(folder / "dataset.json"))
            return folder.string();
    return std::nullopt;
}

std::optional<ScanDatasetContext> datasetOfScan(const std::string& scanPath)
{
    const std::optional<std::string> folder = datasetFolderNear(scanPath);
    if (!folder)
        return std::nullopt;
    try {
        ScanDatasetContext context;
        context.dataset = openDataset(*folder);
        if (const auto channel = channelOfStem(stripScanExtension(fs::path(scanPath).filename().string())))
            context.channel = channel->second;
        if (context.channel < context.dataset.channelCount())
            context.channelName = context.dataset.channelNames[static_cast<std::size_t>(context.channel)];
        return context;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::vector<std::string> channelFilesOfScan(const std::string& scanPath)
{
    const fs::path file(scanPath);
    const std::string name = file.filename().string();
    const auto channel = channelOfStem(stripScanExtension(name));
    if (!channel)
        return {scanPath};
    const std::string ending = scanEnding(name);
    std::map<int, std::string> channels;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(file.parent_path().empty() ? fs::path(".") : file.parent_path(), error)) {
        const std::string other = entry.path().filename().string();
        if (!hasScanExtension(other) || scanEnding(other) != ending)
            continue;
        const auto otherChannel = channelOfStem(stripScanExtension(other));
        if (otherChannel && otherChannel->first == channel->first)
            channels[otherChannel->second] = (file.parent_path() / other).string();
    }
    channels[channel->second] = scanPath;  // the file itself, as the caller named it
    std::vector<std::string> files;
    for (const auto& [index, path] : channels)
        files.push_back(path);
    return files;
}

}  // namespace segstudio::io
