#pragma once
// An exclusive advisory lock on a folder that several processes may change
// (a dataset accepting corrections, a preprocessing cache): flock on
// <folder>/.segstudio.lock, so the kernel drops it when the holder dies
// (kill -9 included) and no stale lock can remain. A waiting process polls
// until `wait` has passed, then gives up with an InputError that names the
// holder (pid and host, written into the lock file). Not re-entrant: a
// second FolderLock on the same folder in one process waits for the first.
#include <chrono>
#include <string>

namespace segstudio {

class FolderLock {
public:
    // `what` says what the holder is doing, for the message ("accepting a
    // correction"). Throws InputError naming the folder when the lock file
    // cannot be created or another holder keeps it longer than `wait`.
    FolderLock(const std::string& folder, const std::string& what, std::chrono::milliseconds wait);
    ~FolderLock();
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;

private:
    int m_fd = -1;
};

}  // namespace segstudio
