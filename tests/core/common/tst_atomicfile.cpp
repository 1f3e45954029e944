// Crash-safe writes: the payload lands whole, and temporaries left by a
// writer that was killed mid-write are swept away on the next run, while a
// live writer's are kept. Two runs into one target folder (two PACS
// retrieves of a series, two pyramid builds) each write a partial folder of
// their own; the first to finish is kept, and a killed run's partial folder
// is removed by the next run.
#include <QtTest>

#include <QTemporaryDir>

#include <fstream>
#include <stdexcept>
#include <thread>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/Errors.h"
#include "common/system/AtomicFile.h"
#include "common/system/PartialOutputs.h"

using namespace segstudio;

class TestAtomicFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void payloadLandsWhole();
    void staleTemporariesOfDeadWritersAreRemoved();
    void replacementKeepsModeAndSymbolicLinks();
    void aWriterKilledAtAnyPointLeavesTheOldFileWhole();
    void aFileSetKeepsItsOldHeaderUntilTheNewDataIsIn();
    void aFolderIsReplacedAsAWhole();
    void twoRunsIntoOneTargetKeepTheirOwnPartialFolders();
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

// A writer that dies partway -- before writing, half-way, with everything
// written but not yet renamed -- leaves the old contents, never a mix. (A
// truncate-and-rewrite would leave an empty or half file here.)
void TestAtomicFile::aWriterKilledAtAnyPointLeavesTheOldFileWhole()
{
    QTemporaryDir dir;
    const std::string file = dir.filePath("checkpoint.json").toStdString();
    const std::string before(4096, 'o'), after(8192, 'n');
    writeFileAtomically(file, before);
    for (const std::size_t diesAfter : {std::size_t(0), after.size() / 2, after.size()}) {
        const pid_t child = fork();
        if (child == 0) {
            replaceFileAtomically(file, [&](const std::string& temporary) {
                std::ofstream out(temporary, std::ios::binary);
                out.write(after.data(), static_cast<std::streamsize>(diesAfter));
                out.flush();
                _exit(0);  // the writer is gone before the rename
            });
            _exit(1);
        }
        QVERIFY(child > 0);
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QCOMPARE(readWholeFile(file), before);
    }
    writeFileAtomically(file, after);
    QCOMPARE(readWholeFile(file), after);
}

// A detached header and its data file (.mhd + .raw): written in a folder of
// their own, data renamed into place first, the header last. A writer that
// fails leaves both old files as they were and no temporary folder.
void TestAtomicFile::aFileSetKeepsItsOldHeaderUntilTheNewDataIsIn()
{
    QTemporaryDir dir;
    const std::string header = dir.filePath("label.mhd").toStdString(), data = dir.filePath("label.raw").toStdString();
    auto writeSet = [](const std::string& path, const std::string& contents) {
        const std::string companion = path.substr(0, path.size() - 4) + ".raw";
        std::ofstream(companion) << contents;
        std::ofstream(path) << "ElementDataFile = label.raw\n";
    };
    replaceFileSetAtomically(header, [&](const std::string& temporary) { writeSet(temporary, "old data"); });
    QCOMPARE(readWholeFile(data), std::string("old data"));
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, replaceFileSetAtomically(header, [&](const std::string& temporary) {
        writeSet(temporary, "new data");
        throw std::runtime_error("disk full");
    }));
    QCOMPARE(readWholeFile(data), std::string("old data"));
    replaceFileSetAtomically(header, [&](const std::string& temporary) { writeSet(temporary, "new data"); });
    QCOMPARE(readWholeFile(data), std::string("new data"));
    QCOMPARE(readWholeFile(header), std::string("ElementDataFile = label.raw\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(), 2);
}

// A model package folder is exchanged whole; two writers at once each use
// their own staging folder (they shared "model.partial" and deleted each
// other's files), and the last one wins.
void TestAtomicFile::aFolderIsReplacedAsAWhole()
{
    QTemporaryDir dir;
    const std::string folder = dir.filePath("model").toStdString();
    auto fill = [](const std::string& text) {
        return [text](const std::string& staging) {
            for (const char* name : {"/model.json", "/weights.pt"})
                std::ofstream(staging + name) << text;
        };
    };
    replaceFolderAtomically(folder, fill("first"));
    QCOMPARE(readWholeFile(folder + "/weights.pt"), std::string("first"));
    std::vector<std::thread> writers;
    for (int i = 0; i < 4; ++i)
        writers.emplace_back([&, i] { replaceFolderAtomically(folder, fill("writer " + std::to_string(i))); });
    for (std::thread& w : writers)
        w.join();
    const std::string json = readWholeFile(folder + "/model.json");
    QVERIFY(json.rfind("writer ", 0) == 0);
    QCOMPARE(readWholeFile(folder + "/weights.pt"), json);  // one writer's pair
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, replaceFolderAtomically(folder, [](const std::string&) {
        throw std::runtime_error("fold 2 has no model");
    }));
    QCOMPARE(readWholeFile(folder + "/model.json"), json);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(), 1);
}

void TestAtomicFile::twoRunsIntoOneTargetKeepTheirOwnPartialFolders()
{
    QTemporaryDir dir;
    const std::string target = dir.filePath("series").toStdString();
    const std::string first = createPartialFolder(target), second = createPartialFolder(target + "/");
    QVERIFY(first != second);
    for (const std::string& partial : {first, second}) {
        QVERIFY(QFileInfo(QString::fromStdString(partial)).isDir());
        QVERIFY(QString::fromStdString(partial).startsWith(dir.filePath("series.partial-")));
    }
    std::ofstream(first + "/1.dcm") << "first";
    std::ofstream(second + "/2.dcm") << "second";
    // Another run starting meanwhile removes neither: both are of a live process.
    QCOMPARE(removeStalePartialFolders(target), 0);
    QVERIFY(QFile::exists(QString::fromStdString(first + "/1.dcm")));
    commitPartialFolder(second, target);
    QCOMPARE(readWholeFile(target + "/2.dcm"), std::string("second"));
    try {
        commitPartialFolder(first, target);
        QFAIL("a second run replaced the first one's finished folder");
    } catch (const InputError& error) {
        QVERIFY2(QString(error.what()).contains("another run"), error.what());
    }
    QCOMPARE(readWholeFile(target + "/2.dcm"), std::string("second"));
    QVERIFY(!QFile::exists(QString::fromStdString(target + "/1.dcm")));

    // A run killed mid-way (a dead process of this host) left its partial folder: the next run removes it.
    const pid_t child = fork();
    if (child == 0)
        _exit(0);
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    const QString own = QFileInfo(QString::fromStdString(first)).fileName();
    const QString hostAndPid = own.section('-', 1, 1);  // "series.partial-<host>-<pid>-<n>": <host>
    const QString dead = dir.filePath(QString("other.partial-%1-%2-7").arg(hostAndPid).arg(child));
    const QString otherHost = dir.filePath(QString("other.partial-%1-%2-7").arg(hostAndPid == "00000000" ? "00000001" : "00000000").arg(child));
    QVERIFY(QDir().mkpath(dead + "/level0") && QDir().mkpath(otherHost));
    const std::string live = createPartialFolder(dir.filePath("other").toStdString());
    QCOMPARE(removeStalePartialFolders(dir.filePath("other").toStdString()), 1);
    QVERIFY(!QFileInfo::exists(dead));
    QVERIFY(QFileInfo::exists(otherHost) && QFileInfo::exists(QString::fromStdString(live)));
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
