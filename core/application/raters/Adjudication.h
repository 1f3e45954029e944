#pragma once
// Use case "adjudicate a label of a case" (several raters, RaterAgreement.h):
// the adjudicator sees where the raters disagree about a label, takes one
// rater's version of it or the consensus's into the case's reference, edits
// it with the usual tools, and saves it as the dataset's reference. Saving
// goes through acceptCorrection (the previous reference kept in the
// dataset's history) and appends the decision to <case>.adjudication.json
// beside the reference: label, the version taken, who decided, the raters,
// the date. Qt-free; any thread.
#include <string>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio::application {

// uint8 on the maps' grid: 1 where some raters gave `label` and others did
// not, else 0. The maps must share one grid (throws std::invalid_argument).
Volume raterDisagreement(const std::vector<Volume>& raterMaps, int label);

// `base` with `label` replaced by `chosen`'s: base's voxels of the label
// become background, then every voxel `chosen` gives the label takes it
// (over another label of base's). Other labels are kept. `base` may be
// empty (no reference yet): background then. Same grid (std::invalid_argument).
Volume takeLabelFrom(const Volume& base, const Volume& chosen, int label);

struct AdjudicationDecision {
    std::string caseId;
    int label = 0;
    std::string source;       // the version taken: a rater's name, "consensus (staple)", ...
    std::string adjudicator;  // who decided; required
    std::vector<std::string> raters;
};

struct SavedAdjudication {
    std::string referenceFile;      // labelsTr/<case><ending>
    std::string previousReference;  // its former map in the history; empty when there was none
    std::string provenanceFile;     // <case>.adjudication.json
};

// `labels`: the adjudicated map on the scan's grid as stored in its file.
// Throws InputError naming the field: no adjudicator, and what
// acceptCorrection refuses (labels the dataset does not declare, another grid).
SavedAdjudication saveAdjudicatedReference(const std::string& datasetRoot, const std::vector<std::string>& imageFiles,
                                           Volume labels, const AdjudicationDecision& decision);

}  // namespace segstudio::application
