#include "engine/infer/TorchScriptModel.h"

#include <torch/script.h>

#include <filesystem>
#include <sstream>

#include "common/Errors.h"
#include "common/formats/JsonFile.h"
#include "engine/nn/ArchiveFile.h"
#include "engine/infer/ModelInfo.h"
#include "engine/infer/PackagedNetwork.h"
#include "engine/nn/UNet.h"

namespace segstudio::engine {

namespace fs = std::filesystem;

namespace {

std::string intList(const std::vector<int64_t>& values)
{
    std::string text = "[";
    for (std::size_t i = 0; i < values.size(); ++i)
        text += (i ? ", " : "") + std::to_string(values[i]);
    return text + "]";
}

std::string number(double value)
{
    std::ostringstream text;
    text.precision(17);
    text << value;
    std::string s = text.str();
    return s.find_first_of(".e") == std::string::npos ? s + ".0" : s;
}

// Writes the eval-mode forward pass of a UNet as TorchScript source, one
// statement per operation, registering each weight it uses as a parameter
// of `module` (its C++ name with '.' -> '_', cast to `dtype`). The walk
// mirrors UNetImpl::forward; the export test compares both outputs.
class ScriptWriter {
public:
    ScriptWriter(torch::jit::Module& module, torch::Dtype dtype) : m_module(module), m_dtype(dtype) {}

    std::string network(UNetImpl& net)
    {
        const auto children = net.named_children();
        auto& encoder = *children["encoder"]->as<torch::nn::ModuleList>();
        auto& upsample = *children["upsample"]->as<torch::nn::ModuleList>();
        auto& decoder = *children["decoder"]->as<torch::nn::ModuleList>();
        auto& heads = *children["heads"]->as<torch::nn::ModuleList>();
        std::string x = "x";  // the input in the module's own precision
        std::vector<std::string> skips;
        for (std::size_t s = 0; s < encoder.size(); ++s) {
            x = module("encoder." + std::to_string(s), *encoder[s], x);
            skips.push_back(x);
        }
        const std::size_t levels = decoder.size();
        for (std::size_t i = 0; i < levels; ++i) {
            const std::string index = std::to_string(i);
            x = module("upsample." + index, *upsample[i], x);
            x = assign("torch.cat([" + x + ", " + skips[skips.size() - 2 - i] + "], 1)");
            x = module("decoder." + index, *decoder[i], x);
        }
        // Eval mode: the highest-resolution head only (no deep supervision).
        x = module("heads." + std::to_string(levels - 1), *heads[levels - 1], x);
        std::ostringstream code;
        code << "def forward(self, x_in):\n";
        code << "    x = x_in.to(" << m_firstWeight << ".dtype)\n";
        for (const std::string& line : m_lines)
            code << line << "\n";
        code << "    return " << x << ".float()\n";
        return code.str();
    }

private:
    std::string module(const std::string& prefix, torch::nn::Module& m, const std::string& in)
    {
        if (auto* conv = dynamic_cast<ConvNdImpl*>(&m))
            return convolution(prefix, *conv, in);
        if (dynamic_cast<InstanceNormImpl*>(&m))
            return assign("torch.instance_norm(" + in + ", " + parameter(prefix, m, "weight") + ", " +
                          parameter(prefix, m, "bias") + ", None, None, True, 0.1, " + number(kInstanceNormEpsilon) +
                          ", True)");
        const auto children = m.named_children();
        if (auto* block = dynamic_cast<ConvNormActImpl*>(&m)) {
            std::string y = module(prefix + ".conv", *children["conv"], in);
            y = module(prefix + ".norm", *children["norm"], y);
            return block->activation() ? leakyRelu(y) : y;
        }
        if (dynamic_cast<ResidualBlockImpl*>(&m)) {
            std::string y = module(prefix + ".first", *children["first"], in);
            y = module(prefix + ".second", *children["second"], y);
            const std::string shortcut =
                children.contains("shortcut") ? module(prefix + ".shortcut", *children["shortcut"], in) : in;
            return leakyRelu(assign(y + " + " + shortcut));
        }
        if (dynamic_cast<torch::nn::SequentialImpl*>(&m)) {
            std::string y = in;
            for (const auto& child : children)
                y = module(prefix + "." + child.key(), *child.value(), y);
            return y;
        }
        throw std::logic_error("TorchScript export: no rule for module " + m.name() + " at " + prefix);
    }

    std::string convolution(const std::string& prefix, ConvNdImpl& conv, const std::string& in)
    {
        const auto params = conv.named_parameters(false);
        const std::string bias = params.contains("bias") ? parameter(prefix, conv, "bias") : "None";
        const std::size_t dims = conv.stride().size();
        const torch::Tensor& weight = params["weight"];
        if (conv.transposed() && weight.sizes().slice(2).vec() == conv.stride())
            return depthToSpace(parameter(prefix, conv, "weight"), weight.size(0), weight.size(1), conv.stride(), bias, in);
        if (!conv.transposed())
            return assign(convNd(dims, in, parameter(prefix, conv, "weight"), bias, conv.stride(), conv.padding()));
        return assign("torch.convolution(" + in + ", " + parameter(prefix, conv, "weight") + ", " + bias + ", " +
                      intList(conv.stride()) + ", " + intList(conv.padding()) + ", " +
                      intList(std::vector<int64_t>(dims, 1)) + ", True, " + intList(std::vector<int64_t>(dims, 0)) +
                      ", 1)");
    }

    // torch.conv2d / conv3d rather than torch.convolution: the form that
    // torch.jit.optimize_for_inference turns into oneDNN convolutions (the
    // sandbox does so on the CPU, SandboxServer.cpp).
    static std::string convNd(std::size_t dims, const std::string& x, const std::string& weight, const std::string& bias,
                              const std::vector<int64_t>& stride, const std::vector<int64_t>& padding)
    {
        return "torch.conv" + std::to_string(dims) + "d(" + x + ", " + weight + ", " + bias + ", " + intList(stride) +
               ", " + intList(padding) + ")";
    }

    // A transposed convolution whose kernel equals its stride, as ConvNdImpl
    // computes it on the CPU: a pointwise convolution to Cout * prod(stride)
    // channels, then depth-to-space. Besides matching SegStudio's CPU
    // arithmetic, it avoids LibTorch 1.13's bf16 CPU transposed convolution,
    // which misreads the weight layout. The weight keeps its ConvTranspose
    // layout (Cin, Cout, k...) in the module.
    std::string depthToSpace(const std::string& weight, int64_t in, int64_t out, const std::vector<int64_t>& stride,
                             const std::string& bias, const std::string& x)
    {
        const int64_t spatial = static_cast<int64_t>(stride.size());
        int64_t block = 1;
        for (int64_t s : stride)
            block *= s;
        std::vector<int64_t> order{1}, pointwise{out * block, in}, ones, zeros;
        for (int64_t d = 0; d < spatial; ++d) {
            order.push_back(2 + d);
            pointwise.push_back(1);
            ones.push_back(1);
            zeros.push_back(0);
        }
        order.push_back(0);
        const std::string w = assign(weight + ".permute(" + intList(order) + ").reshape(" + intList(pointwise) + ")");
        std::string y = assign(convNd(stride.size(), x, w, "None", ones, zeros));
        // (N, Cout, s..., D...) -> (N, Cout, D0, s0, D1, s1, ...) -> (N, Cout, D0*s0, ...)
        std::string unfolded = "[" + x + ".size(0), " + std::to_string(out);
        std::string output = unfolded;
        for (int64_t s : stride)
            unfolded += ", " + std::to_string(s);
        std::vector<int64_t> interleave{0, 1};
        for (int64_t d = 0; d < spatial; ++d) {
            const std::string extent = x + ".size(" + std::to_string(2 + d) + ")";
            unfolded += ", " + extent;
            output += ", " + extent + " * " + std::to_string(stride[static_cast<std::size_t>(d)]);
            interleave.push_back(2 + spatial + d);
            interleave.push_back(2 + d);
        }
        y = assign(y + ".reshape(" + unfolded + "]).permute(" + intList(interleave) + ").reshape(" + output + "])");
        if (bias == "None")
            return y;
        std::vector<int64_t> biasShape{1, out};
        for (int64_t d = 0; d < spatial; ++d)
            biasShape.push_back(1);
        return assign(y + " + " + bias + ".reshape(" + intList(biasShape) + ")");
    }

    std::string leakyRelu(const std::string& in) { return assign("torch.leaky_relu(" + in + ", " + number(kLeakyReluSlope) + ")"); }

    std::string parameter(const std::string& prefix, torch::nn::Module& m, const std::string& name)
    {
        std::string attribute = prefix + "." + name;
        std::replace(attribute.begin(), attribute.end(), '.', '_');
        const torch::Tensor value = m.named_parameters(false)[name].detach().to(torch::kCPU, m_dtype).contiguous();
        m_module.register_parameter(attribute, value, false);
        if (m_firstWeight.empty())
            m_firstWeight = "self." + attribute;
        return "self." + attribute;
    }

    std::string assign(const std::string& expression)
    {
        const std::string name = "t" + std::to_string(m_lines.size());
        m_lines.push_back("    " + name + " = " + expression);
        return name;
    }

    torch::jit::Module& m_module;
    torch::Dtype m_dtype;
    std::vector<std::string> m_lines;
    std::string m_firstWeight;
};

torch::Dtype exportDtype(Precision precision, const std::string& field)
{
    switch (precision) {
    case Precision::Float32: return torch::kFloat32;
    case Precision::BFloat16: return torch::kBFloat16;
    case Precision::Float16: return torch::kFloat16;
    default: throw InputError("", field, std::string("cannot export in ") + precisionName(precision) + "; use fp32, bf16 or fp16");
    }
}

}  // namespace

TorchScriptExport exportTorchScript(const std::string& modelPath, const std::string& outputFolder, Precision precision)
{
    const torch::Dtype dtype = exportDtype(precision, "precision");
    const ModelInfo info = readModelInfo(modelPath);
    if (info.isTorchScript())
        throw InputError(info.folder, "format", "is already a TorchScript export; copy the folder instead");
    UNet network = loadPackagedNetwork(info);
    network->eval();

    torch::jit::Module module("SegStudioUNet");
    ScriptWriter writer(module, dtype);
    const std::string source = writer.network(*network);
    try {
        module.define(source);
    } catch (const c10::Error& error) {
        throw std::logic_error(std::string("TorchScript export: the generated code does not compile: ") +
                               error.what_without_backtrace());
    }
    module.eval();

    std::error_code error;
    fs::create_directories(outputFolder, error);
    if (!fs::is_directory(outputFolder))
        throw InputError(outputFolder, "", "cannot create the export folder: " + error.message());
    TorchScriptExport result;
    result.modulePath = (fs::path(outputFolder) / kTorchScriptModuleFile).string();
    result.sidecarPath = (fs::path(outputFolder) / kTorchScriptSidecarFile).string();
    for (const auto& p : module.parameters())
        result.parameters += p.numel();
    saveArchiveAtomically(result.modulePath, [&](std::ostream& out) { module.save(out); });

    ModelInfo described = info;
    described.fileDigest = digestOf(result.modulePath);  // the sidecar, written last, records the module
    Json sidecar = described.toJson();
    sidecar.erase("network");
    sidecar["format"] = kTorchScriptFormat;
    sidecar["version"] = 1;
    sidecar["module"] = kTorchScriptModuleFile;
    sidecar["dimensions"] = info.network.dimensions;
    sidecar["precision"] = precisionName(precision);
    sidecar["sliding_window"] = {{"overlap", 0.5}, {"importance", "gaussian, sigma = patch / 8"}};
    sidecar["exported_parameters"] = result.parameters;
    writeJsonFile(result.sidecarPath, sidecar);
    return result;
}

}  // namespace segstudio::engine
