#include "io/Dataset.h"

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

#include "common/system/AtomicFile.h"
#include "common/formats/JsonFile.h"

namespace segstudio::io {

namespace fs = std::filesystem;

namespace {

const char* const kLabelSuffixes[] = {"_label", "_labels", "_seg", "_mask"};

std::vector<fs::path> scanFilesIn(const fs::path& folder)
{
    const std::vector<std::string> names = listScanFiles(folder.string());
    return {names.begin(), names.end()};
}

// "case_0001" -> ("case", 1); other names -> (name, -1).
std::pair<std::string, int> splitChannelSuffix(const std::string& stem)
{
    static const std::regex channelSuffix("^(.+)_([0-9]{4})$");
    std::smatch match;
    if (std::regex_match(stem, match, channelSuffix))
        return {match[1].str(), std::stoi(match[2].str())};
    return {stem, -1};
}

// Groups image files into cases by name; files "<case>_XXXX" are channels.
std::map<std::string, std::map<int, std::string>> groupChannelFiles(const std::vector<fs::path>& files,
                                                                     const std::string& ending = "")
{
    std::map<std::string, std::map<int, std::string>> cases;
    for (const fs::path& file : files) {
        const std::string name = file.filename().string();
        std::string stem = ending.empty() ? stripScanExtension(name) : name.substr(0, name.size() - ending.size());
        const auto [caseId, channel] = splitChannelSuffix(stem);
        cases[caseId][std::max(channel, 0)] = file.string();
    }
    return cases;
}

std::string findLabelFile(const fs::path& labelFolder, const std::string& caseId)
{
    for (const fs::path& file : scanFilesIn(labelFolder))
        if (stripScanExtension(file.filename().string()) == caseId)
            return file.string();
    return {};
}

void checkChannelNumbering(DatasetDescription& dataset, const std::string& caseId,
                           const std::map<int, std::string>& channels)
{
    int expected = 0;
    for (const auto& [index, file] : channels) {
        if (index != expected) {
            dataset.discoveryProblems.push_back(
                {caseId, file, "channels", "channel files are not numbered 0000, 0001, ... without gaps"});
            return;
        }
        ++expected;
    }
}

DatasetCase caseFromChannels(DatasetDescription& dataset, const std::string& caseId,
                             const std::map<int, std::string>& channels)
{
    checkChannelNumbering(dataset, caseId, channels);
    DatasetCase c;
    c.id = caseId;
    for (const auto& [index, file] : channels)
        c.imageFiles.push_back(file);
    return c;
}

// ------------------------------------------------------ dataset.json ----

std::map<int, std::string> parseMsdLabels(const Json& labels, const std::string& file)
{
    std::map<int, std::string> result;
    for (const auto& [key, name] : labels.items()) {
        try {
            result[std::stoi(key)] = name.is_string() ? name.get<std::string>() : name.dump();
        } catch (const std::exception&) {
            throw InputError(file, "labels." + key, "label values must be integers");
        }
    }
    return result;
}

// nnU-Net v2 "labels": {"background": 0, "liver": 1} or, region-based,
// {"background": 0, "whole tumor": [1, 2, 3], "enhancing tumor": 3} with
// "regions_class_order". Fills dataset.labels (and dataset.regions).
void parseV2Labels(DatasetDescription& dataset, const Json& json, const std::string& file)
{
    // Regions pair with regions_class_order by position, and Json sorts keys:
    // read the labels again in the file's order.
    const auto ordered = parseOrderedJson(readWholeFile(file), file);
    const nlohmann::ordered_json labels = ordered.is_object() && ordered.contains("labels")
                                              ? ordered["labels"]
                                              : parseOrderedJson(json.at("labels").dump(), file);
    bool regionBased = false;
    for (const auto& [name, value] : labels.items())
        regionBased |= value.is_array();
    for (const auto& [name, value] : labels.items()) {
        if (name == "ignore") {
            if (!value.is_number_integer() || value.get<int>() <= 0)
                throw InputError(file, "labels.ignore", "must be one positive integer label value");
            dataset.ignoreLabelValue = value.get<int>();
            continue;
        }
        std::vector<int> values;
        if (value.is_number_integer())
            values.push_back(value.get<int>());
        else if (value.is_array() && std::all_of(value.begin(), value.end(), [](const auto& v) { return v.is_number_integer(); }))
            values = value.get<std::vector<int>>();
        else
            throw InputError(file, "labels." + name, "must be an integer label value or a list of them (a region)");
        if (!regionBased) {
            if (!dataset.labels.emplace(values.front(), name).second)
                throw InputError(file, "labels." + name, "value " + std::to_string(values.front()) + " is declared twice");
            continue;
        }
        if (values.size() == 1 && values.front() == 0) {
            dataset.labels[0] = name;
            continue;
        }
        std::sort(values.begin(), values.end());
        values.erase(std::unique(values.begin(), values.end()), values.end());
        dataset.regions.regions.push_back({name, values});
        for (int v : values)
            dataset.labels.emplace(v, "label " + std::to_string(v));
        if (values.size() == 1)
            dataset.labels[values.front()] = name;
    }
    if (dataset.ignoreLabelValue)
        for (const auto& [declared, name] : dataset.labels)
            if (declared >= *dataset.ignoreLabelValue)
                throw InputError(file, "labels.ignore",
                                 "value " + std::to_string(*dataset.ignoreLabelValue) + " must be above every other label value ('" +
                                     name + "' is " + std::to_string(declared) + "), as nnU-Net requires");
    if (!regionBased)
        return;
    if (!json.contains("regions_class_order"))
        throw InputError(file, "regions_class_order",
                         "missing: region-based labels need the label value each region writes, in the regions' order");
    try {
        dataset.regions.classOrder = getChecked<std::vector<int>>(json.at("regions_class_order"));
    } catch (const nlohmann::json::exception&) {
        throw InputError(file, "regions_class_order", "must be a list of integer label values");
    }
    dataset.regions.validate(file);
    dataset.labels.emplace(0, "background");
}

std::vector<std::string> parseChannelNames(const Json& channels, const std::string& file, const std::string& field)
{
    if (!channels.is_object() || channels.empty())
        throw InputError(file, field, "must be an object like {\"0\": \"CT\"}");
    std::map<int, std::string> byIndex;
    for (const auto& [key, name] : channels.items()) {
        try {
            byIndex[std::stoi(key)] = name.get<std::string>();
        } catch (const std::exception&) {
            throw InputError(file, field + "." + key, "channel keys must be 0, 1, ... and names strings");
        }
    }
    std::vector<std::string> names;
    for (const auto& [index, name] : byIndex) {
        if (index != static_cast<int>(names.size()))
            throw InputError(file, field, "channel indices must be 0, 1, ... without gaps");
        names.push_back(name);
    }
    return names;
}

std::string resolveListed(const fs::path& root, const std::string& listed)
{
    return (root / fs::path(listed).lexically_normal()).lexically_normal().string();
}

// MSD lists "./imagesTr/x.nii.gz"; nnU-Net-converted copies hold x_0000.nii.gz.
std::vector<std::string> listedImageFiles(const fs::path& root, const std::string& listed, int channels)
{
    const std::string path = resolveListed(root, listed);
    if (fs::exists(path))
        return {path};
    const fs::path p(path);
    const std::string name = p.filename().string();
    const std::string stem = stripScanExtension(name);
    const std::string extension = name.substr(stem.size());
    std::vector<std::string> files;
    for (int c = 0; c < channels; ++c) {
        char suffix[16];
        std::snprintf(suffix, sizeof suffix, "_%04d", c);
        const fs::path candidate = p.parent_path() / (stem + suffix + extension);
        if (!fs::exists(candidate))
            return {path};  // neither layout: report the listed name as missing
        files.push_back(candidate.string());
    }
    return files;
}

void openMsd(DatasetDescription& dataset, const Json& json, const std::string& file)
{
    const fs::path root(dataset.root);
    dataset.layout = "msd";
    dataset.channelNames = parseChannelNames(json.at("modality"), file, "modality");
    if (json.contains("labels"))
        dataset.labels = parseMsdLabels(json["labels"], file);
    if (!json.contains("training") || !json["training"].is_array())
        throw InputError(file, "training", "must list the training cases as [{\"image\": ..., \"label\": ...}]");
    const Json& training = json["training"];
    for (std::size_t i = 0; i < training.size(); ++i) {
        const Json& entry = training[i];
        const std::string where = "training[" + std::to_string(i) + "]";
        if (!entry.is_object() || !entry.contains("image") || !entry["image"].is_string())
            throw InputError(file, where, "needs an \"image\" path");
        DatasetCase c;
        const std::string listed = entry["image"].get<std::string>();
        c.id = stripScanExtension(fs::path(listed).filename().string());
        c.imageFiles = listedImageFiles(root, listed, dataset.channelCount());
        for (const std::string& image : c.imageFiles)
            if (!fs::exists(image))
                dataset.discoveryProblems.push_back({c.id, image, "image", "listed in dataset.json but missing"});
        if (entry.contains("label") && entry["label"].is_string()) {
            c.labelFile = resolveListed(root, entry["label"].get<std::string>());
            if (!fs::exists(c.labelFile))
                dataset.discoveryProblems.push_back({c.id, c.labelFile, "label", "listed in dataset.json but missing"});
        }
        dataset.training.push_back(c);
    }
    if (json.contains("numTraining") && json["numTraining"].is_number_integer() &&
        json["numTraining"].get<std::size_t>() != dataset.training.size())
        dataset.discoveryProblems.push_back({"", file, "numTraining",
                                             "says " + json["numTraining"].dump() + " but " +
                                                 std::to_string(dataset.training.size()) + " cases are listed"});
    if (json.contains("test") && json["test"].is_array())
        for (const Json& entry : json["test"])
            if (entry.is_string()) {
                DatasetCase c;
                c.id = stripScanExtension(fs::path(entry.get<std::string>()).filename().string());
                c.imageFiles = listedImageFiles(root, entry.get<std::string>(), dataset.channelCount());
                dataset.test.push_back(c);
            }
}

void addCasesFromFolders(DatasetDescription& dataset, const fs::path& imageFolder, const fs::path& labelFolder,
                         const std::string& ending)
{
    std::vector<fs::path> images = scanFilesIn(imageFolder);
    if (!ending.empty())
        images.erase(std::remove_if(images.begin(), images.end(),
                                    [&](const fs::path& p) {
                                        const std::string n = p.filename().string();
                                        return n.size() < ending.size() ||
                                               n.compare(n.size() - ending.size(), ending.size(), ending) != 0;
                                    }),
                     images.end());
    std::set<std::string> labelled;
    for (const auto& [caseId, channels] : groupChannelFiles(images, ending)) {
        DatasetCase c = caseFromChannels(dataset, caseId, channels);
        c.labelFile = findLabelFile(labelFolder, caseId);
        if (c.labelFile.empty())
            dataset.discoveryProblems.push_back({caseId, c.imageFiles.front(), "label",
                                                 "image without a label map in " + labelFolder.string()});
        else
            labelled.insert(caseId);
        dataset.training.push_back(c);
    }
    std::set<std::string> imageCases;
    for (const DatasetCase& c : dataset.training)
        imageCases.insert(c.id);
    for (const fs::path& label : scanFilesIn(labelFolder)) {
        const std::string caseId = stripScanExtension(label.filename().string());
        if (!imageCases.count(caseId))
            dataset.discoveryProblems.push_back({caseId, label.string(), "image", "label map without an image"});
    }
}

void readInstancesFlag(DatasetDescription& dataset, const Json& json, const std::string& file)
{
    if (!json.contains("instances"))
        return;
    if (!json["instances"].is_boolean())
        throw InputError(file, "instances", "must be true or false");
    dataset.instances = json["instances"].get<bool>();
    if (!dataset.instances)
        return;
    if (dataset.labels.size() != 2 || !dataset.labels.count(0) || !dataset.labels.count(1) ||
        !dataset.regions.empty() || dataset.ignoreLabelValue)
        throw InputError(file, "labels", "an instance dataset declares {\"background\": 0, \"<object>\": 1}; its "
                                         "label maps hold one id per object");
    dataset.labels[2] = dataset.labels[1] + " boundary";
}

// "segment_codes": a user's DICOM codes per label, keyed by a declared
// label's name or value (dicom/SegmentCodes.h).
void readSegmentCodes(DatasetDescription& dataset, const Json& json, const std::string& file)
{
    if (!json.contains("segment_codes"))
        return;
    const Json& entries = json.at("segment_codes");
    if (!entries.is_object())
        throw InputError(file, "segment_codes", "is not an object keyed by label name");
    for (const auto& [key, entry] : entries.items()) {
        std::optional<int> value;
        for (const auto& [declared, name] : dataset.labels)
            if (declared > 0 && (name == key || std::to_string(declared) == key))
                value = declared;
        if (!value)
            throw InputError(file, "segment_codes." + key, "names no label (other than background) of \"labels\"");
        dataset.segmentCodes[*value] = dicom::segmentCodesFromJson(entry, file, "segment_codes." + key);
    }
}

void openNnUNetV2(DatasetDescription& dataset, const Json& json, const std::string& file)
{
    dataset.layout = "nnunet-v2";
    dataset.channelNames = parseChannelNames(json.at("channel_names"), file, "channel_names");
    if (!json.contains("labels") || !json["labels"].is_object())
        throw InputError(file, "labels", "must map label names to values, e.g. {\"background\": 0, \"liver\": 1}");
    parseV2Labels(dataset, json, file);
    readInstancesFlag(dataset, json, file);
    const std::string ending = json.value("file_ending", ".nii.gz");
    const fs::path root(dataset.root);
    addCasesFromFolders(dataset, root / "imagesTr", root / "labelsTr", ending);
    if (fs::is_directory(root / "imagesTs"))
        for (const auto& [caseId, channels] : groupChannelFiles(scanFilesIn(root / "imagesTs"), ending)) {
            DatasetCase c;
            c.id = caseId;
            for (const auto& [index, path] : channels)
                c.imageFiles.push_back(path);
            dataset.test.push_back(c);
        }
}

// ---------------------------------------------------- plain folders ----

bool hasLabelSuffix(const std::string& stem, std::string* base)
{
    for (const char* suffix : kLabelSuffixes) {
        const std::string s(suffix);
        if (stem.size() > s.size() && stem.compare(stem.size() - s.size(), s.size(), s) == 0) {
            *base = stem.substr(0, stem.size() - s.size());
            return true;
        }
    }
    return false;
}

void openFlatFolder(DatasetDescription& dataset)
{
    std::vector<fs::path> images;
    std::map<std::string, std::string> labelsByCase;
    for (const fs::path& file : scanFilesIn(dataset.root)) {
        std::string base;
        if (hasLabelSuffix(stripScanExtension(file.filename().string()), &base))
            labelsByCase[base] = file.string();
        else
            images.push_back(file);
    }
    for (const auto& [caseId, channels] : groupChannelFiles(images)) {
        DatasetCase c = caseFromChannels(dataset, caseId, channels);
        const auto label = labelsByCase.find(caseId);
        if (label == labelsByCase.end())
            dataset.discoveryProblems.push_back(
                {caseId, c.imageFiles.front(), "label", "image without a label map (expected " + caseId + "_label.*)"});
        else
            c.labelFile = label->second;
        dataset.training.push_back(c);
    }
}

void describeChannelsFromCases(DatasetDescription& dataset)
{
    std::size_t channels = 1;
    for (const DatasetCase& c : dataset.training)
        channels = std::max(channels, c.imageFiles.size());
    dataset.channelNames.assign(channels, "unknown");
}

void checkRootFolder(const std::string& root)
{
    std::error_code error;
    if (!fs::exists(root, error))
        throw InputError(root, "", "does not exist");
    if (!fs::is_directory(root, error))
        throw InputError(root, "", "is not a folder; a dataset is a folder (dataset.json, imagesTr/, labelsTr/)");
    if (fs::is_empty(root, error))
        throw InputError(root, "", "is an empty folder");
    if (error)
        throw InputError(root, "", "cannot be listed: " + error.message());
}

}  // namespace

DatasetDescription openDataset(const std::string& rootPath)
{
    checkRootFolder(rootPath);
    DatasetDescription dataset;
    dataset.root = fs::path(rootPath).lexically_normal().string();
    dataset.name = fs::path(dataset.root).filename().string();
    if (dataset.name.empty())
        dataset.name = fs::path(dataset.root).parent_path().filename().string();
    const fs::path root(dataset.root);
    const std::string jsonPath = (root / "dataset.json").string();
    if (fs::exists(jsonPath)) {
        const Json json = readJsonFile(jsonPath);
        if (!json.is_object())
            throw InputError(jsonPath, "", "must hold a JSON object");
        if (json.contains("name") && json["name"].is_string())
            dataset.name = json["name"].get<std::string>();
        try {
            if (json.contains("channel_names"))
                openNnUNetV2(dataset, json, jsonPath);
            else if (json.contains("modality"))
                openMsd(dataset, json, jsonPath);
            else
                throw InputError(jsonPath, "", "has neither \"modality\" (MSD) nor \"channel_names\" (nnU-Net v2)");
            readSegmentCodes(dataset, json, jsonPath);
        } catch (const nlohmann::json::exception& error) {
            throw InputError(jsonPath, "", std::string("malformed: ") + error.what());
        }
    } else {
        dataset.layout = "folder";
        if (fs::is_directory(root / "imagesTr") && fs::is_directory(root / "labelsTr"))
            addCasesFromFolders(dataset, root / "imagesTr", root / "labelsTr", "");
        else if (fs::is_directory(root / "images") && fs::is_directory(root / "labels"))
            addCasesFromFolders(dataset, root / "images", root / "labels", "");
        else
            openFlatFolder(dataset);
        describeChannelsFromCases(dataset);
    }
    if (dataset.training.empty())
        throw InputError(dataset.root, "",
                         "holds no training cases: expected dataset.json (MSD or nnU-Net v2), imagesTr/ + labelsTr/, "
                         "images/ + labels/, or image files paired with <name>_label files");
    return dataset;
}

std::vector<DatasetCase> listCasesInFolder(const std::string& folder)
{
    std::vector<DatasetCase> cases;
    for (const auto& [caseId, channels] : groupChannelFiles(scanFilesIn(folder))) {
        DatasetCase c;
        c.id = caseId;
        for (const auto& [index, file] : channels)
            c.imageFiles.push_back(file);
        cases.push_back(c);
    }
    return cases;
}

}  // namespace segstudio::io
