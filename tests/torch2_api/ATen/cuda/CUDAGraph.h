#pragma once
// The LibTorch 2.x CUDA graph API SegStudio calls, as declared by PyTorch
// 2.5's aten/src/ATen/cuda/CUDAGraph.h (README.md beside this file). Used
// only by ctest torch2_api_syntax_check, never linked.
#include <ATen/Tensor.h>
#include <c10/core/Device.h>
#include <c10/cuda/CUDAGraphsC10Utils.h>
#include <c10/cuda/CUDAStream.h>

namespace at::cuda {

struct CUDAGraph {
    CUDAGraph();
    ~CUDAGraph();
    void capture_begin(MempoolId_t pool = {0, 0}, cudaStreamCaptureMode capture_mode = cudaStreamCaptureModeGlobal);
    void capture_end();
    void replay();
    void reset();
    MempoolId_t pool();
};

}  // namespace at::cuda
