#pragma once
// Ctrl-C, SIGTERM and SIGHUP (a closed SSH session) for every command.
// While an InterruptTarget is alive, the first signal asks its job to stop
// at the next safe point: training after the current step, with a
// checkpoint; preprocessing after the cases being written; predict after
// the current window batch. The command then exits 130 (kExitInterrupted).
// A second signal, or one while no job is registered (a dataset check, an
// evaluation: they write nothing that could be left half done), exits at
// once with 130. Every file is written atomically, so only complete files
// remain.
#include <atomic>

namespace segstudio::cli {

void installInterruptHandlers();  // once, at the start of main()

// Registers `stop` (a TrainingControl's flag, a job's cancel flag) as what a
// signal sets, for its lifetime.
class InterruptTarget {
public:
    explicit InterruptTarget(std::atomic<bool>& stop);
    ~InterruptTarget();
    InterruptTarget(const InterruptTarget&) = delete;
    InterruptTarget& operator=(const InterruptTarget&) = delete;
};

}  // namespace segstudio::cli
