#include "engine/infer/NnUNetWeights.h"

#include <map>
#include <set>

#include "common/Errors.h"
#include "common/formats/TorchCheckpoint.h"

namespace segstudio::engine {

namespace {

// SegStudio's parameter name -> nnU-Net's, for every parameter of the UNet.
std::map<std::string, std::string> nnunetNames(const NetworkConfig& config)
{
    std::map<std::string, std::string> names;
    auto convNorm = [&](const std::string& ours, const std::string& theirs) {
        names[ours + ".conv.weight"] = theirs + ".conv.weight";
        names[ours + ".norm.weight"] = theirs + ".norm.weight";
        names[ours + ".norm.bias"] = theirs + ".norm.bias";
    };
    const bool residual = config.architecture == Architecture::ResidualEncoderUNet;
    const int stages = config.stages();
    if (residual)
        convNorm("encoder.0.0", "encoder.stem.convs.0");
    for (int s = 0; s < stages; ++s) {
        const std::string stage = "encoder." + std::to_string(s) + ".";
        for (int b = 0; b < config.blocksAt(s); ++b) {
            if (!residual) {
                convNorm(stage + std::to_string(b), "encoder.stages." + std::to_string(s) + ".0.convs." + std::to_string(b));
                continue;
            }
            const std::string ours = stage + std::to_string(b + (s == 0 ? 1 : 0));
            const std::string theirs = "encoder.stages." + std::to_string(s) + ".blocks." + std::to_string(b);
            convNorm(ours + ".first", theirs + ".conv1");
            convNorm(ours + ".second", theirs + ".conv2");
            const Triple& stride = config.strides[static_cast<std::size_t>(s)];
            const bool strided = b == 0 && (stride[0] != 1 || stride[1] != 1 || stride[2] != 1);
            const int in = b == 0 ? (s == 0 ? config.featuresAt(0) : config.featuresAt(s - 1)) : config.featuresAt(s);
            if (in != config.featuresAt(s)) {  // the skip's 1x1 conv follows its pooling, if any
                const std::string index = strided ? "1" : "0";
                names[ours + ".shortcut." + index + ".weight"] = theirs + ".skip." + index + ".conv.weight";
                const std::string normIndex = strided ? "2" : "1";
                names[ours + ".shortcut." + normIndex + ".weight"] = theirs + ".skip." + index + ".norm.weight";
                names[ours + ".shortcut." + normIndex + ".bias"] = theirs + ".skip." + index + ".norm.bias";
            }
        }
    }
    for (int i = 0; i + 1 < stages; ++i) {
        const std::string index = std::to_string(i);
        names["upsample." + index + ".weight"] = "decoder.transpconvs." + index + ".weight";
        names["upsample." + index + ".bias"] = "decoder.transpconvs." + index + ".bias";
        for (int c = 0; c < config.decoderConvs; ++c)
            convNorm("decoder." + index + "." + std::to_string(c), "decoder.stages." + index + ".convs." + std::to_string(c));
        names["heads." + index + ".weight"] = "decoder.seg_layers." + index + ".weight";
        names["heads." + index + ".bias"] = "decoder.seg_layers." + index + ".bias";
    }
    return names;
}

// Tensors nnU-Net saves that SegStudio's UNet does not need (header comment).
bool isRedundant(const std::string& name, const std::set<std::string>& used)
{
    if (name.rfind("decoder.encoder.", 0) == 0 || name.find(".all_modules.") != std::string::npos)
        return true;
    const std::string suffix = ".conv.bias";
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
        const std::string stem = name.substr(0, name.size() - suffix.size());
        return used.count(stem + ".conv.weight") && used.count(stem + ".norm.weight");
    }
    return false;
}

}  // namespace

UNet loadNnUNetNetwork(const ModelInfo& info)
{
    if (!info.isNnUNet())
        throw InputError(info.folder, "", "is not an nnU-Net fold");
    const std::string& file = info.nnunet->checkpoint;
    UNet network(info.network, info.inputChannels, info.classes);
    const TorchCheckpoint checkpoint(file);
    const PickleValue* weights = checkpoint.root().find("network_weights");
    if (!weights || weights->kind != PickleValue::Kind::Dict)
        throw InputError(file, "network_weights", "is missing: this is not an nnU-Net checkpoint");
    std::map<std::string, const PickledTensor*> byName;
    for (const auto& [key, value] : weights->entries) {
        if (key->kind != PickleValue::Kind::String || value->kind != PickleValue::Kind::Tensor)
            throw InputError(file, "network_weights", "holds an entry that is not a named tensor");
        byName[key->text] = &value->tensor;
    }
    const std::map<std::string, std::string> names = nnunetNames(info.network);
    std::set<std::string> used;
    torch::NoGradGuard noGrad;
    for (auto& parameter : network->named_parameters()) {
        const auto name = names.find(parameter.key());
        if (name == names.end())
            throw std::logic_error("nnU-Net weights: no name for " + parameter.key());
        const auto found = byName.find(name->second);
        if (found == byName.end())
            throw InputError(file, "network_weights." + name->second,
                             "is missing: the checkpoint is not from the network plans.json describes");
        torch::Tensor& target = parameter.value();
        const std::vector<int64_t> expected = target.sizes().vec();
        if (found->second->sizes != expected)
            throw InputError(file, "network_weights." + name->second,
                             "has shape " + c10::str(c10::IntArrayRef(found->second->sizes)) + ", plans.json's network needs " +
                                 c10::str(target.sizes()));
        std::vector<float> values = checkpoint.floatValues(*found->second, name->second);
        target.copy_(torch::from_blob(values.data(), target.sizes(), torch::kFloat32));
        used.insert(name->second);
    }
    for (const auto& [name, tensor] : byName)
        if (!used.count(name) && !isRedundant(name, used))
            throw InputError(file, "network_weights." + name,
                             "is not part of the network plans.json describes (a trainer with another network?)");
    network->eval();
    return network;
}

}  // namespace segstudio::engine
