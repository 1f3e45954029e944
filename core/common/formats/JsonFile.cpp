#include "common/formats/JsonFile.h"

#include <cmath>
#include <limits>

#include <algorithm>

#include "common/system/AtomicFile.h"
#include "common/Errors.h"

namespace segstudio {

static std::string lineAndColumn(const std::string& text, std::size_t byteOffset)
{
    byteOffset = std::min(byteOffset, text.size());
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(byteOffset), '\n');
    const std::size_t lineStart = text.rfind('\n', byteOffset == 0 ? 0 : byteOffset - 1);
    const std::size_t column = lineStart == std::string::npos ? byteOffset : byteOffset - lineStart;
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

namespace {

template <class J> J parseLimited(std::string_view text, const std::string& source)
{
    // The parser itself is iterative; the callback stops it before a value
    // nests deeper than what recursive readers (dump, our walkers) can take.
    const typename J::parser_callback_t limitDepth = [&source](int depth, nlohmann::json::parse_event_t, J&) {
        if (depth > kMaxJsonDepth)
            throw InputError(source, "", "nests deeper than " + std::to_string(kMaxJsonDepth) + " levels");
        return true;
    };
    try {
        return J::parse(text.begin(), text.end(), limitDepth);
    } catch (const nlohmann::json::parse_error& error) {
        std::string what = error.what();
        const std::size_t detail = what.find("syntax error");
        throw InputError(source, "", "invalid JSON at " + lineAndColumn(std::string(text), error.byte) + ": " +
                                         (detail == std::string::npos ? what : what.substr(detail)));
    } catch (const nlohmann::json::out_of_range& error) {  // a number beyond double's range, "1e400"
        std::string what = error.what();
        const std::size_t detail = what.find("number");
        throw InputError(source, "", "invalid JSON: " + (detail == std::string::npos ? what : what.substr(detail)));
    }
}

}  // namespace

Json parseJson(std::string_view text, const std::string& source) { return parseLimited<Json>(text, source); }

nlohmann::ordered_json parseOrderedJson(std::string_view text, const std::string& source)
{
    return parseLimited<nlohmann::ordered_json>(text, source);
}

Json readJsonFile(const std::string& path) { return parseJson(readWholeFile(path), path); }

void writeJsonFile(const std::string& path, const Json& json)
{
    writeFileAtomically(path, json.dump(2) + "\n");
}

Json numbersToJson(const std::vector<double>& values)
{
    Json out = Json::array();
    for (double v : values)
        out.push_back(std::isfinite(v) ? Json(v) : Json(nullptr));
    return out;
}

std::vector<double> numbersFromJson(const Json& json)
{
    std::vector<double> out;
    for (const Json& v : json)
        out.push_back(v.is_null() ? std::numeric_limits<double>::quiet_NaN() : v.get<double>());
    return out;
}

}  // namespace segstudio
