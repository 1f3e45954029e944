#pragma once
// The byte stream between SegStudio and its model sandbox (a socket pair):
// typed frames of plain values, strings and float32 tensors. Both ends are
// this build of SegStudio on one machine, so values travel in native byte
// order. The parent treats every frame as untrusted: sizes are bounded and
// checked before anything is allocated. Engine-internal (LibTorch).
#include <torch/types.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace segstudio::engine::sandbox {

// Frame kinds. Parent -> child: Module, Forward, Quit. Child -> parent:
// Ready, Tensor, NamedTensors, ArchiveEntries, Failure, Violation.
enum class Frame : uint8_t {
    Module = 'M',        // u8 purpose, then the file's bytes (string)
    Forward = 'F',       // one tensor: a batch of windows
    Quit = 'Q',
    Ready = 'R',         // the module is loaded; the sandbox is closed
    Tensor = 'T',        // one tensor: the logits
    NamedTensors = 'N',  // u32 count, then (name, tensor) pairs: a weights file's contents
    ArchiveEntries = 'A',  // u32 count, then (ArchiveEntry, dotted path, typed tensor or string): a checkpoint's contents
    Failure = 'E',       // a string: what went wrong (an exception's message)
    Violation = 'V',     // i32: the system call the filter stopped
};

// What the module file is: a TorchScript network to run, a weights file
// whose tensors come back by name, or a checkpoint (an archive of nested
// archives) whose tensors and texts come back with their kinds and types.
enum class Purpose : uint8_t { RunModule = 1, ReadWeights = 2, ReadArchive = 3 };

// What one entry of a checkpoint is, as torch::serialize::OutputArchive wrote it.
enum class ArchiveEntry : uint8_t { Parameter = 'P', Buffer = 'B', Text = 'S' };

// Thrown when the other end closed, stayed silent past the deadline, or sent
// something malformed. what() says which.
class ChannelError : public std::runtime_error {
public:
    enum class Kind { Closed, Timeout, Malformed };
    ChannelError(Kind kind, const std::string& what) : std::runtime_error(what), m_kind(kind) {}
    Kind kind() const { return m_kind; }

private:
    Kind m_kind;
};

// Limits on what is read, so that a hostile child cannot make the parent allocate without bound.
inline constexpr uint64_t kMaxFrameStringBytes = uint64_t(8) << 30;  // a module file
inline constexpr int kMaxTensorDims = 8;
inline constexpr uint32_t kMaxNamedTensors = 100000;

// The element types a typed tensor may have: floating point, integer, bool;
// nothing that carries objects.
bool travelsAsTypedTensor(c10::ScalarType type);

class Channel {
public:
    explicit Channel(int fd) : m_fd(fd) {}
    int fd() const { return m_fd; }

    // Every read waits at most until the deadline (none: forever).
    void setDeadline(std::optional<std::chrono::steady_clock::time_point> deadline) { m_deadline = deadline; }

    void writeBytes(const void* data, std::size_t size);
    void readBytes(void* data, std::size_t size);
    template <class T> void write(const T& value) { writeBytes(&value, sizeof value); }
    template <class T> T read()
    {
        T value{};
        readBytes(&value, sizeof value);
        return value;
    }
    void writeFrame(Frame frame) { write(static_cast<uint8_t>(frame)); }
    Frame readFrame() { return static_cast<Frame>(read<uint8_t>()); }

    void writeString(const std::string& text);
    std::string readString(uint64_t maxBytes);

    // A float32 tensor (any device, any layout: it is copied to a contiguous CPU float32 tensor first).
    void writeTensor(const torch::Tensor& tensor);
    // Refuses more than `maxElements` elements (0: kMaxFrameStringBytes / 4).
    torch::Tensor readTensor(int64_t maxElements = 0);

    // A tensor in its own element type (floating point, integer or bool;
    // anything else throws std::invalid_argument), copied to the CPU.
    void writeTypedTensor(const torch::Tensor& tensor);
    // Refuses an unknown element type and more than `maxBytes` bytes of data.
    torch::Tensor readTypedTensor(int64_t maxBytes);

private:
    int m_fd;
    std::optional<std::chrono::steady_clock::time_point> m_deadline;
};

}  // namespace segstudio::engine::sandbox
