#pragma once
// Partial outputs of one run (a series being retrieved, a pyramid being
// built): each run writes into a folder of its own beside the target,
// "<target>.partial-<host>-<pid>-<random>", so two runs (two windows, the
// CLI beside the workbench) never share or delete each other's, and what a
// killed run left can be told from a live run's and removed.
#include <string>

namespace segstudio {

// Creates a fresh, empty partial folder for `target` and returns its path.
// Throws InputError naming `target` when it cannot be created.
std::string createPartialFolder(const std::string& target);

// Puts a finished partial folder in place as `target`, which must not exist
// then (the rename refuses to replace it: a run that finished first wins).
// Throws InputError naming `target`.
void commitPartialFolder(const std::string& partialFolder, const std::string& target);

// Removes the partial folders of `target` that processes of this host no
// longer running left behind; live processes' and other hosts' (a network
// share) are kept. Returns how many were removed. Never throws.
int removeStalePartialFolders(const std::string& target);

}  // namespace segstudio
