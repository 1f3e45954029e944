#include "Terminal.h"

#include <cmath>
#include <cstdio>
#include <iostream>

#include <unistd.h>

namespace segstudio::cli {

std::string formatDuration(double seconds)
{
    if (!std::isfinite(seconds) || seconds < 0)
        return "--:--";
    const long total = std::lround(seconds);
    char text[32];
    if (total >= 3600)
        std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", total / 3600, total / 60 % 60, total % 60);
    else
        std::snprintf(text, sizeof text, "%ld:%02ld", total / 60, total % 60);
    return text;
}

void printJsonLine(const nlohmann::json& object)
{
    std::cout << object.dump() << std::endl;
}

ProgressBar::ProgressBar(std::string label, int total, bool json)
    : m_label(std::move(label)), m_total(total), m_json(json), m_tty(::isatty(STDOUT_FILENO) == 1),
      m_start(std::chrono::steady_clock::now()), m_lastDraw(m_start)
{
}

void ProgressBar::update(int done, const std::string& detail)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    draw(done, detail, done >= m_total);
}

void ProgressBar::draw(int done, const std::string& detail, bool force)
{
    const auto now = std::chrono::steady_clock::now();
    const double elapsed = std::chrono::duration<double>(now - m_start).count();
    const double eta = done > 0 ? elapsed / done * (m_total - done) : NAN;
    const int percent = m_total > 0 ? 100 * done / m_total : 100;
    if (m_json) {
        printJsonLine({{"event", "progress"}, {"task", m_label}, {"done", done}, {"total", m_total},
                       {"detail", detail}, {"elapsed_s", elapsed}, {"eta_s", std::isfinite(eta) ? eta : -1.0}});
        return;
    }
    if (!m_tty) {
        if (!force && percent < m_lastPercentPrinted + 10)
            return;
        m_lastPercentPrinted = percent;
        std::printf("%s %d/%d (%d%%)%s%s, elapsed %s, ETA %s\n", m_label.c_str(), done, m_total, percent,
                    detail.empty() ? "" : " ", detail.c_str(), formatDuration(elapsed).c_str(),
                    formatDuration(eta).c_str());
        std::fflush(stdout);
        return;
    }
    if (!force && now - m_lastDraw < std::chrono::milliseconds(100))
        return;
    m_lastDraw = now;
    constexpr int width = 30;
    const int filled = m_total > 0 ? width * done / m_total : width;
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.resize(width, '.');
    std::printf("\r%s [%s] %d/%d %3d%%  %-28.28s ETA %s  ", m_label.c_str(), bar.c_str(), done, m_total, percent,
                detail.c_str(), formatDuration(eta).c_str());
    std::fflush(stdout);
}

void ProgressBar::finish()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_finished)
        return;
    m_finished = true;
    if (m_json)
        return;
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
    if (m_tty)
        std::printf("\n");
    std::printf("%s finished in %s\n", m_label.c_str(), formatDuration(elapsed).c_str());
    std::fflush(stdout);
}

}  // namespace segstudio::cli
