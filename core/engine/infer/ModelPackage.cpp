#include "engine/infer/ModelPackage.h"
#include "engine/infer/PackagedNetwork.h"

#include "common/Errors.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/infer/SlidingWindow.h"
#include "engine/sandbox/SandboxedModule.h"
#include "engine/nn/UNet.h"

namespace segstudio::engine {

namespace {

// An imported TorchScript module as the sliding window's network. It runs
// in the model sandbox (sandbox/SandboxedModule.h): a foreign module can
// only compute. Its output is checked against the sidecar on every batch
// (cheap: shapes), so a sidecar that does not describe the module is
// refused naming the field.
WindowNetwork loadTorchScriptNetwork(const ModelInfo& info, const torch::Device& device)
{
    const std::string sidecar = info.folder + "/" + kTorchScriptSidecarFile;
    requireDigest(info.torchScriptModule, info.fileDigest, sidecar);
    auto module = std::make_shared<sandbox::SandboxedModule>(info.torchScriptModule, device, torch::get_num_threads());
    const int64_t classes = info.networkOutputs();
    auto logits = [module, classes, sidecar, device](const torch::Tensor& batch) {
        torch::Tensor output;
        try {
            // Bounded before the parent allocates; a wrong class count still reaches the check below.
            const int64_t voxels = batch.numel() / std::max<int64_t>(1, batch.size(1));
            output = module->forward(batch, 16 * voxels * std::max<int64_t>(1, classes)).to(device);
        } catch (const sandbox::ModuleError& error) {
            throw InputError(sidecar, "input_channels",
                             "the module refused a window of shape " + c10::str(batch.sizes()) +
                                 " (channels or dimensions do not fit it): " + error.problem().reason);
        }
        if (output.dim() != batch.dim() || output.size(0) != batch.size(0) || output.size(1) != classes)
            throw InputError(sidecar, "classes",
                             "the module returns " + c10::str(output.sizes()) + " for windows of " +
                                 c10::str(batch.sizes()) + "; the sidecar says " + std::to_string(classes) +
                                 " outputs per voxel");
        if (output.sizes().slice(2) != batch.sizes().slice(2))
            throw InputError(sidecar, "module", "the module's logits must have the window's spatial size, not " +
                                                    c10::str(output.sizes()));
        return output;
    };
    return {info.network.dimensions, classes, logits};
}

}  // namespace

WindowNetwork loadWindowNetwork(const ModelInfo& info, const torch::Device& device)
{
    if (info.isTorchScript())
        return loadTorchScriptNetwork(info, device);
    UNet network = loadPackagedNetwork(info);
    network->to(device);
    return windowNetworkOf(network);
}

struct Predictor::Impl {
    ModelInfo info;
    torch::Device device{torch::kCPU};
    WindowNetwork window;  // what the sliding window runs: the package's UNet, or an imported module
};

Predictor::Predictor(const std::string& modelPath, const std::string& deviceName, int cpuThreads)
    : m_impl(std::make_unique<Impl>())
{
    m_impl->info = readModelInfo(modelPath);
    if (m_impl->info.interactive)
        throw InputError(m_impl->info.folder + "/model.json", "interactive",
                         "this is an interactive model: it segments the object a user points at "
                         "(segstudio-cli interact, or AI assist in the workbench), not whole scans");
    m_impl->device = resolveDevice(deviceName);
    configureCpuThreads(cpuThreads);
    m_impl->window = loadWindowNetwork(m_impl->info, m_impl->device);
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
    sliding.cudaGraphs = options.cudaGraphs;
    // An imported module runs in the precision it was exported in (it casts inside).
    sliding.precision = info.isTorchScript() ? Precision::Float32 : resolvePrecision(options.precision, m_impl->device);
    sliding.sigmoid = info.preprocessing.regionBased();
    torch::Tensor disagreement;
    const torch::Tensor probabilities = slidingWindowProbabilities(m_impl->window, input, m_impl->device, sliding, progress,
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
