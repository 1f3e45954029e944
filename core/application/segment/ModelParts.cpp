#include "application/segment/ModelParts.h"
#include "application/segment/ModelSummary.h"

#include <algorithm>
#include <filesystem>

#include "common/Errors.h"
#include "engine/infer/NnUNetModel.h"

namespace segstudio::application {

namespace fs = std::filesystem;

std::vector<std::string> modelPartsOf(const std::string& folder)
{
    std::error_code error;
    if (!fs::is_directory(folder, error) || engine::isNnUNetResultsFolder(folder) || engine::isNnUNetFold(folder))
        return {};
    std::vector<std::string> parts;
    for (const auto& entry : fs::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_directory() || name.rfind("Dataset", 0) != 0)
            continue;
        std::vector<std::string> results;
        for (const auto& inner : fs::directory_iterator(entry.path(), error))
            if (inner.is_directory() && engine::isNnUNetResultsFolder(inner.path().string()))
                results.push_back(inner.path().string());
        std::sort(results.begin(), results.end());
        if (results.size() > 1) {
            std::string names;
            for (const std::string& r : results)
                names += (names.empty() ? "" : ", ") + fs::path(r).filename().string();
            throw InputError(entry.path().string(), "",
                             "holds several results folders (" + names + "); name the one to use with --model, or "
                             "keep one per dataset folder");
        }
        if (results.size() == 1)
            parts.push_back(results.front());
    }
    std::sort(parts.begin(), parts.end(), [](const std::string& a, const std::string& b) {
        return fs::path(a).parent_path().filename() < fs::path(b).parent_path().filename();
    });
    return parts.size() >= 2 ? parts : std::vector<std::string>{};
}

ModelParts::ModelParts(const std::vector<std::string>& partFolders, const std::string& device, int cpuThreads)
    : m_folders(partFolders)
{
    int offset = 0;
    for (const std::string& folder : partFolders) {
        m_parts.push_back(std::make_unique<ModelEnsemble>(std::vector<std::string>{folder}, device, cpuThreads));
        const engine::ModelInfo& info = m_parts.back()->info();
        if (info.inputChannels != m_parts.front()->info().inputChannels)
            throw InputError(folder, "channel_names",
                             "this part takes " + std::to_string(info.inputChannels) + " channel(s), the first part " +
                                 std::to_string(m_parts.front()->info().inputChannels));
        m_offsets.push_back(offset);
        offset = mergePartLabels(m_labels, info, offset);
    }
    if (offset > 65535)
        throw InputError(partFolders.back(), "labels", "the parts hold more label values than a label map can (65535)");
}

ScanSegmentation ModelParts::segment(const std::vector<Volume>& images, const std::string& caseId,
                                     const std::string& firstFile, const SegmentOptions& options,
                                     const std::function<void(std::size_t, int, int)>& progress,
                                     const std::atomic<bool>* cancel)
{
    if (options.withProbabilities || options.uncertainty)
        throw InputError(m_folders.front(), options.withProbabilities ? "probabilities" : "uncertainty",
                         "a model of several parts writes one label map; its parts have no common classes");
    ScanSegmentation merged;
    merged.labels = Volume::allocate(images.front().geometry, m_labels.rbegin()->first <= 255 ? ScalarType::UInt8
                                                                                              : ScalarType::UInt16);
    for (std::size_t p = 0; p < m_parts.size(); ++p) {
        ScanSegmentation part = segmentScan(*m_parts[p], images, caseId, firstFile, options,
                                            [&](int done, int total) {
                                                if (progress)
                                                    progress(p, done, total);
                                            },
                                            cancel);
        if (part.cancelled) {
            merged.cancelled = true;
            merged.labels = Volume();
            return merged;
        }
        merged.seconds.preprocess += part.seconds.preprocess;
        merged.seconds.network += part.seconds.network;
        merged.seconds.mapBack += part.seconds.mapBack;
        merged.seconds.postprocess += part.seconds.postprocess;
        const int offset = m_offsets[p];
        visitScalarType(part.labels.type, [&](auto partZero) {
            using Part = decltype(partZero);
            const Part* from = part.labels.template data<Part>();
            visitScalarType(merged.labels.type, [&](auto mergedZero) {
                using Merged = decltype(mergedZero);
                Merged* to = merged.labels.template data<Merged>();
                for (int64_t v = 0; v < merged.labels.geometry.voxelCount(); ++v)
                    if (from[v] != 0)
                        to[v] = static_cast<Merged>(static_cast<int>(from[v]) + offset);
            });
        });
    }
    return merged;
}

}  // namespace segstudio::application
