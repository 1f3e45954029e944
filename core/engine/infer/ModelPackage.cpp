#include "engine/infer/ModelPackage.h"
#include "engine/infer/PackagedNetwork.h"

#include "common/Errors.h"
#include "engine/TorchSupport.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/nn/UNet.h"

namespace segstudio::engine {

struct Predictor::Impl {
    ModelInfo info;
    torch::Device device{torch::kCPU};
    UNet network{nullptr};
};

Predictor::Predictor(const std::string& modelPath, const std::string& deviceName, int cpuThreads)
    : m_impl(std::make_unique<Impl>())
{
    m_impl->info = readModelInfo(modelPath);
    m_impl->device = resolveDevice(deviceName);
    configureCpuThreads(cpuThreads);
    m_impl->network = loadPackagedNetwork(m_impl->info);
    m_impl->network->to(m_impl->device);
    m_impl->network->eval();
}

Predictor::~Predictor() = default;

const ModelInfo& Predictor::info() const { return m_impl->info; }

std::string Predictor::deviceName() const { return m_impl->device.str(); }

std::vector<float> Predictor::probabilities(const std::vector<float>& image, int channels, const Size3& sizeXyz,
                                            const PredictOptions& options, const std::function<void(int, int)>& progress,
                                            const std::atomic<bool>* cancel, std::vector<float>* mirrorDisagreement)
{
    const ModelInfo& info = m_impl->info;
    if (channels != info.inputChannels)
        throw InputError("", "channels",
                         "the scan has " + std::to_string(channels) + " channel(s), the model was trained on " +
                             std::to_string(info.inputChannels));
    const int64_t voxels = sizeXyz[0] * sizeXyz[1] * sizeXyz[2];
    if (static_cast<int64_t>(image.size()) != voxels * channels)
        throw std::invalid_argument("Predictor::probabilities: image size does not match sizeXyz and channels");
    const torch::Tensor input =
        torch::from_blob(const_cast<float*>(image.data()), {channels, sizeXyz[2], sizeXyz[1], sizeXyz[0]}, torch::kFloat32);
    SlidingWindowOptions sliding;
    sliding.patchXyz = info.patchXyz;
    sliding.overlap = options.overlap;
    sliding.mirroring = options.mirroring;
    sliding.windowBatch = options.windowBatch;
    sliding.precision = resolvePrecision(options.precision, m_impl->device);
    sliding.sigmoid = info.preprocessing.regionBased();
    torch::Tensor disagreement;
    const torch::Tensor probabilities = slidingWindowProbabilities(m_impl->network, input, m_impl->device, sliding, progress,
                                                                   cancel, mirrorDisagreement ? &disagreement : nullptr);
    if (!probabilities.defined())
        return {};
    if (mirrorDisagreement && disagreement.defined()) {
        const float* d = disagreement.data_ptr<float>();
        mirrorDisagreement->assign(d, d + disagreement.numel());
    }
    const float* data = probabilities.data_ptr<float>();
    return {data, data + probabilities.numel()};
}

}  // namespace segstudio::engine
