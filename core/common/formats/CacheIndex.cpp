#include "common/formats/CacheIndex.h"

#include <algorithm>
#include <filesystem>

#include "common/Errors.h"
#include "common/system/FileHash.h"

namespace segstudio {

namespace fs = std::filesystem;

static constexpr char kIndexFile[] = "cache.json";

std::string CacheIndex::contentDigest() const
{
    std::string text = plan.toJson().dump();
    for (const CacheIndexCase& c : cases)
        text += "\n" + c.id + '\0' + c.file;
    return hexDigest(hashText(text));
}

std::string CacheIndex::casePath(const CacheIndexCase& c) const { return (fs::path(folder) / c.file).string(); }
std::string CacheIndex::splitsPath() const { return (fs::path(folder) / "splits.json").string(); }
std::string CacheIndex::fingerprintPath() const { return (fs::path(folder) / "fingerprint.json").string(); }

std::string CacheIndex::className(int k) const
{
    const int value = k >= 0 && k < plan.classCount() ? plan.labelValues[static_cast<std::size_t>(k)] : k;
    const auto found = labels.find(value);
    return found != labels.end() ? found->second : "label " + std::to_string(value);
}

std::vector<std::string> CacheIndex::scoredNames() const
{
    std::vector<std::string> names;
    if (plan.regionBased())
        for (const LabelRegion& r : plan.regions.regions)
            names.push_back(r.name);
    else
        for (int k = 1; k < numClasses(); ++k)
            names.push_back(className(k));
    return names;
}

bool CacheIndex::isCacheFolder(const std::string& folder) { return fs::exists(fs::path(folder) / kIndexFile); }

void CacheIndex::save() const
{
    Json caseList = Json::array();
    for (const CacheIndexCase& c : cases)
        caseList.push_back({{"id", c.id}, {"file", c.file}});
    Json labelMap = Json::object();
    for (const auto& [value, name] : labels)
        labelMap[std::to_string(value)] = name;
    writeJsonFile((fs::path(folder) / kIndexFile).string(), {{"format", "segstudio-cache-index"},
                                                             {"version", 1},
                                                             {"dataset_name", datasetName},
                                                             {"channel_names", channelNames},
                                                             {"labels", labelMap},
                                                             {"preprocessing", plan.toJson()},
                                                             {"cases", caseList}});
}

CacheIndex CacheIndex::load(const std::string& folder)
{
    const std::string path = (fs::path(folder) / kIndexFile).string();
    if (!fs::exists(path))
        throw InputError(folder, "", "is not a SegStudio cache (no cache.json); run `segstudio-cli preprocess` first");
    const Json json = readJsonFile(path);
    if (!json.is_object() || !json.contains("format") || json.at("format") != "segstudio-cache-index")
        throw InputError(path, "format", "is not a SegStudio cache index");
    CacheIndex index;
    index.folder = folder;
    index.datasetName = requireField<std::string>(json, "dataset_name", path);
    index.channelNames = requireField<std::vector<std::string>>(json, "channel_names", path);
    const Json labels = requireField<Json>(json, "labels", path);
    for (const auto& [value, name] : labels.items()) {
        try {
            index.labels[std::stoi(value)] = name.get<std::string>();
        } catch (const std::exception&) {
            throw InputError(path, "labels." + value, "label keys must be integers and names strings");
        }
    }
    index.plan = PreprocessingPlan::fromJson(requireField<Json>(json, "preprocessing", path), path);
    const Json cases = requireField<Json>(json, "cases", path);
    for (const Json& c : cases) {
        CacheIndexCase entry{requireField<std::string>(c, "id", path), requireField<std::string>(c, "file", path)};
        // A case file lies inside the cache folder: a name that leaves it
        // (absolute, or through "..") would make training map any file.
        const fs::path file(entry.file);
        if (entry.file.empty() || file.is_absolute() ||
            std::any_of(file.begin(), file.end(), [](const fs::path& part) { return part == ".."; }))
            throw InputError(path, "cases.file", "'" + entry.file + "' is not a file inside the cache folder");
        index.cases.push_back(entry);
    }
    if (index.cases.empty())
        throw InputError(path, "cases", "the cache holds no cases");
    return index;
}

}  // namespace segstudio
