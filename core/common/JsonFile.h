#pragma once
// JSON files with errors that name the file and the place of a syntax error.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace segstudio {

using Json = nlohmann::json;

// Parses the file; throws InputError("file", "", "invalid JSON at line L,
// column C: ...") on a syntax error and InputError naming the file if unreadable.
Json readJsonFile(const std::string& path);

// Writes pretty-printed JSON (2-space indent) atomically.
void writeJsonFile(const std::string& path, const Json& json);

// Reads json[key] as T; throws InputError(file, key, "...") naming the
// expected type when it is missing or of the wrong type.
template <class T> T requireField(const Json& json, const std::string& key, const std::string& file);

// Scores that may be undefined (NaN) are written as null (JSON has no NaN)
// and read back as NaN: numbersFromJson accepts numbers and nulls and throws
// nlohmann::json::exception on anything else.
Json numbersToJson(const std::vector<double>& values);
std::vector<double> numbersFromJson(const Json& json);

}  // namespace segstudio

#include "common/JsonFile.inl"
