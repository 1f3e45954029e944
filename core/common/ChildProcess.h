#pragma once
// Runs a piece of work in a forked child process, so that a library that
// aborts, asserts or corrupts memory on hostile input (Debian's GDCM keeps its
// assert()s) takes down the child, never the workbench or a training run.
// POSIX only (fork, pipe, poll); no Qt, no ITK.
#include <chrono>
#include <functional>
#include <string>

namespace segstudio {

struct ChildProcessLimits {
    // The child is killed when it has sent nothing for this long (a hung
    // library, or a lock some other thread held at fork time).
    std::chrono::milliseconds silence{std::chrono::minutes(2)};
};

// Calls `work` in a child process forked from this one and returns the bytes
// it returned. Contract:
//  - an InputError thrown by `work` is thrown again here, unchanged (file,
//    field, reason); a ValidationError or any other std::exception becomes an
//    InputError naming `fileForErrors` with its message;
//  - a child that dies (a signal such as SIGABRT or SIGSEGV, an exit without
//    an answer) or stays silent past `limits.silence` is killed and reaped,
//    and an InputError names `fileForErrors` and says `whatFailed` stopped and why;
//  - the parent's memory is untouched by the child: only the returned bytes
//    come back. The caller's thread blocks until the child ends; other
//    threads keep running. Thread-safe: calls may run in parallel.
// The child runs only `work` and ends with _exit (no atexit handlers, no
// flushing of the parent's stdio buffers).
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

// Reads what a ByteWriter wrote; throws std::out_of_range when the bytes end early.
class ByteReader {
public:
    explicit ByteReader(const std::string& bytes) : m_bytes(bytes) {}
    void get(void* data, std::size_t size);
    template <class T> T get()
    {
        T value{};
        get(&value, sizeof value);
        return value;
    }
    std::string getString();

private:
    const std::string& m_bytes;
    std::size_t m_offset = 0;
};

}  // namespace segstudio
