#include "QuitSignals.h"

#include <QSocketNotifier>

#include <atomic>
#include <csignal>
#include <cstdlib>

#include <sys/socket.h>
#include <unistd.h>

namespace segstudio::app {

namespace {

int g_socketPair[2] = {-1, -1};
std::atomic<bool> g_signalled{false};

// Async-signal-safe: an atomic, write(2) and _Exit only.
extern "C" void onQuitSignal(int signal)
{
    if (g_signalled.exchange(true))
        std::_Exit(130);
    const char byte = static_cast<char>(signal);
    const ssize_t written = ::write(g_socketPair[0], &byte, 1);
    (void)written;
}

}  // namespace

QuitSignals::QuitSignals(QObject* parent) : QObject(parent)
{
    g_signalled = false;
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_socketPair) != 0)
        return;  // no notifier: the signals keep their default action
    m_notifier = new QSocketNotifier(g_socketPair[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignals::onReadable);
    struct sigaction action {};
    action.sa_handler = onQuitSignal;
    sigemptyset(&action.sa_mask);
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
