#include "engine/sandbox/SandboxedModule.h"

#include <torch/serialize/archive.h>

#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <mutex>
#include <map>
#include <sstream>
#include <tuple>

#include "common/Errors.h"
#include "engine/sandbox/ComputeOnlyFilter.h"
#include "engine/sandbox/SandboxFrames.h"

extern char** environ;

namespace segstudio::engine::sandbox {

namespace fs = std::filesystem;

namespace {

// How long the parent waits to hand a child its Quit frame.
constexpr std::chrono::milliseconds kQuitDeadline{1000};

uint64_t defaultMemoryBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0)
        return 0;
    return static_cast<uint64_t>(pages) * static_cast<uint64_t>(pageSize) / 4 * 3;
}

std::string readWholeFile(const std::string& file)
{
    std::error_code error;
    const auto size = fs::file_size(file, error);
    if (error)
        throw InputError(file, "", "cannot be read: " + error.message());
    if (size > kMaxFrameStringBytes)
        throw InputError(file, "", "is larger than SegStudio opens as a model (" + formatBytes(double(size)) + ")");
    std::ifstream stream(file, std::ios::binary);
    std::ostringstream bytes;
    bytes << stream.rdbuf();
    if (!stream)
        throw InputError(file, "", "cannot be read");
    return bytes.str();
}

// What the child may see of this process's environment: where its
// libraries are and how to use the CPU and GPU; no tokens, no paths of the user's.
std::vector<std::string> sandboxEnvironment()
{
    static const char* const kept[] = {"LD_LIBRARY_PATH=", "CUDA_", "NVIDIA_", "OMP_", "MKL_", "KMP_", "GOMP_", "TORCH_", "LANG=", "LC_ALL="};
    std::vector<std::string> environment;
    for (char** entry = environ; entry && *entry; ++entry)
        for (const char* prefix : kept)
            if (std::strncmp(*entry, prefix, std::strlen(prefix)) == 0) {
                environment.emplace_back(*entry);
                break;
            }
    return environment;
}

// A message from the child as plain text: no terminal escapes, bounded.
std::string plainText(const std::string& text)
{
    std::string plain;
    for (const char c : text.substr(0, 4096))
        plain += (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == 0x7f ? '?' : c;
    return plain;
}

std::string secondsText(std::chrono::milliseconds duration)
{
    std::ostringstream text;
    text << double(duration.count()) / 1000.0 << " s";
    return text.str();
}

}  // namespace

std::string sandboxHelperPath()
{
    if (const char* configured = std::getenv("SEGSTUDIO_SANDBOX_HELPER"); configured && *configured)
        return configured;
    std::error_code error;
    const fs::path program = fs::read_symlink("/proc/self/exe", error);
    const fs::path folder = program.parent_path();
    for (const fs::path& candidate : {folder / "segstudio-sandbox", folder / ".." / "lib" / "segstudio" / "segstudio-sandbox"})
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate.lexically_normal().string();
    throw std::runtime_error("SegStudio's model sandbox (segstudio-sandbox) is missing next to " + program.string() +
                             " and in ../lib/segstudio/: reinstall SegStudio");
}

namespace {

// One sandbox child and the socket to it.
struct SandboxProcess {
    std::string file;
    SandboxLimits limits;
    pid_t pid = -1;
    int fd = -1;
    std::mutex turn;
    std::string gone;  // why the sandbox ended, once it has

    SandboxProcess() = default;
    SandboxProcess(const SandboxProcess&) = delete;
    SandboxProcess& operator=(const SandboxProcess&) = delete;
    ~SandboxProcess() { end(true); }  // no child outlives its owner, on any path

    void start(const torch::Device& device, int threads)
    {
        const std::string helper = sandboxHelperPath();
        int ends[2];
        if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
            throw InputError(file, "", std::string("cannot start the model sandbox: ") + std::strerror(errno));
        const std::string memory = std::to_string(limits.memoryBytes ? limits.memoryBytes : defaultMemoryBytes());
        const std::string deviceName = device.str();
        const std::string threadCount = std::to_string(std::max(1, threads));
        std::vector<const char*> argv = {helper.c_str(), "--device", deviceName.c_str(), "--threads",
                                         threadCount.c_str(), "--memory-bytes", memory.c_str(), nullptr};
        // Standard output and error lead nowhere (no terminal to type into,
        // no log to rewrite); its own session, so no controlling terminal.
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
        posix_spawnattr_t attributes;
        posix_spawnattr_init(&attributes);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
        const std::vector<std::string> environment = sandboxEnvironment();
        std::vector<char*> envp;
        for (const std::string& entry : environment)
            envp.push_back(const_cast<char*>(entry.c_str()));
        envp.push_back(nullptr);
        const int spawned =
            ::posix_spawn(&pid, helper.c_str(), &actions, &attributes, const_cast<char**>(argv.data()), envp.data());
        posix_spawnattr_destroy(&attributes);
        posix_spawn_file_actions_destroy(&actions);
        ::close(ends[1]);
        fd = ends[0];
        if (spawned != 0) {
            pid = -1;
            ::close(fd);
            fd = -1;
            throw InputError(file, "", "cannot start the model sandbox " + helper + ": " + std::strerror(spawned));
        }
    }

    // Starts the child, sends it `moduleFile` for `purpose`, and returns
    // the kind of its first answer; `channel` is then the child's.
    Frame open(Channel& channel, const std::string& moduleFile, const SandboxLimits& sandboxLimits, Purpose purpose,
               const torch::Device& device, int threads)
    {
        file = moduleFile;
        limits = sandboxLimits;
        const std::string bytes = readWholeFile(file);
        start(device, threads);
        channel = Channel(fd);
        return exchange(
            channel,
            [&] {
                channel.writeFrame(Frame::Module);
                channel.write(static_cast<uint8_t>(purpose));
                channel.writeString(bytes);
            },
            limits.loadDeadline,
            purpose == Purpose::RunModule ? "loading" : purpose == Purpose::ReadWeights ? "reading its weights" : "reading it");
    }

    // Kills and reaps the child; returns how it ended, in words.
    std::string end(bool kill)
    {
        if (pid <= 0)
            return "it had ended";
        if (kill)
            ::kill(pid, SIGKILL);
        int status = 0;
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        pid = -1;
        if (fd >= 0)
            ::close(fd);
        fd = -1;
        if (WIFSIGNALED(status)) {
            const char* name = sigabbrev_np(WTERMSIG(status));
            return std::string("it stopped with signal ") + (name ? std::string("SIG") + name : std::to_string(WTERMSIG(status)));
        }
        return "it exited with code " + std::to_string(WEXITSTATUS(status));
    }

    // Sends the frame written by `send`, then reads the answer's kind.
    // Violations, crashes, and missed deadlines end the sandbox and throw.
    Frame exchange(Channel& channel, const std::function<void()>& send, std::chrono::milliseconds deadline,
                   const std::string& doing)
    {
        if (!gone.empty())
            throw InputError(file, "", "the model's sandbox has ended (" + gone + "); open the model again");
        channel.setDeadline(std::chrono::steady_clock::now() + deadline);
        try {
            try {
                send();
            } catch (const ChannelError&) {
                // The child went away while listening: its last word (a violation) may still be there.
            }
            const Frame answer = channel.readFrame();
            if (answer != Frame::Violation)
                return answer;
            const auto call = channel.read<int32_t>();
            gone = "it tried " + describeSystemCall(call);
            end(true);
            throw InputError(file, "", "while " + doing + ", the model tried " + describeSystemCall(call) +
                                           ", which a model has no reason to do: SegStudio's sandbox stopped it. "
                                           "Do not use this model; ask whoever made it");
        } catch (const ChannelError& error) {
            if (error.kind() == ChannelError::Kind::Timeout) {
                gone = "it missed its deadline";
                end(true);
                throw InputError(file, "", "while " + doing + ", the model did not answer within " +
                                               secondsText(deadline) + " (a model that never returns?): it was stopped");
            }
            gone = end(true);
            throw InputError(file, "", "while " + doing + ", the model's sandbox ended: " + gone +
                                           (error.kind() == ChannelError::Kind::Malformed ? std::string(" (") + error.what() + ")"
                                                                                         : std::string()));
        }
    }
};

}  // namespace

struct SandboxedModule::Impl : SandboxProcess {};

SandboxedModule::SandboxedModule(const std::string& file, const torch::Device& device, int threads,
                                 const SandboxLimits& limits)
    : m_impl(std::make_unique<Impl>())
{
    Channel channel(-1);
    const Frame answer = m_impl->open(channel, file, limits, Purpose::RunModule, device, threads);
    if (answer == Frame::Ready)
        return;
    std::string reason = "the model's sandbox sent an answer SegStudio does not know";
    try {
        if (answer == Frame::Failure)
            reason = plainText(channel.readString(1 << 20));
    } catch (const ChannelError& error) {
        reason = "the model's sandbox sent a damaged answer (" + std::string(error.what()) + ")";
    }
    m_impl->gone = m_impl->end(true);
    throw InputError(file, "", reason);
}

SandboxedModule::~SandboxedModule()
{
    if (m_impl->pid > 0 && m_impl->fd >= 0) {
        // A courtesy to a child that still reads; one that stopped reading
        // (its socket full) gets a second, then SIGKILL below.
        Channel channel(m_impl->fd);
        channel.setDeadline(std::chrono::steady_clock::now() + kQuitDeadline);
        try {
            channel.writeFrame(Frame::Quit);
        } catch (const ChannelError&) {
        }
    }
    m_impl->end(true);
}

int SandboxedModule::processId() const { return m_impl->pid; }

torch::Tensor SandboxedModule::forward(const torch::Tensor& batch, int64_t maxOutputElements)
{
    if (maxOutputElements <= 0)
        maxOutputElements = 64 * std::max<int64_t>(1, batch.numel());
    std::lock_guard<std::mutex> lock(m_impl->turn);
    Channel channel(m_impl->fd);
    const std::string doing = "computing a batch of shape " + c10::str(batch.sizes());
    const Frame answer = m_impl->exchange(
        channel,
        [&] {
            channel.writeFrame(Frame::Forward);
            channel.writeTensor(batch);
        },
        m_impl->limits.callDeadline, doing);
    try {
        if (answer == Frame::Tensor)
            return channel.readTensor(maxOutputElements);
        if (answer == Frame::Failure)
            throw ModuleError(m_impl->file, "", plainText(channel.readString(1 << 20)));
    } catch (const ModuleError&) {
        throw;  // the module's own error: the sandbox lives on
    } catch (const ChannelError& error) {
        m_impl->gone = m_impl->end(true);
        throw InputError(m_impl->file, "", "the model's sandbox sent a damaged answer (" + std::string(error.what()) + ")");
    } catch (...) {
        m_impl->gone = m_impl->end(true);  // the stream is half read: it cannot go on
        throw;
    }
    m_impl->gone = m_impl->end(true);
    throw InputError(m_impl->file, "", "the model's sandbox sent an answer SegStudio does not know");
}

namespace {

// Asks a fresh sandbox once for the contents of `file` (`purpose`), and
// calls `readEntry` for each of the `expected` frame's entries (at most
// kMaxNamedTensors; `entries` names them in the error). The sandbox ends on
// every way out; its failures and damaged answers become InputError naming `file`.
void readContentsInSandbox(const std::string& file, const SandboxLimits& limits, Purpose purpose, Frame expected,
                           const std::string& entries, const std::function<void(Channel&)>& readEntry)
{
    SandboxProcess impl;
    Channel channel(-1);
    const Frame answer = impl.open(channel, file, limits, purpose, torch::kCPU, 1);
    try {
        if (answer == Frame::Failure)
            throw InputError(file, "", plainText(channel.readString(1 << 20)));
        if (answer != expected)
            throw InputError(file, "", "the model's sandbox sent an answer SegStudio does not know");
        const auto count = channel.read<uint32_t>();
        if (count > kMaxNamedTensors)
            throw InputError(file, "", "holds " + std::to_string(count) + " " + entries);
        for (uint32_t i = 0; i < count; ++i)
            readEntry(channel);
    } catch (const ChannelError& error) {
        impl.end(true);
        throw InputError(file, "", "the model's sandbox sent a damaged answer (" + std::string(error.what()) + ")");
    } catch (...) {
        impl.end(true);
        throw;
    }
    impl.end(true);
}

}  // namespace

std::vector<std::pair<std::string, torch::Tensor>> readWeightsInSandbox(const std::string& file,
                                                                         const SandboxLimits& limits)
{
    std::vector<std::pair<std::string, torch::Tensor>> tensors;
    // Float32 tensors of a file of N bytes: at most ~N/2 elements (fp16
    // stored); anything much larger did not come from that file.
    std::error_code sizeError;
    int64_t budget = static_cast<int64_t>(fs::file_size(file, sizeError) / 2) + (int64_t(1) << 20);
    readContentsInSandbox(file, limits, Purpose::ReadWeights, Frame::NamedTensors,
                          "tensors: not a SegStudio network's weights", [&](Channel& channel) {
                              std::string name = channel.readString(4096);
                              torch::Tensor tensor = channel.readTensor(std::max<int64_t>(budget, 1));
                              budget -= std::max<int64_t>(tensor.numel(), 1);
                              if (budget < 0)
                                  throw InputError(file, "", "the model's sandbox sent more tensor data than the file holds");
                              tensors.emplace_back(std::move(name), std::move(tensor));
                          });
    return tensors;
}

namespace {

// One archive of a checkpoint as it came back from the sandbox: its own
// entries and its nested archives by name.
struct ArchiveNode {
    std::vector<std::tuple<ArchiveEntry, std::string, c10::IValue>> entries;
    std::map<std::string, ArchiveNode> nested;
};

// True when every dot-separated part of `path` is a plain name of ASCII
// letters, digits and underscores: the only names SegStudio's checkpoints
// use, and the only ones LibTorch can print into the TorchScript source it
// generates when the rebuilt archive is saved and loaded (a name holding a
// quote or a newline would be compiled as code by this process).
bool isPlainDottedName(const std::string& path)
{
    if (path.empty() || path.size() > 1024)
        return false;
    bool partStarted = false;
    for (const char c : path) {
        if (c == '.') {
            if (!partStarted)
                return false;
            partStarted = false;
        } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_') {
            partStarted = true;
        } else {
            return false;
        }
    }
    return partStarted;
}

// Adds `value` at the dotted `path`; every part must be a plain name.
void placeEntry(ArchiveNode& root, ArchiveEntry kind, const std::string& path, c10::IValue value, const std::string& file)
{
    if (!isPlainDottedName(path))
        throw InputError(file, "", "the model's sandbox sent an entry named \"" + plainText(path.substr(0, 80)) +
                                       "\", which is not a plain dotted name (letters, digits, underscores): "
                                       "not a SegStudio checkpoint");
    ArchiveNode* node = &root;
    std::size_t start = 0;
    for (std::size_t dot = path.find('.'); dot != std::string::npos; dot = path.find('.', start)) {
        node = &node->nested[path.substr(start, dot - start)];
        start = dot + 1;
    }
    node->entries.emplace_back(kind, path.substr(start), std::move(value));
}

// The archive that torch::serialize would have written for `node`: built
// here from plain tensors and texts, so loading it runs nothing of the file's.
void writeArchive(const ArchiveNode& node, torch::serialize::OutputArchive& archive)
{
    for (const auto& [kind, name, value] : node.entries)
        if (kind == ArchiveEntry::Text)
            archive.write(name, value);
        else
            archive.write(name, value.toTensor(), kind == ArchiveEntry::Buffer);
    for (const auto& [name, child] : node.nested) {
        torch::serialize::OutputArchive nested;
        writeArchive(child, nested);
        archive.write(name, nested);
    }
}

}  // namespace

void readArchiveInSandbox(const std::string& file, torch::serialize::InputArchive& into, const torch::Device& device,
                          const SandboxLimits& limits)
{
    // Tensors share storage at most as often as the file could make them:
    // twice the file's bytes is more than any checkpoint SegStudio writes.
    std::error_code sizeError;
    int64_t budget = 2 * static_cast<int64_t>(fs::file_size(file, sizeError)) + (int64_t(1) << 20);
    ArchiveNode root;
    readContentsInSandbox(file, limits, Purpose::ReadArchive, Frame::ArchiveEntries, "entries: not a SegStudio checkpoint",
                          [&](Channel& channel) {
                              const auto kind = static_cast<ArchiveEntry>(channel.read<uint8_t>());
                              std::string path = channel.readString(4096);
                              c10::IValue value;
                              if (kind == ArchiveEntry::Text) {
                                  value = channel.readString(1 << 20);
                                  budget -= static_cast<int64_t>(value.toStringRef().size());
                              } else if (kind == ArchiveEntry::Parameter || kind == ArchiveEntry::Buffer) {
                                  torch::Tensor tensor = channel.readTypedTensor(std::max<int64_t>(budget, 0));
                                  budget -= std::max<int64_t>(static_cast<int64_t>(tensor.nbytes()), 1);
                                  value = std::move(tensor);
                              } else {
                                  throw InputError(file, "", "the model's sandbox sent an entry SegStudio does not know");
                              }
                              if (budget < 0)
                                  throw InputError(file, "", "the model's sandbox sent more data than the file holds");
                              placeEntry(root, kind, path, std::move(value), file);
                          });
    try {
        torch::serialize::OutputArchive rebuilt;
        writeArchive(root, rebuilt);
        root = {};
        std::stringstream bytes;
        rebuilt.save_to(bytes);
        into.load_from(bytes, device);
    } catch (const c10::Error& error) {  // e.g. one name used twice
        throw InputError(file, "", std::string("not a SegStudio checkpoint: ") + error.what_without_backtrace());
    }
}

}  // namespace segstudio::engine::sandbox
