#pragma once
// Progress of a long job over items (cases, epochs, windows), reported from
// whichever thread does the work. Sinks must be thread-safe.
#include <functional>
#include <string>

namespace segstudio {

struct ProgressEvent {
    std::string stage;    // phase of a multi-phase job ("fingerprint", "write"); may be empty
    int done = 0;         // items finished so far
    int total = 0;        // items in the job
    std::string item;     // the item just finished (case id), may be empty
    double itemSeconds = 0;  // wall time of that item
    bool failed = false;  // the item failed (its problem is reported elsewhere)
};

using ProgressCallback = std::function<void(const ProgressEvent&)>;

}  // namespace segstudio
