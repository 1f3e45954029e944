#pragma once
// Crash-safe file replacement: a reader sees either the old file or the whole
// new one, never a partial write (temp file in the same folder, fsync, rename,
// fsync of the folder). Used for checkpoints, configs, caches and label maps.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace segstudio {

// Calls writeTo(tempPath), which must create and fill tempPath, then makes it
// durable and renames it over finalPath. If writeTo throws, the temp file is
// removed, finalPath is untouched and the exception propagates. A finalPath
// that is a symbolic link stays one: the file it points to is replaced. The
// new file keeps the old one's permission bits (and owner and group where
// the process may set them).
void replaceFileAtomically(const std::string& finalPath,
                           const std::function<void(const std::string& tempPath)>& writeTo);

// For a file written with companions it names by relative path (a detached
// header and its data file, .mhd/.raw, .nhdr/.raw.gz): writeTo(tempPath)
// writes tempPath inside a fresh hidden folder beside finalPath, and its
// companions beside it. Every file is made durable, then the companions are
// renamed beside finalPath and finalPath's own file last, so the previous
// header stays whole until the new data is in place; an interruption between
// two renames can leave a new data file under the old header, never a
// half-written file. Symbolic links are not followed (the companions' names
// come from the header). Throws InputError naming finalPath.
void replaceFileSetAtomically(const std::string& finalPath,
                              const std::function<void(const std::string& tempPath)>& writeTo);

// A folder of files replaced as a whole: fill(stagingFolder) fills a fresh
// hidden folder beside finalFolder, which then takes finalFolder's place in
// one step (renameat2 RENAME_EXCHANGE, then the old contents are removed).
// Where the file system cannot exchange (EINVAL: some network file
// systems), the old folder is renamed away first, so for a moment there is
// no folder, never a mix. Concurrent writers each use their own staging
// folder; the last exchange wins. Throws InputError naming finalFolder.
void replaceFolderAtomically(const std::string& finalFolder,
                             const std::function<void(const std::string& stagingFolder)>& fill);

// replaceFileAtomically for an in-memory payload. Throws InputError naming the
// file on any I/O failure (disk full, no permission).
void writeFileAtomically(const std::string& finalPath, std::string_view contents);

// Makes the bytes written to `path` so far durable (fsync). Throws
// InputError naming the file. For files written in place over time (a
// label map's rows) before a record says they are there.
void syncFileToDisk(const std::string& path);

// Makes `from` durable, renames it over `to` (same file system), and makes
// the rename durable (fsync of `to`'s folder). Throws InputError naming `to`.
void renameDurably(const std::string& from, const std::string& to);

// Eight hex digits that stand for this host in the names of temporary and
// partial files (no '-' inside), so a folder shared between hosts is cleaned
// of this host's leftovers only.
const std::string& thisHostTag();

// The name prefix of the temporary files process `pid` of this host writes:
// ".tmp-<host>-<pid>-", <host> eight hex digits of a hash of the host name,
// so that a folder shared between hosts (a network share) is cleaned of this
// host's files only.
std::string temporaryFilePrefix(long pid);

// Removes the temporary files (temporaryFilePrefix) that writers in this
// host's processes no longer running left behind (killed mid-write); files
// of a live process, of another host, or without a host tag (written
// before the tag existed: whose they are cannot be told) are kept. Returns
// how many were removed. Never throws.
int removeStaleTemporaryFiles(const std::string& folder);

// Whole file as bytes; throws InputError naming the file if it cannot be
// read, is not a regular file (a FIFO would block the reader forever, a
// device never ends) or holds more than `maxBytes`.
inline constexpr uint64_t kMaxTextFileBytes = uint64_t(256) << 20;
std::string readWholeFile(const std::string& path, uint64_t maxBytes = kMaxTextFileBytes);

// Throws InputError naming `path` unless it is a regular file (following links).
void requireRegularFile(const std::string& path);

}  // namespace segstudio
