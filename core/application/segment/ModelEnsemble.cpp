#include "application/segment/ModelEnsemble.h"
#include "application/segment/ModelTrust.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <filesystem>

#include "common/Errors.h"
#include "common/image/Uncertainty.h"
#include "engine/infer/MonaiBundle.h"
#include "engine/infer/NnUNetModel.h"

namespace segstudio::application {

namespace fs = std::filesystem;

namespace {

constexpr float kSmallestProbability = 1e-30f;  // softmax: log 1e-30 = -69
constexpr float kSigmoidMargin = 1e-7f;          // sigmoid: float resolves 1 - 1e-7, log-odds within +-16.1

// A member's probability in the space the ensemble averages in.
float toAveraged(float p, EnsembleAverage average, bool sigmoid)
{
    if (average == EnsembleAverage::Probabilities)
        return p;
    if (!sigmoid)
        return std::log(std::max(p, kSmallestProbability));
    const float q = std::clamp(p, kSigmoidMargin, 1.0f - kSigmoidMargin);
    return std::log(q / (1.0f - q));
}

// The mean (sum / members, planar classes x voxels) back to probabilities.
void toProbabilities(std::vector<float>& sum, int members, int classes, EnsembleAverage average, bool sigmoid)
{
    const float scale = 1.0f / static_cast<float>(members);
    for (float& v : sum)
        v *= scale;
    if (average == EnsembleAverage::Probabilities)
        return;
    if (sigmoid) {
        for (float& v : sum)
            v = 1.0f / (1.0f + std::exp(-v));
        return;
    }
    const std::size_t voxels = sum.size() / static_cast<std::size_t>(classes);
    for (std::size_t v = 0; v < voxels; ++v) {
        float largest = sum[v];
        for (int k = 1; k < classes; ++k)
            largest = std::max(largest, sum[k * voxels + v]);
        float total = 0;
        for (int k = 0; k < classes; ++k)
            total += (sum[k * voxels + v] = std::exp(sum[k * voxels + v] - largest));
        for (int k = 0; k < classes; ++k)
            sum[k * voxels + v] /= total;
    }
}

// Members' rows combined as ModelEnsemble::probabilities combines whole volumes.
class EnsembleRows : public engine::RowPrediction {
public:
    EnsembleRows(std::vector<std::unique_ptr<engine::RowPrediction>> members, int classes, EnsembleAverage average,
                 bool sigmoid)
        : m_members(std::move(members)), m_classes(classes), m_average(average), m_sigmoid(sigmoid)
    {
    }

    std::optional<engine::PredictedRows> next(const std::atomic<bool>* cancel) override
    {
        std::optional<engine::PredictedRows> sum;
        for (auto& member : m_members) {
            std::optional<engine::PredictedRows> rows = member->next(cancel);
            if (!rows)
                return std::nullopt;
            if (m_members.size() == 1)
                return rows;
            if (sum && (rows->firstRow != sum->firstRow || rows->rows != sum->rows))
                throw std::logic_error("ensemble members returned different rows");
            if (!sum) {
                sum = engine::PredictedRows{rows->firstRow, rows->rows, std::vector<float>(rows->probabilities.size(), 0.0f)};
            }
            for (std::size_t v = 0; v < rows->probabilities.size(); ++v)
                sum->probabilities[v] += toAveraged(rows->probabilities[v], m_average, m_sigmoid);
        }
        toProbabilities(sum->probabilities, static_cast<int>(m_members.size()), m_classes, m_average, m_sigmoid);
        return sum;
    }

private:
    std::vector<std::unique_ptr<engine::RowPrediction>> m_members;
    int m_classes;
    EnsembleAverage m_average;
    bool m_sigmoid;
};

}  // namespace

std::vector<std::string> expandModelPaths(const std::vector<std::string>& paths)
{
    std::vector<std::string> expanded;
    for (const std::string& path : paths) {
        std::vector<std::string> folds;
        std::error_code error;
        if (engine::isNnUNetResultsFolder(path)) {  // its folds that hold a checkpoint
            folds = engine::nnunetFolds(path);
            if (folds.empty())
                throw InputError(path, "fold_*", "no fold of this nnU-Net results folder holds checkpoint_final.pth");
            expanded.insert(expanded.end(), folds.begin(), folds.end());
            continue;
        }
        if (engine::isMonaiBundle(path)) {
            expanded.push_back(path);
            continue;
        }
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
    requireTrustedModules(paths);
    for (const std::string& path : expandModelPaths(paths))
        m_members.push_back(std::make_unique<engine::Predictor>(path, device, cpuThreads));
    m_info = m_members.front()->info();
    for (std::size_t m = 1; m < m_members.size(); ++m) {
        const engine::ModelInfo& other = m_members[m]->info();
        const std::string file = other.descriptionFile();
        if (other.isMonaiBundle() != m_info.isMonaiBundle() ||
            (other.isMonaiBundle() &&
             (other.monai->axcodes != m_info.monai->axcodes || other.monai->resampledAxes != m_info.monai->resampledAxes ||
              other.monai->steps != m_info.monai->steps || other.monai->cropMarginVoxels != m_info.monai->cropMarginVoxels)))
            throw InputError(file, "preprocessing",
                             "frames the scan otherwise than " + m_info.folder +
                                 " (a MONAI bundle's orientation, spacing or crop); an ensemble needs the same");
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
        if (members == 1) {
            sum = p;
        } else {
            sum.resize(p.size(), 0.0f);
            for (std::size_t v = 0; v < p.size(); ++v)
                sum[v] += toAveraged(p[v], m_average, sigmoid);
        }
    }
    const float scale = 1.0f / static_cast<float>(members);
    if (members > 1)
        toProbabilities(sum, members, m_info.classes, m_average, sigmoid);
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

std::unique_ptr<engine::RowPrediction> ModelEnsemble::predictRows(int channels, const Size3& sizeXyz,
                                                                  const engine::PredictOptions& options,
                                                                  engine::PreprocessedRowReader read,
                                                                  int64_t firstNeededRow,
                                                                  const std::function<void(int, int)>& progress)
{
    // The members' windows must match, so that they finish the same rows.
    for (const auto& member : m_members) {
        const engine::ModelInfo& other = member->info();
        if (other.patchXyz != m_info.patchXyz || other.network.dimensions != m_info.network.dimensions)
            throw InputError(other.folder, "patch_size_xyz",
                             "block-wise prediction runs an ensemble's members window by window together, so their "
                             "patches must match " + m_info.folder + "'s; segment with one model, or in one pass");
    }
    // Each member reads the same ranges in the same order: a range read for
    // the first is kept until the last has taken it.
    struct SharedRows {
        struct Range {
            int64_t first, end;
            std::vector<float> values;
        };
        std::deque<Range> ranges;
        int64_t frontIndex = 0;         // the index of ranges.front() in the sequence
        std::vector<int64_t> next;      // per member: the index of its next range
    };
    auto shared = std::make_shared<SharedRows>();
    shared->next.assign(m_members.size(), 0);
    auto readerOf = [shared, read](std::size_t member) {
        return [shared, read, member](int64_t first, int64_t end) {
            SharedRows& s = *shared;
            const int64_t index = s.next[member]++;
            if (index - s.frontIndex == static_cast<int64_t>(s.ranges.size()))
                s.ranges.push_back({first, end, read(first, end)});
            const SharedRows::Range& range = s.ranges[static_cast<std::size_t>(index - s.frontIndex)];
            if (range.first != first || range.end != end)
                throw std::logic_error("ensemble members read different rows");
            std::vector<float> values = range.values;
            while (!s.ranges.empty() && *std::min_element(s.next.begin(), s.next.end()) > s.frontIndex) {
                s.ranges.pop_front();
                ++s.frontIndex;
            }
            return values;
        };
    };
    const int members = static_cast<int>(m_members.size());
    std::vector<std::unique_ptr<engine::RowPrediction>> rows;
    for (int m = 0; m < members; ++m)
        rows.push_back(m_members[static_cast<std::size_t>(m)]->predictRows(
            channels, sizeXyz, options, readerOf(static_cast<std::size_t>(m)), firstNeededRow, [progress, m, members](int done, int total) {
                if (progress && m == members - 1)
                    progress(done, total);
            }));
    return std::make_unique<EnsembleRows>(std::move(rows), m_info.classes, m_average, m_info.preprocessing.regionBased());
}

}  // namespace segstudio::application
