// The data file a detached header (.mhd, .nhdr) names is read by ITK with
// no questions: a FIFO would block the reader forever, /dev/stdin or a
// device never ends, and a list or pattern of files multiplies the reads.
// The file is held to the checks the header itself gets.
#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <optional>
#include <filesystem>
#include <fstream>
#include <string>

#include "common/Errors.h"
#include "io/ScanIOInternal.h"

namespace segstudio::io::detail {

namespace fs = std::filesystem;

namespace {

std::string lowercase(std::string text)
{
    for (char& c : text)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::string trimmed(const std::string& text)
{
    const std::size_t first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// The value of the header line whose field (before `separator`, any case,
// spaces ignored) is one of `fields`; nullopt when none is found in the
// header's first 64 KiB.
std::optional<std::string> headerValue(const std::string& path, std::initializer_list<const char*> fields, char separator)
{
    std::ifstream in(path, std::ios::binary);
    std::string line;
    std::size_t read = 0;
    while (read < (64u << 10) && std::getline(in, line)) {
        read += line.size() + 1;
        const std::size_t at = line.find(separator);
        if (at == std::string::npos)
            continue;
        std::string field = lowercase(trimmed(line.substr(0, at)));
        field.erase(std::remove(field.begin(), field.end(), ' '), field.end());
        for (const char* wanted : fields)
            if (field == wanted)
                return trimmed(line.substr(at + 1));
    }
    return std::nullopt;
}

}  // namespace

void checkDetachedDataFile(const std::string& headerPath)
{
    const std::string name = lowercase(fs::path(headerPath).filename().string());
    const bool meta = name.size() > 4 && name.compare(name.size() - 4, 4, ".mhd") == 0;
    const bool nrrd = name.size() > 5 && name.compare(name.size() - 5, 5, ".nhdr") == 0;
    if (!meta && !nrrd)
        return;
    const char* field = meta ? "ElementDataFile" : "data file";
    const std::optional<std::string> value =
        meta ? headerValue(headerPath, {"elementdatafile"}, '=') : headerValue(headerPath, {"datafile"}, ':');
    if (!value || value->empty())
        throw InputError(headerPath, field, "missing: a detached header names its data file");
    if (meta && *value == "LOCAL")
        return;  // the voxels follow the header: the header file's own checks apply
    const std::string lowered = lowercase(*value);
    if (lowered.rfind("list", 0) == 0 || value->find('%') != std::string::npos || value->find(' ') != std::string::npos)
        throw InputError(headerPath, field,
                         "is '" + value->substr(0, 60) + "'; SegStudio reads a header that names one data file");
    const fs::path data = fs::path(*value).is_absolute() ? fs::path(*value) : fs::path(headerPath).parent_path() / *value;
    try {
        checkReadableFile(data.string());
    } catch (const InputError& error) {
        throw InputError(headerPath, field, "names " + data.string() + ", which " + error.problem().reason);
    }
    if (fs::is_directory(data))
        throw InputError(headerPath, field, "names " + data.string() + ", which is a folder, not a data file");
}

}  // namespace segstudio::io::detail
