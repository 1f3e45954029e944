#include "engine/device/Autocast.h"

#include <ATen/Context.h>

#include <fstream>
#include <string>

#include "common/Errors.h"
#include "engine/TorchCompat.h"

namespace segstudio::engine {

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

bool computesBf16Natively(const torch::Device& device)
{
    if (device.is_cpu())
        return cpuHasNativeBf16();
    // bf16 convolutions need compute capability 8.0 (Ampere) and cuDNN 8.
    return at::detail::getCUDAHooks().supportsBFloat16ConvolutionWithCuDNNv8();
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

}  // namespace segstudio::engine
