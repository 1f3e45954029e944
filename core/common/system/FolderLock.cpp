#include "common/system/FolderLock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <thread>

#include "common/Errors.h"

namespace segstudio {

namespace {

std::string thisHost()
{
    char name[256] = {};
    return ::gethostname(name, sizeof name - 1) == 0 ? std::string(name) : std::string("this host");
}

}  // namespace

FolderLock::FolderLock(const std::string& folder, const std::string& what, std::chrono::milliseconds wait)
{
    acquire(folder + "/.segstudio.lock", folder, what, wait);
}

void AdvisoryLock::acquire(const std::string& lockPath, const std::string& subject, const std::string& what,
                         std::chrono::milliseconds wait)
{
    const std::string lockName = std::filesystem::path(lockPath).filename().string();
    m_fd = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (m_fd < 0)
        throw InputError(subject, lockName, std::string("cannot be created: ") + std::strerror(errno));
    const auto deadline = std::chrono::steady_clock::now() + wait;
    while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR) {
            const int error = errno;
            ::close(m_fd);
            m_fd = -1;
            throw InputError(subject, lockName, std::string("cannot be locked: ") + std::strerror(error));
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            char holder[256] = {};
            const ssize_t n = ::pread(m_fd, holder, sizeof holder - 1, 0);
            ::close(m_fd);
            m_fd = -1;
            const std::string who = n > 0 ? std::string(holder, static_cast<std::size_t>(n)) : std::string("another process");
            throw InputError(subject, "", "is in use by " + who.substr(0, who.find('\n')) + "; try again when it has finished");
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    const std::string holder = "pid " + std::to_string(::getpid()) + " on " + thisHost() + ", " + what + "\n";
    if (::ftruncate(m_fd, 0) == 0 && ::pwrite(m_fd, holder.data(), holder.size(), 0) > 0) {
        // Named for the message of a waiting process; the lock does not depend on it.
    }
}

AdvisoryLock::~AdvisoryLock()
{
    if (m_fd >= 0)
        ::close(m_fd);  // releases the flock
}

OutputFileLock::OutputFileLock(const std::string& outputPath, const std::string& what, std::chrono::milliseconds wait)
{
    const std::filesystem::path output(outputPath);
    acquire((output.parent_path() / ("." + output.filename().string() + ".lock")).string(), outputPath, what, wait);
}

}  // namespace segstudio
