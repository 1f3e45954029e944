#include "engine/sandbox/SandboxServer.h"

#include <torch/script.h>
#include <unistd.h>

#include <cstring>
#include <iostream>
#include <sstream>
#include <tuple>

#include "engine/sandbox/ComputeOnlyFilter.h"
#include "engine/sandbox/SandboxFrames.h"

namespace segstudio::engine::sandbox {

namespace {

struct Arguments {
    std::string device = "cpu";
    int threads = 1;
    uint64_t memoryBytes = 0;
};

Arguments parseArguments(int argc, char** argv)
{
    Arguments arguments;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        const std::string value = argv[i + 1];
        if (name == "--device")
            arguments.device = value;
        else if (name == "--threads")
            arguments.threads = std::max(1, std::stoi(value));
        else if (name == "--memory-bytes")
            arguments.memoryBytes = std::stoull(value);
        else
            throw std::invalid_argument("unknown argument " + name);
    }
    return arguments;
}

// Everything LibTorch opens or starts lazily happens here, before the
// filter: the CPU thread pool, oneDNN's kernels, the unwinder behind
// c10::Error's backtraces (libgcc_s), a CUDA context and cuDNN.
void warmUp(const torch::Device& device, int threads)
{
    torch::set_num_threads(threads);
    torch::NoGradGuard noGrad;
    const auto options = torch::TensorOptions().device(device);
    for (const int dims : {2, 3}) {
        std::vector<int64_t> shape{2, 2};
        shape.insert(shape.end(), dims, 8);
        const torch::Tensor input = torch::randn(shape, options);
        std::vector<int64_t> kernelShape{2, 2};
        kernelShape.insert(kernelShape.end(), dims, 3);
        const torch::Tensor kernel = torch::randn(kernelShape, options);
        const torch::Tensor out = dims == 2 ? torch::conv2d(input, kernel, {}, 1, 1) : torch::conv3d(input, kernel, {}, 1, 1);
        (void)torch::softmax(out, 1).sum().item<float>();
    }
    try {
        TORCH_CHECK(false, "warm-up");
    } catch (const c10::Error&) {
    }
}

void sendFailure(Channel& channel, const std::string& message)
{
    channel.writeFrame(Frame::Failure);
    channel.writeString(message);
}

// A module's tensors by dotted name, as torch::nn::Module::named_parameters
// and named_buffers write them (what torch::load would read).
void sendNamedTensors(Channel& channel, const torch::jit::Module& module)
{
    std::vector<std::pair<std::string, torch::Tensor>> tensors;
    for (const auto& entry : module.named_parameters(true))
        tensors.emplace_back(entry.name, entry.value);
    for (const auto& entry : module.named_buffers(true))
        tensors.emplace_back(entry.name, entry.value);
    channel.writeFrame(Frame::NamedTensors);
    channel.write(static_cast<uint32_t>(tensors.size()));
    for (const auto& [name, tensor] : tensors) {
        channel.writeString(name);
        channel.writeTensor(tensor);
    }
}

// A checkpoint's entries, depth first, by dotted path: what
// torch::serialize::OutputArchive wrote (tensors as parameters or buffers,
// texts, nested archives as submodules). Anything else is refused: it did
// not come from SegStudio.
void collectArchiveEntries(const torch::jit::Module& module, const std::string& prefix,
                           std::vector<std::tuple<ArchiveEntry, std::string, c10::IValue>>& entries)
{
    const c10::ClassTypePtr type = module.type();
    for (size_t slot = 0; slot < type->numAttributes(); ++slot) {
        const std::string name = prefix + type->getAttributeName(slot);
        const c10::IValue value = module._ivalue()->getSlot(slot);
        if (value.isModule())
            collectArchiveEntries(value.toModule(), name + ".", entries);
        else if (value.isTensor() && travelsAsTypedTensor(value.toTensor().scalar_type()))
            entries.emplace_back(type->is_parameter(slot) ? ArchiveEntry::Parameter : ArchiveEntry::Buffer, name, value);
        else if (value.isString())
            entries.emplace_back(ArchiveEntry::Text, name, value);
        else if (!value.isBool() || type->getAttributeName(slot) != "training")
            throw std::invalid_argument("not a SegStudio checkpoint: \"" + name + "\" holds a " + value.tagKind());
    }
}

void sendArchiveEntries(Channel& channel, const torch::jit::Module& module)
{
    std::vector<std::tuple<ArchiveEntry, std::string, c10::IValue>> entries;
    collectArchiveEntries(module, "", entries);
    channel.writeFrame(Frame::ArchiveEntries);
    channel.write(static_cast<uint32_t>(entries.size()));
    for (const auto& [kind, name, value] : entries) {
        channel.write(static_cast<uint8_t>(kind));
        channel.writeString(name);
        if (kind == ArchiveEntry::Text)
            channel.writeString(value.toStringRef());
        else
            channel.writeTypedTensor(value.toTensor());
    }
}

void serveForwards(Channel& channel, torch::jit::Module& module, const torch::Device& device)
{
    torch::NoGradGuard noGrad;
    for (;;) {
        const Frame request = channel.readFrame();
        if (request != Frame::Forward)
            return;
        const torch::Tensor batch = channel.readTensor().to(device);
        torch::IValue result;
        try {
            result = module.forward({batch});
        } catch (const std::exception& error) {
            const auto* torchError = dynamic_cast<const c10::Error*>(&error);
            sendFailure(channel, torchError ? torchError->what_without_backtrace() : error.what());
            continue;
        }
        if (!result.isTensor()) {
            sendFailure(channel, "forward returned a " + result.tagKind() + ", not one tensor of logits");
            continue;
        }
        channel.writeFrame(Frame::Tensor);
        channel.writeTensor(result.toTensor());
    }
}

// On the CPU, the module frozen and optimised for inference: its conv2d and
// conv3d calls become oneDNN convolutions whatever the batch. Otherwise
// LibTorch 1.13 runs the convolutions of one window through im2col and the
// system BLAS (Debian's reference BLAS), about 10x slower (bench/README.md,
// "oneDNN for one window"). A module the optimiser cannot take (one that is
// not freezable) runs as it was loaded.
torch::jit::Module forInference(torch::jit::Module module, const torch::Device& device)
{
    if (!device.is_cpu())
        return module;
    try {
        torch::jit::Module frozen = torch::jit::freeze(module);
        return torch::jit::optimize_for_inference(frozen);
    } catch (const std::exception&) {
        return module;
    }
}

}  // namespace

int runModelSandbox(int argc, char** argv)
{
    // Nothing of the parent's: no locks, no files, no display connections.
    if (::close_range(3, ~0U, 0) != 0)  // before Linux 5.9
        for (long fd = 3, last = ::sysconf(_SC_OPEN_MAX); fd < last; ++fd)
            ::close(static_cast<int>(fd));
    Channel channel(0);
    try {
        const Arguments arguments = parseArguments(argc, argv);
        if (channel.readFrame() != Frame::Module)
            return 2;
        const auto purpose = static_cast<Purpose>(channel.read<uint8_t>());
        std::istringstream file(channel.readString(kMaxFrameStringBytes));
        const torch::Device device(arguments.device);
        warmUp(device, arguments.threads);
        ComputeOnlyLimits limits;
        limits.memoryBytes = arguments.memoryBytes;  // host memory, on a GPU too
        if (device.is_cuda())
            limits.deviceDescriptors = nvidiaDeviceDescriptors();
        restrictToComputing(limits, channel.fd());

        torch::jit::Module module;
        try {
            module = torch::jit::load(file, device);
        } catch (const c10::Error& error) {
            sendFailure(channel, std::string("not a loadable TorchScript file: ") + error.what_without_backtrace());
            return 0;
        }
        if (purpose == Purpose::ReadWeights) {
            sendNamedTensors(channel, module);
            return 0;
        }
        if (purpose == Purpose::ReadArchive) {
            sendArchiveEntries(channel, module);
            return 0;
        }
        module.eval();
        module = forInference(module, device);
        channel.writeFrame(Frame::Ready);
        serveForwards(channel, module, device);
        return 0;
    } catch (const ChannelError&) {
        return 0;  // the parent went away
    } catch (const std::exception& error) {
        try {
            sendFailure(channel, error.what());
        } catch (const ChannelError&) {
        }
        return 1;
    }
}

}  // namespace segstudio::engine::sandbox
