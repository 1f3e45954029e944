#include "common/system/FileHash.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>

#include <xxhash.h>

#include "common/Errors.h"

namespace segstudio {

namespace fs = std::filesystem;

namespace {

std::vector<std::string> expandFolders(const std::vector<std::string>& paths)
{
    std::vector<std::string> files;
    for (const std::string& path : paths) {
        if (!fs::is_directory(path)) {
            files.push_back(path);
            continue;
        }
        std::vector<std::string> inFolder;
        for (const auto& entry : fs::directory_iterator(path))
            if (entry.is_regular_file())
                inFolder.push_back(entry.path().string());
        std::sort(inFolder.begin(), inFolder.end());
        files.insert(files.end(), inFolder.begin(), inFolder.end());
    }
    return files;
}

}  // namespace

uint64_t hashFileContents(const std::vector<std::string>& paths)
{
    std::unique_ptr<XXH3_state_t, decltype(&XXH3_freeState)> state(XXH3_createState(), &XXH3_freeState);
    XXH3_64bits_reset(state.get());
    std::vector<char> buffer(1 << 20);
    for (const std::string& file : expandFolders(paths)) {
        std::ifstream in(file, std::ios::binary);
        if (!in)
            throw InputError(file, "", std::string("cannot be read: ") + std::strerror(errno));
        while (in) {
            in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
            XXH3_64bits_update(state.get(), buffer.data(), static_cast<std::size_t>(in.gcount()));
        }
        if (in.bad())
            throw InputError(file, "", "read failed while hashing");
    }
    return XXH3_64bits_digest(state.get());
}

uint64_t hashText(const std::string& text) { return XXH3_64bits(text.data(), text.size()); }

std::string hexDigest(uint64_t hash)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

}  // namespace segstudio
