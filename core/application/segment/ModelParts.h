#pragma once
// Several nnU-Net models that each segment some of the structures of one
// task, used as one model. TotalSegmentator's "total" task ships as five
// results folders (Dataset291 ... Dataset295): each part segments the
// scan, and the label maps are merged into one. Part 1 keeps its label
// values 1..K1, part 2's are shifted past part 1's largest (K1 + 1 ...),
// and so on. Where parts overlap, a later part wins, as TotalSegmentator
// merges them. Names come from each part's dataset.json.
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "application/segment/ModelEnsemble.h"
#include "application/segment/SegmentScan.h"

namespace segstudio::application {

// The parts of `folder` when it holds two or more nnU-Net dataset folders
// (Dataset<NNN>_<name>), each with one results folder
// (<Trainer>__<Plans>__<configuration>): those results folders, in dataset
// order. Empty when `folder` is anything else. Throws InputError naming a
// dataset folder that holds several results folders, and naming them.
std::vector<std::string> modelPartsOf(const std::string& folder);

class ModelParts {
public:
    // Loads every part (its folds as an ensemble). Throws InputError naming
    // a part whose input channels differ from the first part's.
    ModelParts(const std::vector<std::string>& partFolders, const std::string& device = "auto", int cpuThreads = 0);

    std::size_t size() const { return m_parts.size(); }
    ModelEnsemble& part(std::size_t i) { return *m_parts.at(i); }
    const std::string& folder(std::size_t i) const { return m_folders.at(i); }
    // Merged label value -> "name" (part p's value v is v + offset(p)).
    const std::map<int, std::string>& labels() const { return m_labels; }
    int offset(std::size_t part) const { return m_offsets.at(part); }

    // The merged label map on the scan's grid (with `cancelled` and no
    // labels when `cancel` is set). Options as segmentScan's, for every part;
    // probabilities and uncertainty maps are refused (InputError naming
    // them): parts have no common classes. `progress(part, done, total)`.
    ScanSegmentation segment(const std::vector<Volume>& images, const std::string& caseId, const std::string& firstFile,
                             const SegmentOptions& options,
                             const std::function<void(std::size_t, int, int)>& progress = {},
                             const std::atomic<bool>* cancel = nullptr);

private:
    std::vector<std::string> m_folders;
    std::vector<std::unique_ptr<ModelEnsemble>> m_parts;
    std::vector<int> m_offsets;
    std::map<int, std::string> m_labels;
};

}  // namespace segstudio::application
