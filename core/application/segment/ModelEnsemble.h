#pragma once
// Several trained models used as one: the cross-validation folds of a
// dataset, or runs the user names together. Their predictions are averaged
// on the preprocessed grid (as logits by default, as nnU-Net v2 averages
// folds; or as probabilities), so the members must agree on input
// channels, label values and preprocessing plan (target spacing,
// normalisation), which the folds of one dataset always do. Postprocessing:
// the labels every member keeps as largest component.
#include <memory>
#include <string>
#include <vector>

#include "engine/infer/ModelPackage.h"

namespace segstudio::application {

// A run folder, a model package, or a cross-validation folder (holding
// fold_<k> runs, as `train --folds` writes) expanded to its folds' runs.
std::vector<std::string> expandModelPaths(const std::vector<std::string>& paths);

// How members' predictions are combined. Logits: the softmax (sigmoid) of
// the members' mean logits, computed as the softmax of their mean
// log-probabilities (log-odds), which is the same since each member's
// log-softmax differs from its logits by a per-voxel constant (probabilities
// are clamped at 1e-30). Probabilities: the members' mean probabilities.
enum class EnsembleAverage { Logits, Probabilities };

class ModelEnsemble {
public:
    // Loads every model (expandModelPaths) onto `device`. Throws InputError
    // naming the model and the field that differs from the first model's,
    // and UntrustedModel (ModelTrust.h) for a TorchScript module the user
    // has not trusted.
    ModelEnsemble(const std::vector<std::string>& paths, const std::string& device = "auto", int cpuThreads = 0);

    // The first model's description, with the ensemble's postprocessing.
    const engine::ModelInfo& info() const { return m_info; }
    std::size_t size() const { return m_members.size(); }
    std::string deviceName() const { return m_members.front()->deviceName(); }
    EnsembleAverage average() const { return m_average; }
    void setAverage(EnsembleAverage average) { m_average = average; }

    // The members' probabilities (Predictor::probabilities) combined as
    // average() says (one member: its own), empty
    // when cancelled; progress counts the windows of every member.
    // `disagreement` (when given) receives how much the averaged predictions
    // disagree (common/image/Uncertainty.h): the members' mutual information plus
    // the mean of each member's mirrored copies' (with options.mirroring);
    // left empty when there is nothing to disagree (one model, no mirroring).
    std::vector<float> probabilities(const std::vector<float>& image, int channels, const Size3& sizeXyz,
                                     const engine::PredictOptions& options = {},
                                     const std::function<void(int, int)>& progress = {},
                                     const std::atomic<bool>* cancel = nullptr,
                                     std::vector<float>* disagreement = nullptr);
    // The same combined probabilities a few z-rows at a time
    // (Predictor::predictRows): the members run in lockstep, each over the
    // same rows, so `read` is called once per range. No disagreement.
    // Throws InputError when the members' patches or dimensions differ.
    std::unique_ptr<engine::RowPrediction> predictRows(int channels, const Size3& sizeXyz,
                                                       const engine::PredictOptions& options,
                                                       engine::PreprocessedRowReader read, int64_t firstNeededRow = 0,
                                                       const std::function<void(int, int)>& progress = {});
    // Rows the members' row predictions hold at most at once, each.
    int64_t liveRows(const Size3& sizeXyz, const engine::PredictOptions& options) const
    {
        return m_members.front()->liveRows(sizeXyz, options);
    }
    // Whether probabilities() can report a disagreement with these options.
    bool canMeasureDisagreement(const engine::PredictOptions& options) const
    {
        return options.mirroring || m_members.size() > 1;
    }

private:
    std::vector<std::unique_ptr<engine::Predictor>> m_members;
    engine::ModelInfo m_info;
    EnsembleAverage m_average = EnsembleAverage::Logits;
};

}  // namespace segstudio::application
