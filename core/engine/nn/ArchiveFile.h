#pragma once
// Writing a LibTorch archive (weights, optimizer state, a TorchScript module).
#include <functional>
#include <ostream>
#include <string>

namespace segstudio::engine {

// Writes the archive to `path` atomically (system/AtomicFile.h) through a
// stream, so the archive's record names do not carry the temporary file's
// name and equal weights give equal files. Throws InputError naming `path`
// when it cannot be written (a full disk).
void saveArchiveAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

}  // namespace segstudio::engine
