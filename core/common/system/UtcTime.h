#pragma once
// The time now as ISO 8601 UTC to the second ("2026-12-07T02:10:00Z"), the
// form every record SegStudio writes uses (run status, rater decisions and
// assignments, consensus sidecars).
#include <ctime>
#include <string>

namespace segstudio {

inline std::string isoTimestampUtc()
{
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

}  // namespace segstudio
