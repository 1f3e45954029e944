#include "common/system/ChildProcess.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <string_view>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/Errors.h"
#include "common/system/ReaderConfinement.h"

// Present only in sanitizer builds (the fuzzers): a child that a sanitizer
// stops must not run libFuzzer's crash handler, which would report the
// parent's input as a crash although the parent survives.
extern "C" __attribute__((weak)) void __sanitizer_set_death_callback(void (*callback)(void));

namespace segstudio {

namespace {

// What the child sends first.
enum Answer : char { kResult = 'R', kInputError = 'E', kOtherError = 'X' };

bool writeAll(int fd, std::string_view bytes)
{
    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        written += static_cast<std::size_t>(n);
    }
    return true;
}

[[noreturn]] void runChild(int fd, pid_t parent, const std::function<void(ChildAnswerWriter&)>& work, bool confined)
{
    // The child dies with its parent (a kill -9 of `train` must not leave a
    // reader running), and holds none of the parent's descriptors but the
    // standard ones and its answer pipe: no run-folder lock, no socket, no
    // open checkpoint stays held by a stuck reader.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent)
        ::_exit(4);  // the parent ended before the line above
    if (fd > 3)
        ::close_range(3, static_cast<unsigned>(fd - 1), 0);
    ::close_range(static_cast<unsigned>(fd + 1), ~0U, 0);
    // A library that crashes here should die quietly and quickly: no core
    // file, no crash handler inherited from a fuzzer or a sanitizer.
    const rlimit noCore{0, 0};
    ::setrlimit(RLIMIT_CORE, &noCore);
    if (__sanitizer_set_death_callback)
        __sanitizer_set_death_callback(nullptr);
    for (int signal : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL})
        std::signal(signal, SIG_DFL);
    ChildAnswerWriter out(fd);
    ByteWriter answer;
    try {
        if (confined)
            confineReader(defaultReaderMemoryGrowthBytes());
        work(out);
        out.finish();
        ::_exit(0);
    } catch (const InputError& error) {
        if (out.sentAny())
            ::_exit(3);  // half an answer is out: the parent reports how the child ended
        answer.put(kInputError);
        answer.putString(error.problem().file);
        answer.putString(error.problem().field);
        answer.putString(error.problem().reason);
    } catch (const std::exception& error) {
        if (out.sentAny())
            ::_exit(3);
        answer.put(kOtherError);
        answer.putString(error.what());
    } catch (...) {
        if (out.sentAny())
            ::_exit(3);
        answer.put(kOtherError);
        answer.putString("an unknown error");
    }
    ::_exit(writeAll(fd, answer.take()) ? 0 : 3);
}

std::string describeEnd(int status)
{
    if (WIFSIGNALED(status)) {
        const int signal = WTERMSIG(status);
        const char* name = sigabbrev_np(signal);
        return std::string("it stopped with signal ") + (name ? std::string("SIG") + name : std::to_string(signal)) +
               " (a library assertion or crash on damaged data)";
    }
    if (WIFEXITED(status))
        return "it exited with code " + std::to_string(WEXITSTATUS(status)) + " without an answer";
    return "it ended without an answer";
}

// The parent's end of one child: reads with the silence deadline, and
// kills and reaps the child on every way out.
class ChildPipe {
public:
    ChildPipe(pid_t pid, int fd, const ChildProcessLimits& limits, const std::string& file, const std::string& what)
        : m_pid(pid), m_fd(fd), m_limits(limits), m_file(file), m_what(what)
    {
    }
    ChildPipe(const ChildPipe&) = delete;
    ChildPipe& operator=(const ChildPipe&) = delete;
    ~ChildPipe()
    {
        if (m_pid > 0)
            ::kill(m_pid, SIGKILL);
        reap();
    }

    // Up to `size` bytes; 0 at the end. A child silent for longer than the
    // limit is killed: InputError.
    std::size_t readSome(void* data, std::size_t size)
    {
        for (;;) {
            pollfd waitFor{m_fd, POLLIN, 0};
            const int ready = ::poll(&waitFor, 1, static_cast<int>(m_limits.silence.count()));
            if (ready < 0 && errno == EINTR)
                continue;
            if (ready == 0) {
                ::kill(m_pid, SIGKILL);
                reap();
                throw InputError(m_file, "", m_what + " stopped responding for " +
                                                 std::to_string(std::chrono::duration_cast<std::chrono::seconds>(
                                                                    m_limits.silence).count()) +
                                                 " s and was stopped");
            }
            const ssize_t n = ::read(m_fd, data, size);
            if (n < 0 && errno == EINTR)
                continue;
            return n > 0 ? static_cast<std::size_t>(n) : 0;
        }
    }

    // Waits for the child to end; "" when it exited with 0, else how it ended.
    std::string reap()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        if (m_pid <= 0)
            return m_end;
        int status = 0;
        while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
        }
        m_pid = -1;
        m_end = WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "" : describeEnd(status);
        return m_end;
    }

private:
    pid_t m_pid;
    int m_fd;
    ChildProcessLimits m_limits;
    std::string m_file, m_what, m_end;
};

// An error answer (kInputError, kOtherError) as the exception to throw.
[[noreturn]] void throwChildError(char answer, const std::string& rest, const std::string& file, const std::string& what)
{
    ByteReader reader(rest);
    try {
        if (answer == kInputError) {
            std::string errorFile = reader.getString();
            std::string field = reader.getString();
            std::string reason = reader.getString();
            throw InputError(std::move(errorFile), std::move(field), std::move(reason));
        }
        if (answer == kOtherError)
            throw InputError(file, "", reader.getString());
    } catch (const std::out_of_range&) {
    }
    throw InputError(file, "", what + " failed: its answer was garbled");
}

}  // namespace

void runInChildProcess(const std::string& fileForErrors, const std::string& whatFailed,
                       const std::function<void(ChildAnswerWriter&)>& work,
                       const std::function<void(ByteReader&)>& receive, const ChildProcessLimits& limits)
{
    const pid_t parent = ::getpid();
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        throw InputError(fileForErrors, "", "cannot start " + whatFailed + ": " + std::strerror(errno));
    const pid_t pid = ::fork();
    if (pid < 0) {
        const int error = errno;
        ::close(fds[0]);
        ::close(fds[1]);
        throw InputError(fileForErrors, "", "cannot start " + whatFailed + ": " + std::strerror(error));
    }
    if (pid == 0) {
        ::close(fds[0]);
        runChild(fds[1], parent, work, limits.confined);
    }
    ::close(fds[1]);
    ChildPipe child(pid, fds[0], limits, fileForErrors, whatFailed);

    char answer = 0;
    if (child.readSome(&answer, 1) == 0) {
        const std::string end = child.reap();
        throw InputError(fileForErrors, "", whatFailed + " failed: " + (end.empty() ? "it ended without an answer" : end));
    }
    ByteReader stream([&](void* data, std::size_t size) { return child.readSome(data, size); });
    if (answer != kResult) {
        std::string rest;
        try {
            rest = stream.getAll(1 << 20);
        } catch (const std::out_of_range&) {
        }
        throwChildError(answer, rest, fileForErrors, whatFailed);
    }
    try {
        receive(stream);
    } catch (const std::out_of_range&) {  // the answer ended early: a crash while writing it, or garbled
        const std::string end = child.reap();
        throw InputError(fileForErrors, "", whatFailed + " failed: " + (end.empty() ? "its answer was garbled" : end));
    }
    char extra = 0;
    if (child.readSome(&extra, 1) != 0)  // bytes left over (the child is killed on the way out)
        throw InputError(fileForErrors, "", whatFailed + " failed: its answer was garbled");
    if (const std::string end = child.reap(); !end.empty())
        throw InputError(fileForErrors, "", whatFailed + " failed: " + end);
}

std::string runInChildProcess(const std::string& fileForErrors, const std::string& whatFailed,
                              const std::function<std::string()>& work, const ChildProcessLimits& limits)
{
    std::string result;
    runInChildProcess(
        fileForErrors, whatFailed,
        [&](ChildAnswerWriter& out) {
            const std::string bytes = work();
            out.put(bytes.data(), bytes.size());
        },
        [&](ByteReader& in) { result = in.getAll(); }, limits);
    return result;
}

void ChildAnswerWriter::put(const void* data, std::size_t size)
{
    if (!m_started) {
        m_pending.push_back(kResult);
        m_started = true;
    }
    constexpr std::size_t kGathered = std::size_t(1) << 16;
    if (m_pending.size() + size <= kGathered) {
        m_pending.append(static_cast<const char*>(data), size);
        return;
    }
    flush();
    m_sent = true;
    if (!writeAll(m_fd, std::string_view(static_cast<const char*>(data), size)))
        ::_exit(3);  // the parent went away
}

void ChildAnswerWriter::putString(const std::string& text)
{
    put(static_cast<uint64_t>(text.size()));
    put(text.data(), text.size());
}

void ChildAnswerWriter::flush()
{
    if (m_pending.empty())
        return;
    m_sent = true;
    if (!writeAll(m_fd, m_pending))
        ::_exit(3);
    m_pending.clear();
}

void ChildAnswerWriter::finish()
{
    if (!m_started) {
        m_pending.push_back(kResult);
        m_started = true;
    }
    flush();
}

void ByteWriter::putString(const std::string& text)
{
    put(static_cast<uint64_t>(text.size()));
    put(text.data(), text.size());
}

ByteReader::ByteReader(const std::string& bytes)
    : m_readSome([&bytes, offset = std::size_t(0)](void* data, std::size_t size) mutable {
          const std::size_t n = std::min(size, bytes.size() - offset);
          std::memcpy(data, bytes.data() + offset, n);
          offset += n;
          return n;
      })
{
}

void ByteReader::get(void* data, std::size_t size)
{
    char* bytes = static_cast<char*>(data);
    while (size > 0) {
        const std::size_t n = m_readSome(bytes, size);
        if (n == 0)
            throw std::out_of_range("ByteReader: the bytes end early");
        bytes += n;
        size -= n;
    }
}

std::string ByteReader::getString(std::size_t maxBytes)
{
    const auto size = get<uint64_t>();
    if (size > maxBytes)
        throw std::out_of_range("ByteReader: a text longer than expected");
    // Grown as the bytes arrive: a garbled size allocates nothing.
    std::string text;
    while (text.size() < size) {
        const std::size_t start = text.size();
        text.resize(start + std::min<std::size_t>(size - start, std::size_t(1) << 16));
        get(text.data() + start, text.size() - start);
    }
    return text;
}

std::string ByteReader::getAll(std::size_t maxBytes)
{
    std::string all;
    char buffer[1 << 16];
    while (const std::size_t n = m_readSome(buffer, sizeof buffer)) {
        if (all.size() + n > maxBytes)
            throw std::out_of_range("ByteReader: more bytes than expected");
        all.append(buffer, n);
    }
    return all;
}

}  // namespace segstudio
