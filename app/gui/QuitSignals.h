#pragma once
// SIGTERM (logout, systemd, kill), SIGINT (Ctrl-C in the terminal that
// started the workbench) and SIGHUP (a closed terminal) for the GUI. The
// handler only writes a byte to a socket pair; the GUI thread reads it and
// emits requested(), so the window can shut down the way its Quit does
// (training stops after its step with a checkpoint, edits are kept). A
// second signal at least 2 s after the first exits at once with 128 + its
// number, as a frozen window would need; one sooner is part of the same
// quit (a closed terminal sends SIGHUP and SIGTERM together) and is ignored.
#include <QObject>

class QSocketNotifier;

namespace segstudio::app {

class QuitSignals : public QObject {
    Q_OBJECT
public:
    // Installs the handlers; one instance per process.
    explicit QuitSignals(QObject* parent = nullptr);
    ~QuitSignals() override;

Q_SIGNALS:
    void requested(int signal);

private:
    void onReadable();
    QSocketNotifier* m_notifier = nullptr;
};

}  // namespace segstudio::app
