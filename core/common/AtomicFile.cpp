#include "common/AtomicFile.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/Errors.h"

namespace segstudio {

namespace fs = std::filesystem;

// Eight hex digits of FNV-1a over the host name: no '-' inside, so names parse.
static const std::string& hostTag()
{
    static const std::string tag = [] {
        char name[256] = {};
        if (::gethostname(name, sizeof name - 1) != 0)
            name[0] = '\0';
        uint32_t hash = 2166136261u;
        for (const char* c = name; *c; ++c)
            hash = (hash ^ static_cast<unsigned char>(*c)) * 16777619u;
        char hex[9];
        std::snprintf(hex, sizeof hex, "%08x", hash);
        return std::string(hex);
    }();
    return tag;
}

std::string temporaryFilePrefix(long pid) { return ".tmp-" + hostTag() + "-" + std::to_string(pid) + "-"; }

// A hidden sibling that keeps the final name's extensions, so writers that
// choose the format by extension (ITK) write the right format.
static std::string uniqueTempPath(const std::string& finalPath)
{
    std::random_device random;
    const fs::path path(finalPath);
    const std::string tag = temporaryFilePrefix(::getpid()) + std::to_string(random()) + "-";
    return (path.parent_path() / (tag + path.filename().string())).string();
}

static void fsyncPath(const std::string& path, int flags, const std::string& fileForErrors)
{
    const int fd = ::open(path.c_str(), flags);
    if (fd < 0)
        throw InputError(fileForErrors, "", std::string("cannot open for fsync: ") + std::strerror(errno));
    const int rc = ::fsync(fd);
    const int savedErrno = errno;
    ::close(fd);
    if (rc != 0)
        throw InputError(fileForErrors, "", std::string("fsync failed: ") + std::strerror(savedErrno));
}

int removeStaleTemporaryFiles(const std::string& folder)
{
    int removed = 0;
    std::error_code error;
    const std::string ours = ".tmp-" + hostTag() + "-";
    for (fs::directory_iterator it(folder, error), last; !error && it != last; it.increment(error)) {
        const std::string name = it->path().filename().string();
        if (name.rfind(ours, 0) != 0)
            continue;  // not a temporary file, or another host's, or untagged
        const std::size_t start = ours.size();
        const std::size_t dash = name.find('-', start);
        const std::string pidText = name.substr(start, dash == std::string::npos ? std::string::npos : dash - start);
        char* end = nullptr;
        const long pid = std::strtol(pidText.c_str(), &end, 10);
        if (pidText.empty() || *end != '\0' || pid <= 0)
            continue;  // not one of ours
        const bool alive = ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
        std::error_code ignored;
        if (!alive && fs::remove(it->path(), ignored))
            ++removed;
    }
    return removed;
}

// The file a path names: itself, or where its chain of symbolic links ends
// (also when that file does not exist yet).
static std::string resolvedTarget(const std::string& path)
{
    fs::path current(path);
    std::error_code error;
    for (int hops = 0; hops < 40 && fs::is_symlink(fs::symlink_status(current, error)); ++hops) {
        const fs::path link = fs::read_symlink(current, error);
        if (error)
            break;
        current = link.is_absolute() ? link : current.parent_path() / link;
    }
    return current.string();
}

void replaceFileAtomically(const std::string& requestedPath,
                           const std::function<void(const std::string& tempPath)>& writeTo)
{
    // A symbolic link keeps pointing where it pointed: the file it names is replaced.
    const std::string finalPath = resolvedTarget(requestedPath);
    struct stat previous {};
    const bool existed = ::stat(finalPath.c_str(), &previous) == 0 && S_ISREG(previous.st_mode);
    const std::string tempPath = uniqueTempPath(finalPath);
    try {
        writeTo(tempPath);
        // The replacement keeps the old file's permissions (a 0600 file stays
        // private) and, where allowed, its owner and group.
        if (existed) {
            if (::chmod(tempPath.c_str(), previous.st_mode & 07777) != 0)
                throw InputError(requestedPath, "", std::string("cannot keep the file's permissions: ") + std::strerror(errno));
            if (::chown(tempPath.c_str(), previous.st_uid, previous.st_gid) != 0 && errno != EPERM)
                throw InputError(requestedPath, "", std::string("cannot keep the file's owner: ") + std::strerror(errno));
        }
        fsyncPath(tempPath, O_RDONLY, finalPath);
        std::error_code error;
        fs::rename(tempPath, finalPath, error);
        if (error)
            throw InputError(finalPath, "", "cannot replace the file: " + error.message());
    } catch (...) {
        std::error_code ignored;
        fs::remove(tempPath, ignored);
        throw;
    }
    const fs::path folder = fs::path(finalPath).parent_path();
    fsyncPath(folder.empty() ? "." : folder.string(), O_RDONLY | O_DIRECTORY, finalPath);
}

void writeFileAtomically(const std::string& finalPath, std::string_view contents)
{
    replaceFileAtomically(finalPath, [&](const std::string& tempPath) {
        std::ofstream out(tempPath, std::ios::binary | std::ios::trunc);
        if (!out)
            throw InputError(finalPath, "", std::string("cannot create: ") + std::strerror(errno));
        out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
        out.flush();
        if (!out)
            throw InputError(finalPath, "", "write failed (disk full?)");
    });
}

void requireRegularFile(const std::string& path)
{
    std::error_code error;
    const fs::file_status status = fs::status(path, error);
    if (error || !fs::exists(status))
        throw InputError(path, "", "does not exist");
    if (fs::is_directory(status))
        throw InputError(path, "", "is a folder, not a file");
    if (!fs::is_regular_file(status))
        throw InputError(path, "", "is not a regular file (a pipe, socket or device); SegStudio reads files only");
}

std::string readWholeFile(const std::string& path, uint64_t maxBytes)
{
    requireRegularFile(path);
    std::error_code error;
    const uintmax_t size = fs::file_size(path, error);
    if (!error && size > maxBytes)
        throw InputError(path, "", "is " + std::to_string(size >> 20) + " MiB; files of this kind are at most " +
                                       std::to_string(maxBytes >> 20) + " MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(path, "", std::string("cannot open: ") + std::strerror(errno));
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        throw InputError(path, "", "read failed");
    return buffer.str();
}

}  // namespace segstudio
