#include "QuitSignals.h"

#include <QSocketNotifier>

#include <atomic>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <ctime>

#include <sys/socket.h>
#include <unistd.h>

namespace segstudio::app {

namespace {

int g_socketPair[2] = {-1, -1};
std::atomic<bool> g_signalled{false};
std::atomic<int64_t> g_firstSignalNs{0};
// A second signal within this of the first is part of the same quit: closing
// a terminal sends SIGHUP and SIGTERM within milliseconds, and the first is
// still writing the recovery copies of unsaved edits. A later one quits at once.
constexpr int64_t kSameQuitNs = 2'000'000'000;

int64_t monotonicNs()
{
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);  // async-signal-safe (POSIX)
    return static_cast<int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

// Async-signal-safe: lock-free atomics, clock_gettime, write(2) and _Exit
// only. The quit signals are blocked while it runs (sa_mask), so it is
// never re-entered between the exchange and the store.
extern "C" void onQuitSignal(int signal)
{
    const int64_t now = monotonicNs();
    if (g_signalled.exchange(true)) {
        if (now - g_firstSignalNs.load() >= kSameQuitNs)
            std::_Exit(128 + signal);
        return;
    }
    g_firstSignalNs.store(now);
    const char byte = static_cast<char>(signal);
    const ssize_t written = ::write(g_socketPair[0], &byte, 1);
    (void)written;
}

}  // namespace

QuitSignals::QuitSignals(QObject* parent) : QObject(parent)
{
    g_signalled = false;
    g_firstSignalNs = 0;
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_socketPair) != 0)
        return;  // no notifier: the signals keep their default action
    m_notifier = new QSocketNotifier(g_socketPair[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignals::onReadable);
    struct sigaction action {};
    action.sa_handler = onQuitSignal;
    sigemptyset(&action.sa_mask);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        sigaddset(&action.sa_mask, signal);
    action.sa_flags = SA_RESTART;
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        sigaction(signal, &action, nullptr);
}

QuitSignals::~QuitSignals()
{
    if (!m_notifier)
        return;
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        std::signal(signal, SIG_DFL);
    ::close(g_socketPair[0]);
    ::close(g_socketPair[1]);
    g_socketPair[0] = g_socketPair[1] = -1;
}

void QuitSignals::onReadable()
{
    char byte = 0;
    if (::read(g_socketPair[1], &byte, 1) == 1)
        Q_EMIT requested(static_cast<unsigned char>(byte));
}

}  // namespace segstudio::app
