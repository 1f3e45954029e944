#include "engine/TorchSupport.h"

#include <ATen/Context.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <set>
#include <thread>

#include "common/AtomicFile.h"
#include "common/Errors.h"
#include "engine/TorchCompat.h"

namespace segstudio::engine {

torch::Device resolveDevice(const std::string& name)
{
    if (name == "auto")
        return torch::cuda::is_available() ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
    if (name == "cpu")
        return torch::Device(torch::kCPU);
    if (name == "cuda" || name.rfind("cuda:", 0) == 0) {
        if (!torch::cuda::is_available())
            throw InputError("", "device", "'" + name + "' asked for, but this build or machine has no CUDA device");
        const int index = name == "cuda" ? 0 : std::atoi(name.c_str() + 5);
        if (index < 0 || index >= static_cast<int>(torch::cuda::device_count()))
            throw InputError("", "device", "'" + name + "' does not exist; this machine has " +
                                               std::to_string(torch::cuda::device_count()) + " CUDA device(s)");
        return torch::Device(torch::kCUDA, static_cast<c10::DeviceIndex>(index));
    }
    throw InputError("", "device", "'" + name + "' is not a device; use auto, cpu, cuda or cuda:N");
}

bool cpuHasNativeBf16()
{
    static const bool native = [] {
        std::ifstream cpuinfo("/proc/cpuinfo");
        std::string line;
        while (std::getline(cpuinfo, line))
            if (line.rfind("flags", 0) == 0)
                return line.find(" avx512_bf16") != std::string::npos || line.find(" amx_bf16") != std::string::npos;
        return false;
    }();
    return native;
}

Precision resolvePrecision(Precision requested, const torch::Device& device)
{
    if (device.is_cpu()) {
        if (requested == Precision::Float16)
            throw InputError("", "precision", "fp16 with loss scaling needs a CUDA device; on the CPU use fp32 or bf16");
        if (requested == Precision::Auto)
            return cpuHasNativeBf16() ? Precision::BFloat16 : Precision::Float32;
        if (requested == Precision::TF32)
            return Precision::Float32;
        return requested;
    }
    if (requested != Precision::Auto)
        return requested;
    return computesBf16Natively(device) ? Precision::BFloat16 : Precision::Float16;
}

bool computesBf16Natively(const torch::Device& device)
{
    if (device.is_cpu())
        return cpuHasNativeBf16();
    // bf16 convolutions need compute capability 8.0 (Ampere) and cuDNN 8.
    return at::detail::getCUDAHooks().supportsBFloat16ConvolutionWithCuDNNv8();
}

torch::Dtype autocastDtype(Precision precision)
{
    switch (precision) {
    case Precision::Float16: return torch::kHalf;
    case Precision::BFloat16: return torch::kBFloat16;
    default: return torch::kFloat;
    }
}

Precision currentAutocastPrecision(const torch::Device& device)
{
    const at::DeviceType type = device.is_cuda() ? at::kCUDA : at::kCPU;
    if (!compat::autocastEnabled(type))
        return Precision::Float32;
    const at::ScalarType dtype = compat::autocastDtype(type);
    return dtype == at::kHalf ? Precision::Float16 : dtype == at::kBFloat16 ? Precision::BFloat16 : Precision::Float32;
}

AutocastGuard::AutocastGuard(const torch::Device& device, Precision precision)
{
    m_enabled = precision == Precision::Float16 || precision == Precision::BFloat16;
    if (!m_enabled)
        return;
    m_cuda = device.is_cuda();
    const at::DeviceType type = m_cuda ? at::kCUDA : at::kCPU;
    m_previous = compat::autocastEnabled(type);
    m_previousDtype = compat::autocastDtype(type);
    compat::setAutocast(type, true, autocastDtype(precision));
    at::autocast::increment_nesting();
}

AutocastGuard::~AutocastGuard()
{
    if (!m_enabled)
        return;
    if (at::autocast::decrement_nesting() == 0)
        at::autocast::clear_cache();
    compat::setAutocast(m_cuda ? at::kCUDA : at::kCPU, m_previous, m_previousDtype);
}

void setTF32(bool enabled)
{
    at::globalContext().setAllowTF32CuBLAS(enabled);
    at::globalContext().setAllowTF32CuDNN(enabled);
}

void setCudnnBenchmark(bool enabled) { at::globalContext().setBenchmarkCuDNN(enabled); }

// Physical cores: distinct (physical id, core id) pairs in /proc/cpuinfo.
static int physicalCoreCount()
{
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::set<std::pair<int, int>> cores;
    std::string line;
    int physical = 0;
    while (std::getline(cpuinfo, line)) {
        if (line.rfind("physical id", 0) == 0)
            physical = std::atoi(line.substr(line.find(':') + 1).c_str());
        else if (line.rfind("core id", 0) == 0)
            cores.insert({physical, std::atoi(line.substr(line.find(':') + 1).c_str())});
    }
    const int hardware = static_cast<int>(std::thread::hardware_concurrency());
    return cores.empty() ? std::max(1, hardware) : static_cast<int>(cores.size());
}

int configureCpuThreads(int requested)
{
    const int threads = requested > 0 ? requested : physicalCoreCount();
    torch::set_num_threads(threads);
    return threads;
}

std::vector<int64_t> spatialDims(const Triple& xyz, int dimensions)
{
    if (dimensions == 2)
        return {xyz[1], xyz[0]};
    return {xyz[2], xyz[1], xyz[0]};
}

void synchronize(const torch::Device& device)
{
    if (device.is_cuda())
        torch::cuda::synchronize(device.index());
}

void convertToChannelsLast(torch::nn::Module& module)
{
    torch::NoGradGuard noGrad;
    for (torch::Tensor& p : module.parameters())
        if (p.dim() == 5 || p.dim() == 4)
            p.set_data(p.contiguous(p.dim() == 5 ? c10::MemoryFormat::ChannelsLast3d : c10::MemoryFormat::ChannelsLast));
}

void seedDevice(const torch::Device& device, uint64_t seed)
{
    {
        auto generator = at::detail::getDefaultCPUGenerator();
        std::lock_guard<std::mutex> lock(generator.mutex());
        generator.set_current_seed(seed);
    }
    if (device.is_cuda()) {
        auto generator = at::globalContext().defaultGenerator(device);
        std::lock_guard<std::mutex> lock(generator.mutex());
        generator.set_current_seed(seed);
    }
}

void saveArchiveAtomically(const std::string& path, const std::function<void(std::ostream&)>& write)
{
    replaceFileAtomically(path, [&](const std::string& temp) {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (out)
            write(out);
        out.flush();
        if (!out)
            throw InputError(path, "", std::string("cannot be written: ") + std::strerror(errno));
    });
}

}  // namespace segstudio::engine
