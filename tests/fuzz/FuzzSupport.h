#pragma once
// What every libFuzzer harness in tests/fuzz shares: a private scratch folder
// for the file a reader opens, and the rule of issue 13 — a reader given any
// bytes either succeeds or throws one of the product's own errors
// (InputError, ValidationError) whose message names the file it read. Any
// other exception escapes LLVMFuzzerTestOneInput and ends the run (libFuzzer
// reports it as a crash, with the input); so does a message that does not
// name the file.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>

#include <unistd.h>

#include "common/Errors.h"
#include "common/image/Geometry.h"

namespace segstudio::fuzz {

namespace fs = std::filesystem;

// A folder of this process's own under $TMPDIR (or /tmp), removed at exit.
// libFuzzer's -jobs/-fork run several processes: each gets its own. (The
// string is never destroyed, so the exit handler can still use it.)
inline const std::string& scratchFolder()
{
    static const std::string* const folder = [] {
        const char* tmp = std::getenv("TMPDIR");
        auto* pattern = new std::string(std::string(tmp && *tmp ? tmp : "/tmp") + "/segstudio-fuzz-XXXXXX");
        if (!::mkdtemp(pattern->data())) {
            std::perror("segstudio fuzz: mkdtemp");
            std::abort();
        }
        std::atexit([] {
            std::error_code ignored;
            fs::remove_all(scratchFolder(), ignored);
        });
        return pattern;
    }();
    return *folder;
}

// A fresh, empty folder `name` inside the scratch folder.
inline std::string freshFolder(const std::string& name)
{
    const fs::path folder = fs::path(scratchFolder()) / name;
    std::error_code ignored;
    fs::remove_all(folder, ignored);
    fs::create_directories(folder);
    return folder.string();
}

inline void writeBytes(const std::string& path, const uint8_t* data, std::size_t size)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    if (!out) {
        std::fprintf(stderr, "segstudio fuzz: cannot write %s\n", path.c_str());
        std::abort();
    }
}

// Writes the input to `folder`/`name` and returns the path.
inline std::string writeInput(const std::string& folder, const std::string& name, const uint8_t* data, std::size_t size)
{
    const std::string path = (fs::path(folder) / name).string();
    writeBytes(path, data, size);
    return path;
}

inline void requireNamed(const char* kind, const std::string& message, const std::string& mustName)
{
    static const bool verbose = std::getenv("SEGSTUDIO_FUZZ_VERBOSE") != nullptr;
    if (verbose)  // SEGSTUDIO_FUZZ_VERBOSE=1 harness file...: why each input was refused
        std::fprintf(stderr, "%s: %s\n", kind, message.c_str());
    if (message.find(mustName) != std::string::npos)
        return;
    std::fprintf(stderr, "segstudio fuzz: %s does not name %s:\n%s\n", kind, mustName.c_str(), message.c_str());
    std::abort();
}

// Runs `read`; the product's errors are expected results (their message must
// name `mustName`, the file or folder read), anything else propagates.
template <class Read> void expectOnlyProductErrors(const std::string& mustName, Read&& read)
{
    try {
        read();
    } catch (const InputError& error) {
        requireNamed("InputError", error.what(), mustName);
    } catch (const ValidationError& error) {
        requireNamed("ValidationError", error.what(), mustName);
    }
}

// The grid of the DICOM series that the SEG and RTSTRUCT seeds were written
// against (make_seeds.cpp), and that the harnesses map them onto:
// anisotropic, off the origin, axis-aligned.
inline Geometry dicomSeedGrid()
{
    Geometry grid;
    grid.size = {12, 10, 3};
    grid.spacing = {0.75, 0.75, 2.5};
    grid.origin = {-4.5, 12.0, 30.0};
    return grid;
}

}  // namespace segstudio::fuzz
