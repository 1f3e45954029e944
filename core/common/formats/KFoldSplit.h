#pragma once
// Seeded k-fold cross-validation splits, saved as splits.json in nnU-Net's
// layout: [{"train": [case ids], "val": [case ids]}, ...] (one entry per fold).
#include <cstdint>
#include <string>
#include <vector>

namespace segstudio {

struct Fold {
    std::vector<std::string> train;
    std::vector<std::string> val;
};

// Shuffles the case ids (sorted first, so the input order does not matter)
// with the seed and deals them into `folds` validation sets of near-equal
// size. Throws InputError when there are fewer cases than folds or folds < 2.
std::vector<Fold> makeKFoldSplits(std::vector<std::string> caseIds, int folds, uint64_t seed);

void saveSplits(const std::string& path, const std::vector<Fold>& splits);
// Throws InputError naming the file on malformed content.
std::vector<Fold> loadSplits(const std::string& path);

}  // namespace segstudio
