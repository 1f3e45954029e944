#pragma once
// JSON files with errors that name the file and the place of a syntax error.
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace segstudio {

using Json = nlohmann::json;

// Every JSON reader's limits: a file is a regular file of at most
// kMaxTextFileBytes (AtomicFile.h), nested at most kMaxJsonDepth levels
// (deeper nesting would exhaust the stack of code that walks it).
inline constexpr int kMaxJsonDepth = 64;

// Parses the file; throws InputError("file", "", "invalid JSON at line L,
// column C: ...") on a syntax error, InputError naming the file if
// unreadable or nested too deeply.
Json readJsonFile(const std::string& path);

// Parses text from `source` (a file, or "file: line N") with the same limits
// and errors.
Json parseJson(std::string_view text, const std::string& source);
nlohmann::ordered_json parseOrderedJson(std::string_view text, const std::string& source);

// Writes pretty-printed JSON (2-space indent) atomically.
void writeJsonFile(const std::string& path, const Json& json);

// A number that does not fit the C++ type it is read into: 1e300 or -1 for
// an int or unsigned (nlohmann's get<int>() would convert an out-of-range
// float with undefined behaviour, and wrap an out-of-range integer). A
// nlohmann::json::exception, so the readers' handlers for malformed JSON
// take it like a wrong type.
class JsonNumberError : public nlohmann::json::exception {
public:
    explicit JsonNumberError(const std::string& what) : nlohmann::json::exception(302, what.c_str()) {}
};

// json.get<T>() for files from outside: every number in `json` that T (an
// arithmetic type, or std::vector / std::array of them, nested) reads into
// an integer must fit that integer, else JsonNumberError.
template <class T> T getChecked(const Json& json);

// Reads json[key] as T (getChecked); throws InputError(file, key, "...")
// naming the expected type when it is missing or of the wrong type, and
// saying so when a number does not fit.
template <class T> T requireField(const Json& json, const std::string& key, const std::string& file);
// An optional field: `fallback` when absent, else requireField's checks.
template <class T> T optionalField(const Json& json, const std::string& key, T fallback, const std::string& file);

// Scores that may be undefined (NaN) are written as null (JSON has no NaN)
// and read back as NaN: numbersFromJson accepts numbers and nulls and throws
// nlohmann::json::exception on anything else.
Json numbersToJson(const std::vector<double>& values);
std::vector<double> numbersFromJson(const Json& json);

}  // namespace segstudio

#include "common/formats/JsonFile.inl"
