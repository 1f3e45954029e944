#include "common/ChildProcess.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/Errors.h"

// Present only in sanitizer builds (the fuzzers): a child that a sanitizer
// stops must not run libFuzzer's crash handler, which would report the
// parent's input as a crash although the parent survives.
extern "C" __attribute__((weak)) void __sanitizer_set_death_callback(void (*callback)(void));

namespace segstudio {

namespace {

// What the child sends first.
enum Answer : char { kResult = 'R', kInputError = 'E', kOtherError = 'X' };

bool writeAll(int fd, const std::string& bytes)
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

[[noreturn]] void runChild(int fd, pid_t parent, const std::function<std::string()>& work)
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
    ByteWriter answer;
    try {
        std::string result = work();
        answer.put(kResult);
        answer.put(result.data(), result.size());
    } catch (const InputError& error) {
        answer.put(kInputError);
        answer.putString(error.problem().file);
        answer.putString(error.problem().field);
        answer.putString(error.problem().reason);
    } catch (const std::exception& error) {
        answer.put(kOtherError);
        answer.putString(error.what());
    } catch (...) {
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

}  // namespace

std::string runInChildProcess(const std::string& fileForErrors, const std::string& whatFailed,
                              const std::function<std::string()>& work, const ChildProcessLimits& limits)
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
        runChild(fds[1], parent, work);
    }
    ::close(fds[1]);

    std::string received;
    bool silentTooLong = false;
    char buffer[1 << 16];
    for (;;) {
        pollfd waitFor{fds[0], POLLIN, 0};
        const int ready = ::poll(&waitFor, 1, static_cast<int>(limits.silence.count()));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0) {
            silentTooLong = true;
            ::kill(pid, SIGKILL);
            break;
        }
        const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        received.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fds[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }

    if (silentTooLong)
        throw InputError(fileForErrors, "",
                         whatFailed + " stopped responding for " +
                             std::to_string(std::chrono::duration_cast<std::chrono::seconds>(limits.silence).count()) +
                             " s and was stopped");
    if (!(WIFEXITED(status) && WEXITSTATUS(status) == 0) || received.empty())
        throw InputError(fileForErrors, "", whatFailed + " failed: " + describeEnd(status));
    const char answer = received[0];
    if (answer == kResult)
        return received.substr(1);
    const std::string rest = received.substr(1);
    ByteReader reader(rest);
    try {
        if (answer == kInputError) {
            std::string file = reader.getString();
            std::string field = reader.getString();
            std::string reason = reader.getString();
            throw InputError(std::move(file), std::move(field), std::move(reason));
        }
        if (answer == kOtherError)
            throw InputError(fileForErrors, "", reader.getString());
    } catch (const std::out_of_range&) {
    }
    throw InputError(fileForErrors, "", whatFailed + " failed: its answer was garbled");
}

void ByteWriter::putString(const std::string& text)
{
    put(static_cast<uint64_t>(text.size()));
    put(text.data(), text.size());
}

void ByteReader::get(void* data, std::size_t size)
{
    if (size > m_bytes.size() - m_offset)
        throw std::out_of_range("ByteReader: the bytes end early");
    std::memcpy(data, m_bytes.data() + m_offset, size);
    m_offset += size;
}

std::string ByteReader::getString()
{
    const auto size = get<uint64_t>();
    if (size > m_bytes.size() - m_offset)
        throw std::out_of_range("ByteReader: the bytes end early");
    std::string text = m_bytes.substr(m_offset, size);
    m_offset += size;
    return text;
}

}  // namespace segstudio
