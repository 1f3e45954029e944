#include "common/formats/KFoldSplit.h"

#include <algorithm>
#include <random>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"

namespace segstudio {

std::vector<Fold> makeKFoldSplits(std::vector<std::string> caseIds, int folds, uint64_t seed)
{
    if (folds < 2)
        throw InputError("", "folds", "must be at least 2 (got " + std::to_string(folds) + ")");
    if (static_cast<int>(caseIds.size()) < folds)
        throw InputError("", "folds",
                         std::to_string(folds) + "-fold cross-validation needs at least " + std::to_string(folds) +
                             " cases, the dataset has " + std::to_string(caseIds.size()));
    std::sort(caseIds.begin(), caseIds.end());
    std::mt19937_64 random(seed);
    std::shuffle(caseIds.begin(), caseIds.end(), random);
    std::vector<Fold> splits(static_cast<std::size_t>(folds));
    for (std::size_t i = 0; i < caseIds.size(); ++i)
        for (int f = 0; f < folds; ++f)
            (static_cast<int>(i % folds) == f ? splits[f].val : splits[f].train).push_back(caseIds[i]);
    for (Fold& fold : splits) {
        std::sort(fold.train.begin(), fold.train.end());
        std::sort(fold.val.begin(), fold.val.end());
    }
    return splits;
}

void saveSplits(const std::string& path, const std::vector<Fold>& splits)
{
    Json json = Json::array();
    for (const Fold& fold : splits)
        json.push_back({{"train", fold.train}, {"val", fold.val}});
    writeJsonFile(path, json);
}

std::vector<Fold> loadSplits(const std::string& path)
{
    const Json json = readJsonFile(path);
    if (!json.is_array() || json.empty())
        throw InputError(path, "", "must be a non-empty array of {\"train\": [...], \"val\": [...]}");
    std::vector<Fold> splits;
    for (std::size_t f = 0; f < json.size(); ++f) {
        const std::string where = "fold " + std::to_string(f);
        Fold fold;
        fold.train = requireField<std::vector<std::string>>(json[f], "train", path + " (" + where + ")");
        fold.val = requireField<std::vector<std::string>>(json[f], "val", path + " (" + where + ")");
        splits.push_back(std::move(fold));
    }
    return splits;
}

}  // namespace segstudio
