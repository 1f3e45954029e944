#include "common/system/PartialOutputs.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>

#include "common/Errors.h"
#include "common/system/AtomicFile.h"

namespace segstudio {

namespace fs = std::filesystem;

namespace {

// "<target>" without trailing slashes: "dir/" names "dir", not "dir/.partial-...".
std::string plainTarget(const std::string& target)
{
    std::string plain = fs::path(target).lexically_normal().string();
    while (plain.size() > 1 && plain.back() == '/')
        plain.pop_back();
    return plain;
}

// "<name>.partial-<host>-": this host's partial folders of a target named <name>.
std::string ownPrefix(const std::string& targetName) { return targetName + ".partial-" + thisHostTag() + "-"; }

}  // namespace

std::string createPartialFolder(const std::string& target)
{
    const fs::path plain(plainTarget(target));
    std::random_device random;
    std::error_code error;
    if (!plain.parent_path().empty())
        fs::create_directories(plain.parent_path(), error);
    for (int attempt = 0; attempt < 16; ++attempt) {
        const fs::path partial = plain.parent_path() / (ownPrefix(plain.filename().string()) + std::to_string(::getpid()) +
                                                        "-" + std::to_string(random()));
        if (fs::create_directory(partial, error))
            return partial.string();
        if (error)
            throw InputError(target, "", "cannot create the partial folder " + partial.string() + ": " + error.message());
    }
    throw InputError(target, "", "cannot create a partial folder of its own beside it");
}

void commitPartialFolder(const std::string& partialFolder, const std::string& target)
{
    const std::string plain = plainTarget(target);
    if (::renameat2(AT_FDCWD, partialFolder.c_str(), AT_FDCWD, plain.c_str(), RENAME_NOREPLACE) == 0)
        return;
    const int error = errno;
    if (error == EEXIST)
        throw InputError(target, "", "was created by another run meanwhile; this run's copy is not kept");
    if (error != EINVAL)  // EINVAL: a file system without RENAME_NOREPLACE (some network shares)
        throw InputError(target, "", std::string("cannot be put in place: ") + std::strerror(error));
    std::error_code exists;
    if (fs::exists(plain, exists))
        throw InputError(target, "", "was created by another run meanwhile; this run's copy is not kept");
    std::error_code renamed;
    fs::rename(partialFolder, plain, renamed);
    if (renamed)
        throw InputError(target, "", "cannot be put in place: " + renamed.message());
}

int removeStalePartialFolders(const std::string& target)
{
    const fs::path plain(plainTarget(target));
    const fs::path folder = plain.parent_path().empty() ? fs::path(".") : plain.parent_path();
    const std::string prefix = ownPrefix(plain.filename().string());
    int removed = 0;
    std::error_code error;
    for (fs::directory_iterator it(folder, error), last; !error && it != last; it.increment(error)) {
        const std::string name = it->path().filename().string();
        if (name.rfind(prefix, 0) != 0)
            continue;
        const std::string rest = name.substr(prefix.size());
        const std::string pidText = rest.substr(0, rest.find('-'));
        char* end = nullptr;
        const long pid = std::strtol(pidText.c_str(), &end, 10);
        if (pidText.empty() || *end != '\0' || pid <= 0)
            continue;
        const bool alive = ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
        std::error_code ignored;
        if (!alive && fs::remove_all(it->path(), ignored) > 0)
            ++removed;
    }
    return removed;
}

}  // namespace segstudio
