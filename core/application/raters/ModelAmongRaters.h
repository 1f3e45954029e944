#pragma once
// Use case "the model among the raters": when `evaluate` scores a model
// against a dataset's references (<dataset>/labelsTr/, a folder or one map
// in it) and the dataset has raters (raters/<name>/labelsTr/, see
// RaterAgreement.h), each rater's map of a case the model was scored on is
// scored against the same reference with the same request (labels or
// regions, tolerance, ignore label). Per structure, the model's mean Dice
// over the cases any rater labelled is set beside each rater's mean Dice,
// and said to lie within, below or above the raters' range. Where the
// reference is the raters' consensus (`agree --write-consensus`), this is
// "the model against the consensus beside the raters against it".
// Qt-free; any thread.
#include <optional>
#include <string>
#include <vector>

#include "application/review/EvaluatePredictions.h"

namespace segstudio::application {

enum class RaterStanding { Within, Below, Above };
const char* raterStandingName(RaterStanding standing);  // "within", "below", "above"

struct RaterMean {
    std::string rater;
    double dice = 0;  // mean over the cases this rater labelled; NaN when absent from all
    int cases = 0;
};

struct StructureAmongRaters {
    int label = 0;
    std::string structure;         // the label's value, or the region's name
    double modelDice = 0;          // the model's mean over the cases any rater labelled
    std::vector<RaterMean> raters;  // by rater name
    std::optional<RaterStanding> standing;  // unset when a mean is NaN
};

struct ModelAmongRaters {
    std::string dataset;
    std::vector<std::string> raters;  // those with a map of a scored case, by name
    std::vector<std::string> cases;   // the scored cases some rater labelled
    std::vector<StructureAmongRaters> structures;
};

// nullopt when the references are not in a dataset's labelsTr/ or no rater
// labelled a case in `modelCases` (evaluatePredictions(request)'s result).
// Throws InputError naming the file of a rater's map that cannot be read or
// lies on another grid than its reference.
std::optional<ModelAmongRaters> modelAmongRaters(const EvaluationRequest& request,
                                                 const std::vector<io::CaseEvaluation>& modelCases);

}  // namespace segstudio::application
