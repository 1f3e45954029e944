// Crash-safe writes: the payload lands whole, and temporaries left by a
// writer that was killed mid-write are swept away on the next run, while a
// live writer's are kept.
#include <QtTest>

#include <QTemporaryDir>

#include <fstream>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/AtomicFile.h"

using namespace segstudio;

class TestAtomicFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void payloadLandsWhole();
    void staleTemporariesOfDeadWritersAreRemoved();
    void replacementKeepsModeAndSymbolicLinks();
};

void TestAtomicFile::payloadLandsWhole()
{
    QTemporaryDir dir;
    const std::string file = dir.filePath("status.json").toStdString();
    writeFileAtomically(file, "old");
    writeFileAtomically(file, "new contents");
    QCOMPARE(readWholeFile(file), std::string("new contents"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);  // no temporary left
}

void TestAtomicFile::staleTemporariesOfDeadWritersAreRemoved()
{
    QTemporaryDir dir;
    // A process id that is certainly dead: a child that has exited and been reaped.
    const pid_t child = fork();
    if (child == 0)
        _exit(0);
    QVERIFY(child > 0);
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    auto touch = [&](const QString& name) { std::ofstream(dir.filePath(name).toStdString()) << "partial"; };
    const QString prefix = QString::fromStdString(temporaryFilePrefix(child));
    const QString dead = prefix + "42-checkpoint_last.pt";
    const QString live = QString::fromStdString(temporaryFilePrefix(getpid())) + "7-metrics.jsonl";
    // The same dead pid on another host of a shared folder, and a name from
    // before the host tag: whose they are cannot be told here, so both stay.
    const QString otherHost = QString(".tmp-%1-%2-42-checkpoint_last.pt")
                                  .arg(prefix.mid(5, 8) == "00000000" ? "00000001" : "00000000")
                                  .arg(child);
    const QString untagged = QString(".tmp-%1-42-checkpoint_last.pt").arg(child);
    for (const QString& name : {dead, live, otherHost, untagged, QString(".tmp-notapid-1-x")})
        touch(name);
    touch("checkpoint_last.pt");
    QCOMPARE(removeStaleTemporaryFiles(dir.path().toStdString()), 1);
    QVERIFY(!QFile::exists(dir.filePath(dead)));
    for (const QString& kept : {live, otherHost, untagged, QString(".tmp-notapid-1-x"), QString("checkpoint_last.pt")})
        QVERIFY2(QFile::exists(dir.filePath(kept)), qPrintable(kept));
    QCOMPARE(removeStaleTemporaryFiles(dir.filePath("missing").toStdString()), 0);  // no folder: nothing, no throw
}

// A private (0600) file stays private after a replacement, and a dataset.json
// that is a symbolic link stays a link: the file it points to gets the new
// contents.
void TestAtomicFile::replacementKeepsModeAndSymbolicLinks()
{
    QTemporaryDir dir;
    const std::string file = dir.filePath("labels.json").toStdString();
    writeFileAtomically(file, "old");
    QVERIFY(::chmod(file.c_str(), 0600) == 0);
    writeFileAtomically(file, "new");
    struct stat st {};
    QVERIFY(::stat(file.c_str(), &st) == 0);
    QCOMPARE(st.st_mode & 07777, mode_t(0600));

    QVERIFY(QDir(dir.path()).mkpath("shared"));
    const std::string target = dir.filePath("shared/dataset.json").toStdString();
    const std::string link = dir.filePath("dataset.json").toStdString();
    writeFileAtomically(target, "declared");
    QVERIFY(::symlink("shared/dataset.json", link.c_str()) == 0);
    writeFileAtomically(link, "edited");
    QVERIFY(QFileInfo(QString::fromStdString(link)).isSymLink());
    QCOMPARE(readWholeFile(target), std::string("edited"));
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
