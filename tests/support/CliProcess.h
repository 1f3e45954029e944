#pragma once
// Runs segstudio-cli (test::cliPath(), this build's)
// as a user would, and tells how it ended.
#include <QProcess>
#include <QString>
#include <QStringList>
#include "TestData.h"

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
    cli.start(segstudio::test::cliPath(), arguments);
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
