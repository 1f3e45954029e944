#pragma once
// The one place where the LibTorch C++ APIs this project builds against
// differ: Debian's 1.13 (CPU, development machines and CI) and the 2.x in
// the GPU machine's PyTorch wheel. Include it from .cpp files only: it
// pulls in ATen's autocast header.
//
// The 2.x branches are compiled on every CI run: ctest
// `torch2_api_syntax_check` (core/engine/CMakeLists.txt) sets
// SEGSTUDIO_TORCH_VERSION to 205 and puts tests/torch2_api/, the 2.x
// declarations written down from PyTorch 2.5's headers, in front of
// Debian's, then checks device/Autocast.cpp, device/TorchDevice.cpp and device/CudaGraph.cpp by syntax.
#include <ATen/autocast_mode.h>
#include <torch/version.h>

// major * 100 + minor; predefined only by the 2.x syntax check.
#ifndef SEGSTUDIO_TORCH_VERSION
#define SEGSTUDIO_TORCH_VERSION (TORCH_VERSION_MAJOR * 100 + TORCH_VERSION_MINOR)
#endif

// CUDAGraph::capture_begin takes a cudaStreamCaptureMode from 2.1 on
// (used by device/CudaGraph.cpp).
#define SEGSTUDIO_TORCH_CAPTURE_MODE (SEGSTUDIO_TORCH_VERSION >= 201)

namespace segstudio::engine::compat {

// Autocast state of the calling thread for one device type (CPU or CUDA).
// 2.4 made the API device-typed; 1.13 has one set of calls per device.
#if SEGSTUDIO_TORCH_VERSION >= 204
inline bool autocastEnabled(at::DeviceType type) { return at::autocast::is_autocast_enabled(type); }
inline at::ScalarType autocastDtype(at::DeviceType type) { return at::autocast::get_autocast_dtype(type); }
inline void setAutocast(at::DeviceType type, bool enabled, at::ScalarType dtype)
{
    at::autocast::set_autocast_enabled(type, enabled);
    at::autocast::set_autocast_dtype(type, dtype);
}
#else
inline bool autocastEnabled(at::DeviceType type)
{
    return type == at::kCUDA ? at::autocast::is_enabled() : at::autocast::is_cpu_enabled();
}
inline at::ScalarType autocastDtype(at::DeviceType type)
{
    return type == at::kCUDA ? at::autocast::get_autocast_gpu_dtype() : at::autocast::get_autocast_cpu_dtype();
}
inline void setAutocast(at::DeviceType type, bool enabled, at::ScalarType dtype)
{
    if (type == at::kCUDA) {
        at::autocast::set_enabled(enabled);
        at::autocast::set_autocast_gpu_dtype(dtype);
    } else {
        at::autocast::set_cpu_enabled(enabled);
        at::autocast::set_autocast_cpu_dtype(dtype);
    }
}
#endif

}  // namespace segstudio::engine::compat
