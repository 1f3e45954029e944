#include "engine/infer/MonaiLoading.h"

#include <algorithm>
#include <filesystem>
#include <iterator>

#include <strings.h>

#include "common/Errors.h"
#include "common/image/Reorientation.h"

namespace segstudio::engine {

namespace {

bool isPilSuffix(const std::string& extension)
{
    for (const char* suffix : {".png", ".jpg", ".jpeg", ".bmp"})
        if (strcasecmp(extension.c_str(), suffix) == 0)
            return true;
    return false;
}

}  // namespace

std::string monaiImageReader(const Json& reader, const Json& reverseIndexing, const Json& lpsToRas,
                             const std::string& file, const std::string& field)
{
    std::string name;
    if (reader.is_object() && reader.contains("_target_") && reader.at("_target_").is_string())
        name = reader.at("_target_").get<std::string>();
    else if (reader.is_string())
        name = reader.get<std::string>();
    else if (!reader.is_null())
        throw InputError(file, field + ".reader",
                         "must name one reader (PILReader, ITKReader, NibabelReader, NrrdReader or PydicomReader)");
    const std::string prefix = "monai.data.";
    if (name.rfind(prefix, 0) == 0)
        name = name.substr(prefix.size());
    // The known readers; MONAI also accepts their lower-case keys ("itkreader").
    if (!name.empty()) {
        const char* known[] = {"PILReader", "ITKReader", "NibabelReader", "NrrdReader", "PydicomReader"};
        const auto match = std::find_if(std::begin(known), std::end(known),
                                        [&](const char* k) { return strcasecmp(k, name.c_str()) == 0; });
        if (match == std::end(known))
            throw InputError(file, field + ".reader",
                             "is " + name + "; SegStudio knows how PILReader, ITKReader, NibabelReader, NrrdReader and "
                             "PydicomReader lay out a scan");
        name = *match;
    }
    // Column-first arrays: PILReader's default (true), every other reader's
    // default (false). Another value puts rows first.
    if (!reverseIndexing.is_null()) {
        const bool columnFirst = name == "PILReader" ? reverseIndexing == true : reverseIndexing == false;
        if (name.empty() || !columnFirst)
            throw InputError(file, field + ".reverse_indexing",
                             "is not reproduced: SegStudio lays scans out as the reader's default does (name the reader "
                             "and leave reverse_indexing out)");
    }
    if (lpsToRas == false)
        throw InputError(file, field + ".affine_lps_to_ras",
                         "false is not reproduced: SegStudio orients scans in RAS, as MONAI's readers do by default");
    return name;
}

bool monaiReadsPixelGrid(const std::string& reader, const std::string& scanFile)
{
    return (reader.empty() || reader == "PILReader") && isPilSuffix(std::filesystem::path(scanFile).extension().string());
}

std::string monaiOrientationTarget(const std::string& axcodes, bool closestCanonical, int dimensions,
                                   const std::string& file, const std::string& field)
{
    const std::string code = closestCanonical ? std::string("RAS") : axcodes;
    if (dimensions == 3) {
        if (!isOrientationCode(code))
            throw InputError(file, field + ".axcodes", "must be three letters of R/L, A/P and S/I, e.g. \"RAS\"");
        return code;
    }
    const std::string plane = code.substr(0, 2);
    const auto pair = [](char c) { return c == 'R' || c == 'L' ? 0 : c == 'A' || c == 'P' ? 1 : 2; };
    if (plane.size() != 2 || pair(plane[0]) == 2 || pair(plane[1]) == 2 || pair(plane[0]) == pair(plane[1]))
        throw InputError(file, field + ".axcodes",
                         "is \"" + code + "\"; a 2D bundle's first two letters must be one of R/L and one of A/P, "
                         "e.g. \"RA\" (MONAI keeps as many letters as the image has axes)");
    return plane;
}

}  // namespace segstudio::engine
