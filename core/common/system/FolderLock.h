#pragma once
// Exclusive advisory locks between processes, held through flock so that
// the kernel drops them when the holder dies (kill -9 included) and no stale
// lock can remain. A waiting process polls until `wait` has passed, then
// gives up with an InputError that names the holder (pid, host and what it
// does, written into the lock file). Not re-entrant: a second lock on the
// same folder or file in one process waits for the first.
#include <chrono>
#include <string>

namespace segstudio {

// What both locks below share: the lock file's descriptor, released on destruction.
class AdvisoryLock {
public:
    ~AdvisoryLock();
    AdvisoryLock(const AdvisoryLock&) = delete;
    AdvisoryLock& operator=(const AdvisoryLock&) = delete;

protected:
    AdvisoryLock() = default;
    // Takes the lock on `lockPath`; errors name `subject` (what is locked).
    void acquire(const std::string& lockPath, const std::string& subject, const std::string& what,
                 std::chrono::milliseconds wait);

private:
    int m_fd = -1;
};

// A folder that several processes may change (a dataset accepting
// corrections, a preprocessing cache): <folder>/.segstudio.lock.
class FolderLock : public AdvisoryLock {
public:
    // `what` says what the holder is doing, for the message ("accepting a
    // correction"). Throws InputError naming the folder when the lock file
    // cannot be created or another holder keeps it longer than `wait`.
    FolderLock(const std::string& folder, const std::string& what, std::chrono::milliseconds wait);
};

// One output file that two runs could write at once (a label map written
// block by block, with its partial file and resume record): the hidden
// "<folder>/.<name>.lock" beside it, which stays after release. The
// folder must exist. Errors name the output file.
class OutputFileLock : public AdvisoryLock {
public:
    OutputFileLock(const std::string& outputPath, const std::string& what, std::chrono::milliseconds wait);
};

}  // namespace segstudio
