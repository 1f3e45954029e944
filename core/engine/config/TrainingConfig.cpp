#include "engine/config/TrainingConfig.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include "common/Errors.h"
#include "engine/config/TrainingFields.h"
#include "engine/interactive/Prompts.h"

namespace segstudio::engine {

const char* precisionName(Precision p)
{
    switch (p) {
    case Precision::Auto: return "auto";
    case Precision::Float32: return "fp32";
    case Precision::TF32: return "tf32";
    case Precision::Float16: return "fp16";
    case Precision::BFloat16: return "bf16";
    }
    return "auto";
}

std::optional<Precision> precisionFromName(const std::string& name)
{
    for (Precision p : {Precision::Auto, Precision::Float32, Precision::TF32, Precision::Float16, Precision::BFloat16})
        if (name == precisionName(p))
            return p;
    return std::nullopt;
}

const char* optimizerName(OptimizerKind o)
{
    switch (o) {
    case OptimizerKind::SGD: return "sgd";
    case OptimizerKind::AdamW: return "adamw";
    case OptimizerKind::Auto: break;
    }
    return "auto";
}
const char* architectureName(Architecture a) { return a == Architecture::ResidualEncoderUNet ? "residual" : "plain"; }

const char* plannerPresetName(PlannerPreset p)
{
    switch (p) {
    case PlannerPreset::ResEncM: return "resenc_m";
    case PlannerPreset::ResEncL: return "resenc_l";
    case PlannerPreset::ResEncXL: return "resenc_xl";
    case PlannerPreset::Default: break;
    }
    return "default";
}

std::optional<PlannerPreset> plannerPresetFromName(const std::string& name)
{
    for (PlannerPreset p : kPlannerPresets)
        if (name == plannerPresetName(p))
            return p;
    return std::nullopt;
}

int NetworkConfig::blocksAt(int stage) const
{
    return encoderBlocks.empty() ? blocksPerStage : encoderBlocks.at(static_cast<std::size_t>(stage));
}

int NetworkConfig::featuresAt(int stage) const
{
    if (!featuresPerStage.empty())
        return featuresPerStage.at(static_cast<std::size_t>(stage));
    int64_t features = baseFeatures;
    for (int s = 0; s < stage; ++s)
        features *= 2;
    return static_cast<int>(std::min<int64_t>(features, maxFeatures));
}

Triple NetworkConfig::totalStride() const
{
    Triple total{1, 1, 1};
    for (const Triple& s : strides)
        for (int axis = 0; axis < 3; ++axis)
            total[axis] *= s[axis];
    return total;
}

int networkInputChannels(const TrainingConfig& config, int imageChannels)
{
    return imageChannels + (config.interactive ? kPromptChannels : 0);
}

int networkOutputs(const TrainingConfig& config, int datasetOutputs)
{
    return config.interactive ? 2 : datasetOutputs;
}

// ------------------------------------------------------------- to JSON ----

Json TrainingConfig::toJson() const
{
    Json json = {
        {"dataset", dataset},
        {"init_from", initFrom},
        {"interactive", interactive},
        {"interactive_corrective_rounds", interactiveCorrectiveRounds},
        {"fold", fold},
        {"seed", seed},
        {"device", device},
        {"precision", precisionName(precision)},
        {"channels_last", channelsLast},
        {"cuda_graphs", cudaGraphs},
        {"cudnn_benchmark", cudnnBenchmark},
        {"threads", threads},
        {"loader_threads", loaderThreads},
        {"prefetch_batches", prefetchBatches},
        {"planner", plannerPresetName(planner)},
        {"gpu_memory_target_gb", gpuMemoryTargetGB},
        {"network",
         {{"dimensions", network.dimensions},
          {"architecture", architectureName(network.architecture)},
          {"base_features", network.baseFeatures},
          {"max_features", network.maxFeatures},
          {"kernel_sizes_xyz", network.kernelSizes},
          {"strides_xyz", network.strides},
          {"blocks_per_stage", network.blocksPerStage},
          {"encoder_blocks", network.encoderBlocks},
          {"decoder_convs", network.decoderConvs},
          {"deep_supervision", network.deepSupervision},
          {"activation_checkpointing", network.activationCheckpointing}}},
        {"patch_size_xyz", patchSize},
        {"batch_size", batchSize},
        {"foreground_oversampling", foregroundOversampling},
        {"optimizer",
         {{"name", optimizerName(optimizer.kind)},
          {"learning_rate", optimizer.learningRate},
          {"momentum", optimizer.momentum},
          {"weight_decay", optimizer.weightDecay},
          {"warmup_epochs", optimizer.warmupEpochs},
          {"poly_exponent", optimizer.polyExponent},
          {"gradient_clip_norm", optimizer.gradientClipNorm},
          {"gradient_accumulation", optimizer.gradientAccumulation}}},
        {"epochs", epochs},
        {"iterations_per_epoch", iterationsPerEpoch},
        {"max_minutes", maxMinutes},
        {"dice_weight", diceWeight},
        {"cross_entropy_weight", crossEntropyWeight},
        {"augmentation",
         {{"rotation", augmentation.rotation},
          {"scaling", augmentation.scaling},
          {"mirroring", augmentation.mirroring},
          {"gamma", augmentation.gamma},
          {"brightness", augmentation.brightness},
          {"contrast", augmentation.contrast},
          {"noise", augmentation.noise},
          {"blur", augmentation.blur},
          {"low_resolution", augmentation.lowResolution},
          {"rotation_degrees", augmentation.rotationDegrees},
          {"in_plane_rotation_degrees", augmentation.inPlaneRotationDegrees},
          {"planned", augmentation.planned}}},
        {"validation",
         {{"interval_epochs", validation.intervalEpochs},
          {"overlap", validation.overlap},
          {"mirroring", validation.mirroring},
          {"max_cases", validation.maxCases},
          {"preview_case", validation.previewCase}}},
        {"checkpoint_interval_epochs", checkpointIntervalEpochs},
    };
    // An imported nnU-Net network's own topology, written only when set so
    // every planned network's file stays as it was.
    Json& n = json["network"];
    if (!network.featuresPerStage.empty())
        n["features_per_stage"] = network.featuresPerStage;
    if (network.upsampleBias)
        n["upsample_bias"] = true;
    if (network.poolingShortcut)
        n["pooling_shortcut"] = true;
    return json;
}

// ----------------------------------------------------------- from JSON ----

namespace {

// Reads the keys of one JSON object into fields, recording a Problem for
// each wrong type and, in finish(), each key nobody asked for.
class ObjectReader {
public:
    ObjectReader(const Json& json, std::string prefix, std::string file, std::vector<Problem>& problems)
        : m_json(json), m_prefix(std::move(prefix)), m_file(std::move(file)), m_problems(problems)
    {
        if (!m_json.is_object())
            fail("", std::string("must be an object, not ") + m_json.type_name());
    }

    template <class T> void read(const char* key, T& target)
    {
        m_known.insert(key);
        if (!m_json.is_object() || !m_json.contains(key))
            return;
        try {
            target = getChecked<T>(m_json.at(key));
        } catch (const JsonNumberError& error) {
            fail(key, error.what());
        } catch (const nlohmann::json::exception&) {
            fail(key, std::string("has the wrong type (") + m_json.at(key).type_name() + ")");
        }
    }

    // A string naming one of `names`; sets target to the matching value.
    template <class E> void readEnum(const char* key, E& target, std::initializer_list<std::pair<const char*, E>> names)
    {
        readEnum(key, target, std::vector<std::pair<std::string, E>>(names.begin(), names.end()));
    }
    template <class E> void readEnum(const char* key, E& target, const std::vector<std::pair<std::string, E>>& names)
    {
        std::string text;
        m_known.insert(key);
        if (!m_json.is_object() || !m_json.contains(key))
            return;
        if (!m_json.at(key).is_string()) {
            fail(key, "must be a string");
            return;
        }
        text = m_json.at(key).get<std::string>();
        std::string allowed;
        for (const auto& [name, value] : names) {
            if (text == name) {
                target = value;
                return;
            }
            allowed += (allowed.empty() ? "" : ", ") + std::string(name);
        }
        fail(key, "is '" + text + "'; allowed: " + allowed);
    }

    const Json* child(const char* key)
    {
        m_known.insert(key);
        return m_json.is_object() && m_json.contains(key) ? &m_json.at(key) : nullptr;
    }

    void finish()
    {
        if (!m_json.is_object())
            return;
        for (const auto& [key, value] : m_json.items())
            if (!m_known.count(key))
                fail(key, "is not a known setting");
    }

private:
    void fail(const std::string& key, const std::string& reason)
    {
        m_problems.push_back({"", m_file, m_prefix + key, reason});
    }
    const Json& m_json;
    std::string m_prefix;
    std::string m_file;
    std::vector<Problem>& m_problems;
    std::set<std::string> m_known;
};

void readNetwork(const Json& json, NetworkConfig& n, const std::string& file, std::vector<Problem>& problems)
{
    ObjectReader r(json, "network.", file, problems);
    r.read("dimensions", n.dimensions);
    r.readEnum("architecture", n.architecture,
               {{"plain", Architecture::PlainUNet}, {"residual", Architecture::ResidualEncoderUNet}});
    r.read("base_features", n.baseFeatures);
    r.read("max_features", n.maxFeatures);
    r.read("kernel_sizes_xyz", n.kernelSizes);
    r.read("strides_xyz", n.strides);
    r.read("blocks_per_stage", n.blocksPerStage);
    r.read("encoder_blocks", n.encoderBlocks);
    r.read("decoder_convs", n.decoderConvs);
    r.read("deep_supervision", n.deepSupervision);
    r.read("activation_checkpointing", n.activationCheckpointing);
    r.read("features_per_stage", n.featuresPerStage);
    r.read("upsample_bias", n.upsampleBias);
    r.read("pooling_shortcut", n.poolingShortcut);
    r.finish();
}

void readOptimizer(const Json& json, OptimizerConfig& o, const std::string& file, std::vector<Problem>& problems)
{
    ObjectReader r(json, "optimizer.", file, problems);
    r.readEnum("name", o.kind, {{"auto", OptimizerKind::Auto}, {"sgd", OptimizerKind::SGD}, {"adamw", OptimizerKind::AdamW}});
    r.read("learning_rate", o.learningRate);
    r.read("momentum", o.momentum);
    r.read("weight_decay", o.weightDecay);
    r.read("warmup_epochs", o.warmupEpochs);
    r.read("poly_exponent", o.polyExponent);
    r.read("gradient_clip_norm", o.gradientClipNorm);
    r.read("gradient_accumulation", o.gradientAccumulation);
    r.finish();
}

void readAugmentation(const Json& json, AugmentationConfig& a, const std::string& file, std::vector<Problem>& problems)
{
    ObjectReader r(json, "augmentation.", file, problems);
    a.planned = false;  // a file that states the augmentation chose it, unless it says "planned"
    r.read("planned", a.planned);
    r.read("rotation", a.rotation);
    r.read("scaling", a.scaling);
    r.read("mirroring", a.mirroring);
    r.read("gamma", a.gamma);
    r.read("brightness", a.brightness);
    r.read("contrast", a.contrast);
    r.read("noise", a.noise);
    r.read("blur", a.blur);
    r.read("low_resolution", a.lowResolution);
    r.read("rotation_degrees", a.rotationDegrees);
    r.read("in_plane_rotation_degrees", a.inPlaneRotationDegrees);
    r.finish();
}

void readValidation(const Json& json, ValidationConfig& v, const std::string& file, std::vector<Problem>& problems)
{
    ObjectReader r(json, "validation.", file, problems);
    r.read("interval_epochs", v.intervalEpochs);
    r.read("overlap", v.overlap);
    r.read("mirroring", v.mirroring);
    r.read("max_cases", v.maxCases);
    r.read("preview_case", v.previewCase);
    r.finish();
}

std::string numberText(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

void checkRange(std::vector<Problem>& p, const std::string& file, const char* field, double value, double lo, double hi)
{
    if (value < lo || value > hi)
        p.push_back({"", file, field, "is " + numberText(value) + ", must be between " + numberText(lo) + " and " + numberText(hi)});
}

// The range of `key` in the field table (TrainingFields.h).
void checkField(std::vector<Problem>& p, const std::string& file, const char* key, double value)
{
    const TrainingField& field = trainingField(key);
    checkRange(p, file, key, value, field.minimum, field.maximum);
}

}  // namespace

TrainingConfig TrainingConfig::fromJson(const Json& json, const std::string& file)
{
    TrainingConfig c;
    std::vector<Problem> problems;
    ObjectReader r(json, "", file, problems);
    r.read("dataset", c.dataset);
    r.read("init_from", c.initFrom);
    r.read("interactive", c.interactive);
    r.read("interactive_corrective_rounds", c.interactiveCorrectiveRounds);
    r.read("fold", c.fold);
    r.read("seed", c.seed);
    r.read("device", c.device);
    std::vector<std::pair<std::string, Precision>> precisions;  // in the field table's order
    for (const std::string& name : trainingField("precision").choices)
        precisions.emplace_back(name, *precisionFromName(name));
    r.readEnum("precision", c.precision, precisions);
    r.read("channels_last", c.channelsLast);
    r.read("cuda_graphs", c.cudaGraphs);
    r.read("cudnn_benchmark", c.cudnnBenchmark);
    r.read("threads", c.threads);
    r.read("loader_threads", c.loaderThreads);
    r.read("prefetch_batches", c.prefetchBatches);
    std::vector<std::pair<std::string, PlannerPreset>> presets;
    for (const std::string& name : trainingField("planner").choices)
        presets.emplace_back(name, *plannerPresetFromName(name));
    r.readEnum("planner", c.planner, presets);
    r.read("gpu_memory_target_gb", c.gpuMemoryTargetGB);
    if (const Json* n = r.child("network"))
        readNetwork(*n, c.network, file, problems);
    r.read("patch_size_xyz", c.patchSize);
    r.read("batch_size", c.batchSize);
    r.read("foreground_oversampling", c.foregroundOversampling);
    if (const Json* o = r.child("optimizer"))
        readOptimizer(*o, c.optimizer, file, problems);
    r.read("epochs", c.epochs);
    r.read("iterations_per_epoch", c.iterationsPerEpoch);
    r.read("max_minutes", c.maxMinutes);
    r.read("dice_weight", c.diceWeight);
    r.read("cross_entropy_weight", c.crossEntropyWeight);
    if (const Json* a = r.child("augmentation"))
        readAugmentation(*a, c.augmentation, file, problems);
    if (const Json* v = r.child("validation"))
        readValidation(*v, c.validation, file, problems);
    r.read("checkpoint_interval_epochs", c.checkpointIntervalEpochs);
    r.child("plan");  // informational: why the planner chose what it chose (written by the engine)
    r.child("cache_digest");  // the prepared data the run started on (Trainer.cpp), checked on resume
    r.finish();
    const std::vector<Problem> ranges = c.validate(file);
    problems.insert(problems.end(), ranges.begin(), ranges.end());
    if (!problems.empty())
        throw ValidationError(std::to_string(problems.size()) + " problem(s) in the training configuration " + file + ":",
                              problems);
    return c;
}

std::vector<Problem> TrainingConfig::validate(const std::string& file) const
{
    std::vector<Problem> p;
    checkField(p, file, "fold", fold);
    checkField(p, file, "threads", threads);
    checkField(p, file, "loader_threads", loaderThreads);
    checkField(p, file, "prefetch_batches", prefetchBatches);
    if (network.dimensions != 2 && network.dimensions != 3)
        p.push_back({"", file, "network.dimensions", "is " + std::to_string(network.dimensions) + ", must be 2 or 3"});
    checkField(p, file, "network.base_features", network.baseFeatures);
    if (network.maxFeatures != 0)
        checkRange(p, file, "network.max_features", network.maxFeatures, std::max(1, network.baseFeatures), 4096);
    checkField(p, file, "network.blocks_per_stage", network.blocksPerStage);
    checkField(p, file, "network.decoder_convs", network.decoderConvs);
    if (!network.encoderBlocks.empty() && network.encoderBlocks.size() != network.strides.size())
        p.push_back({"", file, "network.encoder_blocks",
                     "has " + std::to_string(network.encoderBlocks.size()) + " stages, strides_xyz has " +
                         std::to_string(network.strides.size())});
    if (!network.featuresPerStage.empty() && network.featuresPerStage.size() != network.strides.size())
        p.push_back({"", file, "network.features_per_stage",
                     "has " + std::to_string(network.featuresPerStage.size()) + " stages, strides_xyz has " +
                         std::to_string(network.strides.size())});
    for (std::size_t s = 0; s < network.featuresPerStage.size(); ++s)
        if (network.featuresPerStage[s] < 1 || network.featuresPerStage[s] > 4096)
            p.push_back({"", file, "network.features_per_stage[" + std::to_string(s) + "]", "must be 1 to 4096"});
    for (std::size_t s = 0; s < network.encoderBlocks.size(); ++s)
        if (network.encoderBlocks[s] < 1 || network.encoderBlocks[s] > 16)
            p.push_back({"", file, "network.encoder_blocks[" + std::to_string(s) + "]", "must be 1 to 16"});
    if (gpuMemoryTargetGB != 0)
        checkField(p, file, "gpu_memory_target_gb", gpuMemoryTargetGB);
    if (network.kernelSizes.size() != network.strides.size())
        p.push_back({"", file, "network.kernel_sizes_xyz",
                     "has " + std::to_string(network.kernelSizes.size()) + " stages, strides_xyz has " +
                         std::to_string(network.strides.size())});
    for (std::size_t s = 0; s < network.kernelSizes.size(); ++s)
        for (int k : network.kernelSizes[s])
            if (k < 1 || k > 7 || k % 2 == 0)
                p.push_back({"", file, "network.kernel_sizes_xyz[" + std::to_string(s) + "]", "kernel sizes must be odd, 1 to 7"});
    for (std::size_t s = 0; s < network.strides.size(); ++s)
        for (int k : network.strides[s])
            if (k < 1 || k > 4 || (s == 0 && k != 1))
                p.push_back({"", file, "network.strides_xyz[" + std::to_string(s) + "]",
                             s == 0 ? "the first stage must have stride 1" : "strides must be 1 to 4"});
    for (int axis = 0; axis < 3; ++axis)
        if (patchSize[axis] < 0 || patchSize[axis] > 4096)
            p.push_back({"", file, "patch_size_xyz", "sizes must be 0 (planned) to 4096"});
    if (network.dimensions == 2 && patchSize[2] > 1)
        p.push_back({"", file, "patch_size_xyz", "a 2D network takes patches with z = 1 (or 0, planned)"});
    // The strides' product in 64 bits: many stride-4 stages would overflow
    // totalStride() (and then divide by zero below).
    constexpr int64_t kMaxTotalStride = 4096;
    bool strideFits = true;
    for (const Triple& st : network.strides)
        for (int k : st)
            strideFits &= k >= 1;  // reported above; a 0 would divide by zero below
    for (int axis = 0; strideFits && axis < 3; ++axis) {
        int64_t total = 1;
        for (const Triple& st : network.strides)
            total = std::min<int64_t>(total * std::max(1, st[axis]), kMaxTotalStride + 1);
        if (total > kMaxTotalStride) {
            strideFits = false;
            p.push_back({"", file, "network.strides_xyz",
                         std::string("the strides multiply to more than 4096 along ") + "xyz"[axis] +
                             "; use fewer stages"});
            break;
        }
    }
    const Triple stride = strideFits ? network.totalStride() : Triple{1, 1, 1};
    if (strideFits && patchSize[0] > 0 && !network.strides.empty())
        for (int axis = 0; axis < (network.dimensions == 2 ? 2 : 3); ++axis)
            if (patchSize[axis] % stride[axis] != 0)
                p.push_back({"", file, "patch_size_xyz",
                             "size " + std::to_string(patchSize[axis]) + " along axis " + "xyz"[axis] +
                                 " is not a multiple of the network's total stride " + std::to_string(stride[axis])});
    checkField(p, file, "batch_size", batchSize);
    checkField(p, file, "foreground_oversampling", foregroundOversampling);
    if (optimizer.learningRate != 0)
        checkField(p, file, "optimizer.learning_rate", optimizer.learningRate);
    checkField(p, file, "optimizer.momentum", optimizer.momentum);
    if (optimizer.weightDecay >= 0)
        checkField(p, file, "optimizer.weight_decay", optimizer.weightDecay);
    if (optimizer.warmupEpochs >= 0)
        checkField(p, file, "optimizer.warmup_epochs", optimizer.warmupEpochs);
    checkField(p, file, "optimizer.poly_exponent", optimizer.polyExponent);
    checkField(p, file, "optimizer.gradient_clip_norm", optimizer.gradientClipNorm);
    checkField(p, file, "optimizer.gradient_accumulation", optimizer.gradientAccumulation);
    checkField(p, file, "epochs", epochs);
    checkField(p, file, "iterations_per_epoch", iterationsPerEpoch);
    if (maxMinutes != kAutoMaxMinutes)
        checkField(p, file, "max_minutes", maxMinutes);
    checkField(p, file, "dice_weight", diceWeight);
    checkField(p, file, "cross_entropy_weight", crossEntropyWeight);
    if (diceWeight + crossEntropyWeight <= 0)
        p.push_back({"", file, "dice_weight", "dice_weight and cross_entropy_weight cannot both be 0"});
    checkField(p, file, "augmentation.rotation_degrees", augmentation.rotationDegrees);
    checkField(p, file, "augmentation.in_plane_rotation_degrees", augmentation.inPlaneRotationDegrees);
    checkField(p, file, "validation.interval_epochs", validation.intervalEpochs);
    checkField(p, file, "validation.overlap", validation.overlap);
    checkField(p, file, "validation.max_cases", validation.maxCases);
    checkField(p, file, "checkpoint_interval_epochs", checkpointIntervalEpochs);
    checkField(p, file, "interactive_corrective_rounds", interactiveCorrectiveRounds);
    const std::string& d = device;
    if (d != "auto" && d != "cpu" && d != "cuda" && d.rfind("cuda:", 0) != 0)
        p.push_back({"", file, "device", "is '" + d + "'; use auto, cpu, cuda or cuda:N"});
    return p;
}

int rotationAxisFor(int dimensions, const std::array<double, 3>& spacing)
{
    if (dimensions == 2)
        return 2;
    const int coarse = static_cast<int>(std::max_element(spacing.begin(), spacing.end()) - spacing.begin());
    const double finest = *std::min_element(spacing.begin(), spacing.end());
    return spacing[static_cast<std::size_t>(coarse)] > 3.0 * finest ? coarse : -1;
}

TrainingConfig quickLookPreset()
{
    TrainingConfig c;
    c.maxMinutes = 5;
    c.validation.intervalEpochs = 2;
    c.augmentation.lowResolution = false;
    c.augmentation.blur = false;
    return c;
}

TrainingConfig fullQualityPreset()
{
    TrainingConfig c;
    c.epochs = 1000;
    c.iterationsPerEpoch = 250;
    c.validation.intervalEpochs = 10;
    c.validation.mirroring = true;
    return c;
}

}  // namespace segstudio::engine
