#pragma once
// Use case "who labels which case" (issue 72): a dataset's cases are
// assigned to raters, each rater saves a map of a case into
// raters/<name>/labelsTr/ (RaterAgreement.h reads them from there), and the
// dataset records who has finished which case. The record is
// raters/assignments.json:
//   {"format": "segstudio-rater-assignments",
//    "cases": [{"case": "c1", "raters": ["ann", "bo"],
//               "finished": {"ann": "2026-12-07T02:10:00Z"}}, ...]}
// Every change reads, changes and writes the file under the dataset's folder
// lock (common/system/FolderLock.h), so raters working at once on a shared
// dataset all land. Errors are InputError naming the file and field.
// Qt-free; any thread.
#include <map>
#include <string>
#include <vector>

#include "common/image/Volume.h"

namespace segstudio::application {

struct CaseAssignment {
    std::string caseId;
    std::vector<std::string> raters;              // assigned, in the order assigned
    std::map<std::string, std::string> finished;  // rater -> UTC time they finished it
};

// Sorted by case id; cases never assigned are absent.
struct RaterAssignments {
    std::vector<CaseAssignment> cases;
    const CaseAssignment* find(const std::string& caseId) const;
};

inline constexpr char kAssignmentsFile[] = "assignments.json";  // in raters/
std::string assignmentsPath(const std::string& datasetRoot);

// Empty when the dataset has no assignments file.
RaterAssignments readAssignments(const std::string& datasetRoot);

// A rater's name is a folder name under raters/: letters, digits, '.', '-',
// '_' and spaces, not starting with '.' or a space, not "consensus" or
// "model" (the names agreement reports use). Throws InputError naming `field`.
void requireRaterName(const std::string& name, const std::string& file, const std::string& field);

struct AssignRequest {
    std::string dataset;
    std::vector<std::string> raters;  // at least perCase, distinct
    int perCase = 1;                  // raters each case gets
    std::vector<std::string> cases;   // empty: every training case of the dataset
};

// Gives each requested case raters until it has `perCase`: each time the
// rater with the fewest cases assigned so far (every case of the file
// counts), ties broken by the order of `raters`. Assignments already made
// and finished cases are kept; a case never loses a rater. Returns the
// assignments as written.
RaterAssignments assignCases(const AssignRequest& request);

// Records that `rater` has finished `caseId`: the case must be assigned to
// the rater and raters/<rater>/labelsTr/ must hold a map of it (InputError
// otherwise). Finishing again keeps the first time.
RaterAssignments markFinished(const std::string& datasetRoot, const std::string& caseId, const std::string& rater);

struct RaterMapRequest {
    std::string datasetRoot;
    std::string caseId;  // a case of the dataset (training or test)
    std::string rater;
    Volume labels;       // on the case's scan grid, as stored in its file
    bool finished = true;  // also mark the case finished by the rater (it must be assigned)
};

struct SavedRaterMap {
    std::string labelFile;        // raters/<rater>/labelsTr/<case><dataset's ending>
    std::string previousLabel;    // the rater's former map, in <dataset>_history/raters/<rater>/; empty when none
    bool markedFinished = false;
};

// Writes the rater's map of a case atomically. Throws InputError: a case the
// dataset does not have, a grid that differs from the case's scan, label
// values the dataset does not declare, a bad rater name, and with
// `finished`, a case not assigned to the rater. The map is checked before
// anything is written.
SavedRaterMap saveRaterMap(const RaterMapRequest& request);

// Per rater: how many cases are assigned and finished, in name order.
struct RaterProgress {
    std::string rater;
    int assigned = 0;
    int finished = 0;
};
std::vector<RaterProgress> progressByRater(const RaterAssignments& assignments);

}  // namespace segstudio::application
