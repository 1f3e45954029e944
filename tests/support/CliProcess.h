#pragma once
// Runs segstudio-cli (the path the including test defines as SEGSTUDIO_CLI)
// as a user would, and tells how it ended.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace segstudio::test {

struct CliResult {
    int exitCode = -1;     // meaningful when !crashed && !timedOut
    bool crashed = false;  // ended by a signal
    bool timedOut = false;
    QString output;        // stdout and stderr, merged
};

inline CliResult runCli(const QStringList& arguments, int timeoutMs = 120000,
                        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess cli;
    cli.setProcessEnvironment(environment);
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral(SEGSTUDIO_CLI), arguments);
    CliResult r;
    if (!cli.waitForFinished(timeoutMs)) {
        r.timedOut = true;
        cli.kill();
        cli.waitForFinished();
    }
    r.crashed = cli.exitStatus() == QProcess::CrashExit;
    r.exitCode = cli.exitCode();
    r.output = QString::fromUtf8(cli.readAll());
    return r;
}

}  // namespace segstudio::test
