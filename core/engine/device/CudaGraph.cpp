// CudaGraph.h for LibTorch builds with CUDA (compiled only there; CI checks
// its syntax against the installed CUDA headers). The same steps as
// PyTorch's torch.cuda.graph: a side stream ordered after the current one,
// warm-up, capture with the autocast cache off, then the current stream
// waits for the side stream. The capture is thread-local where LibTorch
// allows it (2.1 on): the batch loader's threads allocate pinned host
// memory while a training step is being recorded, and in the default
// (global) mode that would invalidate the capture and fail those threads.
#include "engine/device/CudaGraph.h"

#include <ATen/cuda/CUDAEvent.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>

#include <exception>

#include "common/Errors.h"
#include "engine/TorchCompat.h"

namespace segstudio::engine::cuda {

namespace {

class TorchGraph : public Graph {
public:
    void replay() override { graph.replay(); }
    at::cuda::CUDAGraph graph;
};

// Restores autocast's cache setting when recording ends, however it ends.
class AutocastCacheOff {
public:
    AutocastCacheOff() : m_previous(at::autocast::is_autocast_cache_enabled())
    {
        at::autocast::set_autocast_cache_enabled(false);
    }
    ~AutocastCacheOff() { at::autocast::set_autocast_cache_enabled(m_previous); }
    AutocastCacheOff(const AutocastCacheOff&) = delete;
    AutocastCacheOff& operator=(const AutocastCacheOff&) = delete;

private:
    bool m_previous;
};

}  // namespace

std::unique_ptr<Graph> Graph::record(int device, int warmups, const std::function<void()>& body)
{
    const c10::cuda::CUDAGuard deviceGuard(static_cast<c10::DeviceIndex>(device));
    auto recorded = std::make_unique<TorchGraph>();
    const c10::cuda::CUDAStream current = c10::cuda::getCurrentCUDAStream();
    const c10::cuda::CUDAStream side = c10::cuda::getStreamFromPool();
    at::cuda::CUDAEvent currentReady;
    currentReady.record(current);
    currentReady.block(side);
    {
        const c10::cuda::CUDAStreamGuard streamGuard(side);
        try {
            for (int i = 0; i < warmups; ++i)
                body();
            side.synchronize();
        } catch (const std::exception& e) {
            throw InputError("", "cuda_graphs", std::string("the warm-up before recording the CUDA graph failed: ") + e.what());
        }
        const AutocastCacheOff cacheOff;
#if SEGSTUDIO_TORCH_CAPTURE_MODE
        recorded->graph.capture_begin({0, 0}, cudaStreamCaptureModeThreadLocal);
#else
        recorded->graph.capture_begin();
#endif
        try {
            body();
        } catch (const std::exception& e) {
            try {
                recorded->graph.capture_end();  // ends the stream's capture mode; fails for an invalidated capture
            } catch (const std::exception&) {
            }
            throw InputError("", "cuda_graphs",
                             std::string("this work cannot be recorded as a CUDA graph (") + e.what() +
                                 "); turn cuda_graphs off");
        }
        recorded->graph.capture_end();
    }
    at::cuda::CUDAEvent recordedDone;
    recordedDone.record(side);
    recordedDone.block(current);
    return recorded;
}

}  // namespace segstudio::engine::cuda
