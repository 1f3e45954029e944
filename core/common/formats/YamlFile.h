#pragma once
// YAML files read as JSON values, the way Python's yaml.safe_load reads them
// (MONAI's bundles may ship configs/inference.yaml): mappings, sequences and
// scalars; a plain scalar resolved by YAML 1.1's rules as PyYAML's
// SafeLoader does (null, bool with yes/no/on/off, int, float with a dot,
// .inf and .nan; a plain scalar longer than 64 characters stays a string),
// a quoted or block scalar a string. Anchors and aliases are followed.
// Refused, naming the file and the line: a syntax error, a tag other than
// the standard ones (!!python/... runs code in Python), a merge key ("<<"),
// a mapping key that is not a string or number, more than one document,
// nesting deeper than kMaxJsonDepth, or aliases expanding to more than
// kMaxYamlValues values or kMaxYamlTextBytes of text. Without libyaml (the
// engine-only build on GPU machines) every YAML file is refused, saying so.
#include <cstdint>
#include <string>
#include <string_view>

#include "common/formats/JsonFile.h"

namespace segstudio {

inline constexpr int kMaxYamlValues = 100000;  // a bundle configuration holds hundreds
inline constexpr uint64_t kMaxYamlTextBytes = uint64_t(64) << 20;

// Reads the file (a regular file of at most kMaxTextFileBytes).
Json readYamlFile(const std::string& path);
// Parses `text`; errors name `source`.
Json parseYaml(std::string_view text, const std::string& source);

}  // namespace segstudio
