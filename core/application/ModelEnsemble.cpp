#include "application/ModelEnsemble.h"

#include <algorithm>
#include <filesystem>

#include "common/Errors.h"
#include "common/Uncertainty.h"

namespace segstudio::application {

namespace fs = std::filesystem;

std::vector<std::string> expandModelPaths(const std::vector<std::string>& paths)
{
    std::vector<std::string> expanded;
    for (const std::string& path : paths) {
        std::vector<std::string> folds;
        std::error_code error;
        const bool isRunOrPackage = fs::exists(fs::path(path) / "model.json") || fs::exists(fs::path(path) / "config.json") ||
                                    fs::exists(fs::path(path) / engine::kTorchScriptSidecarFile);
        if (!isRunOrPackage)
            for (const auto& entry : fs::directory_iterator(path, error))
                if (entry.is_directory() && entry.path().filename().string().rfind("fold_", 0) == 0)
                    folds.push_back(entry.path().string());
        std::sort(folds.begin(), folds.end());
        if (folds.empty())
            expanded.push_back(path);
        else
            expanded.insert(expanded.end(), folds.begin(), folds.end());
    }
    if (expanded.empty())
        throw InputError("", "--model", "no model given");
    return expanded;
}

ModelEnsemble::ModelEnsemble(const std::vector<std::string>& paths, const std::string& device, int cpuThreads)
{
    for (const std::string& path : expandModelPaths(paths))
        m_members.push_back(std::make_unique<engine::Predictor>(path, device, cpuThreads));
    m_info = m_members.front()->info();
    for (std::size_t m = 1; m < m_members.size(); ++m) {
        const engine::ModelInfo& other = m_members[m]->info();
        const std::string file = other.folder + "/" + (other.isTorchScript() ? engine::kTorchScriptSidecarFile : "model.json");
        if (other.inputChannels != m_info.inputChannels)
            throw InputError(file, "input_channels", "differs from " + m_info.folder + "; an ensemble needs the same channels");
        if (other.preprocessing.labelValues != m_info.preprocessing.labelValues)
            throw InputError(file, "preprocessing.label_values", "differs from " + m_info.folder);
        if (other.preprocessing.toJson() != m_info.preprocessing.toJson())
            throw InputError(file, "preprocessing",
                             "differs from " + m_info.folder + " (spacing or normalisation); ensembles average "
                             "models trained on the same preprocessed dataset");
        std::vector<std::vector<int>> both;
        for (const std::vector<int>& structure : m_info.keepLargestComponent)
            if (std::count(other.keepLargestComponent.begin(), other.keepLargestComponent.end(), structure))
                both.push_back(structure);
        m_info.keepLargestComponent = both;
    }
}

std::vector<float> ModelEnsemble::probabilities(const std::vector<float>& image, int channels, const Size3& sizeXyz,
                                                const engine::PredictOptions& options,
                                                const std::function<void(int, int)>& progress,
                                                const std::atomic<bool>* cancel, std::vector<float>* disagreement)
{
    const int members = static_cast<int>(m_members.size());
    const bool sigmoid = m_info.preprocessing.regionBased();
    DisagreementAccumulator betweenMembers(m_info.classes, sigmoid);
    std::vector<float> withinMembers;  // sum of the members' mirrored disagreement
    std::vector<float> sum;
    for (int m = 0; m < members; ++m) {
        std::vector<float> mirrored;
        const std::vector<float> p = m_members[static_cast<std::size_t>(m)]->probabilities(
            image, channels, sizeXyz, options,
            [&](int done, int total) {
                if (progress)
                    progress(m * total + done, members * total);
            },
            cancel, disagreement ? &mirrored : nullptr);
        if (p.empty())
            return {};
        if (disagreement && members > 1)
            betweenMembers.add(p);
        if (!mirrored.empty()) {
            if (withinMembers.empty())
                withinMembers = std::move(mirrored);
            else
                std::transform(withinMembers.begin(), withinMembers.end(), mirrored.begin(), withinMembers.begin(),
                               std::plus<float>());
        }
        if (sum.empty())
            sum = p;
        else
            std::transform(sum.begin(), sum.end(), p.begin(), sum.begin(), std::plus<float>());
    }
    const float scale = 1.0f / static_cast<float>(members);
    for (float& v : sum)
        v *= scale;
    if (disagreement) {
        *disagreement = betweenMembers.disagreement();
        if (!withinMembers.empty()) {
            if (disagreement->empty())
                disagreement->assign(withinMembers.size(), 0.0f);
            for (std::size_t v = 0; v < withinMembers.size(); ++v)
                (*disagreement)[v] = std::min(1.0f, (*disagreement)[v] + withinMembers[v] * scale);
        }
    }
    return sum;
}

}  // namespace segstudio::application
