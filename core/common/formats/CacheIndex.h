#pragma once
// cache.json: the index of a preprocessed dataset folder, written by core/io
// (preprocess) and read by the engine. Layout of a cache folder:
//   cache.json          this index
//   fingerprint.json    DatasetFingerprint
//   splits.json         k-fold splits (KFoldSplit.h)
//   cases/<id>-<key>.ssc  one CacheFile per case (CacheFormat.h); <key> hashes
//                       the source files' contents and the preprocessing plan
#include <map>
#include <string>
#include <vector>

#include "common/formats/PreprocessingPlan.h"

namespace segstudio {

struct CacheIndexCase {
    std::string id;
    std::string file;  // relative to the cache folder
};

struct CacheIndex {
    std::string folder;  // absolute or as given; not stored in the file
    std::string datasetName;
    std::vector<std::string> channelNames;
    std::map<int, std::string> labels;  // label value -> name, 0 = background included
    PreprocessingPlan plan;
    std::vector<CacheIndexCase> cases;

    // Classes of the network: the plan's label values (PreprocessingPlan.h).
    int numClasses() const { return plan.classCount(); }
    // The name of class k (its label value's name).
    std::string className(int k) const;
    // Names of the scores validation reports: the foreground classes, or the
    // regions of a region-based plan.
    std::vector<std::string> scoredNames() const;
    std::string casePath(const CacheIndexCase& c) const;
    std::string splitsPath() const;
    std::string fingerprintPath() const;

    // What the cache prepared, in 16 hex digits: the plan and every case's
    // file, whose name carries the key of its source files and the plan. A
    // run records it; equal digests mean the same prepared data.
    std::string contentDigest() const;

    void save() const;  // atomically, to folder/cache.json
    // Throws InputError naming folder/cache.json and the field when malformed,
    // or when the folder is not a SegStudio cache.
    static CacheIndex load(const std::string& folder);
    static bool isCacheFolder(const std::string& folder);
};

}  // namespace segstudio
