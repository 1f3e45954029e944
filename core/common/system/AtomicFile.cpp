#include "common/system/AtomicFile.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/Errors.h"

namespace segstudio {

namespace fs = std::filesystem;

// Eight hex digits of FNV-1a over the host name: no '-' inside, so names parse.
const std::string& thisHostTag()
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

std::string temporaryFilePrefix(long pid) { return ".tmp-" + thisHostTag() + "-" + std::to_string(pid) + "-"; }

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

// rename(2), or InputError naming `to`.
static void renameOrThrow(const fs::path& from, const fs::path& to)
{
    std::error_code error;
    fs::rename(from, to, error);
    if (error)
        throw InputError(to.string(), "", "cannot replace the file: " + error.message());
}

void syncFileToDisk(const std::string& path) { fsyncPath(path, O_RDONLY, path); }

void renameDurably(const std::string& from, const std::string& to)
{
    fsyncPath(from, O_RDONLY, to);
    renameOrThrow(from, to);
    const fs::path folder = fs::path(to).parent_path();
    fsyncPath(folder.empty() ? "." : folder.string(), O_RDONLY | O_DIRECTORY, to);
}

int removeStaleTemporaryFiles(const std::string& folder)
{
    int removed = 0;
    std::error_code error;
    const std::string ours = ".tmp-" + thisHostTag() + "-";
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
        if (!alive && fs::remove_all(it->path(), ignored) > 0)  // a file, or a file set's folder
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
        renameOrThrow(tempPath, finalPath);
    } catch (...) {
        std::error_code ignored;
        fs::remove(tempPath, ignored);
        throw;
    }
    const fs::path folder = fs::path(finalPath).parent_path();
    fsyncPath(folder.empty() ? "." : folder.string(), O_RDONLY | O_DIRECTORY, finalPath);
}

void replaceFileSetAtomically(const std::string& finalPath,
                              const std::function<void(const std::string& tempPath)>& writeTo)
{
    const fs::path target(finalPath);
    const fs::path parent = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    const fs::path staging = fs::path(uniqueTempPath((parent / "set").string()));
    std::error_code error;
    if (!fs::create_directory(staging, error) || error)
        throw InputError(finalPath, "", "cannot create a temporary folder beside it: " + error.message());
    try {
        const fs::path written = staging / target.filename();
        writeTo(written.string());
        std::vector<fs::path> companions;
        for (fs::directory_iterator it(staging, error), last; !error && it != last; it.increment(error)) {
            fsyncPath(it->path().string(), O_RDONLY, finalPath);
            if (it->path().filename() != target.filename())
                companions.push_back(it->path());
        }
        if (error || !fs::exists(written))
            throw InputError(finalPath, "", "was not written" + (error ? ": " + error.message() : std::string()));
        for (const fs::path& companion : companions)
            renameOrThrow(companion, parent / companion.filename());
        renameOrThrow(written, target);
    } catch (...) {
        std::error_code ignored;
        fs::remove_all(staging, ignored);
        throw;
    }
    fs::remove_all(staging, error);
    fsyncPath(parent.string(), O_RDONLY | O_DIRECTORY, finalPath);
}

void replaceFolderAtomically(const std::string& finalFolder,
                             const std::function<void(const std::string& stagingFolder)>& fill)
{
    const fs::path target = fs::path(finalFolder).lexically_normal();
    const fs::path parent = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    const std::string staging = uniqueTempPath(target.string());
    std::error_code error;
    if (!fs::create_directory(staging, error) || error)
        throw InputError(finalFolder, "", "cannot create a temporary folder beside it: " + error.message());
    try {
        fill(staging);
        for (fs::recursive_directory_iterator it(staging, error), last; !error && it != last; it.increment(error))
            if (it->is_regular_file())
                fsyncPath(it->path().string(), O_RDONLY, finalFolder);
        if (error)
            throw InputError(finalFolder, "", "cannot read back the new contents: " + error.message());
        if (!fs::exists(target)) {
            fs::rename(staging, target, error);
            if (error == std::errc::directory_not_empty || error == std::errc::file_exists)
                error.clear();  // another writer was first: exchange with its folder below
            else if (!error)
                return fsyncPath(parent.string(), O_RDONLY | O_DIRECTORY, finalFolder);
        }
        if (!error && ::renameat2(AT_FDCWD, staging.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) != 0) {
            if (errno != EINVAL && errno != ENOSYS)
                throw InputError(finalFolder, "", std::string("cannot be replaced: ") + std::strerror(errno));
            const std::string old = uniqueTempPath(target.string());
            fs::rename(target, old, error);
            if (!error)
                fs::rename(staging, target, error);
            if (!error)
                fs::remove_all(old, error);
        }
        if (error)
            throw InputError(finalFolder, "", "cannot be replaced: " + error.message());
    } catch (...) {
        std::error_code ignored;
        fs::remove_all(staging, ignored);
        throw;
    }
    fs::remove_all(staging, error);  // after an exchange: the old contents
    fsyncPath(parent.string(), O_RDONLY | O_DIRECTORY, finalFolder);
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
