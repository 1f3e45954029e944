#pragma once
// Runs a piece of work in a forked child process, so that a library that
// aborts, asserts or corrupts memory on hostile input (Debian's GDCM keeps its
// assert()s) takes down the child, never the workbench or a training run.
// POSIX only (fork, pipe, poll); no Qt, no ITK.
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

namespace segstudio {

struct ChildProcessLimits {
    // The child is killed when it has sent nothing for this long (a hung
    // library, or a lock some other thread held at fork time).
    std::chrono::milliseconds silence{std::chrono::minutes(2)};
    // The child runs confined (ReaderConfinement.h: no network, no new
    // programs, no writing to the file system, memory bounded) before `work`.
    bool confined = true;
};

class ByteReader;

// The child's side of an answer: bytes go into the pipe as they are given
// (small ones gathered first), so a large answer is never copied in the child.
// Once bytes have reached the pipe (more than 64 KiB put), an exception
// `work` throws ends the child without its message (the parent reports how
// it ended). So: everything that may throw first, then put.
class ChildAnswerWriter {
public:
    explicit ChildAnswerWriter(int fd) : m_fd(fd) {}
    void put(const void* data, std::size_t size);
    template <class T> void put(const T& value) { put(&value, sizeof value); }
    void putString(const std::string& text);
    bool sentAny() const { return m_sent; }  // bytes reached the pipe
    void finish();  // sends what is gathered (an empty answer too)

private:
    void flush();
    int m_fd;
    bool m_started = false;
    bool m_sent = false;
    std::string m_pending;
};

// Calls `work` in a child process forked from this one and hands the bytes
// it put to `receive`, which reads them from the pipe as they arrive
// (so a large answer is never held twice here). Contract:
//  - an InputError thrown by `work` is thrown again here, unchanged (file,
//    field, reason); a ValidationError or any other std::exception becomes an
//    InputError naming `fileForErrors` with its message;
//  - a child that dies (a signal such as SIGABRT or SIGSEGV, an exit without
//    an answer) or stays silent past `limits.silence` is killed and reaped,
//    and an InputError names `fileForErrors` and says `whatFailed` stopped and why;
//  - `receive` must read the answer exactly: reading past its end, or
//    leaving bytes unread, is an InputError ("garbled"); an exception
//    `receive` throws ends the child and passes through;
//  - the parent's memory is untouched by the child: only the returned bytes
//    come back. The caller's thread blocks until the child ends; other
//    threads keep running. Thread-safe: calls may run in parallel.
// The child runs only `work` and ends with _exit (no atexit handlers, no
// flushing of the parent's stdio buffers).
void runInChildProcess(const std::string& fileForErrors, const std::string& whatFailed,
                       const std::function<void(ChildAnswerWriter&)>& work,
                       const std::function<void(ByteReader&)>& receive, const ChildProcessLimits& limits = {});
// The same, for a `work` that returns its answer's bytes, returned here.
std::string runInChildProcess(const std::string& fileForErrors, const std::string& whatFailed,
                              const std::function<std::string()>& work, const ChildProcessLimits& limits = {});

// Little helpers to pass plain values through runInChildProcess's bytes.
class ByteWriter {
public:
    void put(const void* data, std::size_t size) { m_bytes.append(static_cast<const char*>(data), size); }
    template <class T> void put(const T& value) { put(&value, sizeof value); }
    void putString(const std::string& text);
    std::string take() { return std::move(m_bytes); }

private:
    std::string m_bytes;
};

// Reads what a ByteWriter wrote, from a string or from a stream (a child's
// pipe); throws std::out_of_range when the bytes end early.
class ByteReader {
public:
    explicit ByteReader(const std::string& bytes);  // keeps a reference: `bytes` must outlive the reader
    // `readSome(data, size)` gives up to `size` bytes, 0 at the end.
    explicit ByteReader(std::function<std::size_t(void*, std::size_t)> readSome) : m_readSome(std::move(readSome)) {}
    void get(void* data, std::size_t size);
    template <class T> T get()
    {
        T value{};
        get(&value, sizeof value);
        return value;
    }
    // A text of at most `maxBytes` (longer: std::out_of_range, nothing allocated).
    std::string getString(std::size_t maxBytes = std::size_t(1) << 30);
    // Everything up to the end, at most `maxBytes`.
    std::string getAll(std::size_t maxBytes = SIZE_MAX);

private:
    std::function<std::size_t(void*, std::size_t)> m_readSome;
};

}  // namespace segstudio
