#pragma once
// Errors that reach the user. Every message names what is wrong (file, field)
// and why, so the CLI can print it and the GUI can show it in a dialog as is.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace segstudio {

// One problem with one input: a case, a file, a config field.
struct Problem {
    std::string subject;  // case id or config name; may be empty
    std::string file;     // path as the user gave it; may be empty
    std::string field;    // config key, header field or check name; may be empty
    std::string reason;   // what is wrong, in words

    // "subject: file: field: reason", empty parts left out.
    std::string toString() const;
};

// A single bad input. what() is Problem::toString().
class InputError : public std::runtime_error {
public:
    explicit InputError(Problem problem);
    InputError(std::string file, std::string field, std::string reason);
    const Problem& problem() const { return m_problem; }

private:
    Problem m_problem;
};

// Several problems found at once (dataset check, config validation).
// what() lists every problem, one per line, after a summary line.
class ValidationError : public std::runtime_error {
public:
    ValidationError(std::string summary, std::vector<Problem> problems);
    const std::vector<Problem>& problems() const { return m_problems; }

private:
    std::vector<Problem> m_problems;
};

// A long job stopped because its caller asked (Ctrl-C, a closed window)
// before it finished. what() says what was kept.
class Cancelled : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "512 B", "3.2 MiB", "1.5 TiB".
std::string formatBytes(double bytes);

}  // namespace segstudio
