#include "engine/infer/ModelPackage.h"
#include "engine/infer/PackagedNetwork.h"

#include "common/Errors.h"
#include "engine/device/TorchDevice.h"
#include "engine/device/Autocast.h"
#include "engine/infer/SlabSlidingWindow.h"
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
    const std::string description = info.descriptionFile();
    requireDigest(info.torchScriptModule, info.fileDigest, description);
    auto module = std::make_shared<sandbox::SandboxedModule>(info.torchScriptModule, device, torch::get_num_threads());
    const int64_t classes = info.networkOutputs();
    // A MONAI module takes x-first windows: (N, C, X, Y, Z) / (N, C, X, Y).
    const bool xFirst = info.isMonaiBundle();
    const std::string channelsField = xFirst ? "network_data_format.inputs" : "input_channels";
    const std::string classesField = xFirst ? "network_data_format.outputs" : "classes";
    auto transposed = [xFirst](const torch::Tensor& t) {
        if (!xFirst)
            return t;
        return (t.dim() == 5 ? t.permute({0, 1, 4, 3, 2}) : t.permute({0, 1, 3, 2})).contiguous();
    };
    auto logits = [module, classes, description, device, transposed, channelsField, classesField](const torch::Tensor& batch) {
        torch::Tensor output;
        try {
            // Bounded before the parent allocates; a wrong class count still reaches the check below.
            const int64_t voxels = batch.numel() / std::max<int64_t>(1, batch.size(1));
            output = transposed(module->forward(transposed(batch), 16 * voxels * std::max<int64_t>(1, classes)).to(device));
        } catch (const sandbox::ModuleError& error) {
            throw InputError(description, channelsField,
                             "the module refused a window of shape " + c10::str(batch.sizes()) +
                                 " (channels or dimensions do not fit it): " + error.problem().reason);
        }
        if (output.dim() != batch.dim() || output.size(0) != batch.size(0) || output.size(1) != classes)
            throw InputError(description, classesField,
                             "the module returns " + c10::str(output.sizes()) + " for windows of " +
                                 c10::str(batch.sizes()) + "; the description says " + std::to_string(classes) +
                                 " outputs per voxel");
        if (output.sizes().slice(2) != batch.sizes().slice(2))
            throw InputError(description, "module", "the module's logits must have the window's spatial size, not " +
                                                        c10::str(output.sizes()));
        return output;
    };
    return {info.network.dimensions, classes, logits, {}};
}

}  // namespace

WindowNetwork loadWindowNetwork(const ModelInfo& info, const torch::Device& device)
{
    if (info.isTorchScript())
        return loadTorchScriptNetwork(info, device);
    UNet network = loadPackagedNetwork(info);
    network->to(device);
    WindowNetwork window = windowNetworkOf(network);
    if (info.isNnUNet())
        window.mirrorAxes.assign(info.nnunet->mirrorAxes.begin(), info.nnunet->mirrorAxes.end());
    return window;
}

namespace {

SlidingWindowOptions slidingOptionsFor(const ModelInfo& info, const PredictOptions& options, const torch::Device& device)
{
    SlidingWindowOptions sliding;
    sliding.patchXyz = info.patchXyz;
    sliding.overlap = options.overlap;
    // A MONAI bundle's inferer says how its windows overlap and blend.
    if (info.isMonaiBundle()) {
        sliding.overlap = info.monai->overlap;
        sliding.gaussianBlending = info.monai->gaussianBlending;
        sliding.scheme = WindowScheme::Monai;
    }
    // An nnU-Net model trained without mirroring allows no axis.
    sliding.mirroring = options.mirroring && !(info.isNnUNet() && info.nnunet->mirrorAxes.empty());
    sliding.windowBatch = options.windowBatch;
    sliding.cudaGraphs = options.cudaGraphs;
    // An imported module runs in the precision it was exported in (it casts inside).
    sliding.precision = info.isTorchScript() ? Precision::Float32 : resolvePrecision(options.precision, device);
    sliding.sigmoid = info.preprocessing.regionBased();
    return sliding;
}

class SlabRowPrediction : public RowPrediction {
public:
    SlabRowPrediction(const WindowNetwork& network, int channels, const Size3& sizeXyz, const torch::Device& device,
                      const SlidingWindowOptions& options, PreprocessedRowReader read, int64_t firstNeededRow,
                      const std::function<void(int, int)>& progress)
        : m_sizeXyz(sizeXyz),
          m_window(network, channels, {sizeXyz[2], sizeXyz[1], sizeXyz[0]}, device, options,
                   [this, read = std::move(read), channels](int64_t first, int64_t end) {
                       m_rows = read(first, end);
                       const int64_t expected = channels * (end - first) * m_sizeXyz[1] * m_sizeXyz[0];
                       if (static_cast<int64_t>(m_rows.size()) != expected)
                           throw std::invalid_argument("RowPrediction: the reader returned the wrong number of values");
                       return torch::from_blob(m_rows.data(), {channels, end - first, m_sizeXyz[1], m_sizeXyz[0]},
                                               torch::kFloat32);
                   },
                   firstNeededRow, false, progress)
    {
    }

    std::optional<PredictedRows> next(const std::atomic<bool>* cancel) override
    {
        std::optional<FinishedRows> rows = m_window.next(cancel);
        if (!rows)
            return std::nullopt;
        PredictedRows out;
        out.firstRow = rows->firstRow;
        out.rows = rows->rows();
        const float* data = rows->probabilities.data_ptr<float>();
        out.probabilities.assign(data, data + rows->probabilities.numel());
        return out;
    }

private:
    Size3 m_sizeXyz;
    std::vector<float> m_rows;  // the reader's last answer, alive while the window copies it
    SlabSlidingWindow m_window;
};

}  // namespace

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
    const SlidingWindowOptions sliding = slidingOptionsFor(info, options, m_impl->device);
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

std::unique_ptr<RowPrediction> Predictor::predictRows(int channels, const Size3& sizeXyz, const PredictOptions& options,
                                                      PreprocessedRowReader read, int64_t firstNeededRow,
                                                      const std::function<void(int, int)>& progress)
{
    const ModelInfo& info = m_impl->info;
    if (channels != info.inputChannels)
        throw InputError("", "channels",
                         "the scan has " + std::to_string(channels) + " channel(s), the model was trained on " +
                             std::to_string(info.inputChannels));
    return std::make_unique<SlabRowPrediction>(m_impl->window, channels, sizeXyz, m_impl->device,
                                               slidingOptionsFor(info, options, m_impl->device), std::move(read),
                                               firstNeededRow, progress);
}

int64_t Predictor::liveRows(const Size3& sizeXyz, const PredictOptions& options) const
{
    const SlidingWindowOptions sliding = slidingOptionsFor(m_impl->info, options, m_impl->device);
    const int dimensions = m_impl->info.network.dimensions;
    const int64_t perRow = static_cast<int64_t>(windowStarts(std::max<int64_t>(sizeXyz[1], sliding.patchXyz[1]), sliding.patchXyz[1], sliding.overlap, sliding.scheme).size() *
                                                windowStarts(std::max<int64_t>(sizeXyz[0], sliding.patchXyz[0]), sliding.patchXyz[0], sliding.overlap, sliding.scheme).size());
    return SlabSlidingWindow::liveRows(std::max<int64_t>(sizeXyz[2], dimensions == 2 ? 1 : sliding.patchXyz[2]), sliding,
                                       dimensions, perRow);
}

}  // namespace segstudio::engine
