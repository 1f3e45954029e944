#pragma once
// Use case "agreement between raters": several annotators label the same
// cases of a dataset, each in raters/<name>/labelsTr/ beside the dataset's
// labelsTr/ (any subset of the cases, named <case><ending> as the dataset
// names them). For every case that two raters or more have labelled, and
// every label value any of them gave:
//  - each pair of raters: Dice, HD95, surface Dice at the tolerance, volumes
//    and their difference (io/Evaluation.h, the definitions `evaluate` uses);
//  - the consensus (io/RaterConsensus.h: STAPLE or majority vote), and each
//    rater against it: the same metrics, with the rater's sensitivity and
//    specificity;
//  - optionally a model's predictions against the consensus, to set beside
//    the raters' own agreement with it.
// The consensus can become the dataset's reference (labelsTr/) through
// acceptCorrection (the previous map kept in the dataset's history), with
// its provenance in <case>.consensus.json beside it.
// `segstudio-cli agree` calls this. Qt-free; any thread.
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// The io value types this use case shows its callers (metrics and consensus
// parameters); a widget may not include io/ itself (ARCHITECTURE.md, floors).
#define SEGSTUDIO_EXPOSES_IO_TYPES
#include "io/Evaluation.h"
#include "io/RaterConsensus.h"
#undef SEGSTUDIO_EXPOSES_IO_TYPES

namespace segstudio::application {

inline constexpr char kRatersFolder[] = "raters";
inline constexpr char kConsensusName[] = "consensus";  // the consensus's name in pairs
inline constexpr char kModelName[] = "model";          // the predictions' name in pairs

struct Rater {
    std::string name;                          // the folder's name
    std::map<std::string, std::string> files;  // case id -> label map
};

// The raters of a dataset folder, sorted by name. Throws InputError naming
// the folder when it has no raters/ folder, fewer than two raters, or a
// rater's map that names no case of the dataset.
std::vector<Rater> findRaters(const std::string& datasetFolder);

// Each rater's map of one case, as (rater, file) sorted by rater, for the
// workbench: lists raters/*/labelsTr/ only, reads no file; empty without raters.
std::vector<std::pair<std::string, std::string>> raterMapsOfCase(const std::string& datasetFolder,
                                                                 const std::string& caseId);

struct AgreementRequest {
    std::string dataset;
    io::ConsensusMethod method = io::ConsensusMethod::Staple;
    double surfaceToleranceMm = 1.0;
    std::vector<int> labels;        // empty: every value > 0 a rater gave
    std::string predictions;        // a folder of a model's label maps (<case>.*); empty: none
    bool writeConsensus = false;    // the consensus becomes the case's labelsTr/ map
};

// Metrics of one map (`a`) against another (`b`) for one label; `b` is a
// rater, "consensus" or, for `a`, "model".
struct PairAgreement {
    std::string a, b;
    io::LabelMetrics metrics;
};

struct CaseAgreement {
    std::string caseId;
    std::vector<std::string> raters;  // who labelled it, by name
    std::vector<PairAgreement> pairs;             // every pair of raters, for every label
    std::vector<PairAgreement> againstConsensus;  // each rater (and the model) against the consensus
    std::vector<io::LabelConsensus> consensus;    // per label: each rater's sensitivity and specificity
    std::string consensusFile;     // written to labelsTr/; empty when not asked for
    std::string previousReference; // its former map, kept in the dataset's history; empty when none
};

struct LabelSpread {
    int count = 0;
    double mean = 0, sd = 0, min = 0, max = 0;  // NaN when count is 0
};

// A label over the dataset: the raters' pairwise Dice, each rater's Dice
// against the consensus, and the model's.
struct LabelAgreementSummary {
    int label = 0;
    std::string name;              // from dataset.json; empty when undeclared
    LabelSpread pairDice, pairHd95Mm, pairSurfaceDice;
    std::map<std::string, LabelSpread> consensusDice;  // rater (or "model") -> Dice against the consensus
    // The model's mean Dice against the consensus lies within the range of
    // the raters' means; unset without predictions.
    std::optional<bool> modelWithinRaters;
};

struct DatasetAgreement {
    std::string dataset;
    std::string method;  // io::consensusMethodName
    double surfaceToleranceMm = 1.0;
    std::vector<std::string> raters;
    std::vector<CaseAgreement> cases;             // in case order
    std::vector<std::string> casesWithOneRater;   // labelled by one rater only: not scored
    std::vector<LabelAgreementSummary> labels;
    // Case ids by their lowest pairwise Dice over labels, worst first.
    std::vector<std::pair<std::string, double>> worstCases;
};

// One case: every pair of `maps` (the raters' maps, named `raters`, on one
// grid; `files` name them in errors), the consensus by `method`, each rater
// against it. `labels` empty: every value > 0 the maps hold. The consensus
// map goes to `consensusLabels` when given. Throws InputError naming the
// file of a map on another grid.
CaseAgreement scoreCase(const std::string& caseId, const std::vector<std::string>& raters,
                        const std::vector<Volume>& maps, const std::vector<std::string>& files,
                        const std::vector<int>& labels, io::ConsensusMethod method, double surfaceToleranceMm,
                        Volume* consensusLabels = nullptr);

// Scores every case `progress(done, total)` after each; throws InputError
// naming the file on a map that cannot be read or lies on another grid.
DatasetAgreement agreeOnDataset(const AgreementRequest& request,
                                const std::function<void(int, int)>& progress = {});

LabelSpread spreadOf(const std::vector<double>& values);  // NaN values left out

}  // namespace segstudio::application
