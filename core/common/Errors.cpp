#include "common/Errors.h"

#include <cstdio>

namespace segstudio {

std::string Problem::toString() const
{
    std::string text;
    for (const std::string* part : {&subject, &file, &field}) {
        if (part->empty())
            continue;
        text += *part;
        text += ": ";
    }
    return text + reason;
}

InputError::InputError(Problem problem)
    : std::runtime_error(problem.toString()), m_problem(std::move(problem))
{
}

InputError::InputError(std::string file, std::string field, std::string reason)
    : InputError(Problem{{}, std::move(file), std::move(field), std::move(reason)})
{
}

static std::string joinProblems(const std::string& summary, const std::vector<Problem>& problems)
{
    std::string text = summary;
    for (const Problem& p : problems)
        text += "\n  - " + p.toString();
    return text;
}

ValidationError::ValidationError(std::string summary, std::vector<Problem> problems)
    : std::runtime_error(joinProblems(summary, problems)), m_problems(std::move(problems))
{
}

std::string formatBytes(double bytes)
{
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    int unit = 0;
    while (bytes >= 1024.0 && unit < 6) {
        bytes /= 1024.0;
        ++unit;
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, unit == 0 ? "%.0f %s" : "%.1f %s", bytes, units[unit]);
    return buffer;
}

}  // namespace segstudio
