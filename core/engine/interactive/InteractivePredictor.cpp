#include "engine/interactive/InteractivePredictor.h"

#include <torch/torch.h>

#include "common/Errors.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/infer/PackagedNetwork.h"
#include "engine/interactive/WindowedSegmentation.h"

namespace segstudio::engine {

struct InteractivePredictor::Impl {
    ModelInfo info;
    torch::Device device{torch::kCPU};
    Precision precision = Precision::Float32;
    WindowNetwork network;
    torch::Tensor image;  // (C, Z, Y, X) float32 on the device
};

InteractivePredictor::InteractivePredictor(const std::string& modelPath, const std::string& device, int cpuThreads)
    : m_impl(std::make_unique<Impl>())
{
    m_impl->info = readModelInfo(modelPath);
    if (!m_impl->info.interactive)
        throw InputError(m_impl->info.folder + "/model.json", "interactive",
                         "this model segments whole scans and takes no prompts; train an interactive model "
                         "(segstudio-cli train --configuration interactive) or use predict");
    m_impl->device = resolveDevice(device);
    configureCpuThreads(cpuThreads);
    m_impl->precision = resolvePrecision(Precision::Auto, m_impl->device);
    m_impl->network = loadWindowNetwork(m_impl->info, m_impl->device);
}

InteractivePredictor::~InteractivePredictor() = default;

const ModelInfo& InteractivePredictor::info() const { return m_impl->info; }

std::string InteractivePredictor::deviceName() const { return m_impl->device.str(); }

void InteractivePredictor::setImage(const std::vector<float>& image, int channels, const Size3& sizeXyz)
{
    if (channels != m_impl->info.inputChannels)
        throw InputError("", "channels",
                         "the image has " + std::to_string(channels) + " channel(s); the model takes " +
                             std::to_string(m_impl->info.inputChannels));
    const int64_t voxels = sizeXyz[0] * sizeXyz[1] * sizeXyz[2];
    if (static_cast<int64_t>(image.size()) != voxels * channels)
        throw InputError("", "image", "holds " + std::to_string(image.size()) + " values, not channels x voxels");
    m_impl->image = torch::from_blob(const_cast<float*>(image.data()), {channels, sizeXyz[2], sizeXyz[1], sizeXyz[0]},
                                     torch::kFloat32)
                        .to(m_impl->device, /*non_blocking=*/false, /*copy=*/true);
}

InteractiveAnswer InteractivePredictor::segment(const PromptSet& prompts, const std::vector<uint8_t>& previous,
                                                const std::atomic<bool>* cancel) const
{
    if (!m_impl->image.defined())
        throw std::logic_error("InteractivePredictor::segment before setImage");
    return segmentObject(m_impl->network, m_impl->image, m_impl->info.patchXyz, m_impl->precision, prompts, previous,
                         cancel);
}

}  // namespace segstudio::engine
