#pragma once
// The preprocessed cases of a cache folder, memory-mapped and viewed as
// tensors without copies: image (C, Z, Y, X) float32, labels (Z, Y, X) int16
// or uint8, and each case's foreground samples. Read-only and thread-safe.
#include <torch/torch.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "common/formats/CacheFormat.h"
#include "common/formats/CacheIndex.h"

namespace segstudio::engine {

struct StoredCase {
    std::string id;
    std::shared_ptr<const CacheFile> file;
    torch::Tensor image;   // (C, Z, Y, X) float32 view of the mapping (never written)
    torch::Tensor labels;  // (Z, Y, X) uint8/int16 view; undefined without labels
    Size3 sizeXyz{1, 1, 1};
    std::vector<int> foregroundClasses;  // foreground classes with samples (never the ignore class)

    const VoxelXyz* samplesOf(int label, std::size_t* count) const;
    // Throws InputError naming the case file when labels read from it (a
    // crop, or the whole case) hold a class outside 0..limit-1
    // (CaseStore::cachedClassLimit: the classes and the ignore class), which would
    // reach cross_entropy (on CUDA a device-side assert ends the process).
    // Checked where labels are used, so opening a large cache reads nothing.
    void requireClassesBelow(int limit, int lowestFound, int highestFound) const;
};

class CaseStore {
public:
    // Opens the cases with the given ids (all cases when empty). Throws
    // InputError naming the cache file when one is missing or damaged, or
    // when an id is not in the cache.
    CaseStore(const CacheIndex& index, const std::vector<std::string>& ids = {});

    const CacheIndex& index() const { return m_index; }
    std::size_t size() const { return m_cases.size(); }
    const StoredCase& at(std::size_t i) const { return m_cases[i]; }
    const StoredCase& byId(const std::string& id) const;
    int channels() const { return static_cast<int>(m_index.channelNames.size()); }
    int classes() const { return m_index.numClasses(); }
    // Classes cached label maps may hold: the classes, and the ignore class
    // (PreprocessingPlan::ignoreClass) where the dataset has one.
    int cachedClassLimit() const { return m_index.plan.cachedClassLimit(); }
    // Network outputs: classes, or regions of a region-based plan.
    int outputs() const { return m_index.plan.outputCount(); }
    // Largest case extent per axis (x, y, z), for planning.
    Size3 maxSizeXyz() const;

private:
    CacheIndex m_index;
    std::vector<StoredCase> m_cases;
    std::map<std::string, std::size_t> m_byId;
};

}  // namespace segstudio::engine
