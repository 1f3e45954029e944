#include "Interrupts.h"

#include <csignal>
#include <cstdlib>

#include <unistd.h>

#include "Commands.h"

namespace segstudio::cli {

namespace {

std::atomic<bool> g_interrupted{false};
std::atomic<std::atomic<bool>*> g_target{nullptr};

// Async-signal-safe: lock-free atomics, write(2) and _Exit only.
extern "C" void onInterrupt(int)
{
    std::atomic<bool>* target = g_target.load();
    if (!target || g_interrupted.exchange(true))
        std::_Exit(kExitInterrupted);
    target->store(true);
    static const char kNote[] = "\nstopping safely; interrupt again to quit at once\n";
    const ssize_t written = ::write(STDERR_FILENO, kNote, sizeof kNote - 1);
    (void)written;
}

}  // namespace

void installInterruptHandlers()
{
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;  // reads and writes in progress go on
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        sigaction(signal, &action, nullptr);
}

InterruptTarget::InterruptTarget(std::atomic<bool>& stop) { g_target = &stop; }

InterruptTarget::~InterruptTarget() { g_target = nullptr; }

}  // namespace segstudio::cli
