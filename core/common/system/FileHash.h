#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace segstudio {

// XXH3 (64-bit) of the files' contents in order (a folder: its regular files
// in name order, e.g. a DICOM series). Throws InputError if one is unreadable.
uint64_t hashFileContents(const std::vector<std::string>& paths);

// XXH3 of a string (preprocessing parameters).
uint64_t hashText(const std::string& text);

// 16 lowercase hex digits.
std::string hexDigest(uint64_t hash);

}  // namespace segstudio
