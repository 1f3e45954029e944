#include "engine/sandbox/SandboxFrames.h"

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace segstudio::engine::sandbox {

namespace {

// Milliseconds until `deadline` for poll (-1: no deadline), at least 0.
int pollTimeout(const std::optional<std::chrono::steady_clock::time_point>& deadline)
{
    if (!deadline)
        return -1;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - std::chrono::steady_clock::now());
    return static_cast<int>(std::max<int64_t>(0, std::min<int64_t>(left.count(), INT32_MAX)));
}

}  // namespace

bool travelsAsTypedTensor(c10::ScalarType type)
{
    switch (type) {
    case torch::kFloat32: case torch::kFloat64: case torch::kFloat16: case torch::kBFloat16:
    case torch::kInt64: case torch::kInt32: case torch::kInt16: case torch::kInt8: case torch::kUInt8: case torch::kBool:
        return true;
    default:
        return false;
    }
}

namespace {

// Reads a tensor's dimensions; refuses more than `maxElements` elements.
std::vector<int64_t> readSizes(Channel& channel, int64_t maxElements)
{
    const auto dims = channel.read<uint32_t>();
    if (dims > static_cast<uint32_t>(kMaxTensorDims))
        throw ChannelError(ChannelError::Kind::Malformed, "a tensor of " + std::to_string(dims) + " dimensions");
    std::vector<int64_t> sizes(dims);
    int64_t elements = 1;
    for (int64_t& size : sizes) {
        size = channel.read<int64_t>();
        if (size < 0 || (size > 0 && elements > maxElements / size))
            throw ChannelError(ChannelError::Kind::Malformed, "a tensor larger than " + std::to_string(maxElements) +
                                                                  " elements, or with a negative size");
        elements *= size;
    }
    return sizes;
}

}  // namespace

void Channel::writeBytes(const void* data, std::size_t size)
{
    const char* bytes = static_cast<const char*>(data);
    while (size > 0) {
        // A reader that stops reading must not block the writer past the deadline.
        pollfd waitFor{m_fd, POLLOUT, 0};
        const int ready = ::poll(&waitFor, 1, pollTimeout(m_deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            throw ChannelError(ChannelError::Kind::Timeout, "the other end did not read before the deadline");
        // MSG_NOSIGNAL: a closed other end is an error here, not a SIGPIPE.
        const ssize_t n = ::send(m_fd, bytes, std::min<std::size_t>(size, std::size_t(1) << 24), MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (n <= 0)
            throw ChannelError(ChannelError::Kind::Closed, std::string("the other end is gone: ") + std::strerror(errno));
        bytes += n;
        size -= static_cast<std::size_t>(n);
    }
}

void Channel::readBytes(void* data, std::size_t size)
{
    char* bytes = static_cast<char*>(data);
    while (size > 0) {
        pollfd waitFor{m_fd, POLLIN, 0};
        const int ready = ::poll(&waitFor, 1, pollTimeout(m_deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            throw ChannelError(ChannelError::Kind::Timeout, "no answer before the deadline");
        const ssize_t n = ::read(m_fd, bytes, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            throw ChannelError(ChannelError::Kind::Closed, "the other end closed the connection");
        bytes += n;
        size -= static_cast<std::size_t>(n);
    }
}

void Channel::writeString(const std::string& text)
{
    write(static_cast<uint64_t>(text.size()));
    writeBytes(text.data(), text.size());
}

std::string Channel::readString(uint64_t maxBytes)
{
    const auto size = read<uint64_t>();
    if (size > maxBytes)
        throw ChannelError(ChannelError::Kind::Malformed,
                           "a text of " + std::to_string(size) + " bytes (at most " + std::to_string(maxBytes) + ")");
    std::string text(size, '\0');
    readBytes(text.data(), size);
    return text;
}

void Channel::writeTensor(const torch::Tensor& tensor)
{
    const torch::Tensor plain = tensor.to(torch::kCPU, torch::kFloat32).contiguous();
    write(static_cast<uint32_t>(plain.dim()));
    for (const int64_t size : plain.sizes())
        write(size);
    writeBytes(plain.data_ptr<float>(), static_cast<std::size_t>(plain.numel()) * sizeof(float));
}

torch::Tensor Channel::readTensor(int64_t maxElements)
{
    if (maxElements <= 0)
        maxElements = static_cast<int64_t>(kMaxFrameStringBytes / sizeof(float));
    torch::Tensor tensor = torch::empty(readSizes(*this, maxElements), torch::kFloat32);
    readBytes(tensor.data_ptr<float>(), static_cast<std::size_t>(tensor.numel()) * sizeof(float));
    return tensor;
}

void Channel::writeTypedTensor(const torch::Tensor& tensor)
{
    if (!travelsAsTypedTensor(tensor.scalar_type()))
        throw std::invalid_argument(std::string("a tensor of ") + c10::toString(tensor.scalar_type()));
    const torch::Tensor plain = tensor.to(torch::kCPU).contiguous();
    write(static_cast<int8_t>(plain.scalar_type()));
    write(static_cast<uint32_t>(plain.dim()));
    for (const int64_t size : plain.sizes())
        write(size);
    writeBytes(plain.data_ptr(), plain.nbytes());
}

torch::Tensor Channel::readTypedTensor(int64_t maxBytes)
{
    const auto type = static_cast<c10::ScalarType>(read<int8_t>());
    if (!travelsAsTypedTensor(type))
        throw ChannelError(ChannelError::Kind::Malformed, "a tensor of an unknown element type");
    const auto elementSize = static_cast<int64_t>(c10::elementSize(type));
    torch::Tensor tensor = torch::empty(readSizes(*this, std::max<int64_t>(maxBytes / elementSize, 0)), type);
    readBytes(tensor.data_ptr(), tensor.nbytes());
    return tensor;
}

}  // namespace segstudio::engine::sandbox
