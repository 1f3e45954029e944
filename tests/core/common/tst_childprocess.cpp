// runInChildProcess: results, errors and crashes of the child come back to
// the caller as bytes or InputErrors; the caller never dies with the child.
#include <QtTest>

#include <algorithm>
#include <chrono>
#include <functional>
#include <csignal>
#include <cstdlib>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <thread>

#include <QFile>
#include <QTemporaryDir>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "common/system/ChildProcess.h"
#include "common/Errors.h"

using namespace segstudio;

class TestChildProcess : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void resultBytesComeBackIntact();
    void inputErrorKeepsFileFieldAndReason();
    void otherExceptionsNameTheFile();
    void abortInTheChildIsAnInputError();
    void segfaultInTheChildIsAnInputError();
    void silentChildIsStopped();
    void childChangesNothingInTheParent();
    void childHoldsNoParentDescriptorAndDiesWithIt();
    void readerChildReadsButCannotReachOut();
    void byteReaderRefusesTruncatedData();
    void aStreamedAnswerMustBeReadExactly();
};

void TestChildProcess::resultBytesComeBackIntact()
{
    // 48 MiB: far more than a pipe buffer, so the parent must read while the child writes.
    const std::string bytes = runInChildProcess("scan.dcm", "the reader", [] {
        std::string big(48u << 20, '\0');
        for (std::size_t i = 0; i < big.size(); ++i)
            big[i] = static_cast<char>((i * 2654435761u) >> 13);
        return big;
    });
    QCOMPARE(bytes.size(), std::size_t(48u << 20));
    for (std::size_t i = 0; i < bytes.size(); i += 4099)
        QCOMPARE(bytes[i], static_cast<char>((i * 2654435761u) >> 13));
    QCOMPARE(runInChildProcess("x", "y", [] { return std::string(); }), std::string());
}

void TestChildProcess::inputErrorKeepsFileFieldAndReason()
{
    try {
        runInChildProcess("folder", "the reader", []() -> std::string {
            throw InputError("folder/slice7.dcm", "series", "slice spacing jumps");
        });
        QFAIL("the child's InputError must reach the caller");
    } catch (const InputError& e) {
        QCOMPARE(e.problem().file, std::string("folder/slice7.dcm"));
        QCOMPARE(e.problem().field, std::string("series"));
        QCOMPARE(e.problem().reason, std::string("slice spacing jumps"));
    }
}

void TestChildProcess::otherExceptionsNameTheFile()
{
    try {
        runInChildProcess("scan.dcm", "the reader", []() -> std::string { throw std::bad_alloc(); });
        QFAIL("an exception in the child must reach the caller");
    } catch (const InputError& e) {
        QCOMPARE(e.problem().file, std::string("scan.dcm"));
        QVERIFY2(QString(e.what()).contains("bad_alloc"), e.what());
    }
}

void TestChildProcess::abortInTheChildIsAnInputError()
{
    try {
        runInChildProcess("damaged.dcm", "the DICOM reader", []() -> std::string { std::abort(); });
        QFAIL("an abort in the child must be reported");
    } catch (const InputError& e) {
        QCOMPARE(e.problem().file, std::string("damaged.dcm"));
        QVERIFY2(QString(e.what()).contains("the DICOM reader failed") && QString(e.what()).contains("SIGABRT"),
                 e.what());
    }
}

void TestChildProcess::segfaultInTheChildIsAnInputError()
{
    try {
        runInChildProcess("damaged.dcm", "the reader", []() -> std::string {
            std::raise(SIGSEGV);
            return "unreachable";
        });
        QFAIL("a crash in the child must be reported");
    } catch (const InputError& e) {
        // SIGSEGV, or (under AddressSanitizer, which handles SIGSEGV itself) its exit code.
        QVERIFY2(QString(e.what()).contains("the reader failed"), e.what());
    }
}

void TestChildProcess::silentChildIsStopped()
{
    ChildProcessLimits limits;
    limits.silence = std::chrono::milliseconds(300);
    const auto start = std::chrono::steady_clock::now();
    try {
        runInChildProcess(
            "hung.dcm", "the reader",
            [] {
                std::this_thread::sleep_for(std::chrono::seconds(30));
                return std::string("late");
            },
            limits);
        QFAIL("a silent child must be stopped");
    } catch (const InputError& e) {
        QVERIFY2(QString(e.what()).contains("stopped responding"), e.what());
    }
    QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
}

void TestChildProcess::childChangesNothingInTheParent()
{
    int counter = 1;
    runInChildProcess("x", "y", [&] {
        counter = 42;
        return std::string();
    });
    QCOMPARE(counter, 1);
}

// A reader child must not keep the run folder's lock (a flock on a
// descriptor of the parent) or any other descriptor, and must not outlive
// its parent: it asks the kernel for SIGKILL when the parent ends.
void TestChildProcess::childHoldsNoParentDescriptorAndDiesWithIt()
{
    QTemporaryDir dir;
    const int held = ::open(dir.filePath(".lock").toUtf8().constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    QVERIFY(held >= 0);
    QCOMPARE(::flock(held, LOCK_EX | LOCK_NB), 0);
    const std::string seen = runInChildProcess("x", "y", [&] {
        int signal = 0;
        ::prctl(PR_GET_PDEATHSIG, &signal);
        const bool open = ::fcntl(held, F_GETFD) != -1;
        return std::string(open ? "open" : "closed") + " " + std::to_string(signal);
    });
    QCOMPARE(seen, "closed " + std::to_string(SIGKILL));
    ::close(held);
}

void TestChildProcess::byteReaderRefusesTruncatedData()
{
    ByteWriter writer;
    writer.putString("hello");
    writer.put(int32_t(7));
    const std::string bytes = writer.take();
    ByteReader reader(bytes);
    QCOMPARE(reader.getString(), std::string("hello"));
    QCOMPARE(reader.get<int32_t>(), int32_t(7));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, reader.get<int32_t>());
    const std::string truncated = bytes.substr(0, 6);
    ByteReader shortReader(truncated);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, shortReader.getString());
}

// The streamed form hands the pipe to `receive`, which reads the answer in
// place (how a scan's voxels reach their buffer without a second copy).
void TestChildProcess::aStreamedAnswerMustBeReadExactly()
{
    const auto work = [](ChildAnswerWriter& out) {
        const std::string voxels(3u << 20, 'v');
        out.put(uint64_t(voxels.size()));
        out.put(voxels.data(), voxels.size());  // straight into the pipe
    };
    std::vector<char> voxels;
    runInChildProcess("scan.tif", "the TIFF reader", work, [&](ByteReader& in) {
        voxels.resize(in.get<uint64_t>());
        in.get(voxels.data(), voxels.size());
    });
    QCOMPARE(voxels.size(), std::size_t(3u << 20));
    QCOMPARE(std::count(voxels.begin(), voxels.end(), 'v'), std::ptrdiff_t(3u << 20));

    // Bytes left unread, or read past the end: a garbled answer, named.
    const auto expectGarbled = [&](const std::function<void(ByteReader&)>& receive) {
        try {
            runInChildProcess("scan.tif", "the TIFF reader", work, receive);
            QFAIL("a misread answer was accepted");
        } catch (const InputError& error) {
            QVERIFY2(QString(error.what()).contains("scan.tif") && QString(error.what()).contains("garbled"), error.what());
        }
    };
    expectGarbled([](ByteReader& in) { in.get<uint64_t>(); });
    expectGarbled([](ByteReader& in) {
        std::vector<char> more((4u << 20) + 8);
        in.get(more.data(), more.size());
    });
    // An error while the answer is still gathered is told as it was; once
    // bytes reached the pipe, only that the child ended early.
    for (const std::size_t before : {std::size_t(8), std::size_t(1) << 20}) {
        try {
            runInChildProcess(
                "scan.tif", "the TIFF reader",
                [before](ChildAnswerWriter& out) {
                    out.put(std::string(before, 'v').data(), before);
                    throw InputError("scan.tif", "", "the reader's own reason");
                },
                [](ByteReader& in) { in.getAll(); });
            QFAIL("half an answer was accepted");
        } catch (const InputError& error) {
            const bool told = QString(error.what()).contains("the reader's own reason");
            const bool ended = QString(error.what()).contains("exited with code 3");
            QVERIFY2(before < 65536 ? told : ended, error.what());
        }
    }
    // The caller's own refusal (a size over its limit) passes through, and the child is ended.
    try {
        runInChildProcess("scan.tif", "the TIFF reader", work,
                          [](ByteReader&) { throw InputError("scan.tif", "header", "too large"); });
        QFAIL("the caller's refusal was lost");
    } catch (const InputError& error) {
        QCOMPARE(error.problem().reason, std::string("too large"));
    }
}


#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

// Reader children run confined (ReaderConfinement.h): an exploit in a file
// reader gets reading and bounded memory, not the network, new processes or
// writes. The same attempts succeed in an unconfined child, so the answers
// come from the filter, not from this machine.
void TestChildProcess::readerChildReadsButCannotReachOut()
{
    QTemporaryDir dir;
    const std::string readable = (dir.path() + "/in.txt").toStdString();
    const std::string written = (dir.path() + "/out.txt").toStdString();
    std::FILE* file = std::fopen(readable.c_str(), "w");
    std::fputs("hello", file);
    std::fclose(file);
    const auto attempts = [&](bool confined) {
        const auto outcome = [](bool failed) { return failed ? std::string(std::strerror(errno)) : std::string("ok"); };
        std::string out;
        char text[8] = {};
        const int in = ::open(readable.c_str(), O_RDONLY);
        out += "read=" + std::string(in >= 0 && ::read(in, text, 5) == 5 ? text : "failed");
        if (in >= 0)
            ::close(in);
        const int sock = ::socket(AF_INET, SOCK_STREAM, 0);
        out += " socket=" + outcome(sock < 0);
        if (sock >= 0)
            ::close(sock);
        const int out_fd = ::open(written.c_str(), O_WRONLY | O_CREAT, 0600);
        out += " write=" + outcome(out_fd < 0);
        if (out_fd >= 0)
            ::close(out_fd);
        const pid_t pid = ::fork();
        if (pid == 0)
            ::_exit(0);
        out += " fork=" + outcome(pid < 0);
        if (pid > 0)
            ::waitpid(pid, nullptr, 0);
        if (confined) {  // unconfined, exec would replace this child, and memory is the machine's
            char* const argv[] = {const_cast<char*>("/bin/true"), nullptr};
            ::execv("/bin/true", argv);
            out += " exec=" + outcome(true);
            // More than the 3/4 of RAM a reader may grow by. (AddressSanitizer's
            // allocator aborts instead of returning null: not asked there.)
            const std::size_t physical = static_cast<std::size_t>(::sysconf(_SC_PHYS_PAGES)) * ::sysconf(_SC_PAGESIZE);
            void* big = kAddressSanitizer ? nullptr : std::malloc(physical / 10 * 9);
            out += std::string(" memory=") + (big ? "granted" : "refused");
            std::free(big);
        }
        return out;
    };
    ChildProcessLimits confined;
    const std::string shut = runInChildProcess("in.txt", "the probe", [&] { return attempts(true); }, confined);
    QCOMPARE(shut, std::string("read=hello socket=") + std::strerror(EPERM) + " write=" + std::strerror(EACCES) +
                       " fork=" + std::strerror(EPERM) + " exec=" + std::strerror(EPERM) + " memory=refused");
    QVERIFY(!QFile::exists(QString::fromStdString(written)));
    ChildProcessLimits open;
    open.confined = false;
    const std::string free = runInChildProcess("in.txt", "the probe", [&] { return attempts(false); }, open);
    QCOMPARE(free, std::string("read=hello socket=ok write=ok fork=ok"));
}

QTEST_GUILESS_MAIN(TestChildProcess)
#include "tst_childprocess.moc"
