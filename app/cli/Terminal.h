#pragma once
// Terminal output for long jobs: a one-line progress bar with rate and ETA on
// a TTY, a line every few percent when stdout is a log file, and one JSON
// object per event with --json. Thread-safe.
#include <chrono>
#include <mutex>
#include <string>

#include <nlohmann/json.hpp>

namespace segstudio::cli {

class ProgressBar {
public:
    ProgressBar(std::string label, int total, bool json);
    // `done` items finished; `detail` is shown after the counts ("case_001 0.12 s").
    void update(int done, const std::string& detail);
    // Ends the bar's line (TTY) and prints the elapsed time.
    void finish();

private:
    void draw(int done, const std::string& detail, bool force);

    std::mutex m_mutex;
    std::string m_label;
    int m_total = 0;
    bool m_json = false;
    bool m_tty = false;
    int m_lastPercentPrinted = -100;
    std::chrono::steady_clock::time_point m_start;
    std::chrono::steady_clock::time_point m_lastDraw;
    bool m_finished = false;
};

// "1:02:03" or "2:03".
std::string formatDuration(double seconds);

// Prints one JSON object on its own line to stdout (flushing).
void printJsonLine(const nlohmann::json& object);

}  // namespace segstudio::cli
