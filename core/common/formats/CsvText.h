#pragma once
// One CSV field as RFC 4180 writes it: as is, or in double quotes (inner
// quotes doubled) when it holds a comma, a quote or a line break.
#include <string>

namespace segstudio {

inline std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (char c : text)
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

}  // namespace segstudio
